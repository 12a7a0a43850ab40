// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of sdy.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <string>

#include "../sdy.hpp"

namespace mlirbc::dialects {

MLIRBC_INLINE void sdy_dialect::refs(dialect_reader& r, std::vector<std::uint64_t>& out, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& x : out) x = r.attribute(what);
}

MLIRBC_INLINE void sdy_dialect::ints(dialect_reader& r, std::vector<std::int64_t>& out, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& x : out) x = r.signed_varint(what);
}

MLIRBC_INLINE auto sdy_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  sdy_attribute a;
  const std::uint64_t code_at = r.offset();
  const std::uint64_t c = r.varint("sdy attribute code");
  if (!r.ok()) return a;
  if (c > max_code) {
    r.fail_at(code_at, "unknown sdy attribute code", c, max_code);
    return a;
  }
  a.c = static_cast<code>(c);
  switch (a.c) {
    case code::manual_axes:
    case code::axis_ref_list:
    case code::list_of_axis_ref_lists:
    case code::all_to_all_param_list:
    case code::tensor_mapping:
    case code::sharding_per_value_v1:
    case code::sharding_per_value_v2:
      refs(r, a.refs, "sdy list element");
      break;
    case code::mesh_axis:
      a.name = r.string("sdy mesh axis name");
      a.a = r.signed_varint("sdy mesh axis size");
      break;
    case code::mesh:
      refs(r, a.refs, "sdy mesh axis");
      ints(r, a.ints, "sdy mesh device id");
      break;
    case code::sub_axis_info:
      a.a = r.signed_varint("sdy sub-axis pre-size");
      a.b = r.signed_varint("sdy sub-axis size");
      break;
    case code::axis_ref:
      a.name = r.string("sdy axis name");
      a.sub_axis = r.optional_attribute("sdy sub-axis info");
      break;
    case code::dimension_sharding: {
      refs(r, a.refs, "sdy dimension sharding axis");
      a.flag = r.boolean("sdy dimension sharding is_closed");
      bool has = false;
      const std::uint64_t v = r.varint_with_flag(has, "sdy dimension sharding priority");
      if (has) a.priority = v;
      break;
    }
    case code::sharding_v1:
    case code::sharding_v2:
    case code::sharding_v3:
      a.mesh_or_ref = r.attribute("sdy sharding mesh or reference");
      refs(r, a.refs, "sdy dimension sharding");
      refs(r, a.refs2, "sdy replicated axis");
      if (a.c != code::sharding_v1) refs(r, a.unreduced, "sdy unreduced axis");
      if (a.c == code::sharding_v3) {
        const std::uint64_t at = r.offset();
        a.reduction_op = r.signed_varint("sdy reduction op");
        if (r.ok() && (a.reduction_op < 0 || a.reduction_op > 2))
          r.fail_at(at, "unknown sdy reduction op", static_cast<std::uint64_t>(a.reduction_op), 2);
      }
      break;
    case code::dim_mapping:
      ints(r, a.ints, "sdy factor index");
      break;
    case code::op_sharding_rule: {
      a.lists.resize(5);
      ints(r, a.lists[0], "sdy factor size");
      refs(r, a.refs, "sdy operand mapping");
      refs(r, a.refs2, "sdy result mapping");
      ints(r, a.lists[1], "sdy reduction factor");
      ints(r, a.lists[2], "sdy need-replication factor");
      ints(r, a.lists[3], "sdy permutation factor");
      ints(r, a.lists[4], "sdy blocked-propagation factor");
      a.flag = r.boolean("sdy is_custom_rule");
      break;
    }
    case code::all_to_all_param:
      refs(r, a.refs, "sdy all-to-all axis");
      a.a = r.signed_varint("sdy all-to-all source dimension");
      a.b = r.signed_varint("sdy all-to-all target dimension");
      break;
  }
  return a;
}

MLIRBC_INLINE bool sdy_dialect::is_mesh(const dialect_printer& p, std::uint64_t idx) noexcept {
  const auto* d = p.attribute_node(idx).get<attrs::dialect>();
  const sdy_attribute* s = d != nullptr ? d->as<sdy_attribute>() : nullptr;
  return s != nullptr && s->c == code::mesh;
}

MLIRBC_INLINE void sdy_dialect::stripped_list(dialect_printer& p, const std::vector<std::uint64_t>& refs) {
  for (std::size_t i = 0; i < refs.size(); ++i) {
    if (i != 0) p.text(", ");
    p.attribute_stripped(refs[i]);
  }
}

MLIRBC_INLINE std::string sdy_dialect::factor(std::int64_t f) {
  constexpr std::int64_t start_at_z = 'z' - 'i';
  if (f >= 0 && f <= start_at_z) return std::string(1, static_cast<char>('i' + f));
  return "z_" + std::to_string(f - start_at_z);
}

MLIRBC_INLINE void sdy_dialect::print_attribute(const sdy_attribute& a, dialect_printer& p) const {
  // Shardy's attributes whose text does not start with `<` print as
  // `#sdy<mnemonic...>` (MLIR's rule for the pretty form `#sdy.mnemonic<...>`).
  auto open = [&](std::string_view mnemonic) {
    if (!p.stripped()) {
      p.text("<");
      p.text(mnemonic);
    }
  };
  auto close = [&] {
    if (!p.stripped()) p.text(">");
  };
  auto braces = [&](const std::vector<std::uint64_t>& refs) {
    p.text("{");
    stripped_list(p, refs);
    p.text("}");
  };
  switch (a.c) {
    case code::manual_axes:
      open("manual_axes");
      p.text("{");
      for (std::size_t i = 0; i < a.refs.size(); ++i) {
        if (i != 0) p.text(", ");
        p.attribute(a.refs[i]);  // StringAttr: `"x"`
      }
      p.text("}");
      close();
      return;
    case code::mesh_axis:
      open("mesh_axis");
      p.quoted(a.name);
      p.text("=" + std::to_string(a.a));
      close();
      return;
    case code::mesh:
      p.mnemonic("mesh");
      p.text("<[");
      stripped_list(p, a.refs);
      p.text("]");
      if (!a.ints.empty()) {
        p.text(", device_ids=[");
        for (std::size_t i = 0; i < a.ints.size(); ++i) {
          if (i != 0) p.text(", ");
          p.text(std::to_string(a.ints[i]));
        }
        p.text("]");
      }
      p.text(">");
      return;
    case code::sub_axis_info:
      open("sub_axis_info");
      p.text("(" + std::to_string(a.a) + ")" + std::to_string(a.b));
      close();
      return;
    case code::axis_ref:
      open("axis_ref");
      p.quoted(a.name);
      if (a.sub_axis) {
        p.text(":");
        p.attribute_stripped(*a.sub_axis);
      }
      close();
      return;
    case code::dimension_sharding:
      open("dimension_sharding");
      p.text("{");
      stripped_list(p, a.refs);
      if (!a.flag) p.text(a.refs.empty() ? "?" : ", ?");  // open: `{"a", ?}`, never `{, ?}`
      p.text("}");
      if (a.priority) p.text("p" + std::to_string(*a.priority));
      close();
      return;
    case code::sharding_v1:
    case code::sharding_v2:
    case code::sharding_v3:
      p.mnemonic("sharding");
      p.text("<");
      if (is_mesh(p, a.mesh_or_ref)) {
        p.text("mesh");
        p.attribute_stripped(a.mesh_or_ref);
      } else {
        p.attribute(a.mesh_or_ref);  // `@mesh`
      }
      p.text(", [");
      stripped_list(p, a.refs);
      p.text("]");
      if (!a.refs2.empty()) {
        p.text(", replicated=");
        braces(a.refs2);
      }
      if (!a.unreduced.empty()) {
        p.text(", unreduced=");
        if (a.reduction_op == 1) p.text("max");
        if (a.reduction_op == 2) p.text("min");
        braces(a.unreduced);
      }
      p.text(">");
      return;
    case code::sharding_per_value_v1:
    case code::sharding_per_value_v2:
      p.mnemonic("sharding_per_value");
      p.text("<[");
      stripped_list(p, a.refs);
      p.text("]>");
      return;
    case code::dim_mapping: {
      open("dim_mapping");
      std::string s;
      for (std::int64_t f : a.ints) s += factor(f);
      p.text(s);
      close();
      return;
    }
    case code::tensor_mapping:
      open("tensor_mapping");
      p.text("[");
      stripped_list(p, a.refs);
      p.text("]");
      close();
      return;
    case code::op_sharding_rule: {
      p.mnemonic("op_sharding_rule");
      p.text("<(");
      stripped_list(p, a.refs);
      p.text(")->(");
      stripped_list(p, a.refs2);
      p.text(")");
      std::string s;
      if (!a.lists[0].empty()) {
        s += " {";
        for (std::size_t i = 0; i < a.lists[0].size(); ++i) {
          if (i != 0) s += ", ";
          s += factor(static_cast<std::int64_t>(i));
          s += '=';
          s += std::to_string(a.lists[0][i]);
        }
        s += "}";
      }
      constexpr std::string_view kinds[] = {"reduction", "need_replication", "permutation", "blocked_propagation"};
      for (std::size_t k = 0; k < 4; ++k) {
        const auto& fs = a.lists[k + 1];
        if (fs.empty()) continue;
        s += " ";
        s += kinds[k];
        s += "={";
        for (std::size_t i = 0; i < fs.size(); ++i) {
          if (i != 0) s += ", ";
          s += factor(fs[i]);
        }
        s += "}";
      }
      if (a.flag) s += ", custom";
      p.text(s + ">");
      return;
    }
    case code::axis_ref_list:
      open("axis_ref_list");
      braces(a.refs);
      close();
      return;
    case code::list_of_axis_ref_lists:
      open("list_of_axis_ref_lists");
      p.text("[");
      stripped_list(p, a.refs);
      p.text("]");
      close();
      return;
    case code::all_to_all_param:
      open("all_to_all_param");
      braces(a.refs);
      p.text(": " + std::to_string(a.a) + "->" + std::to_string(a.b));
      close();
      return;
    case code::all_to_all_param_list:
      open("all_to_all_param_list");
      p.text("[");
      stripped_list(p, a.refs);
      p.text("]");
      close();
      return;
  }
}

}  // namespace mlirbc::dialects
