// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of property_fields.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <utility>

#include "../../attributes/dialect_registry.hpp"
#include "../property_fields.hpp"
#include "../property_slot_check.hpp"

namespace mlirbc {

MLIRBC_INLINE std::string_view property_reader::string(const char* what) {
  const std::uint64_t idx = c_->varint(what);
  if (!c_->ok()) return {};
  auto s = r_->file().strings().at(idx, *c_);
  if (!s) {
    c_->fail_with(s.err());
    return {};
  }
  return *s;
}

MLIRBC_INLINE std::uint64_t property_reader::attribute(const char* what) noexcept {
  const std::uint64_t at = c_->offset();
  const std::uint64_t idx = c_->varint(what);
  const std::uint64_t n = r_->num_attributes();
  if (c_->ok() && idx >= n) c_->fail_at(at, errc::index_out_of_range, what, idx, n);
  return idx;
}

MLIRBC_INLINE std::uint64_t property_reader::dialect_major_version(std::uint64_t fallback) const noexcept {
  const dialect_entry& d = r_->file().dialects().dialects[op_->dialect];
  if (!d.has_version) return fallback;
  cursor c(r_->file().bytes(), d.version_offset, d.version_offset + d.version.size(), section_id::dialect_versions);
  const std::uint64_t major = c.varint("dialect major version");
  return c.ok() ? major : fallback;
}

MLIRBC_INLINE void property_reader::fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value, std::uint64_t limit) noexcept {
  c_->fail_at(at, code, what, value, limit);
}

namespace detail {

MLIRBC_INLINE props::value read_native(property_reader& r, cursor& c, std::uint16_t codes, unsigned level) {
  using op_schema::native_code;
  using props::value;
  const auto code = level < 4 ? static_cast<native_code>((codes >> (12 - 4 * level)) & 0xF) : native_code::end;
  auto integer = [&](unsigned bits) { return value::integer_of(op_schema::sign_extend(c.varint("integer property"), bits), bits); };
  auto elements = [&](const char* what, auto element) {
    const std::uint64_t n = c.varint(what);
    if (c.ok() && n > c.remaining()) c.fail(errc::count_too_large, what, n, c.remaining());
    std::vector<value> items;
    for (std::uint64_t i = 0; i < n && c.ok(); ++i) items.push_back(element());
    return items;
  };
  switch (code) {
    case native_code::optional: {
      std::vector<value> items;
      if (c.byte("optional property presence") != 0 && c.ok()) items.push_back(read_native(r, c, codes, level + 1));
      return value::list_of(props::kind::optional, std::move(items));
    }
    case native_code::array:
      return value::list_of(props::kind::list,
                            elements("property array size", [&] { return read_native(r, c, codes, level + 1); }));
    case native_code::i8:
    case native_code::u8: return integer(8);
    case native_code::i32: return integer(32);
    case native_code::i64: return integer(64);
    case native_code::boolean: return value::boolean(c.byte("bool property") != 0);
    case native_code::unit: return c.byte("unit property") != 0 ? value::unit_prop() : value::boolean(false);
    case native_code::string: return value::string(r.string("string property"));
    case native_code::dense_i64:
    case native_code::dense_i32: {
      const unsigned bits = code == native_code::dense_i64 ? 64 : 32;
      auto items = elements("property array size", [&] {
        return value::integer_of(op_schema::sign_extend(c.varint("property array element"), bits), bits);
      });
      return value::list_of(props::kind::dense_array, std::move(items), bits);
    }
    default: c.fail(errc::bad_value, "property value codec", codes, 0); return {};
  }
}

MLIRBC_INLINE props::value read_segments_v6(cursor& c, std::size_t size) {
  const std::uint64_t at = c.offset();
  std::vector<std::int32_t> seg(size, 0);
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
  std::vector<props::value> items;
  items.reserve(seg.size());
  for (const std::int32_t s : seg) items.push_back(props::value::integer_of(s, 32));
  return props::value::list_of(props::kind::dense_array, std::move(items), 32);
}

MLIRBC_INLINE auto read_field(const op_schema::field_desc& f, property_reader& pr, cursor& c, const attr_reader& r,
                              const op_name& op, std::vector<property_value>& out) -> void {
  using op_schema::field_kind;
  using props::value;
  const bool v6 = r.file().version() >= version_sparse_segment_sizes;
  const std::uint64_t at = c.offset();
  auto add = [&](value v) {
    if (c.ok()) out.push_back(property_value{f.name, std::move(v)});
  };
  switch (f.kind) {
    case field_kind::attr: {
      const std::uint64_t idx = pr.attribute("required property attribute");
      if (c.ok()) check_slot(r, idx, f, at, c);
      add(value::attribute(idx));
      return;
    }
    case field_kind::opt_attr: {
      // Like the reference reader: without the presence flag the attribute is absent;
      // the op then fills in its default value, if it has one.
      const std::uint64_t v_at = c.offset();
      const auto v = c.flagged_varint("optional property attribute");
      if (v.flag && c.ok() && v.value >= r.num_attributes())
        c.fail_at(v_at, errc::index_out_of_range, "optional property attribute", v.value, r.num_attributes());
      if (v.flag && c.ok()) check_slot(r, v.value, f, v_at, c);
      if (v.flag) add(value::attribute(v.value));
      else if (f.has_default) add(value::printed(f.default_text));
      return;
    }
    case field_kind::segments_v5:
      if (!v6) add(value::attribute(pr.attribute("segment sizes attribute")));
      return;
    case field_kind::segments_v6:
      if (v6) add(read_segments_v6(c, f.size));
      return;
    case field_kind::enum_i8:
    case field_kind::enum_i16:
    case field_kind::enum_i32:
    case field_kind::enum_i64: {
      const unsigned bits = op_schema::enum_bits(f.kind);
      const std::uint64_t v = c.varint("enum property");
      if (c.ok() && bits < 64 && (v >> bits) != 0) c.fail_at(at, errc::bad_value, "enum property", v, (std::uint64_t{1} << bits) - 1);
      add(value::integer_of(op_schema::sign_extend(v, bits), bits));
      return;
    }
    case field_kind::unit_bool:
      // The reference reader takes any non-zero byte as true.
      add(c.byte("bool property") != 0 ? value::unit_attr() : value::boolean(false));
      return;
    case field_kind::optional_i64: {
      std::vector<value> items;
      if (c.byte("optional property presence") != 0)
        items.push_back(value::integer_of(static_cast<std::int64_t>(c.varint("optional property value")), 64));
      add(value::list_of(props::kind::optional, std::move(items)));
      return;
    }
    case field_kind::native: add(read_native(pr, c, f.size, 0)); return;
    case field_kind::custom:
    case field_kind::custom_attr: {
      const detail::dialect_hooks* h = r.dialects().find(op.dialect_name);
      if (h == nullptr) {
        c.fail_at(at, errc::unsupported, "op properties: custom property of a dialect without a plug-in");
        return;
      }
      add(h->decode_property(f.size, pr));
      return;
    }
  }
}

MLIRBC_INLINE auto decode_with(const op_layout& layout, const attr_reader& r, const op_name& op,
                               const property_entry& e) -> result<std::vector<property_value>> {
  std::vector<property_value> out;
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  property_reader pr(c, r, op, e.offset);
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    read_field(f, pr, c, r, op, out);
    if (!c.ok()) break;
  }
  c.expect_end("op properties entry");
  if (!c.ok()) return c.err();
  // By name, stably. An insertion sort: an entry has a few fields (as many as its
  // layout, not its bytes, allows), and std::stable_sort allocates a buffer even for one.
  for (std::size_t i = 1; i < out.size(); ++i)
    for (std::size_t j = i; j > 0 && out[j].name < out[j - 1].name; --j) std::swap(out[j], out[j - 1]);
  return out;
}

}  // namespace detail

}  // namespace mlirbc
