// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/builtin: the builtin dialect's attribute and type encodings
// (docs/format.md §7.2 and "Builtin types"), decoded into the
// reader's own node kinds (attributes.hpp) through the same plug-in interface
// every other dialect uses (dialect_registry.hpp). attr_printer.hpp prints
// these kinds; writer.hpp writes the few a weight file needs.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../model/attributes.hpp"
#include "../base/dense_data.hpp"
#include "../attributes/dialect_reader.hpp"
#include "../base/encoding.hpp"
#include "../base/float_format.hpp"
#include "../model/shaped_types.hpp"

namespace mlirbc::dialects {

struct builtin_dialect {
  static constexpr std::string_view dialect = "builtin";
  using attribute_value = attribute::payload;
  using type_value = type::payload;

  static constexpr std::uint32_t max_int_width = (1u << 24) - 1;  // IntegerType's limit

  type::payload decode_type(dialect_reader& r) const;

  attribute::payload decode_attribute(dialect_reader& r) const;

  // Builtin types the writer left as text (e.g. "tf32", "f8E4M3FN", "i7").
  std::optional<type::payload> textual_type(std::string_view text) const;

  // Which references finish_attribute() reads as nodes: dictionary keys,
  // symbol names, location names and the parts of sparse elements.
  bool child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept;

  // Names resolved from the StringAttrs an entry refers to, and the rules that
  // need the referenced nodes (locations made of locations, sparse parts).
  error finish_attribute(attribute::payload& v, const dialect_finisher& f) const;

  error finish_type(type::payload& v, const dialect_finisher& f) const;

 private:
  // ---- types

  static types::integer integer_type(dialect_reader& r);

  static std::vector<std::uint64_t> type_list(dialect_reader& r, const char* what);
  static std::vector<std::uint64_t> attr_list(dialect_reader& r, const char* what);

  static std::vector<std::int64_t> shape(dialect_reader& r);

  static types::memref memref(dialect_reader& r, bool with_memory_space);
  static types::unranked_memref unranked_memref(dialect_reader& r, bool with_memory_space);
  static types::ranked_tensor ranked_tensor(dialect_reader& r, bool with_encoding);

  static types::vector vector(dialect_reader& r, bool scalable);
  static bool legacy_scalable_dims(dialect_reader& r, types::vector& v);
  static bool scalable_flags(dialect_reader& r, types::vector& v);

  static std::optional<types::integer> textual_integer(std::string_view s) noexcept;

  // ---- attributes

  static attrs::dictionary dictionary(dialect_reader& r);

  static attrs::symbol_ref symbol_ref(dialect_reader& r, bool flat);

  static std::optional<std::uint32_t> int_width(const type& t) noexcept;

  // A type the rest of the entry depends on; nullptr until it is decoded.
  static const type* type_now(dialect_reader& r, const char* what);

  // An APInt of a known width (docs/format.md §7.1).
  static ap_int apint(dialect_reader& r, std::uint32_t width);
  static ap_int wide_apint(dialect_reader& r, std::uint32_t width);

  static attribute::payload integer(dialect_reader& r);
  static attribute::payload floating(dialect_reader& r);

  static std::uint32_t u32(dialect_reader& r, const char* what);
  // Locations are most of a file's entries: these build the payload in place
  // (a returned file_loc copied into one stalls on store forwarding).
  static attribute::payload file_line_col(dialect_reader& r);
  // A file name and 0 to 4 of line, column, end line, end column.
  static attribute::payload file_line_col_range(dialect_reader& r);
  static attrs::fused_loc fused_loc(dialect_reader& r, bool with_metadata);

  static attribute::payload dense_resource(dialect_reader& r);

  static attribute::payload dense_array(dialect_reader& r);

  static bool is_i1(const type& t) noexcept;

  static attribute::payload dense_elements(dialect_reader& r);

  static attribute::payload dense_strings(dialect_reader& r);

  // ---- finishing

  static const attrs::string* string_child(const dialect_finisher& f, std::size_t pos) noexcept;
  // Whether reference 0 (a location's or symbol reference's name) is a
  // string; stores it in `name` when the value is kept (else only its kind is read).
  static bool name_child(const dialect_finisher& f, std::string_view& name) noexcept;
  static bool location_like(const dialect_finisher& f, std::uint64_t idx) noexcept;

  static error finish_dictionary(attrs::dictionary& d, const dialect_finisher& f);

  static error finish_symbol_ref(attrs::symbol_ref& s, const dialect_finisher& f);

  static error finish_sparse(const attrs::sparse_elements& s, const dialect_finisher& f);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/builtin.ipp"
#endif
