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

#include "attributes.hpp"
#include "bytecode.hpp"
#include "cursor.hpp"
#include "decode_stack.hpp"
#include "dialect_registry.hpp"
#include "format_warnings.hpp"
#include "node_table.hpp"
#include "populated_alloc.hpp"
#include "producer.hpp"
#include "result.hpp"

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
  // the size of the file instead of ~70 bytes per attribute.
  requested,
};

// The dialect a textual entry's text names: `#dialect.x<...>` / `!dialect...`
// name their dialect; text without a sigil (`i32`, `affine_map<...>`) is builtin.
template <class = void>
inline std::string_view textual_dialect(std::string_view text) noexcept {
  if (text.empty() || (text[0] != '#' && text[0] != '!')) return "builtin";
  std::size_t i = 1;
  while (i < text.size() && text[i] != '.' && text[i] != '<' && text[i] != '"' && text[i] != ' ') ++i;
  return text.substr(1, i - 1);
}

template <class = void>
class basic_attr_reader final : private detail::entry_services {
 public:
  using named_attr = mlirbc::named_attr;

  // Decodes with the given dialect plug-ins (copied). dialects::upstream()
  // (dialects/registry.hpp) is the set mlir-opt's files need.
  basic_attr_reader(const bytecode& b, dialect_registry dialects, retention keep = retention::all)
      : b_(&b),
        num_attrs_(b.attr_types().num_attributes()),
        num_types_(b.attr_types().num_types()),
        attrs_(num_attrs_, keep == retention::requested),
        types_(num_types_),
        producer_llvm_major_(mlir_producer_major(b.producer())),
        registry_(std::move(dialects)),
        builtin_(registry_.find("builtin")),
        warned_(b.limits_used()) {
    if (keep == retention::requested) kinds_ = decltype(kinds_)(num_attrs_);
    hooks_.reserve(b.dialects().dialects.size());
    for (const auto& d : b.dialects().dialects) hooks_.push_back(registry_.find(d.name));
  }

  basic_attr_reader(const basic_attr_reader&) = delete;
  basic_attr_reader& operator=(const basic_attr_reader&) = delete;
  ~basic_attr_reader() = default;

  // Entries per page of decoded nodes: the first decode in a page allocates it
  // (decode_all.hpp spreads threads over different pages).
  static constexpr std::size_t attribute_page_entries = detail::node_table<mlirbc::attribute>::slots_per_page;
  static constexpr std::size_t type_page_entries = detail::node_table<mlirbc::type>::slots_per_page;

  const bytecode& file() const noexcept { return *b_; }
  std::size_t num_attributes() const noexcept { return num_attrs_; }
  std::size_t num_types() const noexcept { return num_types_; }

  result<const mlirbc::attribute*> attribute(std::uint64_t idx) const {
    if (idx >= num_attrs_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
    if (const auto* a = attrs_.find(static_cast<std::size_t>(idx))) return a;
    if (error e = decode(ref{idx, entry_kind::attribute})) return e;
    return attrs_.find(static_cast<std::size_t>(idx));
  }

  result<const mlirbc::type*> type(std::uint64_t idx) const {
    if (idx >= num_types_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", idx, num_types_};
    if (const auto* t = types_.find(static_cast<std::size_t>(idx))) return t;
    if (error e = decode(ref{idx, entry_kind::type})) return e;
    return types_.find(static_cast<std::size_t>(idx));
  }

  // Decodes and validates entry idx and everything it refers to, like
  // attribute()/type(), without returning it. Under retention::requested an
  // attribute decoded only this way keeps its kind, not its node.
  error validate_attribute(std::uint64_t idx) const {
    if (idx >= num_attrs_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
    const ref r{idx, entry_kind::attribute};
    const bool keep = kinds_.empty();
    return decoded(r, keep) ? error{} : decode(r, keep);
  }
  error validate_type(std::uint64_t idx) const { return type(idx).err(); }
  // Whether every decoded attribute keeps its node (retention::all).
  bool keeps_nodes() const noexcept { return kinds_.empty(); }
  // The kind of attribute idx, decoded and validated as by validate_attribute
  // (so under retention::requested without keeping its node).
  result<attr_kind> kind_of(std::uint64_t idx) const {
    if (error e = validate_attribute(idx)) return e;
    return attribute_kind(idx);
  }
  // validate_type / validate_attribute of entries [first, last) of one table
  // (which must exist); returns how many failed. Cheaper per entry than
  // single calls (decode_all.hpp).
  std::uint64_t validate_range(entry_kind kind, std::size_t first, std::size_t last) const {
    return detail::with_thread_stack<std::uint64_t>([&](detail::decode_stack& stack) {
      std::uint64_t failed = 0;
      const bool keep = kind == entry_kind::type || kinds_.empty();
      for (std::size_t i = first; i < last; ++i) {
        const ref r{i, kind};
        if (decoded(r, keep)) continue;
        if (known_failure(r) || decode_on(stack, r, keep)) ++failed;
      }
      return failed;
    });
  }

  // The sorted entries of a DictionaryAttr.
  result<std::span<const named_attr>> dictionary(std::uint64_t idx) const {
    auto a = attribute(idx);
    if (!a) return a.err();
    const auto* d = (*a)->template get<attrs::dictionary>();
    if (d == nullptr) return error{errc::bad_value, section_id::attr_type, (*a)->offset, "expected a dictionary attribute"};
    return std::span<const named_attr>(d->entries);
  }

  const dialect_registry& dialects() const noexcept { return registry_; }
  // Node lookup for dialect printers (dialect_printer).
  const detail::entry_services& services() const noexcept { return *this; }

  // The deviations MLIR tolerates that decoding met so far (a negative
  // dimension, ...; docs/hostile-input.md), by byte offset: the first
  // limits::max_warnings of them (warning_count() counts all). Never any in
  // strict mode, where each is the entry's error.
  std::vector<error> warnings() const {
    const std::lock_guard<std::mutex> lock(warned_mutex_);
    std::vector<error> out(warned_.list().begin(), warned_.list().end());
    std::sort(out.begin(), out.end(), [](const error& x, const error& y) { return x.offset < y.offset; });
    return out;
  }
  std::uint64_t warning_count() const {
    const std::lock_guard<std::mutex> lock(warned_mutex_);
    return warned_.count();
  }
  // Records `e`, a deviation MLIR tolerates met while reading an entry
  // (attribute, type or op properties), and returns true; in strict mode
  // returns false: the caller refuses with `e`. One warning per byte offset:
  // an entry parsed again (a node it needed was decoded first), by two threads
  // at once, or shared by two ops meets the same deviation again.
  bool tolerate(const error& e) const override {
    const std::lock_guard<std::mutex> lock(warned_mutex_);
    return !warned_.tolerate_once(e);
  }

  // Entries with a custom encoding of a dialect this reader has no plug-in
  // for, among those decoded so far.
  std::uint64_t undecodable_count() const noexcept { return opaque_count_.load(std::memory_order_relaxed); }

  // Already-decoded nodes (never fail; for use on indices taken from decoded nodes).
  const mlirbc::attribute& attr_node(std::uint64_t idx) const noexcept { return *attrs_.find(static_cast<std::size_t>(idx)); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *types_.find(static_cast<std::size_t>(idx)); }

 private:
  using ref = entry_ref;
  using frame = detail::decode_frame;

  const mlirbc::attribute* find_attribute(std::uint64_t idx) const noexcept override {
    return idx < num_attrs_ ? attrs_.find(static_cast<std::size_t>(idx)) : nullptr;
  }
  const mlirbc::type* find_type(std::uint64_t idx) const noexcept override {
    return idx < num_types_ ? types_.find(static_cast<std::size_t>(idx)) : nullptr;
  }
  // The kind of a decoded attribute (node or kind-only).
  attr_kind attribute_kind(std::uint64_t idx) const noexcept override {
    if (!kinds_.empty()) return static_cast<attr_kind>(kinds_[idx].load(std::memory_order_acquire) - 1);
    return attr_node(idx).kind();
  }

  // Whether r needs no decoding: its node is published, or (when a node is
  // not needed) its kind.
  bool decoded(ref r, bool need_node) const noexcept {
    if (r.is_type()) return types_.find(static_cast<std::size_t>(r.idx)) != nullptr;
    if (!need_node && !kinds_.empty() && kinds_[r.idx].load(std::memory_order_acquire) != 0) return true;
    return attrs_.find(static_cast<std::size_t>(r.idx)) != nullptr;
  }

  // The remembered error of an entry whose decoding failed, or ok.
  error known_failure(ref r) const {
    if (!failed_any_.load(std::memory_order_acquire)) return {};
    const std::lock_guard<std::mutex> lock(failed_mutex_);
    const auto it = failed_.find(r.key());
    return it != failed_.end() ? it->second : error{};
  }

  error decode(ref root, bool keep_node = true) const {
    if (error e = known_failure(root)) return e;
    return detail::with_thread_stack<error>([&](detail::decode_stack& stack) { return decode_on(stack, root, keep_node); });
  }

  error decode_on(detail::decode_stack& stack, ref root, bool keep_node) const {
    const error e = decode_path(root, keep_node, stack);
    if (e) {  // the root and every entry on the path reach the fault: remember it
      const std::lock_guard<std::mutex> lock(failed_mutex_);
      failed_.emplace(root.key(), e);
      for (std::size_t i = 0; i < stack.size(); ++i) failed_.emplace(stack[i].r.key(), e);
      failed_any_.store(true, std::memory_order_release);
    }
    stack.clear();
    return e;
  }

  // Pushes r, referred to from `from` (errors point at it; null for the root).
  error push(detail::decode_stack& stack, ref r, const frame* from, bool keep_node) const {
    if (error e = known_failure(r)) return e;
    const raw_entry e = raw(r);
    const std::uint64_t from_offset = from != nullptr ? from->offset() : e.offset;  // read before push() may move frames
    if (stack.on_path(r.key()))
      return error{errc::bad_value, section_id::attr_type, from_offset, "attribute/type reference cycle", r.idx, 0};
    const std::uint32_t max_depth = b_->limits_used().max_attr_depth;
    if (stack.size() >= max_depth) {
      return error{errc::limit_exceeded, section_id::attr_type, from_offset, "attribute/type nesting depth",
                   stack.size() + 1, max_depth};
    }
    stack.push(r, e, keep_node || r.is_type());
    return {};
  }

  // Parses, decodes the references of, finishes and publishes the entry on top
  // of the stack, pushing whatever it needs first.
  error decode_path(ref root, bool keep_root, detail::decode_stack& stack) const {
    if (error e = push(stack, root, nullptr, keep_root)) return e;
    while (!stack.empty()) {
      frame& f = stack.top();
      if (!f.parsed) {
        std::optional<ref> need;
        if (error e = parse(f, need)) return e;
        if (need) {  // a node the parse reads (a type, a plug-in's attribute_now)
          if (error e = push(stack, *need, &f, true)) return e;
          continue;
        }
        f.parsed = true;
      }
      if (std::optional<ref> child = next_child(f)) {
        if (error e = push(stack, *child, &f, child_needs_node(f, f.next - 1))) return e;
        continue;
      }
      if (error e = finish(f)) return e;
      publish(f);
      stack.pop();
    }
    return {};
  }

  // The next reference of f that still needs decoding.
  std::optional<ref> next_child(frame& f) const {
    while (f.next < f.children.size()) {
      const std::size_t pos = f.next++;
      const ref c = f.children[pos];
      if (!decoded(c, child_needs_node(f, pos))) return c;
    }
    return std::nullopt;
  }

  raw_entry raw(ref r) const noexcept {
    return r.is_type() ? b_->attr_types().type(static_cast<std::size_t>(r.idx))
                       : b_->attr_types().attribute(static_cast<std::size_t>(r.idx));
  }

  // A child of a node is kept as a node too (a returned node's whole closure
  // is decoded); a kind-only entry keeps the children its plug-in's finish
  // step reads.
  bool child_needs_node(const frame& parent, std::size_t pos) const noexcept {
    if (parent.keep_node) return true;
    const detail::dialect_hooks* h = hooks_[parent.entry.dialect];
    return h != nullptr && h->child_node_needed(parent.attr->value, pos);
  }

  void publish(frame& f) const {
    if (f.r.is_type()) {
      const bool opaque = f.ty->template is<types::opaque>();
      if (types_.publish(static_cast<std::size_t>(f.r.idx), std::move(*f.ty)) && opaque)
        opaque_count_.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    const bool opaque = f.attr->template is<attrs::opaque>();
    const auto i = static_cast<std::size_t>(f.r.idx);
    if (kinds_.empty()) {
      if (attrs_.publish(i, std::move(*f.attr)) && opaque) opaque_count_.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    // The kind goes first: a thread that sees the node may read the kind.
    std::uint8_t none = 0;
    if (kinds_[i].compare_exchange_strong(none, static_cast<std::uint8_t>(static_cast<unsigned>(f.attr->kind()) + 1),
                                          std::memory_order_acq_rel) && opaque)
      opaque_count_.fetch_add(1, std::memory_order_relaxed);
    if (f.keep_node) attrs_.publish(i, std::move(*f.attr));
  }

  // ------------------------------------------------------------ parsing

  void set_node(frame& f, mlirbc::type::payload v) const {
    f.ty.emplace(mlirbc::type{f.r.idx, f.entry.offset, std::move(v)});
  }
  void set_node(frame& f, mlirbc::attribute::payload v) const {
    f.attr.emplace(mlirbc::attribute{f.r.idx, f.entry.offset, std::move(v)});
  }
  void set_opaque(frame& f) const {
    const std::string_view dialect = b_->dialects().dialects[f.entry.dialect].name;
    f.children.clear();
    if (f.r.is_type()) set_node(f, types::opaque{dialect, f.entry.bytes});
    else set_node(f, attrs::opaque{dialect, f.entry.bytes});
  }

  // Parses f's entry into f.attr / f.ty and f.children. `need` is set when a
  // node must be decoded first (then the entry is parsed again later).
  error parse(frame& f, std::optional<ref>& need) const {
    f.children.clear();
    if (!f.entry.custom) return parse_textual(f);
    const detail::dialect_hooks* h = hooks_[f.entry.dialect];
    if (h == nullptr || !h->decodes(f.r.kind)) {
      set_opaque(f);
      return {};
    }
    const raw_entry& e = f.entry;
    cursor c(b_->bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    dialect_reader r(dialect_reader::setup{&c, b_, &b_->dialects().dialects[e.dialect], this, &f.children, e.offset,
                                           producer_llvm_major_});
    const bool made = f.r.is_type() ? run_plugin<mlirbc::type>(*h, r, f) : run_plugin<mlirbc::attribute>(*h, r, f);
    if (r.declined()) {
      set_opaque(f);
      return {};
    }
    if (c.ok() && r.needed()) {
      need = r.needed();
      return {};
    }
    if (c.ok() && !made) c.fail_at(e.offset, errc::bad_value, "dialect decoder produced no value");
    c.expect_end(f.r.is_type() ? "type entry" : "attribute entry");
    return c.err();
  }
  template <class Node>
  bool run_plugin(const detail::dialect_hooks& h, dialect_reader& r, frame& f) const {
    std::optional<typename Node::payload> v;
    h.decode(r, v);
    if (!v) return false;
    set_node(f, std::move(*v));
    return true;
  }

  // A textual entry keeps its text; a type whose text names a plug-in that
  // reads it (builtin: `tf32`, `i7`) becomes that plug-in's node.
  error parse_textual(frame& f) const {
    auto text = f.entry.text();
    if (!text) return text.err();
    if (!f.r.is_type()) {
      set_node(f, attrs::textual{*text});
      return {};
    }
    const std::string_view dialect = textual_dialect(*text);
    const detail::dialect_hooks* h = dialect == "builtin" ? builtin_ : registry_.find(dialect);
    if (h != nullptr) {
      if (auto v = h->textual_type(*text)) {
        set_node(f, std::move(*v));
        return {};
      }
    }
    set_node(f, types::textual{*text});
    return {};
  }

  // The plug-in's finish step, once every reference of f is decoded.
  error finish(frame& f) const {
    if (!f.entry.custom) return {};
    const detail::dialect_hooks* h = hooks_[f.entry.dialect];
    if (h == nullptr || (f.r.is_type() ? f.ty->template is<types::opaque>() : f.attr->template is<attrs::opaque>())) return {};
    const dialect_finisher fin(*this, f.children, f.offset());
    return f.r.is_type() ? h->finish(f.ty->value, fin) : h->finish(f.attr->value, fin);
  }

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
  // Tolerated deviations (see warnings()).
  mutable std::mutex warned_mutex_;
  mutable format_warnings warned_;
};
using attr_reader = basic_attr_reader<>;

}  // namespace mlirbc
