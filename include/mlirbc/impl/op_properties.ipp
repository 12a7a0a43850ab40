// The bodies of op_properties.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../op_properties.hpp"

namespace mlirbc {

namespace detail {

MLIRBC_INLINE bool attribute_fits_kind(const attr_reader& r, std::uint64_t idx, std::string_view expect, attr_kind k) {
  // The kind decides most cases. The finer checks (a flat symbol ref, an i1
  // integer, a dense array's element type) read the node, so a reader keeping
  // only kinds (retention::requested, `mlirbc stats`) skips them: requesting
  // scattered nodes there would cost the memory it exists to save.
  auto node = [&]() -> const attribute& { return r.attr_node(idx); };
  auto keep_node = [&] { return r.attribute(idx).has_value(); };
  auto finer = [&](auto check) { return !r.keeps_nodes() || (keep_node() && check()); };
  if (expect.front() == '#') {
    if (k != attr_kind::textual && k != attr_kind::dialect && k != attr_kind::opaque) return false;
    if (!keep_node()) return false;
    const std::string_view name = expect.substr(1);  // dialect.mnemonic
    const std::size_t dot = name.find('.');
    if (dot == std::string_view::npos) return true;
    const std::string_view dialect = name.substr(0, dot), mnemonic = name.substr(dot + 1);
    if (const auto* t = node().get<attrs::textual>()) {
      const std::string_view text = t->text.substr(std::min<std::size_t>(1, t->text.size()));
      auto ends_word = [&](std::size_t at) {  // the mnemonic is not the prefix of a longer name
        if (at == text.size()) return true;
        const char ch = text[at];
        return !(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' || ch == '$');
      };
      if (t->text.starts_with("#") && text.starts_with(name) && ends_word(name.size())) return true;
      return t->text.starts_with("#") && text.size() > dialect.size() + 1 && text.starts_with(dialect) &&
             text[dialect.size()] == '<' && text.substr(dialect.size() + 1).starts_with(mnemonic) &&
             ends_word(dialect.size() + 1 + mnemonic.size());
    }
    if (const auto* d = node().get<attrs::dialect>()) return static_cast<const dialect_value&>(*d).dialect == dialect;
    if (const auto* o = node().get<attrs::opaque>()) return o->dialect == dialect;
    return false;
  }
  // Builtin attributes never print with a leading `#` (that is a dialect's attribute).
  if (k == attr_kind::textual) return keep_node() && !node().get<attrs::textual>()->text.starts_with("#");
  auto element_is = [&](std::uint64_t type_idx, auto pred) {
    auto t = r.type(type_idx);
    return t.has_value() && pred(**t);
  };
  auto integer_of = [](unsigned width) {
    return [width](const type& t) {
      const auto* i = t.get<types::integer>();
      return i != nullptr && i->width == width && i->sign == signedness::signless;
    };
  };
  auto float_of = [](float_kind fk) {
    return [fk](const type& t) {
      const auto* f = t.get<types::floating>();
      return f != nullptr && f->kind == fk;
    };
  };
  auto shaped_element_is = [&](std::uint64_t type_idx, auto pred) {
    auto t = r.type(type_idx);
    if (!t) return false;
    const auto s = shaped_of(**t);
    return s.has_value() && element_is(s->element, pred);
  };
  if (expect == "string") return k == attr_kind::string;
  if (expect == "type") return k == attr_kind::type_attr;
  if (expect == "integer") return k == attr_kind::integer;
  if (expect == "float") return k == attr_kind::floating;
  if (expect == "array") return k == attr_kind::array;
  if (expect == "dictionary") return k == attr_kind::dictionary;
  if (expect == "unit") return k == attr_kind::unit;
  if (expect == "symbol_ref") return k == attr_kind::symbol_ref;
  if (expect == "flat_symbol_ref")
    return k == attr_kind::symbol_ref && finer([&] { return node().get<attrs::symbol_ref>()->nested.empty(); });
  if (expect == "bool")
    return k == attr_kind::integer && finer([&] { return element_is(node().get<attrs::integer>()->type, integer_of(1)); });
  if (expect.starts_with("dense_array_")) {
    return k == attr_kind::dense_array && finer([&] {
             const std::uint64_t et = node().get<attrs::dense_array>()->element_type;
             const std::string_view e = expect.substr(12);
             if (e == "f32") return element_is(et, float_of(float_kind::f32));
             if (e == "f64") return element_is(et, float_of(float_kind::f64));
             unsigned width = 0;
             for (const char ch : e.substr(1)) width = width * 10 + static_cast<unsigned>(ch - '0');
             return element_is(et, integer_of(width));
           });
  }
  if (expect == "dense_int_elements" || expect == "dense_fp_elements") {
    const bool fp = expect == "dense_fp_elements";
    return k == attr_kind::dense_elements && finer([&] {
             const std::uint64_t t = node().get<attrs::dense_elements>()->type;
             if (fp) return shaped_element_is(t, [](const type& e) { return e.is<types::floating>(); });
             return shaped_element_is(t, [](const type& e) { return e.is<types::integer>() || e.is<types::index>(); });
           });
  }
  if (expect == "dense_elements") return k == attr_kind::dense_elements || k == attr_kind::dense_strings;
  return true;  // an expectation this reader does not know: not checked
}

}  // namespace detail

MLIRBC_INLINE std::string_view property_reader::string(const char* what) {
  const std::uint64_t idx = c_->varint(what);
  if (!c_->ok()) return {};
  auto s = r_->file().strings().at(idx, *c_);
  if (!s) {
    c_->fail_with(s.err());
    return {};
  }
  return *s;
}

MLIRBC_INLINE std::uint64_t property_reader::attribute(const char* what) noexcept {
  const std::uint64_t at = c_->offset();
  const std::uint64_t idx = c_->varint(what);
  const std::uint64_t n = r_->num_attributes();
  if (c_->ok() && idx >= n) c_->fail_at(at, errc::index_out_of_range, what, idx, n);
  return idx;
}

MLIRBC_INLINE std::uint64_t property_reader::dialect_major_version(std::uint64_t fallback) const noexcept {
  const dialect_entry& d = r_->file().dialects().dialects[op_->dialect];
  if (!d.has_version) return fallback;
  cursor c(r_->file().bytes(), d.version_offset, d.version_offset + d.version.size(), section_id::dialect_versions);
  const std::uint64_t major = c.varint("dialect major version");
  return c.ok() ? major : fallback;
}

MLIRBC_INLINE void property_reader::fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value, std::uint64_t limit) noexcept {
  c_->fail_at(at, code, what, value, limit);
}

MLIRBC_INLINE unsigned layout_release(const bytecode& b) noexcept {
  if (b.version() < version_native_properties || b.producer() == "mlirbc") return 22;
  return mlir_producer_major(b.producer());
}

MLIRBC_INLINE unsigned layout_release(const bytecode& b, const dialect_registry& reg) noexcept {
  if (const unsigned forced = reg.forced_op_layouts()) return forced;
  return layout_release(b);
}

MLIRBC_INLINE const op_schema::schema_set* release_set(const bytecode& b, const dialect_registry& reg) noexcept {
  const unsigned release = layout_release(b, reg);
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (release != 0 && s->major == release && s->dialect.empty()) return s;
  return nullptr;
}

MLIRBC_INLINE const op_schema::schema_set* release_set(const attr_reader& r) noexcept {
  return release_set(r.file(), r.dialects());
}

MLIRBC_INLINE std::vector<const op_schema::schema_set*> fit_order(const bytecode& b, const dialect_registry& reg) {
  const unsigned producer = mlir_producer_major(b.producer());
  std::vector<const op_schema::schema_set*> sets;
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (s->dialect.empty() && s->major != op_schema::any_release) sets.push_back(s);
  auto distance = [producer](unsigned m) { return m > producer ? m - producer : producer - m; };
  std::stable_sort(sets.begin(), sets.end(), [&](const op_schema::schema_set* x, const op_schema::schema_set* y) {
    return producer == 0 ? x->major > y->major : distance(x->major) < distance(y->major);
  });
  return sets;
}

MLIRBC_INLINE op_layout_plan plan_op_layouts(const bytecode& b, const dialect_registry& reg) {
  op_layout_plan p;
  p.release = release_set(b, reg);
  if (p.release == nullptr) p.by_fit = fit_order(b, reg);
  for (const op_schema::schema_set* s : reg.op_schemas()) {
    if (s->dialect.empty()) continue;
    const bool used = std::any_of(b.dialects().dialects.begin(), b.dialects().dialects.end(),
                                  [&](const dialect_entry& d) { return d.name == s->dialect; });
    const bool applies = s->major == op_schema::any_release || s->major == layout_release(b, reg);
    if (used && applies) p.dialect_sets.push_back(s);
  }
  return p;
}

MLIRBC_INLINE op_layout find_release_independent_layout(const attr_reader& r, const op_name& op) {
  const bool legacy = r.file().version() < version_native_properties;
  for (const op_schema::schema_set* s : r.dialects().op_schemas()) {
    if (s->major != op_schema::any_release || s->dialect != op.dialect_name) continue;
    if (legacy && !s->legacy_inherent) continue;
    if (const op_schema::op_desc* d = op_schema::find(*s, op)) return {s, d};
  }
  return {};
}

MLIRBC_INLINE op_layout find_layout_in(const attr_reader& r, const op_name& op, unsigned release) {
  if (const op_layout any = find_release_independent_layout(r, op); any.desc != nullptr) return any;
  if (release == 0) return {};
  auto search = [&](bool dialect_sets) -> op_layout {
    for (const op_schema::schema_set* s : r.dialects().op_schemas()) {
      if (s->major != release || s->dialect.empty() == dialect_sets) continue;
      if (dialect_sets && s->dialect != op.dialect_name) continue;
      if (const op_schema::op_desc* d = op_schema::find(*s, op)) return {s, d};
    }
    return {};
  };
  const op_layout own = search(true);
  return own.desc != nullptr ? own : search(false);
}

MLIRBC_INLINE op_layout find_layout(const attr_reader& r, const op_name& op) {
  return find_layout_in(r, op, layout_release(r));
}

}
namespace mlirbc {
namespace detail {

MLIRBC_INLINE error props_error(errc code, const property_entry& e, const char* what) {
  return error{code, section_id::properties, e.offset, what};
}

MLIRBC_INLINE props::value read_native(property_reader& r, cursor& c, std::uint16_t codes, unsigned level) {
  using op_schema::native_code;
  using props::value;
  const auto code = level < 4 ? static_cast<native_code>((codes >> (12 - 4 * level)) & 0xF) : native_code::end;
  auto integer = [&](unsigned bits) { return value::integer_of(op_schema::sign_extend(c.varint("integer property"), bits), bits); };
  auto elements = [&](const char* what, auto element) {
    const std::uint64_t n = c.varint(what);
    if (c.ok() && n > c.remaining()) c.fail(errc::count_too_large, what, n, c.remaining());
    std::vector<value> items;
    for (std::uint64_t i = 0; i < n && c.ok(); ++i) items.push_back(element());
    return items;
  };
  switch (code) {
    case native_code::optional: {
      std::vector<value> items;
      if (c.byte("optional property presence") != 0 && c.ok()) items.push_back(read_native(r, c, codes, level + 1));
      return value::list_of(props::kind::optional, std::move(items));
    }
    case native_code::array:
      return value::list_of(props::kind::list,
                            elements("property array size", [&] { return read_native(r, c, codes, level + 1); }));
    case native_code::i8:
    case native_code::u8: return integer(8);
    case native_code::i32: return integer(32);
    case native_code::i64: return integer(64);
    case native_code::boolean: return value::boolean(c.byte("bool property") != 0);
    case native_code::unit: return c.byte("unit property") != 0 ? value::unit_prop() : value::boolean(false);
    case native_code::string: return value::string(r.string("string property"));
    case native_code::dense_i64:
    case native_code::dense_i32: {
      const unsigned bits = code == native_code::dense_i64 ? 64 : 32;
      auto items = elements("property array size", [&] {
        return value::integer_of(op_schema::sign_extend(c.varint("property array element"), bits), bits);
      });
      return value::list_of(props::kind::dense_array, std::move(items), bits);
    }
    default: c.fail(errc::bad_value, "property value codec", codes, 0); return {};
  }
}

MLIRBC_INLINE props::value read_segments_v6(cursor& c, std::size_t size) {
  const std::uint64_t at = c.offset();
  std::vector<std::int32_t> seg(size, 0);
  const auto head = c.flagged_varint("segment sizes");
  if (head.value != 0 && !head.flag) {
    if (head.value > seg.size()) c.fail_at(at, errc::bad_value, "segment sizes count", head.value, seg.size());
    for (std::uint64_t i = 0; i < head.value && c.ok(); ++i)
      seg[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(c.varint("segment size"));
  } else if (head.value != 0) {
    const std::uint64_t bits = c.varint("segment index bits");
    if (c.ok() && bits > 8) c.fail_at(at, errc::bad_value, "segment index bits", bits, 8);
    if (c.ok() && head.value > c.remaining())
      c.fail_at(at, errc::count_too_large, "segment sizes count", head.value, c.remaining());
    for (std::uint64_t i = 0; i < head.value && c.ok(); ++i) {
      const std::uint64_t pos = c.offset();
      const std::uint64_t pair = c.varint("segment size entry");
      const std::uint64_t index = pair & ((std::uint64_t{1} << bits) - 1);
      if (c.ok() && index >= seg.size()) {
        c.fail_at(pos, errc::index_out_of_range, "segment index", index, seg.size());
        break;
      }
      seg[static_cast<std::size_t>(index)] = static_cast<std::int32_t>(pair >> bits);
    }
  }
  std::vector<props::value> items;
  items.reserve(seg.size());
  for (const std::int32_t s : seg) items.push_back(props::value::integer_of(s, 32));
  return props::value::list_of(props::kind::dense_array, std::move(items), 32);
}

MLIRBC_INLINE result<bool> attribute_fits(const attr_reader& r, std::uint64_t idx, std::string_view expect) {
  if (expect.empty()) return true;
  const auto k = r.kind_of(idx);
  if (!k) return k.err();
  if (r.keeps_nodes())
    if (auto a = r.attribute(idx); !a) return a.err();
  return attribute_fits_kind(r, idx, expect, *k);
}

MLIRBC_INLINE void check_slot(const attr_reader& r, std::uint64_t idx, std::string_view expect, std::uint64_t at, cursor& c) {
  auto fits = attribute_fits(r, idx, expect);
  if (!fits) c.fail_with(fits.err());
  else if (!*fits) c.fail_at(at, errc::bad_value, "op properties: attribute of a kind its slot does not allow", idx, 0);
}

MLIRBC_INLINE auto read_field(const op_schema::field_desc& f, property_reader& pr, cursor& c, const attr_reader& r,
                              const op_name& op, std::vector<property_value>& out) -> void {
  using op_schema::field_kind;
  using props::value;
  const bool v6 = r.file().version() >= version_sparse_segment_sizes;
  const std::uint64_t at = c.offset();
  auto add = [&](value v) {
    if (c.ok()) out.push_back(property_value{f.name, std::move(v)});
  };
  switch (f.kind) {
    case field_kind::attr: {
      const std::uint64_t idx = pr.attribute("required property attribute");
      if (c.ok()) check_slot(r, idx, f.expect, at, c);
      add(value::attribute(idx));
      return;
    }
    case field_kind::opt_attr: {
      // Like the reference reader: without the presence flag the attribute is absent;
      // the op then fills in its default value, if it has one.
      const std::uint64_t v_at = c.offset();
      const auto v = c.flagged_varint("optional property attribute");
      if (v.flag && c.ok() && v.value >= r.num_attributes())
        c.fail_at(v_at, errc::index_out_of_range, "optional property attribute", v.value, r.num_attributes());
      if (v.flag && c.ok()) check_slot(r, v.value, f.expect, v_at, c);
      if (v.flag) add(value::attribute(v.value));
      else if (f.has_default) add(value::printed(f.default_text));
      return;
    }
    case field_kind::segments_v5:
      if (!v6) add(value::attribute(pr.attribute("segment sizes attribute")));
      return;
    case field_kind::segments_v6:
      if (v6) add(read_segments_v6(c, f.size));
      return;
    case field_kind::enum_i8:
    case field_kind::enum_i16:
    case field_kind::enum_i32:
    case field_kind::enum_i64: {
      const unsigned bits = op_schema::enum_bits(f.kind);
      const std::uint64_t v = c.varint("enum property");
      if (c.ok() && bits < 64 && (v >> bits) != 0) c.fail_at(at, errc::bad_value, "enum property", v, (std::uint64_t{1} << bits) - 1);
      add(value::integer_of(op_schema::sign_extend(v, bits), bits));
      return;
    }
    case field_kind::unit_bool:
      // The reference reader takes any non-zero byte as true.
      add(c.byte("bool property") != 0 ? value::unit_attr() : value::boolean(false));
      return;
    case field_kind::optional_i64: {
      std::vector<value> items;
      if (c.byte("optional property presence") != 0)
        items.push_back(value::integer_of(static_cast<std::int64_t>(c.varint("optional property value")), 64));
      add(value::list_of(props::kind::optional, std::move(items)));
      return;
    }
    case field_kind::native: add(read_native(pr, c, f.size, 0)); return;
    case field_kind::custom:
    case field_kind::custom_attr: {
      const detail::dialect_hooks* h = r.dialects().find(op.dialect_name);
      if (h == nullptr) {
        c.fail_at(at, errc::unsupported, "op properties: custom property of a dialect without a plug-in");
        return;
      }
      add(h->decode_property(f.size, pr));
      return;
    }
  }
}

MLIRBC_INLINE auto leading_attribute_index(const bytecode& b, const property_entry& e, cursor& c,
                                                     const char* what) -> result<std::uint64_t> {
  const std::uint64_t idx = c.varint(what);
  if (!c.ok()) return c.err();
  if (idx >= b.attr_types().num_attributes()) {
    return error{errc::index_out_of_range, section_id::properties, e.offset, "properties attribute", idx,
                 b.attr_types().num_attributes()};
  }
  return idx;
}

}
}
namespace mlirbc {

MLIRBC_INLINE result<std::uint64_t> unregistered_properties_attribute(const attr_reader& r, const property_entry& e) {
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  auto idx = detail::leading_attribute_index(r.file(), e, c, "unregistered op properties attribute");
  if (!idx) return idx;
  if (!c.at_end()) {
    const error trailing{errc::trailing_data, section_id::properties, c.offset(), "unregistered op properties entry",
                         c.remaining(), 0};
    if (!r.tolerate(trailing)) return trailing;
  }
  return idx;
}

}
namespace mlirbc {
namespace detail {

MLIRBC_INLINE auto decode_with(const op_layout& layout, const attr_reader& r,
                                                       const op_name& op, const property_entry& e) -> result<std::vector<property_value>> {
  std::vector<property_value> out;
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  property_reader pr(c, r, op, e.offset);
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    read_field(f, pr, c, r, op, out);
    if (!c.ok()) break;
  }
  c.expect_end("op properties entry");
  if (!c.ok()) return c.err();
  std::stable_sort(out.begin(), out.end(), [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

MLIRBC_INLINE unsigned preferred_release(unsigned producer, std::span<const unsigned> releases) noexcept {
  unsigned after = 0, before = 0;  // the nearest at or after the producer, the newest before it
  for (const unsigned m : releases) {
    if (m >= producer && (after == 0 || m < after)) after = m;
    if (m < producer && m > before) before = m;
  }
  return after != 0 ? after : before;
}

MLIRBC_INLINE auto decode_by_known_layouts(const attr_reader& r, const op_name& op,
                                                          const property_entry& e,
                                                          const char* none_fits) -> result<decoded_properties> {
  std::vector<unsigned> releases;
  for (const op_schema::schema_set* s : fit_order(r.file(), r.dialects()))
    if (std::find(releases.begin(), releases.end(), s->major) == releases.end()) releases.push_back(s->major);
  struct fit {
    unsigned release;
    const op_schema::schema_set* set;
    std::vector<property_value> values;
  };
  std::vector<fit> fits;
  error first_error = props_error(errc::unsupported, e, "op properties: no known release has a layout for this op");
  for (const unsigned release : releases) {
    const op_layout layout = find_layout_in(r, op, release);
    if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok) continue;
    auto values = decode_with(layout, r, op, e);
    if (!values) {
      if (first_error.code == errc::unsupported) first_error = values.err();
      continue;
    }
    fits.push_back(fit{release, layout.set, std::move(*values)});
  }
  if (fits.empty()) return none_fits != nullptr ? props_error(errc::unsupported, e, none_fits) : first_error;
  std::size_t chosen = 0;  // all that fit agree: the first (the nearest release)
  for (std::size_t i = 1; i < fits.size(); ++i) {
    if (fits[i].values == fits[0].values) continue;
    // They disagree: take what the reference reader of the nearest release at or
    // after the producer's reads (mlir-opt 22 reads an MLIR 21 file with 22's
    // layouts), with a warning; the newest when the producer names no release.
    std::vector<unsigned> majors;
    for (const fit& f : fits) majors.push_back(f.release);
    const unsigned producer = mlir_producer_major(r.file().producer());
    const unsigned pick = preferred_release(producer == 0 ? ~0u : producer, majors);
    chosen = static_cast<std::size_t>(
        std::find_if(fits.begin(), fits.end(), [&](const fit& f) { return f.release == pick; }) - fits.begin());
    const error warning{errc::unsupported, section_id::properties, e.offset,
                        "op properties: the layouts of two MLIR releases both decode this entry, differently; "
                        "the nearest release at or after the producer's was chosen",
                        fits[chosen].release, fits[chosen == 0 ? i : 0].release};
    if (!r.tolerate(warning)) return warning;
    break;
  }
  decoded_properties out;
  out.values = std::move(fits[chosen].values);
  out.layout = fits[chosen].set;
  out.inferred = true;
  return out;
}

MLIRBC_INLINE decoded_properties properties_of_attribute(const attr_reader& r, std::uint64_t idx) {
  decoded_properties out;
  if (const auto* d = r.attr_node(idx).get<attrs::dictionary>()) {
    for (const named_attr& na : d->entries) out.values.push_back(property_value{na.name, props::value::attribute(na.value)});
  } else {
    out.values.push_back(property_value{{}, props::value::attribute(idx)});
  }
  return out;
}

MLIRBC_INLINE result<decoded_properties> unregistered_properties(const attr_reader& r, const property_entry& e) {
  auto idx = unregistered_properties_attribute(r, e);
  if (!idx) return idx.err();
  if (auto a = r.attribute(*idx); !a) return a.err();
  return properties_of_attribute(r, *idx);
}

MLIRBC_INLINE bool dialect_has_layouts(const attr_reader& r, std::string_view dialect) {
  const auto& sets = r.dialects().op_schemas();
  return std::any_of(sets.begin(), sets.end(), [&](const op_schema::schema_set* s) { return op_schema::has_dialect(*s, dialect); });
}

MLIRBC_INLINE auto or_as_unknown_op(const attr_reader& r, const op_name& op, const property_entry& e,
                                                   result<decoded_properties> decoded) -> result<decoded_properties> {
  if (decoded || decoded.err().code != errc::unsupported || !dialect_has_layouts(r, op.dialect_name)) return decoded;
  const auto& sets = r.dialects().op_schemas();
  if (std::any_of(sets.begin(), sets.end(), [&](const op_schema::schema_set* s) { return op_schema::find(*s, op) != nullptr; }))
    return decoded;
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  auto idx = leading_attribute_index(r.file(), e, c, "op properties attribute");  // bytes after it ignored, as MLIR does
  if (!idx || !r.attribute(*idx)) return decoded;
  const error warning{errc::unsupported, section_id::properties, e.offset,
                      "op properties: registered op that no known release defines, read as MLIR reads an op it does not "
                      "know (one attribute reference)"};
  if (!r.tolerate(warning)) return decoded;
  return properties_of_attribute(r, *idx);
}

}
}
namespace mlirbc {

MLIRBC_INLINE auto decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                                const property_entry& e) -> result<decoded_properties> {
  const bytecode& b = r.file();
  decoded_properties out;
  if (b.version() < version_native_properties)
    return detail::props_error(errc::bad_value, e, "op properties exist only in files of version 5 and later");
  if (!op.registered) return detail::unregistered_properties(r, e);
  const op_layout own = find_release_independent_layout(r, op);
  if (own.desc == nullptr && release_set(r) == nullptr)
    return detail::or_as_unknown_op(r, op, e, detail::decode_by_known_layouts(r, op, e));
  const op_layout layout = own.desc != nullptr ? own : find_layout(r, op);
  if (layout.desc == nullptr) {
    // An op the producer's release does not define here (e.g. MLIR 19's test
    // dialect, whose table only exists for 22): per-op fit, as without a table.
    if (r.dialects().forced_op_layouts() == 0) {
      return detail::or_as_unknown_op(
          r, op, e,
          detail::decode_by_known_layouts(
              r, op, e, "op properties: registered op unknown to the producer's schema, and no other release's layout fits"));
    }
    return detail::props_error(errc::unsupported, e,
                               "op properties: registered op unknown to the forced release's layouts");
  }
  if (layout.desc->status == op_schema::op_status::none)
    return detail::props_error(errc::bad_value, e, "op properties: this op has no property storage");
  if (layout.desc->status != op_schema::op_status::ok)
    return detail::props_error(errc::unsupported, e, "op properties: layout of this op is unknown for the producer");
  auto values = detail::decode_with(layout, r, op, e);
  if (!values) return values.err();
  out.values = std::move(*values);
  out.layout = layout.set;
  return out;
}

MLIRBC_INLINE auto properties_or_opaque(const attr_reader& r, const op_name& op,
                                                       const property_entry& e) -> result<decoded_properties> {
  auto decoded = decode_properties_and_layout(r, op, e);
  if (decoded || r.file().version() < version_native_properties) return decoded;
  error why = decoded.err();
  why.op = r.file().op_number(op);
  if (!r.tolerate(why)) return why;
  decoded_properties out;
  out.opaque = why;
  out.raw = e.bytes;
  return out;
}

MLIRBC_INLINE auto decode_properties(const attr_reader& r, const op_name& op,
                                                             const property_entry& e) -> result<std::vector<property_value>> {
  auto d = decode_properties_and_layout(r, op, e);
  if (!d) return d.err();
  return std::move(d->values);
}

MLIRBC_INLINE bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr) {
  using op_schema::field_kind;
  const op_layout layout = find_layout(r, op);
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok) return false;
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    const bool attribute_field = f.kind == field_kind::attr || f.kind == field_kind::opt_attr ||
                                 f.kind == field_kind::segments_v5 || f.kind == field_kind::custom_attr;
    if (attribute_field && f.name == attr) return true;
    if (f.kind != field_kind::segments_v5) continue;
    if (f.name == "operandSegmentSizes" && attr == "operand_segment_sizes") return true;
    if (f.name == "resultSegmentSizes" && attr == "result_segment_sizes") return true;
  }
  return false;
}

MLIRBC_INLINE std::string_view inherent_print_name(std::string_view attr) noexcept {
  if (attr == "operand_segment_sizes") return "operandSegmentSizes";
  if (attr == "result_segment_sizes") return "resultSegmentSizes";
  return attr;
}

MLIRBC_INLINE auto legacy_properties(const attr_reader& r, const op_name& op,
                                                             std::uint64_t attrs) -> result<std::vector<property_value>> {
  std::vector<property_value> out;
  if (r.file().version() >= version_native_properties)
    return error{errc::bad_value, section_id::ir, 0, "legacy_properties applies to files of version 0 to 4"};
  const op_layout layout = find_layout(r, op);
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok || layout.desc->count == 0) return out;
  const auto fields = op_schema::fields_of(*layout.set, *layout.desc);
  std::vector<std::string_view> nulled;  // dropped: neither the value nor the default prints
  if (attrs != no_attr) {
    auto dict = r.dictionary(attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict) {
      if (!is_inherent_attribute(r, op, na.name)) continue;
      const std::string_view name = inherent_print_name(na.name);
      const auto f = std::find_if(fields.begin(), fields.end(), [&](const op_schema::field_desc& d) { return d.name == name; });
      if (f != fields.end()) {
        auto fits = attribute_fits(r, na.value, f->expect);
        if (!fits) return fits.err();
        if (!*fits) {
          auto entry = r.file().attr_types().attribute_at(attrs);
          error e{errc::bad_value, section_id::attr_type, entry ? entry->offset : 0,
                  "v0-4 inherent attribute of a kind its property does not allow (MLIR drops it)", na.value, 0};
          if (!r.tolerate(e)) return e;
          nulled.push_back(name);
          continue;
        }
      }
      out.push_back(property_value{name, props::value::attribute(na.value)});
    }
  }
  for (const op_schema::field_desc& f : fields) {
    if (!f.has_default) continue;
    auto named = [&](std::string_view n) { return n == f.name; };
    const bool present = std::any_of(out.begin(), out.end(), [&](const property_value& v) { return v.name == f.name; });
    if (!present && std::none_of(nulled.begin(), nulled.end(), named))
      out.push_back(property_value{f.name, props::value::printed(f.default_text)});
  }
  std::stable_sort(out.begin(), out.end(), [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

MLIRBC_INLINE std::string describe_properties_error(const attr_reader& r, const op_name& op, const error& e) {
  std::string out = op.full_name() + " properties: " + e.message() + " (producer '";
  out += r.file().producer();
  out += "'";
  if (const op_schema::schema_set* s = release_set(r)) {
    out += ", schema ";
    out += s->name;
  }
  out += ")";
  return out;
}

}
