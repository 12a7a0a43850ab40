// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// attr_printer: attributes, types and locations as MLIR 22 prints them with
// --mlir-print-op-generic --mlir-print-local-scope (no aliases).
//
// One printer per output: it numbers distinct attributes (distinct[N]) in
// print order across everything it prints. Printing is iterative (a stack of
// pending pieces), so deeply nested data cannot overflow the C++ stack; an
// output budget stops files whose shared sub-attributes would expand to an
// enormous text. The rules (and where they were checked) are in
// docs/attributes.md.
#pragma once

#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../model/attributes.hpp"
#include "../base/bignum.hpp"
#include "../base/dense_text.hpp"
#include "../base/print_text.hpp"
#include "../base/float_format.hpp"
#include "../model/shaped_types.hpp"
#include "../attributes/dialect_printer.hpp"

namespace mlirbc {

class attr_printer {
 public:
  explicit attr_printer(const attr_reader& r);
  // Declared here and defined with the bodies (the printer's work lists are
  // not compiled into every program that prints).
  attr_printer(const attr_printer&);
  attr_printer(attr_printer&&) noexcept;
  attr_printer& operator=(const attr_printer&);
  attr_printer& operator=(attr_printer&&) noexcept;
  ~attr_printer();

  // Upper bound on the text one print_* call may append (default 4 GiB).
  void set_output_limit(std::size_t bytes) noexcept { limit_ = bytes; }

  error print_attribute(std::uint64_t idx, std::string& out) { return run(task{op::attr, idx}, out, true); }
  error print_type(std::uint64_t idx, std::string& out) { return run(task{op::type, idx}, out, false); }
  // Appends loc(...).
  error print_location(std::uint64_t idx, std::string& out);
  // Appends `name = value`, or just `name` for a unit value (as in attribute dictionaries).
  error print_named_attribute(const named_attr& na, std::string& out);
  // Appends `{a = 1 : i64, b}` for a dictionary attribute (same as print_attribute).
  error print_dictionary(std::uint64_t idx, std::string& out) { return print_attribute(idx, out); }

 private:
  enum class op : std::uint8_t {
    lit,        // s
    attr,       // attribute idx, type never elided
    attr_may,   // attribute idx, in a context where MLIR may elide i64/f64 types
    type,       // type idx
    loc,        // location idx without the loc( ) wrapper
    named,      // name s, value idx
    attr_stripped,  // attribute idx; a dialect attribute without `#dialect.mnemonic`
    type_stripped,  // type idx; a dialect type without `!dialect.mnemonic`
  };
  struct task {
    op o;
    std::uint64_t idx = 0;
    std::string_view s{};
  };

  error run(task t, std::string& out, bool is_attr);

  error run_many(std::initializer_list<task> first, std::string& out);

  static task lit(std::string_view s) { return task{op::lit, 0, s}; }
  inline void push(task t);
  // Pushes items so that they print in order: open, e0, sep, e1, ..., close.
  template <class F>
  void push_list(std::string_view open, std::size_t n, std::string_view sep, std::string_view close, F item) {
    push(lit(close));
    for (std::size_t i = n; i-- > 0;) {
      item(i);
      if (i != 0) push(lit(sep));
    }
    push(lit(open));
  }

  const mlirbc::type& tnode(std::uint64_t i) const { return r_->type_node(i); }

  inline bool is_none_type(std::uint64_t t) const;
  bool is_i64(std::uint64_t t) const;

  void attr(std::uint64_t idx, bool may_elide, std::string& out);

  void string_attr(const attrs::string& s, std::string& out);
  static void symbol_ref(const attrs::symbol_ref& s, std::string& out);
  // i1 prints true/false; an i64 (or f64) in an elidable position drops its type.
  void integer(const attrs::integer& i, bool may_elide, std::string& out);
  void floating(const attrs::floating& f, bool may_elide, std::string& out);
  void dense_resource(const attrs::dense_resource& d, std::string& out);
  template <class Dense>
  void dense_literal(const Dense& d, std::string& out) {
    out += "dense<";
    if constexpr (std::is_same_v<Dense, attrs::dense_elements>) dense_elements(d, true, out);
    else dense_strings(d, out);
    out += '>';
    typed_suffix(d.type);
  }
  void sparse(const attrs::sparse_elements& s, std::string& out);
  // distinct[N]<...>: N numbers distinct attributes in print order.
  void distinct(std::uint64_t idx, const attrs::distinct& d, std::string& out);
  // An entry of a dialect without a plug-in: `#mlirbc.opaque<"dialect", "0x...">` (`!` for types).
  template <class Opaque>
  static void opaque(std::string_view sigil, const Opaque& o, std::string& out) {
    out += sigil;
    out += "mlirbc.opaque<";
    print_detail::append_quoted(o.dialect, out);
    out += ", \"";
    print_detail::append_hex_bytes(o.bytes, out);
    out += "\">";
  }

  void typed_suffix(std::uint64_t type_idx);

  // Shape and element type of a dense attribute's type (the decoder checked it is a tensor or vector).
  inline shaped_view shape_of(std::uint64_t type_idx) const;

  dense_element_format element_format(const mlirbc::type& et) const;
  void dense_element(const mlirbc::type& et, const std::byte* p, std::string& out) const;

  // MLIR's nested-bracket layout of elements by shape; print(i) prints element i.
  template <class F>
  static void nested(std::span<const std::int64_t> shape, std::uint64_t n, std::string& out, F print) {
    print_detail::append_nested(shape, n, "[", "]", [&](std::string_view t) { out += t; }, print);
  }

  void dense_elements(const attrs::dense_elements& d, bool allow_hex, std::string& out) const;

  void dense_strings(const attrs::dense_strings& d, std::string& out) const;

  void dense_array(const attrs::dense_array& d, std::string& out) const;

  // Integer, index or float type names (no nesting).
  static void scalar_type(const mlirbc::type& t, std::string& out);

  static void append_shape(std::span<const std::int64_t> shape, std::string& out);

  // A textual layout that is an identity map of this rank (printers omit it):
  // `affine_map<(d0, d1) -> (d0, d1)>`, symbols allowed (`(d0)[s0] -> (d0)`).
  bool is_identity_layout(std::uint64_t attr_idx, std::size_t rank) const;

  void type(std::uint64_t idx, std::string& out);

  // (a, b) -> c; results in parentheses unless there is exactly one that is not a function.
  void function_type(const types::function& f);
  // `, memory space` after the element type when there is one.
  void memory_space(bool has, std::uint64_t space);
  void memref(const types::memref& m, std::string& out);
  void unranked_memref(const types::unranked_memref& m, std::string& out);
  void ranked_tensor(const types::ranked_tensor& r, std::string& out);
  // Scalable dimensions print in brackets: vector<[4]x8xf32>.
  void vector(const types::vector& v, std::string& out);

  // A value made by a registered dialect decoder: `#dialect` (`!` for types),
  // then what the decoder prints (its mnemonic adds `.mnemonic`); in the
  // stripped form only what follows the mnemonic.
  void print_dialect(const mlirbc::dialect_value& v, entry_kind kind, bool strip, std::string& out);

  // A parameter printed in MLIR's stripped form: dialect values without their
  // `#dialect.mnemonic`; textual `#dialect.mnemonic<...>` entries from their
  // `<`; anything else in full.
  void stripped(std::uint64_t idx, entry_kind kind, std::string& out);

  // A location without the loc( ) wrapper (MLIR's non-pretty form).
  void loc(std::uint64_t idx, std::string& out);

  // Text of a textual entry. Each entry was parsed on its own by the reference
  // reader, so its `distinct[N]` ids are local to it: renumber them in print
  // order (outside string literals).
  void textual(std::string_view text, std::uint64_t idx, entry_kind kind, std::string& out);

  struct distinct_key {
    bool textual;
    std::uint64_t entry;
    std::uint64_t local;
    bool operator==(const distinct_key&) const = default;
  };
  struct distinct_hash {
    std::size_t operator()(const distinct_key& k) const noexcept {
      return std::hash<std::uint64_t>()(k.entry * 0x9E3779B97F4A7C15ull ^ k.local ^ (k.textual ? 1ull << 63 : 0));
    }
  };

  const attr_reader* r_;
  std::vector<task> stack_;
  std::deque<std::string> owned_;  // text of dialect printers, alive until the stack is empty
  std::unordered_map<distinct_key, std::size_t, distinct_hash> distinct_ids_;
  std::size_t next_distinct_ = 0;
  std::size_t limit_ = std::size_t{1} << 32;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/attr_printer.ipp"
#endif
