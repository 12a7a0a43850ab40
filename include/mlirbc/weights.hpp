// weights: the tensor data an op uses — dense_resource attributes, each with
// its resource blob seen through the attribute's type (element kind, shape,
// typed span), and constants stored inline in attributes (builtin `dense<…>`,
// a dialect's tensor attribute such as vhlo's tensor_v1) — and a whole-file
// index "resource -> the ops that use it", with every inline constant.
//
// Where an op keeps its attributes depends on the file version: v0-4 put
// everything in the op's attribute dictionary; v5+ put inherent attributes
// (e.g. arith.constant's `value`) in the op's properties, whose layout is
// op- and producer-specific (op_properties.hpp). Both are searched, including
// attributes nested in arrays, dictionaries and distinct attributes.
//
// A weight is reported even when its data is unusable; `problem` then says
// why (blob size != elements x element size, a dynamic shape, an element type
// without a known storage size, a malformed blob header), and `message()`
// names the resource key, which the fixed-size `error` cannot carry.
//
// Storage per element in a blob: integers ceil(width/8) bytes, i1 one byte
// (MLIR's bool resource storage, not the bit-packing of dense<>), index 8,
// floats their storage bytes (bf16 2, f80 10, tf32 3, f8/f6/f4 1), complex
// twice its part; little-endian, row-major, no padding.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include "attr_reader.hpp"
#include "attributes.hpp"
#include "bytecode.hpp"
#include "dense_data.hpp"
#include "dialect_registry.hpp"
#include "float_format.hpp"
#include "ir.hpp"
#include "op_properties.hpp"
#include "resource_table.hpp"
#include "shaped_types.hpp"

namespace mlirbc {

enum class element_kind : std::uint8_t {
  integer,           // iN, siN, uiN
  index,             // index (64 bits)
  floating,          // any float format
  complex_integer,   // complex<iN>
  complex_floating,  // complex<fN>
  unsupported,       // anything else (e.g. a type of another dialect)
};

// What one element of a weight is, and how many bytes it takes in a blob.
struct element_info {
  element_kind kind = element_kind::unsupported;
  std::uint64_t type = 0;   // type index of the element type
  std::uint32_t bits = 0;   // width of one scalar (of one part for complex)
  std::uint32_t bytes = 0;  // storage bytes per element (both parts for complex); 0 if unsupported
  signedness sign = signedness::signless;  // integers
  float_kind fkind = float_kind::f32;      // floating, complex_floating

  // Whether C++ type T can view these elements: T has the storage size, and a
  // floating-point T is exactly the element's format (float = f32, double =
  // f64); an integer or other trivially copyable T of the right size takes any
  // element as raw bits (e.g. std::uint16_t for bf16). `offset`: for the error.
  template <class T>
  error accepts(section_id section, std::uint64_t offset) const {
    if (sizeof(T) != bytes)
      return error{errc::type_mismatch, section, offset, "element size of the requested type", sizeof(T), bytes};
    if constexpr (std::is_floating_point_v<T>) {
      const bool same = kind == element_kind::floating &&
                        ((std::is_same_v<T, float> && fkind == float_kind::f32) ||
                         (std::is_same_v<T, double> && fkind == float_kind::f64));
      if (!same) return error{errc::type_mismatch, section, offset, "floating-point type does not match the element type"};
    }
    return {};
  }
};

// One dense_resource attribute and its data.
struct weight_view {
  std::string_view key;      // resource key
  std::uint64_t handle = 0;  // dialect resource handle (resource_table::dialect_resource)
  std::string_view name;     // the attribute/property name that holds it ("value"); may be empty
  std::uint64_t attr = 0;    // attribute index of the dense_resource
  std::uint64_t type = 0;    // type index of its shaped type
  std::span<const std::int64_t> shape;  // owned by the attr_reader
  element_info element;
  std::uint64_t num_elements = 0;
  bool has_data = false;  // false: declared without data, or elided (entry size 0)
  blob data;              // the blob (alignment, file offset, bytes); empty unless has_data
  error problem;          // set when the data cannot be used as the type says

  bool ok() const noexcept { return !problem; }

  // "resource 'KEY': <problem>" (or "resource 'KEY': ok").
  std::string message() const {
    std::string out = "resource '";
    out += key;
    out += "': ";
    out += problem ? problem.message() : std::string(has_data ? "ok" : "declared without data");
    return out;
  }

  // The data bytes (checked against the type); an error if unusable or absent.
  result<std::span<const std::byte>> bytes() const {
    if (problem) return problem;
    if (!has_data) return no_data();
    return data.data;
  }

  // The data as num_elements values of T (element_info::accepts); fails if
  // the blob address is not aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (problem) return problem;
    if (!has_data) return no_data();
    if (error e = element.accepts<T>(section_id::resource, data.offset)) return e;
    return data.template as<T>();
  }

 private:
  error no_data() const {
    return error{errc::not_found, section_id::resource, data.offset, "resource declared without data (or elided)"};
  }
};

// Tensor data stored inline in an attribute: a builtin `dense<…>` of numbers
// or booleans, or a dialect attribute that exposes its data (dense_data_of;
// vhlo's tensor_v1). A view into the file like a weight's blob, without an
// alignment promise: the data starts wherever the attribute's encoding puts it.
struct constant_view {
  std::string_view name;     // the attribute/property name that holds it; may be empty
  std::uint64_t attr = 0;    // attribute index
  dense_data data;           // the stored bytes, their layout, shape and type indexes
  element_info element;      // one element as expanded (booleans: one byte, 0 or 1)
  std::uint64_t offset = 0;  // file offset of data.bytes

  std::span<const std::int64_t> shape() const noexcept { return data.shape; }
  std::uint64_t num_elements() const noexcept { return data.num_elements; }
  // Every element is stored as itself (no splat, no bit packing): as() can view it.
  bool stored_elementwise() const noexcept {
    return data.layout == dense_layout::elements || (data.layout == dense_layout::splat && data.num_elements == 1);
  }
  // Bytes of the expanded elements (num_elements x element.bytes); nullopt on overflow.
  std::optional<std::uint64_t> expanded_size() const noexcept {
    if (element.bytes != 0 && data.num_elements > UINT64_MAX / element.bytes) return std::nullopt;
    return data.num_elements * element.bytes;
  }

  // The stored elements as num_elements values of T (element_info::accepts),
  // without a copy: fails for a splat or bit-packed layout (use copy_to) and
  // when the data's address is not aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (!stored_elementwise()) {
      return error{errc::unsupported, section_id::attr_type, offset,
                   "constant is stored as a splat or bit-packed (copy_to expands it)"};
    }
    if (error e = element.accepts<T>(section_id::attr_type, offset)) return e;
    if (error e = check_stored_size()) return e;
    return blob{data.bytes, 1, offset}.as<T>();
  }

  // Fails when the stored bytes are not the size their layout needs for
  // elements of element.bytes (a dialect value or type of a hostile file).
  error check_stored_size() const {
    if (element.kind == element_kind::unsupported)
      return error{errc::unsupported, section_id::attr_type, offset, "constant element type has no known storage size"};
    const auto stored = data.stored_size(element.bytes);
    if (stored && data.bytes.size() == *stored) return {};
    return error{errc::type_mismatch, section_id::attr_type, offset, "constant data size does not match its layout",
                 data.bytes.size(), stored.value_or(0)};
  }

  // Writes the elements, expanded, to `out` (exactly expanded_size() bytes):
  // a splat repeated, booleans one byte each (0 or 1).
  error copy_to(std::span<std::byte> out) const {
    const auto size = expanded_size();
    if (!size || out.size() != *size)
      return error{errc::bad_value, section_id::attr_type, offset, "copy_to buffer size", out.size(), size.value_or(0)};
    if (error e = check_stored_size()) return e;
    if (data.is_bool) {
      for (std::uint64_t i = 0; i < data.num_elements; ++i)
        out[static_cast<std::size_t>(i)] = std::byte{data.bit(i) ? std::uint8_t{1} : std::uint8_t{0}};
    } else if (data.layout == dense_layout::elements) {
      std::copy(data.bytes.begin(), data.bytes.end(), out.begin());
    } else {  // a splat
      for (std::size_t at = 0; at < out.size(); at += data.bytes.size())
        std::copy(data.bytes.begin(), data.bytes.end(), out.begin() + static_cast<std::ptrdiff_t>(at));
    }
    return {};
  }
};

// The weights of one op. `unreadable_properties` is set (the reason, also a
// warning of the reader) when the op has v5+ properties that nothing decodes
// (decoded_properties::opaque): weights held there cannot be found and are
// missing from the lists.
struct op_weights {
  std::vector<weight_view> weights;      // dense_resource attributes
  std::vector<constant_view> constants;  // inline tensor data
  error unreadable_properties;
};

namespace weights_detail {

template <class = void>
inline element_info element_of(const attr_reader& r, std::uint64_t type_idx) {
  element_info e;
  e.type = type_idx;
  const type& t = r.type_node(type_idx);
  auto int_bytes = [](std::uint32_t w) { return w == 1 ? 1u : (w + 7) / 8; };
  if (const auto* i = t.template get<types::integer>()) {
    e.kind = element_kind::integer;
    e.bits = i->width;
    e.bytes = int_bytes(i->width);
    e.sign = i->sign;
  } else if (t.template is<types::index>()) {
    e.kind = element_kind::index;
    e.bits = 64;
    e.bytes = 8;
  } else if (const auto* f = t.template get<types::floating>()) {
    e.kind = element_kind::floating;
    e.fkind = f->kind;
    e.bits = info(f->kind).bits;
    e.bytes = float_storage_bytes(f->kind);
  } else if (const auto* c = t.template get<types::complex>()) {
    const type& part = r.type_node(c->element);
    if (const auto* ci = part.template get<types::integer>()) {
      e.kind = element_kind::complex_integer;
      e.bits = ci->width;
      e.bytes = 2 * ((ci->width + 7) / 8);
      e.sign = ci->sign;
    } else if (const auto* cf = part.template get<types::floating>()) {
      e.kind = element_kind::complex_floating;
      e.fkind = cf->kind;
      e.bits = info(cf->kind).bits;
      e.bytes = 2 * float_storage_bytes(cf->kind);
    }
  }
  // Widths up to 2^24 bits keep e.bytes far from overflow.
  return e;
}

// A weight from a decoded dense_resource attribute node.
template <class = void>
inline weight_view make_weight(const attr_reader& r, const attribute& a, const attrs::dense_resource& d,
                          std::string_view name) {
  const bytecode& b = r.file();
  weight_view w;
  w.key = d.key;
  w.handle = d.handle;
  w.name = name;
  w.attr = a.index;
  w.type = d.type;
  w.data.offset = a.offset;
  const type& t = r.type_node(d.type);
  const std::vector<std::int64_t>* dims = nullptr;
  std::uint64_t elem = 0;
  if (const auto* rt = t.template get<types::ranked_tensor>()) {
    dims = &rt->shape;
    elem = rt->element;
  } else if (const auto* v = t.template get<types::vector>()) {
    dims = &v->shape;
    elem = v->element;
  }
  if (dims == nullptr) {
    w.problem = error{errc::unsupported, section_id::attr_type, a.offset,
                      "dense_resource type is not a ranked tensor or vector type", d.type, 0};
    return w;
  }
  w.shape = *dims;
  w.element = element_of(r, elem);
  const auto n = static_element_count(w.shape);
  if (!n) {
    w.problem = error{errc::unsupported, section_id::attr_type, a.offset,
                      "dense_resource shape is dynamic or its element count overflows"};
    return w;
  }
  w.num_elements = *n;
  if (w.element.kind == element_kind::unsupported) {
    w.problem = error{errc::unsupported, section_id::attr_type, a.offset,
                      "dense_resource element type has no known storage size", elem, 0};
    return w;
  }
  auto entry = b.resources().dialect_resource(d.handle);
  if (!entry) {  // attr_reader validated the handle; kept for safety
    w.problem = entry.err();
    return w;
  }
  const resource_entry& re = **entry;
  if (re.kind != resource_kind::blob) {
    w.problem = error{errc::bad_value, section_id::resource, re.offset, "dense_resource refers to a non-blob resource",
                      static_cast<std::uint64_t>(re.kind), 0};
    return w;
  }
  if (re.empty()) {
    w.data.offset = re.offset;
    return w;  // declared or elided: no data, no problem
  }
  auto bl = b.get_blob(re);
  if (!bl) {
    w.problem = bl.err();
    return w;
  }
  w.data = *bl;
  w.has_data = true;
  const std::uint64_t per = w.element.bytes;
  if (per != 0 && w.num_elements > UINT64_MAX / per) {
    w.problem = error{errc::bad_value, section_id::resource, bl->offset, "dense_resource byte size overflows",
                      w.num_elements, UINT64_MAX / per};
    return w;
  }
  const std::uint64_t expected = w.num_elements * per;
  if (bl->data.size() != expected) {
    w.problem = error{errc::type_mismatch, section_id::resource, bl->offset,
                      "dense_resource blob size does not match its type (elements x element size)",
                      bl->data.size(), expected};
  }
  return w;
}

// The element of inline data: exact from a builtin element type; from the
// stored format for a dialect's own element type (signed integers read as
// signless, the distinction a dialect's format does not keep).
template <class = void>
inline element_info element_of(const attr_reader& r, const dense_data& d) {
  if (d.is_bool) {
    element_info e;
    e.kind = element_kind::integer;
    e.type = d.element_type;
    e.bits = 1;
    e.bytes = 1;
    return e;
  }
  if (!r.type_node(d.element_type).template is<types::dialect>()) return element_of(r, d.element_type);
  element_info e;
  e.type = d.element_type;
  const dense_element_format& f = d.format;
  switch (f.k) {
    case dense_element_format::kind::integer:
      e.kind = f.complex ? element_kind::complex_integer : element_kind::integer;
      e.bits = f.width;
      e.sign = f.is_signed ? signedness::signless : signedness::is_unsigned;
      break;
    case dense_element_format::kind::index:
      e.kind = element_kind::index;
      e.bits = 64;
      break;
    case dense_element_format::kind::floating:
      e.kind = f.complex ? element_kind::complex_floating : element_kind::floating;
      e.fkind = f.fk;
      e.bits = info(f.fk).bits;
      break;
  }
  e.bytes = static_cast<std::uint32_t>(f.bytes());
  return e;
}

// The data of a builtin `dense<…>` of numbers or booleans.
template <class = void>
inline std::optional<dense_data> builtin_dense_data(const attr_reader& r, const attrs::dense_elements& d) {
  const auto s = shaped_of(r.type_node(d.type));
  if (!s) return std::nullopt;  // the decoder accepts only tensor and vector types
  dense_data out;
  out.bytes = d.data;
  out.shape = s->shape;
  out.num_elements = d.num_elements;
  out.type = d.type;
  out.element_type = s->element;
  const type& et = r.type_node(s->element);
  out.format = dense_format_of(et, [&](std::uint64_t i) { return &r.type_node(i); });
  const auto* i = et.template get<types::integer>();
  out.is_bool = i != nullptr && i->width == 1;
  if (out.is_bool) out.layout = d.splat ? dense_layout::splat : dense_layout::bits;
  else out.layout = d.splat ? dense_layout::splat : dense_layout::elements;
  return out;
}

// A constant from an attribute node, if it holds inline tensor data.
template <class = void>
inline std::optional<constant_view> constant_of(const attr_reader& r, const attribute& a, std::string_view name) {
  std::optional<dense_data> d;
  if (const auto* de = a.template get<attrs::dense_elements>()) {
    d = builtin_dense_data(r, *de);
  } else if (const auto* dv = a.template get<attrs::dialect>()) {
    const dialect_value& v = *dv;
    if (v.hooks != nullptr) d = v.hooks->dense_data_of(v.value.get());
  }
  if (!d) return std::nullopt;
  constant_view c;
  c.name = name;
  c.attr = a.index;
  c.data = *d;
  c.element = element_of(r, *d);
  c.offset = d->bytes.empty() ? a.offset : static_cast<std::uint64_t>(d->bytes.data() - r.file().bytes().data());
  return c;
}

}  // namespace weights_detail

// The inline tensor data of attribute `attr` (nullopt: it holds none).
template <class = void>
inline result<std::optional<constant_view>> constant_of(const attr_reader& r, std::uint64_t attr) {
  auto a = r.attribute(attr);
  if (!a) return a.err();
  return weights_detail::constant_of(r, **a, {});
}

// Every dense_resource attribute and inline constant `op` uses, once per
// attribute index, in order: attribute dictionary first, then properties
// (v5+), depth-first within each (through builtin arrays, dictionaries and
// distinct attributes).
// Fails on malformed attributes or property entries, and when `visit_budget`
// (if given) runs out: each attribute looked at costs 1. Many ops sharing one
// huge array would otherwise cost ops x array size for a small file.
template <class = void>
inline result<op_weights> weights_of(const attr_reader& r, const op_view& op,
                                     std::uint64_t* visit_budget = nullptr) {
  const bytecode& b = r.file();
  op_weights out;
  struct item {
    std::uint64_t attr;
    std::string_view name;
  };
  std::vector<item> roots;
  if (op.has_attrs) {
    auto dict = r.dictionary(op.attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict) roots.push_back({na.value, na.name});
  }
  if (op.has_properties && op.name != nullptr) {
    auto entry = b.properties().at(op.properties);
    if (!entry) return entry.err();
    auto props = properties_or_opaque(r, *op.name, *entry);
    if (!props) return props.err();  // strict mode
    if (props->opaque) out.unreadable_properties = props->opaque;
    for (const property_value& p : props->values)
      if (p.attr() != no_attr) roots.push_back({p.attr(), p.name});
  }
  // Explicit stack (attributes nest as deep as limits::max_attr_depth); each
  // attribute index is looked at once per op, which also bounds shared DAGs.
  std::unordered_set<std::uint64_t> seen;
  std::vector<item> stack;
  for (auto it = roots.rbegin(); it != roots.rend(); ++it) stack.push_back(*it);
  while (!stack.empty()) {
    const item cur = stack.back();
    stack.pop_back();
    if (!seen.insert(cur.attr).second) continue;
    if (visit_budget != nullptr) {
      if (*visit_budget == 0) {
        return error{errc::limit_exceeded, section_id::ir, op.offset,
                     "attribute visits while looking for dense_resource (work budget)"};
      }
      --*visit_budget;
    }
    auto a = r.attribute(cur.attr);
    if (!a) return a.err();
    const attribute& node = **a;
    if (const auto* d = node.template get<attrs::dense_resource>()) {
      out.weights.push_back(weights_detail::make_weight(r, node, *d, cur.name));
    } else if (auto c = weights_detail::constant_of(r, node, cur.name)) {
      out.constants.push_back(std::move(*c));
    } else if (const auto* arr = node.template get<attrs::array>()) {
      for (auto it = arr->elements.rbegin(); it != arr->elements.rend(); ++it) stack.push_back({*it, cur.name});
    } else if (const auto* dict = node.template get<attrs::dictionary>()) {
      for (auto it = dict->entries.rbegin(); it != dict->entries.rend(); ++it) stack.push_back({it->value, cur.name});
    } else if (const auto* dis = node.template get<attrs::distinct>()) {
      stack.push_back({dis->referenced, cur.name});
    }
  }
  return out;
}

// The op a weight or constant belongs to.
struct op_site {
  const op_name* op = nullptr;  // the using op
  std::uint64_t op_ordinal = 0; // pre-order position of the op in the whole IR (0 = the top-level op)
  std::uint64_t op_offset = 0;  // file offset of the op
  std::uint64_t location = 0;   // attribute index of the op's location
};
// One use of a resource by an op.
struct resource_use : op_site {
  weight_view w;  // the dense_resource (key, type, data, problem)
};
// One inline constant and its op.
struct constant_use : op_site {
  constant_view c;
};

// Bounds for weight_index::build against crafted files (0 = automatic).
// A use (resource use or constant) costs about 250 bytes; the automatic bounds are proportional to the
// metadata a legitimate file needs for that many uses (M = IR + AttrType bytes):
struct weight_index_limits {
  std::uint64_t max_uses = 0;    // automatic: M + 4096
  std::uint64_t max_visits = 0;  // attribute visits over all ops; automatic: 16 x M + 2^20
};

// Whole-file index: for each dialect resource, the ops whose dense_resource
// attributes refer to it; and every inline constant, in IR order. Walks the
// whole IR once (lazy sections included). Views (keys, shapes, data) stay
// valid as long as the attr_reader and the file.
template <class = void>
class basic_weight_index {
 public:
  static result<basic_weight_index> build(const attr_reader& r, const weight_index_limits& lim = {}) {
    basic_weight_index idx;
    const bytecode& b = r.file();
    const std::uint64_t meta = b.get_section(section_id::ir).length + b.get_section(section_id::attr_type).length;
    struct visitor {
      const attr_reader* r = nullptr;
      basic_weight_index* idx = nullptr;
      std::uint64_t ordinal = 0;
      std::uint64_t visits = 0;
      std::uint64_t max_uses = 0;
      error err;
      walk_action on_op(const op_view& op) {
        const std::uint64_t ord = ordinal++;
        if (!op.has_attrs && !op.has_properties) return walk_action::advance;
        auto ws = weights_of(*r, op, &visits);
        if (!ws) {
          err = ws.err();
          return walk_action::stop;
        }
        if (ws->unreadable_properties) {
          if (idx->unreadable_ == 0) {
            idx->first_unreadable_ = ws->unreadable_properties;
            idx->first_unreadable_op_ = op.name;
          }
          ++idx->unreadable_;
        }
        const op_site site{op.name, ord, op.offset, op.location};
        if (idx->uses_.size() + idx->constants_.size() + ws->weights.size() + ws->constants.size() > max_uses) {
          err = error{errc::limit_exceeded, section_id::ir, op.offset, "dense_resource uses and constants",
                      idx->uses_.size() + idx->constants_.size() + ws->weights.size() + ws->constants.size(), max_uses};
          return walk_action::stop;
        }
        for (weight_view& w : ws->weights) idx->uses_.push_back(resource_use{site, std::move(w)});
        for (constant_view& c : ws->constants) idx->constants_.push_back(constant_use{site, std::move(c)});
        return walk_action::advance;
      }
    };
    visitor v;
    v.r = &r;
    v.idx = &idx;
    v.max_uses = lim.max_uses != 0 ? lim.max_uses : meta + 4096;
    v.visits = lim.max_visits != 0 ? lim.max_visits : 16 * meta + (std::uint64_t{1} << 20);
    ir_walker walker(b);
    if (error e = walker.walk(v)) return e;
    if (v.err) return v.err;
    idx.walk_warnings_.assign(walker.warnings().begin(), walker.warnings().end());
    idx.walk_warning_count_ = walker.warning_count();
    // Group by handle (counting sort; uses stay in IR order within a handle).
    const std::size_t n = b.resources().num_dialect_resources();
    idx.first_.assign(n + 1, 0);
    for (const resource_use& u : idx.uses_) ++idx.first_[static_cast<std::size_t>(u.w.handle) + 1];
    for (std::size_t i = 0; i < n; ++i) idx.first_[i + 1] += idx.first_[i];
    std::vector<resource_use> sorted(idx.uses_.size());
    std::vector<std::size_t> next(idx.first_.begin(), idx.first_.end() - 1);
    for (resource_use& u : idx.uses_) sorted[next[static_cast<std::size_t>(u.w.handle)]++] = std::move(u);
    idx.uses_ = std::move(sorted);
    idx.file_ = &b;
    return idx;
  }

  // All uses, grouped by resource handle, in IR order within a resource.
  std::span<const resource_use> uses() const noexcept { return uses_; }
  std::size_t num_resources() const noexcept { return first_.empty() ? 0 : first_.size() - 1; }
  // Uses of dialect resource `handle` (empty if out of range or unused).
  std::span<const resource_use> uses_of(std::uint64_t handle) const noexcept {
    if (handle >= num_resources()) return {};
    const auto h = static_cast<std::size_t>(handle);
    return std::span<const resource_use>(uses_).subspan(first_[h], first_[h + 1] - first_[h]);
  }
  // Uses of the first dialect resource named `key`.
  std::span<const resource_use> uses_of(std::string_view key) const {
    if (file_ == nullptr) return {};
    const resource_table& t = file_->resources();
    for (std::size_t h = 0; h < num_resources(); ++h) {
      auto e = t.dialect_resource(h);
      if (e && (*e)->key == key) return uses_of(h);
    }
    return {};
  }

  // Every inline constant, in IR order.
  std::span<const constant_use> constants() const noexcept { return constants_; }

  // Ops whose v5+ properties could not be decoded (unknown layout for the
  // producer); uses held in them are missing. The first one's error and op.
  std::uint64_t ops_with_unreadable_properties() const noexcept { return unreadable_; }
  const error& first_unreadable_properties() const noexcept { return first_unreadable_; }
  const op_name* first_unreadable_op() const noexcept { return first_unreadable_op_; }

  // What the walk met that breaks a format rule MLIR tolerates (ir_walker::warnings:
  // bytes after the last op of the IR or of a region section); the attribute
  // reader's own warnings are attr_reader::warnings().
  std::span<const error> walk_warnings() const noexcept { return walk_warnings_; }
  std::uint64_t walk_warning_count() const noexcept { return walk_warning_count_; }

 private:
  const bytecode* file_ = nullptr;
  std::vector<resource_use> uses_;
  std::vector<constant_use> constants_;
  std::vector<std::size_t> first_;
  std::uint64_t unreadable_ = 0;
  error first_unreadable_;
  const op_name* first_unreadable_op_ = nullptr;
  std::vector<error> walk_warnings_;
  std::uint64_t walk_warning_count_ = 0;
};
using weight_index = basic_weight_index<>;

}  // namespace mlirbc
