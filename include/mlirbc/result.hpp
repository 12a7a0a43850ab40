// result<T>: a value or an error. Throws only when exceptions are enabled.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <variant>

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

template <class T>
class [[nodiscard]] result {
  static_assert(!std::is_same_v<T, error>, "result<error> is ambiguous");

 public:
  result(T value) : v_(std::move(value)) {}  // NOLINT: implicit by design
  result(error e) : v_(e) {}                 // NOLINT: implicit by design

  bool has_value() const noexcept { return v_.index() == 0; }
  explicit operator bool() const noexcept { return has_value(); }

  // The error; a default (ok) error when there is a value.
  error err() const noexcept { return has_value() ? error{} : std::get<1>(v_); }

  T& value() & {
    if (!has_value()) raise(std::get<1>(v_));
    return std::get<0>(v_);
  }
  const T& value() const& {
    if (!has_value()) raise(std::get<1>(v_));
    return std::get<0>(v_);
  }
  T&& value() && {
    if (!has_value()) raise(std::get<1>(v_));
    return std::get<0>(std::move(v_));
  }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, error> v_;
};

}  // namespace mlirbc
