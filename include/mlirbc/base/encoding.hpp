// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// encoding: the bytecode format's vocabulary in one place — magic, versions and
// their gates, section ids, op mask bits, resource kinds, and the builtin
// dialect's attribute and type codes. The reader, the writer, the property
// decoder and the printers all spell the format with these names
// (docs/format.md describes each of them).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace mlirbc {

// ---------------------------------------------------------------- header

// "ML\xEFR" (docs/format.md §2).
inline constexpr std::array<std::byte, 4> magic = {std::byte{0x4D}, std::byte{0x4C}, std::byte{0xEF}, std::byte{0x52}};

// Bytecode versions: 0 is the oldest MLIR wrote; 6 is the newest this reader
// knows. Each gate is the first version with the feature (docs/format.md §12).
inline constexpr std::uint64_t min_version = 0;
inline constexpr std::uint64_t max_version = 6;
inline constexpr std::uint64_t version_dialect_versioning = 1;  // dialect version payloads
inline constexpr std::uint64_t version_lazy_loading = 2;        // isolated regions in nested sections
inline constexpr std::uint64_t version_use_list_ordering = 3;   // use-list orders of values
inline constexpr std::uint64_t version_elide_unknown_block_arg_loc = 4;  // + op-name counts
inline constexpr std::uint64_t version_native_properties = 5;   // Properties section, registered flag
inline constexpr std::uint64_t version_sparse_segment_sizes = 6;

// -------------------------------------------------------------- sections

// Top-level section ids (docs/format.md §3.2). `header` and `none` are not in
// files: they say where an error was found (the header, or nowhere in the file).
enum class section_id : std::uint8_t {
  string = 0,
  dialect = 1,
  attr_type = 2,
  attr_type_offset = 3,
  ir = 4,
  resource = 5,
  resource_offset = 6,
  dialect_versions = 7,
  properties = 8,
  header = 0xFE,
  none = 0xFF,
};
inline constexpr std::size_t num_section_ids = 9;

// The section id byte: id in the low 7 bits, this bit when an alignment follows.
inline constexpr std::uint8_t section_id_mask = 0x7F;
inline constexpr std::uint8_t section_aligned_flag = 0x80;
// Alignment padding byte, measured from the start of the file (docs/format.md §1.7).
inline constexpr std::byte padding_byte{0xCB};
// One rule so cursor::align_to, blob layouts, the writer and the resource rewriter pad alike (`alignment`: a power of two).
inline constexpr std::uint64_t padding_to_alignment(std::uint64_t offset, std::uint64_t alignment) noexcept {
  return (alignment - (offset & (alignment - 1))) & (alignment - 1);
}

// MLIR's writer declares a section's alignment (flag, value, padding) only when the payload
// would not start aligned without it (`payload_offset`: where it starts undeclared). The
// writer and the resource rewriter follow it, so that what they write is mlir-opt's bytes.
inline constexpr bool section_declares_alignment(std::uint64_t payload_offset, std::uint64_t alignment) noexcept {
  return alignment > 1 && padding_to_alignment(payload_offset, alignment) != 0;
}

// Human-readable name of a section id ("string", "dialect", ...).
constexpr const char* section_name(section_id id) noexcept {
  switch (id) {
    case section_id::string: return "string";
    case section_id::dialect: return "dialect";
    case section_id::attr_type: return "attr_type";
    case section_id::attr_type_offset: return "attr_type_offset";
    case section_id::ir: return "ir";
    case section_id::resource: return "resource";
    case section_id::resource_offset: return "resource_offset";
    case section_id::dialect_versions: return "dialect_versions";
    case section_id::properties: return "properties";
    case section_id::header: return "header";
    case section_id::none: return "none";
  }
  return "unknown";
}

// ------------------------------------------------------------------- IR

// Which optional fields follow an op's location (docs/format.md §11.2).
namespace op_mask {
inline constexpr std::uint8_t has_attrs = 0x01;
inline constexpr std::uint8_t has_results = 0x02;
inline constexpr std::uint8_t has_operands = 0x04;
inline constexpr std::uint8_t has_successors = 0x08;
inline constexpr std::uint8_t has_regions = 0x10;
inline constexpr std::uint8_t has_use_list_orders = 0x20;
inline constexpr std::uint8_t has_properties = 0x40;
}  // namespace op_mask

// ------------------------------------------------------------- resources

// Kind of a resource entry (docs/format.md §9.2).
enum class resource_kind : std::uint8_t { blob = 0, boolean = 1, string = 2 };

// ---------------------------------------------------------------- builtin

// Builtin attribute codes: the first varint of a custom-encoded builtin
// attribute entry (docs/format.md §7.2).
enum class builtin_attr_code : std::uint8_t {
  array = 0,
  dictionary = 1,
  string = 2,
  string_with_type = 3,
  flat_symbol_ref = 4,
  symbol_ref = 5,
  type = 6,
  unit = 7,
  integer = 8,
  floating = 9,
  callsite_loc = 10,
  file_line_col_loc = 11,
  fused_loc = 12,
  fused_loc_with_metadata = 13,
  name_loc = 14,
  unknown_loc = 15,
  dense_resource_elements = 16,
  dense_array = 17,
  dense_int_or_fp_elements = 18,
  dense_string_elements = 19,
  sparse_elements = 20,
  distinct = 21,
  file_line_col_range = 22,
  affine_map = 23,  // MLIR 23 (docs/format.md §7.6); not decoded, kept opaque
};
inline constexpr std::uint8_t builtin_attr_code_max = 23;
// The last codes LLVM 22 knows: a code past them comes from MLIR 23 or later.
inline constexpr std::uint8_t builtin_attr_code_max_llvm22 = 22;

// Builtin type codes: the first varint of a custom-encoded builtin type entry
// (docs/format.md §7.3).
enum class builtin_type_code : std::uint8_t {
  integer = 0,  // then (width << 2) | signedness
  index = 1,
  function = 2,
  bf16 = 3,
  f16 = 4,
  f32 = 5,
  f64 = 6,
  f80 = 7,
  f128 = 8,
  complex = 9,
  memref = 10,
  memref_with_memory_space = 11,
  none = 12,
  ranked_tensor = 13,
  ranked_tensor_with_encoding = 14,
  tuple = 15,
  unranked_memref = 16,
  unranked_memref_with_memory_space = 17,
  unranked_tensor = 18,
  vector = 19,
  scalable_vector = 20,
  // MLIR 23 (docs/format.md §7.6): the float types LLVM 22 stores as text.
  tf32 = 21,
  f8E5M2 = 22,
  f8E4M3 = 23,
  f8E4M3FN = 24,
  f8E5M2FNUZ = 25,
  f8E4M3FNUZ = 26,
  f8E4M3B11FNUZ = 27,
  f8E3M4 = 28,
  f4E2M1FN = 29,
  f6E2M3FN = 30,
  f6E3M2FN = 31,
  f8E8M0FNU = 32,
};
inline constexpr std::uint8_t builtin_type_code_max = 32;
inline constexpr std::uint8_t builtin_type_code_max_llvm22 = 20;

// IntegerType's varint: width in the high bits, signedness in the low two.
inline constexpr unsigned integer_type_sign_bits = 2;
inline constexpr std::uint64_t integer_type_varint(std::uint64_t width, std::uint64_t signedness) noexcept {
  return (width << integer_type_sign_bits) | signedness;
}

template <class Code>
constexpr std::uint64_t code_value(Code c) noexcept {
  return static_cast<std::uint64_t>(c);
}

}  // namespace mlirbc
