// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of attr_printer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../attr_printer.hpp"

namespace mlirbc {

MLIRBC_INLINE attr_printer::attr_printer(const attr_reader& r) : r_(&r) {}
MLIRBC_INLINE attr_printer::attr_printer(const attr_printer&) = default;
MLIRBC_INLINE attr_printer::attr_printer(attr_printer&&) noexcept = default;
MLIRBC_INLINE attr_printer& attr_printer::operator=(const attr_printer&) = default;
MLIRBC_INLINE attr_printer& attr_printer::operator=(attr_printer&&) noexcept = default;
MLIRBC_INLINE attr_printer::~attr_printer() = default;

// Helpers that only the bodies call (inline: defined here only).
inline void attr_printer::push(task t) { stack_.push_back(t); }
inline bool attr_printer::is_none_type(std::uint64_t t) const { return tnode(t).is<types::none>(); }
inline shaped_view attr_printer::shape_of(std::uint64_t type_idx) const { return *shaped_of(tnode(type_idx)); }

MLIRBC_INLINE error attr_printer::print_location(std::uint64_t idx, std::string& out) {
  if (auto a = r_->attribute(idx); !a) return a.err();
  return run_many({task{op::lit, 0, "loc("}, task{op::loc, idx}, task{op::lit, 0, ")"}}, out);
}

MLIRBC_INLINE error attr_printer::print_named_attribute(const named_attr& na, std::string& out) {
  if (auto a = r_->attribute(na.value); !a) return a.err();
  return run_many({task{op::named, na.value, na.name}}, out);
}

MLIRBC_INLINE error attr_printer::run(task t, std::string& out, bool is_attr) {
  if (is_attr) {
    if (auto a = r_->attribute(t.idx); !a) return a.err();
  } else if (auto ty = r_->type(t.idx); !ty) {
    return ty.err();
  }
  return run_many({t}, out);
}

MLIRBC_INLINE error attr_printer::run_many(std::initializer_list<task> first, std::string& out) {
  const std::size_t start = out.size();
  stack_.clear();
  owned_.clear();
  for (auto it = first.end(); it != first.begin();) stack_.push_back(*--it);
  while (!stack_.empty()) {
    const task t = stack_.back();
    stack_.pop_back();
    switch (t.o) {
      case op::lit: out += t.s; break;
      case op::attr: attr(t.idx, false, out); break;
      case op::attr_may: attr(t.idx, true, out); break;
      case op::type: type(t.idx, out); break;
      case op::attr_stripped: stripped(t.idx, entry_kind::attribute, out); break;
      case op::type_stripped: stripped(t.idx, entry_kind::type, out); break;
      case op::loc: loc(t.idx, out); break;
      case op::named:
        print_detail::append_keyword_or_string(t.s, out);
        if (!r_->attr_node(t.idx).is<attrs::unit>()) {
          push(task{op::attr, t.idx});
          push(lit(" = "));
        }
        break;
    }
    if (out.size() - start > limit_) {
      stack_.clear();
      return error{errc::limit_exceeded, section_id::attr_type, 0, "printed attribute size", out.size() - start, limit_};
    }
  }
  return {};
}

MLIRBC_INLINE bool attr_printer::is_i64(std::uint64_t t) const {
  const auto* i = tnode(t).get<types::integer>();
  return i != nullptr && i->width == 64 && i->sign == signedness::signless;
}

MLIRBC_INLINE void attr_printer::attr(std::uint64_t idx, bool may_elide, std::string& out) {
  const mlirbc::attribute& a = r_->attr_node(idx);
  switch (a.kind()) {
    case attr_kind::array: {
      const auto& v = a.get<attrs::array>()->elements;
      push_list("[", v.size(), ", ", "]", [&](std::size_t i) { push(task{op::attr_may, v[i]}); });
      return;
    }
    case attr_kind::dictionary: {
      const auto& v = a.get<attrs::dictionary>()->entries;
      push_list("{", v.size(), ", ", "}", [&](std::size_t i) { push(task{op::named, v[i].value, v[i].name}); });
      return;
    }
    case attr_kind::string: string_attr(*a.get<attrs::string>(), out); return;
    case attr_kind::symbol_ref: symbol_ref(*a.get<attrs::symbol_ref>(), out); return;
    case attr_kind::type_attr: push(task{op::type, a.get<attrs::type_attr>()->type}); return;
    case attr_kind::unit: out += "unit"; return;
    case attr_kind::integer: integer(*a.get<attrs::integer>(), may_elide, out); return;
    case attr_kind::floating: floating(*a.get<attrs::floating>(), may_elide, out); return;
    case attr_kind::callsite_loc:
    case attr_kind::file_loc:
    case attr_kind::fused_loc:
    case attr_kind::name_loc:
    case attr_kind::unknown_loc:
      push(lit(")"));
      push(task{op::loc, idx});
      push(lit("loc("));
      return;
    case attr_kind::dense_resource: dense_resource(*a.get<attrs::dense_resource>(), out); return;
    case attr_kind::dense_array: dense_array(*a.get<attrs::dense_array>(), out); return;
    case attr_kind::dense_elements: dense_literal(*a.get<attrs::dense_elements>(), out); return;
    case attr_kind::dense_strings: dense_literal(*a.get<attrs::dense_strings>(), out); return;
    case attr_kind::sparse_elements: sparse(*a.get<attrs::sparse_elements>(), out); return;
    case attr_kind::distinct: distinct(idx, *a.get<attrs::distinct>(), out); return;
    case attr_kind::textual: textual(a.get<attrs::textual>()->text, idx, entry_kind::attribute, out); return;
    case attr_kind::dialect: print_dialect(*a.get<attrs::dialect>(), entry_kind::attribute, false, out); return;
    case attr_kind::opaque: opaque("#", *a.get<attrs::opaque>(), out); return;
  }
}

MLIRBC_INLINE void attr_printer::string_attr(const attrs::string& s, std::string& out) {
  print_detail::append_quoted(s.value, out);
  if (s.has_type && !is_none_type(s.type)) typed_suffix(s.type);
}

MLIRBC_INLINE void attr_printer::symbol_ref(const attrs::symbol_ref& s, std::string& out) {
  out += '@';
  print_detail::append_keyword_or_string(s.root, out);
  for (const auto n : s.nested) {
    out += "::@";
    print_detail::append_keyword_or_string(n, out);
  }
}

MLIRBC_INLINE void attr_printer::integer(const attrs::integer& i, bool may_elide, std::string& out) {
  const auto* it = tnode(i.type).get<types::integer>();
  if (it != nullptr && it->width == 1 && it->sign == signedness::signless) {
    out += i.value.is_zero() ? "false" : "true";
    return;
  }
  const bool is_unsigned = it != nullptr && it->sign == signedness::is_unsigned;
  if (i.value.width == 0 && !i.value.is_zero()) {
    // A zero-width value with the stored byte MLIR keeps: mlir-opt prints
    // that byte when unsigned and nothing otherwise (docs/format.md §7.1).
    if (is_unsigned) out += std::to_string(i.value.word(0));
  } else {
    print_detail::append_int(i.value.words.data(), i.value.words.size(), i.value.width, !is_unsigned, out);
  }
  if (!(may_elide && is_i64(i.type))) typed_suffix(i.type);
}

MLIRBC_INLINE void attr_printer::floating(const attrs::floating& f, bool may_elide, std::string& out) {
  const bool hex = format_float(f.kind, f.lo, f.hi, out);
  if (!(may_elide && f.kind == float_kind::f64 && !hex)) typed_suffix(f.type);
}

MLIRBC_INLINE void attr_printer::dense_resource(const attrs::dense_resource& d, std::string& out) {
  out += "dense_resource<";
  const auto entry = r_->file().resources().dialect_resource(d.handle);
  if (entry && (*entry)->rename != 0) print_detail::append_keyword_or_string((*entry)->mlir_name(), out);
  else print_detail::append_keyword_or_string(d.key, out);
  out += '>';
  typed_suffix(d.type);
}

MLIRBC_INLINE void attr_printer::sparse(const attrs::sparse_elements& s, std::string& out) {
  const auto* ind = r_->attr_node(s.indices).get<attrs::dense_elements>();
  out += "sparse<";
  if (ind->num_elements != 0) {
    dense_elements(*ind, false, out);
    out += ", ";
    const mlirbc::attribute& v = r_->attr_node(s.values);
    if (const auto* dv = v.get<attrs::dense_elements>()) dense_elements(*dv, true, out);
    else dense_strings(*v.get<attrs::dense_strings>(), out);
  }
  out += '>';
  typed_suffix(s.type);
}

MLIRBC_INLINE void attr_printer::distinct(std::uint64_t idx, const attrs::distinct& d, std::string& out) {
  const auto [it, inserted] = distinct_ids_.try_emplace(distinct_key{false, idx, 0}, next_distinct_);
  if (inserted) ++next_distinct_;
  out += "distinct[";
  out += std::to_string(it->second);
  out += "]<";
  push(lit(">"));
  if (!r_->attr_node(d.referenced).is<attrs::unit>()) push(task{op::attr, d.referenced});
}

MLIRBC_INLINE void attr_printer::typed_suffix(std::uint64_t type_idx) {
  push(task{op::type, type_idx});
  push(lit(" : "));
}

MLIRBC_INLINE dense_element_format attr_printer::element_format(const mlirbc::type& et) const {
  return dense_format_of(et, [&](std::uint64_t i) { return &tnode(i); });
}

MLIRBC_INLINE void attr_printer::dense_element(const mlirbc::type& et, const std::byte* p, std::string& out) const {
  print_detail::append_dense_element(element_format(et), p, out);
}

MLIRBC_INLINE void attr_printer::dense_elements(const attrs::dense_elements& d, bool allow_hex, std::string& out) const {
  const shaped_view s = shape_of(d.type);
  // MLIR prints non-splat data of more than 100 elements as one hex string
  // (LLVM 22: i1 bit-packed, which is also how i1 stored one byte each prints).
  if (allow_hex && !d.splat && d.num_elements > 100) {
    out += '"';
    if (d.bool_bytes) {
      std::vector<std::byte> packed(static_cast<std::size_t>(packed_bool_bytes(d.num_elements)));
      for (std::uint64_t i = 0; i < d.num_elements; ++i)
        if (d.bit(i)) packed[static_cast<std::size_t>(i / 8)] |= std::byte{static_cast<std::uint8_t>(1u << (i % 8))};
      print_detail::append_hex_bytes(packed, out);
    } else {
      print_detail::append_hex_bytes(d.data, out);
    }
    out += '"';
    return;
  }
  const mlirbc::type& et = tnode(s.element);
  const auto* it = et.get<types::integer>();
  if (it != nullptr && it->width == 1) {
    if (d.splat || d.num_elements == 1) {  // MLIR holds one element as a splat
      out += d.bit(0) ? "true" : "false";
      return;
    }
    nested(s.shape, d.num_elements, out, [&](std::uint64_t i) { out += d.bit(i) ? "true" : "false"; });
    return;
  }
  print_detail::append_dense_body(element_format(et), s.shape, d.num_elements, d.splat, d.data, false, out);
}

MLIRBC_INLINE void attr_printer::dense_strings(const attrs::dense_strings& d, std::string& out) const {
  if (d.splat) {
    print_detail::append_quoted(d.values[0], out);
    return;
  }
  nested(shape_of(d.type).shape, d.num_elements, out,
         [&](std::uint64_t i) { print_detail::append_quoted(d.values[static_cast<std::size_t>(i)], out); });
}

MLIRBC_INLINE void attr_printer::dense_array(const attrs::dense_array& d, std::string& out) const {
  const mlirbc::type& et = tnode(d.element_type);
  out += "array<";
  scalar_type(et, out);
  if (d.count == 0) {
    out += '>';
    return;
  }
  out += ": ";
  const std::size_t eb = d.count == 0 ? 0 : d.data.size() / static_cast<std::size_t>(d.count);
  for (std::uint64_t i = 0; i < d.count; ++i) {
    if (i != 0) out += ", ";
    const std::byte* p = d.data.data() + static_cast<std::size_t>(i) * eb;
    if (const auto* it = et.get<types::integer>(); it != nullptr && it->width == 1) {
      out += p[0] != std::byte{0} ? "true" : "false";
    } else {
      dense_element(et, p, out);
    }
  }
  out += '>';
}

MLIRBC_INLINE void attr_printer::scalar_type(const mlirbc::type& t, std::string& out) {
  if (const auto* i = t.get<types::integer>()) {
    out += i->sign == signedness::is_signed ? "si" : i->sign == signedness::is_unsigned ? "ui" : "i";
    out += std::to_string(i->width);
  } else if (const auto* f = t.get<types::floating>()) {
    out += info(f->kind).name;
  } else if (t.is<types::index>()) {
    out += "index";
  } else if (const auto* x = t.get<types::textual>()) {
    out += x->text;
  }
}

MLIRBC_INLINE void attr_printer::append_shape(std::span<const std::int64_t> shape, std::string& out) {
  for (const auto d : shape) {
    if (d == dynamic_dim) out += '?';
    else out += std::to_string(d);
    out += 'x';
  }
}

MLIRBC_INLINE bool attr_printer::is_identity_layout(std::uint64_t attr_idx, std::size_t rank) const {
  const auto* t = r_->attr_node(attr_idx).get<attrs::textual>();
  if (t == nullptr) return false;
  std::string dims;
  for (std::size_t i = 0; i < rank; ++i) {
    if (i != 0) dims += ", ";
    dims += 'd';
    dims += std::to_string(i);
  }
  std::string_view s = t->text;
  const std::string head = "affine_map<(" + dims + ")";
  const std::string tail = " -> (" + dims + ")>";
  if (s.size() < head.size() + tail.size() || s.substr(0, head.size()) != head ||
      s.substr(s.size() - tail.size()) != tail)
    return false;
  s = s.substr(head.size(), s.size() - head.size() - tail.size());
  if (s.empty()) return true;
  // Symbols: "[s0, s1, ...]".
  std::string syms = "[";
  for (std::size_t k = 0; syms.size() < s.size(); ++k) {
    if (k != 0) syms += ", ";
    syms += 's';
    syms += std::to_string(k);
    if (syms.size() + 1 == s.size()) break;
  }
  return s == syms + "]";
}

MLIRBC_INLINE void attr_printer::type(std::uint64_t idx, std::string& out) {
  const mlirbc::type& t = tnode(idx);
  switch (t.kind()) {
    case type_kind::integer:
    case type_kind::floating:
    case type_kind::index: scalar_type(t, out); return;
    case type_kind::textual: textual(t.get<types::textual>()->text, idx, entry_kind::type, out); return;
    case type_kind::none: out += "none"; return;
    case type_kind::function: function_type(*t.get<types::function>()); return;
    case type_kind::complex:
      out += "complex<";
      push(lit(">"));
      push(task{op::type, t.get<types::complex>()->element});
      return;
    case type_kind::memref: memref(*t.get<types::memref>(), out); return;
    case type_kind::unranked_memref: unranked_memref(*t.get<types::unranked_memref>(), out); return;
    case type_kind::ranked_tensor: ranked_tensor(*t.get<types::ranked_tensor>(), out); return;
    case type_kind::unranked_tensor:
      out += "tensor<*x";
      push(lit(">"));
      push(task{op::type, t.get<types::unranked_tensor>()->element});
      return;
    case type_kind::vector: vector(*t.get<types::vector>(), out); return;
    case type_kind::tuple: {
      const auto& v = t.get<types::tuple>()->types;
      push_list("tuple<", v.size(), ", ", ">", [&](std::size_t i) { push(task{op::type, v[i]}); });
      return;
    }
    case type_kind::dialect: print_dialect(*t.get<types::dialect>(), entry_kind::type, false, out); return;
    case type_kind::opaque: opaque("!", *t.get<types::opaque>(), out); return;
  }
}

MLIRBC_INLINE void attr_printer::function_type(const types::function& f) {
  const bool wrap = f.results.size() != 1 || tnode(f.results[0]).is<types::function>();
  if (wrap)
    push_list("(", f.results.size(), ", ", ")", [&](std::size_t i) { push(task{op::type, f.results[i]}); });
  else
    push(task{op::type, f.results[0]});
  push_list("(", f.inputs.size(), ", ", ") -> ", [&](std::size_t i) { push(task{op::type, f.inputs[i]}); });
}

MLIRBC_INLINE void attr_printer::memory_space(bool has, std::uint64_t space) {
  if (!has) return;
  push(task{op::attr_may, space});
  push(lit(", "));
}

MLIRBC_INLINE void attr_printer::memref(const types::memref& m, std::string& out) {
  out += "memref<";
  append_shape(m.shape, out);
  push(lit(">"));
  memory_space(m.has_memory_space, m.memory_space);
  if (!is_identity_layout(m.layout, m.shape.size())) {
    push(task{op::attr_may, m.layout});
    push(lit(", "));
  }
  push(task{op::type, m.element});
}

MLIRBC_INLINE void attr_printer::unranked_memref(const types::unranked_memref& m, std::string& out) {
  out += "memref<*x";
  push(lit(">"));
  memory_space(m.has_memory_space, m.memory_space);
  push(task{op::type, m.element});
}

MLIRBC_INLINE void attr_printer::ranked_tensor(const types::ranked_tensor& r, std::string& out) {
  out += "tensor<";
  append_shape(r.shape, out);
  push(lit(">"));
  if (r.has_encoding) {
    push(task{op::attr, r.encoding});
    push(lit(", "));
  }
  push(task{op::type, r.element});
}

MLIRBC_INLINE void attr_printer::vector(const types::vector& v, std::string& out) {
  out += "vector<";
  for (std::size_t i = 0; i < v.shape.size(); ++i) {
    const bool scalable = !v.scalable.empty() && v.scalable[i];
    if (scalable) out += '[';
    out += std::to_string(v.shape[i]);
    if (scalable) out += ']';
    out += 'x';
  }
  push(lit(">"));
  push(task{op::type, v.element});
}

MLIRBC_INLINE void attr_printer::print_dialect(const mlirbc::dialect_value& v, entry_kind kind, bool strip, std::string& out) {
  dialect_printer p(r_->services(), strip);
  v.hooks->print(v.value.get(), kind, p);
  if (!strip) {
    out += kind == entry_kind::type ? '!' : '#';
    out += v.dialect;
  }
  auto& pieces = p.pieces();
  for (std::size_t i = pieces.size(); i-- > 0;) {
    auto& pc = pieces[i];
    switch (pc.kind) {
      case dialect_printer::piece_kind::text:
        owned_.push_back(std::move(pc.text));
        push(lit(owned_.back()));
        break;
      case dialect_printer::piece_kind::attribute: push(task{op::attr, pc.idx}); break;
      case dialect_printer::piece_kind::attribute_stripped: push(task{op::attr_stripped, pc.idx}); break;
      case dialect_printer::piece_kind::type: push(task{op::type, pc.idx}); break;
      case dialect_printer::piece_kind::type_stripped: push(task{op::type_stripped, pc.idx}); break;
    }
  }
}

MLIRBC_INLINE void attr_printer::stripped(std::uint64_t idx, entry_kind kind, std::string& out) {
  const mlirbc::dialect_value* dv = nullptr;
  std::string_view text;
  const bool is_type = kind == entry_kind::type;
  if (is_type) {
    const mlirbc::type& t = tnode(idx);
    if (const auto* d = t.get<types::dialect>()) dv = d;
    else if (const auto* x = t.get<types::textual>()) text = x->text;
  } else {
    const mlirbc::attribute& a = r_->attr_node(idx);
    if (const auto* d = a.get<attrs::dialect>()) dv = d;
    else if (const auto* x = a.get<attrs::textual>()) text = x->text;
  }
  if (dv != nullptr) {
    print_dialect(*dv, kind, true, out);
    return;
  }
  const char sigil = is_type ? '!' : '#';
  if (!text.empty() && text[0] == sigil && text.find('.') != std::string_view::npos) {
    std::size_t i = 1;
    while (i < text.size() && text[i] != '<' && text[i] != '"' && text[i] != ' ') ++i;
    if (i == text.size() || text[i] == '<') {
      const std::size_t begin = i;
      // Keep the distinct renumbering of textual entries: print the tail through textual().
      textual(text.substr(begin), idx, kind, out);
      return;
    }
  }
  push(task{is_type ? op::type : op::attr, idx});
}

MLIRBC_INLINE void attr_printer::loc(std::uint64_t idx, std::string& out) {
  const mlirbc::attribute& a = r_->attr_node(idx);
  switch (a.kind()) {
    case attr_kind::unknown_loc: out += "unknown"; return;
    case attr_kind::file_loc: {
      const auto* l = a.get<attrs::file_loc>();
      print_detail::append_quoted(l->filename, out);
      out += ':';
      out += std::to_string(l->line);
      out += ':';
      out += std::to_string(l->column);
      if (l->end_line == l->line && l->end_column == l->column) return;
      out += " to ";
      if (l->end_line != l->line) out += std::to_string(l->end_line);
      out += ':';
      out += std::to_string(l->end_column);
      return;
    }
    case attr_kind::name_loc: {
      const auto* l = a.get<attrs::name_loc>();
      print_detail::append_quoted(l->name, out);
      if (!r_->attr_node(l->child).is<attrs::unknown_loc>()) {
        out += '(';
        push(lit(")"));
        push(task{op::loc, l->child});
      }
      return;
    }
    case attr_kind::callsite_loc: {
      const auto* l = a.get<attrs::callsite_loc>();
      out += "callsite(";
      push(lit(")"));
      push(task{op::loc, l->caller});
      push(lit(" at "));
      push(task{op::loc, l->callee});
      return;
    }
    case attr_kind::fused_loc: {
      const auto* l = a.get<attrs::fused_loc>();
      out += "fused";
      push_list("[", l->locations.size(), ", ", "]", [&](std::size_t i) { push(task{op::loc, l->locations[i]}); });
      if (l->has_metadata) {
        push(lit(">"));
        push(task{op::attr, l->metadata});
        push(lit("<"));
      }
      return;
    }
    default: push(task{op::attr, idx}); return;  // a dialect location: printed as an attribute
  }
}

MLIRBC_INLINE void attr_printer::textual(std::string_view text, std::uint64_t idx, entry_kind kind, std::string& out) {
  constexpr std::string_view marker = "distinct[";
  // Text the reference reader re-prints differently (a plug-in's rewrite_textual).
  std::string renamed;
  if (r_->dialects().rewrite_textual(text, kind, r_->file(), renamed))
    text = renamed;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (in_string) {
      out += ch;
      if (ch == '\\' && i + 1 < text.size()) out += text[++i];
      else if (ch == '"') in_string = false;
      continue;
    }
    if (ch == '"') in_string = true;
    if (ch == 'd' && text.substr(i, marker.size()) == marker) {
      std::size_t j = i + marker.size();
      std::uint64_t n = 0;
      const std::size_t digits_at = j;
      while (j < text.size() && j - digits_at < 18 && text[j] >= '0' && text[j] <= '9') n = n * 10 + static_cast<std::uint64_t>(text[j++] - '0');
      if (j > digits_at && j < text.size() && text[j] == ']') {
        const auto [it, inserted] = distinct_ids_.try_emplace(distinct_key{true, entry_ref{idx, kind}.key(), n}, next_distinct_);
        if (inserted) ++next_distinct_;
        out += marker;
        out += std::to_string(it->second);
        out += ']';
        i = j;
        continue;
      }
    }
    out += ch;
  }
}

}
