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
  value_counters k = counters(f);
  set_block_fields(f, op);
  if (!read_op_record(c, k, f, op, define)) return false;
  f.defined = k.defined;
  f.forward_end = k.forward_end;
  return true;
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
