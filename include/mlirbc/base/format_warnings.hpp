// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// format_warnings: the one sink for the deviations from the format's rules
// that MLIR's own reader accepts (docs/hostile-input.md lists them). By
// default the reader reads on and reports each one, so a user sees what MLIR
// would show plus what is odd about the file; with limits::strict each one is
// an error instead, as before.
//
// Whoever drives a read makes one sink and hands it to every stage of it:
// bytecode::open keeps its own (bytecode::warnings()); an attr_reader, an
// ir_walker, print_options::warnings, function_index/weight_index::build and
// compute_stats report to the sink they are given. A driver that wants what
// open met in the same list starts from a copy of bytecode::warnings().
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "config.hpp"
#include "error.hpp"
#include "limits.hpp"

namespace mlirbc {

class format_warnings {
 public:
  explicit format_warnings(std::size_t keep = limits{}.max_warnings) : keep_(keep) {}
  explicit format_warnings(const limits& lim) : keep_(lim.max_warnings) {}
  // Copies take the other's state under its lock (a driver starts from what
  // open met: `format_warnings all = b.warnings();`).
  format_warnings(const format_warnings& o);
  format_warnings& operator=(const format_warnings& o);
  // Moves take the state without locking: an object being moved from is not
  // shared (moving a file's result moves its open warnings, so it stays cheap).
  format_warnings(format_warnings&& o) noexcept;
  format_warnings& operator=(format_warnings&& o) noexcept;

  // Records `e` unless a warning at its byte offset was recorded already, and
  // returns whether it did: stages can meet one byte again (an entry parsed
  // again, by two threads, or shared by two ops; a second walk of the same
  // regions). Safe from several threads at once.
  bool report(const error& e);
  // A stage's deviation `e`: in strict mode the error to refuse with,
  // otherwise reported and cleared.
  error tolerate(const error& e, bool strict) {
    if (strict) return e;
    report(e);
    return {};
  }

  // The recorded warnings in file order (by byte offset), each naming its
  // section and byte: the first limits::max_warnings of them in that order,
  // whichever stage or thread reported first. Read once the stages are done.
  std::vector<error> list() const;
  // How many there were, listed or not.
  std::uint64_t count() const;

 private:
  mutable std::mutex m_;
  std::size_t keep_;
  std::uint64_t count_ = 0;
  std::vector<error> kept_;                 // sorted by offset, at most keep_
  std::unordered_set<std::uint64_t> seen_;  // every offset reported
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/format_warnings.ipp"
#endif
