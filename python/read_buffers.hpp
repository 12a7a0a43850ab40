// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// read_buffers: the memory of the large arrays backend="read" fills with
// pread, recycled (docs/benchmarks.md, "Backends"). Fresh anonymous memory is
// what made the backend slow: the kernel clears every new page before the
// copy, and each 4 KiB fault is dear on a virtual machine. So a large array
// gets its own mapping, aligned to a huge page and advised MADV_HUGEPAGE (as
// numpy advises its large arrays, whose misaligned ends still fault page by
// page), and when the array is freed its memory is kept for the next array
// read from the same file: no clearing, no faults. At most `keep` freed
// buffers are kept, advised MADV_FREE (the kernel takes their pages back
// whenever it needs memory), and all are unmapped when the file goes.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace mlirbc_python {

struct read_block {
  void* data = nullptr;  // nullptr: the memory could not be mapped
  std::size_t capacity = 0;
};

class read_buffers {
 public:
  // Arrays at least this large get a read_block; smaller ones numpy's memory
  // (a mapping per small array costs more than it saves).
  static constexpr std::size_t min_size = std::size_t{2} << 20;
  // The huge page size of x86-64 and of arm64 with 4 KiB pages; elsewhere
  // the alignment is merely larger than needed.
  static constexpr std::size_t huge_page = std::size_t{2} << 20;
  // Two: an array is usually still held while the next one is read.
  static constexpr std::size_t keep = 2;

  read_buffers() { kept_.reserve(keep + 1); }  // give_back never allocates
  read_buffers(const read_buffers&) = delete;
  read_buffers& operator=(const read_buffers&) = delete;
  ~read_buffers() { close(); }

  // At least `size` bytes: the smallest kept block that fits and is at most
  // twice the size (a small array does not pin a large block), else a new one.
  read_block take(std::size_t size) {
    {
      std::lock_guard lock(mu_);
      std::size_t best = kept_.size();
      for (std::size_t i = 0; i < kept_.size(); ++i)
        if (kept_[i].capacity >= size && kept_[i].capacity / 2 <= size &&
            (best == kept_.size() || kept_[i].capacity < kept_[best].capacity))
          best = i;
      if (best != kept_.size()) {
        const read_block b = kept_[best];
        kept_.erase(kept_.begin() + static_cast<std::ptrdiff_t>(best));
        return b;
      }
    }
    return map_block(size);
  }

  // The block of a freed array: kept (the oldest kept one goes when there
  // are more than `keep`), or unmapped after close().
  void give_back(read_block b) noexcept {
    read_block dropped = b;
    {
      std::lock_guard lock(mu_);
      if (!closed_) {
        (void)::madvise(b.data, b.capacity, MADV_FREE);  // advice: on failure the pages just stay
        kept_.push_back(b);
        dropped = kept_.size() > keep ? kept_.front() : read_block{};
        if (dropped.data != nullptr) kept_.erase(kept_.begin());
      }
    }
    unmap(dropped);
  }

  // Unmaps what is kept; blocks given back later are unmapped at once.
  void close() noexcept {
    std::vector<read_block> all;
    {
      std::lock_guard lock(mu_);
      closed_ = true;
      all.swap(kept_);
    }
    for (const read_block& b : all) unmap(b);
  }

 private:
  static std::uintptr_t round_up(std::uintptr_t n, std::size_t to) noexcept { return (n + to - 1) / to * to; }

  static read_block map_block(std::size_t size) noexcept {
    const std::size_t capacity = round_up(size, huge_page);
    // Over-reserve by one huge page, then give back the unaligned head and the tail.
    void* p = ::mmap(nullptr, capacity + huge_page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return {};
    const auto start = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t aligned = round_up(start, huge_page);
    if (aligned != start) ::munmap(p, aligned - start);
    const std::uintptr_t end = start + capacity + huge_page;
    if (end != aligned + capacity) ::munmap(reinterpret_cast<void*>(aligned + capacity), end - (aligned + capacity));
    void* data = reinterpret_cast<void*>(aligned);
    (void)::madvise(data, capacity, MADV_HUGEPAGE);  // advice: refused where huge pages are off
    return {data, capacity};
  }

  static void unmap(const read_block& b) noexcept {
    if (b.data != nullptr) ::munmap(b.data, b.capacity);
  }

  std::mutex mu_;
  std::vector<read_block> kept_;  // oldest first
  bool closed_ = false;
};

}  // namespace mlirbc_python
