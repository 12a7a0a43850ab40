// node_table: one write-once slot per table entry for decoded nodes, safe to
// publish from several threads (used by attr_reader for attributes and types).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <thread>

#include "cursor.hpp"

namespace mlirbc {

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

}  // namespace mlirbc
