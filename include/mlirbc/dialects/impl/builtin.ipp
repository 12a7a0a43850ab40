// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of builtin.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../builtin.hpp"

namespace mlirbc::dialects {

MLIRBC_INLINE type::payload builtin_dialect::decode_type(dialect_reader& r) const {
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("type code");
  if (!r.ok()) return types::none{};
  using c = builtin_type_code;
  switch (static_cast<builtin_type_code>(code <= builtin_type_code_max ? code : 0xFF)) {
    case c::integer: return integer_type(r);
    case c::index: return types::index{};
    case c::function:  // (a braced list is evaluated in order: inputs, then results)
      return types::function{.inputs = type_list(r, "function input count"),
                             .results = type_list(r, "function result count")};
    case c::bf16: return types::floating{float_kind::bf16};
    case c::f16: return types::floating{float_kind::f16};
    case c::f32: return types::floating{float_kind::f32};
    case c::f64: return types::floating{float_kind::f64};
    case c::f80: return types::floating{float_kind::f80};
    case c::f128: return types::floating{float_kind::f128};
    case c::complex: return types::complex{r.type("complex element type")};
    case c::memref: return memref(r, false);
    case c::memref_with_memory_space: return memref(r, true);
    case c::none: return types::none{};
    case c::ranked_tensor: return ranked_tensor(r, false);
    case c::ranked_tensor_with_encoding: return ranked_tensor(r, true);
    case c::tuple: return types::tuple{type_list(r, "tuple size")};
    case c::unranked_memref: return unranked_memref(r, false);
    case c::unranked_memref_with_memory_space: return unranked_memref(r, true);
    case c::unranked_tensor: return types::unranked_tensor{r.type("tensor element type")};
    case c::vector: return vector(r, false);
    case c::scalable_vector: return vector(r, true);
    case c::tf32: return types::floating{float_kind::tf32};
    case c::f8E5M2: return types::floating{float_kind::f8E5M2};
    case c::f8E4M3: return types::floating{float_kind::f8E4M3};
    case c::f8E4M3FN: return types::floating{float_kind::f8E4M3FN};
    case c::f8E5M2FNUZ: return types::floating{float_kind::f8E5M2FNUZ};
    case c::f8E4M3FNUZ: return types::floating{float_kind::f8E4M3FNUZ};
    case c::f8E4M3B11FNUZ: return types::floating{float_kind::f8E4M3B11FNUZ};
    case c::f8E3M4: return types::floating{float_kind::f8E3M4};
    case c::f4E2M1FN: return types::floating{float_kind::f4E2M1FN};
    case c::f6E2M3FN: return types::floating{float_kind::f6E2M3FN};
    case c::f6E3M2FN: return types::floating{float_kind::f6E3M2FN};
    case c::f8E8M0FNU: return types::floating{float_kind::f8E8M0FNU};
  }
  // A later release may add codes again: keep the entry's bytes, and say so.
  r.tolerate_at(code_at,
                "builtin type code past the last known one (LLVM 22 ends at 20, MLIR 23 at 32): entry kept opaque",
                code, builtin_type_code_max);
  if (r.ok()) r.decline();  // strict mode: the warning is the entry's error
  return types::none{};
}

MLIRBC_INLINE attribute::payload builtin_dialect::decode_attribute(dialect_reader& r) const {
  const std::uint64_t code_at = r.offset();
  const std::uint64_t code = r.varint("attribute code");
  if (!r.ok()) return attrs::unit{};
  using c = builtin_attr_code;
  switch (static_cast<builtin_attr_code>(code <= builtin_attr_code_max ? code : 0xFF)) {
    case c::array: return attrs::array{attr_list(r, "array size")};
    case c::dictionary: return dictionary(r);
    case c::string: return attrs::string{r.string("string"), false, 0};
    case c::string_with_type:
      return attrs::string{.value = r.string("string"), .has_type = true, .type = r.type("string type")};
    case c::flat_symbol_ref: return symbol_ref(r, true);
    case c::symbol_ref: return symbol_ref(r, false);
    case c::type: return attrs::type_attr{r.type("type")};
    case c::unit: return attrs::unit{};
    case c::integer: return integer(r);
    case c::floating: return floating(r);
    case c::callsite_loc:
      return attrs::callsite_loc{.callee = r.attribute("callee location"), .caller = r.attribute("caller location")};
    case c::file_line_col_loc: return file_line_col(r);
    case c::fused_loc: return fused_loc(r, false);
    case c::fused_loc_with_metadata: return fused_loc(r, true);
    case c::name_loc:
      r.attribute("location name");  // resolved to its string in finish_attribute()
      return attrs::name_loc{.name = {}, .child = r.attribute("child location")};
    case c::unknown_loc: return attrs::unknown_loc{};
    case c::dense_resource_elements: return dense_resource(r);
    case c::dense_array: return dense_array(r);
    case c::dense_int_or_fp_elements: return dense_elements(r);
    case c::dense_string_elements: return dense_strings(r);
    case c::sparse_elements:
      return attrs::sparse_elements{.type = r.type("sparse type"), .indices = r.attribute("sparse indices"),
                                    .values = r.attribute("sparse values")};
    case c::distinct: return attrs::distinct{r.attribute("distinct referenced attribute")};
    case c::file_line_col_range: return file_line_col_range(r);
    case c::affine_map:
      r.tolerate_at(code_at, "builtin AffineMapAttr (code 23, new in MLIR 23) is not decoded: entry kept opaque",
                    code, builtin_attr_code_max);
      if (r.ok()) r.decline();  // strict mode: the warning is the entry's error
      return attrs::unit{};
  }
  // MLIR 23 added codes past LLVM 22's 22 (docs/format.md §7.6), and the ones
  // after 23 are not known here: keep the entry's bytes, and say so.
  r.tolerate_at(code_at,
                "builtin attribute code past the last known one (LLVM 22 ends at 22, MLIR 23 added 23 and more): "
                "entry kept opaque",
                code, builtin_attr_code_max);
  if (r.ok()) r.decline();  // strict mode: the warning is the entry's error
  return attrs::unit{};
}

MLIRBC_INLINE std::optional<type::payload> builtin_dialect::textual_type(std::string_view text) const {
  if (auto k = float_kind_from_name(text)) return types::floating{*k};
  if (auto i = textual_integer(text)) return *i;
  if (text == "index") return types::index{};
  if (text == "none") return types::none{};
  return std::nullopt;
}

MLIRBC_INLINE bool builtin_dialect::child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept {
  switch (static_cast<attr_kind>(v.index())) {
    case attr_kind::dictionary: return pos % 2 == 0;  // name, value, name, value, ...
    case attr_kind::symbol_ref: return pos != 0;  // nested references (their flatness); the name: its kind
    case attr_kind::file_loc:
    case attr_kind::name_loc: return false;  // the name: its kind is checked (finish_attribute)
    case attr_kind::sparse_elements: return true;
    default: return false;
  }
}

MLIRBC_INLINE error builtin_dialect::finish_attribute(attribute::payload& v, const dialect_finisher& f) const {
  switch (static_cast<attr_kind>(v.index())) {
    case attr_kind::dictionary: return finish_dictionary(*v.get_if<attrs::dictionary>(), f);
    case attr_kind::symbol_ref: return finish_symbol_ref(*v.get_if<attrs::symbol_ref>(), f);
    case attr_kind::file_loc:
      if (!name_child(f, v.get_if<attrs::file_loc>()->filename))
        return f.fail("location file name must be a string attribute");
      return {};
    case attr_kind::name_loc: {
      auto& l = *v.get_if<attrs::name_loc>();
      if (!name_child(f, l.name)) return f.fail("location name must be a string attribute");
      if (!location_like(f, l.child)) return f.fail("name location child must be a location");
      return {};
    }
    case attr_kind::callsite_loc: {
      const auto& l = *v.get_if<attrs::callsite_loc>();
      if (!location_like(f, l.callee) || !location_like(f, l.caller)) return f.fail("call site parts must be locations");
      return {};
    }
    case attr_kind::fused_loc:
      for (const auto i : v.get_if<attrs::fused_loc>()->locations)
        if (!location_like(f, i)) return f.fail("fused location parts must be locations");
      return {};
    case attr_kind::sparse_elements: return finish_sparse(*v.get_if<attrs::sparse_elements>(), f);
    default: return {};
  }
}

MLIRBC_INLINE error builtin_dialect::finish_type(type::payload& v, const dialect_finisher& f) const {
  if (const auto* c = v.get_if<types::complex>()) {
    const type& e = f.type_node(c->element);
    if (!e.is<types::integer>() && !e.is<types::floating>() && !e.is<types::textual>() && !e.is<types::opaque>())
      return f.fail("complex element type must be an integer or float type");
  }
  return {};
}

MLIRBC_INLINE types::integer builtin_dialect::integer_type(dialect_reader& r) {
  const std::uint64_t at = r.offset();
  const std::uint64_t v = r.varint("integer type");
  const std::uint64_t width = v >> integer_type_sign_bits;
  if (r.ok() && width > max_int_width) {
    r.fail_at(at, "integer type width", width, max_int_width);
    return {};
  }
  // Signedness 3 names no semantics; MLIR keeps it and prints the type as signless (`i32`).
  if (r.ok() && (v & 3u) == 3u) {
    r.tolerate_at(at, "integer type signedness 3 (read as signless)", v & 3u, 2);
    return types::integer{static_cast<std::uint32_t>(width), signedness::signless};
  }
  return types::integer{static_cast<std::uint32_t>(width), static_cast<signedness>(v & 3u)};
}

MLIRBC_INLINE std::vector<std::uint64_t> builtin_dialect::type_list(dialect_reader& r, const char* what) {
  std::vector<std::uint64_t> v(static_cast<std::size_t>(r.count(what)));
  for (auto& x : v) x = r.type("type index");
  return v;
}

MLIRBC_INLINE std::vector<std::uint64_t> builtin_dialect::attr_list(dialect_reader& r, const char* what) {
  std::vector<std::uint64_t> v(static_cast<std::size_t>(r.count(what)));
  for (auto& x : v) x = r.attribute("attribute index");
  return v;
}

MLIRBC_INLINE std::vector<std::int64_t> builtin_dialect::shape(dialect_reader& r) {
  std::vector<std::int64_t> dims(static_cast<std::size_t>(r.count("shape rank")));
  for (auto& d : dims) {
    const std::uint64_t at = r.offset();
    d = r.signed_varint("dimension");
    // MLIR keeps and prints it (`tensor<-3xi32>`, which its parser refuses).
    if (r.ok() && d < 0 && d != dynamic_dim) r.tolerate_at(at, "negative dimension");
  }
  return dims;
}

MLIRBC_INLINE types::memref builtin_dialect::memref(dialect_reader& r, bool with_memory_space) {
  types::memref m;
  if (with_memory_space) {
    m.has_memory_space = true;
    m.memory_space = r.attribute("memref memory space");
  }
  m.shape = shape(r);
  m.element = r.type("memref element type");
  m.layout = r.attribute("memref layout");
  return m;
}

MLIRBC_INLINE types::unranked_memref builtin_dialect::unranked_memref(dialect_reader& r, bool with_memory_space) {
  types::unranked_memref m;
  if (with_memory_space) {
    m.has_memory_space = true;
    m.memory_space = r.attribute("memref memory space");
  }
  m.element = r.type("memref element type");
  return m;
}

MLIRBC_INLINE types::ranked_tensor builtin_dialect::ranked_tensor(dialect_reader& r, bool with_encoding) {
  types::ranked_tensor t;
  if (with_encoding) {
    t.has_encoding = true;
    t.encoding = r.attribute("tensor encoding");
  }
  t.shape = shape(r);
  t.element = r.type("tensor element type");
  return t;
}

MLIRBC_INLINE types::vector builtin_dialect::vector(dialect_reader& r, bool scalable) {
  types::vector v;
  // Producers before LLVM 17 write the number of trailing scalable dimensions.
  const std::uint32_t llvm = r.producer_llvm_major();
  if (scalable && llvm != 0 && llvm < 17) {
    if (!legacy_scalable_dims(r, v)) return v;
  } else if (scalable) {
    if (!scalable_flags(r, v)) return v;
  } else {
    v.shape = shape(r);
  }
  // A dimension below zero other than `?` has its warning from shape(), as in a
  // tensor: MLIR keeps and prints it (`vector<[-4]xi8>`). `?` it cannot print.
  for (const auto d : v.shape)
    if (r.ok() && d == dynamic_dim) r.fail_at(r.entry_offset(), "vector dimension must be static");
  v.element = r.type("vector element type");
  return v;
}

MLIRBC_INLINE bool builtin_dialect::legacy_scalable_dims(dialect_reader& r, types::vector& v) {
  const std::uint64_t at = r.offset();
  const std::uint64_t n = r.varint("scalable dimension count");
  v.shape = shape(r);
  if (r.ok() && n > v.shape.size()) {
    r.fail_at(at, "scalable dimension count", n, v.shape.size());
    return false;
  }
  v.scalable.assign(v.shape.size(), false);
  for (std::size_t i = v.shape.size() - static_cast<std::size_t>(n); i < v.shape.size(); ++i) v.scalable[i] = true;
  return true;
}

MLIRBC_INLINE bool builtin_dialect::scalable_flags(dialect_reader& r, types::vector& v) {
  v.scalable.resize(static_cast<std::size_t>(r.count("scalable flag count")));
  for (std::size_t i = 0; i < v.scalable.size(); ++i) v.scalable[i] = r.boolean("scalable flag");
  const std::uint64_t shape_at = r.offset();
  v.shape = shape(r);
  if (r.ok() && v.scalable.size() != v.shape.size()) {
    r.fail_at(shape_at, "scalable flags do not match the vector rank", v.scalable.size(), v.shape.size());
    return false;
  }
  return true;
}

MLIRBC_INLINE std::optional<types::integer> builtin_dialect::textual_integer(std::string_view s) noexcept {
  types::integer t;
  if (s.substr(0, 2) == "si") {
    t.sign = signedness::is_signed;
    s.remove_prefix(2);
  } else if (s.substr(0, 2) == "ui") {
    t.sign = signedness::is_unsigned;
    s.remove_prefix(2);
  } else if (s.substr(0, 1) == "i") {
    s.remove_prefix(1);
  } else {
    return std::nullopt;
  }
  if (s.empty() || s.size() > 8) return std::nullopt;
  std::uint32_t w = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return std::nullopt;
    w = w * 10 + static_cast<std::uint32_t>(ch - '0');
  }
  if (w > max_int_width) return std::nullopt;
  t.width = w;
  return t;
}

MLIRBC_INLINE attrs::dictionary builtin_dialect::dictionary(dialect_reader& r) {
  attrs::dictionary d;
  d.entries.resize(static_cast<std::size_t>(r.count("dictionary size", 2)));
  for (auto& e : d.entries) {
    r.attribute("dictionary name");  // resolved to a string in finish_attribute()
    e.value = r.attribute("dictionary value");
  }
  return d;
}

MLIRBC_INLINE attrs::symbol_ref builtin_dialect::symbol_ref(dialect_reader& r, bool flat) {
  // Names are resolved from the referenced StringAttrs in finish_attribute().
  attrs::symbol_ref s;
  s.flat = flat;
  r.attribute("symbol name");
  if (!flat) {
    const std::uint64_t n = r.count("nested symbol count");
    for (std::uint64_t i = 0; i < n; ++i) r.attribute("nested symbol");
  }
  return s;
}

MLIRBC_INLINE std::optional<std::uint32_t> builtin_dialect::int_width(const type& t) noexcept {
  if (const auto* i = t.get<types::integer>()) return i->width;
  if (t.is<types::index>()) return 64u;
  return std::nullopt;
}

MLIRBC_INLINE const type* builtin_dialect::type_now(dialect_reader& r, const char* what) {
  const std::uint64_t i = r.type(what);
  return r.ok() ? r.type_now(i) : nullptr;
}

MLIRBC_INLINE ap_int builtin_dialect::apint(dialect_reader& r, std::uint32_t width) {
  ap_int v;
  v.width = width;
  if (width > 64) return wide_apint(r, width);
  std::uint64_t w0 = width <= 8 ? r.byte("integer value") : static_cast<std::uint64_t>(r.signed_varint("integer value"));
  // Values wider than the type are truncated, as the reference reader does,
  // except at width 0, where it keeps the stored byte (docs/format.md §7.1).
  if (width > 0 && width < 64) w0 &= (std::uint64_t{1} << width) - 1;
  if (w0 != 0) v.words.push_back(w0);
  return v;
}

MLIRBC_INLINE ap_int builtin_dialect::wide_apint(dialect_reader& r, std::uint32_t width) {
  ap_int v;
  v.width = width;
  const std::uint64_t at = r.offset();
  const std::uint64_t n = r.count("integer word count");
  const std::uint64_t max_words = (std::uint64_t{width} + 63) / 64;
  if (r.ok() && n > max_words) {
    r.fail_at(at, "integer word count", n, max_words);
    return v;
  }
  v.words.resize(static_cast<std::size_t>(n));
  for (auto& w : v.words) w = static_cast<std::uint64_t>(r.signed_varint("integer word"));
  if (!v.words.empty() && width % 64 != 0 && v.words.size() == max_words)
    v.words.back() &= (std::uint64_t{1} << (width % 64)) - 1;
  while (!v.words.empty() && v.words.back() == 0) v.words.pop_back();
  return v;
}

MLIRBC_INLINE attribute::payload builtin_dialect::integer(dialect_reader& r) {
  const type* t = type_now(r, "integer type");
  if (t == nullptr) return attrs::unit{};
  const auto w = int_width(*t);
  if (!w) {
    r.fail_at(r.entry_offset(), "integer attribute of a non-integer type");
    return attrs::unit{};
  }
  return attrs::integer{t->index, apint(r, *w)};
}

MLIRBC_INLINE attribute::payload builtin_dialect::floating(dialect_reader& r) {
  const type* t = type_now(r, "float type");
  if (t == nullptr) return attrs::unit{};
  const auto* ft = t->get<types::floating>();
  if (ft == nullptr) {
    r.fail_at(r.entry_offset(), "float attribute of a non-float type");
    return attrs::unit{};
  }
  const ap_int bits = apint(r, info(ft->kind).bits);
  return attrs::floating{t->index, ft->kind, bits.word(0), bits.word(1)};
}

MLIRBC_INLINE std::uint32_t builtin_dialect::u32(dialect_reader& r, const char* what) {
  const std::uint64_t at = r.offset();
  const std::uint64_t v = r.varint(what);
  if (r.ok() && v > UINT32_MAX) r.fail_at(at, what, v, UINT32_MAX);
  return static_cast<std::uint32_t>(v);
}

MLIRBC_INLINE attribute::payload builtin_dialect::file_line_col(dialect_reader& r) {
  attrs::file_loc l;
  r.attribute("file name");  // resolved to its string in finish_attribute()
  l.line = l.end_line = u32(r, "line");
  l.column = l.end_column = u32(r, "column");
  return l;
}

MLIRBC_INLINE attribute::payload builtin_dialect::file_line_col_range(dialect_reader& r) {
  attrs::file_loc l;
  r.attribute("file name");
  const std::uint64_t at = r.offset();
  const std::uint64_t n = r.varint("location range size");
  if (r.ok() && n > 4) {
    r.fail_at(at, "location range size", n, 4);
    return l;
  }
  std::uint32_t v[4] = {0, 0, 0, 0};
  for (std::uint64_t i = 0; i < n; ++i) v[i] = u32(r, "location range value");
  l.line = v[0];
  l.column = v[1];
  l.end_line = n >= 4 ? v[2] : v[0];
  l.end_column = n == 3 ? v[2] : n == 4 ? v[3] : v[1];
  return l;
}

MLIRBC_INLINE attrs::fused_loc builtin_dialect::fused_loc(dialect_reader& r, bool with_metadata) {
  attrs::fused_loc l;
  l.locations = attr_list(r, "fused location count");
  if (with_metadata) {
    l.has_metadata = true;
    l.metadata = r.attribute("fused location metadata");
  }
  return l;
}

MLIRBC_INLINE attribute::payload builtin_dialect::dense_resource(dialect_reader& r) {
  attrs::dense_resource d;
  d.type = r.type("dense resource type");
  const auto res = r.resource_handle("resource handle");
  if (res.entry == nullptr) return attrs::unit{};
  d.handle = res.handle;
  d.key = res.entry->key;
  return d;
}

MLIRBC_INLINE attribute::payload builtin_dialect::dense_array(dialect_reader& r) {
  const type* t = type_now(r, "dense array element type");
  if (t == nullptr) return attrs::unit{};
  attrs::dense_array d;
  d.element_type = t->index;
  const std::uint64_t count_at = r.offset();
  d.count = r.varint("dense array size");
  const std::uint64_t len = r.varint("dense array data length");
  d.data = r.bytes(len, "dense array data");
  if (!r.ok()) return d;
  std::uint64_t eb = 0;
  if (const auto* i = t->get<types::integer>(); i != nullptr && (i->width == 1 || i->width % 8 == 0)) {
    eb = i->width == 1 ? 1 : i->width / 8;
  } else if (const auto* fl = t->get<types::floating>(); fl != nullptr && info(fl->kind).bits % 8 == 0) {
    eb = info(fl->kind).bits / 8;
  } else {
    r.fail_at(r.entry_offset(), "dense array element type");
    return d;
  }
  if (eb == 0 ? len != 0 : (d.count > len / eb || d.count * eb != len))
    r.fail_at(count_at, "dense array size does not match its data", d.count, eb == 0 ? 0 : len / eb);
  return d;
}

MLIRBC_INLINE bool builtin_dialect::is_i1(const type& t) noexcept {
  const auto* i = t.get<types::integer>();
  return i != nullptr && i->width == 1;
}

MLIRBC_INLINE attribute::payload builtin_dialect::dense_elements(dialect_reader& r) {
  const type* t = type_now(r, "dense elements type");
  if (t == nullptr) return attrs::unit{};
  attrs::dense_elements d;
  d.type = t->index;
  const std::uint64_t len_at = r.offset();
  const std::uint64_t len = r.varint("dense data length");
  d.data = r.bytes(len, "dense data");
  if (!r.ok()) return d;
  const auto s = shaped_of(*t);
  const auto n = s ? static_element_count(s->shape) : std::nullopt;
  if (!n) {
    r.fail_at(r.entry_offset(), "dense elements need a statically shaped tensor or vector type");
    return d;
  }
  d.num_elements = *n;
  const type* et = r.type_now(s->element);
  const auto eb = et != nullptr ? element_storage_bytes(*et, [&](std::uint64_t i) { return r.type_now(i); })
                                : std::nullopt;
  if (!eb) {
    r.fail_at(r.entry_offset(), errc::unsupported, "dense element type");
    return d;
  }
  if (is_i1(*et)) {  // docs/format.md §7.4: MLIR 23 reads all three forms
    const std::uint64_t packed = packed_bool_bytes(d.num_elements);
    if (len == 1 && (d.data[0] == std::byte{0} || d.data[0] == std::byte{0xFF})) d.splat = true;
    else if (len == packed) {}  // bit-packed, lowest bit first
    else if (len == d.num_elements) d.bool_bytes = true;  // one byte each (MLIR 23 writers of early 2026)
    else r.fail_at(len_at, "dense i1 data size (bit-packed, or one byte per element)", len, packed);
  } else if (*eb == 0) {  // zero-width integers (i0): every element is 0 and nothing is stored
    if (len != 0) r.fail_at(len_at, "dense data of zero-width elements must be empty", len, 0);
  } else if (len == *eb) {
    d.splat = true;
  } else if (d.num_elements > len / *eb || d.num_elements * *eb != len) {
    r.fail_at(len_at, "dense data size does not match the shape", len,
              d.num_elements > UINT64_MAX / *eb ? UINT64_MAX : d.num_elements * *eb);
  }
  return d;
}

MLIRBC_INLINE attribute::payload builtin_dialect::dense_strings(dialect_reader& r) {
  const type* t = type_now(r, "dense strings type");
  if (t == nullptr) return attrs::unit{};
  attrs::dense_strings d;
  d.type = t->index;
  const auto s = shaped_of(*t);
  const auto n_elements = s ? static_element_count(s->shape) : std::nullopt;
  if (!n_elements) {
    r.fail_at(r.entry_offset(), "dense strings need a statically shaped tensor or vector type");
    return d;
  }
  d.num_elements = *n_elements;
  d.splat = r.varint("dense strings splat flag") != 0;
  const std::uint64_t at = r.offset();
  const std::uint64_t n = d.splat ? 1 : d.num_elements;
  if (r.ok() && n > r.remaining()) {
    r.fail_at(at, errc::count_too_large, "dense string count", n, r.remaining());
    return d;
  }
  d.values.resize(static_cast<std::size_t>(n));
  for (auto& v : d.values) v = r.string("dense string");
  return d;
}

MLIRBC_INLINE const attrs::string* builtin_dialect::string_child(const dialect_finisher& f, std::size_t pos) noexcept {
  return f.attribute_node(f.children()[pos].idx).get<attrs::string>();
}

MLIRBC_INLINE bool builtin_dialect::name_child(const dialect_finisher& f, std::string_view& name) noexcept {
  // Validated only: the kind will do, and no node is kept for the name.
  if (!f.keeps_value()) return f.attribute_kind(f.children()[0].idx) == attr_kind::string;
  const auto* s = string_child(f, 0);
  if (s == nullptr) return false;
  name = s->value;
  return true;
}

MLIRBC_INLINE bool builtin_dialect::location_like(const dialect_finisher& f, std::uint64_t idx) noexcept {
  switch (f.attribute_kind(idx)) {
    case attr_kind::callsite_loc: case attr_kind::file_loc: case attr_kind::fused_loc:
    case attr_kind::name_loc: case attr_kind::unknown_loc:
    case attr_kind::textual: case attr_kind::opaque: case attr_kind::dialect: return true;
    default: return false;
  }
}

MLIRBC_INLINE error builtin_dialect::finish_dictionary(attrs::dictionary& d, const dialect_finisher& f) {
  for (std::size_t i = 0; i < d.entries.size(); ++i) {
    const auto* s = string_child(f, 2 * i);
    if (s == nullptr) return f.fail("dictionary key must be a string attribute");
    d.entries[i].name = s->value;
  }
  // The reference reader re-sorts; keep the file order when already sorted.
  auto less = [](const named_attr& x, const named_attr& y) { return x.name < y.name; };
  if (!std::is_sorted(d.entries.begin(), d.entries.end(), less))
    std::stable_sort(d.entries.begin(), d.entries.end(), less);
  for (std::size_t i = 1; i < d.entries.size(); ++i)
    if (d.entries[i - 1].name == d.entries[i].name) return f.fail("duplicate dictionary key");
  return {};
}

MLIRBC_INLINE error builtin_dialect::finish_symbol_ref(attrs::symbol_ref& s, const dialect_finisher& f) {
  if (!name_child(f, s.root)) return f.fail("symbol reference name must be a string attribute");
  for (std::size_t i = 1; i < f.children().size(); ++i) {
    const auto* n = f.attribute_node(f.children()[i].idx).get<attrs::symbol_ref>();
    if (n == nullptr || !n->flat) return f.fail("nested symbol reference must be a flat symbol reference");
    if (f.keeps_value()) s.nested.push_back(n->root);
  }
  return {};
}

MLIRBC_INLINE error builtin_dialect::finish_sparse(const attrs::sparse_elements& s, const dialect_finisher& f) {
  const auto* idx = f.attribute_node(s.indices).get<attrs::dense_elements>();
  const auto shaped = idx != nullptr ? shaped_of(f.type_node(idx->type)) : std::nullopt;
  if (!shaped || !f.type_node(shaped->element).is<types::integer>())
    return f.fail("sparse indices must be dense integer elements");
  const attribute& v = f.attribute_node(s.values);
  if (!v.is<attrs::dense_elements>() && !v.is<attrs::dense_strings>()) return f.fail("sparse values must be dense elements");
  return {};
}

}
