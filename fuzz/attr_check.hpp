// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// attr_check: decodes attribute/type entries through attr_reader and checks
// its promises: a decoded node's whole reference closure is decoded (every
// index it holds resolves without error), views lie inside the input, and a
// failed decode is an error with a code and an in-file offset; inline tensor
// data (constant_of) lies inside the input, matches its layout and expands.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/weights.hpp>

namespace mlirbc_fuzz {

namespace detail_attr {

inline bool inside(std::span<const std::byte> file, const void* p, std::size_t n) {
  const auto* b = static_cast<const std::byte*>(p);
  if (n == 0) return true;
  return b >= file.data() && b <= file.data() + file.size() &&
         n <= static_cast<std::size_t>(file.data() + file.size() - b);
}

struct closure {
  const mlirbc::attr_reader* rd;
  std::span<const std::byte> in;
  const char* broken = nullptr;

  void attr(std::uint64_t i) {
    if (broken == nullptr && !rd->attribute(i)) broken = "an attribute referenced by a decoded node does not decode";
  }
  void type(std::uint64_t i) {
    if (broken == nullptr && !rd->type(i)) broken = "a type referenced by a decoded node does not decode";
  }
  void view(std::string_view s) {
    if (broken == nullptr && !inside(in, s.data(), s.size())) broken = "decoded string outside the input";
  }
  void view(std::span<const std::byte> s) {
    if (broken == nullptr && !inside(in, s.data(), s.size())) broken = "decoded data outside the input";
  }

  void operator()(const mlirbc::attribute& a) {
    namespace A = mlirbc::attrs;
    a.value.visit([&](const auto& v) {
      using T = std::decay_t<decltype(v)>;
      if constexpr (std::is_same_v<T, A::array>) {
        for (auto e : v.elements) attr(e);
      } else if constexpr (std::is_same_v<T, A::dictionary>) {
        for (const auto& e : v.entries) {
          view(e.name);
          attr(e.value);
        }
      } else if constexpr (std::is_same_v<T, A::string>) {
        view(v.value);
        if (v.has_type) type(v.type);
      } else if constexpr (std::is_same_v<T, A::symbol_ref>) {
        view(v.root);
        for (auto s : v.nested) view(s);
      } else if constexpr (std::is_same_v<T, A::type_attr> || std::is_same_v<T, A::integer> ||
                           std::is_same_v<T, A::floating>) {
        type(v.type);
      } else if constexpr (std::is_same_v<T, A::callsite_loc>) {
        attr(v.callee);
        attr(v.caller);
      } else if constexpr (std::is_same_v<T, A::file_loc>) {
        view(v.filename);
      } else if constexpr (std::is_same_v<T, A::fused_loc>) {
        for (auto l : v.locations) attr(l);
        if (v.has_metadata) attr(v.metadata);
      } else if constexpr (std::is_same_v<T, A::name_loc>) {
        view(v.name);
        attr(v.child);
      } else if constexpr (std::is_same_v<T, A::dense_resource>) {
        type(v.type);
        view(v.key);
      } else if constexpr (std::is_same_v<T, A::dense_array>) {
        type(v.element_type);
        view(v.data);
      } else if constexpr (std::is_same_v<T, A::dense_elements>) {
        type(v.type);
        view(v.data);
      } else if constexpr (std::is_same_v<T, A::dense_strings>) {
        type(v.type);
        for (auto s : v.values) view(s);
      } else if constexpr (std::is_same_v<T, A::sparse_elements>) {
        type(v.type);
        attr(v.indices);
        attr(v.values);
      } else if constexpr (std::is_same_v<T, A::distinct>) {
        attr(v.referenced);
      } else if constexpr (std::is_same_v<T, A::textual>) {
        view(v.text);
      } else if constexpr (std::is_same_v<T, A::opaque>) {
        view(v.bytes);
      }
    });
  }

  void operator()(const mlirbc::type& t) {
    namespace T_ = mlirbc::types;
    t.value.visit([&](const auto& v) {
      using T = std::decay_t<decltype(v)>;
      if constexpr (std::is_same_v<T, T_::function>) {
        for (auto x : v.inputs) type(x);
        for (auto x : v.results) type(x);
      } else if constexpr (std::is_same_v<T, T_::complex> || std::is_same_v<T, T_::unranked_tensor>) {
        type(v.element);
      } else if constexpr (std::is_same_v<T, T_::memref>) {
        type(v.element);
        attr(v.layout);
        if (v.has_memory_space) attr(v.memory_space);
      } else if constexpr (std::is_same_v<T, T_::unranked_memref>) {
        type(v.element);
        if (v.has_memory_space) attr(v.memory_space);
      } else if constexpr (std::is_same_v<T, T_::ranked_tensor>) {
        type(v.element);
        if (v.has_encoding) attr(v.encoding);
      } else if constexpr (std::is_same_v<T, T_::vector>) {
        type(v.element);
        if (!v.scalable.empty() && v.scalable.size() != v.shape.size()) broken = "vector scalable flags do not match its rank";
      } else if constexpr (std::is_same_v<T, T_::tuple>) {
        for (auto x : v.types) type(x);
      } else if constexpr (std::is_same_v<T, T_::textual>) {
        view(v.text);
      } else if constexpr (std::is_same_v<T, T_::opaque>) {
        view(v.bytes);
      }
    });
  }
};

inline const char* check_failure(const mlirbc::error& e, std::span<const std::byte> in) {
  if (!e) return "a failed decode without an error code";
  if (e.offset > in.size()) return "decode error offset past the end of the input";
  return nullptr;
}

}  // namespace detail_attr

// The inline tensor data of decoded attribute `idx`, if any: inside the input,
// sized as its layout says, and expanded by copy_to (up to 1 MiB).
inline const char* check_constant(const mlirbc::attr_reader& rd, std::span<const std::byte> in, std::uint64_t idx) {
  auto k = mlirbc::constant_of(rd, idx);
  if (!k) return "constant_of fails on a decoded attribute";
  if (!k->has_value()) return nullptr;
  const mlirbc::constant_view& c = **k;
  const mlirbc::dense_data& d = c.data;
  if (!detail_attr::inside(in, d.bytes.data(), d.bytes.size())) return "constant data outside the input";
  if (c.element.kind == mlirbc::element_kind::unsupported) return nullptr;
  if (c.check_stored_size()) return "constant data size does not match its layout";
  const auto expanded = c.expanded_size();
  if (!expanded || *expanded > (std::uint64_t{1} << 20)) return nullptr;
  std::vector<std::byte> out(static_cast<std::size_t>(*expanded));
  if (c.copy_to(out)) return "copy_to fails on a constant of a decoded attribute";
  return nullptr;
}

// Decodes attribute (is_type false) or type `idx` and checks the result.
inline const char* check_entry(const mlirbc::attr_reader& rd, std::span<const std::byte> in, bool is_type,
                               std::uint64_t idx) {
  detail_attr::closure c{&rd, in};
  if (is_type) {
    auto t = rd.type(idx);
    if (!t) return detail_attr::check_failure(t.err(), in);
    if ((*t)->index != idx) return "type node has the wrong index";
    c(**t);
  } else {
    auto a = rd.attribute(idx);
    if (!a) return detail_attr::check_failure(a.err(), in);
    if ((*a)->index != idx) return "attribute node has the wrong index";
    c(**a);
    if (c.broken == nullptr) return check_constant(rd, in, idx);
  }
  return c.broken;
}

// Decodes and checks every attribute and type of the file.
inline const char* check_all_entries(const mlirbc::attr_reader& rd, std::span<const std::byte> in) {
  for (std::uint64_t i = 0; i < rd.num_attributes(); ++i)
    if (const char* bad = check_entry(rd, in, false, i)) return bad;
  for (std::uint64_t i = 0; i < rd.num_types(); ++i)
    if (const char* bad = check_entry(rd, in, true, i)) return bad;
  return nullptr;
}

}  // namespace mlirbc_fuzz
