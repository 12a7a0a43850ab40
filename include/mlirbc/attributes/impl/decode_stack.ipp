// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of decode_stack.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../decode_stack.hpp"

namespace mlirbc::detail {

inline void decode_frame::reset(entry_ref nr, bool keep) {
  r = nr;
  parsed = false;
  keep_node = keep;
  attr.reset();
  ty.reset();
  // Keep the buffer for the next entry, unless one huge entry grew it.
  if (children.capacity() > 4096) std::vector<entry_ref>().swap(children);
  children.clear();
  next = 0;
}

inline bool decode_stack::on_path(std::uint64_t key) const {
  if (depth_ > linear_depth) return deep_.count(key) != 0;
  for (std::size_t i = 0; i < depth_; ++i)
    if (frames_[i].r.key() == key) return true;
  return false;
}

inline decode_frame& decode_stack::push(entry_ref r, bool keep_node) {
  if (depth_ == frames_.size()) frames_.emplace_back();
  decode_frame& f = frames_[depth_++];
  f.reset(r, keep_node);
  high_ = std::max(high_, depth_);
  if (depth_ == linear_depth + 1) {
    for (std::size_t i = 0; i < depth_; ++i) deep_.insert(frames_[i].r.key());
  } else if (depth_ > linear_depth + 1) {
    deep_.insert(r.key());
  }
  return f;
}

inline decode_frame& decode_stack::push_root(entry_ref r, bool keep_node) {
  if (frames_.empty()) frames_.emplace_back();
  depth_ = 1;
  high_ = std::max<std::size_t>(high_, 1);
  decode_frame& f = frames_[0];
  f.reset(r, keep_node);
  return f;
}

inline void decode_stack::pop() {
  if (depth_ > linear_depth + 1) deep_.erase(frames_[depth_ - 1].r.key());
  else if (depth_ == linear_depth + 1) deep_.clear();
  --depth_;
}

inline void decode_stack::clear() {
  const bool aborted = depth_ > 0;
  while (depth_ > 0) pop();
  if (aborted)  // drop the half-built nodes an error left
    for (std::size_t i = 0; i < high_; ++i) frames_[i].reset(entry_ref{}, true);
  high_ = 0;
  // Do not keep what a deep path grew.
  if (frames_.size() > 256) {
    frames_.resize(256);
    frames_.shrink_to_fit();
    deep_ = {};
  }
}

}
