// dialects/test: the custom encodings of MLIR's `test` dialect (built into
// mlir-opt), the upstream example of *versioned* dialect data.
//
// Attribute code 0 is `#test.attr_params<v0, v1>`; its field order depends on
// the dialect version in the file (docs/format.md §5.3: payload = varint major,
// varint minor): before 2.0 the file holds v1 first; at 2.0, v0 first; newer
// versions are refused, as mlir-opt refuses them. A file without a version
// (bytecode v0) is read as the current version 2.0.
// Type code 99 is `!test.i32`. Codes and layouts: docs/dialects.md.
//
// The plug-in also brings the property layouts of the test dialect's ops at
// LLVM 22 (generated from its .td files, docs/op-schemas.md) and decodes the
// fields its hand-written property classes encode themselves.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "../bytecode.hpp"
#include "../dialect_registry.hpp"
#include "../op_properties.hpp"
#include "../op_schema.hpp"
#include "registry.hpp"

namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated table uses "..."sv
#include "../generated/op_schemas_test_llvm22.inc"
inline constexpr schema_set test_llvm22{"MLIR 22 test dialect", 22, ops_test_llvm22, fields_test_llvm22, {}, "test"};
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

template <class = void>
struct basic_test_dialect {
  static constexpr std::string_view dialect = "test";

  struct version {
    std::uint64_t major = 2, minor = 0;  // the version mlir-opt 22 writes
  };
  // The dialect version of the file (2.0 when the file has none).
  static version read_version(const dialect_reader& r) noexcept {
    version v;
    if (!r.has_dialect_version()) return v;
    cursor c = r.dialect_version();
    v.major = c.varint("test dialect major version");
    v.minor = c.varint("test dialect minor version");
    return v;
  }

  struct attr_params {
    std::int32_t v0 = 0, v1 = 0;
    version encoded_with;  // the version that decided the field order
  };
  using attribute_value = attr_params;
  struct i32_type {};
  using type_value = i32_type;

  attribute_value decode_attribute(dialect_reader& r) const {
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
  void print_attribute(const attr_params& a, dialect_printer& p) const {
    p.mnemonic("attr_params");
    p.text("<");
    p.signed_int(a.v0);
    p.text(", ");
    p.signed_int(a.v1);
    p.text(">");
  }

  type_value decode_type(dialect_reader& r) const {
    const std::uint64_t at = r.offset();
    const std::uint64_t code = r.varint("test type code");
    if (r.ok() && code != 99) r.fail_at(at, "unknown test type code", code, 99);
    return {};
  }
  void print_type(const i32_type&, dialect_printer& p) const { p.mnemonic("i32"); }

  bool rewrite_textual(std::string_view text, entry_kind kind, const bytecode& b, std::string& out) const;

  // ---- op properties

  static std::span<const op_schema::schema_set> op_schemas() { return {&op_schema::test_llvm22, 1}; }

  // Codecs of the `custom` fields in the generated layouts (tools/gen_op_schemas.py, TEST_CODECS).
  enum property_codec : std::uint16_t {
    my_prop_struct = 1,           // MyPropStruct: a string, printed as a StringAttr
    custom_print = 2,             // PropertiesWithCustomPrint: string + int: `{label = "…", value = N : i32}`
    versioned_attribute = 3,      // test.versionedA's attribute, absent before dialect version 2.0
    versioned_properties = 4,     // VersionedProperties: two ints, the second from version 2.0 on
    test_enum = 5,                // TestEnum property: varint case, printed `#test<enum first>`
    int64_as_attribute = 6,       // int64_t property stored as an i64 IntegerAttr
  };
  props::value decode_property(std::uint16_t codec, property_reader& r) const {
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

 private:
  // The reference reader accepts any value up to UINT32_MAX, but its verifier
  // rejects one that is not a case: an error here.
  static props::value enum_property(property_reader& r) {
    const std::uint64_t at = r.offset();
    const std::uint64_t v = r.varint("enum property");
    const auto& cases = op_schema::test_enum_test_llvm22;
    const auto* it = std::find_if(std::begin(cases), std::end(cases), [&](const op_schema::enum_case& k) { return k.value == v; });
    if (r.ok() && it == std::end(cases)) r.fail_at(at, errc::bad_value, "test enum property", v, std::size(cases));
    if (!r.ok()) return {};
    return props::value::enum_of(static_cast<std::int64_t>(v), "#test<enum " + std::string(it->name) + ">");
  }
  // mlir-opt reads any IntegerAttr here and prints it back as i64; it writes an i64 one.
  // Anything else would print differently from the stored attribute: refused.
  static props::value int64_attribute(property_reader& r) {
    const std::uint64_t idx = r.attribute("attribute-encoded property");
    if (!r.ok()) return {};
    auto a = r.attributes().attribute(idx);
    const auto* i = a ? (*a)->template get<attrs::integer>() : nullptr;
    const auto* t = i != nullptr ? r.attributes().type_node(i->type).template get<types::integer>() : nullptr;
    if (t == nullptr || t->width != 64 || t->sign != signedness::signless) {
      r.fail_at(r.entry_offset(), errc::unsupported,
                "op properties: attribute-encoded int64 property is not an i64 IntegerAttr");
      return {};
    }
    return props::value::attribute(idx);
  }
};
using test_dialect = basic_test_dialect<>;

// `#test.e1di64_elements<KEY>` has no bytecode encoding, so the file holds its text. The
// reference reader parses that text on its own, after the resource section, and the
// parse declares KEY in the test dialect's blob manager a second time: the manager
// already holds the file's test resource KEY, so it names the new, empty handle KEY_1
// (the first KEY_N, N >= 1, not taken). mlir-opt prints that name, and no data for it.
// Returns true and writes the renamed text to `out` when `text` is such an entry and KEY
// is a test resource of the file. (Several entries naming one KEY would take KEY_1,
// KEY_2, … in the order mlir-opt parses them; this gives each KEY_1.)
template <class = void>
inline bool test_textual_resource_rename(std::string_view text, const resource_table& res, std::string& out) {
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

template <class T>
inline bool basic_test_dialect<T>::rewrite_textual(std::string_view text, entry_kind kind, const bytecode& b,
                                          std::string& out) const {
  return kind == entry_kind::attribute && test_textual_resource_rename(text, b.resources(), out);
}

}  // namespace mlirbc::dialects

namespace mlirbc {

// The plug-ins mlir-opt has: the default set plus MLIR's test dialect. For
// tools that mirror mlir-opt (the CLI, the oracle tests).
template <class = void>
inline const dialect_registry& mlir_opt_dialects() {
  static const dialect_registry r = [] {
    dialect_registry d = default_dialects();
    d.add(dialects::test_dialect{});
    return d;
  }();
  return r;
}

}  // namespace mlirbc
