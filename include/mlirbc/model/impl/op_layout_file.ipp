// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of op_layout_file.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <charconv>
#include <iterator>
#include <set>

#include "../../tables/mapped_file.hpp"
#include "../op_layout_file.hpp"

namespace mlirbc::op_schema {
namespace detail {

struct layout_kind_name {
  std::string_view name;
  field_kind kind;
};
// The field kinds a layout file may use: every encoding ODS generates. `custom`
// and `custom_attr` need a dialect plug-in's codec, so a file cannot describe them.
inline constexpr layout_kind_name layout_kinds[] = {
    {"attr", field_kind::attr},           {"opt_attr", field_kind::opt_attr},
    {"segments_v5", field_kind::segments_v5}, {"segments_v6", field_kind::segments_v6},
    {"enum_i8", field_kind::enum_i8},     {"enum_i16", field_kind::enum_i16},
    {"enum_i32", field_kind::enum_i32},   {"enum_i64", field_kind::enum_i64},
    {"unit_bool", field_kind::unit_bool}, {"optional_i64", field_kind::optional_i64},
    {"native", field_kind::native},
};

// The next space-separated word of `line` (advancing it), or empty.
inline std::string_view next_word(std::string_view& line) {
  const std::size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos) {
    line = {};
    return {};
  }
  line.remove_prefix(start);
  const std::size_t end = std::min(line.find(' '), line.size());
  const std::string_view w = line.substr(0, end);
  line.remove_prefix(end);
  return w;
}

inline bool parse_size(std::string_view w, std::uint16_t& out) {
  int base = 10;
  if (w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X')) {
    w.remove_prefix(2);
    base = 16;
  }
  unsigned v = 0;
  const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v, base);
  if (ec != std::errc{} || end != w.data() + w.size() || w.empty() || v > 0xFFFF) return false;
  out = static_cast<std::uint16_t>(v);
  return true;
}

}  // namespace detail

MLIRBC_INLINE std::shared_ptr<const layout_file> layout_file::parse(std::string_view text, std::string& why) {
  why.clear();
  if (text.size() > max_size) {
    why = "line 1: larger than " + std::to_string(max_size) + " bytes";
    return nullptr;
  }
  std::shared_ptr<layout_file> f(new layout_file());
  f->text_.assign(text);  // every view below points into text_, which no longer moves
  std::string_view rest = f->text_;
  std::string_view name, dialect;
  std::set<std::string_view> seen;
  struct pending {
    std::string_view name;
    op_status status;
    std::size_t first, count;
  };
  std::vector<pending> ops;
  std::size_t line_no = 0;
  auto fail = [&](const std::string& message) {
    why = "line " + std::to_string(line_no) + ": " + message;
    return nullptr;
  };
  while (!rest.empty()) {
    ++line_no;
    const std::size_t nl = std::min(rest.find('\n'), rest.size());
    std::string_view line = rest.substr(0, nl);
    rest.remove_prefix(std::min(nl + 1, rest.size()));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line_no == 1) {
      std::string_view l = line;
      if (detail::next_word(l) != magic) return fail("not a layout file (it must start with 'mlirbc-op-layouts 1')");
      if (detail::next_word(l) != "1" || !detail::next_word(l).empty())
        return fail("unsupported layout file format (this reader knows format 1)");
      continue;
    }
    std::string_view l = line;
    const std::string_view key = detail::next_word(l);
    if (key.empty() || key.front() == '#') continue;
    if (key == "name") {
      if (!name.empty() || !ops.empty()) return fail("'name' must come once, before the ops");
      const std::size_t start = l.find_first_not_of(' ');
      name = start == std::string_view::npos ? std::string_view{} : l.substr(start);
      if (name.empty()) return fail("'name' needs a text");
      continue;
    }
    if (key == "dialect") {
      if (!dialect.empty()) return fail("'dialect' must come once");
      dialect = detail::next_word(l);
      if (dialect.empty() || !detail::next_word(l).empty()) return fail("'dialect' needs exactly one name");
      continue;
    }
    if (key == "op") {
      if (dialect.empty()) return fail("'op' before 'dialect'");
      const std::string_view op = detail::next_word(l), status = detail::next_word(l);
      if (!detail::next_word(l).empty()) return fail("'op' takes a name and a status");
      if (op.size() <= dialect.size() + 1 || !op.starts_with(dialect) || op[dialect.size()] != '.')
        return fail("op '" + std::string(op) + "' is not an op of dialect '" + std::string(dialect) + "'");
      if (!seen.insert(op).second) return fail("op '" + std::string(op) + "' is described twice");
      op_status st;
      if (status == "ok") st = op_status::ok;
      else if (status == "none") st = op_status::none;
      else if (status == "unknown") st = op_status::unknown;
      else return fail("op status must be ok, none or unknown, not '" + std::string(status) + "'");
      ops.push_back(pending{op, st, f->fields_.size(), 0});
      continue;
    }
    if (key == "field") {
      if (ops.empty() || ops.back().status != op_status::ok) return fail("'field' outside an 'op ... ok'");
      field_desc d{};
      d.name = detail::next_word(l);
      const std::string_view kind = detail::next_word(l), size = detail::next_word(l), expect = detail::next_word(l);
      if (expect.empty()) return fail("'field' takes a name, a kind, a size and an expected class ('-' for any)");
      const auto* k = std::find_if(std::begin(detail::layout_kinds), std::end(detail::layout_kinds),
                                   [&](const detail::layout_kind_name& n) { return n.name == kind; });
      if (k == std::end(detail::layout_kinds)) return fail("unknown field kind '" + std::string(kind) + "'");
      d.kind = k->kind;
      if (!detail::parse_size(size, d.size)) return fail("field size must be a number from 0 to 65535");
      if (expect.front() == '#') {  // a dialect's class, "#dialect.mnemonic"
        d.expect = expected_attr::dialect;
        d.expect_class = expect;
      } else if (expect != "-") {
        const auto e = expected_attr_from_name(expect);
        if (!e) return fail("unknown expected class '" + std::string(expect) + "' (string, type, #dialect.mnemonic, ...)");
        d.expect = *e;
      }
      const std::string_view eq = detail::next_word(l);
      if (eq == "=") {
        const std::size_t start = l.find_first_not_of(' ');
        d.default_text = start == std::string_view::npos ? std::string_view{} : l.substr(start);
        d.has_default = true;
      } else if (!eq.empty()) {
        return fail("after the expected class only '= DEFAULT' may follow");
      }
      if (++ops.back().count > 255) return fail("an op has more than 255 fields");
      if (f->fields_.size() >= 0xFFFF) return fail("more than 65535 fields in all");
      f->fields_.push_back(d);
      continue;
    }
    return fail("unknown line '" + std::string(key) + "' (name, dialect, op, field or a # comment)");
  }
  if (line_no == 0) {
    why = "empty (a layout file starts with 'mlirbc-op-layouts 1')";
    return nullptr;
  }
  if (dialect.empty()) return fail("no 'dialect' line");
  std::sort(ops.begin(), ops.end(), [](const pending& a, const pending& b) { return a.name < b.name; });
  for (const pending& p : ops)
    f->ops_.push_back(op_desc{p.name, p.status, static_cast<std::uint16_t>(p.first), static_cast<std::uint8_t>(p.count)});
  f->name_ = std::string(name.empty() ? dialect : name) + " (layout file)";
  f->set_ = schema_set{f->name_, any_release, f->ops_, f->fields_, dialect};
  return f;
}

MLIRBC_INLINE std::shared_ptr<const layout_file> layout_file::load(const std::string& path, std::string& why) {
  mapped_file m;
  if (const error e = m.open(path)) {
    why = path + ": " + e.message();
    return nullptr;
  }
  const auto bytes = m.bytes();
  auto f = parse(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), why);
  if (!f) why = path + ": " + why;
  return f;
}

}  // namespace mlirbc::op_schema
