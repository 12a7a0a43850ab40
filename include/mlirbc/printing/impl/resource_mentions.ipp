// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of resource_mentions.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../resource_mentions.hpp"

namespace mlirbc {

MLIRBC_INLINE void resource_mentions::finish_key() {
  if (seen_.insert(key_).second) keys_.push_back(key_);
  key_.clear();
  state_ = state::text;
}

MLIRBC_INLINE void resource_mentions::scan(std::string_view chunk) {
  // Mentions inside string literals (a string attribute, an opaque dialect
  // attribute's body) are text, not handles: MLIR records none for them.
  static constexpr std::string_view prefix = "dense_resource<";
  auto name_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '$';
  };
  for (const char c : chunk) {
    switch (state_) {
      case state::text:
        if (c == '"') {
          state_ = state::string;
          matched_ = 0;
        } else if (c == prefix[matched_] && (matched_ != 0 || !after_name_char_)) {
          if (++matched_ == prefix.size()) {
            matched_ = 0;
            state_ = state::key;
          }
        } else {
          matched_ = (c == prefix[0] && !after_name_char_) ? 1 : 0;
        }
        after_name_char_ = name_char(c);
        break;
      case state::string:
        if (c == '\\') state_ = state::string_escape;
        else if (c == '"') state_ = state::text;
        after_name_char_ = false;
        break;
      case state::string_escape: state_ = state::string; break;
      case state::key:
        if (c == '"' && key_.empty()) {
          key_ += c;
          state_ = state::quoted_key;
        } else if (c == '>') {
          finish_key();
          after_name_char_ = false;
        } else {
          key_ += c;
        }
        break;
      case state::quoted_key:
        key_ += c;
        if (c == '\\') state_ = state::quoted_key_escape;
        else if (c == '"') state_ = state::key;
        break;
      case state::quoted_key_escape:
        key_ += c;
        state_ = state::quoted_key;
        break;
    }
  }
}

}  // namespace mlirbc
