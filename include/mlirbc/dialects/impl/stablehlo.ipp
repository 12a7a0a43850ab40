// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of stablehlo.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <string>

#include "../stablehlo.hpp"

namespace mlirbc::dialects {

namespace stablehlo_detail {

struct enum_attr {
  std::string_view mnemonic;
  std::uint64_t first;  // value of names[0]
  std::vector<std::string_view> names;
};

// The enum attributes by code (empty mnemonic: not an enum).
inline const enum_attr& enum_of(std::uint8_t code) {
  static const enum_attr none{};
  static const enum_attr table[] = {
      {"comparison_direction", 0, {"EQ", "NE", "GE", "GT", "LE", "LT"}},
      {"comparison_type", 0, {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}},
      {"fft_type", 0, {"FFT", "IFFT", "RFFT", "IRFFT"}},
      {"precision", 0, {"DEFAULT", "HIGH", "HIGHEST"}},
      {"rng_algorithm", 0, {"DEFAULT", "THREE_FRY", "PHILOX"}},
      {"rng_distribution", 1, {"UNIFORM", "NORMAL"}},
      {"transpose", 0, {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}},
      {"result_accuracy_mode", 0, {"DEFAULT", "HIGHEST", "TOLERANCE"}},
  };
  switch (code) {
    case 2: return table[0];
    case 3: return table[1];
    case 6: return table[2];
    case 8: return table[3];
    case 9: return table[4];
    case 10: return table[5];
    case 12: return table[6];
    case 16: return table[7];
    default: return none;
  }
}

inline std::string dim_list(const std::vector<std::int64_t>& v, bool dynamic_as_question = false) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i != 0) s += ", ";
    s += dynamic_as_question && v[i] == INT64_MIN ? std::string("?") : std::to_string(v[i]);
  }
  return s + "]";
}

// StableHLO's struct printer: each non-empty list and non-zero number as `name = value`.
struct fields {
  std::string out = "<";
  const char* sep = "";
  void list(std::string_view name, const std::vector<std::int64_t>& v) {
    if (v.empty()) return;
    out += sep;
    out += name;
    out += " = " + dim_list(v);
    sep = ", ";
  }
  void number(std::string_view name, std::int64_t v) {
    if (v == 0) return;
    out += sep;
    out += name;
    out += " = " + std::to_string(v);
    sep = ", ";
  }
};

}  // namespace stablehlo_detail

MLIRBC_INLINE void stablehlo_dialect::dims(dialect_reader& r, std::vector<std::int64_t>& out, const char* what) {
  out.resize(static_cast<std::size_t>(r.count(what)));
  for (auto& d : out) d = r.signed_varint(what);
}

MLIRBC_INLINE auto stablehlo_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  stablehlo_attribute a;
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("stablehlo attribute code");
  if (!r.ok()) return a;
  if (code == 0 || code > max_attr_code) {
    r.fail_at(code_at, "unknown stablehlo attribute code", code, max_attr_code);
    return a;
  }
  a.code = static_cast<std::uint8_t>(code);
  if (const auto& e = stablehlo_detail::enum_of(a.code); !e.mnemonic.empty()) {
    const std::uint64_t at = r.offset();
    a.value = r.varint("stablehlo enum value");
    if (r.ok() && (a.value < e.first || a.value - e.first >= e.names.size()))
      r.fail_at(at, "stablehlo enum value out of range", a.value, e.first + e.names.size() - 1);
    return a;
  }
  switch (code) {
    case 1:  // channel_handle
      a.ints[0] = r.signed_varint("stablehlo channel handle");
      a.ints[1] = r.signed_varint("stablehlo channel type");
      break;
    case 4: {  // conv: batch, feature, spatial of input; in/out feature, spatial of kernel; output as input
      a.ints[0] = r.signed_varint("stablehlo conv input batch dimension");
      a.ints[1] = r.signed_varint("stablehlo conv input feature dimension");
      dims(r, a.lists[0], "stablehlo conv input spatial dimension");
      a.ints[2] = r.signed_varint("stablehlo conv kernel input feature dimension");
      a.ints[3] = r.signed_varint("stablehlo conv kernel output feature dimension");
      dims(r, a.lists[1], "stablehlo conv kernel spatial dimension");
      a.ints[4] = r.signed_varint("stablehlo conv output batch dimension");
      a.ints[5] = r.signed_varint("stablehlo conv output feature dimension");
      dims(r, a.lists[2], "stablehlo conv output spatial dimension");
      // StableHLO's printer aborts on numbers that describe no layout; refuse them here.
      std::string probe;
      if (r.ok() && (!conv_dims(probe, a.lists[0], {{{a.ints[0], 'b'}, {a.ints[1], 'f'}}}) ||
                     !conv_dims(probe, a.lists[1], {{{a.ints[2], 'i'}, {a.ints[3], 'o'}}}) ||
                     !conv_dims(probe, a.lists[2], {{{a.ints[4], 'b'}, {a.ints[5], 'f'}}})))
        r.fail_at(code_at, "stablehlo conv dimension numbers do not describe a layout");
      break;
    }
    case 5:  // dot
      for (std::size_t i = 0; i < 4; ++i) dims(r, a.lists[i], "stablehlo dot dimension");
      break;
    case 7:   // gather: offset, collapsed slice, operand batching, start indices batching, start index map
    case 11:  // scatter: update window, inserted window, input batching, indices batching, dims to operand
      for (std::size_t i = 0; i < 5; ++i) dims(r, a.lists[i], "stablehlo gather/scatter dimension");
      a.ints[0] = r.signed_varint("stablehlo index vector dimension");
      break;
    case 13:  // type_extensions
      dims(r, a.lists[0], "stablehlo bound");
      break;
    case 14:  // output_operand_alias
      dims(r, a.lists[0], "stablehlo output tuple index");
      a.ints[0] = r.signed_varint("stablehlo operand index");
      dims(r, a.lists[1], "stablehlo operand tuple index");
      break;
    case 15:  // dot_algorithm
      for (auto& t : a.types) t = r.type("stablehlo dot algorithm type");
      for (std::size_t i = 0; i < 4; ++i) a.ints[i] = r.signed_varint("stablehlo dot algorithm field");
      break;
    case 17:  // result_accuracy
      a.atol = r.fixed_width_bits(64, "stablehlo result accuracy atol");
      a.rtol = r.fixed_width_bits(64, "stablehlo result accuracy rtol");
      a.ints[0] = r.signed_varint("stablehlo result accuracy ulps");
      a.mode = r.attribute("stablehlo result accuracy mode");
      break;
    default: break;
  }
  return a;
}

MLIRBC_INLINE bool stablehlo_dialect::conv_dims(std::string& out, const std::vector<std::int64_t>& spatial,
                                                std::array<std::pair<std::int64_t, char>, 2> others) {
  const std::size_t n = spatial.size() + 2;
  std::vector<std::int64_t> slot(n, -1);  // >= 0: spatial index; -2 - k: others[k]
  for (std::size_t k = 0; k < 2; ++k) {
    const std::int64_t d = others[k].first;
    if (d < 0 || static_cast<std::size_t>(d) >= n) return false;
    slot[static_cast<std::size_t>(d)] = -2 - static_cast<std::int64_t>(k);
  }
  for (std::size_t i = 0; i < spatial.size(); ++i) {
    const std::int64_t d = spatial[i];
    if (d < 0 || static_cast<std::size_t>(d) >= n) return false;
    slot[static_cast<std::size_t>(d)] = static_cast<std::int64_t>(i);
  }
  out += "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i != 0) out += ", ";
    if (slot[i] >= 0) out += std::to_string(slot[i]);
    else if (slot[i] == -1) out += "0";  // a slot nothing claims prints as StableHLO's zero-initialised entry
    else out += others[static_cast<std::size_t>(-2 - slot[i])].second;
  }
  out += "]";
  return true;
}

MLIRBC_INLINE void stablehlo_dialect::print_attribute(const stablehlo_attribute& a, dialect_printer& p) const {
  using stablehlo_detail::fields;
  if (const auto& e = stablehlo_detail::enum_of(a.code); !e.mnemonic.empty()) {
    // EnumAttr's format is `$value`: not `<…>`, so `#stablehlo<mnemonic VALUE>`.
    const std::string_view name = e.names[static_cast<std::size_t>(a.value - e.first)];
    if (p.stripped()) {
      p.text(name);
    } else {
      p.text("<");
      p.text(e.mnemonic);
      p.text(" ");
      p.text(name);
      p.text(">");
    }
    return;
  }
  switch (a.code) {
    case 1:
      p.mnemonic("channel_handle");
      p.text("<handle = " + std::to_string(a.ints[0]) + ", type = " + std::to_string(a.ints[1]) + ">");
      return;
    case 4: {
      p.mnemonic("conv");
      std::string s = "<";
      conv_dims(s, a.lists[0], {{{a.ints[0], 'b'}, {a.ints[1], 'f'}}});
      s += "x";
      conv_dims(s, a.lists[1], {{{a.ints[2], 'i'}, {a.ints[3], 'o'}}});
      s += "->";
      conv_dims(s, a.lists[2], {{{a.ints[4], 'b'}, {a.ints[5], 'f'}}});
      p.text(s + ">");
      return;
    }
    case 5: {
      p.mnemonic("dot");
      fields f;
      f.list("lhs_batching_dimensions", a.lists[0]);
      f.list("rhs_batching_dimensions", a.lists[1]);
      f.list("lhs_contracting_dimensions", a.lists[2]);
      f.list("rhs_contracting_dimensions", a.lists[3]);
      p.text(f.out + ">");
      return;
    }
    case 7:
    case 11: {
      const bool gather = a.code == 7;
      p.mnemonic(gather ? "gather" : "scatter");
      fields f;
      f.list(gather ? "offset_dims" : "update_window_dims", a.lists[0]);
      f.list(gather ? "collapsed_slice_dims" : "inserted_window_dims", a.lists[1]);
      f.list(gather ? "operand_batching_dims" : "input_batching_dims", a.lists[2]);
      f.list(gather ? "start_indices_batching_dims" : "scatter_indices_batching_dims", a.lists[3]);
      f.list(gather ? "start_index_map" : "scatter_dims_to_operand_dims", a.lists[4]);
      f.number("index_vector_dim", a.ints[0]);
      p.text(f.out + ">");
      return;
    }
    case 13: {
      p.mnemonic("bounds");
      std::string s = stablehlo_detail::dim_list(a.lists[0], true);
      p.text("<" + s.substr(1, s.size() - 2) + ">");
      return;
    }
    case 14:
      p.mnemonic("output_operand_alias");
      p.text("<output_tuple_indices = " + stablehlo_detail::dim_list(a.lists[0]) +
             ", operand_index = " + std::to_string(a.ints[0]) +
             ", operand_tuple_indices = " + stablehlo_detail::dim_list(a.lists[1]) + ">");
      return;
    case 15:
      p.mnemonic("dot_algorithm");
      p.text("<lhs_precision_type = ");
      p.type(a.types[0]);
      p.text(", rhs_precision_type = ");
      p.type(a.types[1]);
      p.text(", accumulation_type = ");
      p.type(a.types[2]);
      p.text(", lhs_component_count = " + std::to_string(a.ints[0]) +
             ", rhs_component_count = " + std::to_string(a.ints[1]) +
             ", num_primitive_operations = " + std::to_string(a.ints[2]) +
             ", allow_imprecise_accumulation = " + (a.ints[3] != 0 ? "true" : "false") + ">");
      return;
    case 17: {
      p.mnemonic("result_accuracy");
      p.text("<");
      constexpr std::uint64_t magnitude = ~(std::uint64_t{1} << 63);  // ±0 is zero
      if ((a.atol & magnitude) != 0) {
        p.text("atol = ");
        p.floating(float_kind::f64, a.atol);
        p.text(", ");
      }
      if ((a.rtol & magnitude) != 0) {
        p.text("rtol = ");
        p.floating(float_kind::f64, a.rtol);
        p.text(", ");
      }
      if (a.ints[0] != 0) p.text("ulps = " + std::to_string(a.ints[0]) + ", ");
      p.text("mode = ");
      p.attribute(a.mode);
      p.text(">");
      return;
    }
    default: return;
  }
}

MLIRBC_INLINE auto stablehlo_dialect::decode_type(dialect_reader& r) const -> type_value {
  const std::uint64_t at = r.offset();
  const std::uint64_t code = r.varint("stablehlo type code");
  if (r.ok() && code != 0) r.fail_at(at, "unknown stablehlo type code", code, 0);
  return {};
}

MLIRBC_INLINE void stablehlo_dialect::print_type(const token_type&, dialect_printer& p) const { p.mnemonic("token"); }

MLIRBC_INLINE auto chlo_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
  chlo_attribute a;
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("chlo attribute code");
  if (!r.ok()) return a;
  if (code > 1) {
    r.fail_at(code_at, "unknown chlo attribute code", code, 1);
    return a;
  }
  a.code = static_cast<std::uint8_t>(code);
  // The same enums as stablehlo's attribute codes 2 and 3.
  const auto& e = stablehlo_detail::enum_of(static_cast<std::uint8_t>(code + 2));
  const std::uint64_t at = r.offset();
  a.value = r.varint("chlo enum value");
  if (r.ok() && a.value >= e.names.size()) r.fail_at(at, "chlo enum value out of range", a.value, e.names.size() - 1);
  return a;
}

MLIRBC_INLINE void chlo_dialect::print_attribute(const chlo_attribute& a, dialect_printer& p) const {
  const auto& e = stablehlo_detail::enum_of(static_cast<std::uint8_t>(a.code + 2));
  const std::string_view name = e.names[static_cast<std::size_t>(a.value)];
  if (p.stripped()) {
    p.text(name);
    return;
  }
  p.text("<");
  p.text(e.mnemonic);
  p.text(" ");
  p.text(name);
  p.text(">");
}

}  // namespace mlirbc::dialects
