// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of helper_thread.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../helper_thread.hpp"

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>

#include <cstddef>
#include <cstring>
#endif

namespace mlirbc::detail {

#if defined(__linux__)
static_assert(sizeof(cpu_set_t) <= 128, "helper_placement keeps a cpu_set_t in 128 bytes");

MLIRBC_INLINE helper_placement::helper_placement() noexcept {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (::pthread_getaffinity_np(::pthread_self(), sizeof set, &set) != 0) return;
  std::memcpy(allowed_, &set, sizeof set);
  cpu_ = ::sched_getcpu();
}

MLIRBC_INLINE void helper_placement::move_off_caller(std::thread& t) noexcept {
  if (cpu_ >= 0 && cpu_ < static_cast<int>(CPU_SETSIZE)) {
    cpu_set_t others;
    std::memcpy(&others, allowed_, sizeof others);
    const auto cpu = static_cast<std::size_t>(cpu_);
    CPU_CLR(cpu, &others);
    if (CPU_COUNT(&others) > 0) ::pthread_setaffinity_np(t.native_handle(), sizeof others, &others);
  }
  moved_.store(true, std::memory_order_release);
}

MLIRBC_INLINE void helper_placement::settle() const noexcept {
  while (!moved_.load(std::memory_order_acquire)) std::this_thread::yield();
  if (cpu_ < 0) return;
  cpu_set_t set;
  std::memcpy(&set, allowed_, sizeof set);
  ::pthread_setaffinity_np(::pthread_self(), sizeof set, &set);
}
#else
MLIRBC_INLINE helper_placement::helper_placement() noexcept = default;
MLIRBC_INLINE void helper_placement::move_off_caller(std::thread&) noexcept { moved_.store(true, std::memory_order_release); }
MLIRBC_INLINE void helper_placement::settle() const noexcept {
  while (!moved_.load(std::memory_order_acquire)) std::this_thread::yield();
}
#endif

}  // namespace mlirbc::detail
