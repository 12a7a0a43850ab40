// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of test.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../test.hpp"

namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated table uses "..."sv
#include "../../generated/op_schemas_test_llvm22.inc"
MLIRBC_INLINE constexpr schema_set test_llvm22{"MLIR 22 test dialect", 22, ops_test_llvm22, fields_test_llvm22, "test", true, &origin_test_llvm22};
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

MLIRBC_INLINE bool test_dialect::rewrite_textual(std::string_view text, entry_kind kind, const bytecode& b,
                                          std::string& out) const {
  return kind == entry_kind::attribute && test_textual_resource_rename(text, b.resources(), out);
}

MLIRBC_INLINE auto test_dialect::read_version(const dialect_reader& r) noexcept -> version {
  version v;
  if (!r.has_dialect_version()) return v;
  cursor c = r.dialect_version();
  v.major = c.varint("test dialect major version");
  v.minor = c.varint("test dialect minor version");
  return v;
}

MLIRBC_INLINE auto test_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  attr_params a;
  a.encoded_with = read_version(r);
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("test attribute code");
  if (r.ok() && code != 0) r.fail_at(code_at, "unknown test attribute code", code, 0);
  const auto& v = a.encoded_with;
  if (v.major > 2 || (v.major == 2 && v.minor > 0)) {
    r.fail_at(r.entry_offset(), "test dialect version newer than 2.0", v.major, 2);
    return a;
  }
  const std::uint64_t x = r.varint("test attribute field");
  const std::uint64_t y = r.varint("test attribute field");
  // The reference reader narrows the 64-bit varints to int.
  const auto first = static_cast<std::int32_t>(static_cast<std::uint32_t>(x));
  const auto second = static_cast<std::int32_t>(static_cast<std::uint32_t>(y));
  if (v.major < 2) {
    a.v1 = first;
    a.v0 = second;
  } else {
    a.v0 = first;
    a.v1 = second;
  }
  return a;
}

MLIRBC_INLINE void test_dialect::print_attribute(const attr_params& a, dialect_printer& p) const {
  p.mnemonic("attr_params");
  p.text("<");
  p.signed_int(a.v0);
  p.text(", ");
  p.signed_int(a.v1);
  p.text(">");
}

MLIRBC_INLINE auto test_dialect::decode_type(dialect_reader& r) const -> type_value {
  const std::uint64_t at = r.offset();
  const std::uint64_t code = r.varint("test type code");
  if (r.ok() && code != 99) r.fail_at(at, "unknown test type code", code, 99);
  return {};
}

MLIRBC_INLINE props::value test_dialect::decode_property(std::uint16_t codec, property_reader& r) const {
  using props::value;
  // The hand-written classes store their ints in a C++ int: the low 32 bits, signed.
  auto int32 = [](std::uint64_t v) { return value::integer_of(op_schema::sign_extend(v, 32), 32); };
  switch (codec) {
    case my_prop_struct: return value::string(r.string("string property"));
    case custom_print: {
      value label = value::string(r.string("string property")).named("label");
      value v = int32(r.varint("property value")).named("value");
      return value::list_of(props::kind::record, {std::move(label), std::move(v)});
    }
    case versioned_attribute:
      if (r.dialect_major_version(2) < 2) return value::boolean(false);  // the upgrade's value
      return value::attribute(r.attribute("required property attribute"));
    case versioned_properties: {
      value v1 = int32(r.varint("versioned property value1")).named("value1");
      value v2 = int32(r.dialect_major_version(2) < 2 ? 0 : r.varint("versioned property value2")).named("value2");
      return value::list_of(props::kind::record, {std::move(v1), std::move(v2)});
    }
    case test_enum: return enum_property(r);
    case int64_as_attribute: return int64_attribute(r);
  }
  r.fail_at(r.offset(), errc::bad_value, "test dialect property codec", codec, int64_as_attribute);
  return {};
}

MLIRBC_INLINE props::value test_dialect::enum_property(property_reader& r) {
  const std::uint64_t at = r.offset();
  const std::uint64_t v = r.varint("enum property");
  const auto& cases = op_schema::test_enum_test_llvm22;
  const auto* it = std::find_if(std::begin(cases), std::end(cases), [&](const op_schema::enum_case& k) { return k.value == v; });
  if (r.ok() && it == std::end(cases)) r.fail_at(at, errc::bad_value, "test enum property", v, std::size(cases));
  if (!r.ok()) return {};
  return props::value::enum_of(static_cast<std::int64_t>(v), "#test<enum " + std::string(it->name) + ">");
}

MLIRBC_INLINE props::value test_dialect::int64_attribute(property_reader& r) {
  const std::uint64_t idx = r.attribute("attribute-encoded property");
  if (!r.ok()) return {};
  auto a = r.attributes().attribute(idx);
  const auto* i = a ? (*a)->get<attrs::integer>() : nullptr;
  const auto* t = i != nullptr ? r.attributes().type_node(i->type).get<types::integer>() : nullptr;
  if (t == nullptr || t->width != 64 || t->sign != signedness::signless) {
    r.fail_at(r.entry_offset(), errc::unsupported,
              "op properties: attribute-encoded int64 property is not an i64 IntegerAttr");
    return {};
  }
  return props::value::attribute(idx);
}

MLIRBC_INLINE bool test_textual_resource_rename(std::string_view text, const resource_table& res, std::string& out) {
  constexpr std::string_view prefix = "#test.e1di64_elements<";
  if (text.substr(0, prefix.size()) != prefix) return false;
  const std::size_t end = text.find('>', prefix.size());
  if (end == std::string_view::npos) return false;
  const std::string_view key = text.substr(prefix.size(), end - prefix.size());
  auto declared = [&](std::string_view k) {
    for (const auto& g : res.groups()) {
      if (g.external || g.name != "test") continue;
      for (std::uint32_t i = g.first; i < g.first + g.count; ++i)
        if (res.entries()[i].key == k) return true;
    }
    return false;
  };
  if (key.empty() || !declared(key)) return false;
  std::string name;
  for (std::uint32_t n = 1; n < 1000; ++n) {
    name = std::string(key) + "_" + std::to_string(n);
    if (!declared(name)) break;
  }
  out.assign(text.substr(0, prefix.size()));
  out += name;
  out += text.substr(end);
  return true;
}

}
namespace mlirbc {

MLIRBC_INLINE const dialect_registry& mlir_opt_dialects() {
  static const dialect_registry r = [] {
    dialect_registry d = default_dialects();
    d.add(dialects::test_dialect{});
    return d;
  }();
  return r;
}

MLIRBC_INLINE std::span<const op_schema::schema_set> dialects::test_dialect::op_schemas() {
  return {&op_schema::test_llvm22, 1};
}

}
