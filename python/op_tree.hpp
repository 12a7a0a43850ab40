// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// op_tree: the IR's structure (ops, regions, blocks, values and the indexes of
// their types, attributes and locations) recorded by one walk, so that Python
// can navigate it freely; attributes, types and locations stay undecoded until
// asked for (File.walk() in docs/python.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <mlirbc/ir/ir.hpp>

namespace mlirbc_python {

// view() (from op_header) is what ir_attrs needs to print the op's
// attributes and properties.
struct op_record : mlirbc::op_header {
  std::vector<std::uint64_t> result_types;
  mlirbc::value_ref first_result{};
  std::vector<mlirbc::value_ref> operands;
  std::vector<std::uint64_t> successors;
  std::vector<std::size_t> regions;  // indexes into op_tree::regions
};

struct block_record {
  std::vector<std::uint64_t> arg_types;
  mlirbc::value_ref first_arg{};
  std::vector<std::size_t> ops;  // indexes into op_tree::ops
};

struct region_record {
  std::vector<std::size_t> blocks;  // indexes into op_tree::blocks
};

struct op_tree {
  std::vector<op_record> ops;  // pre-order: the order of File.walk()
  std::vector<block_record> blocks;
  std::vector<region_record> regions;   // regions[0]: the top level (one block)
  std::vector<std::vector<std::uint64_t>> value_types;  // [walk region id][value index] -> type index

  // The type index of a value, or UINT64_MAX when the walk never defined it.
  std::uint64_t type_of(mlirbc::value_ref v) const noexcept {
    if (v.region >= value_types.size() || v.index >= value_types[v.region].size()) return UINT64_MAX;
    return value_types[v.region][v.index];
  }

  // The walk reports what MLIR tolerates to `warnings` (ir_walker).
  static mlirbc::result<op_tree> build(const mlirbc::bytecode& b, mlirbc::format_warnings* warnings) {
    op_tree t;
    builder v{&t, {}, {}, {}};
    mlirbc::ir_walker w(b, warnings);
    if (mlirbc::error e = w.walk(v)) return e;
    return t;
  }

 private:
  // Ops with regions still to come, the regions and blocks being filled.
  struct open_op {
    std::size_t op;
    std::uint64_t regions_left;
  };
  struct builder {
    op_tree* t;
    std::vector<open_op> open_ops;
    std::vector<std::size_t> region_stack;
    std::vector<std::size_t> block_stack;

    void define(mlirbc::value_ref first, const std::vector<std::uint64_t>& types) {
      if (first.region >= t->value_types.size()) t->value_types.resize(first.region + std::size_t{1});
      auto& slots = t->value_types[first.region];
      const std::size_t end = first.index + types.size();
      if (slots.size() < end) slots.resize(end, UINT64_MAX);
      for (std::size_t i = 0; i < types.size(); ++i) slots[first.index + i] = types[i];
    }

    void on_op(const mlirbc::op_view& op) {
      op_record r;
      static_cast<mlirbc::op_header&>(r) = mlirbc::op_header::of(op);
      r.result_types.assign(op.result_types.begin(), op.result_types.end());
      r.first_result = op.first_result;
      r.operands.assign(op.operands.begin(), op.operands.end());
      r.successors.assign(op.successors.begin(), op.successors.end());
      define(r.first_result, r.result_types);
      const std::size_t idx = t->ops.size();
      t->ops.push_back(std::move(r));
      if (!block_stack.empty()) t->blocks[block_stack.back()].ops.push_back(idx);
      if (op.num_regions != 0) open_ops.push_back({idx, op.num_regions});
    }
    void on_region_begin(const mlirbc::region_view& r) {
      const std::size_t idx = t->regions.size();
      t->regions.emplace_back();
      if (!r.top_level && !open_ops.empty()) t->ops[open_ops.back().op].regions.push_back(idx);
      region_stack.push_back(idx);
    }
    void on_region_end(const mlirbc::region_view& r) {
      region_stack.pop_back();
      if (r.top_level || open_ops.empty()) return;
      if (--open_ops.back().regions_left == 0) open_ops.pop_back();
    }
    void on_block_begin(const mlirbc::block_view& b) {
      const std::size_t idx = t->blocks.size();
      block_record br;
      br.first_arg = b.first_arg;
      for (const mlirbc::block_arg& a : b.args) br.arg_types.push_back(a.type);
      define(br.first_arg, br.arg_types);
      t->blocks.push_back(std::move(br));
      if (!region_stack.empty()) t->regions[region_stack.back()].blocks.push_back(idx);
      block_stack.push_back(idx);
    }
    void on_block_end() { block_stack.pop_back(); }
  };
};

}  // namespace mlirbc_python
