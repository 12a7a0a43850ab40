// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of vifrt.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <string>

#include "../vifrt.hpp"

namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated table uses "..."sv
#include "../../generated/op_schemas_vifrt.inc"
MLIRBC_INLINE constexpr schema_set vifrt_ops{"XLA vifrt", any_release, ops_vifrt, fields_vifrt, "vifrt", true, &origin_vifrt};
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

MLIRBC_INLINE std::int64_t vifrt_dialect::narrow(dialect_reader& r, std::int64_t v, std::uint64_t at, const char* what) {
  const auto n = static_cast<std::int32_t>(v);
  if (r.ok() && n != v) r.tolerate_at(at, what, static_cast<std::uint64_t>(v));
  return n;
}

MLIRBC_INLINE void vifrt_dialect::unknown(dialect_reader& r, std::uint64_t at, const char* what, std::uint64_t code,
                                          std::uint64_t last) {
  r.tolerate_at(at, what, code, last);
  if (r.ok()) r.decline();
}

MLIRBC_INLINE void vifrt_dialect::ints(dialect_reader& r, std::vector<std::int64_t>& out, bool wide, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& x : out) {
    const std::uint64_t at = r.offset();
    x = r.signed_varint(what);
    if (!wide) x = narrow(r, x, at, "vifrt value does not fit XLA's 32-bit int");
  }
}

MLIRBC_INLINE void vifrt_dialect::refs(dialect_reader& r, std::vector<std::uint64_t>& out, entry_kind k,
                                       const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& x : out) x = k == entry_kind::type ? r.type(what) : r.attribute(what);
}

MLIRBC_INLINE auto vifrt_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  vifrt_attribute a;
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("vifrt attribute code");
  if (!r.ok()) return a;
  if (code > last_attr_code) {
    unknown(r, code_at, "unknown vifrt attribute code (a newer VIFRT's?): left opaque", code, last_attr_code);
    return a;
  }
  a.code = static_cast<attr_code>(code);
  auto small = [&](const char* what) {
    const std::uint64_t at = r.offset();
    return narrow(r, r.signed_varint(what), at, "vifrt value does not fit XLA's 32-bit int");
  };
  switch (a.code) {
    case attr_code::devices: ints(r, a.ints, false, "vifrt device id"); break;
    case attr_code::unspecified_sharding: break;  // the code is all
    case attr_code::sharding_param_v1:
    case attr_code::sharding_param_v2:
      ints(r, a.ints, true, "vifrt sharding dim shard");
      ints(r, a.permutation, false, "vifrt sharding permutation");
      ints(r, a.axis_sizes, false, "vifrt sharding axis size");
      if (a.code == attr_code::sharding_param_v2) ints(r, a.unreduced, false, "vifrt sharding unreduced axis");
      break;
    case attr_code::interval:
      a.a = small("vifrt interval start");
      a.b = small("vifrt interval end");
      a.c = small("vifrt interval step");
      break;
    case attr_code::mapping:
      a.refs.push_back(r.attribute("vifrt mapping from_shards"));
      a.refs.push_back(r.attribute("vifrt mapping to_shards"));
      break;
    case attr_code::array_mapping:
      a.a = small("vifrt array mapping in_array_index");
      a.b = small("vifrt array mapping out_array_index");
      refs(r, a.refs, entry_kind::attribute, "vifrt array mapping mapping");
      break;
    case attr_code::type: a.type = r.type("vifrt type_v1 value"); break;
  }
  return a;
}

MLIRBC_INLINE std::string vifrt_dialect::dims(std::span<const std::int64_t> v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i != 0) s += 'x';
    s += std::to_string(v[i]);
  }
  return s;
}

MLIRBC_INLINE std::string vifrt_dialect::comma_list(std::span<const std::int64_t> v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i != 0) s += ", ";
    s += std::to_string(v[i]);
  }
  return s;
}

MLIRBC_INLINE void vifrt_dialect::print_attribute(const vifrt_attribute& a, dialect_printer& p) const {
  // devices_v1 and interval_v1 print `[...]` after the mnemonic, which is no
  // pretty form: in full they are `#vifrt<devices_v1[0, 1]>` (MLIR's rule).
  auto bracketed = [&](std::string_view mnemonic, const std::string& body) {
    if (!p.stripped()) {
      p.text("<");
      p.text(mnemonic);
    }
    p.text("[" + body + "]");
    if (!p.stripped()) p.text(">");
  };
  switch (a.code) {
    case attr_code::devices: bracketed("devices_v1", comma_list(a.ints)); return;
    case attr_code::unspecified_sharding: p.mnemonic("sharding_unspecified_v1"); return;
    case attr_code::sharding_param_v1:
    case attr_code::sharding_param_v2: {
      const bool v2 = a.code == attr_code::sharding_param_v2;
      p.mnemonic(v2 ? "sharding_param_v2" : "sharding_param_v1");
      std::string s = "<" + dims(a.ints) + " to [" + comma_list(a.permutation) + "] on " + dims(a.axis_sizes);
      if (!a.unreduced.empty()) s += " unreduced [" + comma_list(a.unreduced) + "]";
      p.text(s + ">");
      return;
    }
    case attr_code::interval:
      bracketed("interval_v1", std::to_string(a.a) + " : " + std::to_string(a.b) + " : " + std::to_string(a.c));
      return;
    case attr_code::mapping:  // its intervals print stripped: `<[0 : 1 : 1] to [1 : 2 : 1]>`
      p.mnemonic("mapping_v1");
      p.text("<");
      p.attribute_stripped(a.refs[0]);
      p.text(" to ");
      p.attribute_stripped(a.refs[1]);
      p.text(">");
      return;
    case attr_code::array_mapping:
      p.mnemonic("array_mapping_v1");
      p.text("<" + std::to_string(a.a) + ", " + std::to_string(a.b) + ", [");
      p.attributes(a.refs);
      p.text("]>");
      return;
    case attr_code::type:
      p.mnemonic("type_v1");
      p.text("<");
      p.type(a.type);
      p.text(">");
      return;
  }
}

MLIRBC_INLINE auto vifrt_dialect::decode_type(dialect_reader& r) const -> type_value {
  vifrt_type t;
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("vifrt type code");
  if (!r.ok()) return t;
  if (code > last_type_code) {
    unknown(r, code_at, "unknown vifrt type code (a newer VIFRT's?): left opaque", code, last_type_code);
    return t;
  }
  t.code = static_cast<type_code>(code);
  switch (t.code) {
    case type_code::array:
      t.shape = r.type("vifrt array_v1 shape");
      t.sharding = r.attribute("vifrt array_v1 sharding");
      t.devices = r.attribute("vifrt array_v1 devices");
      t.memory_kind = r.attribute("vifrt array_v1 memory_kind");
      t.layout = r.attribute("vifrt array_v1 layout");
      break;
    case type_code::control: break;  // the code is all
    case type_code::function:
      refs(r, t.inputs, entry_kind::type, "vifrt func_v1 input");
      refs(r, t.outputs, entry_kind::type, "vifrt func_v1 output");
      break;
  }
  return t;
}

MLIRBC_INLINE void vifrt_dialect::type_array(dialect_printer& p, std::span<const std::uint64_t> ts) {
  if (ts.empty()) p.text("()");
  p.types(ts);
}

MLIRBC_INLINE void vifrt_dialect::print_type(const vifrt_type& t, dialect_printer& p) const {
  switch (t.code) {
    case type_code::array:
      // Only the devices parameter has a stripped form of its own (`[0, 1]`).
      p.mnemonic("array_v1");
      p.text("<");
      p.type(t.shape);
      p.text(", ");
      p.attribute(t.sharding);
      p.text(", ");
      p.attribute_stripped(t.devices);
      p.text(", memory_kind = ");
      p.attribute(t.memory_kind);
      p.text(", layout = ");
      p.attribute(t.layout);
      p.text(">");
      return;
    case type_code::control: p.mnemonic("control_v1"); return;
    case type_code::function:
      p.mnemonic("func_v1");
      p.text("<(");
      type_array(p, t.inputs);
      p.text(") -> ");
      type_array(p, t.outputs);
      p.text(">");
      return;
  }
}

MLIRBC_INLINE std::span<const op_schema::schema_set> vifrt_dialect::op_schemas() { return {&op_schema::vifrt_ops, 1}; }

}  // namespace mlirbc::dialects
