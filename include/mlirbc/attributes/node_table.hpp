// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// node_table: the decoded nodes of one table (attributes or types), each
// published at most once and then read by any thread (used by attr_reader).
#pragma once

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <thread>

#include "../base/cursor.hpp"
#include "../base/populated_alloc.hpp"  // out_of_memory

namespace mlirbc {

namespace detail {

// Nodes are stored densely: each entry has a 4-byte index (0 = none yet), and
// the nodes sit one after another in the order they were published, in blocks
// that double in size. So memory follows the nodes made, not the entries: a
// printer that decodes a few thousand scattered entries of a 10M-entry table
// touches a few pages of nodes. (One slot per entry, placed by entry number,
// touched a page per scattered node; each first touch is a page fault, several
// microseconds on the VM of docs/benchmarks.md, or a 2 MiB huge page to clear.)
// The index itself comes in groups of 1024 entries (4 KiB) allocated when a
// node of the group is published, so a pass that keeps few nodes
// (retention::requested) does not pay 4 bytes per entry either. Node blocks of
// 2 MiB and more are 2 MiB-aligned anonymous mappings advised to use
// transparent huge pages: they fill front to back, so every huge page the
// kernel clears is used.
//
// An entry is published once: the first thread to claim its index constructs
// the node and stores its position; a thread that loses the claim waits for
// that store, and every later reader sees the same node until the table dies.
//
// Positions are taken in runs per thread (1, 2, 4, … up to 64 while a thread
// keeps publishing into one table), not one shared counter step per node: with
// one step per node, two threads decoding with one reader fought over the
// counter's cache line and wrote neighbouring nodes, and ran slower than one.
// A run a thread leaves (it moved to another table) is never filled. Doubling
// keeps that waste below the nodes the thread published into the table since
// it came, so positions stay below 3 x entries (capacity_).
template <class Node> class node_table {
  using index_slot = std::atomic<std::uint32_t>;
  static constexpr std::uint32_t none = 0, claimed = UINT32_MAX;  // index values besides position + 1
  static constexpr unsigned group_shift = 10;                       // index groups of 1024 entries
  static constexpr std::size_t group_size = std::size_t{1} << group_shift;
  static constexpr unsigned first_shift = 6;                        // the first node block holds 64 nodes
  static constexpr std::size_t first_block = std::size_t{1} << first_shift;
  static constexpr std::size_t max_blocks = 33;  // enough for 2^32 positions
  static constexpr std::size_t huge = std::size_t{2} << 20;
  static_assert(alignof(Node) <= 64);

 public:
  // A table of n entries. Beyond 2^32 - 2 entries the index cannot hold a
  // position; such a table's entry offsets alone would need 32 GiB.
  explicit node_table(std::size_t n)
      : n_(n < claimed - 1 ? n : (out_of_memory(), n)),
        capacity_(n <= (claimed - 1) / 3 ? 3 * n : n),
        groups_(new std::atomic<index_slot*>[(n + group_size - 1) / group_size]()) {}
  node_table(const node_table&) = delete;
  node_table& operator=(const node_table&) = delete;
  ~node_table() {
    for (std::size_t g = 0; g < (n_ + group_size - 1) / group_size; ++g) {
      index_slot* group = groups_[g].load(std::memory_order_relaxed);
      if (group == nullptr || group == busy<index_slot>()) continue;
      // Through the index: a position taken by a publish that failed to
      // allocate its block holds no node.
      for (std::size_t k = 0; k < group_size; ++k) {
        const std::uint32_t v = group[k].load(std::memory_order_relaxed);
        if (v != none && v != claimed) std::destroy_at(at(v - 1));
      }
      delete[] group;
    }
    for (std::size_t k = 0; k < max_blocks; ++k) {
      Node* b = blocks_[k].load(std::memory_order_relaxed);
      if (b != nullptr && b != busy<Node>()) free_block(b, k);
    }
  }

  // The published node of entry i, or nullptr. i must be below the size.
  MLIRBC_ALWAYS_INLINE const Node* find(std::size_t i) const noexcept {
    const index_slot* group = groups_[i >> group_shift].load(std::memory_order_acquire);
    if (group == nullptr || group == busy<index_slot>()) return nullptr;
    const std::uint32_t v = group[i & (group_size - 1)].load(std::memory_order_acquire);
    return v == none || v == claimed ? nullptr : at(v - 1);
  }

  // Publishes the node make() returns as entry i unless another thread did
  // first (then waits for that thread's node to be visible; make is not
  // called). Returns whether this call won. The node is built in its place.
  template <class Make>
  bool publish(std::size_t i, Make&& make) {
    index_slot& slot = made(groups_[i >> group_shift], [] { return new index_slot[group_size](); })[i & (group_size - 1)];
    std::uint32_t expected = none;
    if (slot.compare_exchange_strong(expected, claimed, std::memory_order_acquire)) {
      // If the block allocation throws, release the claim so that a waiting
      // thread tries itself (a guard, not try/catch: the header also builds
      // with -fno-exceptions).
      struct release_on_unwind {
        index_slot& slot;
        std::uint32_t value = none;
        ~release_on_unwind() { slot.store(value, std::memory_order_release); }
      } guard{slot};
      const std::size_t pos = take_position();
      if (pos >= capacity_) out_of_memory();  // only if failed allocations took positions
      const std::size_t k = block_of(pos);
      Node* block = made(blocks_[k], [&] { return new_block(k); });
      ::new (static_cast<void*>(block + (pos - block_start(k)))) Node(make());
      guard.value = static_cast<std::uint32_t>(pos + 1);
      return true;
    }
    // The winner is between its claim and its store: it builds one node.
    while ((expected = slot.load(std::memory_order_acquire)) == claimed) std::this_thread::yield();
    // none only if the winner failed to allocate: try again (and maybe fail too).
    return expected == none ? publish(i, make) : false;
  }

 private:
  static constexpr std::size_t max_run = 64;

  // This thread's next position in this table (see the class comment).
  std::size_t take_position() noexcept {
    struct run {
      std::uint64_t table = 0;  // id_ of the table the run belongs to
      std::size_t next = 0, end = 0, size = 0;
    };
    static thread_local run mine;
    if (mine.table != id_) mine = run{id_, 0, 0, 0};
    if (mine.next == mine.end) {
      // Beyond 1/3 of the position space a table takes one position per node (no waste).
      mine.size = capacity_ == n_ ? 1 : std::min(max_run, mine.size == 0 ? 1 : mine.size * 2);
      mine.next = next_.fetch_add(mine.size, std::memory_order_relaxed);
      mine.end = mine.next + mine.size;
    }
    return mine.next++;
  }
  static std::uint64_t new_id() noexcept {
    static std::atomic<std::uint64_t> ids{0};
    return ids.fetch_add(1, std::memory_order_relaxed) + 1;
  }

  // Block k holds positions [first_block * (2^k - 1), first_block * (2^(k+1) - 1)).
  static constexpr std::size_t block_of(std::size_t pos) noexcept {
    return static_cast<std::size_t>(std::bit_width((pos + first_block) >> first_shift)) - 1;
  }
  static constexpr std::size_t block_start(std::size_t k) noexcept { return first_block * ((std::size_t{1} << k) - 1); }
  // Nodes block k can hold in a table of n entries (positions stay below n).
  static constexpr std::size_t block_size(std::size_t k, std::size_t n) noexcept {
    const std::size_t full = first_block << k;
    return n - block_start(k) < full ? n - block_start(k) : full;
  }
  static constexpr std::size_t mapped_bytes(std::size_t nodes) noexcept { return (nodes * sizeof(Node) + huge - 1) / huge * huge; }

  MLIRBC_ALWAYS_INLINE Node* at(std::size_t pos) const noexcept {
    const std::size_t k = block_of(pos);
    return std::launder(blocks_[k].load(std::memory_order_acquire) + (pos - block_start(k)));
  }

  // Marks a pointer that one thread is making. Others wait for it rather than
  // make one too, which would be thrown away.
  template <class T> static T* busy() noexcept {
    alignas(T) static unsigned char marker[sizeof(T)];
    return reinterpret_cast<T*>(marker);
  }

  // The pointer in `slot`, made by `make` on first use. If `make` throws, the
  // slot is released so that a waiting thread tries itself.
  template <class T, class Make> static T* made(std::atomic<T*>& slot, Make make) {
    T* p = slot.load(std::memory_order_acquire);
    if (p == nullptr && slot.compare_exchange_strong(p, busy<T>(), std::memory_order_acq_rel, std::memory_order_acquire)) {
      struct release_on_unwind {
        std::atomic<T*>& slot;
        T* fresh = nullptr;
        ~release_on_unwind() { slot.store(fresh, std::memory_order_release); }
      } guard{slot};
      guard.fresh = make();
      return guard.fresh;
    }
    while (p == busy<T>()) p = (std::this_thread::yield(), slot.load(std::memory_order_acquire));
    // nullptr only if the making thread failed: try again (and maybe fail too).
    return p != nullptr ? p : made(slot, make);
  }

  Node* new_block(std::size_t k) const {
    const std::size_t nodes = block_size(k, capacity_);
#if defined(__linux__)
    if (nodes * sizeof(Node) >= huge) {  // 2 MiB aligned: map one huge page more, keep the aligned part
      const std::size_t bytes = mapped_bytes(nodes);
      void* raw = ::mmap(nullptr, bytes + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (raw == MAP_FAILED) out_of_memory();
      const auto addr = reinterpret_cast<std::uintptr_t>(raw);
      const std::uintptr_t aligned = (addr + huge - 1) & ~(std::uintptr_t{huge} - 1);
      if (aligned > addr) ::munmap(raw, aligned - addr);
      ::munmap(reinterpret_cast<void*>(aligned + bytes), addr + huge - aligned);
      ::madvise(reinterpret_cast<void*>(aligned), bytes, MADV_HUGEPAGE);
      return reinterpret_cast<Node*>(aligned);
    }
#endif
    return static_cast<Node*>(::operator new(nodes * sizeof(Node), std::align_val_t{64}));
  }
  void free_block(Node* b, std::size_t k) const noexcept {
    const std::size_t nodes = block_size(k, capacity_);
#if defined(__linux__)
    if (nodes * sizeof(Node) >= huge) {
      ::munmap(static_cast<void*>(b), mapped_bytes(nodes));
      return;
    }
#endif
    ::operator delete(static_cast<void*>(b), std::align_val_t{64});
  }

  std::size_t n_;
  std::size_t capacity_;  // positions: 3 x n_ (runs), or n_ for a table too large for that
  std::uint64_t id_ = new_id();  // never reused: a thread's run names its table by it
  std::unique_ptr<std::atomic<index_slot*>[]> groups_;  // index groups, allocated on first publish
  std::atomic<std::size_t> next_{0};                     // positions taken
  std::atomic<Node*> blocks_[max_blocks] = {};
};

}  // namespace detail

}  // namespace mlirbc
