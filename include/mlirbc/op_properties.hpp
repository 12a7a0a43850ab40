// op_properties: which attributes of a registered op are inherent, and decoding of
// op property entries (version >= 5) into named values, using per-op schemas
// generated from MLIR's ODS (tools/gen_op_schemas.py, docs/op-schemas.md).
//
// Property blobs carry no names and no field tags: their layout is fixed by the op's
// ODS definition and changed between LLVM releases without a format-version bump
// (format-notes §4.8, pitfall 15). The schema set is therefore chosen by the
// producer string; an op or producer without a known layout is refused, never guessed.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bytecode.hpp"
#include "cursor.hpp"
#include "dialect_table.hpp"
#include "error.hpp"
#include "print_text.hpp"
#include "property_table.hpp"
#include "result.hpp"

namespace mlirbc {

inline constexpr std::uint64_t no_attr = ~std::uint64_t{0};

// One property as mlir-opt's generic printer shows it inside `<{…}>`:
// - attribute-backed: `attr` is the attribute index (print it with the attribute printer);
// - native (not an attribute in the file): `text` is the value exactly as printed
//   (`array<i32: 1, 0>`, `0 : i32`, `[8]`, `false`);
// - a native unit property that is set: attr == no_attr and text empty; print the bare name.
struct property_value {
  std::string_view name;
  std::uint64_t attr = no_attr;
  std::string text;

  bool is_unit() const noexcept { return attr == no_attr && text.empty(); }
};

namespace op_schema {

// How one field of a property blob is encoded (and, for native fields, printed).
enum class field_kind : std::uint8_t {
  attr,                 // required attribute: varint attr idx
  opt_attr,             // optional/default-valued/unit attribute: 0, or (idx<<1)|1
  segments_v5,          // version < 6 only: attr idx of a DenseI32ArrayAttr (segment sizes)
  segments_v6,          // version >= 6 only: sparse int32 array of `size` entries
  enum_i8,              // varint <= UINT8_MAX, printed as an i8 IntegerAttr
  enum_i16,             // varint <= UINT16_MAX, printed as an i16 IntegerAttr
  enum_i32,             // varint <= UINT32_MAX, printed as an i32 IntegerAttr
  enum_i64,             // varint, printed as an i64 IntegerAttr
  unit_bool,            // one byte; true prints the bare name, false `name = false`
  optional_i64,         // presence byte, then a varint; printed `[]` or `[N]`
  llvm_overflow_flags,  // varint bit enum, printed `#llvm.overflow<nsw, nuw>` (LLVM 19)
  native,               // ODS property value; `size` holds its value codec (native_code)
  custom_string,        // test dialect MyPropStruct: string, printed as a StringAttr
  custom_label_value,   // test dialect PropertiesWithCustomPrint: string + varint (int),
                        // printed `{label = "…", value = N : i32}`
  attr_test_v2,         // test.versionedA: required attribute, absent when the file's test
                        // dialect version is below 2.0 (then printed `false`, the upgrade's value)
  custom_versioned_pair,  // test dialect VersionedProperties: varint, and a second varint unless
                          // the test dialect version is below 2.0 (then 0); both stored as int,
                          // printed `{value1 = N : i32, value2 = M : i32}`
  test_enum_attr,       // test dialect TestEnum property: varint case, printed `#test<enum first>`
  attr_i64_prop,        // int64_t property written as its attribute form: attr idx of an i64
                        // IntegerAttr (printed as that attribute); not inherent at v0-4
};

// Value codec of a field_kind::native property: up to four 4-bit codes in `size`,
// outermost in the top nibble (tools/gen_op_schemas.py derives them from ODS).
enum class native_code : std::uint8_t {
  end = 0,
  optional = 1,  // presence byte; printed `[]` or `[x]`
  array = 2,     // varint count, then the elements; printed `[x, y]`
  i8 = 3,        // varint stored in the C++ integer type; printed as an IntegerAttr
  i32 = 5,
  i64 = 6,       // (`: i64` is elided inside arrays)
  u8 = 7,        // uint8_t, printed as a signless i8
  boolean = 11,  // one byte; `true` / `false`
  unit = 12,     // one byte; `unit` / `false`
  string = 13,   // string-table index; a quoted string
  dense_i64 = 14,  // varint count + varints; `array<i64: …>`
  dense_i32 = 15,
};

struct field_desc {
  std::string_view name;
  field_kind kind;
  std::uint16_t size;  // segments_v6: number of segments
  // What mlir-opt prints when the file does not hold a value: the populated default of
  // a default-valued attribute, the initial value of a native property (v0-4), zero
  // segment sizes (v0-4). Taken from mlir-opt's own print by the generator.
  std::string_view default_text;
  bool has_default;
};

enum class op_status : std::uint8_t {
  ok,       // layout known
  none,     // the op has no property storage
  unknown,  // the generator could not derive the layout
};

struct op_desc {
  std::string_view name;  // full op name, "dialect.op"
  op_status status;
  std::uint16_t first;  // index of the first field in the set's field array
  std::uint8_t count;
};

struct enum_case {
  std::string_view name;
  std::uint32_t value;
};

using namespace std::string_view_literals;  // the generated tables use "..."sv
#include "generated/op_schemas_llvm19.inc"
#include "generated/op_schemas_llvm22.inc"
#include "generated/op_schemas_test_llvm22.inc"

struct schema_set {
  std::string_view name;  // "MLIR 22" — the LLVM major release whose ODS produced it
  unsigned major;
  std::span<const op_desc> ops;  // sorted by name
  std::span<const field_desc> fields;
  std::span<const enum_case> overflow_flags;
  // Ops of MLIR's `test` dialect (built into mlir-opt; ODS not shipped with the release),
  // in their own sorted table with their own field array.
  std::span<const op_desc> test_ops = {};
  std::span<const field_desc> test_fields = {};
  std::span<const enum_case> test_enum = {};  // keywords of test_enum_attr
};

inline constexpr schema_set llvm22{"MLIR 22", 22, ops_llvm22, fields_llvm22, overflow_flags_llvm22,
                                   ops_test_llvm22, fields_test_llvm22, test_enum_test_llvm22};
inline constexpr schema_set llvm19{"MLIR 19", 19, ops_llvm19, fields_llvm19, overflow_flags_llvm19};

// The schema set for a producer string "MLIR<major>[.<minor>...]": major 22 or 19.
// Layouts are taken as stable within one release branch. "mlirbc" (writer.hpp's default
// producer) writes builtin.module and arith.constant in the MLIR 22 layout. nullptr for
// anything else.
inline const schema_set* for_producer(std::string_view producer) noexcept {
  if (producer == "mlirbc") return &llvm22;
  if (producer.substr(0, 4) != "MLIR") return nullptr;
  std::string_view rest = producer.substr(4);
  unsigned major = 0;
  std::size_t i = 0;
  while (i < rest.size() && i < 4 && rest[i] >= '0' && rest[i] <= '9') major = major * 10 + unsigned(rest[i++] - '0');
  if (i == 0 || (i < rest.size() && rest[i] != '.')) return nullptr;
  if (major == 22) return &llvm22;
  if (major == 19) return &llvm19;
  return nullptr;
}

// Compares "dialect.name" (or just "dialect" for an empty name) with `s`, without allocating.
inline int compare_full_name(const op_name& op, std::string_view s) noexcept {
  const std::string_view d = op.dialect_name;
  const std::size_t n = std::min(d.size(), s.size());
  if (int c = d.substr(0, n).compare(s.substr(0, n))) return c;
  if (op.name.empty()) return d.size() < s.size() ? -1 : (d.size() > s.size() ? 1 : 0);
  if (s.size() <= d.size()) return 1;  // op is longer (s is a prefix of its dialect name)
  if (s[d.size()] != '.') return '.' < s[d.size()] ? -1 : 1;
  return op.name.compare(s.substr(d.size() + 1));
}

inline const op_desc* find_in(std::span<const op_desc> ops, const op_name& op) noexcept {
  auto it = std::lower_bound(ops.begin(), ops.end(), op,
                             [](const op_desc& d, const op_name& o) { return compare_full_name(o, d.name) > 0; });
  if (it == ops.end() || compare_full_name(op, it->name) != 0) return nullptr;
  return &*it;
}

inline const op_desc* find(const schema_set& set, const op_name& op) noexcept {
  if (const op_desc* d = find_in(set.ops, op)) return d;
  return op.dialect_name == "test" ? find_in(set.test_ops, op) : nullptr;
}

inline std::span<const field_desc> fields_of(const schema_set& set, const op_desc& d) noexcept {
  const std::less<const op_desc*> before;
  const bool test = !set.test_ops.empty() && !before(&d, set.test_ops.data()) &&
                    before(&d, set.test_ops.data() + set.test_ops.size());
  return (test ? set.test_fields : set.fields).subspan(d.first, d.count);
}

// Signed value of the low `bits` bits of v (IntegerAttr prints signless integers signed).
inline std::int64_t sign_extend(std::uint64_t v, unsigned bits) noexcept {
  if (bits >= 64) return static_cast<std::int64_t>(v);
  const std::uint64_t m = std::uint64_t{1} << (bits - 1);
  v &= (std::uint64_t{1} << bits) - 1;
  return static_cast<std::int64_t>((v ^ m)) - static_cast<std::int64_t>(m);
}

inline unsigned enum_bits(field_kind k) noexcept {
  switch (k) {
    case field_kind::enum_i8: return 8;
    case field_kind::enum_i16: return 16;
    case field_kind::enum_i32: return 32;
    default: return 64;
  }
}

inline std::string int_attr_text(std::uint64_t v, unsigned bits) {
  return std::to_string(sign_extend(v, bits)) + " : i" + std::to_string(bits);
}

// `#llvm.overflow<nsw, nuw>`; nullopt-like empty string when v has bits without a name.
inline std::string overflow_text(const schema_set& set, std::uint64_t v) {
  std::string names;
  std::uint64_t covered = 0;
  for (const enum_case& c : set.overflow_flags) {
    if (c.value != 0 && (v & c.value) == c.value) {
      if (!names.empty()) names += ", ";
      names += c.name;
      covered |= c.value;
    }
  }
  if (covered != v) return {};
  if (v == 0) names = "none";
  return "#llvm.overflow<" + names + ">";
}

}  // namespace op_schema

namespace detail {

inline error props_error(errc code, const property_entry& e, const char* what) {
  return error{code, section_id::properties, e.offset, what};
}

// The (name, value) pairs of a builtin DictionaryAttr entry; names resolved through
// their StringAttr entries to views into the string table. `ok` false when the entry
// is not a custom-encoded builtin dictionary.
struct dict_view {
  bool ok = false;
  std::vector<property_value> entries;
};

inline result<std::string_view> string_attr_value(const bytecode& b, std::uint64_t idx) {
  auto ent = b.attr_types().attribute_at(idx);
  if (!ent) return ent.err();
  const dialect_table& d = b.dialects();
  if (!ent->custom || ent->dialect >= d.dialects.size() || d.dialects[ent->dialect].name != "builtin") {
    return error{errc::bad_value, section_id::attr_type, ent->offset, "dictionary key is not a builtin StringAttr"};
  }
  cursor c(b.bytes(), ent->offset, ent->offset + ent->bytes.size(), section_id::attr_type);
  const std::uint64_t code = c.varint("attribute code");
  if (c.ok() && code != 2 && code != 3) {
    return error{errc::bad_value, section_id::attr_type, ent->offset, "dictionary key is not a StringAttr", code, 0};
  }
  const std::uint64_t s = c.varint("string index");
  if (!c.ok()) return c.err();
  return b.strings().at(s, c);
}

inline result<dict_view> read_dictionary(const bytecode& b, std::uint64_t idx) {
  dict_view out;
  auto ent = b.attr_types().attribute_at(idx);
  if (!ent) return ent.err();
  const dialect_table& d = b.dialects();
  if (!ent->custom || ent->dialect >= d.dialects.size() || d.dialects[ent->dialect].name != "builtin") return out;
  cursor c(b.bytes(), ent->offset, ent->offset + ent->bytes.size(), section_id::attr_type);
  if (c.varint("attribute code") != 1 || !c.ok()) return out;
  const std::uint64_t n = c.count("dictionary size", 2);
  if (!c.ok()) return c.err();
  out.entries.reserve(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t key = c.varint("dictionary key");
    const std::uint64_t value = c.varint("dictionary value");
    if (!c.ok()) return c.err();
    if (value >= b.attr_types().num_attributes()) {
      return error{errc::index_out_of_range, section_id::attr_type, at, "dictionary value", value,
                   b.attr_types().num_attributes()};
    }
    auto name = string_attr_value(b, key);
    if (!name) return name.err();
    out.entries.push_back(property_value{*name, value, {}});
  }
  c.expect_end("dictionary attribute");
  if (!c.ok()) return c.err();
  out.ok = true;
  return out;
}

// Whether attribute `idx` is a builtin IntegerAttr of type i64 (custom encodings, format-notes
// §builtin: IntegerAttr code 8 = type, APInt; IntegerType code 0 = width<<2 | signedness).
inline bool is_i64_integer_attr(const bytecode& b, std::uint64_t idx) {
  auto builtin_entry = [&](const result<raw_entry>& ent) {
    const dialect_table& d = b.dialects();
    return ent && ent->custom && ent->dialect < d.dialects.size() && d.dialects[ent->dialect].name == "builtin";
  };
  const auto attr = b.attr_types().attribute_at(idx);
  if (!builtin_entry(attr)) return false;
  cursor c(b.bytes(), attr->offset, attr->offset + attr->bytes.size(), section_id::attr_type);
  if (c.varint("attribute code") != 8) return false;
  const std::uint64_t type = c.varint("integer attribute type");
  if (!c.ok()) return false;
  const auto ty = b.attr_types().type_at(type);
  if (!builtin_entry(ty)) return false;
  cursor t(b.bytes(), ty->offset, ty->offset + ty->bytes.size(), section_id::attr_type);
  const std::uint64_t code = t.varint("type code");
  const std::uint64_t width = t.varint("integer type width");
  return t.ok() && code == 0 && width == (64u << 2);
}

// Major version of the file's `test` dialect; 2 (the current one) when the file has none.
inline std::uint64_t test_dialect_major(const bytecode& b) {
  for (const auto& d : b.dialects().dialects) {
    if (d.name != "test" || !d.has_version) continue;
    cursor c(b.bytes(), d.version_offset, d.version_offset + d.version.size(), section_id::dialect_versions);
    const std::uint64_t major = c.varint("test dialect major version");
    return c.ok() ? major : 2;
  }
  return 2;
}

// Appends the printed value of one native property (codec `codes`, see native_code) read
// from `c`. `level` is the current nibble (0 = outermost); nesting is bounded by the four
// codes of the table, never by the file. Strings are string-table indices.
inline void read_native(const bytecode& b, cursor& c, std::uint16_t codes, unsigned level, std::string& out) {
  using op_schema::native_code;
  const auto code = level < 4 ? static_cast<native_code>((codes >> (12 - 4 * level)) & 0xF) : native_code::end;
  const bool nested = level > 0;
  auto int_text = [&](std::uint64_t v, unsigned bits) {
    out += std::to_string(op_schema::sign_extend(v, bits));
    if (bits != 64 || !nested) out += " : i" + std::to_string(bits);
  };
  switch (code) {
    case native_code::optional: {
      const std::uint8_t present = c.byte("optional property presence");
      out += '[';
      if (c.ok() && present != 0) read_native(b, c, codes, level + 1, out);
      out += ']';
      return;
    }
    case native_code::array: {
      const std::uint64_t n = c.varint("property array size");
      if (c.ok() && n > c.remaining()) c.fail(errc::count_too_large, "property array size", n, c.remaining());
      out += '[';
      for (std::uint64_t i = 0; i < n && c.ok(); ++i) {
        if (i != 0) out += ", ";
        read_native(b, c, codes, level + 1, out);
      }
      out += ']';
      return;
    }
    case native_code::i8:
    case native_code::u8: int_text(c.varint("integer property"), 8); return;
    case native_code::i32: int_text(c.varint("integer property"), 32); return;
    case native_code::i64: int_text(c.varint("integer property"), 64); return;
    case native_code::boolean: out += c.byte("bool property") != 0 ? "true" : "false"; return;
    case native_code::unit: out += c.byte("unit property") != 0 ? "unit" : "false"; return;
    case native_code::string: {
      const std::uint64_t idx = c.varint("string property");
      if (!c.ok()) return;
      auto str = b.strings().at(idx, c);
      if (!str) {
        c.fail_with(str.err());
        return;
      }
      print_detail::append_quoted(*str, out);
      return;
    }
    case native_code::dense_i64:
    case native_code::dense_i32: {
      const unsigned bits = code == native_code::dense_i64 ? 64 : 32;
      const std::uint64_t n = c.varint("property array size");
      if (c.ok() && n > c.remaining()) c.fail(errc::count_too_large, "property array size", n, c.remaining());
      out += bits == 64 ? "array<i64" : "array<i32";
      for (std::uint64_t i = 0; i < n && c.ok(); ++i) {
        out += i == 0 ? ": " : ", ";
        out += std::to_string(op_schema::sign_extend(c.varint("property array element"), bits));
      }
      out += '>';
      return;
    }
    default: c.fail(errc::bad_value, "property value codec", codes, 0); return;
  }
}

}  // namespace detail

// The schema set used for `b`: by producer for v5+ files (the blob layout is the
// writer's); for v0-4 files always LLVM 22's, because those files carry attributes by
// name and the reference printer (mlir-opt 22) applies its own op definitions.
inline const op_schema::schema_set* schema_for(const bytecode& b) noexcept {
  if (b.version() < version_native_properties) return &op_schema::llvm22;
  return op_schema::for_producer(b.producer());
}

// A unregistered op's properties entry (v5+): the index of the attribute that mlir-opt
// prints as `<ATTR>` (normally a DictionaryAttr, printed `<{…}>`, even when empty).
inline result<std::uint64_t> unregistered_properties_attribute(const bytecode& b, const property_entry& e) {
  cursor c(b.bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  const std::uint64_t idx = c.varint("unregistered op properties attribute");
  c.expect_end("unregistered op properties entry");
  if (!c.ok()) return c.err();
  if (idx >= b.attr_types().num_attributes()) {
    return error{errc::index_out_of_range, section_id::properties, e.offset, "properties attribute", idx,
                 b.attr_types().num_attributes()};
  }
  return idx;
}

// Decodes the properties entry `e` of op `op` (file version >= 5), consuming it exactly.
// Returns what mlir-opt's generic printer shows inside `<{…}>`, sorted by name: absent
// optional attributes are left out; native properties and v6 segment sizes come with
// their printed text.
// - registered op: the producer's ODS layout; unknown producer or op → errc::unsupported.
// - unregistered op: the entry is one attr idx; a DictionaryAttr yields its entries, any
//   other attribute one value with an empty name (printed `<ATTR>`).
inline result<std::vector<property_value>> decode_properties(const bytecode& b, const op_name& op,
                                                             const property_entry& e) {
  using namespace op_schema;
  std::vector<property_value> out;
  if (b.version() < version_native_properties) {
    return detail::props_error(errc::bad_value, e, "op properties exist only in files of version 5 and later");
  }
  if (!op.registered) {
    auto idx = unregistered_properties_attribute(b, e);
    if (!idx) return idx.err();
    auto dict = detail::read_dictionary(b, *idx);
    if (!dict) return dict.err();
    if (!dict->ok) {
      out.push_back(property_value{{}, *idx, {}});
      return out;
    }
    return std::move(dict->entries);
  }
  const schema_set* set = for_producer(b.producer());
  if (set == nullptr) {
    return detail::props_error(errc::unsupported, e,
                               "op properties: no layout schema for this producer (known: MLIR19.*, MLIR22.*, mlirbc)");
  }
  const op_desc* d = find(*set, op);
  if (d == nullptr) {
    return detail::props_error(errc::unsupported, e,
                               "op properties: registered op unknown to the producer's schema; layout unknown");
  }
  if (d->status == op_status::none) {
    return detail::props_error(errc::bad_value, e, "op properties: this op has no property storage");
  }
  if (d->status != op_status::ok) {
    return detail::props_error(errc::unsupported, e, "op properties: layout of this op is unknown for the producer");
  }
  const std::size_t num_attrs = b.attr_types().num_attributes();
  const bool v6 = b.version() >= version_sparse_segment_sizes;
  cursor c(b.bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  auto check_attr = [&](std::uint64_t idx, std::uint64_t at, const char* what) {
    if (c.ok() && idx >= num_attrs) c.fail_at(at, errc::index_out_of_range, what, idx, num_attrs);
    return c.ok();
  };
  for (const field_desc& f : fields_of(*set, *d)) {
    const std::uint64_t at = c.offset();
    switch (f.kind) {
      case field_kind::attr_test_v2:
        if (detail::test_dialect_major(b) < 2) {
          out.push_back({f.name, no_attr, "false"});
          break;
        }
        [[fallthrough]];
      case field_kind::attr: {
        const std::uint64_t idx = c.varint("required property attribute");
        if (check_attr(idx, at, "required property attribute")) out.push_back({f.name, idx, {}});
        break;
      }
      case field_kind::opt_attr: {
        const auto v = c.flagged_varint("optional property attribute");
        // Like the reference reader: without the presence flag the attribute is absent;
        // the op then fills in its default value, if it has one.
        if (v.flag) {
          if (check_attr(v.value, at, "optional property attribute")) out.push_back({f.name, v.value, {}});
        } else if (f.has_default) {
          out.push_back({f.name, no_attr, std::string(f.default_text)});
        }
        break;
      }
      case field_kind::segments_v5: {
        if (v6) break;
        const std::uint64_t idx = c.varint("segment sizes attribute");
        if (check_attr(idx, at, "segment sizes attribute")) out.push_back({f.name, idx, {}});
        break;
      }
      case field_kind::segments_v6: {
        if (!v6) break;
        // Sparse array (format-notes §4.8): (n<<1 | sparse); dense: n values;
        // sparse: n non-zero entries (value<<bits | index) after a bit width <= 8.
        std::vector<std::int32_t> seg(f.size, 0);
        const auto head = c.flagged_varint("segment sizes");
        if (head.value != 0 && !head.flag) {
          if (head.value > seg.size()) c.fail_at(at, errc::bad_value, "segment sizes count", head.value, seg.size());
          for (std::uint64_t i = 0; i < head.value && c.ok(); ++i)
            seg[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(c.varint("segment size"));
        } else if (head.value != 0) {
          const std::uint64_t bits = c.varint("segment index bits");
          if (c.ok() && bits > 8) c.fail_at(at, errc::bad_value, "segment index bits", bits, 8);
          if (c.ok() && head.value > c.remaining())
            c.fail_at(at, errc::count_too_large, "segment sizes count", head.value, c.remaining());
          for (std::uint64_t i = 0; i < head.value && c.ok(); ++i) {
            const std::uint64_t pos = c.offset();
            const std::uint64_t pair = c.varint("segment size entry");
            const std::uint64_t index = pair & ((std::uint64_t{1} << bits) - 1);
            if (c.ok() && index >= seg.size()) {
              c.fail_at(pos, errc::index_out_of_range, "segment index", index, seg.size());
              break;
            }
            seg[static_cast<std::size_t>(index)] = static_cast<std::int32_t>(pair >> bits);
          }
        }
        std::string text = "array<i32";
        for (std::size_t i = 0; i < seg.size(); ++i) {
          text += i == 0 ? ": " : ", ";
          text += std::to_string(seg[i]);
        }
        text += '>';
        out.push_back({f.name, no_attr, std::move(text)});
        break;
      }
      case field_kind::enum_i8:
      case field_kind::enum_i16:
      case field_kind::enum_i32:
      case field_kind::enum_i64: {
        const unsigned bits = enum_bits(f.kind);
        const std::uint64_t v = c.varint("enum property");
        if (c.ok() && bits < 64 && (v >> bits) != 0) c.fail_at(at, errc::bad_value, "enum property", v, (std::uint64_t{1} << bits) - 1);
        if (c.ok()) out.push_back({f.name, no_attr, int_attr_text(v, bits)});
        break;
      }
      case field_kind::unit_bool: {
        // The reference reader takes any non-zero byte as true.
        const std::uint8_t v = c.byte("bool property");
        if (c.ok()) out.push_back({f.name, no_attr, v != 0 ? std::string() : std::string("false")});
        break;
      }
      case field_kind::optional_i64: {
        const std::uint8_t present = c.byte("optional property presence");
        std::string text = "[]";
        if (present != 0) {
          const std::uint64_t v = c.varint("optional property value");
          text = "[" + std::to_string(static_cast<std::int64_t>(v)) + "]";
        }
        if (c.ok()) out.push_back({f.name, no_attr, std::move(text)});
        break;
      }
      case field_kind::native: {
        std::string text;
        detail::read_native(b, c, f.size, 0, text);
        if (c.ok()) out.push_back({f.name, no_attr, std::move(text)});
        break;
      }
      case field_kind::custom_string:
      case field_kind::custom_label_value: {
        std::string text;
        detail::read_native(b, c, static_cast<std::uint16_t>(native_code::string) << 12, 0, text);
        if (f.kind == field_kind::custom_label_value) {
          const std::uint64_t v = c.varint("property value");
          text = "{label = " + text + ", value = " + std::to_string(sign_extend(v, 32)) + " : i32}";
        }
        if (c.ok()) out.push_back({f.name, no_attr, std::move(text)});
        break;
      }
      case field_kind::custom_versioned_pair: {
        // Both values are stored in a C++ int: the low 32 bits, signed.
        const std::uint64_t v1 = c.varint("versioned property value1");
        const std::uint64_t v2 = detail::test_dialect_major(b) < 2 ? 0 : c.varint("versioned property value2");
        if (c.ok()) {
          out.push_back({f.name, no_attr,
                         "{value1 = " + std::to_string(sign_extend(v1, 32)) + " : i32, value2 = " +
                             std::to_string(sign_extend(v2, 32)) + " : i32}"});
        }
        break;
      }
      case field_kind::test_enum_attr: {
        // The reference reader accepts any value up to UINT32_MAX, but its verifier rejects
        // one that is not a case: an error here.
        const std::uint64_t v = c.varint("enum property");
        const auto it = std::find_if(set->test_enum.begin(), set->test_enum.end(),
                                     [&](const enum_case& k) { return k.value == v; });
        if (c.ok() && it == set->test_enum.end()) c.fail_at(at, errc::bad_value, "test enum property", v, set->test_enum.size());
        if (c.ok()) out.push_back({f.name, no_attr, "#test<enum " + std::string(it->name) + ">"});
        break;
      }
      case field_kind::attr_i64_prop: {
        // mlir-opt reads any IntegerAttr here and prints it back as i64; it writes an i64 one.
        // Anything else would print differently from the stored attribute: refused.
        const std::uint64_t idx = c.varint("attribute-encoded property");
        if (!check_attr(idx, at, "attribute-encoded property")) break;
        if (!detail::is_i64_integer_attr(b, idx)) {
          return detail::props_error(errc::unsupported, e,
                                     "op properties: attribute-encoded int64 property is not an i64 IntegerAttr");
        }
        out.push_back({f.name, idx, {}});
        break;
      }
      case field_kind::llvm_overflow_flags: {
        const std::uint64_t v = c.varint("overflow flags property") & 0xFFFFFFFFu;  // stored as uint32
        std::string text = overflow_text(*set, v);
        if (c.ok() && text.empty()) c.fail_at(at, errc::bad_value, "overflow flags property", v, 3);
        if (c.ok()) out.push_back({f.name, no_attr, std::move(text)});
        break;
      }
    }
  }
  c.expect_end("op properties entry");
  if (!c.ok()) return c.err();
  std::stable_sort(out.begin(), out.end(),
                   [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

// For v0-4 files: is `attr` an inherent attribute of `op` (so that mlir-opt prints it
// inside `<{…}>` rather than `{…}`)? Decided by LLVM 22's op definitions (see
// schema_for). Includes the legacy spellings operand_segment_sizes/result_segment_sizes,
// which mlir-opt folds into operandSegmentSizes/resultSegmentSizes. Native properties are
// not attributes and never inherent here (see legacy_properties).
inline bool is_inherent_attribute(const bytecode& b, const op_name& op, std::string_view attr) {
  using namespace op_schema;
  const schema_set* set = schema_for(b);
  if (set == nullptr) return false;
  const op_desc* d = find(*set, op);
  if (d == nullptr || d->status != op_status::ok) return false;
  for (const field_desc& f : fields_of(*set, *d)) {
    switch (f.kind) {
      case field_kind::attr:
      case field_kind::attr_test_v2:
      case field_kind::opt_attr:
        if (f.name == attr) return true;
        break;
      case field_kind::segments_v5:
        if (f.name == attr) return true;
        if (f.name == "operandSegmentSizes" && attr == "operand_segment_sizes") return true;
        if (f.name == "resultSegmentSizes" && attr == "result_segment_sizes") return true;
        break;
      default:
        break;
    }
  }
  return false;
}

// The name under which an inherent attribute prints: the legacy spellings
// operand_segment_sizes/result_segment_sizes become operandSegmentSizes/resultSegmentSizes.
inline std::string_view inherent_print_name(std::string_view attr) noexcept {
  if (attr == "operand_segment_sizes") return "operandSegmentSizes";
  if (attr == "result_segment_sizes") return "resultSegmentSizes";
  return attr;
}

// For v0-4 files: what mlir-opt prints inside `<{…}>` for registered op `op` whose
// attribute dictionary is `attrs` (an attribute index, or no_attr when the op has none),
// sorted by name. The inherent entries of the dictionary (is_inherent_attribute), plus
// what the reference reader fills in because the file cannot hold it: default values of
// default-valued attributes, initial values of native properties (`noWrapFlags = 0 :
// i32`, `disjoint = false`, `alignment = []`) and zero segment sizes. The remaining,
// discardable, entries print in `{…}`.
inline result<std::vector<property_value>> legacy_properties(const bytecode& b, const op_name& op,
                                                             std::uint64_t attrs) {
  using namespace op_schema;
  std::vector<property_value> out;
  if (b.version() >= version_native_properties) {
    return error{errc::bad_value, section_id::ir, 0, "legacy_properties applies to files of version 0 to 4"};
  }
  const schema_set* set = schema_for(b);
  const op_desc* d = set != nullptr ? find(*set, op) : nullptr;
  if (d == nullptr || d->status != op_status::ok || d->count == 0) return out;
  if (attrs != no_attr) {
    auto dict = detail::read_dictionary(b, attrs);
    if (!dict) return dict.err();
    if (!dict->ok) {
      return error{errc::bad_value, section_id::attr_type, 0, "op attributes are not a builtin dictionary", attrs, 0};
    }
    for (const property_value& v : dict->entries)
      if (is_inherent_attribute(b, op, v.name)) out.push_back({inherent_print_name(v.name), v.attr, {}});
  }
  for (const field_desc& f : fields_of(*set, *d)) {
    if (!f.has_default) continue;
    const bool present = std::any_of(out.begin(), out.end(), [&](const property_value& v) { return v.name == f.name; });
    if (!present) out.push_back({f.name, no_attr, std::string(f.default_text)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

// "func.func: <error message>; schema MLIR 19 (producer MLIR19.1.7)" — names the op and
// the producer, which the fixed-size error value cannot carry.
inline std::string describe_properties_error(const bytecode& b, const op_name& op, const error& e) {
  std::string out = op.full_name() + " properties: " + e.message() + " (producer '";
  out += b.producer();
  out += "'";
  if (const op_schema::schema_set* s = schema_for(b)) {
    out += ", schema ";
    out += s->name;
  }
  out += ")";
  return out;
}

}  // namespace mlirbc
