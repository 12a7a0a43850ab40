// format_warnings: the deviations from the format's rules that MLIR's own
// reader accepts (docs/hostile-input.md lists them). By default the reader
// reads on and records each one, so a user sees what MLIR would show plus what
// is odd about the file; with limits::strict each one is an error, as before.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_set>
#include <vector>

#include "config.hpp"
#include "error.hpp"
#include "limits.hpp"

namespace mlirbc {

class format_warnings {
 public:
  format_warnings() = default;
  explicit format_warnings(const limits& lim) : strict_(lim.strict), keep_(lim.max_warnings) {}

  // The deviation `e`: returned as the error to refuse with in strict mode,
  // otherwise recorded (the first limits::max_warnings of them) and cleared.
  error tolerate(const error& e);
  // tolerate(e), unless a warning at e's byte offset was recorded already: for
  // the readers that can meet the same byte again (an entry parsed again, by
  // two threads, or shared by two ops; a second walk of the same regions).
  error tolerate_once(const error& e);

  // The recorded warnings, in file order, each naming its section and byte.
  std::span<const error> list() const noexcept { return list_; }
  // How many there were, recorded or not.
  std::uint64_t count() const noexcept { return count_; }
  bool strict() const noexcept { return strict_; }

 private:
  bool strict_ = false;
  std::size_t keep_ = 0;
  std::uint64_t count_ = 0;
  std::vector<error> list_;
  std::unordered_set<std::uint64_t> seen_;  // tolerate_once's offsets
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/format_warnings.ipp"
#endif
