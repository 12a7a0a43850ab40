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
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

#include "bytecode.hpp"
#include "cursor.hpp"
#include "error.hpp"
#include "format_warnings.hpp"

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
  bool isolated = false;     // computed by the writer; starts a new value scope
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
  std::uint64_t num_values = 0;
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
        use_list_orders_(b.version() >= version_use_list_ordering),
        max_ops_(b.limits_used().max_ops),
        strict_(b.limits_used().strict),
        warnings_(warnings) {}

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
    std::uint64_t defined = 0;
    // 1 + the highest index an operand used before its definition (0: none); it
    // must be defined by the region's end. No state per value is kept.
    std::uint64_t forward_end = 0;
    std::uint64_t ops_left = 0;
  };

  void reset(std::uint64_t begin, std::uint64_t end);

  // ---- field readers -------------------------------------------------------

  template <class C>
  bool check_attr(C& c, std::uint64_t idx, std::uint64_t at, const char* what);
  template <class C>
  bool check_type(C& c, std::uint64_t idx, std::uint64_t at, const char* what);

  // Use-list orders for a range of n values into uses_/use_idx_ (appending).
  template <class C>
  void read_use_list_orders(C& c, std::uint64_t n);
  void finish_use_lists(std::size_t first_entry);

  // Reads an op header (everything up to its regions). `define` is false when
  // re-reading an op for on_op_end (its results are already defined).
  void read_op(frame& f, op_view& op, bool define);
  // The same with a cursor or a quick_cursor; false when c failed.
  template <class C>
  bool read_op_header(C& c, frame& f, op_view& op, bool define);

  template <class C>
  void read_op_name(C& c, op_view& op);
  // An attribute index, checked against the table.
  template <class C>
  std::uint64_t checked_attr(C& c, const char* what);
  // Each returns how many it read into its buffer.
  template <class C>
  std::size_t read_result_types(C& c);
  // Operands index the current value scope; a slot not defined yet is a forward reference.
  template <class C>
  std::size_t read_operands(C& c, frame& f);
  // An operand's value in a region enclosing f's (rare: f's own values are resolved inline).
  value_ref enclosing_value(std::uint64_t pos);
  template <class C>
  std::size_t read_successors(C& c, const frame& f);

  // The per-op buffers grow with the items a file really holds (never with a
  // count it claims) and never shrink; the readers write them by index.
  template <class T>
  static T* grow(std::vector<T>& buf) {
    buf.resize(std::max<std::size_t>(16, 2 * buf.size()));
    return buf.data();
  }
  template <class C>
  void read_region_count(C& c, op_view& op);

  // Marks the next n slots of region f as defined.
  template <class C>
  void define_values(C& c, frame& f, std::uint64_t n, std::uint64_t at);

  // Block header: (numOps<<1 | hasArgs), args, v3+ use-list flag.
  void read_block(frame& f, block_view& bv);

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
    frame nf;
    nf.op_offset = op.offset;
    nf.num_regions = op.num_regions;
    nf.isolated = op.isolated;
    nf.muted = f.muted || act == walk_action::skip;
    nf.depth = f.depth + 1;
    nf.saved_scope_base = scope_base_;
    if (op.isolated && b_->version() >= version_lazy_loading) {
      const lazy_regions h = read_region_section(op.num_regions, nf.depth);
      if (!c_.ok()) return;
      if (act == walk_action::skip) {
        if (!f.muted) {
          op.lazy = h;
          detail::call_on_op_end(v, op);
        }
        return;
      }
      nf.in_section = true;
      nf.saved_end = c_.end_offset();
      c_ = cursor(b_->bytes(), h.offset, h.offset + h.length, section_id::ir);
    }
    if (op.isolated) scope_base_ = scope_end_;
    stack_.push_back(nf);  // invalidates f
  }

  // All regions of an op are done: leave its section and scope, and call
  // on_op_end with its header read again (nested ops reused the buffers).
  template <class V>
  step end_op_regions(V& v, op_view& op) {
    const frame done = stack_.back();
    stack_.pop_back();
    if ((done.in_section || done.top) && !c_.at_end()) {
      const error trailing{errc::trailing_data, section_id::ir, c_.offset(),
                           done.top ? "bytes after the top-level operations" : "region section", c_.remaining(), 0};
      if (strict_) {
        c_.fail(trailing.code, trailing.what, trailing.value, trailing.limit);
        return step::next;
      }
      if (warnings_ != nullptr) warnings_->report(trailing);
      c_ = cursor(b_->bytes(), c_.end_offset(), c_.end_offset(), section_id::ir);  // MLIR never reads them
    }
    if (done.top) return step::done;
    if (done.in_section) c_ = cursor(b_->bytes(), c_.offset(), done.saved_end, section_id::ir);
    scope_base_ = done.saved_scope_base;
    if (!detail::wants_op_end<V>) return step::next;
    frame& parent = stack_.back();
    if (parent.muted) return step::next;
    const cursor saved = c_;
    c_ = cursor(b_->bytes(), done.op_offset, saved.end_offset(), section_id::ir);
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

}  // namespace mlirbc

// The walker's bodies: inline in both modes (docs/design.md, "Two modes"), since
// walk<V> runs them for every op, block and region of a file.
namespace mlirbc {

inline void ir_walker::reset(std::uint64_t begin, std::uint64_t end) {
  c_ = cursor(b_->bytes(), begin, end, section_id::ir);
  stack_.clear();
  scope_base_ = 0;
  scope_end_ = 0;
  ops_ = 0;
  next_region_id_ = 0;
  values_budget_ = end - begin;
}

template <class C>
inline bool ir_walker::check_attr(C& c, std::uint64_t idx, std::uint64_t at, const char* what) {
  if (idx >= num_attrs_) {
    c.fail_at(at, errc::index_out_of_range, what, idx, num_attrs_);
    return false;
  }
  return true;
}

template <class C>
inline bool ir_walker::check_type(C& c, std::uint64_t idx, std::uint64_t at, const char* what) {
  if (idx >= num_types_) {
    c.fail_at(at, errc::index_out_of_range, what, idx, num_types_);
    return false;
  }
  return true;
}

template <class C>
inline void ir_walker::read_use_list_orders(C& c, std::uint64_t n) {
  const std::uint64_t at = c.offset();
  if (n == 0) {
    c.fail_at(at, errc::bad_value, "use-list order for an empty value range");
    return;
  }
  const std::uint64_t entries = n > 1 ? c.count("use-list order count", 2) : 1;
  if (entries > n) c.fail_at(at, errc::count_too_large, "use-list order count", entries, n);
  for (std::uint64_t e = 0; e < entries && c.ok(); ++e) {
    const std::uint64_t idx_at = c.offset();
    const std::uint64_t value = n > 1 ? c.varint("use-list value index") : 0;
    if (c.ok() && value >= n) c.fail_at(idx_at, errc::index_out_of_range, "use-list value index", value, n);
    const std::uint64_t k_at = c.offset();
    const auto f = c.flagged_varint("use-list index count");
    const std::uint64_t k = f.value;
    if (c.ok() && k > c.remaining()) c.fail_at(k_at, errc::count_too_large, "use-list index count", k, c.remaining());
    if (c.ok() && f.flag && (k % 2) != 0) c.fail_at(k_at, errc::bad_value, "use-list pair form with an odd count", k);
    if (!c.ok()) return;
    const std::size_t first = use_idx_.size();
    if (!f.flag) seen_.assign(static_cast<std::size_t>(k), 0);
    for (std::uint64_t j = 0; j < k; ++j) {
      const std::uint64_t i_at = c.offset();
      const std::uint64_t i = c.varint("use-list index");
      if (!c.ok()) return;
      if (!f.flag) {  // full form: a permutation of 0..k-1
        if (i >= k || seen_[static_cast<std::size_t>(i)] != 0) {
          c.fail_at(i_at, errc::bad_value, "use-list order is not a permutation", i, k);
          return;
        }
        seen_[static_cast<std::size_t>(i)] = 1;
      }
      use_idx_.push_back(i);
    }
    uses_.push_back(use_list_order{value, f.flag, {}});
    use_first_.push_back(first);
  }
}

inline void ir_walker::finish_use_lists(std::size_t first_entry) {
  for (std::size_t i = first_entry; i < uses_.size(); ++i) {
    const std::size_t b = use_first_[i];
    const std::size_t e = i + 1 < uses_.size() ? use_first_[i + 1] : use_idx_.size();
    uses_[i].indices = std::span<const std::uint64_t>(use_idx_.data() + b, e - b);
  }
}

inline void ir_walker::read_op(frame& f, op_view& op, bool define) {
  // A quick_cursor keeps the position in a register (the cursor member's
  // goes through memory between fields); an op it cannot read is malformed or
  // ends within 8 bytes of its range, and is read again with the cursor.
  quick_cursor q(c_);
  if (read_op_header(q, f, op, define)) {
    c_.skip(q.offset() - c_.offset(), "op");
    return;
  }
  read_op_header(c_, f, op, define);
}

template <class C>
MLIRBC_ALWAYS_INLINE bool ir_walker::read_op_header(C& c, frame& f, op_view& op, bool define) {
  // Every field is written once, none reset first (`op = op_view{}` is a
  // 208-byte `rep stos`, once a third of this function's time).
  op.offset = c.offset();
  read_op_name(c, op);
  op.mask = c.byte("op mask");
  op.location = checked_attr(c, "op location");
  op.has_attrs = (op.mask & op_mask::has_attrs) != 0;
  op.attrs = op.has_attrs ? checked_attr(c, "op attributes") : 0;
  op.has_properties = (op.mask & op_mask::has_properties) != 0 && native_properties_;
  op.properties = 0;
  if (op.has_properties) {
    const std::uint64_t at = c.offset();
    op.properties = c.varint("op properties");
    if (c.ok() && op.properties >= num_properties_)
      c.fail_at(at, errc::index_out_of_range, "op properties", op.properties, num_properties_);
  }
  const std::size_t num_results = (op.mask & op_mask::has_results) ? read_result_types(c) : 0;
  const std::size_t num_operands = (op.mask & op_mask::has_operands) ? read_operands(c, f) : 0;
  const std::size_t num_successors = (op.mask & op_mask::has_successors) ? read_successors(c, f) : 0;
  const bool has_use_lists = (op.mask & op_mask::has_use_list_orders) && use_list_orders_;
  if (has_use_lists) {
    uses_.clear();
    use_idx_.clear();
    use_first_.clear();
    read_use_list_orders(c, num_results);
  }
  op.num_regions = 0;
  op.isolated = false;
  if (op.mask & op_mask::has_regions) read_region_count(c, op);
  if (!c.ok()) return false;
  op.use_list_orders = {};
  if (has_use_lists) {
    finish_use_lists(0);
    op.use_list_orders = uses_;
  }
  op.lazy = lazy_regions{};
  op.result_types = {types_.data(), num_results};
  op.operands = {operands_.data(), num_operands};
  op.successors = {succ_.data(), num_successors};
  op.depth = f.depth;
  op.region = f.region_id;
  op.block = f.block_index;
  op.first_result = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
  if (define && num_results != 0) define_values(c, f, num_results, op.offset);
  return c.ok();
}

template <class C>
inline void ir_walker::read_op_name(C& c, op_view& op) {
  op.name_index = c.varint("op name");
  op.name = nullptr;
  if (op.name_index >= num_op_names_) {
    c.fail_at(op.offset, errc::index_out_of_range, "op name", op.name_index, num_op_names_);
    return;
  }
  if (c.ok()) op.name = op_names_ + op.name_index;
}

template <class C>
inline std::uint64_t ir_walker::checked_attr(C& c, const char* what) {
  const std::uint64_t at = c.offset();
  const std::uint64_t idx = c.varint(what);
  if (c.ok()) check_attr(c, idx, at, what);
  return idx;
}

template <class C>
inline std::size_t ir_walker::read_result_types(C& c) {
  const std::uint64_t n = c.count("op result count");
  std::uint64_t* out = types_.data();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t t = c.varint("op result type");
    if (!c.ok() || !check_type(c, t, at, "op result type")) return 0;
    if (i == types_.size()) out = grow(types_);
    out[i] = t;
  }
  return static_cast<std::size_t>(n);
}

template <class C>
inline std::size_t ir_walker::read_operands(C& c, frame& f) {
  // Locals: the stores into the operand buffer would otherwise make the
  // compiler reload the frame's fields for every operand.
  const std::uint64_t scope_size = scope_end_ - scope_base_;
  const std::uint64_t region_base = f.values_base - scope_base_;  // f's first value, scope-relative
  const std::uint64_t defined = f.defined;
  const std::uint32_t region = f.region_id;
  std::uint64_t forward_end = f.forward_end;
  const std::uint64_t n = c.count("op operand count");
  value_ref* out = operands_.data();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t v = c.varint("op operand");
    if (!c.ok()) return 0;
    if (v >= scope_size) {
      c.fail_at(at, errc::index_out_of_range, "op operand value", v, scope_size);
      return 0;
    }
    if (i == operands_.size()) out = grow(operands_);
    if (v < region_base) {
      out[i] = enclosing_value(scope_base_ + v);
      continue;
    }
    const std::uint64_t index = v - region_base;
    if (index >= defined) forward_end = std::max(forward_end, index + 1);
    out[i] = value_ref{region, static_cast<std::uint32_t>(index)};
  }
  f.forward_end = forward_end;
  return static_cast<std::size_t>(n);
}

inline value_ref ir_walker::enclosing_value(std::uint64_t pos) {
  for (auto g = stack_.rbegin(); g != stack_.rend(); ++g) {
    if (!g->in_region || pos < g->values_base || pos - g->values_base >= g->num_values) continue;
    const std::uint64_t index = pos - g->values_base;
    if (index >= g->defined) g->forward_end = std::max(g->forward_end, index + 1);
    return value_ref{g->region_id, static_cast<std::uint32_t>(index)};
  }
  return value_ref{};  // not reached: every slot in scope belongs to a region on the stack
}

template <class C>
inline std::size_t ir_walker::read_successors(C& c, const frame& f) {
  const std::uint64_t n = c.count("op successor count");
  std::uint64_t* out = succ_.data();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t at = c.offset();
    const std::uint64_t s = c.varint("op successor");
    if (!c.ok()) return 0;
    if (s >= f.num_blocks) {
      c.fail_at(at, errc::index_out_of_range, "op successor block", s, f.num_blocks);
      return 0;
    }
    if (i == succ_.size()) out = grow(succ_);
    out[i] = s;
  }
  return static_cast<std::size_t>(n);
}

template <class C>
inline void ir_walker::read_region_count(C& c, op_view& op) {
  const std::uint64_t at = c.offset();
  const auto r = c.flagged_varint("op region count");
  op.num_regions = r.value;
  op.isolated = r.flag;
  // Each region takes at least one byte (its block count).
  if (c.ok() && op.num_regions > c.remaining())
    c.fail_at(at, errc::count_too_large, "op region count", op.num_regions, c.remaining());
  if (c.ok() && op.num_regions == 0) c.fail_at(at, errc::bad_value, "op has the region flag but no regions");
}

template <class C>
inline void ir_walker::define_values(C& c, frame& f, std::uint64_t n, std::uint64_t at) {
  if (n > f.num_values - f.defined) {
    c.fail_at(at, errc::count_too_large, "region defines more values than it declared", f.defined + n,
               f.num_values);
    return;
  }
  f.defined += n;
}

inline void ir_walker::read_block(frame& f, block_view& bv) {
  const std::uint64_t version = b_->version();
  const std::uint64_t at = c_.offset();
  const auto h = c_.flagged_varint("block op count");
  // Each op takes at least three bytes (name, mask, location).
  if (c_.ok() && h.value > c_.remaining() / 3) {
    c_.fail_at(at, errc::count_too_large, "block op count", h.value, c_.remaining() / 3);
  }
  args_.clear();
  uses_.clear();
  use_idx_.clear();
  use_first_.clear();
  bv = block_view{};
  bv.region = f.region_id;
  bv.index = f.block_index;
  bv.num_ops = h.value;
  bv.first_arg = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
  if (h.flag && c_.ok()) {
    const std::uint64_t n = c_.count("block argument count");
    for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
      block_arg a;
      std::uint64_t t_at = c_.offset();
      if (version >= version_elide_unknown_block_arg_loc) {
        const auto t = c_.flagged_varint("block argument type");
        a.type = t.value;
        a.has_loc = t.flag;
      } else {
        a.type = c_.varint("block argument type");
        a.has_loc = true;
      }
      if (c_.ok()) check_type(c_, a.type, t_at, "block argument type");
      if (a.has_loc) {
        t_at = c_.offset();
        a.loc = c_.varint("block argument location");
        if (c_.ok()) check_attr(c_, a.loc, t_at, "block argument location");
      }
      args_.push_back(a);
    }
    if (version >= version_use_list_ordering && c_.ok()) {
      const std::uint8_t flag = c_.byte("block use-list flag");
      if (flag != 0 && c_.ok()) read_use_list_orders(c_, args_.size());
    }
    if (c_.ok()) define_values(c_, f, args_.size(), at);
  }
  if (!c_.ok()) return;
  finish_use_lists(0);
  bv.args = args_;
  bv.use_list_orders = uses_;
  f.ops_left = h.value;
  f.in_block = true;
}

inline bool ir_walker::enter_region(frame& f) {
  const std::uint64_t at = c_.offset();
  const std::uint64_t nb = c_.count("region block count");
  std::uint64_t nv = 0;
  if (nb > 0) {
    const std::uint64_t v_at = c_.offset();
    nv = c_.varint("region value count");
    // Every value is defined by a distinct type byte of the IR, so the
    // declared counts of all regions together cannot exceed its size.
    if (c_.ok() && nv > values_budget_) {
      c_.fail_at(v_at, errc::count_too_large, "region value count", nv, values_budget_);
    }
  }
  if (!c_.ok()) return false;
  if (next_region_id_ == UINT32_MAX) {
    c_.fail_at(at, errc::limit_exceeded, "region count", next_region_id_, UINT32_MAX);
    return false;
  }
  values_budget_ -= nv;
  f.in_region = true;
  f.in_block = false;
  f.region_id = next_region_id_++;
  f.num_blocks = nb;
  f.block_index = 0;
  f.num_values = nv;
  f.defined = 0;
  f.ops_left = 0;
  f.forward_end = 0;
  f.values_base = scope_end_;
  scope_end_ += nv;
  return true;
}

inline void ir_walker::leave_region(frame& f) {
  if (f.forward_end > f.defined) {
    c_.fail(errc::bad_value, "operand refers to a value that is never defined", f.forward_end - 1, f.defined);
    return;
  }
  scope_end_ = f.values_base;
  f.in_region = false;
}

inline lazy_regions ir_walker::read_region_section(std::uint64_t num_regions, std::uint32_t depth) {
  const section s = read_section(c_, b_->limits_used());
  if (c_.ok() && s.id != section_id::ir) {
    c_.fail_at(s.header_offset, errc::bad_section_id, "expected an IR section for the regions",
               static_cast<std::uint8_t>(s.id), static_cast<std::uint8_t>(section_id::ir));
  }
  if (!c_.ok()) return {};
  return lazy_regions{s.offset, s.length, num_regions, depth, true};
}

}  // namespace mlirbc
