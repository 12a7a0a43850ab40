// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of weights.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../weights.hpp"

namespace mlirbc {

MLIRBC_INLINE std::string weight_view::message() const {
  std::string out = "resource '";
  out += key;
  out += "': ";
  out += problem ? problem.message() : std::string(has_data ? "ok" : "declared without data");
  return out;
}

MLIRBC_INLINE result<std::span<const std::byte>> weight_view::bytes() const {
  if (problem) return problem;
  if (!has_data) return no_data();
  if (!data.in_memory) return data.not_in_memory();
  return data.data;
}

MLIRBC_INLINE error weight_view::no_data() const {
  return error{errc::not_found, section_id::resource, data.offset, "resource declared without data (or elided)"};
}

MLIRBC_INLINE bool constant_view::stored_elementwise() const noexcept {
  return data.layout == dense_layout::elements || (data.layout == dense_layout::splat && data.num_elements == 1);
}

MLIRBC_INLINE std::optional<std::uint64_t> constant_view::expanded_size() const noexcept {
  if (element.bytes != 0 && data.num_elements > UINT64_MAX / element.bytes) return std::nullopt;
  return data.num_elements * element.bytes;
}

MLIRBC_INLINE error constant_view::check_stored_size() const {
  if (element.kind == element_kind::unsupported)
    return error{errc::unsupported, section_id::attr_type, offset, "constant element type has no known storage size"};
  const auto stored = data.stored_size(element.bytes);
  if (stored && data.bytes.size() == *stored) return {};
  return error{errc::type_mismatch, section_id::attr_type, offset, "constant data size does not match its layout",
               data.bytes.size(), stored.value_or(0)};
}

MLIRBC_INLINE error constant_view::copy_to(std::span<std::byte> out) const {
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

}
namespace mlirbc {
namespace weights_detail {

MLIRBC_INLINE element_info element_of(const attr_reader& r, std::uint64_t type_idx) {
  element_info e;
  e.type = type_idx;
  const type& t = r.type_node(type_idx);
  if (const auto* i = t.get<types::integer>()) {
    e.kind = element_kind::integer;
    e.bits = i->width;
    e.bytes = (i->width + 7) / 8;  // i1: one byte
    e.sign = i->sign;
  } else if (t.is<types::index>()) {
    e.kind = element_kind::index;
    e.bits = 64;
    e.bytes = 8;
  } else if (const auto* f = t.get<types::floating>()) {
    e.kind = element_kind::floating;
    e.fkind = f->kind;
    e.bits = info(f->kind).bits;
    e.bytes = float_storage_bytes(f->kind);
  } else if (const auto* c = t.get<types::complex>()) {
    const type& part = r.type_node(c->element);
    if (const auto* ci = part.get<types::integer>()) {
      e.kind = element_kind::complex_integer;
      e.bits = ci->width;
      e.bytes = 2 * ((ci->width + 7) / 8);
      e.sign = ci->sign;
    } else if (const auto* cf = part.get<types::floating>()) {
      e.kind = element_kind::complex_floating;
      e.fkind = cf->kind;
      e.bits = info(cf->kind).bits;
      e.bytes = 2 * float_storage_bytes(cf->kind);
    }
  }
  // Widths up to 2^24 bits keep e.bytes far from overflow.
  return e;
}

MLIRBC_INLINE auto make_weight(const attr_reader& r, const attribute& a, const attrs::dense_resource& d,
                          std::string_view name) -> weight_view {
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
  if (const auto* rt = t.get<types::ranked_tensor>()) {
    dims = &rt->shape;
    elem = rt->element;
  } else if (const auto* v = t.get<types::vector>()) {
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

MLIRBC_INLINE element_info element_of(const attr_reader& r, const dense_data& d) {
  if (d.is_bool) {
    element_info e;
    e.kind = element_kind::integer;
    e.type = d.element_type;
    e.bits = 1;
    e.bytes = 1;
    return e;
  }
  if (!r.type_node(d.element_type).is<types::dialect>()) return element_of(r, d.element_type);
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

MLIRBC_INLINE std::optional<dense_data> builtin_dense_data(const attr_reader& r, const attrs::dense_elements& d) {
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
  const auto* i = et.get<types::integer>();
  out.is_bool = i != nullptr && i->width == 1;
  if (out.is_bool) out.layout = d.splat ? dense_layout::splat : d.bool_bytes ? dense_layout::elements : dense_layout::bits;
  else out.layout = d.splat ? dense_layout::splat : dense_layout::elements;
  return out;
}

MLIRBC_INLINE std::optional<constant_view> constant_of(const attr_reader& r, const attribute& a, std::string_view name) {
  std::optional<dense_data> d;
  if (const auto* de = a.get<attrs::dense_elements>()) {
    d = builtin_dense_data(r, *de);
  } else if (const auto* dv = a.get<attrs::dialect>()) {
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

}
}
namespace mlirbc {

MLIRBC_INLINE result<std::optional<constant_view>> constant_of(const attr_reader& r, std::uint64_t attr) {
  auto a = r.attribute(attr);
  if (!a) return a.err();
  return weights_detail::constant_of(r, **a, {});
}

MLIRBC_INLINE auto weights_of(const attr_reader& r, const op_view& op,
                                     std::uint64_t* visit_budget) -> result<op_weights> {
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
    if (const auto* d = node.get<attrs::dense_resource>()) {
      out.weights.push_back(weights_detail::make_weight(r, node, *d, cur.name));
    } else if (auto c = weights_detail::constant_of(r, node, cur.name)) {
      out.constants.push_back(std::move(*c));
    } else if (const auto* arr = node.get<attrs::array>()) {
      for (auto it = arr->elements.rbegin(); it != arr->elements.rend(); ++it) stack.push_back({*it, cur.name});
    } else if (const auto* dict = node.get<attrs::dictionary>()) {
      for (auto it = dict->entries.rbegin(); it != dict->entries.rend(); ++it) stack.push_back({it->value, cur.name});
    } else if (const auto* dis = node.get<attrs::distinct>()) {
      stack.push_back({dis->referenced, cur.name});
    }
  }
  return out;
}

MLIRBC_INLINE result<weight_index> weight_index::build(const attr_reader& r, const weight_index_limits& lim,
                                                       format_warnings* warnings) {
  weight_index idx;
  const bytecode& b = r.file();
  const std::uint64_t meta = b.get_section(section_id::ir).length + b.get_section(section_id::attr_type).length;
  struct visitor {
    const attr_reader* r = nullptr;
    weight_index* idx = nullptr;
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
  ir_walker walker(b, warnings != nullptr ? warnings : r.warning_sink());
  if (error e = walker.walk(v)) return e;
  if (v.err) return v.err;
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

MLIRBC_INLINE std::span<const resource_use> weight_index::uses_of(std::uint64_t handle) const noexcept {
  if (handle >= num_resources()) return {};
  const auto h = static_cast<std::size_t>(handle);
  return std::span<const resource_use>(uses_).subspan(first_[h], first_[h + 1] - first_[h]);
}

MLIRBC_INLINE std::span<const resource_use> weight_index::uses_of(std::string_view key) const {
  if (file_ == nullptr) return {};
  const resource_table& t = file_->resources();
  for (std::size_t h = 0; h < num_resources(); ++h) {
    auto e = t.dialect_resource(h);
    if (e && (*e)->key == key) return uses_of(h);
  }
  return {};
}

MLIRBC_INLINE std::span<const resource_use> weight_index::uses() const noexcept { return {uses_.data(), uses_.size()}; }
MLIRBC_INLINE std::span<const constant_use> weight_index::constants() const noexcept {
  return {constants_.data(), constants_.size()};
}

}
