// dialects/dlti: data layout specs in the syntax of MLIR 19 and older.
//
// The DLTI dialect has no binary encoding: its attributes are stored as text.
// MLIR 19 and older wrote a spec as `#dlti.dl_spec<#dlti.dl_entry<K, V>, ...>`;
// MLIR 22 still reads that and prints it as `#dlti.dl_spec<K = V, ...>`, so a
// dump of an old file has to rewrite it the same way. Only specs whose items are
// all `#dlti.dl_entry<K, V>` are rewritten; everything else is kept verbatim.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../bytecode.hpp"

namespace mlirbc::dialects {

namespace dlti_detail {

constexpr std::string_view spec_prefix = "#dlti.dl_spec<";
constexpr std::string_view entry_prefix = "#dlti.dl_entry<";
// Specs nested deeper than this in one entry's text are left as written
// (bounds the recursion on crafted text).
constexpr unsigned max_nesting = 64;
constexpr std::size_t npos = std::string_view::npos;

// Index just past the bracket that closes the one opened before `i`, or npos.
// Brackets of every kind nest; strings and the `->` of affine maps are skipped.
template <class = void>
inline std::size_t close_of(std::string_view t, std::size_t i) {
  int depth = 1;
  bool in_string = false;
  for (; i < t.size(); ++i) {
    const char ch = t[i];
    if (in_string) {
      if (ch == '\\') ++i;
      else if (ch == '"') in_string = false;
      continue;
    }
    switch (ch) {
      case '"': in_string = true; break;
      case '<': case '(': case '[': case '{': ++depth; break;
      case '>':
        if (i > 0 && t[i - 1] == '-') break;  // `->`
        [[fallthrough]];
      case ')': case ']': case '}':
        if (--depth == 0) return i + 1;
        break;
      default: break;
    }
  }
  return npos;
}

// The comma-separated items of `t` at bracket depth 0, trimmed of spaces.
template <class = void>
inline std::vector<std::string_view> split_items(std::string_view t) {
  std::vector<std::string_view> items;
  auto trimmed = [](std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
  };
  int depth = 0;
  bool in_string = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char ch = t[i];
    if (in_string) {
      if (ch == '\\') ++i;
      else if (ch == '"') in_string = false;
      continue;
    }
    if (ch == '"') in_string = true;
    else if (ch == '<' || ch == '(' || ch == '[' || ch == '{') ++depth;
    else if ((ch == '>' && !(i > 0 && t[i - 1] == '-')) || ch == ')' || ch == ']' || ch == '}') --depth;
    else if (ch == ',' && depth == 0) {
      items.push_back(trimmed(t.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (!trimmed(t.substr(start)).empty() || !items.empty()) items.push_back(trimmed(t.substr(start)));
  return items;
}

// Appends `t` with every old-syntax spec in it rewritten.
template <class = void>
inline void rewrite(std::string_view t, unsigned nesting, std::string& out) {
  std::size_t i = 0;
  bool in_string = false;
  std::size_t copied = 0;
  while (i < t.size()) {
    const char ch = t[i];
    if (in_string) {
      if (ch == '\\') ++i;
      else if (ch == '"') in_string = false;
      ++i;
      continue;
    }
    if (ch == '"') {
      in_string = true;
      ++i;
      continue;
    }
    if (ch != '#' || t.substr(i, spec_prefix.size()) != spec_prefix || nesting >= max_nesting) {
      ++i;
      continue;
    }
    const std::size_t open = i + spec_prefix.size();
    const std::size_t close = close_of(t, open);
    if (close == npos) break;
    const std::vector<std::string_view> items = split_items(t.substr(open, close - 1 - open));
    std::vector<std::string_view> keys, values;
    for (std::string_view item : items) {
      if (item.substr(0, entry_prefix.size()) != entry_prefix ||
          close_of(item, entry_prefix.size()) != item.size())
        break;
      const auto kv = split_items(item.substr(entry_prefix.size(), item.size() - 1 - entry_prefix.size()));
      if (kv.size() != 2) break;
      keys.push_back(kv[0]);
      values.push_back(kv[1]);
    }
    out.append(t.substr(copied, open - copied));
    if (items.empty() || keys.size() != items.size()) {
      rewrite(t.substr(open, close - open), nesting + 1, out);
    } else {
      for (std::size_t k = 0; k < keys.size(); ++k) {
        if (k != 0) out += ", ";
        rewrite(keys[k], nesting + 1, out);
        out += " = ";
        rewrite(values[k], nesting + 1, out);
      }
      out += '>';
    }
    i = copied = close;
  }
  out.append(t.substr(copied));
}

}  // namespace dlti_detail

// The text MLIR 22 prints for the textual attribute `text`, if it holds a spec
// in the old syntax (then true and `out` is set); false otherwise.
template <class = void>
inline bool dlti_legacy_spec_rewrite(std::string_view text, std::string& out) {
  if (text.find(dlti_detail::entry_prefix) == std::string_view::npos ||
      text.find(dlti_detail::spec_prefix) == std::string_view::npos)
    return false;
  std::string r;
  dlti_detail::rewrite(text, 0, r);
  if (r == text) return false;
  out = std::move(r);
  return true;
}

// The dlti plug-in: DLTI has no binary encoding, only this rewrite of its text
// (offered every textual attribute: a spec may sit inside another attribute).
template <class = void>
struct basic_dlti_dialect {
  static constexpr std::string_view dialect = "dlti";
  bool rewrite_textual(std::string_view text, entry_kind kind, const bytecode&, std::string& out) const {
    return kind == entry_kind::attribute && dlti_legacy_spec_rewrite(text, out);
  }
};
using dlti_dialect = basic_dlti_dialect<>;

}  // namespace mlirbc::dialects
