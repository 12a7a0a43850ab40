// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// resource_mentions: the resource keys a printed module mentions, in the order
// of their first mention. mlir-opt lists a dialect's resources in its trailer
// in that order (its printer records a handle when it prints it), so the dump
// takes the order from its own text as it streams past.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "../base/config.hpp"

namespace mlirbc {

class resource_mentions {
 public:
  // Reads the next chunk of the printed text (chunks may split a mention).
  void scan(std::string_view chunk);
  // Each key as printed inside `dense_resource<...>` (a bare identifier, or a
  // quoted string with its quotes), in order of first mention.
  const std::vector<std::string>& keys() const noexcept { return keys_; }

 private:
  void finish_key();

  enum class state : unsigned char { text, string, string_escape, key, quoted_key, quoted_key_escape };
  state state_ = state::text;
  std::size_t matched_ = 0;        // characters of `dense_resource<` matched so far
  bool after_name_char_ = false;   // the previous character could continue a name
  std::string key_;
  std::vector<std::string> keys_;
  std::unordered_set<std::string> seen_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/resource_mentions.ipp"
#endif
