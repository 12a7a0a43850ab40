// The bodies of ir.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../ir.hpp"

namespace mlirbc {

MLIRBC_INLINE void ir_walker::reset(std::uint64_t begin, std::uint64_t end) {
  c_ = cursor(b_->bytes(), begin, end, section_id::ir);
  stack_.clear();
  slots_.clear();
  scope_base_ = 0;
  ops_ = 0;
  next_region_id_ = 0;
  values_budget_ = end - begin;
}

MLIRBC_INLINE bool ir_walker::check_attr(std::uint64_t idx, std::uint64_t at, const char* what) {
  if (idx >= b_->attr_types().num_attributes()) {
    c_.fail_at(at, errc::index_out_of_range, what, idx, b_->attr_types().num_attributes());
    return false;
  }
  return true;
}

MLIRBC_INLINE bool ir_walker::check_type(std::uint64_t idx, std::uint64_t at, const char* what) {
  if (idx >= b_->attr_types().num_types()) {
    c_.fail_at(at, errc::index_out_of_range, what, idx, b_->attr_types().num_types());
    return false;
  }
  return true;
}

MLIRBC_INLINE void ir_walker::read_use_list_orders(std::uint64_t n) {
  const std::uint64_t at = c_.offset();
  if (n == 0) {
    c_.fail_at(at, errc::bad_value, "use-list order for an empty value range");
    return;
  }
  const std::uint64_t entries = n > 1 ? c_.count("use-list order count", 2) : 1;
  if (entries > n) c_.fail_at(at, errc::count_too_large, "use-list order count", entries, n);
  for (std::uint64_t e = 0; e < entries && c_.ok(); ++e) {
    const std::uint64_t idx_at = c_.offset();
    const std::uint64_t value = n > 1 ? c_.varint("use-list value index") : 0;
    if (c_.ok() && value >= n) c_.fail_at(idx_at, errc::index_out_of_range, "use-list value index", value, n);
    const std::uint64_t k_at = c_.offset();
    const auto f = c_.flagged_varint("use-list index count");
    const std::uint64_t k = f.value;
    if (c_.ok() && k > c_.remaining()) c_.fail_at(k_at, errc::count_too_large, "use-list index count", k, c_.remaining());
    if (c_.ok() && f.flag && (k % 2) != 0) c_.fail_at(k_at, errc::bad_value, "use-list pair form with an odd count", k);
    if (!c_.ok()) return;
    const std::size_t first = use_idx_.size();
    if (!f.flag) seen_.assign(static_cast<std::size_t>(k), 0);
    for (std::uint64_t j = 0; j < k; ++j) {
      const std::uint64_t i_at = c_.offset();
      const std::uint64_t i = c_.varint("use-list index");
      if (!c_.ok()) return;
      if (!f.flag) {  // full form: a permutation of 0..k-1
        if (i >= k || seen_[static_cast<std::size_t>(i)] != 0) {
          c_.fail_at(i_at, errc::bad_value, "use-list order is not a permutation", i, k);
          return;
        }
        seen_[static_cast<std::size_t>(i)] = 1;
      }
      use_idx_.push_back(i);
    }
    uses_.push_back(use_list_order{value, f.flag, {}});
    use_first_.push_back(first);
  }
}

MLIRBC_INLINE void ir_walker::finish_use_lists(std::size_t first_entry) {
  for (std::size_t i = first_entry; i < uses_.size(); ++i) {
    const std::size_t b = use_first_[i];
    const std::size_t e = i + 1 < uses_.size() ? use_first_[i + 1] : use_idx_.size();
    uses_[i].indices = std::span<const std::uint64_t>(use_idx_.data() + b, e - b);
  }
}

MLIRBC_INLINE void ir_walker::read_op(frame& f, op_view& op, bool define) {
  reset_op(op);
  read_op_name(op);
  op.mask = c_.byte("op mask");
  op.location = checked_attr("op location");
  if (op.mask & op_mask::has_attrs) {
    op.has_attrs = true;
    op.attrs = checked_attr("op attributes");
  }
  if ((op.mask & op_mask::has_properties) && b_->version() >= version_native_properties) {
    const std::uint64_t at = c_.offset();
    op.has_properties = true;
    op.properties = c_.varint("op properties");
    if (c_.ok() && op.properties >= b_->properties().size())
      c_.fail_at(at, errc::index_out_of_range, "op properties", op.properties, b_->properties().size());
  }
  types_.clear();
  operands_.clear();
  succ_.clear();
  uses_.clear();
  use_idx_.clear();
  use_first_.clear();
  if (op.mask & op_mask::has_results) read_result_types();
  if (op.mask & op_mask::has_operands) read_operands();
  if (op.mask & op_mask::has_successors) read_successors(f);
  if ((op.mask & op_mask::has_use_list_orders) && b_->version() >= version_use_list_ordering)
    read_use_list_orders(types_.size());
  if (op.mask & op_mask::has_regions) read_region_count(op);
  if (!c_.ok()) return;
  finish_use_lists(0);
  op.result_types = types_;
  op.operands = operands_;
  op.successors = succ_;
  op.use_list_orders = uses_;
  op.depth = f.depth;
  op.region = f.region_id;
  op.block = f.block_index;
  op.first_result = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
  if (define && !types_.empty()) define_values(f, types_.size(), op.offset);
}

MLIRBC_INLINE void ir_walker::reset_op(op_view& op) {
  op.offset = c_.offset();
  op.name = nullptr;
  op.has_attrs = false;
  op.attrs = 0;
  op.has_properties = false;
  op.properties = 0;
  op.result_types = {};
  op.operands = {};
  op.successors = {};
  op.use_list_orders = {};
  op.num_regions = 0;
  op.isolated = false;
  op.lazy = lazy_regions{};
}

MLIRBC_INLINE void ir_walker::read_op_name(op_view& op) {
  op.name_index = c_.varint("op name");
  const auto& names = b_->dialects().op_names;
  if (c_.ok() && op.name_index >= names.size())
    c_.fail_at(op.offset, errc::index_out_of_range, "op name", op.name_index, names.size());
  if (c_.ok()) op.name = &names[static_cast<std::size_t>(op.name_index)];
}

MLIRBC_INLINE std::uint64_t ir_walker::checked_attr(const char* what) {
  const std::uint64_t at = c_.offset();
  const std::uint64_t idx = c_.varint(what);
  if (c_.ok()) check_attr(idx, at, what);
  return idx;
}

MLIRBC_INLINE void ir_walker::read_result_types() {
  const std::uint64_t n = c_.count("op result count");
  for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
    const std::uint64_t at = c_.offset();
    const std::uint64_t t = c_.varint("op result type");
    if (c_.ok() && check_type(t, at, "op result type")) types_.push_back(t);
  }
}

MLIRBC_INLINE void ir_walker::read_operands() {
  const std::uint64_t scope_size = slots_.size() - scope_base_;
  const std::uint64_t n = c_.count("op operand count");
  for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
    const std::uint64_t at = c_.offset();
    const std::uint64_t v = c_.varint("op operand");
    if (!c_.ok()) break;
    if (v >= scope_size) {
      c_.fail_at(at, errc::index_out_of_range, "op operand value", v, scope_size);
      break;
    }
    slot& s = slots_[static_cast<std::size_t>(scope_base_ + v)];
    if (s.state == slot_undefined) s.state = slot_forward;
    operands_.push_back(value_ref{s.region, s.index});
  }
}

MLIRBC_INLINE void ir_walker::read_successors(const frame& f) {
  const std::uint64_t n = c_.count("op successor count");
  for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
    const std::uint64_t at = c_.offset();
    const std::uint64_t s = c_.varint("op successor");
    if (c_.ok() && s >= f.num_blocks) c_.fail_at(at, errc::index_out_of_range, "op successor block", s, f.num_blocks);
    succ_.push_back(s);
  }
}

MLIRBC_INLINE void ir_walker::read_region_count(op_view& op) {
  const std::uint64_t at = c_.offset();
  const auto r = c_.flagged_varint("op region count");
  op.num_regions = r.value;
  op.isolated = r.flag;
  // Each region takes at least one byte (its block count).
  if (c_.ok() && op.num_regions > c_.remaining())
    c_.fail_at(at, errc::count_too_large, "op region count", op.num_regions, c_.remaining());
  if (c_.ok() && op.num_regions == 0) c_.fail_at(at, errc::bad_value, "op has the region flag but no regions");
}

MLIRBC_INLINE void ir_walker::define_values(frame& f, std::uint64_t n, std::uint64_t at) {
  if (n > f.num_values - f.defined) {
    c_.fail_at(at, errc::count_too_large, "region defines more values than it declared", f.defined + n,
               f.num_values);
    return;
  }
  for (std::uint64_t i = 0; i < n; ++i) slots_[static_cast<std::size_t>(f.values_base + f.defined + i)].state = slot_defined;
  f.defined += n;
}

MLIRBC_INLINE void ir_walker::read_block(frame& f, block_view& bv) {
  const std::uint64_t version = b_->version();
  const std::uint64_t at = c_.offset();
  const auto h = c_.flagged_varint("block op count");
  // Each op takes at least three bytes (name, mask, location).
  if (c_.ok() && h.value > c_.remaining() / 3) {
    c_.fail_at(at, errc::count_too_large, "block op count", h.value, c_.remaining() / 3);
  }
  args_.clear();
  uses_.clear();
  use_idx_.clear();
  use_first_.clear();
  bv = block_view{};
  bv.region = f.region_id;
  bv.index = f.block_index;
  bv.num_ops = h.value;
  bv.first_arg = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
  if (h.flag && c_.ok()) {
    const std::uint64_t n = c_.count("block argument count");
    for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
      block_arg a;
      std::uint64_t t_at = c_.offset();
      if (version >= version_elide_unknown_block_arg_loc) {
        const auto t = c_.flagged_varint("block argument type");
        a.type = t.value;
        a.has_loc = t.flag;
      } else {
        a.type = c_.varint("block argument type");
        a.has_loc = true;
      }
      if (c_.ok()) check_type(a.type, t_at, "block argument type");
      if (a.has_loc) {
        t_at = c_.offset();
        a.loc = c_.varint("block argument location");
        if (c_.ok()) check_attr(a.loc, t_at, "block argument location");
      }
      args_.push_back(a);
    }
    if (version >= version_use_list_ordering && c_.ok()) {
      const std::uint8_t flag = c_.byte("block use-list flag");
      if (flag != 0 && c_.ok()) read_use_list_orders(args_.size());
    }
    if (c_.ok()) define_values(f, args_.size(), at);
  }
  if (!c_.ok()) return;
  finish_use_lists(0);
  bv.args = args_;
  bv.use_list_orders = uses_;
  f.ops_left = h.value;
  f.in_block = true;
}

MLIRBC_INLINE bool ir_walker::enter_region(frame& f) {
  const std::uint64_t at = c_.offset();
  const std::uint64_t nb = c_.count("region block count");
  std::uint64_t nv = 0;
  if (nb > 0) {
    const std::uint64_t v_at = c_.offset();
    nv = c_.varint("region value count");
    // Every value is defined by a distinct type byte of the IR, so the
    // declared counts of all regions together cannot exceed its size.
    if (c_.ok() && nv > values_budget_) {
      c_.fail_at(v_at, errc::count_too_large, "region value count", nv, values_budget_);
    }
  }
  if (!c_.ok()) return false;
  if (next_region_id_ == UINT32_MAX) {
    c_.fail_at(at, errc::limit_exceeded, "region count", next_region_id_, UINT32_MAX);
    return false;
  }
  values_budget_ -= nv;
  f.in_region = true;
  f.in_block = false;
  f.region_id = next_region_id_++;
  f.num_blocks = nb;
  f.block_index = 0;
  f.num_values = nv;
  f.defined = 0;
  f.ops_left = 0;
  f.values_base = slots_.size();
  slots_.resize(static_cast<std::size_t>(f.values_base + nv));
  for (std::uint64_t i = 0; i < nv; ++i) {
    slots_[static_cast<std::size_t>(f.values_base + i)] =
        slot{f.region_id, static_cast<std::uint32_t>(i), slot_undefined};
  }
  return true;
}

MLIRBC_INLINE void ir_walker::leave_region(frame& f) {
  if (f.defined < f.num_values) {
    for (std::uint64_t i = f.defined; i < f.num_values; ++i) {
      if (slots_[static_cast<std::size_t>(f.values_base + i)].state == slot_forward) {
        c_.fail(errc::bad_value, "operand refers to a value that is never defined", i, f.defined);
        return;
      }
    }
  }
  slots_.resize(static_cast<std::size_t>(f.values_base));
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

}
