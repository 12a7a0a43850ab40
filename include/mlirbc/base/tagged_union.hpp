// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// tagged_union<Kind, Ts...>: one value of one of the types Ts, and a Kind enum
// naming which (the enum's values are the positions in Ts).
//
// The attribute and type payloads use it instead of std::variant: every
// program that includes the library instantiates the two payload classes, and
// std::variant's storage bases and their traits over 22 alternatives were the
// largest single compile cost of a short program in compiled mode
// (docs/benchmarks.md). Here the class itself is a byte buffer and a tag; the
// copy, move, destroy and visit members are instantiated only where used.
#pragma once

#include <cstddef>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

#include "config.hpp"

namespace mlirbc {

namespace detail {
// The position of T in Ts, or sizeof...(Ts) when T is not one of them.
// (consteval, as largest(): compile-time helpers, never code of their own.)
template <class T, class... Ts>
consteval std::size_t position_in() noexcept {
  std::size_t i = 0;
  static_cast<void>(((std::is_same_v<T, Ts> || (++i, false)) || ...));
  return i;
}
consteval std::size_t largest(std::size_t a) noexcept { return a; }
template <class... Rest>
consteval std::size_t largest(std::size_t a, std::size_t b, Rest... rest) noexcept {
  return largest(a > b ? a : b, rest...);
}
}  // namespace detail

template <class Kind, class... Ts>
class tagged_union {
 public:
  static constexpr std::size_t size = sizeof...(Ts);
  // The position of T in Ts, or sizeof...(Ts) when T is not one of them.
  template <class T>
  static constexpr std::size_t position = detail::position_in<T, Ts...>();
  template <class T>
  static constexpr bool holds_type = position<std::remove_cvref_t<T>> < sizeof...(Ts);

  template <class T>
    requires holds_type<T>
  tagged_union(T&& v) : kind_(static_cast<Kind>(position<std::remove_cvref_t<T>>)) {  // NOLINT: implicit by design
    ::new (static_cast<void*>(storage_)) std::remove_cvref_t<T>(std::forward<T>(v));
  }
  tagged_union(const tagged_union& o) : kind_(o.kind_) {
    o.visit([this](const auto& v) { ::new (static_cast<void*>(storage_)) std::remove_cvref_t<decltype(v)>(v); });
  }
  tagged_union(tagged_union&& o) noexcept : kind_(o.kind_) {
    static_assert((std::is_nothrow_move_constructible_v<Ts> && ...), "moves must not throw");
    take(std::move(o));
  }
  tagged_union& operator=(const tagged_union& o) {
    if (this != &o) *this = tagged_union(o);
    return *this;
  }
  tagged_union& operator=(tagged_union&& o) noexcept {
    if (this != &o) {
      destroy();
      kind_ = o.kind_;
      take(std::move(o));
    }
    return *this;
  }
  ~tagged_union() { destroy(); }

  Kind kind() const noexcept { return kind_; }
  std::size_t index() const noexcept { return static_cast<std::size_t>(kind_); }

  template <class T>
  bool holds() const noexcept {
    static_assert(position<T> < sizeof...(Ts), "not one of the types this union holds");
    return kind_ == static_cast<Kind>(position<T>);
  }
  // The value when it is a T, else nullptr.
  template <class T>
  const T* get_if() const noexcept {
    return holds<T>() ? std::launder(reinterpret_cast<const T*>(storage_)) : nullptr;
  }
  template <class T>
  T* get_if() noexcept {
    return holds<T>() ? std::launder(reinterpret_cast<T*>(storage_)) : nullptr;
  }

  // Calls f with the value (as its own type) and returns what f returns.
  template <class F>
  decltype(auto) visit(F&& f) const {
    return visit_from<0>(*this, f);
  }
  template <class F>
  decltype(auto) visit(F&& f) {
    return visit_from<0>(*this, f);
  }

 private:
  static_assert(sizeof...(Ts) > 0 && sizeof...(Ts) < 256);

  // The type at position I of Ts.
  template <std::size_t I, class T, class... Rest>
  struct nth : nth<I - 1, Rest...> {};
  template <class T, class... Rest>
  struct nth<0, T, Rest...> {
    using type = T;
  };

  template <std::size_t I, class Self, class F>
  static decltype(auto) visit_from(Self& self, F& f) {
    using T = typename nth<I, Ts...>::type;
    using V = std::conditional_t<std::is_const_v<Self>, const T, T>;
    if constexpr (I + 1 < sizeof...(Ts)) {
      if (self.index() != I) return visit_from<I + 1>(self, f);
    }
    return f(*std::launder(reinterpret_cast<V*>(self.storage_)));
  }

  // Whether the value is moved by copying its bytes and needs no destruction.
  bool trivial() const noexcept {
    static constexpr bool by_position[] = {std::is_trivially_copyable_v<Ts>...};
    return by_position[index()];
  }

  // Moves o's value (of kind kind_, already set) into the empty storage.
  // Only the byte copy is inline: the per-type paths are a chain of tests
  // that, inlined wherever a payload moves, made the callers too big for the
  // compiler to inline them in turn.
  void take(tagged_union&& o) noexcept {
    if (trivial())
      std::memcpy(storage_, o.storage_, sizeof storage_);
    else
      move_value(o);
  }
  void destroy() noexcept {
    if (!trivial()) destroy_value();
  }
  MLIRBC_NOINLINE void move_value(tagged_union& o) noexcept {
    o.visit([this](auto& v) { ::new (static_cast<void*>(storage_)) std::remove_cvref_t<decltype(v)>(std::move(v)); });
  }
  MLIRBC_NOINLINE void destroy_value() noexcept {
    visit([](auto& v) {
      using T = std::remove_cvref_t<decltype(v)>;
      v.~T();
    });
  }

  alignas(Ts...) unsigned char storage_[detail::largest(sizeof(Ts)...)];
  Kind kind_;
};

}  // namespace mlirbc
