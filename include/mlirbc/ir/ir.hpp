// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// ir: the IR section, walked lazily with an explicit stack (no recursion on
// file data), validating every field as it goes.
//
// The walk is push-style: `ir_walker::walk(visitor)` calls the visitor's
// optional hooks (on_op, on_op_end, on_region_begin/end, on_block_begin/end)
// in file order, which is also print order. Views passed to hooks point into
// buffers the walker reuses, so they are valid only during the call; the
// structural walk allocates nothing per op once its buffers have grown.
//
// Value numbering (docs/format.md §11.5): a value scope starts at the top level
// and at every op whose region varint carries the `isolated` flag. Entering a
// region appends its `numValues` slots to the scope; leaving removes them.
// Operands index the current scope; a slot may be referenced before the op or
// block that defines it (forward reference), and every referenced slot must be
// defined by the time its region ends. Operands are handed out as `value_ref`
// (defining region's walk id, index among that region's values), which is
// stable within one walk and does not depend on the scope.
//
// Laziness (v2+): the regions of an isolated op are stored in one nested IR
// section. Returning walk_action::skip from on_op skips such a section in O(1)
// by its length; the op_view's `lazy` handle decodes it later with walk_lazy().
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../tables/bytecode.hpp"
#include "../base/cursor.hpp"
#include "../base/error.hpp"
#include "../base/format_warnings.hpp"

namespace mlirbc {

// A value as seen by its users: the walk-order id of the region that defines
// it (0 = the top-level block) and its position among that region's values
// (block 0's arguments, then block 0's op results, then block 1's arguments…).
struct value_ref {
  std::uint32_t region = 0;
  std::uint32_t index = 0;
  friend bool operator==(const value_ref&, const value_ref&) = default;
};

// One use-list order entry: the desired order of the uses of one value of a
// range (an op's results or a block's arguments), docs/format.md §11.6.
struct use_list_order {
  std::uint64_t value_index = 0;  // position of the value in its range
  bool pair_form = false;         // indices are (position, reference index) pairs
  std::span<const std::uint64_t> indices;
};

// The regions of an isolated op that live in a nested IR section (v2+): enough
// to skip them now and decode them later with ir_walker::walk_lazy.
struct lazy_regions {
  std::uint64_t offset = 0;  // file offset of the section payload
  std::uint64_t length = 0;
  std::uint64_t num_regions = 0;
  std::uint32_t depth = 0;  // region depth of the op's regions
  bool present = false;
};

struct block_arg {
  std::uint64_t type = 0;  // type index
  std::uint64_t loc = 0;   // attribute index of the location; valid when has_loc
  bool has_loc = false;    // false: v4+ elided loc(unknown)
};

struct op_view {
  std::uint64_t offset = 0;  // file offset of the op's name varint
  std::uint64_t name_index = 0;
  const op_name* name = nullptr;  // entry of the dialect table
  std::uint8_t mask = 0;
  std::uint64_t location = 0;  // attribute index
  bool has_attrs = false;
  std::uint64_t attrs = 0;  // attribute index of a DictionaryAttr
  bool has_properties = false;
  std::uint64_t properties = 0;  // properties-section entry index (v5+)
  std::span<const std::uint64_t> result_types;
  value_ref first_result{};  // results are consecutive values of the enclosing region
  std::span<const value_ref> operands;
  std::span<const std::uint64_t> successors;  // block indices in the enclosing region
  std::span<const use_list_order> use_list_orders;
  std::uint64_t num_regions = 0;
  bool isolated = false;     // computed by the writer; starts a new value scope (only with regions)
  lazy_regions lazy{};       // present when the regions live in a nested section
  std::uint32_t depth = 0;   // region depth of the op (top-level ops: 0)
  std::uint32_t region = 0;  // walk id of the enclosing region
  std::uint64_t block = 0;   // index of the enclosing block in that region
};

// The header fields that name an op and its attributes: what a record kept
// after the walk needs to decode or print them later (function_entry, the
// Python module's op tree). op_view keeps its own flat fields, which the
// walker writes one by one per op.
struct op_header {
  std::uint64_t offset = 0;  // file offset of the op's name varint
  const op_name* name = nullptr;
  std::uint64_t location = 0;  // attribute index
  bool has_attrs = false;
  std::uint64_t attrs = 0;  // attribute index of a DictionaryAttr
  bool has_properties = false;
  std::uint64_t properties = 0;  // properties-section entry index (v5+)

  static constexpr op_header of(const op_view& op) noexcept {
    return {op.offset, op.name, op.location, op.has_attrs, op.attrs, op.has_properties, op.properties};
  }
  // An op_view with only these fields set: enough for weights_of and for
  // printing the op's attributes and properties.
  constexpr op_view view() const noexcept {
    op_view v;
    v.offset = offset;
    v.name = name;
    v.location = location;
    v.has_attrs = has_attrs;
    v.attrs = attrs;
    v.has_properties = has_properties;
    v.properties = properties;
    return v;
  }
  friend bool operator==(const op_header&, const op_header&) = default;
};

struct region_view {
  std::uint32_t id = 0;  // walk order; 0 is the top-level block's pseudo-region
  std::uint32_t parent = 0;
  std::uint64_t index = 0;  // position among the op's regions
  std::uint64_t num_blocks = 0;
  std::uint64_t num_values = 0;  // as declared: may overstate what the region defines
  // Of num_values, how many the bytes not yet claimed by other regions could
  // define (num_values unless the count overstates): the sum over a walk is at
  // most the IR's size, so a table sized by it is bounded by the file. A
  // region of an overstating file may define more (then grow the table).
  std::uint64_t value_room = 0;
  std::uint32_t depth = 0;  // 1 for the regions of a top-level op
  bool top_level = false;
};

struct block_view {
  std::uint32_t region = 0;
  std::uint64_t index = 0;
  std::uint64_t num_ops = 0;
  std::span<const block_arg> args;
  value_ref first_arg{};
  std::span<const use_list_order> use_list_orders;  // v3+, for the arguments
};

enum class walk_action : std::uint8_t {
  advance,  // visit the op's regions
  skip,     // no hooks for the op's regions; O(1) when they are in a lazy section
  stop,     // end the walk now (walk returns no error)
};

namespace detail {
// The visitor's hooks are optional: each is called only when the visitor has it.
template <class V>
walk_action call_on_op(V& v, const op_view& op) {
  if constexpr (requires { { v.on_op(op) } -> std::same_as<walk_action>; }) {
    return v.on_op(op);
  } else if constexpr (requires { v.on_op(op); }) {
    v.on_op(op);
    return walk_action::advance;
  } else {
    return walk_action::advance;
  }
}
template <class V> void call_on_op_end(V& v, const op_view& op) {
  if constexpr (requires { v.on_op_end(op); }) v.on_op_end(op);
}
template <class V> void call_on_region_begin(V& v, const region_view& r) {
  if constexpr (requires { v.on_region_begin(r); }) v.on_region_begin(r);
}
template <class V> void call_on_region_end(V& v, const region_view& r) {
  if constexpr (requires { v.on_region_end(r); }) v.on_region_end(r);
}
template <class V> void call_on_block_begin(V& v, const block_view& b) {
  if constexpr (requires { v.on_block_begin(b); }) v.on_block_begin(b);
}
template <class V> void call_on_block_end(V& v) {
  if constexpr (requires { v.on_block_end(); }) v.on_block_end();
}
template <class V> inline constexpr bool wants_op_end = requires(V& v, const op_view& op) { v.on_op_end(op); };
}  // namespace detail

class ir_walker {
 public:
  // The deviations MLIR tolerates that the walks meet (bytes it ignores after
  // the last op of the file or of a region section) go to `warnings`, one per
  // byte offset however often walked (none kept when null); strict mode has
  // none: each is the walk's error.
  explicit ir_walker(const bytecode& b, format_warnings* warnings = nullptr)
      : b_(&b),
        op_names_(b.dialects().op_names.data()),
        num_op_names_(b.dialects().op_names.size()),
        num_attrs_(b.attr_types().num_attributes()),
        num_types_(b.attr_types().num_types()),
        num_properties_(b.properties().size()),
        native_properties_(b.version() >= version_native_properties),
        properties_bit_(native_properties_ ? op_mask::has_properties : std::uint8_t{0}),
        use_list_orders_(b.version() >= version_use_list_ordering),
        max_ops_(b.limits_used().max_ops),
        strict_(b.limits_used().strict),
        warnings_(warnings),
        types_(min_buffer),
        operands_(min_buffer),
        succ_(min_buffer) {}

  // Walks the whole IR section. Returns an error (section ir, byte offset) for
  // malformed IR, or a default (ok) error.
  template <class V>
  error walk(V& v) {
    const section& s = b_->get_section(section_id::ir);
    reset(s.offset, s.offset + s.length);
    return run(v, nullptr);
  }

  // Decodes regions that an earlier walk skipped (op_view::lazy). They form
  // their own value scope; region ids restart at 1.
  template <class V>
  error walk_lazy(const lazy_regions& h, V& v) {
    if (!h.present) return error{errc::bad_value, section_id::ir, h.offset, "op has no lazy regions"};
    reset(h.offset, h.offset + h.length);
    return run(v, &h);
  }

  // Off: every op is read by the general reader, which the run of ops
  // (below) otherwise leaves to the ops it does not take. Both read the op
  // record with read_op_record and report the same views and errors; the
  // switch exists for tests of the run's own part (which ops it takes, the
  // fields it stores once per block, the counters it keeps) and for
  // benchmarks that measure the difference.
  void use_op_runs(bool on) noexcept { op_runs_ = on; }

  // File offset of the next byte the walk reads. Inside on_op: just past the
  // op's header (where its inline regions or its region section start); inside
  // on_op_end: just past the op and all of its regions.
  std::uint64_t position() const noexcept { return c_.offset(); }

  // Totals of the last walk.
  std::uint64_t ops_visited() const noexcept { return ops_; }
  std::uint32_t regions_visited() const noexcept { return next_region_id_; }

 private:
  struct frame {
    std::uint64_t op_offset = 0;
    std::uint64_t num_regions = 0;
    std::uint64_t next_region = 0;
    std::uint64_t saved_scope_base = 0;
    std::uint64_t saved_end = 0;  // cursor end to restore after a region section
    bool isolated = false;
    bool in_section = false;
    bool muted = false;  // hooks suppressed (walk_action::skip on a non-lazy op)
    bool top = false;
    // The region being walked (when in_region).
    bool in_region = false;
    bool in_block = false;
    std::uint32_t region_id = 0;
    std::uint32_t depth = 0;  // region depth of this op's regions
    std::uint64_t num_blocks = 0;
    std::uint64_t block_index = 0;
    // The region's values are slots values_base .. values_base + num_values of the
    // scope; the first `defined` of them are defined (values are defined in order).
    std::uint64_t values_base = 0;
    std::uint64_t num_values = 0;
    std::uint64_t value_room = 0;  // region_view::value_room
    std::uint64_t defined = 0;
    // 1 + the highest index an operand used before its definition (0: none); it
    // must be defined by the region's end. No state per value is kept.
    std::uint64_t forward_end = 0;
    std::uint64_t ops_left = 0;
  };

  void reset(std::uint64_t begin, std::uint64_t end);

  // ---- field readers -------------------------------------------------------

  template <class C>
  MLIRBC_ALWAYS_INLINE bool check_attr(C& c, std::uint64_t idx, std::uint64_t at, const char* what);
  template <class C>
  MLIRBC_ALWAYS_INLINE bool check_type(C& c, std::uint64_t idx, std::uint64_t at, const char* what);

  // Use-list orders for a range of n values, into uses_/use_idx_ (replacing
  // what they held): the orders, or none when c failed.
  template <class C>
  std::span<const use_list_order> read_use_list_orders(C& c, std::uint64_t n);
  void link_use_lists();

  // ---- the op record --------------------------------------------------------
  // Its layout is written once, in read_op_record, and read through three
  // cursor types: the cursor (whose error names the field and byte), the
  // quick_cursor (the general reader's first try, cursor.hpp) and the
  // run_cursor (a run of ops, below). The two quick ones fail where the cursor
  // would report an error, and where they leave a field to it (use-list
  // orders, 9-byte varints); that op is then read again with the cursor.

  // The counters of the region an op is read in (see frame), as locals of the
  // record reader's caller: stores to the op view would otherwise make the
  // compiler reload them from the frame after each field.
  struct value_counters {
    std::uint64_t defined;
    std::uint64_t forward_end;
    std::uint64_t region_base;  // the region's first value, scope-relative
    std::uint64_t num_values;
  };
  value_counters counters(const frame& f) const noexcept {
    return {f.defined, f.forward_end, f.values_base - scope_base_, f.num_values};
  }

  // Name, mask, location, attributes, properties (v5+), result types,
  // operands, successors, use-list orders (v3+), region count (docs/format.md
  // §11.2), into the op view's per-op fields. `define`: the results are new
  // values of k's region (false when an op is read again for on_op_end).
  // False when c failed.
  template <class C>
  MLIRBC_ALWAYS_INLINE bool read_op_record(C& c, value_counters& k, const frame& f, op_view& op, bool define);
  // The op view's fields that are the same for every op of a block.
  MLIRBC_ALWAYS_INLINE static void set_block_fields(const frame& f, op_view& op) noexcept;
  // A varint index into a table of `size` entries; false when c failed.
  template <class C>
  MLIRBC_ALWAYS_INLINE static bool read_index(C& c, std::uint64_t& out, std::uint64_t size, const char* what);
  // A list's item count. The cursors bound it by the bytes left and grow the
  // buffer as the items come; a run never grows one (run_cursor::list_count).
  template <class C>
  MLIRBC_ALWAYS_INLINE static std::uint64_t list_count(C& c, const char* what, std::size_t capacity) {
    if constexpr (is_run_cursor<C>) return c.list_count(what, capacity);
    else return c.count(what);
  }
  // An operand's value in a region enclosing the op's (rare: the region's own values are resolved inline).
  value_ref enclosing_value(std::uint64_t pos);

  // The general reader: an op header read with a quick_cursor, and again
  // with the cursor when that failed.
  void read_op(frame& f, op_view& op, bool define);
  template <class C>
  MLIRBC_ALWAYS_INLINE bool read_op_header(C& c, frame& f, op_view& op, bool define);

  // The per-op buffers grow with the items a file really holds (never with a
  // count it claims) and never shrink; the readers write them by index.
  template <class T>
  static T* grow(std::vector<T>& buf) {
    buf.resize(std::max<std::size_t>(16, 2 * buf.size()));
    return buf.data();
  }
  // Room for item i of a list read into buf (out, capacity: its data and
  // size, kept in locals since the stores may alias the vector). The cursors
  // grow it as the items come; a run's lists fit it (run_cursor::list_count).
  template <class C, class T>
  MLIRBC_ALWAYS_INLINE static void make_room(std::size_t i, T*& out, std::size_t& capacity, std::vector<T>& buf) {
    if constexpr (!is_run_cursor<C>) {
      if (i == capacity) {
        out = grow(buf);
        capacity = buf.size();
      }
    }
  }

  // Marks the next n slots of region f as defined.
  template <class C>
  MLIRBC_ALWAYS_INLINE void define_values(C& c, frame& f, std::uint64_t n, std::uint64_t at);

  // Block header: (numOps<<1 | hasArgs), args, v3+ use-list flag.
  void read_block(frame& f, block_view& bv);
  // The same with a cursor or a quick_cursor (read_op's scheme); false when
  // c failed. Block arguments with use-list orders go to the cursor.
  template <class C>
  MLIRBC_ALWAYS_INLINE bool read_block_header(C& c, frame& f, block_view& bv);

  // Region header (numBlocks, numValues) and its value slots.
  bool enter_region(frame& f);

  // At region end: every referenced slot must have been defined.
  void leave_region(frame& f);

  // Nested region section of an isolated op (v2+): located, then passed over
  // (the walk enters it through a cursor of its own, or skips it).
  lazy_regions read_region_section(std::uint64_t num_regions, std::uint32_t depth);

  // What one step of the walk asks of run(); `enter`: an op pushed the frame
  // of its regions (the caller's frame reference is no longer valid).
  enum class step : std::uint8_t { next, enter, stop, done };

  // ---- a run of ops ---------------------------------------------------------
  // The ops of a block are read with the position and the region's counters
  // in registers, and each is handed to the visitor as soon as it is read.
  // The run takes only ops its cursor reads whole: anything else (use-list
  // orders, a 9-byte varint, a malformed or truncated op, more items than a
  // buffer holds, the op budget) ends it, and visit_op reads that op with the
  // general reader, which reports any error at its offset. Kept in this
  // header, not in impl/: walk<V> inlines it in both modes.

  // Buffers hold this many items before any op grows them.
  static constexpr std::size_t min_buffer = 16;
  // Bytes before the limit from which an op is read without a check per load
  // (9 fixed varints and three lists of min_buffer, 8 bytes each, need 456).
  static constexpr std::ptrdiff_t unchecked_margin = 512;

  // Where a run reads: its loads may reach past the range being walked, up to
  // the end of the file, so that the last ops of a section stay in the run.
  struct run_bounds {
    const std::byte* file;
    const std::byte* limit;  // an 8-byte load at p stays in the file while p < limit
    const std::byte* end;    // end of the range being walked: an op must end by it
  };

  // The run's cursor: the quick_cursor's reads with the run's bounds. Lists
  // are bounded by the walker's buffers, never grown. `checked`: each load
  // tests the limit; otherwise the caller has made sure that the op's fixed
  // fields fit before it (unchecked_margin), and list_count that its lists do.
  template <bool checked>
  class run_cursor {
   public:
    run_cursor(const run_bounds& r, const std::byte* p) noexcept : r_(r), p_(p) {}

    const std::byte* position() const noexcept { return p_; }
    std::uint64_t offset() const noexcept { return static_cast<std::uint64_t>(p_ - r_.file); }
    // Meaningful while in_range(): the loads may have taken p_ past the end.
    std::uint64_t remaining() const noexcept { return static_cast<std::uint64_t>(r_.end - p_); }
    bool in_range() const noexcept { return p_ <= r_.end; }
    bool ok() const noexcept { return !failed_; }
    void fail_at(std::uint64_t, errc, const char*, std::uint64_t = 0, std::uint64_t = 0) noexcept { failed_ = true; }
    void fail(errc, const char*, std::uint64_t = 0, std::uint64_t = 0) noexcept { failed_ = true; }

    MLIRBC_ALWAYS_INLINE std::uint8_t byte(const char*) noexcept {
      if constexpr (checked) {
        if (p_ >= r_.limit) [[unlikely]] {
          failed_ = true;
          return 0;
        }
      }
      return static_cast<std::uint8_t>(*p_++);
    }
    MLIRBC_ALWAYS_INLINE std::uint64_t varint(const char*) noexcept {
      if constexpr (checked) {
        if (p_ >= r_.limit) [[unlikely]] {
          failed_ = true;
          return 0;
        }
      }
      std::uint64_t word;
      std::memcpy(&word, p_, 8);
      if (word & 1u) [[likely]] {
        ++p_;
        return (word & 0xffu) >> 1;
      }
      const auto n = static_cast<unsigned>(std::countr_zero(word)) + 1u;
      if (n > 8) {  // 9 bytes: left to the cursor
        failed_ = true;
        return 0;
      }
      p_ += n;
      return (word >> n) & ((std::uint64_t{1} << (7 * n)) - 1);
    }
    MLIRBC_ALWAYS_INLINE cursor::flagged flagged_varint(const char* what) noexcept {
      const std::uint64_t v = varint(what);
      return {v >> 1, (v & 1u) != 0};
    }
    // n items of one varint each, into a buffer of `capacity`, which must hold
    // them. Unchecked, they must also lie before the limit: an op read
    // unchecked starts unchecked_margin bytes before it, enough for its fixed
    // fields and three lists of min_buffer items; a longer list must fit with
    // room for two such lists after it.
    MLIRBC_ALWAYS_INLINE std::uint64_t list_count(const char* what, std::size_t capacity) noexcept {
      const std::uint64_t n = varint(what);
      if (n <= min_buffer) [[likely]] return n;
      bool fits = n <= capacity;
      if constexpr (!checked) fits = fits && n + 2 * (min_buffer + 8) <= static_cast<std::uint64_t>(r_.limit - p_) / 8;
      if (fits) return n;
      failed_ = true;
      return 0;
    }

   private:
    const run_bounds r_;
    const std::byte* p_;
    bool failed_ = false;
  };
  template <class C>
  static constexpr bool is_run_cursor = std::is_same_v<C, run_cursor<true>> || std::is_same_v<C, run_cursor<false>>;

  MLIRBC_ALWAYS_INLINE static void put_value(value_ref* at, std::uint64_t region, std::uint64_t index);
  // One op of the run at p: true, with p past it, when the run takes it.
  template <bool checked>
  MLIRBC_ALWAYS_INLINE bool read_run_op(const run_bounds& r, const std::byte*& p, value_counters& k, const frame& f,
                                        op_view& op);
  template <class V>
  step run_ops(V& v, frame& f, op_view& op);

  template <class V>
  error run(V& v, const lazy_regions* lazy) {
    push_top(v, lazy);
    op_view op;
    block_view bv;
    while (!stack_.empty() && c_.ok()) {
      frame& f = stack_.back();
      step s = step::next;
      if (f.in_region) s = step_region(v, f, op, bv, lazy);
      else if (f.next_region < f.num_regions) begin_region(v, f);
      else s = end_op_regions(v, op);
      if (s == step::stop) return {};
      if (s == step::done) break;
    }
    if (!c_.ok()) return c_.err();
    return {};
  }

  // The outermost frame: the top-level block (a pseudo-region without a header
  // or values), or the regions of a lazily decoded isolated op (their own scope).
  template <class V>
  void push_top(V& v, const lazy_regions* lazy) {
    frame top;
    top.top = true;
    top.saved_end = c_.end_offset();
    if (lazy == nullptr) {
      top.num_regions = 1;
      top.in_region = true;
      top.region_id = next_region_id_++;
      top.num_blocks = 1;
      stack_.push_back(top);
      region_view r;
      r.num_blocks = 1;
      r.top_level = true;
      detail::call_on_region_begin(v, r);
      return;
    }
    next_region_id_ = 1;
    top.num_regions = lazy->num_regions;
    top.depth = lazy->depth;
    top.isolated = true;
    stack_.push_back(top);
  }

  // Inside a region: the next op of the current block, the end of a block, the
  // next block, or the end of the region.
  template <class V>
  step step_region(V& v, frame& f, op_view& op, block_view& bv, const lazy_regions* lazy) {
    if (f.in_block && f.ops_left > 0) {
      // The block's ops back to back, until one opens regions.
      if (op_runs_) return run_ops(v, f, op);
      step s;
      do s = visit_op(v, f, op);
      while (s == step::next && f.ops_left > 0 && c_.ok());
      return s;
    }
    if (f.in_block) {
      f.in_block = false;
      ++f.block_index;
      if (!f.muted) detail::call_on_block_end(v);
    }
    if (f.block_index < f.num_blocks) {
      read_block(f, bv);
      if (c_.ok() && !f.muted) detail::call_on_block_begin(v, bv);
      return step::next;
    }
    leave_region(f);
    if (!c_.ok()) return step::next;
    ++f.next_region;
    if (!f.muted) {
      region_view r;
      r.id = f.region_id;
      r.top_level = f.top && lazy == nullptr;
      detail::call_on_region_end(v, r);
    }
    return step::next;
  }

  template <class V>
  void begin_region(V& v, frame& f) {
    if (!enter_region(f) || f.muted) return;
    region_view r;
    r.id = f.region_id;
    r.parent = stack_.size() > 1 ? stack_[stack_.size() - 2].region_id : 0;
    r.index = f.next_region;
    r.num_blocks = f.num_blocks;
    r.num_values = f.num_values;
    r.value_room = f.value_room;
    r.depth = f.depth;
    detail::call_on_region_begin(v, r);
  }

  // One op: its header, the visitor's on_op, then either on_op_end (no regions,
  // or regions skipped in O(1)) or a frame for its regions.
  template <class V>
  step visit_op(V& v, frame& f, op_view& op) {
    --f.ops_left;
    if (++ops_ > max_ops_) {
      c_.fail(errc::limit_exceeded, "operation budget", ops_, max_ops_);
      return step::next;
    }
    read_op(f, op, true);
    if (!c_.ok()) return step::next;
    const walk_action act = f.muted ? walk_action::advance : detail::call_on_op(v, op);
    if (act == walk_action::stop) return step::stop;
    if (op.num_regions == 0) {
      if (!f.muted) detail::call_on_op_end(v, op);
      return step::next;
    }
    return enter_op_regions(v, f, op, act);
  }

  // An op with regions, after its on_op: the nesting limit, then its frame.
  template <class V>
  step enter_op_regions(V& v, frame& f, op_view& op, walk_action act) {
    const std::uint32_t max_depth = b_->limits_used().max_ir_depth;
    if (f.depth + 1 > max_depth) {
      c_.fail_at(op.offset, errc::limit_exceeded, "region nesting depth", f.depth + 1, max_depth);
      return step::next;
    }
    open_op_regions(v, f, op, act);
    return step::enter;
  }

  // Pushes the frame of an op's regions; an isolated op's regions in a nested
  // section (v2+) are entered through a cursor of their own, or skipped.
  template <class V>
  void open_op_regions(V& v, frame& f, op_view& op, walk_action act) {
    const bool muted = f.muted || act == walk_action::skip;
    const std::uint32_t depth = f.depth + 1;
    const std::uint64_t saved_scope_base = scope_base_;
    bool in_section = false;
    std::uint64_t saved_end = 0;
    if (op.isolated && b_->version() >= version_lazy_loading) {
      const lazy_regions h = read_region_section(op.num_regions, depth);
      if (!c_.ok()) return;
      if (act == walk_action::skip) {
        if (!f.muted) {
          op.lazy = h;
          detail::call_on_op_end(v, op);
        }
        return;
      }
      in_section = true;
      saved_end = c_.end_offset();
      c_.narrow(h.offset, h.offset + h.length);
    }
    if (op.isolated) scope_base_ = scope_end_;
    // Built in place: a frame assembled on the stack and then copied is read
    // back with wide loads just after narrow stores, which stalls.
    frame& nf = stack_.emplace_back();  // invalidates f
    nf.op_offset = op.offset;
    nf.num_regions = op.num_regions;
    nf.isolated = op.isolated;
    nf.muted = muted;
    nf.depth = depth;
    nf.saved_scope_base = saved_scope_base;
    nf.in_section = in_section;
    nf.saved_end = saved_end;
  }

  // All regions of an op are done: leave its section and scope, and call
  // on_op_end with its header read again (nested ops reused the buffers).
  template <class V>
  step end_op_regions(V& v, op_view& op) {
    // The fields needed after the pop, not the whole frame (see open_op_regions).
    const frame& back = stack_.back();
    const bool top = back.top;
    const bool in_section = back.in_section;
    const std::uint64_t saved_end = back.saved_end;
    const std::uint64_t saved_scope_base = back.saved_scope_base;
    const std::uint64_t op_offset = back.op_offset;
    stack_.pop_back();
    if ((in_section || top) && !c_.at_end()) {
      const error trailing{errc::trailing_data, section_id::ir, c_.offset(),
                           top ? "bytes after the top-level operations" : "region section", c_.remaining(), 0};
      if (strict_) {
        c_.fail(trailing.code, trailing.what, trailing.value, trailing.limit);
        return step::next;
      }
      if (warnings_ != nullptr) warnings_->report(trailing);
      c_ = cursor(b_->bytes(), c_.end_offset(), c_.end_offset(), section_id::ir);  // MLIR never reads them
    }
    if (top) return step::done;
    if (in_section) c_.narrow(c_.offset(), saved_end);
    scope_base_ = saved_scope_base;
    if (!detail::wants_op_end<V>) return step::next;
    frame& parent = stack_.back();
    if (parent.muted) return step::next;
    const cursor saved = c_;
    c_ = cursor(b_->bytes(), op_offset, saved.end_offset(), section_id::ir);
    read_op(parent, op, false);
    op.first_result.index -= static_cast<std::uint32_t>(op.result_types.size());
    c_ = saved;
    detail::call_on_op_end(v, op);
    return step::next;
  }

  const bytecode* b_;
  // The file's table sizes and version gates, read once: the per-op code
  // would otherwise load each through b_ for every field.
  const op_name* op_names_;
  std::uint64_t num_op_names_;
  std::uint64_t num_attrs_;
  std::uint64_t num_types_;
  std::uint64_t num_properties_;
  bool native_properties_;
  std::uint8_t properties_bit_;  // the mask bit of a properties index: 0 before v5
  bool use_list_orders_;
  std::uint64_t max_ops_;
  cursor c_;
  std::vector<frame> stack_;
  std::uint64_t scope_base_ = 0;  // first slot of the current scope
  std::uint64_t scope_end_ = 0;   // one past the last slot of the regions being walked
  std::uint64_t ops_ = 0;
  std::uint32_t next_region_id_ = 0;
  std::uint64_t values_budget_ = 0;
  bool strict_;
  bool op_runs_ = true;
  format_warnings* warnings_;  // see the constructor
  // Reused buffers behind the views.
  std::vector<std::uint64_t> types_;
  std::vector<value_ref> operands_;
  std::vector<std::uint64_t> succ_;
  std::vector<use_list_order> uses_;
  std::vector<std::uint64_t> use_idx_;
  std::vector<std::size_t> use_first_;
  std::vector<std::uint8_t> seen_;
  std::vector<block_arg> args_;
};

template <class C>
inline bool ir_walker::read_index(C& c, std::uint64_t& out, std::uint64_t size, const char* what) {
  const std::uint64_t at = c.offset();
  out = c.varint(what);
  if (!c.ok()) return false;
  if (out < size) [[likely]] return true;
  c.fail_at(at, errc::index_out_of_range, what, out, size);
  return false;
}

// One 8-byte store: value_ref{region, index} assigned field by field is
// built in a vector register.
inline void ir_walker::put_value(value_ref* at, std::uint64_t region, std::uint64_t index) {
  const std::uint64_t packed = region | (index << 32);
  static_assert(sizeof(value_ref) == 8 && offsetof(value_ref, index) == 4);
  std::memcpy(static_cast<void*>(at), &packed, 8);
}

inline void ir_walker::set_block_fields(const frame& f, op_view& op) noexcept {
  op.use_list_orders = {};
  op.lazy = lazy_regions{};
  op.depth = f.depth;
  op.region = f.region_id;
  op.block = f.block_index;
}

template <class C>
inline bool ir_walker::read_op_record(C& c, value_counters& k, const frame& f, op_view& op, bool define) {
  // Every field is written once, none reset first (`op = op_view{}` is a
  // 208-byte `rep stos`, once a third of the general reader's time). Each
  // read is followed by a return on failure: with the quick cursors the
  // compiler then knows the reads after it cannot have failed, and drops
  // their checks. Table sizes used in a loop are copied to locals first: the
  // stores into the buffers may alias the members.
  op.offset = c.offset();
  if (!read_index(c, op.name_index, num_op_names_, "op name")) return false;
  op.name = op_names_ + op.name_index;
  const std::uint8_t mask = c.byte("op mask");
  if (!c.ok()) return false;
  op.mask = mask;
  if (!read_index(c, op.location, num_attrs_, "op location")) return false;
  op.has_attrs = (mask & op_mask::has_attrs) != 0;
  op.attrs = 0;
  if (op.has_attrs && !read_index(c, op.attrs, num_attrs_, "op attributes")) return false;
  op.has_properties = (mask & properties_bit_) != 0;
  op.properties = 0;
  if (op.has_properties && !read_index(c, op.properties, num_properties_, "op properties")) return false;

  std::uint64_t num_results = 0;
  if (mask & op_mask::has_results) {
    num_results = list_count(c, "op result count", types_.size());
    if (!c.ok()) return false;
    // Checked before the types are read: after them, the counters are
    // reloaded (2% more instructions per op in the run).
    if (define && num_results > k.num_values - k.defined) {
      c.fail_at(op.offset, errc::count_too_large, "region defines more values than it declared",
                k.defined + num_results, k.num_values);
      return false;
    }
    std::uint64_t* out = types_.data();
    std::size_t capacity = types_.size();
    const std::uint64_t num_types = num_types_;
    for (std::uint64_t i = 0; i < num_results; ++i) {
      std::uint64_t t;
      if (!read_index(c, t, num_types, "op result type")) return false;
      make_room<C>(i, out, capacity, types_);
      out[i] = t;
    }
  }
  op.result_types = {types_.data(), static_cast<std::size_t>(num_results)};
  // The results are consecutive values of the region, defined once the op is
  // read. Stored now: the count, kept in a register across the operands, was
  // spilled and reloaded for every operand.
  put_value(&op.first_result, f.region_id, k.defined);

  std::uint64_t num_operands = 0;
  if (mask & op_mask::has_operands) {
    num_operands = list_count(c, "op operand count", operands_.size());
    if (!c.ok()) return false;
    value_ref* out = operands_.data();
    std::size_t capacity = operands_.size();
    const std::uint64_t region = f.region_id;
    const std::uint64_t region_base = k.region_base;
    const std::uint64_t defined = k.defined;
    for (std::uint64_t i = 0; i < num_operands; ++i) {
      const std::uint64_t at = c.offset();
      const std::uint64_t v = c.varint("op operand");  // an index into the current value scope
      if (!c.ok()) return false;
      make_room<C>(i, out, capacity, operands_);
      // The common operand: a value of the op's region defined before the op
      // (the subtraction wraps for values of enclosing regions).
      const std::uint64_t index = v - region_base;
      if (index < defined) [[likely]] {
        put_value(out + i, region, index);
        continue;
      }
      const std::uint64_t scope_size = scope_end_ - scope_base_;
      if (v >= scope_size) {
        c.fail_at(at, errc::index_out_of_range, "op operand value", v, scope_size);
        return false;
      }
      if (v < region_base) {
        out[i] = enclosing_value(scope_base_ + v);
        continue;
      }
      k.forward_end = std::max(k.forward_end, index + 1);  // a forward reference: defined later in the region
      put_value(out + i, region, index);
    }
  }
  op.operands = {operands_.data(), static_cast<std::size_t>(num_operands)};

  std::uint64_t num_successors = 0;
  if (mask & op_mask::has_successors) {
    num_successors = list_count(c, "op successor count", succ_.size());
    if (!c.ok()) return false;
    std::uint64_t* out = succ_.data();
    std::size_t capacity = succ_.size();
    const std::uint64_t num_blocks = f.num_blocks;
    for (std::uint64_t i = 0; i < num_successors; ++i) {
      const std::uint64_t at = c.offset();
      const std::uint64_t s = c.varint("op successor");  // a block of the op's region
      if (!c.ok()) return false;
      if (s >= num_blocks) {
        c.fail_at(at, errc::index_out_of_range, "op successor block", s, num_blocks);
        return false;
      }
      make_room<C>(i, out, capacity, succ_);
      out[i] = s;
    }
  }
  op.successors = {succ_.data(), static_cast<std::size_t>(num_successors)};

  if ((mask & op_mask::has_use_list_orders) && use_list_orders_) {
    // Rare, and long: the quick cursors leave them to the cursor, so that
    // they are never passed to a call and stay in registers.
    if constexpr (!std::is_same_v<C, cursor>) {
      c.fail(errc::bad_value, "use-list orders");
      return false;
    } else {
      op.use_list_orders = read_use_list_orders(c, op.result_types.size());
      if (!c.ok()) return false;
    }
  }

  op.num_regions = 0;
  op.isolated = false;
  if (mask & op_mask::has_regions) {
    const std::uint64_t at = c.offset();
    const auto regions = c.flagged_varint("op region count");  // isolated in the flag
    if (!c.ok()) return false;
    // Each region takes at least one byte (its block count).
    if (regions.value > c.remaining()) {
      c.fail_at(at, errc::count_too_large, "op region count", regions.value, c.remaining());
      return false;
    }
    if (regions.value == 0) {
      c.fail_at(at, errc::bad_value, "op has the region flag but no regions");
      return false;
    }
    op.num_regions = regions.value;
    op.isolated = regions.flag;
  }
  if (define) k.defined += op.result_types.size();
  return true;
}

template <bool checked>
inline bool ir_walker::read_run_op(const run_bounds& r, const std::byte*& p, value_counters& k, const frame& f,
                                   op_view& op) {
  run_cursor<checked> c(r, p);
  // Loads may have gone past the range (not past the file): the op must end in it.
  if (!read_op_record(c, k, f, op, true) || !c.in_range()) return false;
  p = c.position();
  return true;
}

template <class V>
ir_walker::step ir_walker::run_ops(V& v, frame& f, op_view& op) {
  const std::byte* const file = c_.file_data();
  const std::uint64_t load_end = c_.load_end();
  const run_bounds bounds{file, file + (load_end >= 7 ? load_end - 7 : 0), file + c_.end_offset()};
  const std::byte* p = file + c_.offset();
  value_counters k = counters(f);
  set_block_fields(f, op);  // stored once for the block
  const bool muted = f.muted;
  const std::uint64_t run = std::min(f.ops_left, max_ops_ - ops_);
  std::uint64_t taken = 0;
  const auto commit = [&] {
    f.defined = k.defined;
    f.forward_end = k.forward_end;
    f.ops_left -= taken;
    ops_ += taken;
  };
  while (taken < run) {
    // An op not taken leaves the counters as they were (a forward mark in an
    // enclosing region is kept: visit_op sets it again).
    const value_counters before = k;
    const bool ok = bounds.limit - p >= unchecked_margin ? read_run_op<false>(bounds, p, k, f, op)
                                                         : read_run_op<true>(bounds, p, k, f, op);
    if (!ok) {
      k = before;
      break;
    }
    ++taken;
    c_.move_to(static_cast<std::uint64_t>(p - file));
    if (op.num_regions != 0) {
      commit();
      const walk_action act = muted ? walk_action::advance : detail::call_on_op(v, op);
      if (act == walk_action::stop) return step::stop;
      return enter_op_regions(v, f, op, act);
    }
    if (!muted) {
      if (detail::call_on_op(v, op) == walk_action::stop) return step::stop;
      detail::call_on_op_end(v, op);
    }
  }
  commit();
  if (f.ops_left != 0) return visit_op(v, f, op);  // the op the run did not take
  return step::next;
}

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/ir.ipp"
#endif
