// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of byre_serial.hpp (docs/design.md, "Two modes"): included by it
// in header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <string>

#include "../../model/shaped_types.hpp"
#include "../byre_serial.hpp"

namespace mlirbc::dialects {

namespace byre_detail {

consteval versioned_type_info integer(std::string_view m, std::uint8_t w, bool u, std::string_view b) {
  return {m, versioned_scalar::integer, w, u, float_kind{}, b};
}
consteval versioned_type_info floating(std::string_view m, float_kind k, std::string_view b) {
  return {m, versioned_scalar::floating, 0, false, k, b};
}

inline constexpr std::array<versioned_type_info, 22> scalars{{
    {"bool_v1", versioned_scalar::boolean, 1, false, {}, "i1"},
    floating("bf16_v1", float_kind::bf16, "bf16"),
    floating("f16_v1", float_kind::f16, "f16"),
    floating("f32_v1", float_kind::f32, "f32"),
    floating("f64_v1", float_kind::f64, "f64"),
    floating("f8E4M3FN_v1", float_kind::f8E4M3FN, "f8E4M3FN"),
    floating("f8E5M2_v1", float_kind::f8E5M2, "f8E5M2"),
    floating("f8E4M3FNUZ_v1", float_kind::f8E4M3FNUZ, "f8E4M3FNUZ"),
    floating("f8E4M3B11FNUZ_v1", float_kind::f8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
    floating("f8E5M2FNUZ_v1", float_kind::f8E5M2FNUZ, "f8E5M2FNUZ"),
    {"index_v1", versioned_scalar::index, 64, false, {}, "index"},
    integer("i4_v1", 4, false, "i4"),
    integer("i8_v1", 8, false, "i8"),
    integer("i16_v1", 16, false, "i16"),
    integer("i32_v1", 32, false, "i32"),
    integer("i64_v1", 64, false, "i64"),
    integer("ui4_v1", 4, true, "ui4"),
    integer("ui8_v1", 8, true, "ui8"),
    integer("ui16_v1", 16, true, "ui16"),
    integer("ui32_v1", 32, true, "ui32"),
    integer("ui64_v1", 64, true, "ui64"),
    // ByteIR maps it to its own `ace` dialect's string type.
    {"string_v1", versioned_scalar::no, 0, false, {}, "!ace.string"},
}};

constexpr std::array<std::string_view, 13> attr_mnemonics{
    "integer_v1", "float_v1", "unit_v1", "array_v1", "dict_v1", "string_v1", "type_v1", "symbolref_v1",
    "dense_int_or_fp_elements_v1", "dense_string_elements_v1", "dense_array_v1", "arg_type_v1", "memory_effect_v1",
};

// Bit enums: the names of bits 0, 1, 2; the value 0 prints "None".
struct bit_enum {
  std::uint64_t mask;
  std::array<std::string_view, 3> bits;
};
constexpr bit_enum arg_type{7, {"Input", "Output", "Weight"}};
constexpr bit_enum memory_effect{3, {"Read", "Write", {}}};

}  // namespace byre_detail

MLIRBC_INLINE const versioned_type_info& byre_serial_dialect::scalar_info(std::uint8_t code) noexcept {
  static constexpr versioned_type_info none{};
  return code < byre_detail::scalars.size() ? byre_detail::scalars[code] : none;
}

MLIRBC_INLINE auto byre_serial_dialect::decode_type(dialect_reader& r) const -> type_value {
  byre_type t;
  const std::uint64_t code = r.varint("byre_serial type code");
  if (!r.ok()) return t;
  if (code > last_type_code) {
    r.decline();  // a newer ByteIR's type
    return t;
  }
  t.code = static_cast<std::uint8_t>(code);
  switch (static_cast<type_code>(code)) {
    case type_code::memref:
    case type_code::ranked_tensor:
      t.shape.resize(static_cast<std::size_t>(r.count("byre_serial shape rank")));
      for (auto& d : t.shape) d = r.signed_varint("byre_serial dimension");
      t.element = r.type("byre_serial element type");
      t.extra = r.optional_attribute(t.is(type_code::memref) ? "byre_serial memory space" : "byre_serial encoding");
      break;
    case type_code::function:
      t.inputs.resize(static_cast<std::size_t>(r.count("byre_serial function input count")));
      for (auto& i : t.inputs) i = r.type("byre_serial function input");
      t.outputs.resize(static_cast<std::size_t>(r.count("byre_serial function output count")));
      for (auto& o : t.outputs) o = r.type("byre_serial function output");
      break;
    default: break;  // scalars and string: the code is all
  }
  return t;
}

MLIRBC_INLINE void byre_serial_dialect::print_type(const byre_type& t, dialect_printer& p) const {
  switch (static_cast<type_code>(t.code)) {
    case type_code::memref:
    case type_code::ranked_tensor:
      // `<` shape element [`, ` memory space or encoding] `>`, no spaces around the element.
      p.mnemonic(t.is(type_code::memref) ? "memref_v1" : "rankedtensor_V1");
      p.text("<" + shape_prefix(t.shape));
      p.type(t.element);
      if (t.extra) {
        p.text(", ");
        p.attribute(*t.extra);
      }
      p.text(">");
      return;
    case type_code::function:
      // ByteIR writes an empty list as `()`, inside the parentheses of the inputs too.
      p.mnemonic("functiontype_v1");
      p.text("<(");
      if (t.inputs.empty()) p.text("()");
      p.types(t.inputs);
      p.text(") -> ");
      if (t.outputs.empty()) p.text("()");
      p.types(t.outputs);
      p.text(">");
      return;
    default: p.mnemonic(scalar_info(t.code).mnemonic); return;
  }
}

MLIRBC_INLINE auto byre_serial_dialect::type_now(dialect_reader& r, std::uint64_t idx, bool& pending) -> const byre_type* {
  const mlirbc::type* t = r.type_now(idx);
  pending = t == nullptr;
  if (t == nullptr) return nullptr;
  const auto* d = t->get<types::dialect>();
  return d != nullptr ? d->as<byre_type>() : nullptr;
}

MLIRBC_INLINE auto byre_serial_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  byre_attribute a;
  const std::uint64_t code = r.varint("byre_serial attribute code");
  if (!r.ok()) return a;
  if (code > last_attr_code) {
    r.decline();  // a newer ByteIR's attribute
    return a;
  }
  a.code = static_cast<attr_code>(code);
  switch (a.code) {
    case attr_code::integer:
    case attr_code::floating: {
      const std::uint64_t at = r.offset();
      a.type = r.type("byre_serial scalar type");
      if (!r.ok()) return a;
      bool pending = false;
      const byre_type* t = type_now(r, a.type, pending);
      if (pending) return a;
      const versioned_type_info& info = t != nullptr ? scalar_info(t->code) : scalar_info(0xFF);
      if (a.code == attr_code::floating) {
        if (info.cls != versioned_scalar::floating) {
          r.fail_at(at, "byre_serial float_v1 needs a byre_serial float type");
          return a;
        }
        a.fk = info.fk;
        a.bits = r.fixed_width_bits(mlirbc::info(info.fk).bits, "byre_serial float value");
      } else {
        if (info.cls != versioned_scalar::integer && info.cls != versioned_scalar::index &&
            info.cls != versioned_scalar::boolean) {
          r.fail_at(at, "byre_serial integer_v1 needs a byre_serial integer, index or bool type");
          return a;
        }
        a.width = info.width;
        a.bits = r.fixed_width_bits(a.width, "byre_serial integer value");
      }
      break;
    }
    case attr_code::unit: break;
    case attr_code::array:
    case attr_code::dictionary: {
      const std::size_t per_item = a.code == attr_code::dictionary ? 2 : 1;
      a.refs.resize(static_cast<std::size_t>(r.count("byre_serial attribute count", per_item)) * per_item);
      for (auto& x : a.refs) x = r.attribute("byre_serial attribute");
      break;
    }
    case attr_code::string: a.text = r.string("byre_serial string"); break;
    case attr_code::type: a.type = r.type("byre_serial type"); break;
    case attr_code::symbol_ref: {
      a.refs.push_back(r.attribute("byre_serial symbol root"));
      const std::uint64_t n = r.count("byre_serial nested reference count");
      for (std::uint64_t i = 0; i < n && r.ok(); ++i) a.refs.push_back(r.attribute("byre_serial nested reference"));
      break;
    }
    case attr_code::dense_elements: decode_dense_elements(r, a); break;
    case attr_code::dense_strings: decode_dense_strings(r, a); break;
    case attr_code::dense_array: decode_dense_array(r, a); break;
    case attr_code::arg_type:
    case attr_code::memory_effect: {
      const std::uint64_t at = r.offset();
      a.bits = r.varint("byre_serial enum value");
      const auto& e = a.code == attr_code::arg_type ? byre_detail::arg_type : byre_detail::memory_effect;
      if (r.ok() && (a.bits & ~e.mask) != 0) r.fail_at(at, "byre_serial enum value has unknown bits", a.bits, e.mask);
      break;
    }
  }
  return a;
}

MLIRBC_INLINE bool byre_serial_dialect::element(dialect_reader& r, std::uint64_t idx, tensor_literal& d, std::string& text, bool& pending) {
  const byre_type* e = type_now(r, idx, pending);
  if (pending) return false;
  if (e == nullptr || !tensor_element(scalar_info(e->code), false, d, text)) {
    r.decline();  // no builtin element to print the data with
    return false;
  }
  return true;
}

namespace byre_detail {
// The ranked tensor type `idx` of dense data, with a static shape: fills the
// dims, count and type text's shape; nullptr (r failed, declined or pending) otherwise.
inline const byre_serial_dialect::byre_type* dense_type(dialect_reader& r, std::uint64_t at, std::uint64_t idx,
                                                        const byre_serial_dialect::byre_type* t, tensor_literal& d) {
  using tc = byre_serial_dialect::type_code;
  if (t == nullptr || !t->is(tc::ranked_tensor)) {
    r.fail_at(at, "byre_serial dense elements need a byre_serial ranked tensor type");
    return nullptr;
  }
  if (t->extra) {
    r.decline();  // ByteIR maps the encoding to a builtin attribute first: not printed here
    return nullptr;
  }
  const auto n = static_element_count(t->shape);
  if (!n) {
    r.fail_at(at, "byre_serial dense elements need a static shape");
    return nullptr;
  }
  d.num_elements = *n;
  d.dims = t->shape;
  d.type = idx;
  d.element_type = t->element;
  d.builtin_type = "tensor<" + shape_prefix(t->shape);
  return t;
}
}  // namespace byre_detail

MLIRBC_INLINE void byre_serial_dialect::decode_dense_elements(dialect_reader& r, byre_attribute& a) {
  const std::uint64_t at = r.offset();
  a.type = r.type("byre_serial dense elements type");
  if (!r.ok()) return;
  bool pending = false;
  const byre_type* t = type_now(r, a.type, pending);
  if (pending || byre_detail::dense_type(r, at, a.type, t, a.data) == nullptr) return;
  std::string element_text;
  if (!element(r, t->element, a.data, element_text, pending)) return;
  a.data.builtin_type += element_text;
  read_tensor_data(r, a.data, "byre_serial dense data", "byre_serial dense data size does not match its type");
}

MLIRBC_INLINE void byre_serial_dialect::decode_dense_strings(dialect_reader& r, byre_attribute& a) {
  const std::uint64_t at = r.offset();
  a.type = r.type("byre_serial dense strings type");
  if (!r.ok()) return;
  bool pending = false;
  const byre_type* t = type_now(r, a.type, pending);
  if (pending || byre_detail::dense_type(r, at, a.type, t, a.data) == nullptr) return;
  const byre_type* e = type_now(r, t->element, pending);
  if (pending) return;
  const std::string_view element_text = e != nullptr ? scalar_info(e->code).builtin : std::string_view{};
  if (element_text.empty()) {
    r.decline();  // an element type with no builtin spelling
    return;
  }
  a.data.builtin_type += element_text;
  const std::uint64_t count_at = r.offset();
  a.strings.resize(static_cast<std::size_t>(r.count("byre_serial dense string count")));
  for (auto& s : a.strings) s = r.string("byre_serial dense string");
  // MLIR holds one string for a splat, else one per element.
  if (r.ok() && a.strings.size() != 1 && a.strings.size() != a.data.num_elements)
    r.fail_at(count_at, "byre_serial dense string count does not match its type", a.strings.size(), a.data.num_elements);
}

MLIRBC_INLINE void byre_serial_dialect::decode_dense_array(dialect_reader& r, byre_attribute& a) {
  a.type = r.type("byre_serial dense array element type");
  const std::uint64_t size_at = r.offset();
  const std::int64_t size = r.signed_varint("byre_serial dense array size");
  if (!r.ok()) return;
  if (size < 0) {
    r.fail_at(size_at, "byre_serial dense array size is negative");
    return;
  }
  tensor_literal& d = a.data;
  bool pending = false;
  std::string element_text;
  if (!element(r, a.type, d, element_text, pending)) return;
  d.builtin_type = std::move(element_text);
  d.num_elements = static_cast<std::uint64_t>(size);
  const std::uint64_t blob_at = r.offset();
  d.bytes = r.blob("byre_serial dense array data");
  if (!r.ok()) return;
  // A dense array holds every element, booleans one byte each.
  const std::uint64_t eb = d.is_bool ? 1 : d.format.bytes();
  if (eb == 0 || d.bytes.size() % eb != 0 || d.bytes.size() / eb != d.num_elements)
    r.fail_at(blob_at, "byre_serial dense array data size does not match its size", d.bytes.size(), d.num_elements);
}

MLIRBC_INLINE std::optional<dense_data> byre_serial_dialect::dense_data_of(const byre_attribute& a) const {
  if (a.code != attr_code::dense_elements) return std::nullopt;
  dense_data d = a.data;
  d.shape = a.data.dims;
  return d;
}

MLIRBC_INLINE void byre_serial_dialect::print_attribute(const byre_attribute& a, dialect_printer& p) const {
  if (a.code == attr_code::arg_type || a.code == attr_code::memory_effect) {
    // An EnumAttr prints ` VALUE` after its mnemonic: not `<…>`, so `#byre_serial<mnemonic VALUE>`.
    const auto& e = a.code == attr_code::arg_type ? byre_detail::arg_type : byre_detail::memory_effect;
    std::string value;
    for (std::size_t b = 0; b < e.bits.size(); ++b) {
      if ((a.bits >> b & 1u) == 0) continue;
      if (!value.empty()) value += '|';
      value += e.bits[b];
    }
    if (value.empty()) value = "None";
    if (p.stripped()) {
      p.text(value);
      return;
    }
    p.text("<");
    p.text(byre_detail::attr_mnemonics[static_cast<std::size_t>(a.code)]);
    p.text(" " + value + ">");
    return;
  }
  p.mnemonic(byre_detail::attr_mnemonics[static_cast<std::size_t>(a.code)]);
  switch (a.code) {
    case attr_code::unit: return;
    case attr_code::integer: {
      // ByteIR prints the APInt as signed whatever its type (a true bool_v1 is -1).
      std::string s = "<";
      print_detail::append_int(&a.bits, 1, a.width, true, s);
      p.text(s + " : ");
      p.type(a.type);
      break;
    }
    case attr_code::floating:
      p.text("<");
      p.floating(a.fk, a.bits);
      p.text(" : ");
      p.type(a.type);
      break;
    case attr_code::array:
      p.text("<[");
      p.attributes(a.refs);
      p.text("]");
      break;
    case attr_code::dictionary:
      p.text("<{");
      for (std::size_t i = 0; i + 1 < a.refs.size(); i += 2) {
        if (i != 0) p.text(", ");
        p.attribute(a.refs[i]);
        p.text(" = ");
        p.attribute(a.refs[i + 1]);
      }
      p.text("}");
      break;
    case attr_code::string:
      p.text("<");
      p.quoted(a.text);
      break;
    case attr_code::type:
      p.text("<");
      p.type(a.type);
      break;
    case attr_code::symbol_ref:
      p.text("<");
      p.attribute(a.refs[0]);
      for (std::size_t i = 1; i < a.refs.size(); ++i) {
        p.text("::");
        p.attribute(a.refs[i]);
      }
      break;
    case attr_code::dense_elements:
      p.text("<");
      print_tensor_literal(a.data, p);
      break;
    case attr_code::dense_strings: {
      // MLIR keeps strings that are all equal as a splat.
      std::string s = "<dense<";
      const bool splat = !a.strings.empty() && std::all_of(a.strings.begin(), a.strings.end(), [&](std::string_view x) { return x == a.strings[0]; });
      if (splat) {
        print_detail::append_quoted(a.strings[0], s);
      } else {
        print_detail::append_nested(a.data.dims, a.data.num_elements, "[", "]", [&](std::string_view t) { s += t; },
                                    [&](std::uint64_t i) { print_detail::append_quoted(a.strings[static_cast<std::size_t>(i)], s); });
      }
      p.text(s + "> : " + a.data.builtin_type + ">");
      break;
    }
    case attr_code::dense_array: {
      const tensor_literal& d = a.data;
      std::string s = "<array<" + d.builtin_type;
      if (d.num_elements != 0) s += ": ";
      const std::size_t eb = d.is_bool ? 1 : d.format.bytes();
      for (std::uint64_t i = 0; i < d.num_elements; ++i) {
        if (i != 0) s += ", ";
        const std::byte* at = d.bytes.data() + static_cast<std::size_t>(i) * eb;
        if (d.is_bool) s += *at != std::byte{0} ? "true" : "false";
        else print_detail::append_dense_element(d.format, at, s);
      }
      p.text(s + ">");
      break;
    }
    default: break;
  }
  p.text(">");
}

}  // namespace mlirbc::dialects
