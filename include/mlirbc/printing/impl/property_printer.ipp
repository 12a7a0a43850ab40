// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of property_printer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../property_printer.hpp"

namespace mlirbc {

MLIRBC_INLINE void append_property_text(const props::value& v, std::string& out, bool nested) {
  using props::kind;
  auto items = [&](std::string_view open, std::string_view close, bool nest) {
    out += open;
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      if (i != 0) out += ", ";
      append_property_text(v.items[i], out, nest);
    }
    out += close;
  };
  switch (v.kind) {
    case kind::attribute: return;  // printed by attr_printer
    case kind::integer:
      out += std::to_string(v.integer);
      if (v.bits != 64 || !nested) out += " : i" + std::to_string(v.bits);
      return;
    case kind::boolean: out += v.flag ? "true" : "false"; return;
    case kind::unit_attr:
    case kind::unit_prop: out += "unit"; return;
    case kind::string: print_detail::append_quoted(v.str, out); return;
    case kind::list:
    case kind::optional: items("[", "]", true); return;
    case kind::dense_array:
      out += "array<i" + std::to_string(v.bits);
      for (std::size_t i = 0; i < v.items.size(); ++i) {
        out += i == 0 ? ": " : ", ";
        out += std::to_string(v.items[i].integer);
      }
      out += '>';
      return;
    case kind::record:
      out += '{';
      for (std::size_t i = 0; i < v.items.size(); ++i) {
        if (i != 0) out += ", ";
        print_detail::append_keyword_or_string(v.items[i].name, out);
        out += " = ";
        append_property_text(v.items[i], out);
      }
      out += '}';
      return;
    case kind::enum_case:
    case kind::printed: out += v.text; return;
  }
}

}
