// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of vhlo.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../vhlo.hpp"

namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated table uses "..."sv
#include "../../generated/op_schemas_vhlo.inc"
MLIRBC_INLINE constexpr schema_set vhlo_ops{"StableHLO vhlo", any_release, ops_vhlo, fields_vhlo, "vhlo", true, &origin_vhlo};
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

MLIRBC_INLINE auto vhlo_dialect::decode_type(dialect_reader& r) const -> type_value {
  vhlo_type t;
  const std::uint64_t code = r.varint("vhlo type code");
  if (!r.ok()) return t;
  if (code >= type_table.size() || type_table[code].mnemonic.empty()) {
    r.decline();  // a newer StableHLO's type
    return t;
  }
  t.code = static_cast<std::uint8_t>(code);
  switch (static_cast<type_code>(code)) {
    case type_code::complex:
    case type_code::unranked_tensor: t.element = r.type("vhlo element type"); break;
    case type_code::function:
      types(r, t.types, "vhlo function input count");
      types(r, t.results, "vhlo function result count");
      break;
    case type_code::ranked_tensor_with_encoding:
      t.has_encoding = true;
      t.encoding = r.attribute("vhlo tensor encoding");
      [[fallthrough]];
    case type_code::ranked_tensor:
    case type_code::ranked_buffer:
      signed_list(r, t.shape, "vhlo shape rank");
      t.element = r.type("vhlo element type");
      break;
    case type_code::tuple:
    case type_code::future: types(r, t.types, "vhlo type count"); break;
    case type_code::quant:
      quant_types(r, t);
      t.scales.push_back(r.fixed_width_bits(64, "vhlo quant scale"));
      t.zero_points.push_back(r.signed_varint("vhlo quant zero point"));
      t.storage_min = r.signed_varint("vhlo quant storage min");
      t.storage_max = r.signed_varint("vhlo quant storage max");
      break;
    case type_code::quant_per_axis: {
      quant_types(r, t);
      t.quantized_dimension = r.varint("vhlo quant quantized dimension");
      t.storage_min = r.signed_varint("vhlo quant storage min");
      t.storage_max = r.signed_varint("vhlo quant storage max");
      t.scales.resize(static_cast<std::size_t>(r.count("vhlo quant scale count")));
      for (auto& s : t.scales) s = r.fixed_width_bits(64, "vhlo quant scale");
      signed_list(r, t.zero_points, "vhlo quant zero point count");
      break;
    }
    default: break;  // scalars, token, witness: the code is all
  }
  return t;
}

MLIRBC_INLINE void vhlo_dialect::print_type(const vhlo_type& t, dialect_printer& p) const {
  p.mnemonic(t.info().mnemonic);
  switch (static_cast<type_code>(t.code)) {
    case type_code::complex:
    case type_code::unranked_tensor:
      p.text("<");
      p.type(t.element);
      p.text(">");
      break;
    case type_code::function:
      p.text("<(");
      type_array(p, t.types);
      p.text(") -> ");
      type_array(p, t.results);
      p.text(">");
      break;
    case type_code::ranked_tensor:
    case type_code::ranked_tensor_with_encoding:
    case type_code::ranked_buffer:
      p.text("<" + shape_prefix(t.shape));
      p.type(t.element);
      if (t.has_encoding) {
        p.text(", ");
        p.attribute(t.encoding);
      }
      p.text(">");
      break;
    case type_code::tuple:
    case type_code::future:
      p.text("<");
      p.types(t.types);
      p.text(">");
      break;
    case type_code::quant:
      quant_head(t, p);
      p.floating(float_kind::f64, t.scales[0]);
      p.text(":" + std::to_string(t.zero_points[0]) + ", ");
      quant_tail(t, p);
      break;
    case type_code::quant_per_axis: {
      quant_head(t, p);
      // StableHLO keeps the dimension as a 32-bit int.
      p.signed_int(static_cast<std::int32_t>(static_cast<std::uint32_t>(t.quantized_dimension)));
      p.text(", [");
      for (std::size_t i = 0; i < t.scales.size(); ++i) {
        if (i != 0) p.text(", ");
        p.floating(float_kind::f64, t.scales[i]);
      }
      p.text("], [");
      for (std::size_t i = 0; i < t.zero_points.size(); ++i) {
        if (i != 0) p.text(", ");
        p.text(std::to_string(t.zero_points[i]));
      }
      p.text("], ");
      quant_tail(t, p);
      break;
    }
    default: break;
  }
}

MLIRBC_INLINE auto vhlo_dialect::enum_of(attr_code c) noexcept -> const enum_info* {
  static constexpr enum_info comparison_direction{"comparison_direction_v1", 0, {"EQ", "NE", "GE", "GT", "LE", "LT"}};
  static constexpr enum_info comparison_type{"comparison_type_v1", 0, {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}};
  static constexpr enum_info api_version{
      "api_version_v1", 0,
      {"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
       "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"}};
  static constexpr enum_info fft_type{"fft_type_v1", 0, {"FFT", "IFFT", "RFFT", "IRFFT"}};
  static constexpr enum_info precision{"precision_v1", 0, {"DEFAULT", "HIGH", "HIGHEST"}};
  static constexpr enum_info rng_algorithm{"rng_algorithm_v1", 0, {"DEFAULT", "THREE_FRY", "PHILOX"}};
  static constexpr enum_info rng_distribution{"rng_distribution_v1", 1, {"UNIFORM", "NORMAL"}};
  static constexpr enum_info transpose{"transpose_v1", 0, {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}};
  static constexpr enum_info result_accuracy_mode{"result_accuracy_mode_v1", 0, {"DEFAULT", "HIGHEST", "TOLERANCE"}};
  switch (c) {
    case attr_code::comparison_direction: return &comparison_direction;
    case attr_code::comparison_type: return &comparison_type;
    case attr_code::api_version: return &api_version;
    case attr_code::fft_type: return &fft_type;
    case attr_code::precision: return &precision;
    case attr_code::rng_algorithm: return &rng_algorithm;
    case attr_code::rng_distribution: return &rng_distribution;
    case attr_code::transpose: return &transpose;
    case attr_code::result_accuracy_mode: return &result_accuracy_mode;
    default: return nullptr;
  }
}

MLIRBC_INLINE auto vhlo_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  vhlo_attribute a;
  const std::uint64_t code = r.varint("vhlo attribute code");
  if (!r.ok()) return a;
  if (code == 0 || code > last_attr_code) {
    r.decline();  // retired (0) or a newer StableHLO's attribute
    return a;
  }
  a.code = static_cast<std::uint8_t>(code);
  const attr_code c = a.kind();
  if (const enum_info* e = enum_of(c)) {
    const std::uint64_t at = r.offset();
    // StableHLO reads the varint into 32 bits before looking the case up.
    a.enum_value = static_cast<std::uint32_t>(r.varint("vhlo enum value"));
    if (r.ok() && !case_name(*e, a.enum_value)) r.fail_at(at, "vhlo enum value out of range", a.enum_value, e->first + 5);
    return a;
  }
  switch (c) {
    case attr_code::array: attributes(r, a.refs, 1, "vhlo array size"); break;
    case attr_code::dictionary: attributes(r, a.refs, 2, "vhlo dictionary size"); break;
    case attr_code::boolean: {
      const std::uint64_t at = r.offset();
      const std::uint64_t v = r.varint("vhlo bool value");
      if (r.ok() && v > 1) r.fail_at(at, "vhlo bool value must be 0 or 1", v, 1);
      a.flag = v == 1;
      break;
    }
    case attr_code::floating: decode_float(r, a); break;
    case attr_code::integer: decode_integer(r, a); break;
    case attr_code::output_operand_alias:
      signed_list(r, a.ints, "vhlo output tuple index count");
      a.number = r.signed_varint("vhlo operand index");
      signed_list(r, a.ints2, "vhlo operand tuple index count");
      break;
    case attr_code::string: a.text = r.string("vhlo string"); break;
    case attr_code::tensor: decode_tensor(r, a); break;
    case attr_code::type: a.type = r.type("vhlo type attribute"); break;
    case attr_code::type_extensions: signed_list(r, a.ints, "vhlo bounds count"); break;
    case attr_code::result_accuracy:
      a.lo = r.fixed_width_bits(64, "vhlo result accuracy atol");
      a.hi = r.fixed_width_bits(64, "vhlo result accuracy rtol");
      a.number = r.signed_varint("vhlo result accuracy ulps");
      a.refs.push_back(r.attribute("vhlo result accuracy mode"));
      break;
    case attr_code::sub_axis_info:
      a.number = r.signed_varint("vhlo sub axis pre size");
      a.number2 = r.signed_varint("vhlo sub axis size");
      break;
    case attr_code::axis_ref: {
      a.refs.push_back(r.attribute("vhlo axis name"));
      // Any non-zero varint means "present" to StableHLO's reader.
      a.flag = r.varint("vhlo sub axis info presence") != 0;
      if (a.flag) a.refs.push_back(r.attribute("vhlo sub axis info"));
      break;
    }
    case attr_code::replica_group_mesh_axes:
      a.refs.push_back(r.attribute("vhlo mesh"));
      a.refs.push_back(r.attribute("vhlo mesh axes"));
      break;
    case attr_code::mesh_axis:
      a.refs.push_back(r.attribute("vhlo mesh axis name"));
      a.number = r.signed_varint("vhlo mesh axis size");
      break;
    case attr_code::mesh: {
      a.refs.push_back(r.attribute("vhlo mesh axes"));
      const auto ids = r.optional_attribute("vhlo mesh device ids");
      a.flag = ids.has_value();
      if (ids) a.refs.push_back(*ids);
      break;
    }
    default: break;
  }
  return a;
}

MLIRBC_INLINE std::optional<dense_data> vhlo_dialect::dense_data_of(const vhlo_attribute& a) const {
  if (a.kind() != attr_code::tensor) return std::nullopt;
  dense_data d = a.data;
  d.shape = a.data.dims;
  return d;
}

MLIRBC_INLINE void vhlo_dialect::print_attribute(const vhlo_attribute& a, dialect_printer& p) const {
  if (const enum_info* e = enum_of(a.kind())) {
    p.text("<");
    p.text(e->mnemonic);
    p.text(" ");
    p.text(*case_name(*e, a.enum_value));
    p.text(">");
    return;
  }
  p.mnemonic(attr_mnemonic(a.kind()));
  p.text("<");
  switch (a.kind()) {
    case attr_code::array:
      p.text("[");
      p.attributes(a.refs);
      p.text("]");
      break;
    case attr_code::dictionary:
      p.text("{");
      for (std::size_t i = 0; i + 1 < a.refs.size(); i += 2) {
        if (i != 0) p.text(", ");
        p.attribute(a.refs[i]);
        p.text(" = ");
        p.attribute(a.refs[i + 1]);
      }
      p.text("}");
      break;
    case attr_code::boolean: p.text(a.flag ? "true" : "false"); break;
    case attr_code::floating:
      p.floating(type_table[type_code_of(p, a.type)].fk, a.lo, a.hi);
      p.text(" : ");
      p.type(a.type);
      break;
    case attr_code::integer: {
      std::string s;
      if (a.width == 1) s = (a.lo & 1u) != 0 ? "true" : "false";
      else print_detail::append_int(&a.lo, 1, a.width, a.is_signed, s);
      p.text(s + " : ");
      p.text(a.builtin_type);
      break;
    }
    case attr_code::output_operand_alias:
      p.text("outputTupleIndices = " + dims(a.ints) + ", operandIndex = " + std::to_string(a.number) +
             ", operandTupleIndices = " + dims(a.ints2));
      break;
    case attr_code::string: p.quoted(a.text); break;
    case attr_code::tensor: print_tensor_literal(a.data, p); break;
    case attr_code::type: p.type(a.type); break;
    case attr_code::type_extensions: p.text("bounds = " + dims(a.ints)); break;
    case attr_code::result_accuracy:
      p.text("atol = ");
      p.floating(float_kind::f64, a.lo);
      p.text(", rtol = ");
      p.floating(float_kind::f64, a.hi);
      p.text(", ulps = " + std::to_string(a.number) + ", mode = ");
      p.attribute(a.refs[0]);
      break;
    case attr_code::sub_axis_info:
      p.text("pre_size = " + std::to_string(a.number) + ", size = " + std::to_string(a.number2));
      break;
    case attr_code::axis_ref:
    case attr_code::mesh:
      p.text(a.kind() == attr_code::mesh ? "axes = " : "name = ");
      p.attribute(a.refs[0]);
      if (a.flag) {
        p.text(a.kind() == attr_code::mesh ? ", device_ids = " : ", sub_axis_info = ");
        p.attribute(a.refs[1]);
      }
      break;
    case attr_code::replica_group_mesh_axes:
      p.text("mesh = ");
      p.attribute(a.refs[0]);
      p.text(", axes = ");
      p.attribute(a.refs[1]);
      break;
    case attr_code::mesh_axis:
      p.text("name = ");
      p.attribute(a.refs[0]);
      p.text(", size = " + std::to_string(a.number));
      break;
    default: break;
  }
  p.text(">");
}

MLIRBC_INLINE void vhlo_dialect::types(dialect_reader& r, std::vector<std::uint64_t>& out, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& t : out) t = r.type("vhlo type");
}

MLIRBC_INLINE void vhlo_dialect::attributes(dialect_reader& r, std::vector<std::uint64_t>& out, std::size_t per_item, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what, per_item)) * per_item);
  for (auto& a : out) a = r.attribute("vhlo attribute");
}

MLIRBC_INLINE void vhlo_dialect::signed_list(dialect_reader& r, std::vector<std::int64_t>& out, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& v : out) v = r.signed_varint("vhlo signed value");
}

MLIRBC_INLINE void vhlo_dialect::quant_types(dialect_reader& r, vhlo_type& t) {
  t.flags = r.varint("vhlo quant flags");
  t.storage = r.type("vhlo quant storage type");
  t.expressed = r.type("vhlo quant expressed type");
}

MLIRBC_INLINE auto vhlo_dialect::vhlo_type_now(dialect_reader& r, std::uint64_t idx, bool& pending) -> const vhlo_type* {
  const mlirbc::type* t = r.type_now(idx);
  pending = t == nullptr;
  if (t == nullptr) return nullptr;
  const auto* d = t->get<types::dialect>();
  return d != nullptr ? d->as<vhlo_type>() : nullptr;
}

MLIRBC_INLINE void vhlo_dialect::decode_float(dialect_reader& r, vhlo_attribute& a) {
  const std::uint64_t at = r.offset();
  a.type = r.type("vhlo float type");
  if (!r.ok()) return;
  bool pending = false;
  const vhlo_type* t = vhlo_type_now(r, a.type, pending);
  if (pending) return;
  if (t == nullptr || t->info().cls != scalar::floating) {
    r.fail_at(at, "vhlo float_v1 needs a vhlo float type");
    return;
  }
  const unsigned bits = float_info_bits(t->info().fk);
  a.lo = r.fixed_width_bits(bits, "vhlo float value");
}

MLIRBC_INLINE void vhlo_dialect::decode_integer(dialect_reader& r, vhlo_attribute& a) {
  const std::uint64_t at = r.offset();
  a.type = r.type("vhlo integer type");
  if (!r.ok()) return;
  bool pending = false;
  const vhlo_type* t = vhlo_type_now(r, a.type, pending);
  if (pending) return;
  if (t == nullptr || (t->info().cls != scalar::integer && t->info().cls != scalar::index)) {
    r.fail_at(at, "vhlo integer_v1 needs a vhlo integer or index type");
    return;
  }
  a.width = t->info().width;
  a.is_signed = !t->info().is_unsigned;
  a.builtin_type = t->info().builtin;
  a.lo = r.fixed_width_bits(a.width, "vhlo integer value");
}

MLIRBC_INLINE void vhlo_dialect::decode_tensor(dialect_reader& r, vhlo_attribute& a) {
  const std::uint64_t at = r.offset();
  a.type = r.type("vhlo tensor type");
  if (!r.ok()) return;
  bool pending = false;
  const vhlo_type* t = vhlo_type_now(r, a.type, pending);
  if (pending) return;
  if (t == nullptr || !(t->is(type_code::ranked_tensor) || t->is(type_code::ranked_tensor_with_encoding))) {
    r.fail_at(at, "vhlo tensor_v1 needs a vhlo ranked tensor type");
    return;
  }
  tensor_data& d = a.data;
  auto n = static_element_count(t->shape);
  if (!n) {
    r.fail_at(at, "vhlo tensor_v1 needs a static shape");
    return;
  }
  d.num_elements = *n;
  d.dims = t->shape;
  d.type = a.type;
  d.element_type = t->element;
  d.has_encoding = t->has_encoding;
  d.encoding = t->encoding;
  const vhlo_type* e = vhlo_type_now(r, t->element, pending);
  if (pending) return;
  std::string element_text;
  if (e == nullptr || !element_format(r, *e, d, element_text, pending)) {
    if (!pending) r.decline();  // e.g. quantized elements: no builtin form to print
    return;
  }
  d.builtin_type = "tensor<";
  for (const std::int64_t dim : d.dims) d.builtin_type += std::to_string(dim) + "x";
  d.builtin_type += element_text;
  read_tensor_data(r, d, "vhlo tensor data", "vhlo tensor_v1 data size does not match its type");
}

MLIRBC_INLINE bool vhlo_dialect::element_format(dialect_reader& r, const vhlo_type& e, tensor_data& d, std::string& text, bool& pending) {
  const vhlo_type* scalar_type = &e;
  if (e.is(type_code::complex)) {
    scalar_type = vhlo_type_now(r, e.element, pending);
    if (scalar_type == nullptr) return false;
  }
  return tensor_element(scalar_type->info(), e.is(type_code::complex), d, text);
}

MLIRBC_INLINE std::optional<std::string_view> vhlo_dialect::case_name(const enum_info& e, std::uint32_t v) noexcept {
  if (v < e.first || v - e.first >= e.cases.size() || e.cases[v - e.first].empty()) return std::nullopt;
  return e.cases[v - e.first];
}

MLIRBC_INLINE std::string_view vhlo_dialect::attr_mnemonic(attr_code c) noexcept {
  switch (c) {
    case attr_code::array: return "array_v1";
    case attr_code::boolean: return "bool_v1";
    case attr_code::dictionary: return "dict_v1";
    case attr_code::floating: return "float_v1";
    case attr_code::integer: return "integer_v1";
    case attr_code::output_operand_alias: return "output_operand_alias_v1";
    case attr_code::string: return "string_v1";
    case attr_code::tensor: return "tensor_v1";
    case attr_code::type: return "type_v1";
    case attr_code::type_extensions: return "type_extensions_v1";
    case attr_code::result_accuracy: return "result_accuracy_v1";
    case attr_code::sub_axis_info: return "sub_axis_info_v1";
    case attr_code::axis_ref: return "axis_ref_v1";
    case attr_code::replica_group_mesh_axes: return "replica_group_mesh_axes_v1";
    case attr_code::mesh_axis: return "mesh_axis_v1";
    case attr_code::mesh: return "mesh_v1";
    default: return {};
  }
}

MLIRBC_INLINE std::uint8_t vhlo_dialect::type_code_of(const dialect_printer& p, std::uint64_t idx) noexcept {
  const auto* d = p.type_node(idx).get<types::dialect>();
  const vhlo_type* t = d != nullptr ? d->as<vhlo_type>() : nullptr;
  return t != nullptr ? t->code : 0;
}

MLIRBC_INLINE std::string vhlo_dialect::dims(std::span<const std::int64_t> v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i != 0) s += ", ";
    s += dim_text(v[i]);
  }
  return s + "]";
}

MLIRBC_INLINE void vhlo_dialect::type_array(dialect_printer& p, std::span<const std::uint64_t> ts) {
  if (ts.empty()) p.text("()");
  p.types(ts);
}

MLIRBC_INLINE void vhlo_dialect::quant_head(const vhlo_type& t, dialect_printer& p) {
  p.text("<");
  p.type(t.storage);
  p.text(":");
  p.type(t.expressed);
  p.text(", ");
}

MLIRBC_INLINE void vhlo_dialect::quant_tail(const vhlo_type& t, dialect_printer& p) {
  p.text(std::to_string(t.storage_min) + ":" + std::to_string(t.storage_max) + ", " + std::to_string(t.flags) + ">");
}

MLIRBC_INLINE std::span<const op_schema::schema_set> vhlo_dialect::op_schemas() { return {&op_schema::vhlo_ops, 1}; }

}  // namespace mlirbc::dialects
