// op_properties: an op's properties as named, typed values — decoded from its
// property entry (v5+) with the op's layout (op_schema.hpp), or, for v0-4
// files, selected from its attribute dictionary (which attributes are
// inherent, plus the values MLIR fills in).
//
// Property entries carry no names and no field tags: their layout is fixed by
// the op's ODS definition and changed between LLVM releases without a format
// version bump (docs/format.md §10.6). The layouts of a release are used for
// files of that release's producer; an op or producer without a known layout
// is refused, never guessed. Layout sets come from the reader's registry:
// MLIR's releases (dialects/registry.hpp) and dialect plug-ins' own.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attr_reader.hpp"
#include "bytecode.hpp"
#include "cursor.hpp"
#include "dialect_table.hpp"
#include "error.hpp"
#include "op_schema.hpp"
#include "producer.hpp"
#include "property_table.hpp"
#include "property_values.hpp"
#include "result.hpp"
#include "shaped_types.hpp"

namespace mlirbc {

// What a dialect plug-in's decode_property sees of one property entry: the
// bytes of its field (sticky errors, as dialect_reader), the attributes of
// the file, and the op's dialect version.
template <class = void>
class basic_property_reader {
 public:
  basic_property_reader(cursor& c, const attr_reader& r, const op_name& op, std::uint64_t entry_offset) noexcept
      : c_(&c), r_(&r), op_(&op), entry_offset_(entry_offset) {}

  std::uint64_t varint(const char* what) noexcept { return c_->varint(what); }
  std::uint8_t byte(const char* what) noexcept { return c_->byte(what); }
  // A string-table index.
  std::string_view string(const char* what) {
    const std::uint64_t idx = c_->varint(what);
    if (!c_->ok()) return {};
    auto s = r_->file().strings().at(idx, *c_);
    if (!s) {
      c_->fail_with(s.err());
      return {};
    }
    return *s;
  }
  // An attribute index, checked against the table.
  std::uint64_t attribute(const char* what) noexcept {
    const std::uint64_t at = c_->offset();
    const std::uint64_t idx = c_->varint(what);
    const std::uint64_t n = r_->num_attributes();
    if (c_->ok() && idx >= n) c_->fail_at(at, errc::index_out_of_range, what, idx, n);
    return idx;
  }
  const attr_reader& attributes() const noexcept { return *r_; }
  // The major version in the op's dialect version payload; `fallback` when the file has none.
  std::uint64_t dialect_major_version(std::uint64_t fallback) const noexcept {
    const dialect_entry& d = r_->file().dialects().dialects[op_->dialect];
    if (!d.has_version) return fallback;
    cursor c(r_->file().bytes(), d.version_offset, d.version_offset + d.version.size(), section_id::dialect_versions);
    const std::uint64_t major = c.varint("dialect major version");
    return c.ok() ? major : fallback;
  }

  bool ok() const noexcept { return c_->ok(); }
  std::uint64_t offset() const noexcept { return c_->offset(); }
  std::uint64_t entry_offset() const noexcept { return entry_offset_; }
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    c_->fail_at(at, code, what, value, limit);
  }

 private:
  cursor* c_;
  const attr_reader* r_;
  const op_name* op_;
  std::uint64_t entry_offset_;
};
using property_reader = basic_property_reader<>;

// Where an op's layout is: the set and the op's entry in it.
struct op_layout {
  const op_schema::schema_set* set = nullptr;
  const op_schema::op_desc* desc = nullptr;
};

// An op's decoded properties and the layout set that decoded them.
struct decoded_properties {
  std::vector<property_value> values;
  const op_schema::schema_set* layout = nullptr;  // null for an unregistered op (no layout)
  bool inferred = false;  // the producer has no table: chosen among the known releases by fit
  // Set by properties_or_opaque when nothing decodes the entry: the reason
  // (also a warning of the reader). The properties are then only the entry's
  // bytes, printed `<#mlirbc.opaque_properties<"0x…">>`; `values` is empty.
  error opaque{};
  std::span<const std::byte> raw;  // the entry's bytes when opaque (a view into the file)
};

// The LLVM release whose op definitions apply to `b`, or 0 when unknown. v5+
// files hold their writer's layouts: the producer's release (`mlirbc`, the
// writer in writer.hpp, writes MLIR 22's). v0-4 files carry attributes by
// name, and the reference printer (mlir-opt 22) applies its own definitions.
template <class = void>
inline unsigned layout_release(const bytecode& b) noexcept {
  if (b.version() < version_native_properties || b.producer() == "mlirbc") return 22;
  return mlir_producer_major(b.producer());
}

// The release whose layouts apply: the registry's forced one
// (dialect_registry::force_op_layouts), else layout_release(file).
template <class = void>
inline unsigned layout_release(const bytecode& b, const dialect_registry& reg) noexcept {
  if (const unsigned forced = reg.forced_op_layouts()) return forced;
  return layout_release(b);
}
template <class = void>
inline unsigned layout_release(const attr_reader& r) noexcept { return layout_release(r.file(), r.dialects()); }

// The release set (MLIR's own op layouts) of layout_release, if registered.
template <class = void>
inline const op_schema::schema_set* release_set(const bytecode& b, const dialect_registry& reg) noexcept {
  const unsigned release = layout_release(b, reg);
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (release != 0 && s->major == release && s->dialect.empty()) return s;
  return nullptr;
}
template <class = void>
inline const op_schema::schema_set* release_set(const attr_reader& r) noexcept {
  return release_set(r.file(), r.dialects());
}

// For a producer without a release set: the registered release sets in the
// order they are tried on each op, nearest release first (newest first when
// the producer names no MLIR release).
template <class = void>
inline std::vector<const op_schema::schema_set*> fit_order(const bytecode& b, const dialect_registry& reg) {
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

// Which op layouts a reader applies to a file (what `mlirbc info` reports).
struct op_layout_plan {
  const op_schema::schema_set* release = nullptr;          // the producer's release set (or the forced one)
  std::vector<const op_schema::schema_set*> by_fit;        // without one: tried per op, in this order
  std::vector<const op_schema::schema_set*> dialect_sets;  // plug-ins' sets for dialects the file uses
};
template <class = void>
inline op_layout_plan plan_op_layouts(const bytecode& b, const dialect_registry& reg) {
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

// The layout of `op` in a plug-in's set that holds for every producer
// (op_schema::any_release), if any.
template <class = void>
inline op_layout find_release_independent_layout(const attr_reader& r, const op_name& op) {
  for (const op_schema::schema_set* s : r.dialects().op_schemas()) {
    if (s->major != op_schema::any_release || s->dialect != op.dialect_name) continue;
    if (const op_schema::op_desc* d = op_schema::find(*s, op)) return {s, d};
  }
  return {};
}

// The layout of `op` in MLIR `release`: a plug-in's set for the op's dialect
// first (one for any release, then one for `release`), then the release set.
// find_layout: of layout_release(r).
template <class = void>
inline op_layout find_layout_in(const attr_reader& r, const op_name& op, unsigned release) {
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
template <class = void>
inline op_layout find_layout(const attr_reader& r, const op_name& op) {
  return find_layout_in(r, op, layout_release(r));
}

namespace detail {

template <class = void>
inline error props_error(errc code, const property_entry& e, const char* what) {
  return error{code, section_id::properties, e.offset, what};
}

// One native property value of codec `codes` (op_schema::native_code); `level`
// is the current nibble (0 = outermost): nesting is bounded by the four codes
// of the table, never by the file.
template <class = void>
inline props::value read_native(property_reader& r, cursor& c, std::uint16_t codes, unsigned level) {
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

// v6 segment sizes: a sparse int32 array of `size` entries (docs/format.md §10.5):
// (n<<1 | sparse); dense: n values; sparse: n non-zero entries (value<<bits | index)
// after a bit width <= 8.
template <class = void>
inline props::value read_segments_v6(cursor& c, std::size_t size) {
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

// `#llvm.overflow<nsw, nuw>`; empty when v has bits without a name.
template <class = void>
inline std::string overflow_text(const op_schema::schema_set& set, std::uint64_t v) {
  std::string names;
  std::uint64_t covered = 0;
  for (const op_schema::enum_case& k : set.overflow_flags) {
    if (k.value != 0 && (v & k.value) == k.value) {
      if (!names.empty()) names += ", ";
      names += k.name;
      covered |= k.value;
    }
  }
  if (covered != v) return {};
  if (v == 0) names = "none";
  return "#llvm.overflow<" + names + ">";
}

// Whether attribute `idx` is of the kind a property slot allows (field_desc::expect):
// MLIR's reader casts the attribute to the slot's storage class and refuses the file
// when that fails. A dialect's class `#d.m` fits a textual entry printed `#d.m…` (or
// `#d<m …>`, the form of enum attributes) and any custom-encoded entry of dialect d;
// for a builtin class a textual entry fits unless it is a dialect's (`#…`: MLIR would
// parse the rest); a malformed attribute does not fit.
template <class = void>
inline bool attribute_fits_kind(const attr_reader& r, std::uint64_t idx, std::string_view expect, attr_kind k);

// attribute_fits_kind, or the attribute's own decode error (reported as such, not
// as a wrong kind).
template <class = void>
inline result<bool> attribute_fits(const attr_reader& r, std::uint64_t idx, std::string_view expect) {
  if (expect.empty()) return true;
  const auto k = r.kind_of(idx);
  if (!k) return k.err();
  if (r.keeps_nodes())
    if (auto a = r.attribute(idx); !a) return a.err();
  return attribute_fits_kind(r, idx, expect, *k);
}

// `k`: the kind of attribute idx, which decoded.
template <class>
inline bool attribute_fits_kind(const attr_reader& r, std::uint64_t idx, std::string_view expect, attr_kind k) {
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
    if (const auto* t = node().template get<attrs::textual>()) {
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
    if (const auto* d = node().template get<attrs::dialect>()) return static_cast<const dialect_value&>(*d).dialect == dialect;
    if (const auto* o = node().template get<attrs::opaque>()) return o->dialect == dialect;
    return false;
  }
  // Builtin attributes never print with a leading `#` (that is a dialect's attribute).
  if (k == attr_kind::textual) return keep_node() && !node().template get<attrs::textual>()->text.starts_with("#");
  auto element_is = [&](std::uint64_t type_idx, auto pred) {
    auto t = r.type(type_idx);
    return t.has_value() && pred(**t);
  };
  auto integer_of = [](unsigned width) {
    return [width](const type& t) {
      const auto* i = t.template get<types::integer>();
      return i != nullptr && i->width == width && i->sign == signedness::signless;
    };
  };
  auto float_of = [](float_kind fk) {
    return [fk](const type& t) {
      const auto* f = t.template get<types::floating>();
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
    return k == attr_kind::symbol_ref && finer([&] { return node().template get<attrs::symbol_ref>()->nested.empty(); });
  if (expect == "bool")
    return k == attr_kind::integer && finer([&] { return element_is(node().template get<attrs::integer>()->type, integer_of(1)); });
  if (expect.starts_with("dense_array_")) {
    return k == attr_kind::dense_array && finer([&] {
             const std::uint64_t et = node().template get<attrs::dense_array>()->element_type;
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
             const std::uint64_t t = node().template get<attrs::dense_elements>()->type;
             if (fp) return shaped_element_is(t, [](const type& e) { return e.template is<types::floating>(); });
             return shaped_element_is(t, [](const type& e) { return e.template is<types::integer>() || e.template is<types::index>(); });
           });
  }
  if (expect == "dense_elements") return k == attr_kind::dense_elements || k == attr_kind::dense_strings;
  return true;  // an expectation this reader does not know: not checked
}

// Fails `c` at `at` when attribute `idx` may not sit in a slot of class `expect`,
// or with the attribute's own error when it does not decode.
template <class = void>
inline void check_slot(const attr_reader& r, std::uint64_t idx, std::string_view expect, std::uint64_t at, cursor& c) {
  auto fits = attribute_fits(r, idx, expect);
  if (!fits) c.fail_with(fits.err());
  else if (!*fits) c.fail_at(at, errc::bad_value, "op properties: attribute of a kind its slot does not allow", idx, 0);
}

// Decodes one field of a registered op's entry into `out` (nothing for an
// absent optional attribute without a default, or a segment field of the
// other version).
template <class = void>
inline void read_field(const op_layout& layout, const op_schema::field_desc& f, property_reader& pr, cursor& c,
                       const attr_reader& r, const op_name& op, std::vector<property_value>& out) {
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
    case field_kind::llvm_overflow_flags: {
      const std::uint64_t v = c.varint("overflow flags property") & 0xFFFFFFFFu;  // stored as uint32
      std::string text = overflow_text(*layout.set, v);
      if (c.ok() && text.empty()) c.fail_at(at, errc::bad_value, "overflow flags property", v, 3);
      add(value::enum_of(static_cast<std::int64_t>(v), std::move(text)));
      return;
    }
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

}  // namespace detail

namespace detail {

// The attribute index that properties entry `e` starts with, bounds-checked
// (all MLIR reads of the entry of an op it does not know); `c`, over the
// entry, is left after it.
template <class = void>
inline result<std::uint64_t> leading_attribute_index(const bytecode& b, const property_entry& e, cursor& c,
                                                     const char* what) {
  const std::uint64_t idx = c.varint(what);
  if (!c.ok()) return c.err();
  if (idx >= b.attr_types().num_attributes()) {
    return error{errc::index_out_of_range, section_id::properties, e.offset, "properties attribute", idx,
                 b.attr_types().num_attributes()};
  }
  return idx;
}

}  // namespace detail

// A unregistered op's properties entry (v5+): the index of the attribute that mlir-opt
// prints as `<ATTR>` (normally a DictionaryAttr, printed `<{…}>`, even when empty).
// MLIR reads nothing after the index: bytes left over are a deviation it
// tolerates (a warning through `r`; strict mode refuses).
template <class = void>
inline result<std::uint64_t> unregistered_properties_attribute(const attr_reader& r, const property_entry& e) {
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

namespace detail {

// Decodes entry `e` by `layout`, consuming it exactly; values sorted by name.
template <class = void>
inline result<std::vector<property_value>> decode_with(const op_layout& layout, const attr_reader& r,
                                                       const op_name& op, const property_entry& e) {
  std::vector<property_value> out;
  cursor c(r.file().bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  property_reader pr(c, r, op, e.offset);
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    read_field(layout, f, pr, c, r, op, out);
    if (!c.ok()) break;
  }
  c.expect_end("op properties entry");
  if (!c.ok()) return c.err();
  std::stable_sort(out.begin(), out.end(), [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

// A producer without a layout table of its own (another MLIR release, a git
// build, StableHLO, any string: MLIR never reads it): the entry is decoded by
// the op's layout in each registered release, nearest release first (newest
// first when the producer names none), and a layout counts only if it
// consumes the entry exactly. Most ops never changed layout, so all that fit
// agree; when two fit and disagree, the entry is refused rather than guessed.
// When none fits: the first layout's decode error, or `none_fits` (unsupported) if given.
template <class = void>
inline result<decoded_properties> decode_by_known_layouts(const attr_reader& r, const op_name& op,
                                                          const property_entry& e,
                                                          const char* none_fits = nullptr) {
  std::vector<unsigned> releases;
  for (const op_schema::schema_set* s : fit_order(r.file(), r.dialects()))
    if (std::find(releases.begin(), releases.end(), s->major) == releases.end()) releases.push_back(s->major);
  std::optional<std::vector<property_value>> chosen;
  unsigned chosen_release = 0;
  const op_schema::schema_set* chosen_set = nullptr;
  error first_error = props_error(errc::unsupported, e, "op properties: no known release has a layout for this op");
  for (const unsigned release : releases) {
    const op_layout layout = find_layout_in(r, op, release);
    if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok) continue;
    auto values = decode_with(layout, r, op, e);
    if (!values) {
      if (first_error.code == errc::unsupported) first_error = values.err();
      continue;
    }
    if (!chosen) {
      chosen = std::move(*values);
      chosen_release = release;
      chosen_set = layout.set;
    } else if (*values != *chosen) {
      return error{errc::unsupported, section_id::properties, e.offset,
                   "op properties: the layouts of two MLIR releases both decode this entry, differently",
                   chosen_release, release};
    }
  }
  if (!chosen) return none_fits != nullptr ? props_error(errc::unsupported, e, none_fits) : first_error;
  decoded_properties out;
  out.values = std::move(*chosen);
  out.layout = chosen_set;
  out.inferred = true;
  return out;
}

// The values of properties held as attribute `idx` (decoded): a
// DictionaryAttr yields its entries, any other attribute one value with an
// empty name (printed `<ATTR>`).
template <class = void>
inline decoded_properties properties_of_attribute(const attr_reader& r, std::uint64_t idx) {
  decoded_properties out;
  if (const auto* d = r.attr_node(idx).get<attrs::dictionary>()) {
    for (const named_attr& na : d->entries) out.values.push_back(property_value{na.name, props::value::attribute(na.value)});
  } else {
    out.values.push_back(property_value{{}, props::value::attribute(idx)});
  }
  return out;
}

template <class = void>
inline result<decoded_properties> unregistered_properties(const attr_reader& r, const property_entry& e) {
  auto idx = unregistered_properties_attribute(r, e);
  if (!idx) return idx.err();
  if (auto a = r.attribute(*idx); !a) return a.err();
  return properties_of_attribute(r, *idx);
}

// Whether mlirbc knows the ops of `dialect` (some layout set describes one).
template <class = void>
inline bool dialect_has_layouts(const attr_reader& r, std::string_view dialect) {
  const auto& sets = r.dialects().op_schemas();
  return std::any_of(sets.begin(), sets.end(), [&](const op_schema::schema_set* s) { return op_schema::has_dialect(*s, dialect); });
}

// `decoded`, or, when no layout decoded the entry of a registered op that no
// layout set defines although its dialect's ops are known (a name changed in
// transit, or an op newer than every table): MLIR does not know the op either
// and reads its entry as an unregistered op's (one attribute reference, bytes
// after it ignored). mlirbc reads it so too, with a warning at the entry, when
// that read succeeds; in strict mode `decoded`'s error stands. An op of a
// dialect mlirbc has no layouts for stays `unsupported`: its layout is unknown.
template <class = void>
inline result<decoded_properties> or_as_unknown_op(const attr_reader& r, const op_name& op, const property_entry& e,
                                                   result<decoded_properties> decoded) {
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

}  // namespace detail

// Decodes the properties entry `e` of op `op` (file version >= 5), consuming it exactly,
// and says which layout set did it. The values are what mlir-opt's generic printer shows
// inside `<{…}>`, sorted by name: absent optional attributes are left out.
// - registered op: its layout (find_layout); a producer without a layout table: the
//   known releases' layouts that decode the entry exactly (decode_by_known_layouts), as
//   for an op missing from the producer's table; with a forced release, only its layouts.
// - unregistered op: the entry is one attr idx (detail::properties_of_attribute).
// - a registered op that no layout set defines, of a dialect whose ops are known: read
//   as an unregistered op's, with a warning (detail::or_as_unknown_op).
template <class = void>
inline result<decoded_properties> decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                                const property_entry& e) {
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

// decode_properties_and_layout, or, when nothing decodes the entry (a dialect
// without a table, no layout that fits, two releases that fit and disagree, a
// broken slot) and the reader takes the reason as a warning naming the op:
// the entry opaque (decoded_properties::opaque, ::raw). What the printers,
// file_stats and the weight index use, so that one entry never costs the
// whole file; in strict mode the reason is the error.
template <class = void>
inline result<decoded_properties> properties_or_opaque(const attr_reader& r, const op_name& op,
                                                       const property_entry& e) {
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

// The values of decode_properties_and_layout.
template <class = void>
inline result<std::vector<property_value>> decode_properties(const attr_reader& r, const op_name& op,
                                                             const property_entry& e) {
  auto d = decode_properties_and_layout(r, op, e);
  if (!d) return d.err();
  return std::move(d->values);
}

// For v0-4 files: is `attr` an inherent attribute of `op` (so that mlir-opt prints it
// inside `<{…}>` rather than `{…}`)? Decided by LLVM 22's op definitions (see
// layout_release). Includes the legacy spellings operand_segment_sizes/result_segment_sizes,
// which mlir-opt folds into operandSegmentSizes/resultSegmentSizes. Native properties are
// not attributes and never inherent here (see legacy_properties).
template <class = void>
inline bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr) {
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

// The name under which an inherent attribute prints: the legacy spellings
// operand_segment_sizes/result_segment_sizes become operandSegmentSizes/resultSegmentSizes.
template <class = void>
inline std::string_view inherent_print_name(std::string_view attr) noexcept {
  if (attr == "operand_segment_sizes") return "operandSegmentSizes";
  if (attr == "result_segment_sizes") return "resultSegmentSizes";
  return attr;
}

// For v0-4 files: what mlir-opt prints inside `<{…}>` for registered op `op` whose
// attribute dictionary is `attrs` (an attribute index, or no_attr when the op has none),
// sorted by name. The inherent entries of the dictionary (is_inherent_attribute), plus
// what the reference reader fills in because the file cannot hold it: default values of
// default-valued attributes, initial values of native properties (`noWrapFlags = 0 :
// i32`, `disjoint = false`, `alignment = []`) and zero segment sizes. The remaining,
// discardable, entries print in `{…}`.
// An inherent entry of a kind its property does not allow (field_desc::expect) is
// dropped, default included, as MLIR's reader drops it (it casts the value to the
// property's class and keeps null on failure); each drop is a warning of `r` at
// the dictionary's entry (attr_reader::warnings), and an error in strict mode.
template <class = void>
inline result<std::vector<property_value>> legacy_properties(const attr_reader& r, const op_name& op,
                                                             std::uint64_t attrs) {
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

// "func.func properties: <error message> (producer 'MLIR19.1.7', schema MLIR 19)" — names
// the op and the producer, which the fixed-size error value cannot carry.
template <class = void>
inline std::string describe_properties_error(const attr_reader& r, const op_name& op, const error& e) {
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

}  // namespace mlirbc
