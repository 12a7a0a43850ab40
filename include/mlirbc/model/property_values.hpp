// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// property_values: an op's properties as decode_properties (op_properties.hpp)
// yields them — each a name and a typed value: an attribute of the file, an
// integer, a string, a list... property_printer.hpp prints them as mlir-opt does.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"

namespace mlirbc {

// "No attribute": what property_value::attr() returns for a value that is not one.
inline constexpr std::uint64_t no_attr = ~std::uint64_t{0};

namespace props {

enum class kind : std::uint8_t {
  attribute,    // an attribute of the file (`index`)
  integer,      // `integer`, `bits` wide (sign-extended): `N : iB`
  boolean,      // `flag`: `true` / `false`
  unit_attr,    // a set UnitAttr: the bare name in a dictionary
  unit_prop,    // a set UnitProp: `unit`
  string,       // `str`, a view into the file: a quoted string
  list,         // `items`: `[a, b]`
  optional,     // `items`, none or one: `[]` / `[x]`
  dense_array,  // `items`, integers of `bits`: `array<iB: a, b>`
  record,       // `items`, each with its `name`: `{a = x, b = y}`
  enum_case,    // `integer`, and `text` as MLIR prints it (`#llvm.overflow<nsw>`)
  printed,      // `text`: MLIR's print of a value the file does not hold (a default)
};

struct value {
  props::kind kind = props::kind::unit_attr;
  std::uint64_t index = 0;  // attribute
  std::int64_t integer = 0;
  std::uint8_t bits = 0;
  bool flag = false;
  std::string_view name;  // of a record item
  std::string_view str;   // string
  std::string text;       // enum_case, printed
  std::vector<value> items;

  static value attribute(std::uint64_t idx) { return with([&](value& v) { v.kind = kind::attribute, v.index = idx; }); }
  static value integer_of(std::int64_t n, unsigned bits);
  static value boolean(bool b) { return with([&](value& v) { v.kind = kind::boolean, v.flag = b; }); }
  static value unit_attr() { return with([](value& v) { v.kind = kind::unit_attr; }); }
  static value unit_prop() { return with([](value& v) { v.kind = kind::unit_prop; }); }
  static value string(std::string_view s) { return with([&](value& v) { v.kind = kind::string, v.str = s; }); }
  static value list_of(props::kind k, std::vector<value> items, unsigned bits = 0);
  static value enum_of(std::int64_t n, std::string text);
  static value printed(std::string_view text) { return with([&](value& v) { v.kind = kind::printed, v.text = text; }); }
  // Same kind and contents (a record item's name included).
  bool operator==(const value&) const = default;

  value named(std::string_view n) &&;

 private:
  template <class F> static value with(F set) {
    value v;
    set(v);
    return v;
  }
};

}  // namespace props

// One property of an op: its name and value. An unregistered op's properties
// that are not a dictionary come as one value with an empty name.
struct property_value {
  std::string_view name;
  props::value value;

  // The attribute index when the value is an attribute of the file, else no_attr.
  std::uint64_t attr() const noexcept { return value.kind == props::kind::attribute ? value.index : no_attr; }
  bool operator==(const property_value&) const = default;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/property_values.ipp"
#endif
