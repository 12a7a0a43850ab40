// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// helper_thread: a thread that helps its caller with one job (decoding,
// printing), started on another CPU than the caller's.
//
// Linux may start a new thread on its creator's CPU and leave it there while
// the creator keeps running: the two then share one CPU for the whole job. On
// the 2-vCPU VM of docs/benchmarks.md that happened in about half the runs of
// a two-thread decode, which then took as long as one thread. So the caller
// moves the helper off its own CPU before the helper does anything; the
// helper then takes back the caller's CPU set, and the scheduler stays free to
// move it later.
#pragma once

#include <atomic>
#include <memory>
#include <thread>
#include <utility>

#include "config.hpp"

namespace mlirbc {

namespace detail {
// What the caller and its new helper share while the helper is placed.
class helper_placement {
 public:
  // Records the calling thread's CPU and CPU set (Linux; elsewhere nothing).
  helper_placement() noexcept;
  // Caller: restricts t to its CPUs other than its own (unless none is left),
  // then lets t go on. The helper waits for this, so it is still alive: moving
  // a thread that already exited would move the caller itself.
  void move_off_caller(std::thread& t) noexcept;
  // Helper, first: waits to be moved, then takes the caller's CPU set back.
  void settle() const noexcept;

 private:
  int cpu_ = -1;
  alignas(8) unsigned char allowed_[128] = {};  // a cpu_set_t, which <sched.h> defines
  std::atomic<bool> moved_{false};
};
}  // namespace detail

// Starts fn() on a new thread placed away from the calling thread's CPU.
template <class Fn>
std::thread start_helper(Fn fn) {
  auto placement = std::make_shared<detail::helper_placement>();
  std::thread t([placement, f = std::move(fn)]() mutable {
    placement->settle();
    f();
  });
  placement->move_off_caller(t);
  return t;
}

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/helper_thread.ipp"
#endif
