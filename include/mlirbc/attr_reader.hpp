// attr_reader: lazy, memoised, thread-safe decoding of attribute and type
// entries (builtin custom encodings, textual fallbacks, other dialects'
// custom encodings through registered dialect decoders (dialect_hooks.hpp),
// opaque when no decoder is registered).
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
#include <memory>
#include <mutex>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <optional>
#include <thread>
#include <span>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "attributes.hpp"
#include "bytecode.hpp"
#include "cursor.hpp"
#include "dialect_hooks.hpp"
#include "dialects/upstream.hpp"
#include "float_format.hpp"
#include "populated_alloc.hpp"
#include "result.hpp"

namespace mlirbc {

// Number of elements of a static shape, or nullopt if a dimension is dynamic or
// the product overflows.
inline std::optional<std::uint64_t> static_element_count(std::span<const std::int64_t> shape) noexcept {
  std::uint64_t n = 1;
  for (const std::int64_t d : shape) {
    if (d < 0) return std::nullopt;
    const auto u = static_cast<std::uint64_t>(d);
    if (u != 0 && n > UINT64_MAX / u) return std::nullopt;
    n *= u;
  }
  return n;
}

namespace detail {

// One slot per table entry for the decoded nodes, in pages allocated on first
// use: no heap allocation per node and 1 state byte of overhead per entry.
// A page holds as many slots as fit in 2 MiB; tables that need more than one
// page get 2 MiB-aligned anonymous mappings, which the kernel can back with
// one transparent huge page each. On the VM these figures come from, a 4 KiB
// first-touch fault costs several microseconds, and a 1M-entry table would take
// ~20 000 of them. A smaller table gets one heap page sized to it.
// A sparse table (few slots expected to fill, retention::requested) keeps the
// 2 MiB pages but without the huge-page advice, so that only the 4 KiB pages
// it touches become resident.
// A slot is written once: the first thread to claim it constructs the node and
// publishes it; every later reader sees the same node until the table dies.
template <class Node> class node_table {
  static constexpr std::size_t huge = std::size_t{2} << 20;
  static constexpr std::size_t page_slots = (huge - 4096) / (sizeof(Node) + 1);
  static constexpr std::size_t state_bytes(std::size_t slots) noexcept { return (slots + 63) / 64 * 64; }
  static_assert(alignof(Node) <= 64 && state_bytes(page_slots) + page_slots * sizeof(Node) <= huge);

 public:
  // Entries per page (a table of at most this many entries has one page).
  static constexpr std::size_t slots_per_page = page_slots;

  explicit node_table(std::size_t n, bool sparse = false)
      : n_(n), num_pages_((n + page_slots - 1) / page_slots), sparse_(sparse), pages_(new std::atomic<page*>[num_pages_]()) {}
  node_table(const node_table&) = delete;
  node_table& operator=(const node_table&) = delete;
  ~node_table() {
    for (std::size_t p = 0; p < num_pages_; ++p) {
      page* pg = pages_[p].load(std::memory_order_relaxed);
      if (pg == nullptr || pg == busy()) continue;
      for (std::size_t i = 0; i < pg->slots; ++i)
        if (pg->state()[i].load(std::memory_order_relaxed) == ready) std::destroy_at(pg->slot(i));
      free_page(pg);
    }
  }

  // The published node of entry i, or nullptr. i must be below the size.
  MLIRBC_ALWAYS_INLINE const Node* find(std::size_t i) const noexcept {
    const page* pg = pages_[i / page_slots].load(std::memory_order_acquire);
    if (pg == nullptr || pg == busy()) return nullptr;
    const std::size_t k = i % page_slots;
    return pg->state()[k].load(std::memory_order_acquire) == ready ? pg->slot(k) : nullptr;
  }

  // Publishes `node` as entry i unless another thread did first (then waits
  // for that thread's node to be visible). Returns whether this call won.
  bool publish(std::size_t i, Node&& node) {
    page* pg = page_of(i);
    const std::size_t k = i % page_slots;
    std::uint8_t expected = empty;
    if (pg->state()[k].compare_exchange_strong(expected, writing, std::memory_order_acquire)) {
      std::construct_at(pg->slot(k), std::move(node));
      pg->state()[k].store(ready, std::memory_order_release);
      return true;
    }
    // The winner is between its claim and its store: a move of one node.
    while (pg->state()[k].load(std::memory_order_acquire) != ready) std::this_thread::yield();
    return false;
  }

 private:
  static constexpr std::uint8_t empty = 0, writing = 1, ready = 2;
  // Header, then state_bytes(slots) state bytes, then the slots (64-aligned).
  struct alignas(64) page {
    std::size_t slots = 0;
    bool mapped = false;
    std::atomic<std::uint8_t>* state() const noexcept {
      return reinterpret_cast<std::atomic<std::uint8_t>*>(const_cast<page*>(this) + 1);
    }
    Node* slot(std::size_t k) const noexcept {
      auto* base = reinterpret_cast<unsigned char*>(const_cast<page*>(this) + 1) + state_bytes(slots);
      return std::launder(reinterpret_cast<Node*>(base) + k);
    }
  };
  static constexpr std::size_t page_bytes(std::size_t slots) noexcept {
    return sizeof(page) + state_bytes(slots) + slots * sizeof(Node);
  }
  static_assert(page_bytes(page_slots) <= huge);

  static page* new_page(std::size_t slots, bool big, bool sparse) {
    void* mem = nullptr;
    bool mapped = false;
#if defined(__linux__)
    if (big) {  // 2 MiB aligned: map 4 MiB, keep the aligned middle
      void* raw = ::mmap(nullptr, 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (raw != MAP_FAILED) {
        const auto addr = reinterpret_cast<std::uintptr_t>(raw);
        const std::uintptr_t aligned = (addr + huge - 1) & ~(std::uintptr_t{huge} - 1);
        if (aligned > addr) ::munmap(raw, aligned - addr);
        if (addr + 2 * huge > aligned + huge) ::munmap(reinterpret_cast<void*>(aligned + huge), addr + 2 * huge - aligned - huge);
        mem = reinterpret_cast<void*>(aligned);
        ::madvise(mem, huge, sparse ? MADV_NOHUGEPAGE : MADV_HUGEPAGE);
        mapped = true;
      }
    }
#else
    (void)big;
    (void)sparse;
#endif
    if (mem == nullptr) mem = ::operator new(page_bytes(slots), std::align_val_t{64});
    page* pg = ::new (mem) page;
    pg->slots = slots;
    pg->mapped = mapped;
    for (std::size_t k = 0; k < slots; ++k) ::new (static_cast<void*>(pg->state() + k)) std::atomic<std::uint8_t>(empty);
    return pg;
  }
  static void free_page(page* pg) noexcept {
#if defined(__linux__)
    if (pg->mapped) {
      ::munmap(static_cast<void*>(pg), huge);
      return;
    }
#endif
    ::operator delete(static_cast<void*>(pg), std::align_val_t{64});
  }

  // Marks a page slot whose page one thread is allocating. Others wait for it
  // rather than allocate a page too: on a VM, first touch of a 2 MiB page costs
  // about a millisecond, and a duplicate would be thrown away.
  static page* busy() noexcept {
    static page marker;
    return &marker;
  }

  page* page_of(std::size_t i) {
    std::atomic<page*>& slot = pages_[i / page_slots];
    page* pg = slot.load(std::memory_order_acquire);
    if (pg != nullptr && pg != busy()) return pg;
    if (pg == nullptr && slot.compare_exchange_strong(pg, busy(), std::memory_order_acq_rel, std::memory_order_acquire)) {
      const bool big = num_pages_ > 1;
      // If the allocation throws, free the slot so that a waiting thread tries
      // again (a guard, not try/catch: the header also builds with -fno-exceptions).
      struct release_on_unwind {
        std::atomic<page*>& slot;
        page* fresh = nullptr;
        ~release_on_unwind() { slot.store(fresh, std::memory_order_release); }
      } guard{slot};
      guard.fresh = new_page(big ? page_slots : n_, big, sparse_);
      return guard.fresh;
    }
    while ((pg = slot.load(std::memory_order_acquire)) == busy()) std::this_thread::yield();
    // nullptr only if the allocating thread failed: try again (and maybe fail too).
    return pg != nullptr ? pg : page_of(i);
  }

  std::size_t n_;
  std::size_t num_pages_;
  bool sparse_;
  std::unique_ptr<std::atomic<page*>[]> pages_;
};

}  // namespace detail

// What an attr_reader keeps of the attribute entries it decodes. Types are
// always kept as nodes (files have few, and attributes need them to decode).
enum class retention : std::uint8_t {
  // Every decoded attribute keeps its node until the reader is destroyed.
  all,
  // Only attributes asked for with attribute() (and what they reach) keep a
  // node, plus those another entry's validation reads (string names, nested
  // symbols, sparse parts). Entries decoded only through validate_attribute()
  // keep one byte: their kind. For one pass over a whole file (`mlirbc
  // stats`): memory stays near the size of the file instead of ~70 bytes per
  // attribute.
  requested,
};

class attr_reader final : private detail::entry_services {
 public:
  using named_attr = mlirbc::named_attr;

  // Decodes the custom entries of the upstream dialects llvm, quant and test
  // (dialect_registry::upstream()); other dialects' custom entries are opaque.
  explicit attr_reader(const bytecode& b) : attr_reader(b, dialect_registry::upstream()) {}
  // With the given dialect decoders (copied; add your own to upstream() or
  // start from an empty registry).
  attr_reader(const bytecode& b, dialect_registry dialects, retention keep = retention::all)
      : b_(&b),
        num_attrs_(b.attr_types().num_attributes()),
        num_types_(b.attr_types().num_types()),
        attrs_(num_attrs_, keep == retention::requested),
        types_(num_types_),
        legacy_scalable_(is_legacy_producer(b.producer())),
        registry_(std::move(dialects)) {
    if (keep == retention::requested) kinds_ = decltype(kinds_)(num_attrs_);
    hooks_.reserve(b.dialects().dialects.size());
    builtin_.reserve(b.dialects().dialects.size());
    for (const auto& d : b.dialects().dialects) {
      hooks_.push_back(registry_.find(d.name));
      builtin_.push_back(d.name == "builtin");
    }
  }

  attr_reader(const attr_reader&) = delete;
  attr_reader& operator=(const attr_reader&) = delete;
  ~attr_reader() = default;

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
    if (error e = decode(ref{idx, false})) return e;
    return attrs_.find(static_cast<std::size_t>(idx));
  }

  result<const mlirbc::type*> type(std::uint64_t idx) const {
    if (idx >= num_types_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", idx, num_types_};
    if (const auto* t = types_.find(static_cast<std::size_t>(idx))) return t;
    if (error e = decode(ref{idx, true})) return e;
    return types_.find(static_cast<std::size_t>(idx));
  }

  // Decodes and validates entry idx and everything it refers to, like
  // attribute()/type(), without returning it. Under retention::requested an
  // attribute decoded only this way keeps its kind, not its node.
  error validate_attribute(std::uint64_t idx) const {
    if (idx >= num_attrs_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
    const ref r{idx, false};
    const bool keep = kinds_.empty();
    return decoded(r, keep) ? error{} : decode(r, keep);
  }
  error validate_type(std::uint64_t idx) const { return type(idx).err(); }
  // validate_type / validate_attribute of entries [first, last) of one table
  // (which must exist); returns how many failed. Cheaper per entry than
  // single calls (decode_all.hpp).
  std::uint64_t validate_range(bool types, std::size_t first, std::size_t last) const {
    return with_stack<std::uint64_t>([&](frame_stack& stack) {
      std::uint64_t failed = 0;
      const bool keep = types || kinds_.empty();
      for (std::size_t i = first; i < last; ++i) {
        const ref r{i, types};
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
    const auto* d = (*a)->get<attrs::dictionary>();
    if (d == nullptr) return error{errc::bad_value, section_id::attr_type, (*a)->offset, "expected a dictionary attribute"};
    return std::span<const named_attr>(d->entries);
  }

  const dialect_registry& dialects() const noexcept { return registry_; }
  // Node lookup for dialect printers (dialect_printer).
  const detail::entry_services& services() const noexcept { return *this; }

  // Entries with a custom encoding of a dialect this reader has no decoder
  // for, among those decoded so far.
  std::uint64_t undecodable_count() const noexcept { return opaque_count_.load(std::memory_order_relaxed); }

  // Already-decoded nodes (never fail; for use on indices taken from decoded nodes).
  const mlirbc::attribute& attr_node(std::uint64_t idx) const noexcept { return *attrs_.find(static_cast<std::size_t>(idx)); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *types_.find(static_cast<std::size_t>(idx)); }

 private:
  using ref = entry_ref;

  const mlirbc::attribute* find_attribute(std::uint64_t idx) const noexcept override {
    return idx < num_attrs_ ? attrs_.find(static_cast<std::size_t>(idx)) : nullptr;
  }
  const mlirbc::type* find_type(std::uint64_t idx) const noexcept override {
    return idx < num_types_ ? types_.find(static_cast<std::size_t>(idx)) : nullptr;
  }

  // One entry being decoded. `attr`/`ty` holds the parsed node until its
  // references are decoded and it is validated and published.
  struct frame {
    ref r;
    raw_entry entry;  // its bytes (attr_type_table::make, once per frame)
    bool parsed = false;
    bool keep_node = true;  // publish the node (else only the kind; see retention)
    std::optional<mlirbc::attribute> attr;
    std::optional<mlirbc::type> ty;
    std::vector<ref> children;
    std::vector<std::uint64_t> scratch;  // dictionary: the name attribute of each entry
    std::size_t next = 0;

    std::uint64_t offset() const noexcept { return entry.offset; }
    void reset(ref nr, const raw_entry& e, bool keep) {
      r = nr;
      entry = e;
      parsed = false;
      keep_node = keep;
      attr.reset();
      ty.reset();
      // Keep the buffers for the next entry, unless one huge entry grew them.
      if (children.capacity() > 4096) std::vector<ref>().swap(children);
      if (scratch.capacity() > 4096) std::vector<std::uint64_t>().swap(scratch);
      children.clear();
      scratch.clear();
      next = 0;
    }
  };

  // The decode stack with its on-path set. Frames (and their buffers) are
  // reused across calls, so a decode in steady state allocates nothing; the
  // cycle check scans the frames while the path is short and uses a hash set
  // only on deep paths (which stays linear).
  struct frame_stack {
    static constexpr std::size_t linear_depth = 32;
    std::vector<frame> frames;
    std::size_t depth = 0;
    std::size_t high = 0;  // deepest since the last clear()
    std::unordered_set<std::uint64_t> deep;  // keys on the path while depth > linear_depth

    std::size_t size() const noexcept { return depth; }
    bool empty() const noexcept { return depth == 0; }
    frame& operator[](std::size_t i) noexcept { return frames[i]; }
    bool on_path(std::uint64_t key) const {
      if (depth > linear_depth) return deep.count(key) != 0;
      for (std::size_t i = 0; i < depth; ++i)
        if (frames[i].r.key() == key) return true;
      return false;
    }
    void push(ref r, const raw_entry& e, bool keep_node) {
      if (depth == frames.size()) frames.emplace_back();
      frames[depth++].reset(r, e, keep_node);
      high = std::max(high, depth);
      if (depth == linear_depth + 1) {
        for (std::size_t i = 0; i < depth; ++i) deep.insert(frames[i].r.key());
      } else if (depth > linear_depth + 1) {
        deep.insert(r.key());
      }
    }
    // The frame is reset when it is pushed again (or by clear()).
    void pop() {
      if (depth > linear_depth + 1) deep.erase(frames[depth - 1].r.key());
      else if (depth == linear_depth + 1) deep.clear();
      --depth;
    }
    void clear() {
      const bool aborted = depth > 0;
      while (depth > 0) pop();
      if (aborted)  // drop the half-built nodes an error left
        for (std::size_t i = 0; i < high; ++i) frames[i].reset(ref{0, false}, raw_entry{}, true);
      high = 0;
      // Do not keep what a deep path grew.
      if (frames.size() > 256) {
        frames.resize(256);
        frames.shrink_to_fit();
        deep = {};
      }
    }
  };

  // Producers before LLVM 17 write vector scalability as a trailing count.
  static bool is_legacy_producer(std::string_view p) noexcept {
    if (p.substr(0, 4) != "MLIR") return false;
    p.remove_prefix(4);
    unsigned major = 0;
    std::size_t i = 0;
    for (; i < p.size() && i < 4 && p[i] >= '0' && p[i] <= '9'; ++i) major = major * 10 + static_cast<unsigned>(p[i] - '0');
    return i > 0 && major < 17;
  }

  // Whether r needs no decoding: its node is published, or (when a node is
  // not needed) its kind.
  bool decoded(ref r, bool need_node) const noexcept {
    if (r.is_type) return types_.find(static_cast<std::size_t>(r.idx)) != nullptr;
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

  // Runs fn(frame_stack&) with this thread's stack, reused by every decode on
  // it (no allocation and no atomic operation per call); a fresh one if a
  // dialect decoder re-enters.
  template <class R, class Fn> R with_stack(Fn&& fn) const {
    struct cached {
      frame_stack stack;
      bool busy = false;
    };
    static thread_local cached mine;
    struct lease {
      cached& c;
      std::unique_ptr<frame_stack> own;
      frame_stack* s;
      explicit lease(cached& cc) : c(cc), own(cc.busy ? std::make_unique<frame_stack>() : nullptr) {
        s = own ? own.get() : &c.stack;
        if (!own) c.busy = true;
      }
      lease(const lease&) = delete;
      lease& operator=(const lease&) = delete;
      ~lease() {
        s->clear();
        if (!own) c.busy = false;
      }
    } held(mine);
    return fn(*held.s);
  }

  error decode(ref root, bool keep_node = true) const {
    if (error e = known_failure(root)) return e;
    return with_stack<error>([&](frame_stack& stack) { return decode_on(stack, root, keep_node); });
  }

  error decode_on(frame_stack& stack, ref root, bool keep_node) const {
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

  error decode_path(ref root, bool keep_root, frame_stack& stack) const {
    const std::uint32_t max_depth = b_->limits_used().max_attr_depth;
    // from: the frame that refers to r (errors point at it), none for the root.
    auto push = [&](ref r, const frame* from, bool keep_node) -> error {
      if (error e = known_failure(r)) return e;
      const raw_entry e = raw(r);
      const std::uint64_t from_offset = from != nullptr ? from->offset() : e.offset;  // read before push() may move frames
      if (stack.on_path(r.key())) {
        return error{errc::bad_value, section_id::attr_type, from_offset, "attribute/type reference cycle", r.idx, 0};
      }
      if (stack.size() >= max_depth) {
        return error{errc::limit_exceeded, section_id::attr_type, from_offset, "attribute/type nesting depth",
                     stack.size() + 1, max_depth};
      }
      stack.push(r, e, keep_node || r.is_type);
      return {};
    };
    if (error e = push(root, nullptr, keep_root)) return e;
    while (!stack.empty()) {
      const std::size_t top = stack.size() - 1;
      if (!stack[top].parsed) {
        ref need{0, false};
        bool needs = false;
        if (error e = parse(stack[top], need, needs)) return e;
        if (needs) {  // a node the parse reads (type, dialect decoder's attribute_now)
          if (error e = push(need, &stack[top], true)) return e;
          continue;
        }
        stack[top].parsed = true;
      }
      bool pushed = false;
      while (stack[top].next < stack[top].children.size()) {
        const std::size_t pos = stack[top].next++;
        const ref c = stack[top].children[pos];
        const bool keep = child_needs_node(stack[top], pos);
        if (decoded(c, keep)) continue;
        if (error e = push(c, &stack[top], keep)) return e;
        pushed = true;
        break;
      }
      if (pushed) continue;
      if (error e = finish(stack[top])) return e;
      publish(stack[top]);
      stack.pop();
    }
    return {};
  }

  raw_entry raw(ref r) const noexcept {
    return r.is_type ? b_->attr_types().type(static_cast<std::size_t>(r.idx))
                     : b_->attr_types().attribute(static_cast<std::size_t>(r.idx));
  }

  // A child of a node is kept as a node too (a returned node's whole closure
  // is decoded); a kind-only entry keeps the children its finish() reads.
  bool child_needs_node(const frame& parent, std::size_t pos) const noexcept {
    if (parent.keep_node) return true;
    switch (parent.attr->kind()) {
      case attr_kind::dictionary: return pos % 2 == 0;  // name, value, name, value, ...
      case attr_kind::symbol_ref: return true;
      case attr_kind::file_loc:
      case attr_kind::name_loc: return pos == 0;  // the name
      case attr_kind::sparse_elements: return true;
      default: return false;
    }
  }

  void publish(frame& f) const {
    if (f.r.is_type) {
      const bool opaque = f.ty->is<types::opaque>();
      if (types_.publish(static_cast<std::size_t>(f.r.idx), std::move(*f.ty)) && opaque)
        opaque_count_.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    const bool opaque = f.attr->is<attrs::opaque>();
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

  // Reads an attribute index and records it as a reference to decode.
  std::uint64_t attr_ref(cursor& c, frame& f, const char* what) const {
    const std::uint64_t at = c.offset();
    const std::uint64_t i = c.varint(what);
    if (c.ok() && i >= num_attrs_) {
      c.fail_at(at, errc::index_out_of_range, what, i, num_attrs_);
      return 0;
    }
    if (c.ok()) f.children.push_back(ref{i, false});
    return i;
  }
  std::uint64_t type_ref(cursor& c, frame& f, const char* what) const {
    const std::uint64_t at = c.offset();
    const std::uint64_t i = c.varint(what);
    if (c.ok() && i >= num_types_) {
      c.fail_at(at, errc::index_out_of_range, what, i, num_types_);
      return 0;
    }
    if (c.ok()) f.children.push_back(ref{i, true});
    return i;
  }
  // A type that must be decoded before the rest of the entry can be parsed.
  // Returns nullptr (and sets need) if it is not decoded yet.
  const mlirbc::type* type_dep(cursor& c, frame& f, const char* what, ref& need, bool& needs) const {
    const std::uint64_t i = type_ref(c, f, what);
    if (!c.ok()) return nullptr;
    const mlirbc::type* t = types_.find(static_cast<std::size_t>(i));
    if (t == nullptr) {
      need = ref{i, true};
      needs = true;
    }
    return t;
  }
  std::string_view string_ref(cursor& c, const char* what) const {
    const std::uint64_t at = c.offset();
    const std::uint64_t i = c.varint(what);
    if (!c.ok()) return {};
    if (i >= b_->strings().size()) {
      c.fail_at(at, errc::index_out_of_range, what, i, b_->strings().size());
      return {};
    }
    return b_->strings()[static_cast<std::size_t>(i)];
  }
  std::vector<std::int64_t> shape(cursor& c) const {
    std::vector<std::int64_t> dims(static_cast<std::size_t>(c.count("shape rank")));
    for (auto& d : dims) {
      const std::uint64_t at = c.offset();
      d = c.signed_varint("dimension");
      if (c.ok() && d < 0 && d != dynamic_dim) c.fail_at(at, errc::bad_value, "negative dimension");
    }
    return dims;
  }
  // APInt of a known width (format-notes 5.1).
  ap_int apint(cursor& c, std::uint32_t width) const {
    ap_int v;
    v.width = width;
    std::uint64_t w0 = 0;
    if (width <= 8) {
      w0 = c.byte("integer value");
    } else if (width <= 64) {
      w0 = static_cast<std::uint64_t>(c.signed_varint("integer value"));
    } else {
      const std::uint64_t at = c.offset();
      const std::uint64_t n = c.count("integer word count");
      const std::uint64_t max_words = (std::uint64_t{width} + 63) / 64;
      if (c.ok() && n > max_words) {
        c.fail_at(at, errc::bad_value, "integer word count", n, max_words);
        return v;
      }
      v.words.resize(static_cast<std::size_t>(n));
      for (auto& w : v.words) w = static_cast<std::uint64_t>(c.signed_varint("integer word"));
      if (!v.words.empty() && width % 64 != 0 && v.words.size() == max_words)
        v.words.back() &= (std::uint64_t{1} << (width % 64)) - 1;
      while (!v.words.empty() && v.words.back() == 0) v.words.pop_back();
      return v;
    }
    // Values wider than the type are truncated, as the reference reader does.
    if (width < 64) w0 &= (std::uint64_t{1} << width) - 1;
    if (w0 != 0) v.words.push_back(w0);
    return v;
  }

  static std::optional<std::uint32_t> int_width(const mlirbc::type& t) noexcept {
    if (const auto* i = t.get<types::integer>()) return i->width;
    if (t.is<types::index>()) return 64u;
    return std::nullopt;
  }

  // Bytes per element of dense data; 0 for i1 (bit-packed); nullopt if unsupported.
  std::optional<std::uint64_t> dense_element_bytes(const mlirbc::type& t) const noexcept {
    if (const auto* i = t.get<types::integer>()) return i->width == 1 ? 0 : (std::uint64_t{i->width} + 7) / 8;
    if (t.is<types::index>()) return 8;
    if (const auto* f = t.get<types::floating>()) return float_storage_bytes(f->kind);
    if (const auto* c = t.get<types::complex>()) {
      const mlirbc::type& e = type_node(c->element);
      if (const auto* i = e.get<types::integer>()) return 2 * ((std::uint64_t{i->width} + 7) / 8);
      if (const auto* f = e.get<types::floating>()) return 2 * std::uint64_t{float_storage_bytes(f->kind)};
    }
    return std::nullopt;
  }

  struct shaped {
    std::uint64_t num_elements;
    std::uint64_t element;
  };
  // A statically shaped tensor or vector type.
  std::optional<shaped> static_shaped(const mlirbc::type& t) const noexcept {
    const std::vector<std::int64_t>* dims = nullptr;
    std::uint64_t elem = 0;
    if (const auto* r = t.get<types::ranked_tensor>()) {
      dims = &r->shape;
      elem = r->element;
    } else if (const auto* v = t.get<types::vector>()) {
      dims = &v->shape;
      elem = v->element;
    } else {
      return std::nullopt;
    }
    auto n = static_element_count(*dims);
    if (!n) return std::nullopt;
    return shaped{*n, elem};
  }

  static std::optional<types::integer> textual_integer(std::string_view s) noexcept {
    types::integer t;
    if (s.substr(0, 2) == "si") {
      t.sign = signedness::is_signed;
      s.remove_prefix(2);
    } else if (s.substr(0, 2) == "ui") {
      t.sign = signedness::is_unsigned;
      s.remove_prefix(2);
    } else if (s.substr(0, 1) == "i") {
      s.remove_prefix(1);
    } else {
      return std::nullopt;
    }
    if (s.empty() || s.size() > 8) return std::nullopt;
    std::uint32_t w = 0;
    for (char ch : s) {
      if (ch < '0' || ch > '9') return std::nullopt;
      w = w * 10 + static_cast<std::uint32_t>(ch - '0');
    }
    if (w > max_int_width) return std::nullopt;
    t.width = w;
    return t;
  }

  static constexpr std::uint32_t max_int_width = (1u << 24) - 1;  // IntegerType::kMaxWidth

  error parse(frame& f, ref& need, bool& needs) const {
    const raw_entry& e = f.entry;
    f.children.clear();
    if (!e.custom) {
      auto text = e.text();
      if (!text) return text.err();
      if (f.r.is_type) {
        f.ty.emplace(mlirbc::type{f.r.idx, e.offset, types::textual{*text}});
        // Builtin types the writer left as text (e.g. "tf32", "f8E4M3FN") get their real kind.
        if (auto k = float_kind_from_name(*text)) f.ty->value = types::floating{*k};
        else if (auto i = textual_integer(*text)) f.ty->value = *i;
        else if (*text == "index") f.ty->value = types::index{};
        else if (*text == "none") f.ty->value = types::none{};
      } else {
        f.attr.emplace(mlirbc::attribute{f.r.idx, e.offset, attrs::textual{*text}});
      }
      return {};
    }
    const dialect_entry& de = b_->dialects().dialects[e.dialect];
    const std::string_view dialect = de.name;
    if (const detail::dialect_hooks* h = hooks_[e.dialect]; h != nullptr && h->decodes(f.r.is_type)) {
      cursor c(b_->bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
      dialect_reader r(dialect_reader::setup{&c, b_->bytes(), &b_->strings(), &de, this, &f.children, num_attrs_,
                                             num_types_, b_->version(), e.offset, b_->producer()});
      std::shared_ptr<const void> v = h->decode(r, f.r.is_type);
      if (r.declined()) {
        f.children.clear();
        if (f.r.is_type)
          f.ty.emplace(mlirbc::type{f.r.idx, e.offset, types::opaque{dialect, e.bytes}});
        else
          f.attr.emplace(mlirbc::attribute{f.r.idx, e.offset, attrs::opaque{dialect, e.bytes}});
        return {};
      }
      if (c.ok() && r.needed()) {
        need = *r.needed();
        needs = true;
        return {};
      }
      if (c.ok() && v == nullptr) c.fail_at(e.offset, errc::bad_value, "dialect decoder produced no value");
      c.expect_end(f.r.is_type ? "type entry" : "attribute entry");
      if (!c.ok()) return c.err();
      dialect_value dv{dialect, std::move(v), h->tag(f.r.is_type), h};
      if (f.r.is_type)
        f.ty.emplace(mlirbc::type{f.r.idx, e.offset, types::dialect{std::move(dv)}});
      else
        f.attr.emplace(mlirbc::attribute{f.r.idx, e.offset, attrs::dialect{std::move(dv)}});
      return {};
    }
    if (!builtin_[e.dialect]) {
      if (f.r.is_type)
        f.ty.emplace(mlirbc::type{f.r.idx, e.offset, types::opaque{dialect, e.bytes}});
      else
        f.attr.emplace(mlirbc::attribute{f.r.idx, e.offset, attrs::opaque{dialect, e.bytes}});
      return {};
    }
    cursor c(b_->bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    if (f.r.is_type) {
      f.ty.emplace(mlirbc::type{f.r.idx, e.offset, types::none{}});
      parse_type(c, f, *f.ty);
    } else {
      f.attr.emplace();  // parse_attr sets the value
      f.attr->index = f.r.idx;
      f.attr->offset = e.offset;
      parse_attr(c, f, *f.attr, need, needs);
      if (needs && c.ok()) return {};
    }
    c.expect_end(f.r.is_type ? "type entry" : "attribute entry");
    return c.err();
  }

  void parse_type(cursor& c, frame& f, mlirbc::type& t) const {
    const std::uint64_t code_at = c.offset();
    const std::uint64_t code = c.varint("type code");
    if (!c.ok()) return;
    auto type_list = [&](const char* what) {
      std::vector<std::uint64_t> v(static_cast<std::size_t>(c.count(what)));
      for (auto& x : v) x = type_ref(c, f, "type index");
      return v;
    };
    switch (code) {
      case 0: {
        const std::uint64_t at = c.offset();
        const std::uint64_t v = c.varint("integer type");
        const std::uint64_t width = v >> 2;
        if (c.ok() && ((v & 3u) == 3u || width > max_int_width)) {
          c.fail_at(at, errc::bad_value, "integer type width/signedness", v, max_int_width);
          return;
        }
        t.value = types::integer{static_cast<std::uint32_t>(width), static_cast<signedness>(v & 3u)};
        return;
      }
      case 1: t.value = types::index{}; return;
      case 2: {
        types::function fn;
        fn.inputs = type_list("function input count");
        fn.results = type_list("function result count");
        t.value = std::move(fn);
        return;
      }
      case 3: t.value = types::floating{float_kind::bf16}; return;
      case 4: t.value = types::floating{float_kind::f16}; return;
      case 5: t.value = types::floating{float_kind::f32}; return;
      case 6: t.value = types::floating{float_kind::f64}; return;
      case 7: t.value = types::floating{float_kind::f80}; return;
      case 8: t.value = types::floating{float_kind::f128}; return;
      case 9: t.value = types::complex{type_ref(c, f, "complex element type")}; return;
      case 10:
      case 11: {
        types::memref m;
        if (code == 11) {
          m.has_memory_space = true;
          m.memory_space = attr_ref(c, f, "memref memory space");
        }
        m.shape = shape(c);
        m.element = type_ref(c, f, "memref element type");
        m.layout = attr_ref(c, f, "memref layout");
        t.value = std::move(m);
        return;
      }
      case 12: t.value = types::none{}; return;
      case 13:
      case 14: {
        types::ranked_tensor r;
        if (code == 14) {
          r.has_encoding = true;
          r.encoding = attr_ref(c, f, "tensor encoding");
        }
        r.shape = shape(c);
        r.element = type_ref(c, f, "tensor element type");
        t.value = std::move(r);
        return;
      }
      case 15: t.value = types::tuple{type_list("tuple size")}; return;
      case 16:
      case 17: {
        types::unranked_memref m;
        if (code == 17) {
          m.has_memory_space = true;
          m.memory_space = attr_ref(c, f, "memref memory space");
        }
        m.element = type_ref(c, f, "memref element type");
        t.value = m;
        return;
      }
      case 18: t.value = types::unranked_tensor{type_ref(c, f, "tensor element type")}; return;
      case 19:
      case 20: {
        types::vector v;
        if (code == 20 && legacy_scalable_) {
          // LLVM 16: the number of trailing scalable dimensions.
          const std::uint64_t at = c.offset();
          const std::uint64_t n = c.varint("scalable dimension count");
          v.shape = shape(c);
          if (c.ok() && n > v.shape.size()) {
            c.fail_at(at, errc::bad_value, "scalable dimension count", n, v.shape.size());
            return;
          }
          v.scalable.assign(v.shape.size(), false);
          for (std::size_t i = v.shape.size() - static_cast<std::size_t>(n); i < v.shape.size(); ++i) v.scalable[i] = true;
        } else if (code == 20) {
          const std::uint64_t n = c.count("scalable flag count");
          v.scalable.resize(static_cast<std::size_t>(n));
          for (std::size_t i = 0; i < v.scalable.size(); ++i) {
            const std::uint64_t at = c.offset();
            const std::uint8_t b = c.byte("scalable flag");
            if (c.ok() && b > 1) c.fail_at(at, errc::bad_value, "scalable flag", b, 1);
            v.scalable[i] = b == 1;
          }
          const std::uint64_t shape_at = c.offset();
          v.shape = shape(c);
          if (c.ok() && v.scalable.size() != v.shape.size()) {
            c.fail_at(shape_at, errc::bad_value, "scalable flags do not match the vector rank", v.scalable.size(),
                      v.shape.size());
            return;
          }
        } else {
          v.shape = shape(c);
        }
        for (const auto d : v.shape)
          if (c.ok() && d < 0) c.fail_at(f.offset(), errc::bad_value, "vector dimension must be static");
        v.element = type_ref(c, f, "vector element type");
        t.value = std::move(v);
        return;
      }
      default: c.fail_at(code_at, errc::bad_value, "unknown builtin type code", code, 20); return;
    }
  }

  void parse_attr(cursor& c, frame& f, mlirbc::attribute& a, ref& need, bool& needs) const {
    const std::uint64_t code_at = c.offset();
    const std::uint64_t code = c.varint("attribute code");
    if (!c.ok()) return;
    auto attr_list = [&](const char* what) {
      std::vector<std::uint64_t> v(static_cast<std::size_t>(c.count(what)));
      for (auto& x : v) x = attr_ref(c, f, "attribute index");
      return v;
    };
    switch (code) {
      case 0: a.value = attrs::array{attr_list("array size")}; return;
      case 1: {
        attrs::dictionary d;
        d.entries.resize(static_cast<std::size_t>(c.count("dictionary size", 2)));
        f.scratch.resize(d.entries.size());
        for (std::size_t i = 0; i < d.entries.size(); ++i) {
          f.scratch[i] = attr_ref(c, f, "dictionary name");  // resolved to a string in finish()
          d.entries[i].value = attr_ref(c, f, "dictionary value");
        }
        a.value = std::move(d);
        return;
      }
      case 2: a.value = attrs::string{string_ref(c, "string"), false, 0}; return;
      case 3: {
        attrs::string s;
        s.value = string_ref(c, "string");
        s.has_type = true;
        s.type = type_ref(c, f, "string type");
        a.value = s;
        return;
      }
      case 4:
      case 5: {
        // Names are resolved from the referenced StringAttrs in finish().
        attrs::symbol_ref s;
        s.flat = code == 4;
        attr_ref(c, f, "symbol name");
        if (code == 5) {
          const std::uint64_t n = c.count("nested symbol count");
          for (std::uint64_t i = 0; i < n; ++i) attr_ref(c, f, "nested symbol");
        }
        a.value = std::move(s);
        return;
      }
      case 6: a.value = attrs::type_attr{type_ref(c, f, "type")}; return;
      case 7: a.value = attrs::unit{}; return;
      case 8:
      case 9: {
        const mlirbc::type* t = type_dep(c, f, code == 8 ? "integer type" : "float type", need, needs);
        if (t == nullptr) return;
        if (code == 8) {
          const auto w = int_width(*t);
          if (!w) {
            c.fail_at(f.offset(), errc::bad_value, "integer attribute of a non-integer type");
            return;
          }
          a.value = attrs::integer{t->index, apint(c, *w)};
        } else {
          const auto* ft = t->get<types::floating>();
          if (ft == nullptr) {
            c.fail_at(f.offset(), errc::bad_value, "float attribute of a non-float type");
            return;
          }
          const ap_int bits = apint(c, info(ft->kind).bits);
          a.value = attrs::floating{t->index, ft->kind, bits.word(0), bits.word(1)};
        }
        return;
      }
      case 10: {
        attrs::callsite_loc l;
        l.callee = attr_ref(c, f, "callee location");
        l.caller = attr_ref(c, f, "caller location");
        a.value = l;
        return;
      }
      case 11: {
        attrs::file_loc l;
        attr_ref(c, f, "file name");
        l.line = l.end_line = u32(c, "line");
        l.column = l.end_column = u32(c, "column");
        a.value = l;
        return;
      }
      case 12:
      case 13: {
        attrs::fused_loc l;
        l.locations = attr_list("fused location count");
        if (code == 13) {
          l.has_metadata = true;
          l.metadata = attr_ref(c, f, "fused location metadata");
        }
        a.value = std::move(l);
        return;
      }
      case 14: {
        attrs::name_loc l;
        attr_ref(c, f, "location name");
        l.child = attr_ref(c, f, "child location");
        a.value = l;
        return;
      }
      case 15: a.value = attrs::unknown_loc{}; return;
      case 16: {
        attrs::dense_resource r;
        r.type = type_ref(c, f, "dense resource type");
        const std::uint64_t at = c.offset();
        r.handle = c.varint("resource handle");
        if (!c.ok()) return;
        auto e = b_->resources().dialect_resource(r.handle);
        if (!e) {
          c.fail_at(at, errc::index_out_of_range, "resource handle", r.handle, b_->resources().num_dialect_resources());
          return;
        }
        r.key = (*e)->key;
        a.value = r;
        return;
      }
      case 17: {
        const mlirbc::type* t = type_dep(c, f, "dense array element type", need, needs);
        if (t == nullptr) return;
        attrs::dense_array d;
        d.element_type = t->index;
        const std::uint64_t count_at = c.offset();
        d.count = c.varint("dense array size");
        const std::uint64_t len = c.varint("dense array data length");
        d.data = c.bytes(len, "dense array data");
        if (!c.ok()) return;
        std::uint64_t eb = 0;
        if (const auto* i = t->get<types::integer>(); i != nullptr && (i->width == 1 || i->width % 8 == 0)) {
          eb = i->width == 1 ? 1 : i->width / 8;
        } else if (const auto* fl = t->get<types::floating>(); fl != nullptr && info(fl->kind).bits % 8 == 0) {
          eb = info(fl->kind).bits / 8;
        } else {
          c.fail_at(f.offset(), errc::bad_value, "dense array element type");
          return;
        }
        if (eb == 0 ? len != 0 : (d.count > len / eb || d.count * eb != len))
          c.fail_at(count_at, errc::bad_value, "dense array size does not match its data", d.count, eb == 0 ? 0 : len / eb);
        a.value = d;
        return;
      }
      case 18: {
        const mlirbc::type* t = type_dep(c, f, "dense elements type", need, needs);
        if (t == nullptr) return;
        attrs::dense_elements d;
        d.type = t->index;
        const std::uint64_t len_at = c.offset();
        const std::uint64_t len = c.varint("dense data length");
        d.data = c.bytes(len, "dense data");
        if (!c.ok()) return;
        const auto s = static_shaped(*t);
        if (!s) {
          c.fail_at(f.offset(), errc::bad_value, "dense elements need a statically shaped tensor or vector type");
          return;
        }
        d.num_elements = s->num_elements;
        const auto eb = dense_element_bytes(type_node(s->element));
        if (!eb) {
          c.fail_at(f.offset(), errc::unsupported, "dense element type");
          return;
        }
        if (*eb == 0) {  // i1: bit-packed; one byte 0x00/0xFF is a splat
          const std::uint64_t packed = d.num_elements / 8 + (d.num_elements % 8 != 0 ? 1 : 0);
          if (len == 1 && (d.data[0] == std::byte{0} || d.data[0] == std::byte{0xFF})) d.splat = true;
          else if (len != packed) c.fail_at(len_at, errc::bad_value, "dense i1 data size", len, packed);
        } else if (len == *eb) {
          d.splat = true;
        } else if (d.num_elements > len / *eb || d.num_elements * *eb != len) {
          c.fail_at(len_at, errc::bad_value, "dense data size does not match the shape", len,
                    d.num_elements > UINT64_MAX / *eb ? UINT64_MAX : d.num_elements * *eb);
        }
        a.value = d;
        return;
      }
      case 19: {
        const mlirbc::type* t = type_dep(c, f, "dense strings type", need, needs);
        if (t == nullptr) return;
        attrs::dense_strings d;
        d.type = t->index;
        const auto s = static_shaped(*t);
        if (!s) {
          c.fail_at(f.offset(), errc::bad_value, "dense strings need a statically shaped tensor or vector type");
          return;
        }
        d.num_elements = s->num_elements;
        d.splat = c.varint("dense strings splat flag") != 0;
        const std::uint64_t at = c.offset();
        const std::uint64_t n = d.splat ? 1 : d.num_elements;
        if (c.ok() && n > c.remaining()) {
          c.fail_at(at, errc::count_too_large, "dense string count", n, c.remaining());
          return;
        }
        d.values.resize(static_cast<std::size_t>(n));
        for (auto& v : d.values) v = string_ref(c, "dense string");
        a.value = std::move(d);
        return;
      }
      case 20: {
        attrs::sparse_elements s;
        s.type = type_ref(c, f, "sparse type");
        s.indices = attr_ref(c, f, "sparse indices");
        s.values = attr_ref(c, f, "sparse values");
        a.value = s;
        return;
      }
      case 21: a.value = attrs::distinct{attr_ref(c, f, "distinct referenced attribute")}; return;
      case 22: {
        attrs::file_loc l;
        attr_ref(c, f, "file name");
        const std::uint64_t at = c.offset();
        const std::uint64_t n = c.varint("location range size");
        if (c.ok() && n > 4) {
          c.fail_at(at, errc::bad_value, "location range size", n, 4);
          return;
        }
        std::uint32_t v[4] = {0, 0, 0, 0};
        for (std::uint64_t i = 0; i < n; ++i) v[i] = u32(c, "location range value");
        l.line = v[0];
        l.column = v[1];
        l.end_line = n >= 4 ? v[2] : v[0];
        l.end_column = n == 3 ? v[2] : n == 4 ? v[3] : v[1];
        a.value = l;
        return;
      }
      default: c.fail_at(code_at, errc::bad_value, "unknown builtin attribute code", code, 22); return;
    }
  }

  MLIRBC_ALWAYS_INLINE static std::uint32_t u32(cursor& c, const char* what) {
    const std::uint64_t at = c.offset();
    const std::uint64_t v = c.varint(what);
    if (c.ok() && v > UINT32_MAX) c.fail_at(at, errc::bad_value, what, v, UINT32_MAX);
    return static_cast<std::uint32_t>(v);
  }

  // ------------------------------------------------------------ validation

  const attrs::string* string_child(std::uint64_t idx) const noexcept { return attr_node(idx).get<attrs::string>(); }
  bool location_like(std::uint64_t idx) const noexcept {
    switch (kind_of(idx)) {
      case attr_kind::callsite_loc: case attr_kind::file_loc: case attr_kind::fused_loc:
      case attr_kind::name_loc: case attr_kind::unknown_loc:
      case attr_kind::textual: case attr_kind::opaque: case attr_kind::dialect: return true;
      default: return false;
    }
  }
  // The kind of a decoded attribute (node or kind-only).
  attr_kind kind_of(std::uint64_t idx) const noexcept {
    if (!kinds_.empty()) return static_cast<attr_kind>(kinds_[idx].load(std::memory_order_acquire) - 1);
    return attr_node(idx).kind();
  }

  error finish(frame& f) const {
    auto fail = [&](const char* what) { return error{errc::bad_value, section_id::attr_type, f.offset(), what}; };
    if (f.r.is_type) {
      mlirbc::type& t = *f.ty;
      if (const auto* c = t.get<types::complex>()) {
        const mlirbc::type& e = type_node(c->element);
        if (!e.is<types::integer>() && !e.is<types::floating>() && !e.is<types::textual>() && !e.is<types::opaque>())
          return fail("complex element type must be an integer or float type");
      }
      return {};
    }
    mlirbc::attribute& a = *f.attr;
    switch (a.kind()) {
      case attr_kind::dictionary: {
        auto& d = std::get<attrs::dictionary>(a.value);
        for (std::size_t i = 0; i < d.entries.size(); ++i) {
          const auto* s = string_child(f.scratch[i]);
          if (s == nullptr) return fail("dictionary key must be a string attribute");
          d.entries[i].name = s->value;
        }
        // The reference reader re-sorts; keep the file order when already sorted.
        auto less = [](const named_attr& x, const named_attr& y) { return x.name < y.name; };
        if (!std::is_sorted(d.entries.begin(), d.entries.end(), less))
          std::stable_sort(d.entries.begin(), d.entries.end(), less);
        for (std::size_t i = 1; i < d.entries.size(); ++i)
          if (d.entries[i - 1].name == d.entries[i].name) return fail("duplicate dictionary key");
        return {};
      }
      case attr_kind::symbol_ref: {
        auto& s = std::get<attrs::symbol_ref>(a.value);
        const auto* root = string_child(f.children[0].idx);
        if (root == nullptr) return fail("symbol reference name must be a string attribute");
        s.root = root->value;
        for (std::size_t i = 1; i < f.children.size(); ++i) {
          const auto* n = attr_node(f.children[i].idx).get<attrs::symbol_ref>();
          if (n == nullptr || !n->flat) return fail("nested symbol reference must be a flat symbol reference");
          s.nested.push_back(n->root);
        }
        return {};
      }
      case attr_kind::file_loc: {
        const auto* s = string_child(f.children[0].idx);
        if (s == nullptr) return fail("location file name must be a string attribute");
        std::get<attrs::file_loc>(a.value).filename = s->value;
        return {};
      }
      case attr_kind::name_loc: {
        auto& l = std::get<attrs::name_loc>(a.value);
        const auto* s = string_child(f.children[0].idx);
        if (s == nullptr) return fail("location name must be a string attribute");
        l.name = s->value;
        if (!location_like(l.child)) return fail("name location child must be a location");
        return {};
      }
      case attr_kind::callsite_loc: {
        const auto& l = std::get<attrs::callsite_loc>(a.value);
        if (!location_like(l.callee) || !location_like(l.caller)) return fail("call site parts must be locations");
        return {};
      }
      case attr_kind::fused_loc: {
        for (const auto i : std::get<attrs::fused_loc>(a.value).locations)
          if (!location_like(i)) return fail("fused location parts must be locations");
        return {};
      }
      case attr_kind::sparse_elements: {
        const auto& s = std::get<attrs::sparse_elements>(a.value);
        const auto* idx = attr_node(s.indices).get<attrs::dense_elements>();
        if (idx == nullptr || !type_node(type_element(s.indices)).is<types::integer>())
          return fail("sparse indices must be dense integer elements");
        const mlirbc::attribute& v = attr_node(s.values);
        if (!v.is<attrs::dense_elements>() && !v.is<attrs::dense_strings>())
          return fail("sparse values must be dense elements");
        return {};
      }
      default: return {};
    }
  }

  // Element type of a dense elements attribute's shaped type.
  std::uint64_t type_element(std::uint64_t attr_idx) const noexcept {
    const auto* d = attr_node(attr_idx).get<attrs::dense_elements>();
    const mlirbc::type& t = type_node(d->type);
    if (const auto* r = t.get<types::ranked_tensor>()) return r->element;
    return t.get<types::vector>()->element;
  }

  const bytecode* b_;
  std::size_t num_attrs_;
  std::size_t num_types_;
  mutable detail::node_table<mlirbc::attribute> attrs_;
  mutable detail::node_table<mlirbc::type> types_;
  bool legacy_scalable_;
  dialect_registry registry_;
  std::vector<const detail::dialect_hooks*> hooks_;  // by dialect index
  std::vector<std::uint8_t> builtin_;                // by dialect index: is "builtin"
  // retention::requested: per attribute, 0 or 1 + its attr_kind once decoded.
  mutable std::vector<std::atomic<std::uint8_t>, detail::populated_allocator<std::atomic<std::uint8_t>>> kinds_;
  mutable std::atomic<std::uint64_t> opaque_count_{0};
  // Entries whose decoding failed, with the error (see decode).
  mutable std::mutex failed_mutex_;
  mutable std::unordered_map<std::uint64_t, error> failed_;
  mutable std::atomic<bool> failed_any_{false};
};

}  // namespace mlirbc
