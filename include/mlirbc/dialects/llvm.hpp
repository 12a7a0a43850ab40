// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/llvm: the LLVM dialect's custom attribute encodings (LLVM 22:
// debug-info attributes and loop annotations), printed as mlir-opt 22 prints
// them (`#llvm.di_...<name = value, ...>`).
//
// Attribute codes 0-18 (LLVMDialectBytecode.td, LLVM 22): di_basic_type,
// di_compile_unit, di_composite_type, di_derived_type, di_expression_elem,
// di_expression, di_file, di_global_variable, di_global_variable_expression,
// di_imported_entity, di_label, di_lexical_block, di_lexical_block_file,
// di_local_variable, di_namespace, di_subprogram, di_subrange,
// di_subroutine_type, loop_annotation. Field layouts and print rules:
// docs/dialects.md. All other LLVM attributes and all LLVM types are textual.
//
// Layouts change between LLVM releases without a format version bump, so only
// files whose producer is MLIR 22 are decoded; other producers' LLVM entries
// stay opaque (attr_reader::undecodable_count()).
//
// The plug-in also decodes the op property fields that MLIR's release layouts
// (dialects/mlir_releases.hpp) mark `custom` for llvm ops: LLVM 19's overflow
// flags of llvm.add, llvm.sub, llvm.mul and llvm.shl.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"
#include "dwarf_names.hpp"

namespace mlirbc::dialects {

// The layouts' encodings and print styles (outside the plug-in template: no
// -Wshadow of `uint` from <sys/types.h> when it is instantiated).
namespace llvm_layout {
enum class enc : std::uint8_t {
  varint, string, attr, opt_attr, boolean, opt_int, opt_attr_list, opt_varint_list,
};
enum class style : std::uint8_t {
  none,
  tag, lang, ate, cc,       // DWARF names; tag/ate/cc elided when 0
  uint, uint_req,           // elided when 0 / always printed
  opt_uint,                 // std::optional<unsigned>: printed when present
  boolean, boolean_req,     // elided when false / always printed
  attr, attr_req,           // full attribute; elided when absent / required
  stripped, stripped_req,   // a known attribute class: printed without #llvm.mnemonic
  string,                   // an inline string, printed as a quoted StringAttr
  di_flags, sp_flags, emission, name_table,
  attr_list, stripped_list, // comma-separated, elided when empty
};
}  // namespace llvm_layout

struct llvm_dialect {
  static constexpr std::string_view dialect = "llvm";

  // One parameter of a decoded attribute. Attribute-valued fields hold a table
  // index (`present` tells optional ones apart); lists hold indices or integers.
  struct field {
    std::uint64_t value = 0;
    bool present = false;
    std::vector<std::uint64_t> list;
    std::vector<bool> list_present;  // per element of an attribute list
  };
  static constexpr std::size_t max_fields = 16;
  struct llvm_attribute {
    std::uint8_t code = 0;  // 0..18, see above
    std::array<field, max_fields> fields;  // in printing (declaration) order
    std::string_view str[2];               // inline strings (di_basic_type name, di_file name/directory)
    std::string_view mnemonic() const noexcept { return spec(code).mnemonic; }
  };
  using attribute_value = llvm_attribute;

  // ------------------------------------------------------------ layouts

  using enc = llvm_layout::enc;
  using style = llvm_layout::style;
  struct bc_field { enc e; std::uint8_t slot; };
  struct param { std::string_view name; style s; };
  struct attr_spec {
    std::string_view mnemonic;
    std::uint8_t num_bc;
    std::array<bc_field, max_fields> bc;   // in file order
    std::uint8_t num_params;
    std::array<param, max_fields> params;  // in print order; slot = position
  };

  static const attr_spec& spec(std::uint8_t code) noexcept;

  // These are MLIR 22's layouts: a producer of another release is declined; one
  // that names no release (damaged, or not MLIR) is read as the newest, as
  // mlir-opt 22 reads every file.
  static bool known_producer(std::uint32_t producer_major) noexcept { return producer_major == 22 || producer_major == 0; }

  // ------------------------------------------------------------ decoding

  attribute_value decode_attribute(dialect_reader& r) const;

  // ------------------------------------------------------------ printing

  void print_attribute(const llvm_attribute& a, dialect_printer& p) const;

  // ------------------------------------------------------------ op properties

  // Codecs of the `custom` fields in the release layouts (tools/gen_op_schemas.py, LLVM_CODECS).
  enum property_codec : std::uint16_t {
    overflow_flags = 1,  // LLVM 19's IntegerOverflowFlags: a varint bit set, `#llvm.overflow<nsw, nuw>`
  };
  props::value decode_property(std::uint16_t codec, property_reader& r) const;

 private:
  static bool elided(style s, const field& f) noexcept;
  static void value(style s, const field& f, const llvm_attribute& a, dialect_printer& p);
  static void list(const field& f, bool strip, dialect_printer& p);
  // `DW_OP_x` or `DW_OP_x(a, b)`; the second argument of DW_OP_LLVM_convert is a DW_ATE name.
  static void expression_elem(const llvm_attribute& a, dialect_printer& p);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/llvm.ipp"
#endif
