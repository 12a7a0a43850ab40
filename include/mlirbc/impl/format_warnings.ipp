// The bodies of format_warnings.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../format_warnings.hpp"

namespace mlirbc {

MLIRBC_INLINE error format_warnings::tolerate(const error& e) {
  if (strict_) return e;
  ++count_;
  if (list_.size() < keep_) list_.push_back(e);
  return {};
}

MLIRBC_INLINE error format_warnings::tolerate_once(const error& e) {
  if (strict_) return e;
  if (!seen_.insert(e.offset).second) return {};
  return tolerate(e);
}

}
