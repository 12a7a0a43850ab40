// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of op_properties.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <utility>

#include "../op_properties.hpp"

namespace mlirbc {

namespace detail {

MLIRBC_INLINE error props_error(errc code, const property_entry& e, const char* what) {
  return error{code, section_id::properties, e.offset, what};
}

MLIRBC_INLINE auto leading_attribute_index(const bytecode& b, const property_entry& e, cursor& c,
                                                     const char* what) -> result<std::uint64_t> {
  const std::uint64_t idx = c.varint(what);
  if (!c.ok()) return c.err();
  if (idx >= b.attr_types().num_attributes()) {
    return error{errc::index_out_of_range, section_id::properties, e.offset, "properties attribute", idx,
                 b.attr_types().num_attributes()};
  }
  return idx;
}

}  // namespace detail

MLIRBC_INLINE result<std::uint64_t> unregistered_properties_attribute(const attr_reader& r, const property_entry& e) {
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  auto idx = detail::leading_attribute_index(r.file(), e, c, "unregistered op properties attribute");
  if (!idx) return idx;
  if (!c.at_end()) {
    const error trailing{errc::trailing_data, section_id::properties, c.offset(), "unregistered op properties entry",
                         c.remaining(), 0};
    if (!r.tolerate(trailing)) return trailing;
  }
  return idx;
}

namespace detail {

MLIRBC_INLINE auto decode_by_known_layouts(const attr_reader& r, const op_name& op,
                                                          const property_entry& e,
                                                          const char* none_fits) -> result<decoded_properties> {
  std::vector<unsigned> releases;
  for (const op_schema::schema_set* s : fit_order(r.file(), r.dialects()))
    if (std::find(releases.begin(), releases.end(), s->major) == releases.end()) releases.push_back(s->major);
  struct fit {
    unsigned release;
    const op_schema::schema_set* set;
    std::vector<property_value> values;
  };
  std::vector<fit> fits;
  error first_error = props_error(errc::unsupported, e, "op properties: no known release has a layout for this op");
  for (const unsigned release : releases) {
    const op_layout layout = find_layout_in(r, op, release);
    if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok) continue;
    auto values = decode_with(layout, r, op, e);
    if (!values) {
      if (first_error.code == errc::unsupported) first_error = values.err();
      continue;
    }
    fits.push_back(fit{release, layout.set, std::move(*values)});
  }
  if (fits.empty()) return none_fits != nullptr ? props_error(errc::unsupported, e, none_fits) : first_error;
  std::size_t chosen = 0;  // all that fit agree: the first (the nearest release)
  for (std::size_t i = 1; i < fits.size(); ++i) {
    if (fits[i].values == fits[0].values) continue;
    // They disagree: take what the reference reader of the nearest release at or
    // after the producer's reads (mlir-opt 22 reads an MLIR 21 file with 22's
    // layouts), with a warning; the newest when the producer names no release.
    std::vector<unsigned> majors;
    for (const fit& f : fits) majors.push_back(f.release);
    const unsigned producer = mlir_producer_major(r.file().producer());
    const unsigned pick = preferred_release(producer == 0 ? ~0u : producer, majors);
    chosen = static_cast<std::size_t>(
        std::find_if(fits.begin(), fits.end(), [&](const fit& f) { return f.release == pick; }) - fits.begin());
    const error warning{errc::unsupported, section_id::properties, e.offset,
                        "op properties: the layouts of two MLIR releases both decode this entry, differently; "
                        "the nearest release at or after the producer's was chosen",
                        fits[chosen].release, fits[chosen == 0 ? i : 0].release};
    if (!r.tolerate(warning)) return warning;
    break;
  }
  decoded_properties out;
  out.values = std::move(fits[chosen].values);
  out.layout = fits[chosen].set;
  out.inferred = true;
  return out;
}

MLIRBC_INLINE decoded_properties properties_of_attribute(const attr_reader& r, std::uint64_t idx) {
  decoded_properties out;
  if (const auto* d = r.attr_node(idx).get<attrs::dictionary>()) {
    for (const named_attr& na : d->entries) out.values.push_back(property_value{na.name, props::value::attribute(na.value)});
  } else {
    out.values.push_back(property_value{{}, props::value::attribute(idx)});
  }
  return out;
}

MLIRBC_INLINE result<decoded_properties> unregistered_properties(const attr_reader& r, const property_entry& e) {
  auto idx = unregistered_properties_attribute(r, e);
  if (!idx) return idx.err();
  if (auto a = r.attribute(*idx); !a) return a.err();
  return properties_of_attribute(r, *idx);
}

MLIRBC_INLINE auto or_as_unknown_op(const attr_reader& r, const op_name& op, const property_entry& e,
                                                   result<decoded_properties> decoded) -> result<decoded_properties> {
  if (decoded || decoded.err().code != errc::unsupported || !dialect_has_layouts(r, op.dialect_name)) return decoded;
  const auto& sets = r.dialects().op_schemas();
  if (std::any_of(sets.begin(), sets.end(), [&](const op_schema::schema_set* s) { return op_schema::find(*s, op) != nullptr; }))
    return decoded;
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  auto idx = leading_attribute_index(r.file(), e, c, "op properties attribute");  // bytes after it ignored, as MLIR does
  if (!idx || !r.attribute(*idx)) return decoded;
  const error warning{errc::unsupported, section_id::properties, e.offset,
                      "op properties: registered op that no known release defines, read as MLIR reads an op it does not "
                      "know (one attribute reference)"};
  if (!r.tolerate(warning)) return decoded;
  return properties_of_attribute(r, *idx);
}

}  // namespace detail

MLIRBC_INLINE op_layout_lookup look_up_layout(const attr_reader& r, const op_name& op) {
  op_layout_lookup where;
  // Entries of older files are refused and an unregistered op's entry is one attribute index.
  if (r.file().version() < version_native_properties || !op.registered) return where;
  where.own = find_release_independent_layout(r, op);
  where.has_release_set = release_set(r) != nullptr;
  if (where.own.desc != nullptr) where.layout = where.own;
  else if (where.has_release_set) where.layout = find_layout(r, op);
  return where;
}

MLIRBC_INLINE auto decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                const property_entry& e) -> result<decoded_properties> {
  return decode_properties_and_layout(r, op, e, look_up_layout(r, op));
}

MLIRBC_INLINE auto decode_properties_and_layout(const attr_reader& r, const op_name& op, const property_entry& e,
                                                const op_layout_lookup& where) -> result<decoded_properties> {
  const bytecode& b = r.file();
  decoded_properties out;
  if (b.version() < version_native_properties)
    return detail::props_error(errc::bad_value, e, "op properties exist only in files of version 5 and later");
  if (!op.registered) return detail::unregistered_properties(r, e);
  if (where.own.desc == nullptr && !where.has_release_set)
    return detail::or_as_unknown_op(r, op, e, detail::decode_by_known_layouts(r, op, e));
  const op_layout layout = where.layout;
  if (layout.desc == nullptr) {
    // An op the producer's release does not define here (e.g. MLIR 19's test
    // dialect, whose table only exists for 22): per-op fit, as without a table.
    if (r.dialects().forced_op_layouts() == 0) {
      return detail::or_as_unknown_op(
          r, op, e,
          detail::decode_by_known_layouts(
              r, op, e, "op properties: registered op unknown to the producer's schema, and no other release's layout fits"));
    }
    return detail::props_error(errc::unsupported, e,
                               "op properties: registered op unknown to the forced release's layouts");
  }
  if (layout.desc->status == op_schema::op_status::none)
    return detail::props_error(errc::bad_value, e, "op properties: this op has no property storage");
  if (layout.desc->status != op_schema::op_status::ok)
    return detail::props_error(errc::unsupported, e, "op properties: layout of this op is unknown for the producer");
  auto values = detail::decode_with(layout, r, op, e);
  if (!values) return values.err();
  out.values = std::move(*values);
  out.layout = layout.set;
  return out;
}

MLIRBC_INLINE auto properties_or_opaque(const attr_reader& r, const op_name& op,
                                        const property_entry& e) -> result<decoded_properties> {
  return properties_or_opaque(r, op, e, look_up_layout(r, op));
}

MLIRBC_INLINE auto properties_or_opaque(const attr_reader& r, const op_name& op, const property_entry& e,
                                        const op_layout_lookup& where) -> result<decoded_properties> {
  auto decoded = decode_properties_and_layout(r, op, e, where);
  if (decoded || r.file().version() < version_native_properties) return decoded;
  error why = decoded.err();
  why.op = r.file().op_number(op);
  if (!r.tolerate(why)) return why;
  decoded_properties out;
  out.opaque = why;
  out.raw = e.bytes;
  return out;
}

MLIRBC_INLINE auto decode_properties(const attr_reader& r, const op_name& op,
                                                             const property_entry& e) -> result<std::vector<property_value>> {
  auto d = decode_properties_and_layout(r, op, e);
  if (!d) return d.err();
  return std::move(d->values);
}

MLIRBC_INLINE std::string describe_properties_error(const attr_reader& r, const op_name& op, const error& e) {
  std::string out = op.full_name() + " properties: " + e.message() + " (producer '";
  out += r.file().producer();
  out += "'";
  if (const op_schema::schema_set* s = release_set(r)) {
    out += ", schema ";
    out += s->name;
  }
  out += ")";
  return out;
}

}  // namespace mlirbc
