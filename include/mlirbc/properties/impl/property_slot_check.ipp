// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of property_slot_check.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <cctype>
#include <string_view>

#include "../property_slot_check.hpp"
#include "../../model/shaped_types.hpp"

namespace mlirbc::detail {

// Whether the dialect attribute `idx` (textual, custom-encoded or opaque) is of
// class `cls`, "#dialect.mnemonic".
inline bool fits_dialect_class(const attr_reader& r, std::uint64_t idx, std::string_view cls, attr_kind k) {
  if (k != attr_kind::textual && k != attr_kind::dialect && k != attr_kind::opaque) return false;
  if (!r.attribute(idx).has_value()) return false;
  const attribute& node = r.attr_node(idx);
  const std::string_view name = cls.substr(std::min<std::size_t>(1, cls.size()));  // dialect.mnemonic
  const std::size_t dot = name.find('.');
  if (dot == std::string_view::npos) return true;
  const std::string_view dialect = name.substr(0, dot), mnemonic = name.substr(dot + 1);
  if (const auto* t = node.get<attrs::textual>()) {
    const std::string_view text = t->text.substr(std::min<std::size_t>(1, t->text.size()));
    auto ends_word = [&](std::size_t at) {  // the mnemonic is not the prefix of a longer name
      if (at == text.size()) return true;
      const char ch = text[at];
      return !(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' || ch == '$');
    };
    if (t->text.starts_with("#") && text.starts_with(name) && ends_word(name.size())) return true;
    return t->text.starts_with("#") && text.size() > dialect.size() + 1 && text.starts_with(dialect) &&
           text[dialect.size()] == '<' && text.substr(dialect.size() + 1).starts_with(mnemonic) &&
           ends_word(dialect.size() + 1 + mnemonic.size());
  }
  if (const auto* d = node.get<attrs::dialect>()) return static_cast<const dialect_value&>(*d).dialect == dialect;
  if (const auto* o = node.get<attrs::opaque>()) return o->dialect == dialect;
  return false;
}

MLIRBC_INLINE bool attribute_fits_kind(const attr_reader& r, std::uint64_t idx, const op_schema::field_desc& f, attr_kind k) {
  using op_schema::expected_attr;
  if (f.expect == expected_attr::any) return true;
  if (f.expect == expected_attr::dialect) return fits_dialect_class(r, idx, f.expect_class, k);
  // The kind decides most cases. The finer checks (a flat symbol ref, an i1
  // integer, a dense array's element type) read the node, so a reader keeping
  // only kinds (retention::requested, `mlirbc stats`) skips them: requesting
  // scattered nodes there would cost the memory it exists to save.
  auto node = [&]() -> const attribute& { return r.attr_node(idx); };
  auto keep_node = [&] { return r.attribute(idx).has_value(); };
  auto finer = [&](auto check) { return !r.keeps_nodes() || (keep_node() && check()); };
  // Builtin attributes never print with a leading `#` (that is a dialect's attribute).
  if (k == attr_kind::textual) return keep_node() && !node().get<attrs::textual>()->text.starts_with("#");
  auto element_is = [&](std::uint64_t type_idx, auto pred) {
    auto t = r.type(type_idx);
    return t.has_value() && pred(**t);
  };
  auto integer_of = [](unsigned width) {
    return [width](const type& t) {
      const auto* i = t.get<types::integer>();
      return i != nullptr && i->width == width && i->sign == signedness::signless;
    };
  };
  auto float_of = [](float_kind fk) {
    return [fk](const type& t) {
      const auto* fl = t.get<types::floating>();
      return fl != nullptr && fl->kind == fk;
    };
  };
  auto dense_array_of = [&](auto pred) {
    return k == attr_kind::dense_array && finer([&] { return element_is(node().get<attrs::dense_array>()->element_type, pred); });
  };
  auto dense_elements_of = [&](auto pred) {
    return k == attr_kind::dense_elements && finer([&] {
             auto t = r.type(node().get<attrs::dense_elements>()->type);
             if (!t) return false;
             const auto s = shaped_of(**t);
             return s.has_value() && element_is(s->element, pred);
           });
  };
  switch (f.expect) {  // no default: -Wswitch asks for the check of a new class
    case expected_attr::any:
    case expected_attr::dialect: return true;  // decided above
    case expected_attr::string: return k == attr_kind::string;
    case expected_attr::type: return k == attr_kind::type_attr;
    case expected_attr::integer: return k == attr_kind::integer;
    case expected_attr::floating: return k == attr_kind::floating;
    case expected_attr::array: return k == attr_kind::array;
    case expected_attr::dictionary: return k == attr_kind::dictionary;
    case expected_attr::unit: return k == attr_kind::unit;
    case expected_attr::symbol_ref: return k == attr_kind::symbol_ref;
    case expected_attr::flat_symbol_ref:
      return k == attr_kind::symbol_ref && finer([&] { return node().get<attrs::symbol_ref>()->nested.empty(); });
    case expected_attr::boolean:
      return k == attr_kind::integer && finer([&] { return element_is(node().get<attrs::integer>()->type, integer_of(1)); });
    case expected_attr::dense_array_i1: return dense_array_of(integer_of(1));
    case expected_attr::dense_array_i8: return dense_array_of(integer_of(8));
    case expected_attr::dense_array_i16: return dense_array_of(integer_of(16));
    case expected_attr::dense_array_i32: return dense_array_of(integer_of(32));
    case expected_attr::dense_array_i64: return dense_array_of(integer_of(64));
    case expected_attr::dense_array_f32: return dense_array_of(float_of(float_kind::f32));
    case expected_attr::dense_array_f64: return dense_array_of(float_of(float_kind::f64));
    case expected_attr::dense_int_elements:
      return dense_elements_of([](const type& e) { return e.is<types::integer>() || e.is<types::index>(); });
    case expected_attr::dense_fp_elements: return dense_elements_of([](const type& e) { return e.is<types::floating>(); });
    case expected_attr::dense_elements: return k == attr_kind::dense_elements || k == attr_kind::dense_strings;
  }
  return true;  // (not reached: every class returns above)
}

MLIRBC_INLINE result<bool> attribute_fits(const attr_reader& r, std::uint64_t idx, const op_schema::field_desc& f) {
  if (f.expect == op_schema::expected_attr::any) return true;
  const auto k = r.kind_of(idx);
  if (!k) return k.err();
  if (r.keeps_nodes())
    if (auto a = r.attribute(idx); !a) return a.err();
  return attribute_fits_kind(r, idx, f, *k);
}

MLIRBC_INLINE void check_slot(const attr_reader& r, std::uint64_t idx, const op_schema::field_desc& f, std::uint64_t at,
                              cursor& c) {
  auto fits = attribute_fits(r, idx, f);
  if (!fits) c.fail_with(fits.err());
  else if (!*fits) c.fail_at(at, errc::bad_value, "op properties: attribute of a kind its slot does not allow", idx, 0);
}

}  // namespace mlirbc::detail
