// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/dwarf_names: DWARF constant names as MLIR 22's LLVM dialect prints
// them (tags, languages, base type encodings, calling conventions, expression
// operations). Values below 128 (256 for conventions and operations, and the
// DW_OP_LLVM_* extensions) were read back from mlir-opt 22's own prints; larger
// vendor values follow the DWARF tables. Unknown values print as an empty name,
// as in LLVM.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "../base/config.hpp"

namespace mlirbc::dialects::dwarf {

struct name_entry {
  std::uint32_t value;
  std::string_view name;
};

namespace detail {
template <std::size_t N>
constexpr std::string_view lookup(const name_entry (&t)[N], std::uint64_t v) noexcept {
  const auto* it = std::lower_bound(t, t + N, v, [](const name_entry& e, std::uint64_t x) { return e.value < x; });
  return it != t + N && it->value == v ? it->name : std::string_view{};
}
}  // namespace detail

inline constexpr std::uint64_t op_llvm_convert = 0x1001;

std::string_view tag_name(std::uint64_t v) noexcept;

std::string_view language_name(std::uint64_t v) noexcept;

std::string_view encoding_name(std::uint64_t v) noexcept;

std::string_view convention_name(std::uint64_t v) noexcept;

std::string_view operation_name(std::uint64_t v) noexcept;

// LLVM dialect enums (LLVMEnums.td, LLVM 22).
std::string_view emission_kind_name(std::uint64_t v) noexcept;
std::string_view name_table_kind_name(std::uint64_t v) noexcept;

// Bit enums: groups first (each clears its bits), then single bits in order;
// 0 prints as "Zero" (DIFlags) or "" (no zero case); '|' between names.
struct bit_name {
  std::uint32_t mask;
  std::string_view name;
  bool group;
};
template <std::size_t N>
std::string bit_enum_string(std::uint64_t v, const bit_name (&t)[N], std::string_view zero) {
  if (v == 0) return std::string(zero);
  std::string s;
  auto add = [&](std::string_view n) {
    if (!s.empty()) s += '|';
    s += n;
  };
  for (const auto& b : t) {
    if ((v & b.mask) != b.mask) continue;
    add(b.name);
    if (b.group) v &= ~std::uint64_t{b.mask};
  }
  return s;
}
std::string di_flags_string(std::uint64_t v);
std::string subprogram_flags_string(std::uint64_t v);

}  // namespace mlirbc::dialects::dwarf

#if MLIRBC_WITH_BODIES
#include "impl/dwarf_names.ipp"
#endif
