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
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "../dialect_registry.hpp"
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

template <class = void>
struct basic_llvm_dialect {
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

  static const attr_spec& spec(std::uint8_t code) noexcept {
    using E = enc;
    using S = style;
    static const std::array<attr_spec, 19> specs = {{
        {"di_basic_type", 4, {{{E::varint, 0}, {E::string, 1}, {E::varint, 2}, {E::varint, 3}}},
         4, {{{"tag", S::tag}, {"name", S::string}, {"sizeInBits", S::uint}, {"encoding", S::ate}}}},
        {"di_compile_unit", 7,
         {{{E::attr, 0}, {E::varint, 1}, {E::attr, 2}, {E::opt_attr, 3}, {E::boolean, 4}, {E::varint, 5}, {E::varint, 6}}},
         7, {{{"id", S::attr_req}, {"sourceLanguage", S::lang}, {"file", S::stripped_req}, {"producer", S::attr},
              {"isOptimized", S::boolean_req}, {"emissionKind", S::emission}, {"nameTableKind", S::name_table}}}},
        {"di_composite_type", 16,
         {{{E::opt_attr, 0}, {E::boolean, 1}, {E::varint, 2}, {E::opt_attr, 3}, {E::opt_attr, 4}, {E::varint, 5},
           {E::opt_attr, 6}, {E::opt_attr, 7}, {E::varint, 8}, {E::varint, 9}, {E::varint, 10}, {E::opt_attr, 11},
           {E::opt_attr, 12}, {E::opt_attr, 13}, {E::opt_attr, 14}, {E::opt_attr_list, 15}}},
         16, {{{"recId", S::attr}, {"isRecSelf", S::boolean}, {"tag", S::tag}, {"name", S::attr}, {"file", S::stripped},
               {"line", S::uint}, {"scope", S::attr}, {"baseType", S::attr}, {"flags", S::di_flags},
               {"sizeInBits", S::uint}, {"alignInBits", S::uint}, {"dataLocation", S::stripped},
               {"rank", S::stripped}, {"allocated", S::stripped}, {"associated", S::stripped},
               {"elements", S::attr_list}}}},
        {"di_derived_type", 8,
         {{{E::varint, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::varint, 3}, {E::varint, 4}, {E::varint, 5},
           {E::opt_int, 6}, {E::opt_attr, 7}}},
         8, {{{"tag", S::tag}, {"name", S::attr}, {"baseType", S::attr}, {"sizeInBits", S::uint},
              {"alignInBits", S::uint}, {"offsetInBits", S::uint}, {"dwarfAddressSpace", S::opt_uint},
              {"extraData", S::attr}}}},
        {"di_expression_elem", 2, {{{E::varint, 0}, {E::opt_varint_list, 1}}}, 0, {}},
        {"di_expression", 1, {{{E::opt_attr_list, 0}}}, 0, {}},
        {"di_file", 2, {{{E::string, 0}, {E::string, 1}}}, 0, {}},
        {"di_global_variable", 9,
         {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::attr, 3}, {E::varint, 4}, {E::attr, 5},
           {E::boolean, 6}, {E::boolean, 7}, {E::varint, 8}}},
         9, {{{"scope", S::attr}, {"name", S::attr}, {"linkageName", S::attr}, {"file", S::stripped_req},
              {"line", S::uint_req}, {"type", S::attr_req}, {"isLocalToUnit", S::boolean}, {"isDefined", S::boolean},
              {"alignInBits", S::uint}}}},
        {"di_global_variable_expression", 2, {{{E::attr, 0}, {E::opt_attr, 1}}},
         2, {{{"var", S::stripped_req}, {"expr", S::stripped}}}},
        {"di_imported_entity", 7,
         {{{E::varint, 0}, {E::attr, 1}, {E::attr, 2}, {E::opt_attr, 3}, {E::varint, 4}, {E::opt_attr, 5},
           {E::opt_attr_list, 6}}},
         7, {{{"tag", S::tag}, {"scope", S::attr_req}, {"entity", S::attr_req}, {"file", S::stripped},
              {"line", S::uint}, {"name", S::attr}, {"elements", S::attr_list}}}},
        {"di_label", 4, {{{E::attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::varint, 3}}},
         4, {{{"scope", S::attr_req}, {"name", S::attr}, {"file", S::stripped}, {"line", S::uint}}}},
        {"di_lexical_block", 4, {{{E::attr, 0}, {E::opt_attr, 1}, {E::varint, 2}, {E::varint, 3}}},
         4, {{{"scope", S::attr_req}, {"file", S::stripped}, {"line", S::uint}, {"column", S::uint}}}},
        {"di_lexical_block_file", 3, {{{E::attr, 0}, {E::opt_attr, 1}, {E::varint, 2}}},
         3, {{{"scope", S::attr_req}, {"file", S::stripped}, {"discriminator", S::uint_req}}}},
        {"di_local_variable", 8,
         {{{E::attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::varint, 3}, {E::varint, 4}, {E::varint, 5},
           {E::opt_attr, 6}, {E::varint, 7}}},
         8, {{{"scope", S::attr_req}, {"name", S::attr}, {"file", S::stripped}, {"line", S::uint}, {"arg", S::uint},
              {"alignInBits", S::uint}, {"type", S::attr}, {"flags", S::di_flags}}}},
        {"di_namespace", 3, {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::boolean, 2}}},
         3, {{{"name", S::attr}, {"scope", S::attr}, {"exportSymbols", S::boolean_req}}}},
        {"di_subprogram", 14,
         {{{E::opt_attr, 0}, {E::boolean, 1}, {E::opt_attr, 2}, {E::opt_attr, 3}, {E::opt_attr, 4}, {E::opt_attr, 5},
           {E::opt_attr, 6}, {E::opt_attr, 7}, {E::varint, 8}, {E::varint, 9}, {E::varint, 10}, {E::opt_attr, 11},
           {E::opt_attr_list, 12}, {E::opt_attr_list, 13}}},
         14, {{{"recId", S::attr}, {"isRecSelf", S::boolean}, {"id", S::attr}, {"compileUnit", S::stripped},
               {"scope", S::attr}, {"name", S::attr}, {"linkageName", S::attr}, {"file", S::stripped},
               {"line", S::uint}, {"scopeLine", S::uint}, {"subprogramFlags", S::sp_flags}, {"type", S::stripped},
               {"retainedNodes", S::attr_list}, {"annotations", S::attr_list}}}},
        {"di_subrange", 4, {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::opt_attr, 3}}},
         4, {{{"count", S::attr}, {"lowerBound", S::attr}, {"upperBound", S::attr}, {"stride", S::attr}}}},
        {"di_subroutine_type", 2, {{{E::varint, 0}, {E::opt_attr_list, 1}}},
         2, {{{"callingConvention", S::cc}, {"types", S::attr_list}}}},
        {"loop_annotation", 15,
         {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::opt_attr, 3}, {E::opt_attr, 4}, {E::opt_attr, 5},
           {E::opt_attr, 6}, {E::opt_attr, 7}, {E::opt_attr, 8}, {E::opt_attr, 9}, {E::opt_attr, 10},
           {E::opt_attr, 11}, {E::opt_attr, 12}, {E::opt_attr, 13}, {E::opt_attr_list, 14}}},
         15, {{{"disableNonforced", S::attr}, {"vectorize", S::stripped}, {"interleave", S::stripped},
               {"unroll", S::stripped}, {"unrollAndJam", S::stripped}, {"licm", S::stripped},
               {"distribute", S::stripped}, {"pipeline", S::stripped}, {"peeled", S::stripped},
               {"unswitch", S::stripped}, {"mustProgress", S::attr}, {"isVectorized", S::attr},
               {"startLoc", S::attr}, {"endLoc", S::attr}, {"parallelAccesses", S::stripped_list}}}},
    }};
    return specs[code < specs.size() ? code : 0];
  }

  // These are MLIR 22's layouts: a producer of another release is declined; one
  // that names no release (damaged, or not MLIR) is read as the newest, as
  // mlir-opt 22 reads every file.
  static bool known_producer(std::uint32_t producer_major) noexcept { return producer_major == 22 || producer_major == 0; }

  // ------------------------------------------------------------ decoding

  attribute_value decode_attribute(dialect_reader& r) const {
    llvm_attribute a;
    if (!known_producer(r.producer_llvm_major())) {
      r.decline();
      return a;
    }
    const std::uint64_t code_at = r.offset();
    const std::uint64_t code = r.varint("llvm attribute code");
    if (!r.ok()) return a;
    if (code > 18) {
      r.fail_at(code_at, "unknown llvm attribute code", code, 18);
      return a;
    }
    a.code = static_cast<std::uint8_t>(code);
    const attr_spec& s = spec(a.code);
    std::size_t next_string = 0;
    for (std::size_t i = 0; i < s.num_bc && r.ok(); ++i) {
      field& f = a.fields[s.bc[i].slot];
      switch (s.bc[i].e) {
        case enc::varint: f.value = r.varint("llvm attribute field"); f.present = true; break;
        case enc::string: a.str[next_string] = r.string("llvm attribute string"); f.value = next_string++; f.present = true; break;
        case enc::attr: f.value = r.attribute("llvm attribute reference"); f.present = true; break;
        case enc::opt_attr: {
          const auto v = r.optional_attribute("llvm optional attribute");
          f.present = v.has_value();
          f.value = v.value_or(0);
          break;
        }
        case enc::boolean: f.value = r.boolean("llvm attribute flag") ? 1 : 0; f.present = true; break;
        case enc::opt_int: f.value = r.varint_with_flag(f.present, "llvm optional integer"); break;
        case enc::opt_attr_list:
        case enc::opt_varint_list: {
          if (!r.boolean("llvm list presence")) break;
          const std::size_t n = static_cast<std::size_t>(r.count("llvm list size"));
          f.list.resize(n);
          if (s.bc[i].e == enc::opt_attr_list) f.list_present.resize(n);
          for (std::size_t k = 0; k < n && r.ok(); ++k) {
            if (s.bc[i].e == enc::opt_varint_list) {
              f.list[k] = r.varint("llvm list element");
            } else {
              const auto v = r.optional_attribute("llvm list element");
              f.list[k] = v.value_or(0);
              f.list_present[k] = v.has_value();
            }
          }
          f.present = true;
          break;
        }
      }
    }
    return a;
  }

  // ------------------------------------------------------------ printing

  void print_attribute(const llvm_attribute& a, dialect_printer& p) const {
    const attr_spec& s = spec(a.code);
    p.mnemonic(s.mnemonic);
    switch (a.code) {
      case 4: expression_elem(a, p); return;  // `#llvm.di_expression_elem<DW_OP_x(1, 2)>`
      case 5: {                               // `<[DW_OP_deref, ...]>`, `<>` when empty
        p.text("<");
        const field& ops = a.fields[0];
        if (!ops.list.empty()) {
          p.text("[");
          list(ops, true, p);
          p.text("]");
        }
        p.text(">");
        return;
      }
      case 6:  // `<"name" in "directory">`
        p.text("<");
        p.quoted(a.str[0]);
        p.text(" in ");
        p.quoted(a.str[1]);
        p.text(">");
        return;
      default: break;
    }
    p.text("<");
    bool first = true;
    for (std::size_t i = 0; i < s.num_params; ++i) {
      const field& f = a.fields[i];
      const param& pr = s.params[i];
      if (elided(pr.s, f)) continue;
      if (!first) p.text(", ");
      first = false;
      p.text(pr.name);
      p.text(" = ");
      value(pr.s, f, a, p);
    }
    p.text(">");
  }

 private:
  static bool elided(style s, const field& f) noexcept {
    switch (s) {
      case style::tag: case style::ate: case style::cc: case style::uint: case style::boolean:
      case style::di_flags: case style::sp_flags: case style::name_table:
        return f.value == 0;
      case style::opt_uint: case style::attr: case style::stripped: return !f.present;
      case style::attr_list: case style::stripped_list: return f.list.empty();
      default: return false;
    }
  }
  static void value(style s, const field& f, const llvm_attribute& a, dialect_printer& p) {
    switch (s) {
      case style::tag: p.text(dwarf::tag_name(f.value)); return;
      case style::lang: p.text(dwarf::language_name(f.value)); return;
      case style::ate: p.text(dwarf::encoding_name(f.value)); return;
      case style::cc: p.text(dwarf::convention_name(f.value)); return;
      case style::uint: case style::uint_req: case style::opt_uint:
        // 32-bit parameters (line, arg, ...) are narrowed by the reference reader.
        p.unsigned_int(f.value);
        return;
      case style::boolean: case style::boolean_req: p.text(f.value != 0 ? "true" : "false"); return;
      case style::attr: case style::attr_req: p.attribute(f.value); return;
      case style::stripped: case style::stripped_req: p.attribute_stripped(f.value); return;
      case style::string: p.quoted(a.str[f.value]); return;
      case style::di_flags: p.keyword_or_string(dwarf::di_flags_string(f.value)); return;
      case style::sp_flags: p.keyword_or_string(dwarf::subprogram_flags_string(f.value)); return;
      case style::emission: p.text(dwarf::emission_kind_name(f.value)); return;
      case style::name_table: p.text(dwarf::name_table_kind_name(f.value)); return;
      case style::attr_list: list(f, false, p); return;
      case style::stripped_list: list(f, true, p); return;
      case style::none: return;
    }
  }
  static void list(const field& f, bool strip, dialect_printer& p) {
    for (std::size_t k = 0; k < f.list.size(); ++k) {
      if (k != 0) p.text(", ");
      if (!f.list_present.empty() && !f.list_present[k]) p.text("<<NULL ATTRIBUTE>>");
      else if (strip) p.attribute_stripped(f.list[k]);
      else p.attribute(f.list[k]);
    }
  }
  // `DW_OP_x` or `DW_OP_x(a, b)`; the second argument of DW_OP_LLVM_convert is a DW_ATE name.
  static void expression_elem(const llvm_attribute& a, dialect_printer& p) {
    if (!p.stripped()) p.text("<");
    const std::uint64_t op = a.fields[0].value;
    p.text(dwarf::operation_name(op));
    const auto& args = a.fields[1].list;
    if (!args.empty()) {
      p.text("(");
      for (std::size_t k = 0; k < args.size(); ++k) {
        if (k != 0) p.text(", ");
        const std::string_view ate = k > 0 && op == dwarf::op_llvm_convert ? dwarf::encoding_name(args[k]) : "";
        if (!ate.empty()) p.text(ate);
        else p.unsigned_int(args[k]);
      }
      p.text(")");
    }
    if (!p.stripped()) p.text(">");
  }
};
using llvm_dialect = basic_llvm_dialect<>;

}  // namespace mlirbc::dialects
