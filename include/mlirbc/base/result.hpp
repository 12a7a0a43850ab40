// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// result<T>: a value or an error. Throws only when exceptions are enabled.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "error.hpp"

namespace mlirbc {

#if defined(__cpp_exceptions)
// Thrown by result<T>::value() on an error; carries the structured error.
class bytecode_error : public std::runtime_error {
 public:
  explicit bytecode_error(const error& e) : std::runtime_error(e.message()), err_(e) {}
  const error& err() const noexcept { return err_; }

 private:
  error err_;
};
#endif

[[noreturn]] inline void raise(const error& e) {
#if defined(__cpp_exceptions)
  throw bytecode_error(e);
#else
  std::fprintf(stderr, "mlirbc: %s\n", e.message().c_str());
  std::abort();
#endif
}

// A tagged union rather than std::variant<T, error>: result is instantiated for
// every returned type in every user's translation unit, and std::variant's
// machinery was a measurable share of the include cost (docs/benchmarks.md).
template <class T>
class [[nodiscard]] result {
  static_assert(!std::is_same_v<T, error>, "result<error> is ambiguous");
  static_assert(std::is_object_v<T> && !std::is_array_v<T>, "result holds an object, not a reference, array or function");

 public:
  result(T value) : ok_(true) { ::new (static_cast<void*>(&value_)) T(std::move(value)); }  // NOLINT: implicit by design
  result(error e) noexcept : err_(e), ok_(false) {}                                          // NOLINT: implicit by design

  result(const result& o) requires std::is_copy_constructible_v<T> : ok_(o.ok_) { take(o); }
  result(result&& o) noexcept(std::is_nothrow_move_constructible_v<T>) : ok_(o.ok_) { take(std::move(o)); }
  result& operator=(const result& o) requires std::is_copy_constructible_v<T> {
    if (this != &o) reset_to(o);
    return *this;
  }
  result& operator=(result&& o) noexcept(std::is_nothrow_move_constructible_v<T>) {
    if (this != &o) reset_to(std::move(o));
    return *this;
  }
  ~result() {
    if (ok_) value_.~T();
  }

  bool has_value() const noexcept { return ok_; }
  explicit operator bool() const noexcept { return ok_; }

  // The error; a default (ok) error when there is a value.
  error err() const noexcept { return ok_ ? error{} : err_; }

  T& value() & {
    if (!ok_) raise(err_);
    return value_;
  }
  const T& value() const& {
    if (!ok_) raise(err_);
    return value_;
  }
  T&& value() && {
    if (!ok_) raise(err_);
    return std::move(value_);
  }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  // Constructs this (whose ok_ is already o.ok_) from o's member.
  template <class R>
  void take(R&& o) {
    if (ok_)
      ::new (static_cast<void*>(&value_)) T(std::forward<R>(o).value_);
    else
      ::new (static_cast<void*>(&err_)) error(o.err_);
  }
  // Holds an error while T is built, so a throwing copy leaves a valid result.
  template <class R>
  void reset_to(R&& o) {
    if (ok_) value_.~T();
    ok_ = false;
    ::new (static_cast<void*>(&err_)) error{};
    if (o.ok_) {
      ::new (static_cast<void*>(&value_)) T(std::forward<R>(o).value_);
      ok_ = true;
    } else {
      err_ = o.err_;
    }
  }

  union {
    T value_;
    error err_;
  };
  bool ok_;
};

}  // namespace mlirbc
