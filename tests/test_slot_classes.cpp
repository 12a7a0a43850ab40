// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Property slot classes (properties/property_slot_check.hpp) against every
// attribute of every fixture: whether an attribute may sit in a slot of each
// class is judged here from the attribute as the printer writes it (the text
// mlir-opt's print of the fixture holds: `true`, `array<i8: 1>`,
// `dense<1.0> : tensor<2xf32>`, `#dialect.mnemonic<…>`), independently of the
// node fields the check reads. Also under retention::requested, where the
// finer checks are skipped and the attribute's kind alone decides.
#include <doctest/doctest.h>

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <mlirbc.hpp>
#include <mlirbc/properties/property_slot_check.hpp>

#include "support.hpp"

using namespace mlirbc;
using op_schema::expected_attr;

namespace {

op_schema::field_desc slot(expected_attr e, std::string_view cls = {}) {
  op_schema::field_desc f{};
  f.name = "slot";
  f.expect = e;
  f.expect_class = cls;
  return f;
}

// The element type of a printed dense elements attribute, `dense<…> : tensor<2x3xf32>`.
std::string_view element_of(std::string_view text) {
  const std::size_t colon = text.rfind(" : ");
  if (colon == std::string_view::npos) return {};
  std::string_view t = text.substr(colon + 3);
  const std::size_t open = t.find('<');
  if (open == std::string_view::npos || !t.ends_with('>')) return {};
  t = t.substr(open + 1, t.size() - open - 2);
  // Dimensions: digits or `?`, each followed by `x`.
  for (;;) {
    std::size_t i = 0;
    while (i < t.size() && (std::isdigit(static_cast<unsigned char>(t[i])) || t[i] == '?')) ++i;
    if (i == 0 || i >= t.size() || t[i] != 'x') break;
    t = t.substr(i + 1);
  }
  if (const std::size_t comma = t.find(','); comma != std::string_view::npos) t = t.substr(0, comma);  // encoding
  return t;
}

bool digits_after(std::string_view s, std::size_t from) {
  if (from >= s.size()) return false;
  for (std::size_t i = from; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}
bool is_signless_int(std::string_view e) { return e.starts_with('i') && digits_after(e, 1); }
bool is_int_or_index(std::string_view e) {
  return e == "index" || is_signless_int(e) || (e.starts_with("si") && digits_after(e, 2)) ||
         (e.starts_with("ui") && digits_after(e, 2));
}
bool is_float(std::string_view e) {
  return e == "bf16" || e == "tf32" || (e.size() >= 2 && e[0] == 'f' && std::isdigit(static_cast<unsigned char>(e[1])));
}

// `array<i8: 1, 2>` / `array<i8>`: the element type of a printed dense array.
std::string_view array_element(std::string_view text) {
  if (!text.starts_with("array<")) return {};
  std::string_view t = text.substr(6);
  const std::size_t end = t.find_first_of(":>");
  return end == std::string_view::npos ? std::string_view{} : t.substr(0, end);
}

// Whether an attribute printed `text`, of kind `k`, may sit in a slot of the builtin class `e`.
bool expected_fit(std::string_view text, attr_kind k, expected_attr e) {
  if (e == expected_attr::any) return true;
  if (k == attr_kind::textual) return !text.starts_with('#');
  switch (e) {
    case expected_attr::any:
    case expected_attr::dialect: return true;
    case expected_attr::string: return k == attr_kind::string;
    case expected_attr::type: return k == attr_kind::type_attr;
    case expected_attr::integer: return k == attr_kind::integer;
    case expected_attr::floating: return k == attr_kind::floating;
    case expected_attr::array: return k == attr_kind::array;
    case expected_attr::dictionary: return k == attr_kind::dictionary;
    case expected_attr::unit: return k == attr_kind::unit;
    case expected_attr::symbol_ref: return k == attr_kind::symbol_ref;
    case expected_attr::flat_symbol_ref: return k == attr_kind::symbol_ref && text.find("::") == std::string_view::npos;
    case expected_attr::boolean: return k == attr_kind::integer && (text == "true" || text == "false");
    case expected_attr::dense_array_i1: return k == attr_kind::dense_array && array_element(text) == "i1";
    case expected_attr::dense_array_i8: return k == attr_kind::dense_array && array_element(text) == "i8";
    case expected_attr::dense_array_i16: return k == attr_kind::dense_array && array_element(text) == "i16";
    case expected_attr::dense_array_i32: return k == attr_kind::dense_array && array_element(text) == "i32";
    case expected_attr::dense_array_i64: return k == attr_kind::dense_array && array_element(text) == "i64";
    case expected_attr::dense_array_f32: return k == attr_kind::dense_array && array_element(text) == "f32";
    case expected_attr::dense_array_f64: return k == attr_kind::dense_array && array_element(text) == "f64";
    case expected_attr::dense_int_elements: return k == attr_kind::dense_elements && is_int_or_index(element_of(text));
    case expected_attr::dense_fp_elements: return k == attr_kind::dense_elements && is_float(element_of(text));
    case expected_attr::dense_elements: return k == attr_kind::dense_elements || k == attr_kind::dense_strings;
  }
  return false;
}

// Kinds that the finer checks (which read the node) may refuse.
bool finer_class(expected_attr e) {
  return e == expected_attr::flat_symbol_ref || e == expected_attr::boolean ||
         (e >= expected_attr::dense_array_i1 && e <= expected_attr::dense_fp_elements);
}

// `#dialect.mnemonic…` or `#dialect<mnemonic …>`: {dialect, mnemonic}.
std::optional<std::pair<std::string, std::string>> dialect_class_of(std::string_view text) {
  if (!text.starts_with('#')) return std::nullopt;
  // What no plug-in decodes prints `#mlirbc.opaque<"dialect", "0x…">`: of its dialect, no mnemonic.
  if (constexpr std::string_view opaque = "#mlirbc.opaque<\""; text.starts_with(opaque)) {
    const std::size_t quote = text.find('"', opaque.size());
    if (quote == std::string_view::npos) return std::nullopt;
    return std::pair{std::string(text.substr(opaque.size(), quote - opaque.size())), std::string("any")};
  }
  const std::string_view t = text.substr(1);
  const std::size_t sep = t.find_first_of(".<");
  if (sep == std::string_view::npos || sep == 0) return std::nullopt;
  std::size_t end = sep + 1;
  while (end < t.size() && (std::isalnum(static_cast<unsigned char>(t[end])) || t[end] == '_' || t[end] == '.' ||
                            t[end] == '$'))
    ++end;
  if (end == sep + 1) return std::nullopt;
  return std::pair{std::string(t.substr(0, sep)), std::string(t.substr(sep + 1, end - sep - 1))};
}

}  // namespace

TEST_CASE("slot classes: each builtin class takes exactly the attributes its print shows to be of it") {
  std::size_t checked = 0, fitted_finer = 0, refused_finer = 0;
  for (const auto& path : test_support::fixture_files()) {
    auto file = bytecode_file::open(path);
    if (!file) continue;  // the malformed fixtures: other tests
    const bytecode& b = file->view();
    attr_reader full(b, default_dialects());
    attr_reader kinds_only(b, default_dialects(), retention::requested);
    attr_reader printing(b, default_dialects());
    attr_printer printer(printing);
    for (std::uint64_t i = 0; i < full.num_attributes(); ++i) {
      std::string text;
      if (printer.print_attribute(i, text)) continue;
      const auto k = full.kind_of(i);
      REQUIRE(k.has_value());
      for (auto e = expected_attr::any; e <= expected_attr::dense_elements;
           e = static_cast<expected_attr>(static_cast<unsigned>(e) + 1)) {
        if (e == expected_attr::dialect) continue;
        CAPTURE(path.filename().string());
        CAPTURE(text);
        CAPTURE(op_schema::expected_attr_name(e));
        const auto fits = detail::attribute_fits(full, i, slot(e));
        REQUIRE(fits.has_value());
        CHECK(*fits == expected_fit(text, *k, e));
        // Kinds alone: a finer class takes every attribute of its kind.
        const auto loose = detail::attribute_fits(kinds_only, i, slot(e));
        REQUIRE(loose.has_value());
        if (*fits) CHECK(*loose);
        if (finer_class(e) && *k != attr_kind::textual) {
          (*fits ? fitted_finer : refused_finer) += 1;
          const bool kind_matches = detail::attribute_fits(kinds_only, i, slot(e)).value();
          if (!*fits && kind_matches) CHECK(!expected_fit(text, *k, e));
        }
        ++checked;
      }
    }
  }
  CHECK(checked > 10000);
  CHECK(fitted_finer > 20);
  CHECK(refused_finer > 20);
}

TEST_CASE("slot classes: a dialect's class takes its own attributes, by either printed form, and no other dialect's") {
  std::size_t textual = 0, custom = 0;
  for (const auto& path : test_support::fixture_files()) {
    auto file = bytecode_file::open(path);
    if (!file) continue;
    const bytecode& b = file->view();
    attr_reader r(b, default_dialects());
    attr_printer printer(r);
    for (std::uint64_t i = 0; i < r.num_attributes(); ++i) {
      std::string text;
      if (printer.print_attribute(i, text)) continue;
      const auto dm = dialect_class_of(text);
      if (!dm) continue;
      const auto k = r.kind_of(i).value();
      if (k != attr_kind::textual && k != attr_kind::dialect && k != attr_kind::opaque) continue;
      CAPTURE(path.filename().string());
      CAPTURE(text);
      const auto& [d, m] = *dm;
      const std::string own = "#" + d + "." + m, dialect_only = "#" + d, other = "#zz_other_dialect." + m,
                        longer = "#" + d + "." + m + "zz";
      CHECK(detail::attribute_fits(r, i, slot(expected_attr::dialect, own)).value());
      CHECK(detail::attribute_fits(r, i, slot(expected_attr::dialect, dialect_only)).value());
      CHECK_FALSE(detail::attribute_fits(r, i, slot(expected_attr::dialect, other)).value());
      // Textual entries name their class; a custom encoding only its dialect.
      CHECK(detail::attribute_fits(r, i, slot(expected_attr::dialect, longer)).value() == (k != attr_kind::textual));
      // A dialect's attribute is never of a builtin class.
      CHECK_FALSE(detail::attribute_fits(r, i, slot(expected_attr::string)).value());
      (k == attr_kind::textual ? textual : custom) += 1;
    }
    // No builtin attribute is of a dialect's class.
    for (std::uint64_t i = 0; i < r.num_attributes(); ++i) {
      const auto k = r.kind_of(i);
      if (!k || *k == attr_kind::textual || *k == attr_kind::dialect || *k == attr_kind::opaque) continue;
      CHECK_FALSE(detail::attribute_fits(r, i, slot(expected_attr::dialect, "#builtin.x")).value());
    }
  }
  CHECK(textual > 0);
  CHECK(custom > 0);
}
