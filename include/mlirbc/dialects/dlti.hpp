// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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

#include "../base/config.hpp"
#include "../tables/bytecode.hpp"

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
std::size_t close_of(std::string_view t, std::size_t i);

// The comma-separated items of `t` at bracket depth 0, trimmed of spaces.
std::vector<std::string_view> split_items(std::string_view t);

// Appends `t` with every old-syntax spec in it rewritten.
void rewrite(std::string_view t, unsigned nesting, std::string& out);

}  // namespace dlti_detail

// The text MLIR 22 prints for the textual attribute `text`, if it holds a spec
// in the old syntax (then true and `out` is set); false otherwise.
bool dlti_legacy_spec_rewrite(std::string_view text, std::string& out);

// The dlti plug-in: DLTI has no binary encoding, only this rewrite of its text
// (offered every textual attribute: a spec may sit inside another attribute).
struct dlti_dialect {
  static constexpr std::string_view dialect = "dlti";
  bool rewrite_textual(std::string_view text, entry_kind kind, const bytecode&, std::string& out) const;
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/dlti.ipp"
#endif
