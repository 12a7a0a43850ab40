// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of ir.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode. The
// per-op readers are calls from walk<V> in either mode (they are too large to
// inline into it), so a program's walk costs the same through the library.
#pragma once

#include "../ir.hpp"

namespace mlirbc {

MLIRBC_INLINE void ir_walker::reset(std::uint64_t begin, std::uint64_t end) {
  c_ = cursor(b_->bytes(), begin, end, section_id::ir);
  stack_.clear();
  scope_base_ = 0;
  scope_end_ = 0;
  ops_ = 0;
  next_region_id_ = 0;
  values_budget_ = end - begin;
}

template <class C>
inline bool ir_walker::check_attr(C& c, std::uint64_t idx, std::uint64_t at, const char* what) {
  if (idx >= num_attrs_) {
    c.fail_at(at, errc::index_out_of_range, what, idx, num_attrs_);
    return false;
  }
  return true;
}

template <class C>
inline bool ir_walker::check_type(C& c, std::uint64_t idx, std::uint64_t at, const char* what) {
  if (idx >= num_types_) {
    c.fail_at(at, errc::index_out_of_range, what, idx, num_types_);
    return false;
  }
  return true;
}

template <class C>
inline std::span<const use_list_order> ir_walker::read_use_list_orders(C& c, std::uint64_t n) {
  uses_.clear();
  use_idx_.clear();
  use_first_.clear();
  const std::uint64_t at = c.offset();
  if (n == 0) {
    c.fail_at(at, errc::bad_value, "use-list order for an empty value range");
    return {};
  }
  const std::uint64_t entries = n > 1 ? c.count("use-list order count", 2) : 1;
  if (entries > n) c.fail_at(at, errc::count_too_large, "use-list order count", entries, n);
  for (std::uint64_t e = 0; e < entries && c.ok(); ++e) {
    const std::uint64_t idx_at = c.offset();
    const std::uint64_t value = n > 1 ? c.varint("use-list value index") : 0;
    if (c.ok() && value >= n) c.fail_at(idx_at, errc::index_out_of_range, "use-list value index", value, n);
    const std::uint64_t k_at = c.offset();
    const auto f = c.flagged_varint("use-list index count");
    const std::uint64_t k = f.value;
    if (c.ok() && k > c.remaining()) c.fail_at(k_at, errc::count_too_large, "use-list index count", k, c.remaining());
    if (c.ok() && f.flag && (k % 2) != 0) c.fail_at(k_at, errc::bad_value, "use-list pair form with an odd count", k);
    if (!c.ok()) return {};
    const std::size_t first = use_idx_.size();
    if (!f.flag) seen_.assign(static_cast<std::size_t>(k), 0);
    for (std::uint64_t j = 0; j < k; ++j) {
      const std::uint64_t i_at = c.offset();
      const std::uint64_t i = c.varint("use-list index");
      if (!c.ok()) return {};
      if (!f.flag) {  // full form: a permutation of 0..k-1
        if (i >= k || seen_[static_cast<std::size_t>(i)] != 0) {
          c.fail_at(i_at, errc::bad_value, "use-list order is not a permutation", i, k);
          return {};
        }
        seen_[static_cast<std::size_t>(i)] = 1;
      }
      use_idx_.push_back(i);
    }
    uses_.push_back(use_list_order{value, f.flag, {}});
    use_first_.push_back(first);
  }
  if (!c.ok()) return {};
  link_use_lists();
  return {uses_.data(), uses_.size()};
}

// Each order's indices: its run of use_idx_ (known once all are read, since
// use_idx_ may move while it grows).
MLIRBC_INLINE void ir_walker::link_use_lists() {
  for (std::size_t i = 0; i < uses_.size(); ++i) {
    const std::size_t b = use_first_[i];
    const std::size_t e = i + 1 < uses_.size() ? use_first_[i + 1] : use_idx_.size();
    uses_[i].indices = std::span<const std::uint64_t>(use_idx_.data() + b, e - b);
  }
}

MLIRBC_INLINE void ir_walker::read_op(frame& f, op_view& op, bool define) {
  // A quick_cursor keeps the position in a register (the cursor member's
  // goes through memory between fields); an op it cannot read is malformed or
  // ends within 8 bytes of its range, and is read again with the cursor.
  quick_cursor q(c_);
  if (read_op_header(q, f, op, define)) {
    c_.skip(q.offset() - c_.offset(), "op");
    return;
  }
  read_op_header(c_, f, op, define);
}

template <class C>
inline bool ir_walker::read_op_header(C& c, frame& f, op_view& op, bool define) {
  // Every field is written once, none reset first (`op = op_view{}` is a
  // 208-byte `rep stos`, once a third of this function's time). Each read is
  // followed by a return on failure: with a quick_cursor the compiler then
  // knows the reads after it cannot have failed, and drops their checks.
  op.offset = c.offset();
  read_op_name(c, op);
  if (!c.ok()) return false;
  op.mask = c.byte("op mask");
  op.location = checked_attr(c, "op location");
  if (!c.ok()) return false;
  op.has_attrs = (op.mask & op_mask::has_attrs) != 0;
  op.attrs = 0;
  if (op.has_attrs) {
    op.attrs = checked_attr(c, "op attributes");
    if (!c.ok()) return false;
  }
  op.has_properties = (op.mask & op_mask::has_properties) != 0 && native_properties_;
  op.properties = 0;
  if (op.has_properties) {
    const std::uint64_t at = c.offset();
    op.properties = c.varint("op properties");
    if (!c.ok()) return false;
    if (op.properties >= num_properties_) {
      c.fail_at(at, errc::index_out_of_range, "op properties", op.properties, num_properties_);
      return false;
    }
  }
  std::size_t num_results = 0;
  if (op.mask & op_mask::has_results) {
    num_results = read_result_types(c);
    if (!c.ok()) return false;
  }
  std::size_t num_operands = 0;
  if (op.mask & op_mask::has_operands) {
    num_operands = read_operands(c, f);
    if (!c.ok()) return false;
  }
  std::size_t num_successors = 0;
  if (op.mask & op_mask::has_successors) {
    num_successors = read_successors(c, f);
    if (!c.ok()) return false;
  }
  op.use_list_orders = {};
  if ((op.mask & op_mask::has_use_list_orders) && use_list_orders_) {
    // Rare, and long: the quick cursor leaves them to the cursor, so that it
    // is never passed to a call and stays in registers.
    if constexpr (std::is_same_v<C, quick_cursor>) {
      c.fail(errc::bad_value, "use-list orders");
      return false;
    }
    op.use_list_orders = read_use_list_orders(c, num_results);
    if (!c.ok()) return false;
  }
  op.num_regions = 0;
  op.isolated = false;
  if (op.mask & op_mask::has_regions) {
    read_region_count(c, op);
    if (!c.ok()) return false;
  }
  op.lazy = lazy_regions{};
  op.result_types = {types_.data(), num_results};
  op.operands = {operands_.data(), num_operands};
  op.successors = {succ_.data(), num_successors};
  op.depth = f.depth;
  op.region = f.region_id;
  op.block = f.block_index;
  op.first_result = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
  if (define && num_results != 0) define_values(c, f, num_results, op.offset);
  return c.ok();
}

template <class C>
inline void ir_walker::read_op_name(C& c, op_view& op) {
  op.name_index = c.varint("op name");
  op.name = nullptr;
  if (op.name_index >= num_op_names_) {
    c.fail_at(op.offset, errc::index_out_of_range, "op name", op.name_index, num_op_names_);
    return;
  }
  if (c.ok()) op.name = op_names_ + op.name_index;
}

template <class C>
inline std::uint64_t ir_walker::checked_attr(C& c, const char* what) {
  const std::uint64_t at = c.offset();
  const std::uint64_t idx = c.varint(what);
  if (c.ok()) check_attr(c, idx, at, what);
  return idx;
}

template <class C>
inline std::size_t ir_walker::read_result_types(C& c) {
  const std::uint64_t n = c.count("op result count");
  std::uint64_t* out = types_.data();
  std::size_t capacity = types_.size();  // a local: the stores below may alias the vector
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t t = c.varint("op result type");
    if (!c.ok() || !check_type(c, t, at, "op result type")) return 0;
    if (i == capacity) {
      out = grow(types_);
      capacity = types_.size();
    }
    out[i] = t;
  }
  return static_cast<std::size_t>(n);
}

template <class C>
inline std::size_t ir_walker::read_operands(C& c, frame& f) {
  // Locals: the stores into the operand buffer would otherwise make the
  // compiler reload the frame's fields for every operand.
  const std::uint64_t region_base = f.values_base - scope_base_;  // f's first value, scope-relative
  const std::uint64_t defined = f.defined;
  const std::uint32_t region = f.region_id;
  std::uint64_t forward_end = f.forward_end;
  const std::uint64_t n = c.count("op operand count");
  value_ref* out = operands_.data();
  std::size_t capacity = operands_.size();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t v = c.varint("op operand");
    if (!c.ok()) return 0;
    if (i == capacity) {
      out = grow(operands_);
      capacity = operands_.size();
    }
    // The common operand: a value of f's region defined before this op (the
    // subtraction wraps for values of enclosing regions).
    const std::uint64_t index = v - region_base;
    if (index < defined) [[likely]] {
      out[i] = value_ref{region, static_cast<std::uint32_t>(index)};
      continue;
    }
    const std::uint64_t scope_size = scope_end_ - scope_base_;
    if (v >= scope_size) {
      c.fail_at(at, errc::index_out_of_range, "op operand value", v, scope_size);
      return 0;
    }
    if (v < region_base) {
      out[i] = enclosing_value(scope_base_ + v);
      continue;
    }
    forward_end = std::max(forward_end, index + 1);  // defined later in f's region
    out[i] = value_ref{region, static_cast<std::uint32_t>(index)};
  }
  f.forward_end = forward_end;
  return static_cast<std::size_t>(n);
}

MLIRBC_INLINE value_ref ir_walker::enclosing_value(std::uint64_t pos) {
  for (auto g = stack_.rbegin(); g != stack_.rend(); ++g) {
    if (!g->in_region || pos < g->values_base || pos - g->values_base >= g->num_values) continue;
    const std::uint64_t index = pos - g->values_base;
    if (index >= g->defined) g->forward_end = std::max(g->forward_end, index + 1);
    return value_ref{g->region_id, static_cast<std::uint32_t>(index)};
  }
  return value_ref{};  // not reached: every slot in scope belongs to a region on the stack
}

template <class C>
inline std::size_t ir_walker::read_successors(C& c, const frame& f) {
  const std::uint64_t n = c.count("op successor count");
  std::uint64_t* out = succ_.data();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t s = c.varint("op successor");
    if (!c.ok()) return 0;
    if (s >= f.num_blocks) {
      c.fail_at(at, errc::index_out_of_range, "op successor block", s, f.num_blocks);
      return 0;
    }
    if (i == succ_.size()) out = grow(succ_);
    out[i] = s;
  }
  return static_cast<std::size_t>(n);
}

template <class C>
inline void ir_walker::read_region_count(C& c, op_view& op) {
  const std::uint64_t at = c.offset();
  const auto r = c.flagged_varint("op region count");
  op.num_regions = r.value;
  op.isolated = r.flag;
  // Each region takes at least one byte (its block count).
  if (c.ok() && op.num_regions > c.remaining())
    c.fail_at(at, errc::count_too_large, "op region count", op.num_regions, c.remaining());
  if (c.ok() && op.num_regions == 0) c.fail_at(at, errc::bad_value, "op has the region flag but no regions");
}

template <class C>
inline void ir_walker::define_values(C& c, frame& f, std::uint64_t n, std::uint64_t at) {
  if (n > f.num_values - f.defined) {
    c.fail_at(at, errc::count_too_large, "region defines more values than it declared", f.defined + n,
               f.num_values);
    return;
  }
  f.defined += n;
}

MLIRBC_INLINE void ir_walker::read_block(frame& f, block_view& bv) {
  quick_cursor q(c_);
  if (read_block_header(q, f, bv)) {
    c_.skip(q.offset() - c_.offset(), "block");
    return;
  }
  read_block_header(c_, f, bv);
}

template <class C>
inline bool ir_walker::read_block_header(C& c, frame& f, block_view& bv) {
  const std::uint64_t at = c.offset();
  const auto h = c.flagged_varint("block op count");
  if (!c.ok()) return false;
  // Each op takes at least three bytes (name, mask, location).
  if (h.value > c.remaining() / 3) {
    c.fail_at(at, errc::count_too_large, "block op count", h.value, c.remaining() / 3);
    return false;
  }
  bv.region = f.region_id;
  bv.index = f.block_index;
  bv.num_ops = h.value;
  bv.first_arg = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
  bv.use_list_orders = {};
  std::size_t num_args = 0;
  if (h.flag) {
    const std::uint64_t n = c.count("block argument count");
    if (!c.ok()) return false;
    const bool elided_locs = b_->version() >= version_elide_unknown_block_arg_loc;
    block_arg* out = args_.data();
    std::size_t capacity = args_.size();  // a local: the stores below may alias the vector
    for (; num_args < n; ++num_args) {
      block_arg a;
      std::uint64_t t_at = c.offset();
      if (elided_locs) {
        const auto t = c.flagged_varint("block argument type");
        a.type = t.value;
        a.has_loc = t.flag;
      } else {
        a.type = c.varint("block argument type");
        a.has_loc = true;
      }
      if (!c.ok() || !check_type(c, a.type, t_at, "block argument type")) return false;
      if (a.has_loc) {
        t_at = c.offset();
        a.loc = c.varint("block argument location");
        if (!c.ok() || !check_attr(c, a.loc, t_at, "block argument location")) return false;
      }
      if (num_args == capacity) {
        if constexpr (std::is_same_v<C, quick_cursor>) {
          c.fail(errc::bad_value, "block arguments");  // the cursor grows the buffer
          return false;
        }
        out = grow(args_);
        capacity = args_.size();
      }
      out[num_args] = a;
    }
    if (b_->version() >= version_use_list_ordering) {
      const std::uint8_t flag = c.byte("block use-list flag");
      if (!c.ok()) return false;
      if (flag != 0) {
        if constexpr (std::is_same_v<C, quick_cursor>) {
          c.fail(errc::bad_value, "use-list orders");
          return false;
        }
        bv.use_list_orders = read_use_list_orders(c, num_args);
        if (!c.ok()) return false;
      }
    }
    define_values(c, f, num_args, at);
    if (!c.ok()) return false;
  }
  bv.args = {args_.data(), num_args};
  f.ops_left = h.value;
  f.in_block = true;
  return true;
}

MLIRBC_INLINE bool ir_walker::enter_region(frame& f) {
  const std::uint64_t at = c_.offset();
  const std::uint64_t nb = c_.count("region block count");
  std::uint64_t nv = 0;
  if (nb > 0) {
    const std::uint64_t v_at = c_.offset();
    nv = c_.varint("region value count");
    // Every value is defined by a distinct type byte of the IR, so declared
    // counts beyond its size overstate. MLIR accepts that (values never
    // defined are never used), and so does the walk, which keeps no table per
    // value: a warning. A value's index must fit a value_ref.
    if (c_.ok() && nv > UINT32_MAX) c_.fail_at(v_at, errc::limit_exceeded, "region value count", nv, UINT32_MAX);
    if (c_.ok() && nv > values_budget_) {
      const error overstated{errc::count_too_large, section_id::ir, v_at,
                             "region value count (more than the region's bytes can define)", nv, values_budget_};
      if (strict_) c_.fail_at(v_at, overstated.code, overstated.what, nv, values_budget_);
      else if (warnings_ != nullptr) warnings_->report(overstated);
    }
  }
  if (!c_.ok()) return false;
  if (next_region_id_ == UINT32_MAX) {
    c_.fail_at(at, errc::limit_exceeded, "region count", next_region_id_, UINT32_MAX);
    return false;
  }
  f.value_room = std::min(nv, values_budget_);
  values_budget_ -= f.value_room;
  f.in_region = true;
  f.in_block = false;
  f.region_id = next_region_id_++;
  f.num_blocks = nb;
  f.block_index = 0;
  f.num_values = nv;
  f.defined = 0;
  f.ops_left = 0;
  f.forward_end = 0;
  f.values_base = scope_end_;
  scope_end_ += nv;
  return true;
}

MLIRBC_INLINE void ir_walker::leave_region(frame& f) {
  if (f.forward_end > f.defined) {
    c_.fail(errc::bad_value, "operand refers to a value that is never defined", f.forward_end - 1, f.defined);
    return;
  }
  scope_end_ = f.values_base;
  f.in_region = false;
}

MLIRBC_INLINE lazy_regions ir_walker::read_region_section(std::uint64_t num_regions, std::uint32_t depth) {
  const section s = read_section(c_, b_->limits_used());
  if (c_.ok() && s.id != section_id::ir) {
    c_.fail_at(s.header_offset, errc::bad_section_id, "expected an IR section for the regions",
               static_cast<std::uint8_t>(s.id), static_cast<std::uint8_t>(section_id::ir));
  }
  if (!c_.ok()) return {};
  return lazy_regions{s.offset, s.length, num_regions, depth, true};
}

}  // namespace mlirbc
