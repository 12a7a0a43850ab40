// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// decode_stack: attr_reader's explicit stack of entries being decoded (no
// recursion on file data), with the on-path set that detects reference cycles
// and one reusable stack per thread.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_set>
#include <vector>

#include "../base/config.hpp"
#include "../tables/attr_type_table.hpp"
#include "../model/attributes.hpp"
#include "dialect_reader.hpp"

namespace mlirbc::detail {

// One entry being decoded. `attr`/`ty` holds the parsed value until its
// references are decoded and it is validated and published (the node is made
// only then, and only if it is kept: a value moves once or not at all).
struct decode_frame {
  entry_ref r;
  raw_entry entry;  // its bytes (attr_type_table::make, once per push)
  bool parsed = false;
  bool keep_node = true;  // publish the node (else only the kind; see retention)
  value_slot<mlirbc::attribute::payload> attr;
  value_slot<mlirbc::type::payload> ty;
  std::vector<entry_ref> children;  // references, in the order the entry holds them
  std::size_t next = 0;             // next child to decode

  std::uint64_t offset() const noexcept { return entry.offset; }
  // Makes the frame fresh for entry nr (its `entry` is set by the caller).
  inline void reset(entry_ref nr, bool keep);
};

// The decode stack with its on-path set. Frames (and their buffers) are
// reused across calls, so a decode in steady state allocates nothing; the
// cycle check scans the frames while the path is short and uses a hash set
// only on deep paths (which stays linear).
class decode_stack {
 public:
  static constexpr std::size_t linear_depth = 32;

  std::size_t size() const noexcept { return depth_; }
  bool empty() const noexcept { return depth_ == 0; }
  decode_frame& operator[](std::size_t i) noexcept { return frames_[i]; }
  decode_frame& top() noexcept { return frames_[depth_ - 1]; }

  inline bool on_path(std::uint64_t key) const;
  inline decode_frame& push(entry_ref r, bool keep_node);
  // The first frame of a path, on an empty stack: nothing to check for
  // cycles, and the depth is 1.
  inline decode_frame& push_root(entry_ref r, bool keep_node);
  // The frame is reset when it is pushed again (or by clear()).
  inline void pop();
  inline void clear();

 private:
  std::vector<decode_frame> frames_;
  std::size_t depth_ = 0;
  std::size_t high_ = 0;  // deepest since the last clear()
  std::unordered_set<std::uint64_t> deep_;  // keys on the path while depth > linear_depth
};

// Runs fn(decode_stack&) with this thread's stack, reused by every decode on
// it (no allocation and no atomic operation per call); a fresh one if a
// dialect decoder re-enters.
template <class R, class Fn>
R with_thread_stack(Fn&& fn) {
  struct cached {
    decode_stack stack;
    bool busy = false;
  };
  static thread_local cached mine;
  struct lease {
    cached& c;
    std::unique_ptr<decode_stack> own;
    decode_stack* s;
    explicit lease(cached& cc) : c(cc), own(cc.busy ? std::make_unique<decode_stack>() : nullptr) {
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

}  // namespace mlirbc::detail

#if MLIRBC_WITH_BODIES
#include "impl/decode_stack.ipp"
#endif
