// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// attr_reader: lazy, memoised, thread-safe decoding of attribute and type
// entries. The engine knows no dialect: custom-encoded entries go to the
// plug-in registered for their dialect (dialect_registry.hpp; the builtin
// dialect is one, dialects/builtin.hpp), textual entries keep their text, and
// entries of a dialect without a plug-in stay opaque.
//
// attribute(i)/type(i) decode entry i and everything it references, once:
//  - iteratively (an explicit stack, never recursion on file data), at most
//    limits::max_attr_depth entries deep;
//  - with cycle detection (an entry that reaches itself is an error, where
//    mlir-opt hangs);
//  - validating sizes, counts and indices; any problem is an `error` in
//    section attr_type with the entry's byte offset.
// A returned node's whole reference closure is decoded, so following indices
// from it never fails. Nodes are immutable and published with one atomic
// compare-exchange per entry: concurrent first use from several threads is
// safe (a thread that loses the race drops its copy and uses the winner's).
// Failures are memoised too: every entry on the decode path of a failure keeps
// that error, so decoding all entries stays linear in their number even when
// many of them reach the same cycle, bad entry or depth limit.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../model/attributes.hpp"
#include "../tables/bytecode.hpp"
#include "../base/cursor.hpp"
#include "dialect_registry.hpp"
#include "../base/format_warnings.hpp"
#include "node_table.hpp"
#include "../base/populated_alloc.hpp"
#include "../base/producer.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// What an attr_reader keeps of the attribute entries it decodes. Types are
// always kept as nodes (files have few, and attributes need them to decode).
enum class retention : std::uint8_t {
  // Every decoded attribute keeps its node until the reader is destroyed.
  all,
  // Only attributes asked for with attribute() (and what they reach) keep a
  // node, plus those another entry's validation reads (string names, nested
  // symbols, sparse parts: see child_node_needed in dialect_registry.hpp).
  // Entries decoded only through validate_attribute() keep one byte: their
  // kind. For one pass over a whole file (`mlirbc stats`): memory stays near
  // the size of the file instead of ~75 bytes per attribute.
  requested,
};

// The dialect a textual entry's text names: `#dialect.x<...>` / `!dialect...`
// name their dialect; text without a sigil (`i32`, `affine_map<...>`) is builtin.
std::string_view textual_dialect(std::string_view text) noexcept;

namespace detail {
// The decoding stack (decode_stack.hpp): only the bodies use it, so only they include it.
struct decode_frame;
class decode_stack;
}  // namespace detail

class attr_reader final : private detail::entry_services {
 public:
  using named_attr = mlirbc::named_attr;

  // Decodes with the given dialect plug-ins (copied). dialects::upstream()
  // (dialects/registry.hpp) is the set mlir-opt's files need. The deviations
  // MLIR tolerates that decoding meets go to `warnings` (none kept when null;
  // strict mode refuses them whatever the sink).
  attr_reader(const bytecode& b, dialect_registry dialects, retention keep = retention::all,
              format_warnings* warnings = nullptr);
  attr_reader(const bytecode& b, dialect_registry dialects, format_warnings* warnings)
      : attr_reader(b, std::move(dialects), retention::all, warnings) {}

  attr_reader(const attr_reader&) = delete;
  attr_reader& operator=(const attr_reader&) = delete;
  // Defined with the bodies: destroying the node tables instantiates the node
  // payloads' variant machinery, once in compiled mode.
  ~attr_reader();

  const bytecode& file() const noexcept { return *b_; }
  std::size_t num_attributes() const noexcept { return num_attrs_; }
  std::size_t num_types() const noexcept { return num_types_; }

  result<const mlirbc::attribute*> attribute(std::uint64_t idx) const;

  result<const mlirbc::type*> type(std::uint64_t idx) const;

  // Decodes and validates entry idx and everything it refers to, like
  // attribute()/type(), without returning it. Under retention::requested an
  // attribute decoded only this way keeps its kind, not its node.
  error validate_attribute(std::uint64_t idx) const;
  error validate_type(std::uint64_t idx) const { return type(idx).err(); }
  // Whether every decoded attribute keeps its node (retention::all).
  bool keeps_nodes() const noexcept { return kinds_.empty(); }
  // The kind of attribute idx, decoded and validated as by validate_attribute
  // (so under retention::requested without keeping its node).
  result<attr_kind> kind_of(std::uint64_t idx) const;
  // validate_type / validate_attribute of entries [first, last) of one table
  // (which must exist); returns how many failed. Cheaper per entry than
  // single calls (decode_all.hpp).
  std::uint64_t validate_range(entry_kind kind, std::size_t first, std::size_t last) const;

  // The sorted entries of a DictionaryAttr.
  result<std::span<const named_attr>> dictionary(std::uint64_t idx) const;

  const dialect_registry& dialects() const noexcept { return registry_; }
  // Node lookup for dialect printers (dialect_printer).
  const detail::entry_services& services() const noexcept { return *this; }

  // The sink given at construction (nullptr: none). Walks driven with this
  // reader (weight_index::build) report to it too.
  format_warnings* warning_sink() const noexcept { return warnings_; }
  // Reports `e`, a deviation MLIR tolerates met while reading an entry
  // (attribute, type or op properties, e.g. a negative dimension), to the
  // sink and returns true; in strict mode returns false: the caller refuses
  // with `e`. The sink keeps one warning per byte offset: an entry parsed
  // again, by two threads at once, or shared by two ops meets it again.
  bool tolerate(const error& e) const override;

  // Entries with a custom encoding of a dialect this reader has no plug-in
  // for, among those decoded so far.
  std::uint64_t undecodable_count() const noexcept { return opaque_count_.load(std::memory_order_relaxed); }

  // Already-decoded nodes (never fail; for use on indices taken from decoded nodes).
  const mlirbc::attribute& attr_node(std::uint64_t idx) const noexcept { return *attrs_.find(static_cast<std::size_t>(idx)); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *types_.find(static_cast<std::size_t>(idx)); }

 private:
  using ref = entry_ref;
  using frame = detail::decode_frame;

  const mlirbc::attribute* find_attribute(std::uint64_t idx) const noexcept override;
  const mlirbc::type* find_type(std::uint64_t idx) const noexcept override;
  // The kind of a decoded attribute (node or kind-only).
  attr_kind attribute_kind(std::uint64_t idx) const noexcept override;

  // Whether r needs no decoding: its node is published, or (when a node is
  // not needed) its kind.
  inline bool decoded(ref r, bool need_node) const noexcept;

  // The remembered error of an entry whose decoding failed, or ok.
  inline error known_failure(ref r) const;

  error decode(ref root, bool keep_node = true) const;

  inline error decode_on(detail::decode_stack& stack, ref root, bool keep_node) const;

  // Remembers e, the failure of root's path, for root and every entry still on it.
  void remember(detail::decode_stack& stack, ref root, const error& e) const;

  // validate_range's common case: the root frame's references are all
  // decoded already (entries mostly refer to earlier ones), so it is parsed,
  // finished and published without a path. Returns false when it needs more
  // (a reference to decode, a node its parse reads, an error to remember);
  // the frame is then the first step of the path run_path() goes on with.
  inline bool decode_flat(frame& f) const;

  // Pushes r, referred to from `from` (errors point at it; null for the root).
  inline error push(detail::decode_stack& stack, ref r, const frame* from, bool keep_node) const;

  // Pushes root and decodes it with what it needs (run_path).
  error decode_path(ref root, bool keep_root, detail::decode_stack& stack) const;
  // Parses, decodes the references of, finishes and publishes the entries on
  // the stack, top first, pushing whatever they need.
  error run_path(detail::decode_stack& stack) const;

  // The next reference of f that still needs decoding.
  inline std::optional<ref> next_child(frame& f) const;

  inline raw_entry raw(ref r) const noexcept;

  // A child of a node is kept as a node too (a returned node's whole closure
  // is decoded); a kind-only entry keeps the children its plug-in's finish
  // step reads.
  inline bool child_needs_node(const frame& parent, std::size_t pos) const noexcept;

  inline void publish(frame& f) const;

  // ------------------------------------------------------------ parsing

  void set_opaque(frame& f) const;

  // Parses f's entry into f.attr / f.ty and f.children. `need` is set when a
  // node must be decoded first (then the entry is parsed again later).
  error parse(frame& f, std::optional<ref>& need) const;

  // A textual entry keeps its text; a type whose text names a plug-in that
  // reads it (builtin: `tf32`, `i7`) becomes that plug-in's node.
  error parse_textual(frame& f) const;

  // The plug-in's finish step, once every reference of f is decoded.
  inline error finish(frame& f) const;

  const bytecode* b_;
  std::size_t num_attrs_;
  std::size_t num_types_;
  mutable detail::node_table<mlirbc::attribute> attrs_;
  mutable detail::node_table<mlirbc::type> types_;
  std::uint32_t producer_llvm_major_;
  dialect_registry registry_;
  const detail::dialect_hooks* builtin_;             // for textual types without a dialect prefix
  std::vector<const detail::dialect_hooks*> hooks_;  // by dialect index
  // retention::requested: per attribute, 0 or 1 + its attr_kind once decoded.
  mutable std::vector<std::atomic<std::uint8_t>, detail::populated_allocator<std::atomic<std::uint8_t>>> kinds_;
  mutable std::atomic<std::uint64_t> opaque_count_{0};
  // Entries whose decoding failed, with the error (see decode).
  mutable std::mutex failed_mutex_;
  mutable std::unordered_map<std::uint64_t, error> failed_;
  mutable std::atomic<bool> failed_any_{false};
  format_warnings* warnings_;  // see warning_sink()
  bool strict_;
};

}  // namespace mlirbc

namespace mlirbc {

// The lookups of decoded nodes: inline in both modes (docs/design.md, "Two
// modes"), since walks call them for every op; decoding itself is in the bodies.
inline result<const mlirbc::attribute*> attr_reader::attribute(std::uint64_t idx) const {
  if (idx >= num_attrs_)
    return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
  if (const auto* a = attrs_.find(static_cast<std::size_t>(idx))) return a;
  if (error e = decode(ref{idx, entry_kind::attribute})) return e;
  return attrs_.find(static_cast<std::size_t>(idx));
}

inline result<const mlirbc::type*> attr_reader::type(std::uint64_t idx) const {
  if (idx >= num_types_)
    return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", idx, num_types_};
  if (const auto* t = types_.find(static_cast<std::size_t>(idx))) return t;
  if (error e = decode(ref{idx, entry_kind::type})) return e;
  return types_.find(static_cast<std::size_t>(idx));
}

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/attr_reader.ipp"
#endif
