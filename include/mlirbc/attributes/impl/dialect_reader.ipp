// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dialect_reader.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dialect_reader.hpp"

namespace mlirbc {

MLIRBC_INLINE std::uint64_t dialect_reader::varint_with_flag(bool& flag, const char* what) noexcept {
  const std::uint64_t v = c_->varint(what);
  flag = (v & 1u) != 0;
  return v >> 1;
}

MLIRBC_INLINE bool dialect_reader::boolean(const char* what) {
  const std::uint64_t at = c_->offset();
  const std::uint8_t b = c_->byte(what);
  if (c_->ok() && b > 1) tolerate_at(at, what, b, 1);
  return b != 0;
}

MLIRBC_INLINE std::string_view dialect_reader::string(const char* what) noexcept {
  const std::uint64_t at = c_->offset();
  const std::uint64_t i = c_->varint(what);
  if (!c_->ok()) return {};
  const string_table& strings = b_->strings();
  if (i >= strings.size()) {
    c_->fail_at(at, errc::index_out_of_range, what, i, strings.size());
    return {};
  }
  return strings[static_cast<std::size_t>(i)];
}

MLIRBC_INLINE std::span<const std::byte> dialect_reader::blob(const char* what) noexcept {
  const std::uint64_t n = c_->varint(what);
  return c_->bytes(n, what);
}

MLIRBC_INLINE std::uint64_t dialect_reader::fixed_width_bits(std::uint32_t width, const char* what) noexcept {
  if (width > 64) {
    c_->fail(errc::unsupported, what, width, 64);
    return 0;
  }
  std::uint64_t v = width <= 8 ? c_->byte(what) : static_cast<std::uint64_t>(c_->signed_varint(what));
  if (width < 64) v &= (std::uint64_t{1} << width) - 1;
  return v;
}

MLIRBC_INLINE auto dialect_reader::resource_handle(const char* what) noexcept -> resource_ref {
  const std::uint64_t at = c_->offset();
  resource_ref out;
  out.handle = c_->varint(what);
  if (!c_->ok()) return out;
  auto e = b_->resources().dialect_resource(out.handle);
  if (!e) {
    c_->fail_at(at, errc::index_out_of_range, what, out.handle, b_->resources().num_dialect_resources());
    return out;
  }
  out.entry = *e;
  return out;
}

MLIRBC_INLINE std::optional<std::uint64_t> dialect_reader::optional_attribute(const char* what) noexcept {
  const std::uint64_t at = c_->offset();
  bool present = false;
  const std::uint64_t i = varint_with_flag(present, what);
  if (!c_->ok()) return std::nullopt;
  if (!present) {
    if (i != 0) c_->fail_at(at, errc::bad_value, what, i, 0);
    return std::nullopt;
  }
  return checked(at, i, entry_kind::attribute, what);
}

MLIRBC_INLINE const mlirbc::attribute* dialect_reader::attribute_now(std::uint64_t idx) noexcept {
  return now(entry_ref{idx, entry_kind::attribute}, [&] { return services_->find_attribute(idx); });
}

MLIRBC_INLINE const mlirbc::type* dialect_reader::type_now(std::uint64_t idx) noexcept {
  return now(entry_ref{idx, entry_kind::type}, [&] { return services_->find_type(idx); });
}

MLIRBC_INLINE cursor dialect_reader::dialect_version() const noexcept {
  const std::uint64_t begin = dialect_->version_offset;
  return cursor(b_->bytes(), begin, begin + dialect_->version.size(), section_id::dialect);
}

MLIRBC_INLINE void dialect_reader::fail(const char* what, std::uint64_t value, std::uint64_t limit) noexcept {
  c_->fail(errc::bad_value, what, value, limit);
}

MLIRBC_INLINE void dialect_reader::fail_at(std::uint64_t at, const char* what, std::uint64_t value, std::uint64_t limit) noexcept {
  c_->fail_at(at, errc::bad_value, what, value, limit);
}

MLIRBC_INLINE void dialect_reader::fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value, std::uint64_t limit) noexcept {
  c_->fail_at(at, code, what, value, limit);
}

MLIRBC_INLINE void dialect_reader::tolerate_at(std::uint64_t at, const char* what, std::uint64_t value, std::uint64_t limit) {
  if (!services_->tolerate(error{errc::bad_value, section_id::attr_type, at, what, value, limit}))
    c_->fail_at(at, errc::bad_value, what, value, limit);
}

MLIRBC_INLINE std::uint64_t dialect_reader::table_size(entry_kind k) const noexcept {
  return k == entry_kind::type ? b_->attr_types().num_types() : b_->attr_types().num_attributes();
}

MLIRBC_INLINE std::uint64_t dialect_reader::ref(const char* what, entry_kind k) noexcept {
  const std::uint64_t at = c_->offset();
  const std::uint64_t i = c_->varint(what);
  if (!c_->ok()) return 0;
  return checked(at, i, k, what);
}

MLIRBC_INLINE std::uint64_t dialect_reader::checked(std::uint64_t at, std::uint64_t i, entry_kind k, const char* what) noexcept {
  const std::uint64_t n = table_size(k);
  if (i >= n) {
    c_->fail_at(at, errc::index_out_of_range, what, i, n);
    return 0;
  }
  children_->push_back(entry_ref{i, k});
  return i;
}

}
