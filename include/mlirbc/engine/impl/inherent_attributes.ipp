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

MLIRBC_INLINE bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr) {
  using op_schema::field_kind;
  const op_layout layout = find_layout(r, op);
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok) return false;
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    const bool attribute_field = f.kind == field_kind::attr || f.kind == field_kind::opt_attr ||
                                 f.kind == field_kind::segments_v5 || f.kind == field_kind::custom_attr;
    if (attribute_field && f.name == attr) return true;
    if (f.kind != field_kind::segments_v5) continue;
    if (f.name == "operandSegmentSizes" && attr == "operand_segment_sizes") return true;
    if (f.name == "resultSegmentSizes" && attr == "result_segment_sizes") return true;
  }
  return false;
}

MLIRBC_INLINE std::string_view inherent_print_name(std::string_view attr) noexcept {
  if (attr == "operand_segment_sizes") return "operandSegmentSizes";
  if (attr == "result_segment_sizes") return "resultSegmentSizes";
  return attr;
}

MLIRBC_INLINE auto legacy_properties(const attr_reader& r, const op_name& op, std::uint64_t attrs)
    -> result<std::vector<property_value>> {
  std::vector<property_value> out;
  if (r.file().version() >= version_native_properties)
    return error{errc::bad_value, section_id::ir, 0, "legacy_properties applies to files of version 0 to 4"};
  const op_layout layout = find_layout(r, op);
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok || layout.desc->count == 0) return out;
  const auto fields = op_schema::fields_of(*layout.set, *layout.desc);
  std::vector<std::string_view> nulled;  // dropped: neither the value nor the default prints
  if (attrs != no_attr) {
    auto dict = r.dictionary(attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict) {
      if (!is_inherent_attribute(r, op, na.name)) continue;
      const std::string_view name = inherent_print_name(na.name);
      const auto f = std::find_if(fields.begin(), fields.end(), [&](const op_schema::field_desc& d) { return d.name == name; });
      if (f != fields.end()) {
        auto fits = detail::attribute_fits(r, na.value, *f);
        if (!fits) return fits.err();
        if (!*fits) {
          auto entry = r.file().attr_types().attribute_at(attrs);
          error e{errc::bad_value, section_id::attr_type, entry ? entry->offset : 0,
                  "v0-4 inherent attribute of a kind its property does not allow (MLIR drops it)", na.value, 0};
          if (!r.tolerate(e)) return e;
          nulled.push_back(name);
          continue;
        }
      }
      out.push_back(property_value{name, props::value::attribute(na.value)});
    }
  }
  for (const op_schema::field_desc& f : fields) {
    if (!f.has_default) continue;
    auto named = [&](std::string_view n) { return n == f.name; };
    const bool present = std::any_of(out.begin(), out.end(), [&](const property_value& v) { return v.name == f.name; });
    if (!present && std::none_of(nulled.begin(), nulled.end(), named))
      out.push_back(property_value{f.name, props::value::printed(f.default_text)});
  }
  std::stable_sort(out.begin(), out.end(), [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

}  // namespace mlirbc
