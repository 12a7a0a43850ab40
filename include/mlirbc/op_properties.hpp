// op_properties: an op's properties as named, typed values — decoded from its
// property entry (v5+) with the op's layout (op_schema.hpp), or, for v0-4
// files, selected from its attribute dictionary (which attributes are
// inherent, plus the values MLIR fills in).
//
// Property entries carry no names and no field tags: their layout is fixed by
// the op's ODS definition and changed between LLVM releases without a format
// version bump (docs/format.md §10.6). The layouts of a release are used for
// files of that release's producer; an op or producer without a known layout
// is refused, never guessed. Layout sets come from the reader's registry:
// MLIR's releases (dialects/registry.hpp) and dialect plug-ins' own.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "config.hpp"
#include "attr_reader.hpp"
#include "bytecode.hpp"
#include "cursor.hpp"
#include "dialect_table.hpp"
#include "error.hpp"
#include "op_schema.hpp"
#include "producer.hpp"
#include "property_table.hpp"
#include "property_values.hpp"
#include "result.hpp"
#include "shaped_types.hpp"

namespace mlirbc {

// What a dialect plug-in's decode_property sees of one property entry: the
// bytes of its field (sticky errors, as dialect_reader), the attributes of
// the file, and the op's dialect version.
class property_reader {
 public:
  property_reader(cursor& c, const attr_reader& r, const op_name& op, std::uint64_t entry_offset) noexcept
      : c_(&c), r_(&r), op_(&op), entry_offset_(entry_offset) {}

  std::uint64_t varint(const char* what) noexcept { return c_->varint(what); }
  std::uint8_t byte(const char* what) noexcept { return c_->byte(what); }
  // A string-table index.
  std::string_view string(const char* what);
  // An attribute index, checked against the table.
  std::uint64_t attribute(const char* what) noexcept;
  const attr_reader& attributes() const noexcept { return *r_; }
  // The major version in the op's dialect version payload; `fallback` when the file has none.
  std::uint64_t dialect_major_version(std::uint64_t fallback) const noexcept;

  bool ok() const noexcept { return c_->ok(); }
  std::uint64_t offset() const noexcept { return c_->offset(); }
  std::uint64_t entry_offset() const noexcept { return entry_offset_; }
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept;

 private:
  cursor* c_;
  const attr_reader* r_;
  const op_name* op_;
  std::uint64_t entry_offset_;
};

// Where an op's layout is: the set and the op's entry in it.
struct op_layout {
  const op_schema::schema_set* set = nullptr;
  const op_schema::op_desc* desc = nullptr;
};

// An op's decoded properties and the layout set that decoded them.
struct decoded_properties {
  std::vector<property_value> values;
  const op_schema::schema_set* layout = nullptr;  // null for an unregistered op (no layout)
  bool inferred = false;  // the producer has no table: chosen among the known releases by fit
  // Set by properties_or_opaque when nothing decodes the entry: the reason
  // (also a warning of the reader). The properties are then only the entry's
  // bytes, printed `<#mlirbc.opaque_properties<"0x…">>`; `values` is empty.
  error opaque{};
  std::span<const std::byte> raw;  // the entry's bytes when opaque (a view into the file)
};

// The LLVM release whose op definitions apply to `b`, or 0 when unknown. v5+
// files hold their writer's layouts: the producer's release (`mlirbc`, the
// writer in writer.hpp, writes MLIR 22's). v0-4 files carry attributes by
// name, and the reference printer (mlir-opt 22) applies its own definitions.
unsigned layout_release(const bytecode& b) noexcept;

// The release whose layouts apply: the registry's forced one
// (dialect_registry::force_op_layouts), else layout_release(file).
unsigned layout_release(const bytecode& b, const dialect_registry& reg) noexcept;
inline unsigned layout_release(const attr_reader& r) noexcept { return layout_release(r.file(), r.dialects()); }

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

// The layout of `op` in a plug-in's set that holds for every producer
// (op_schema::any_release), if any.
op_layout find_release_independent_layout(const attr_reader& r, const op_name& op);

// The layout of `op` in MLIR `release`: a plug-in's set for the op's dialect
// first (one for any release, then one for `release`), then the release set.
// find_layout: of layout_release(r).
op_layout find_layout_in(const attr_reader& r, const op_name& op, unsigned release);
op_layout find_layout(const attr_reader& r, const op_name& op);

namespace detail {

error props_error(errc code, const property_entry& e, const char* what);

// One native property value of codec `codes` (op_schema::native_code); `level`
// is the current nibble (0 = outermost): nesting is bounded by the four codes
// of the table, never by the file.
props::value read_native(property_reader& r, cursor& c, std::uint16_t codes, unsigned level);

// v6 segment sizes: a sparse int32 array of `size` entries (docs/format.md §10.5):
// (n<<1 | sparse); dense: n values; sparse: n non-zero entries (value<<bits | index)
// after a bit width <= 8.
props::value read_segments_v6(cursor& c, std::size_t size);

// Whether attribute `idx` is of the kind a property slot allows (field_desc::expect):
// MLIR's reader casts the attribute to the slot's storage class and refuses the file
// when that fails. A dialect's class `#d.m` fits a textual entry printed `#d.m…` (or
// `#d<m …>`, the form of enum attributes) and any custom-encoded entry of dialect d;
// for a builtin class a textual entry fits unless it is a dialect's (`#…`: MLIR would
// parse the rest); a malformed attribute does not fit.
bool attribute_fits_kind(const attr_reader& r, std::uint64_t idx, std::string_view expect, attr_kind k);

// attribute_fits_kind, or the attribute's own decode error (reported as such, not
// as a wrong kind).
result<bool> attribute_fits(const attr_reader& r, std::uint64_t idx, std::string_view expect);

// Fails `c` at `at` when attribute `idx` may not sit in a slot of class `expect`,
// or with the attribute's own error when it does not decode.
void check_slot(const attr_reader& r, std::uint64_t idx, std::string_view expect, std::uint64_t at, cursor& c);

// Decodes one field of a registered op's entry into `out` (nothing for an
// absent optional attribute without a default, or a segment field of the
// other version).
void read_field(const op_schema::field_desc& f, property_reader& pr, cursor& c, const attr_reader& r,
                const op_name& op, std::vector<property_value>& out);

}  // namespace detail

namespace detail {

// The attribute index that properties entry `e` starts with, bounds-checked
// (all MLIR reads of the entry of an op it does not know); `c`, over the
// entry, is left after it.
result<std::uint64_t> leading_attribute_index(const bytecode& b, const property_entry& e, cursor& c,
                                                     const char* what);

}  // namespace detail

// A unregistered op's properties entry (v5+): the index of the attribute that mlir-opt
// prints as `<ATTR>` (normally a DictionaryAttr, printed `<{…}>`, even when empty).
// MLIR reads nothing after the index: bytes left over are a deviation it
// tolerates (a warning through `r`; strict mode refuses).
result<std::uint64_t> unregistered_properties_attribute(const attr_reader& r, const property_entry& e);

namespace detail {

// Decodes entry `e` by `layout`, consuming it exactly; values sorted by name.
result<std::vector<property_value>> decode_with(const op_layout& layout, const attr_reader& r,
                                                       const op_name& op, const property_entry& e);

// A producer without a layout table of its own (another MLIR release, a git
// build, StableHLO, any string: MLIR never reads it): the entry is decoded by
// the op's layout in each registered release, nearest release first (newest
// first when the producer names none), and a layout counts only if it
// consumes the entry exactly. Most ops never changed layout, so all that fit
// agree. When two fit and disagree, the layout of the nearest release at or
// after the producer's is taken (the newest if none is, or if the producer
// names no release) — what that release's mlir-opt reads — with a warning of
// the reader; strict mode refuses the entry.
// When none fits: the first layout's decode error, or `none_fits` (unsupported) if given.
result<decoded_properties> decode_by_known_layouts(const attr_reader& r, const op_name& op,
                                                          const property_entry& e,
                                                          const char* none_fits = nullptr);

// Of `releases`, the nearest at or after `producer`, else the newest before it (0 if empty).
unsigned preferred_release(unsigned producer, std::span<const unsigned> releases) noexcept;

// The values of properties held as attribute `idx` (decoded): a
// DictionaryAttr yields its entries, any other attribute one value with an
// empty name (printed `<ATTR>`).
decoded_properties properties_of_attribute(const attr_reader& r, std::uint64_t idx);

result<decoded_properties> unregistered_properties(const attr_reader& r, const property_entry& e);

// Whether mlirbc knows the ops of `dialect` (some layout set describes one).
bool dialect_has_layouts(const attr_reader& r, std::string_view dialect);

// `decoded`, or, when no layout decoded the entry of a registered op that no
// layout set defines although its dialect's ops are known (a name changed in
// transit, or an op newer than every table): MLIR does not know the op either
// and reads its entry as an unregistered op's (one attribute reference, bytes
// after it ignored). mlirbc reads it so too, with a warning at the entry, when
// that read succeeds; in strict mode `decoded`'s error stands. An op of a
// dialect mlirbc has no layouts for stays `unsupported`: its layout is unknown.
result<decoded_properties> or_as_unknown_op(const attr_reader& r, const op_name& op, const property_entry& e,
                                                   result<decoded_properties> decoded);

}  // namespace detail

// Decodes the properties entry `e` of op `op` (file version >= 5), consuming it exactly,
// and says which layout set did it. The values are what mlir-opt's generic printer shows
// inside `<{…}>`, sorted by name: absent optional attributes are left out.
// - registered op: its layout (find_layout); a producer without a layout table: the
//   known releases' layouts that decode the entry exactly (decode_by_known_layouts), as
//   for an op missing from the producer's table; with a forced release, only its layouts.
// - unregistered op: the entry is one attr idx (detail::properties_of_attribute).
// - a registered op that no layout set defines, of a dialect whose ops are known: read
//   as an unregistered op's, with a warning (detail::or_as_unknown_op).
result<decoded_properties> decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                                const property_entry& e);

// decode_properties_and_layout, or, when nothing decodes the entry (a dialect
// without a table, no layout that fits, two releases that fit and disagree, a
// broken slot) and the reader takes the reason as a warning naming the op:
// the entry opaque (decoded_properties::opaque, ::raw). What the printers,
// file_stats and the weight index use, so that one entry never costs the
// whole file; in strict mode the reason is the error.
result<decoded_properties> properties_or_opaque(const attr_reader& r, const op_name& op,
                                                       const property_entry& e);

// The values of decode_properties_and_layout.
result<std::vector<property_value>> decode_properties(const attr_reader& r, const op_name& op,
                                                             const property_entry& e);

// For v0-4 files: is `attr` an inherent attribute of `op` (so that mlir-opt prints it
// inside `<{…}>` rather than `{…}`)? Decided by LLVM 22's op definitions (see
// layout_release). Includes the legacy spellings operand_segment_sizes/result_segment_sizes,
// which mlir-opt folds into operandSegmentSizes/resultSegmentSizes. Native properties are
// not attributes and never inherent here (see legacy_properties).
bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr);

// The name under which an inherent attribute prints: the legacy spellings
// operand_segment_sizes/result_segment_sizes become operandSegmentSizes/resultSegmentSizes.
std::string_view inherent_print_name(std::string_view attr) noexcept;

// For v0-4 files: what mlir-opt prints inside `<{…}>` for registered op `op` whose
// attribute dictionary is `attrs` (an attribute index, or no_attr when the op has none),
// sorted by name. The inherent entries of the dictionary (is_inherent_attribute), plus
// what the reference reader fills in because the file cannot hold it: default values of
// default-valued attributes, initial values of native properties (`noWrapFlags = 0 :
// i32`, `disjoint = false`, `alignment = []`) and zero segment sizes. The remaining,
// discardable, entries print in `{…}`.
// An inherent entry of a kind its property does not allow (field_desc::expect) is
// dropped, default included, as MLIR's reader drops it (it casts the value to the
// property's class and keeps null on failure); each drop is a warning of `r` at
// the dictionary's entry (attr_reader::tolerate), and an error in strict mode.
result<std::vector<property_value>> legacy_properties(const attr_reader& r, const op_name& op,
                                                             std::uint64_t attrs);

// "func.func properties: <error message> (producer 'MLIR19.1.7', schema MLIR 19)" — names
// the op and the producer, which the fixed-size error value cannot carry.
std::string describe_properties_error(const attr_reader& r, const op_name& op, const error& e);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/op_properties.ipp"
#endif
