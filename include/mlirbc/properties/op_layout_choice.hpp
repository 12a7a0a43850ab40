// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// op_layout_choice: which op layout (op_schema.hpp) applies to an op of a file —
// the release its producer's layouts are taken from, the order the known
// releases are tried in when the producer has none, and the lookup of one op
// in the reader's registered sets (MLIR's releases, dialect plug-ins' own).
//
// Property entries carry no names and no field tags: their layout is fixed by
// the op's ODS definition and changed between LLVM releases without a format
// version bump (docs/format.md §10.6). The layouts of a release are used for
// files of that release's producer; an op or producer without a known layout
// is refused, never guessed (op_properties.hpp).
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/bytecode.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../tables/dialect_table.hpp"
#include "../model/op_schema.hpp"

namespace mlirbc {

// Where an op's layout is: the set and the op's entry in it.
struct op_layout {
  const op_schema::schema_set* set = nullptr;
  const op_schema::op_desc* desc = nullptr;
};

// The LLVM release of `b`'s producer, or 0 when unknown: v5+ files hold their
// writer's layouts (`mlirbc`, the writer in writer.hpp, writes MLIR 22's).
unsigned layout_release(const bytecode& b) noexcept;

// The release whose layouts apply: the registry's forced one
// (dialect_registry::force_op_layouts), else for v5+ layout_release(file). v0-4
// files carry inherent attributes by name, and which names are inherent (and of
// which kind) is their producer's definitions' call: the registered release
// nearest the producer's (preferred_release: MLIR 16-19 -> 19, 20-22 -> 22),
// the newest when the producer names no MLIR release (legacy_release_guessed).
unsigned layout_release(const bytecode& b, const dialect_registry& reg) noexcept;
inline unsigned layout_release(const attr_reader& r) noexcept { return layout_release(r.file(), r.dialects()); }

// Whether layout_release(b, reg) of a v0-4 file is a guess: no forced release
// and a producer that names no MLIR release.
bool legacy_release_guessed(const bytecode& b, const dialect_registry& reg) noexcept;

// The release set (MLIR's own op layouts) of layout_release, if registered.
const op_schema::schema_set* release_set(const bytecode& b, const dialect_registry& reg) noexcept;
const op_schema::schema_set* release_set(const attr_reader& r) noexcept;

// For a producer without a release set: the registered release sets in the
// order they are tried on each op, nearest release first (newest first when
// the producer names no MLIR release).
std::vector<const op_schema::schema_set*> fit_order(const bytecode& b, const dialect_registry& reg);

// Which op layouts a reader applies to a file (what `mlirbc info` reports).
struct op_layout_plan {
  const op_schema::schema_set* release = nullptr;          // the producer's release set (or the forced one)
  std::vector<const op_schema::schema_set*> by_fit;        // without one: tried per op, in this order
  std::vector<const op_schema::schema_set*> dialect_sets;  // plug-ins' sets for dialects the file uses
};
op_layout_plan plan_op_layouts(const bytecode& b, const dialect_registry& reg);

// Whether a dialect's set applies to `b`: the file uses none of its `not_with`
// dialects and, if it names any, one of its `only_with` (op_schema::schema_set).
bool set_applies(const op_schema::schema_set& set, const bytecode& b) noexcept;

// The layout of `op` in a plug-in's set that holds for every producer
// (op_schema::any_release), if any.
op_layout find_release_independent_layout(const attr_reader& r, const op_name& op);

// The layout of `op` in MLIR `release`: a plug-in's set for the op's dialect
// first (one for any release, then one for `release`), then the release set.
// find_layout: of layout_release(r); in a v0-4 file, an op that release does not
// define takes the nearest release that does (fit_order).
op_layout find_layout_in(const attr_reader& r, const op_name& op, unsigned release);
op_layout find_layout(const attr_reader& r, const op_name& op);

namespace detail {

// Of `releases`, the nearest at or after `producer`, else the newest before it (0 if empty).
unsigned preferred_release(unsigned producer, std::span<const unsigned> releases) noexcept;

// Whether mlirbc knows the ops of `dialect` (some layout set describes one).
bool dialect_has_layouts(const attr_reader& r, std::string_view dialect);

}  // namespace detail

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/op_layout_choice.ipp"
#endif
