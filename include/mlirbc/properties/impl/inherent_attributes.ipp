// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of inherent_attributes.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>

#include "../inherent_attributes.hpp"
#include "../op_layout_choice.hpp"
#include "../../model/op_schema.hpp"
#include "../property_slot_check.hpp"

namespace mlirbc {

namespace detail {

// The field of `layout` that dictionary entry `attr` fills, or null when it is
// not inherent there.
MLIRBC_INLINE const op_schema::field_desc* inherent_field(const op_layout& layout, std::string_view attr) {
  using op_schema::field_kind;
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok) return nullptr;
  const std::string_view name = inherent_print_name(attr);
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    const bool attribute_field = f.kind == field_kind::attr || f.kind == field_kind::opt_attr ||
                                 f.kind == field_kind::segments_v5 || f.kind == field_kind::custom_attr;
    if (attribute_field && f.name == name && (name == attr || f.kind == field_kind::segments_v5)) return &f;
  }
  return nullptr;
}

// legacy_properties by `layout`. Entries no field accepts are left out (they
// print in `{…}`), and so are their defaults; each is reported through
// `rejected` when given.
template <class Rejected>
result<std::vector<property_value>> legacy_properties_in(const attr_reader& r, const op_layout& layout, std::uint64_t attrs,
                                                         Rejected&& rejected) {
  std::vector<property_value> out;
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok || layout.desc->count == 0) return out;
  std::vector<std::string_view> left_out;  // printed in `{…}`: neither the value nor the default prints here
  if (attrs != no_attr) {
    auto dict = r.dictionary(attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict) {
      const op_schema::field_desc* f = inherent_field(layout, na.name);
      if (f == nullptr) continue;
      auto fits = attribute_fits(r, na.value, *f);
      if (!fits) return fits.err();
      if (!*fits) {
        if (error e = rejected(na)) return e;
        left_out.push_back(f->name);
        continue;
      }
      out.push_back(property_value{f->name, props::value::attribute(na.value)});
    }
  }
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    if (!f.has_default) continue;
    auto named = [&](std::string_view n) { return n == f.name; };
    const bool present = std::any_of(out.begin(), out.end(), [&](const property_value& v) { return v.name == f.name; });
    if (!present && std::none_of(left_out.begin(), left_out.end(), named))
      out.push_back(property_value{f.name, props::value::printed(f.default_text)});
  }
  std::stable_sort(out.begin(), out.end(), [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

// For a producer that names no MLIR release: whether another registered
// release's definitions of `op` would print its attributes otherwise.
MLIRBC_INLINE bool release_matters(const attr_reader& r, const op_name& op, std::uint64_t attrs,
                                   const std::vector<property_value>& chosen) {
  const unsigned used = layout_release(r);
  for (const op_schema::schema_set* s : r.dialects().op_schemas()) {
    if (!s->dialect.empty() || s->major == op_schema::any_release || s->major == used) continue;
    auto other = legacy_properties_in(r, find_layout_in(r, op, s->major), attrs, [](const named_attr&) { return error{}; });
    if (!other || *other != chosen) return true;
  }
  return false;
}

}  // namespace detail

MLIRBC_INLINE bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr) {
  return detail::inherent_field(find_layout(r, op), attr) != nullptr;
}

MLIRBC_INLINE bool prints_as_property(const attr_reader& r, const op_name& op, const named_attr& na) {
  const op_schema::field_desc* f = detail::inherent_field(find_layout(r, op), na.name);
  if (f == nullptr) return false;
  auto fits = detail::attribute_fits(r, na.value, *f);
  return !fits || *fits;  // an attribute that does not decode fails the properties' print
}

MLIRBC_INLINE std::string_view inherent_print_name(std::string_view attr) noexcept {
  if (attr == "operand_segment_sizes") return "operandSegmentSizes";
  if (attr == "result_segment_sizes") return "resultSegmentSizes";
  return attr;
}

MLIRBC_INLINE auto legacy_properties(const attr_reader& r, const op_name& op, std::uint64_t attrs)
    -> result<std::vector<property_value>> {
  const bytecode& b = r.file();
  if (b.version() >= version_native_properties)
    return error{errc::bad_value, section_id::ir, 0, "legacy_properties applies to files of version 0 to 4"};
  const std::uint32_t op_number = b.op_number(op);
  auto rejected = [&](const named_attr& na) -> error {
    auto entry = b.attr_types().attribute_at(attrs);
    error e{errc::bad_value, section_id::attr_type, entry ? entry->offset : 0,
            "v0-4 inherent attribute of a kind the op's definition does not accept (printed in the attribute "
            "dictionary)",
            na.value, 0, op_number};
    e.name = b.strings().index_of(na.name);
    return r.tolerate(e) ? error{} : e;
  };
  auto out = detail::legacy_properties_in(r, find_layout(r, op), attrs, rejected);
  if (out && legacy_release_guessed(b, r.dialects()) && detail::release_matters(r, op, attrs, *out)) {
    const auto at = static_cast<std::uint64_t>(b.producer().data() - reinterpret_cast<const char*>(b.bytes().data()));
    const error e{errc::unsupported, section_id::header, at,
                  "v0-4 file whose producer names no MLIR release: its inherent attributes are those of the newest "
                  "release's definitions, and another release's differ for this op",
                  0, 0, op_number};
    if (!r.tolerate(e)) return e;
  }
  return out;
}

}  // namespace mlirbc
