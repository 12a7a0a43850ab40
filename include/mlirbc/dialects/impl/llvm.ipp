// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of llvm.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../llvm.hpp"
#include "../../properties/property_fields.hpp"

namespace mlirbc::dialects {

MLIRBC_INLINE auto llvm_dialect::spec(std::uint8_t code) noexcept -> const attr_spec& {
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

MLIRBC_INLINE auto llvm_dialect::decode_attribute(dialect_reader& r) const -> attribute_value {
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

MLIRBC_INLINE void llvm_dialect::print_attribute(const llvm_attribute& a, dialect_printer& p) const {
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

MLIRBC_INLINE bool llvm_dialect::elided(style s, const field& f) noexcept {
  switch (s) {
    case style::tag: case style::ate: case style::cc: case style::uint: case style::boolean:
    case style::di_flags: case style::sp_flags: case style::name_table:
      return f.value == 0;
    case style::opt_uint: case style::attr: case style::stripped: return !f.present;
    case style::attr_list: case style::stripped_list: return f.list.empty();
    default: return false;
  }
}

MLIRBC_INLINE void llvm_dialect::value(style s, const field& f, const llvm_attribute& a, dialect_printer& p) {
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

MLIRBC_INLINE void llvm_dialect::list(const field& f, bool strip, dialect_printer& p) {
  for (std::size_t k = 0; k < f.list.size(); ++k) {
    if (k != 0) p.text(", ");
    if (!f.list_present.empty() && !f.list_present[k]) p.text("<<NULL ATTRIBUTE>>");
    else if (strip) p.attribute_stripped(f.list[k]);
    else p.attribute(f.list[k]);
  }
}

MLIRBC_INLINE void llvm_dialect::expression_elem(const llvm_attribute& a, dialect_printer& p) {
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

MLIRBC_INLINE props::value llvm_dialect::decode_property(std::uint16_t codec, property_reader& r) const {
  const std::uint64_t at = r.offset();
  if (codec != overflow_flags) {
    r.fail_at(at, errc::bad_value, "llvm dialect property codec", codec, overflow_flags);
    return {};
  }
  const std::uint64_t v = r.varint("overflow flags property") & 0xFFFFFFFFu;  // stored as uint32
  // Only nsw (1) and nuw (2) have a name to print.
  if (r.ok() && v > 3) r.fail_at(at, errc::bad_value, "overflow flags property", v, 3);
  if (!r.ok()) return {};
  static constexpr std::string_view text[] = {"#llvm.overflow<none>", "#llvm.overflow<nsw>", "#llvm.overflow<nuw>",
                                              "#llvm.overflow<nsw, nuw>"};
  return props::value::enum_of(static_cast<std::int64_t>(v), std::string(text[v]));
}

}
