// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// populated_allocator: the allocator of the per-entry indexes (attr/type
// offsets, string ends, property offsets, attribute kinds), which are written
// in full right after they are allocated.
//
// Large arrays are anonymous mappings made with MAP_POPULATE: the kernel maps
// every page in one call instead of taking one page fault per 4 KiB on first
// write, which on the VM of docs/benchmarks.md costs several microseconds each
// (a 278k-entry index took ~400 faults). The pages come zeroed. Small arrays
// use std::allocator.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace mlirbc::detail {

// Bytes mapped by populated_allocator and not yet unmapped (all threads).
// This memory bypasses operator new; the memory-bound tests add it.
inline std::atomic<std::size_t>& populated_bytes() noexcept {
  static std::atomic<std::size_t> live{0};
  return live;
}

// Allocation failure: std::bad_alloc, or (built with -fno-exceptions) a message
// and abort, as operator new does then.
[[noreturn]] inline void out_of_memory() {
#if defined(__cpp_exceptions)
  throw std::bad_alloc();
#else
  std::fputs("mlirbc: out of memory\n", stderr);
  std::abort();
#endif
}

template <class T> struct populated_allocator {
  using value_type = T;
  static constexpr std::size_t mapped_bytes = std::size_t{256} << 10;

  populated_allocator() noexcept = default;
  template <class U> populated_allocator(const populated_allocator<U>&) noexcept {}  // NOLINT: rebinding

  T* allocate(std::size_t n) {
#if defined(__linux__)
    if (n >= mapped_bytes / sizeof(T)) {
      if (n > SIZE_MAX / sizeof(T)) out_of_memory();
      void* p = ::mmap(nullptr, n * sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
      if (p == MAP_FAILED) out_of_memory();
      populated_bytes().fetch_add(n * sizeof(T), std::memory_order_relaxed);
      return static_cast<T*>(p);
    }
#endif
    return std::allocator<T>().allocate(n);
  }
  void deallocate(T* p, std::size_t n) noexcept {
#if defined(__linux__)
    if (n >= mapped_bytes / sizeof(T)) {
      ::munmap(static_cast<void*>(p), n * sizeof(T));
      populated_bytes().fetch_sub(n * sizeof(T), std::memory_order_relaxed);
      return;
    }
#endif
    std::allocator<T>().deallocate(p, n);
  }
  friend bool operator==(const populated_allocator&, const populated_allocator&) noexcept { return true; }
};

}  // namespace mlirbc::detail
