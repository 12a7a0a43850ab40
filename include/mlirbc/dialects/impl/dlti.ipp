// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dlti.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dlti.hpp"

namespace mlirbc::dialects {
namespace dlti_detail {

MLIRBC_INLINE std::size_t close_of(std::string_view t, std::size_t i) {
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

MLIRBC_INLINE std::vector<std::string_view> split_items(std::string_view t) {
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

MLIRBC_INLINE void rewrite(std::string_view t, unsigned nesting, std::string& out) {
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

}
}
namespace mlirbc::dialects {

MLIRBC_INLINE bool dlti_legacy_spec_rewrite(std::string_view text, std::string& out) {
  if (text.find(dlti_detail::entry_prefix) == std::string_view::npos ||
      text.find(dlti_detail::spec_prefix) == std::string_view::npos)
    return false;
  std::string r;
  dlti_detail::rewrite(text, 0, r);
  if (r == text) return false;
  out = std::move(r);
  return true;
}

MLIRBC_INLINE bool dlti_dialect::rewrite_textual(std::string_view text, entry_kind kind, const bytecode&, std::string& out) const {
  return kind == entry_kind::attribute && dlti_legacy_spec_rewrite(text, out);
}

}
