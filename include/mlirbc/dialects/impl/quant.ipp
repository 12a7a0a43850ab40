// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of quant.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../quant.hpp"

namespace mlirbc::dialects {

MLIRBC_INLINE auto quant_dialect::decode_type(dialect_reader& r) const -> type_value {
  quantized_type q;
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("quant type code");
  if (!r.ok()) return q;
  if (code < 1 || code > 6) {
    r.fail_at(code_at, "unknown quant type code", code, 6);
    return q;
  }
  q.k = static_cast<kind>(code);
  if (q.k == kind::calibrated) {
    q.has_expressed = true;
    q.expressed_type = r.type("calibrated expressed type");
    q.calibrated_min = r.fixed_width_bits(64, "calibrated min");
    q.calibrated_max = r.fixed_width_bits(64, "calibrated max");
    return q;
  }
  q.flags = r.varint("quant flags");
  const std::uint64_t storage_at = r.offset();
  q.storage_type = r.type("quant storage type");
  if (q.k != kind::any) {
    q.has_expressed = true;
    q.expressed_type = r.type("quant expressed type");
  }
  if (!r.ok()) return q;
  // The storage width decides the printed bounds: decode the storage type first.
  const mlirbc::type* st = r.type_now(q.storage_type);
  if (st == nullptr) return q;
  const auto* it = st->get<types::integer>();
  if (it == nullptr || it->width == 0 || it->width > 64) {
    r.fail_at(storage_at, "quant storage type must be an integer type of 1 to 64 bits");
    return q;
  }
  q.storage_width = it->width;
  if (q.k == kind::uniform) {
    q.scales.push_back(r.fixed_width_bits(64, "quant scale"));
    q.zero_points.push_back(r.signed_varint("quant zero point"));
  } else if (q.k == kind::per_axis) {
    q.quantized_dimension = r.varint("quant quantized dimension");
  }
  q.storage_min = r.signed_varint("quant storage min");
  q.storage_max = r.signed_varint("quant storage max");
  if (q.k == kind::per_axis) {
    q.scales.resize(static_cast<std::size_t>(r.count("quant scale count")));
    for (auto& s : q.scales) s = r.fixed_width_bits(64, "quant scale");
    const std::uint64_t zp_at = r.offset();
    q.zero_points.resize(static_cast<std::size_t>(r.count("quant zero point count")));
    for (auto& z : q.zero_points) z = r.signed_varint("quant zero point");
    if (r.ok() && q.zero_points.size() != q.scales.size())
      r.fail_at(zp_at, "quant zero point count differs from the scale count", q.zero_points.size(), q.scales.size());
  } else if (q.k == kind::sub_channel) {
    q.quantized_dimensions.resize(static_cast<std::size_t>(r.count("quant dimension count")));
    for (auto& d : q.quantized_dimensions) d = r.signed_varint("quant quantized dimension");
    const std::uint64_t bs_at = r.offset();
    q.block_sizes.resize(static_cast<std::size_t>(r.count("quant block size count")));
    for (auto& b : q.block_sizes) b = r.signed_varint("quant block size");
    if (r.ok() && q.block_sizes.size() != q.quantized_dimensions.size())
      r.fail_at(bs_at, "quant block size count differs from the dimension count", q.block_sizes.size(),
                q.quantized_dimensions.size());
    const std::uint64_t at = r.offset();
    q.scales_attr = r.attribute("quant scales");
    q.zero_points_attr = r.attribute("quant zero points");
    if (!r.ok()) return q;
    const mlirbc::attribute* s = r.attribute_now(q.scales_attr);
    const mlirbc::attribute* z = r.attribute_now(q.zero_points_attr);
    if (s == nullptr || z == nullptr) return q;
    const auto* sd = s->get<attrs::dense_elements>();
    const auto* zd = z->get<attrs::dense_elements>();
    if (sd == nullptr || zd == nullptr || sd->num_elements != zd->num_elements)
      r.fail_at(at, "quant sub-channel scales and zero points must be dense elements of one shape");
  }
  return q;
}

MLIRBC_INLINE void quant_dialect::print_type(const quantized_type& q, dialect_printer& p) const {
  if (q.k == kind::calibrated) {
    p.mnemonic("calibrated");
    p.text("<");
    p.type(q.expressed_type);
    p.text("<");
    p.floating(float_kind::f64, q.calibrated_min);
    p.text(":");
    p.floating(float_kind::f64, q.calibrated_max);
    p.text(">>");
    return;
  }
  p.mnemonic(q.k == kind::any || q.k == kind::any_expressed ? "any" : "uniform");
  p.text("<");
  storage(q, p);
  if (q.k == kind::any || q.k == kind::any_expressed) {
    if (q.has_expressed) {
      p.text(":");
      p.type(q.expressed_type);
    }
    p.text(">");
    return;
  }
  p.text(":");
  p.type(q.expressed_type);
  if (q.k == kind::uniform) {
    p.text(", ");
    params(q.scales[0], q.zero_points[0], p);
  } else if (q.k == kind::per_axis) {
    p.text(":");
    p.unsigned_int(q.quantized_dimension);
    p.text(", {");
    for (std::size_t i = 0; i < q.scales.size(); ++i) {
      if (i != 0) p.text(",");
      params(q.scales[i], q.zero_points[i], p);
    }
    p.text("}");
  } else {
    p.text(":{");
    for (std::size_t i = 0; i < q.quantized_dimensions.size(); ++i) {
      if (i != 0) p.text(", ");
      p.signed_int(static_cast<std::int32_t>(q.quantized_dimensions[i]));
      p.text(":");
      p.signed_int(q.block_sizes[i]);
    }
    p.text("}, ");
    sub_channel_params(q, p);
  }
  p.text(">");
}

MLIRBC_INLINE void quant_dialect::storage(const quantized_type& q, dialect_printer& p) const {
  p.text(q.is_signed() ? "i" : "u");
  p.unsigned_int(q.storage_width);
  const unsigned w = q.storage_width;
  const std::int64_t def_min =
      q.is_signed() ? (w == 64 ? INT64_MIN : -(std::int64_t{1} << (w - 1))) : 0;
  const std::int64_t def_max = q.is_signed() ? (w == 64 ? INT64_MAX : (std::int64_t{1} << (w - 1)) - 1)
                                             : (w >= 64 ? -1 : static_cast<std::int64_t>((std::uint64_t{1} << w) - 1));
  if (q.storage_min != def_min || q.storage_max != def_max) {
    p.text("<");
    p.signed_int(q.storage_min);
    p.text(":");
    p.signed_int(q.storage_max);
    p.text(">");
  }
}

MLIRBC_INLINE void quant_dialect::params(std::uint64_t scale_bits, std::int64_t zero_point, dialect_printer& p) {
  p.floating(float_kind::f64, scale_bits);
  if (zero_point != 0) {
    p.text(":");
    p.signed_int(zero_point);
  }
}

MLIRBC_INLINE void quant_dialect::sub_channel_params(const quantized_type& q, dialect_printer& p) {
  const auto& s = *p.attribute_node(q.scales_attr).get<attrs::dense_elements>();
  const auto& z = *p.attribute_node(q.zero_points_attr).get<attrs::dense_elements>();
  const mlirbc::type& st = p.type_node(s.type);
  const auto* rt = st.get<types::ranked_tensor>();
  const std::vector<std::int64_t> shape = rt != nullptr ? rt->shape : std::vector<std::int64_t>{};
  const mlirbc::type& se = p.type_node(rt != nullptr ? rt->element : 0);
  const auto* sf = se.get<types::floating>();
  const mlirbc::type& zt = p.type_node(z.type);
  const auto* zr = zt.get<types::ranked_tensor>();
  const auto* zi = zr != nullptr ? p.type_node(zr->element).get<types::integer>() : nullptr;
  if (sf == nullptr || zi == nullptr) {
    p.text("?");
    return;
  }
  const std::size_t seb = float_storage_bytes(sf->kind), zeb = (std::size_t{zi->width} + 7) / 8;
  auto load = [](std::span<const std::byte> d, std::size_t at, std::size_t n) {
    std::uint64_t v = 0;
    for (std::size_t k = 0; k < n && k < 8; ++k) v |= std::uint64_t{static_cast<std::uint8_t>(d[at + k])} << (8 * k);
    return v;
  };
  auto element = [&](std::uint64_t i) {
    const std::size_t si = s.splat ? 0 : static_cast<std::size_t>(i);
    const std::size_t zi_ = z.splat ? 0 : static_cast<std::size_t>(i);
    p.floating(sf->kind, load(s.data, si * seb, seb));
    std::uint64_t zv = load(z.data, zi_ * zeb, zeb);
    if (zi->width > 0 && zi->width < 64) {
      zv &= (std::uint64_t{1} << zi->width) - 1;
      if ((zv >> (zi->width - 1)) & 1u) zv |= ~std::uint64_t{0} << zi->width;  // sign-extend
    }
    if (zv != 0) {
      p.text(":");
      p.signed_int(static_cast<std::int64_t>(zv));
    }
  };
  print_detail::append_nested(shape, s.num_elements, "{", "}", [&](std::string_view t) { p.text(t); }, element);
}

}
