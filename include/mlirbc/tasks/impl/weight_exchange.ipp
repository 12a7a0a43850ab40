// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Bodies of weight_exchange.hpp.
#pragma once

#include <charconv>
#include <unordered_map>

#include "../../printing/attr_printer.hpp"
#include "../weight_exchange.hpp"

namespace mlirbc {

MLIRBC_INLINE std::optional<tensor_dtype> tensor_dtype_of(const element_info& e) noexcept {
  switch (e.kind) {
    case element_kind::integer: {
      if (e.bits == 1) return tensor_dtype::boolean;  // one byte per element in a blob
      if (e.bits != 8 * e.bytes) return std::nullopt;
      const bool u = e.sign == signedness::is_unsigned;
      switch (e.bits) {
        case 8: return u ? tensor_dtype::u8 : tensor_dtype::i8;
        case 16: return u ? tensor_dtype::u16 : tensor_dtype::i16;
        case 32: return u ? tensor_dtype::u32 : tensor_dtype::i32;
        case 64: return u ? tensor_dtype::u64 : tensor_dtype::i64;
        default: return std::nullopt;
      }
    }
    case element_kind::index: return tensor_dtype::i64;
    case element_kind::floating:
      switch (e.fkind) {
        case float_kind::f16: return tensor_dtype::f16;
        case float_kind::bf16: return tensor_dtype::bf16;
        case float_kind::f32: return tensor_dtype::f32;
        case float_kind::f64: return tensor_dtype::f64;
        case float_kind::f8E4M3FN: return tensor_dtype::f8_e4m3fn;
        case float_kind::f8E5M2: return tensor_dtype::f8_e5m2;
        default: return std::nullopt;
      }
    case element_kind::complex_floating:
      if (e.fkind == float_kind::f32) return tensor_dtype::c64;
      if (e.fkind == float_kind::f64) return tensor_dtype::c128;
      return std::nullopt;
    default: return std::nullopt;
  }
}

MLIRBC_INLINE std::string alignment_metadata_key(std::string_view tensor) {
  return "mlirbc.alignment:" + std::string(tensor);
}

MLIRBC_INLINE std::string raw_metadata_key(std::string_view tensor) {
  return "mlirbc.raw:" + std::string(tensor);
}

MLIRBC_INLINE std::string no_data_metadata_key(std::string_view resource) {
  return "mlirbc.no_data:" + std::string(resource);
}

namespace exchange_detail {

// The one way the IR uses a resource, or why there is none.
struct typed_use {
  bool typed = false;
  tensor_dtype dtype = tensor_dtype::u8;
  std::vector<std::uint64_t> shape;
  std::uint64_t type = 0;     // type index of the first use's shaped type
  std::uint64_t element = 0;  // ... and of its element type
  std::uint64_t bytes = 0;  // data bytes the type needs
  std::string why;          // when not typed
};

inline std::string type_text(const attr_reader& r, std::uint64_t type) {
  std::string s;
  attr_printer p(r);
  if (p.print_type(type, s)) return "type #" + std::to_string(type);
  return s;
}

inline typed_use typed_use_of(const attr_reader& r, const weight_index& uses, std::uint64_t handle) {
  typed_use t;
  const auto all = uses.uses_of(handle);
  if (all.empty()) return t.why = "not used by the IR", t;
  const weight_view* first = nullptr;
  for (const resource_use& u : all) {
    const weight_view& w = u.w;
    if (!w.ok()) continue;
    if (first == nullptr) {
      first = &w;
      continue;
    }
    const bool same_shape = std::equal(w.shape.begin(), w.shape.end(), first->shape.begin(), first->shape.end());
    if (!same_shape || tensor_dtype_of(w.element) != tensor_dtype_of(first->element)) {
      t.why = "its uses disagree: " + type_text(r, first->type) + " and " + type_text(r, w.type);
      return t;
    }
  }
  if (first == nullptr) return t.why = all.front().w.message(), t;
  const auto dt = tensor_dtype_of(first->element);
  t.type = first->type;
  t.element = first->element.type;
  if (!dt) return t.why = "element type " + type_text(r, first->element.type) + " has no exchange dtype", t;
  t.typed = true;
  t.dtype = *dt;
  for (std::int64_t d : first->shape) t.shape.push_back(static_cast<std::uint64_t>(d));
  t.type = first->type;
  if (__builtin_mul_overflow(first->num_elements, std::uint64_t{first->element.bytes}, &t.bytes))
    return t.why = "its size overflows", t;
  return t;
}

inline std::string shape_text(const std::vector<std::uint64_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i != 0) s += ',';
    s += std::to_string(shape[i]);
  }
  return s + "]";
}

// A builtin dialect resource, so resource_table::handle_of has its handle.
inline bool is_builtin_blob(const resource_table& t, const resource_entry& e) {
  const resource_group& g = t.groups()[e.group];
  return e.kind == resource_kind::blob && !g.external && g.name == "builtin";
}

inline named_error commit(output_file& out) {
  if (error e = out.commit()) return named_error{e, {}, {}};
  return {};
}

}  // namespace exchange_detail

MLIRBC_INLINE named_error strip_weights(const bytecode_file& in, const std::string& out_path, const strip_options& opt,
                                        strip_report* report, output_file::progress_fn progress) {
  const resource_table& table = in->resources();
  std::vector<resource_change> changes(table.size());
  std::vector<bool> keep_found(opt.keep.size(), false);
  for (std::size_t i = 0; i < table.size(); ++i) {
    const resource_entry& e = table.entries()[i];
    if (e.kind != resource_kind::blob || table.groups()[e.group].external || e.empty()) continue;
    const std::string name = e.mlir_name();
    bool keep = false;
    for (std::size_t k = 0; k < opt.keep.size(); ++k)
      if (opt.keep[k] == name) keep = keep_found[k] = true;
    if (!keep && opt.min_size > 0) {
      auto b = in.get_blob(e);
      if (!b) return named_error{b.err(), name, {}};
      keep = b->data.size() < opt.min_size;
    }
    if (!keep) changes[i].what = resource_change::action::drop;
  }
  for (std::size_t k = 0; k < opt.keep.size(); ++k)
    if (!keep_found[k])
      return named_error{error{errc::not_found, section_id::resource_offset, 0, "--keep: no blob resource of this name"},
                         opt.keep[k], {}};
  auto out = output_file::create(out_path);
  if (!out) return named_error{out.err(), {}, {}};
  out->on_progress(std::move(progress));
  rewrite_summary sum;
  if (error e = rewrite_resources(in, changes, *out, &sum)) return named_error{e, {}, {}};
  const std::uint64_t size = out->position();
  if (named_error e = exchange_detail::commit(*out)) return e;
  if (report != nullptr) *report = {sum, size};
  return {};
}

MLIRBC_INLINE named_error export_weights(const bytecode_file& in, const attr_reader& r, const weight_index& uses,
                                         const std::string& out_path, const export_options& opt,
                                         export_report* report, output_file::progress_fn progress) {
  using namespace exchange_detail;
  const resource_table& table = in->resources();
  const int fd = in.mapping().fd();
  if (fd < 0)
    return named_error{error{errc::unsupported, section_id::none, 0, "export reads a mapped file (not load_mode::copy)"}, {}, {}};
  export_report rep;
  std::vector<tensor_source> tensors;
  tensor_metadata metadata = opt.metadata;
  for (const resource_entry& e : table.entries()) {
    if (!is_builtin_blob(table, e)) continue;
    const std::string name = e.mlir_name();
    if (e.empty()) {  // without data here too: attach then expects no tensor for it
      metadata.emplace_back(no_data_metadata_key(name), "");
      continue;
    }
    auto b = in.get_blob(e);  // header by pread: the data's pages stay untouched
    if (!b) return named_error{b.err(), name, {}};
    if (detail::utf8_invalid_at(name) != std::string_view::npos) {
      rep.skipped.emplace_back(name, "its name is not valid UTF-8, which tensor names must be");
      continue;
    }
    typed_use t = typed_use_of(r, uses, *table.handle_of(e));
    if (t.typed && opt.format == tensor_format::safetensors && safetensors_dtype_name(t.dtype) == nullptr) {
      t.typed = false;
      t.why = "safetensors has no dtype for " + type_text(r, t.element) + " (npz has)";
    }
    exported_tensor x{name, t.dtype, t.shape, b->data.size(), b->alignment, false};
    if (!t.typed) {
      if (!opt.raw) {
        rep.skipped.emplace_back(name, t.why);
        continue;
      }
      x.dtype = tensor_dtype::u8;
      x.shape = {x.size};
      x.raw = true;
    }
    if (x.raw) metadata.emplace_back(raw_metadata_key(name), t.why);
    tensors.push_back(tensor_source{name, x.dtype, x.shape, fd, b->offset, x.size});
    metadata.emplace_back(alignment_metadata_key(name), std::to_string(x.alignment));
    rep.written.push_back(std::move(x));
  }
  auto out = output_file::create(out_path);
  if (!out) return named_error{out.err(), {}, {}};
  out->on_progress(std::move(progress));
  named_error e = opt.format == tensor_format::safetensors ? write_safetensors(*out, tensors, metadata)
                                                           : write_npz(*out, tensors);
  if (e) return e;
  if (named_error c = commit(*out)) return c;
  if (report != nullptr) *report = std::move(rep);
  return {};
}

MLIRBC_INLINE named_error attach_weights(const bytecode_file& stripped, const attr_reader& r, const weight_index& uses,
                                         const mapped_file& wf, const std::string& out_path,
                                         const attach_options& opt, rewrite_summary* report,
                                         output_file::progress_fn progress) {
  using namespace exchange_detail;
  if (wf.fd() < 0)
    return named_error{error{errc::unsupported, section_id::none, 0, "attach reads a mapped weights file (not load_mode::copy)"}, {}, {}};
  safetensors_index idx;
  if (named_error e = read_safetensors(wf.bytes(), idx)) return e;

  // Lookups by hash: a model may have 10^5 tensors, and as many metadata entries.
  std::unordered_map<std::string_view, const std::string*> meta;
  for (const auto& [key, value] : idx.metadata) meta.emplace(key, &value);
  auto meta_of = [&](const std::string& key) -> const std::string* {
    const auto it = meta.find(key);
    return it == meta.end() ? nullptr : it->second;
  };
  const resource_table& table = stripped->resources();
  std::unordered_map<std::string, std::size_t> by_name;
  for (std::size_t i = 0; i < table.size(); ++i)
    if (is_builtin_blob(table, table.entries()[i])) by_name.emplace(table.entries()[i].mlir_name(), i);
  std::vector<resource_change> changes(table.size());
  std::vector<bool> given(table.size(), false);
  for (const safetensors_tensor& t : idx.tensors) {
    const auto it = by_name.find(t.name);
    if (it == by_name.end())
      return named_error{error{errc::not_found, section_id::none, t.offset, "no builtin blob resource of this name in the module"},
                         t.name, {}};
    const std::size_t i = it->second;
    const typed_use use = typed_use_of(r, uses, *table.handle_of(table.entries()[i]));
    if (use.typed) {
      const bool exact = t.dtype == use.dtype && t.shape == use.shape;
      // 1-D bytes: of the size the type needs, or whatever export --raw wrote as the blob's bytes
      // (which may not fit the type: MLIR accepts such a blob, so the round trip keeps it).
      const bool bytes = t.dtype == tensor_dtype::u8 && t.shape.size() == 1;
      const bool raw = bytes && (t.size == use.bytes || meta_of(raw_metadata_key(t.name)) != nullptr);
      if (!exact && !raw) {
        const char* dt = safetensors_dtype_name(t.dtype);
        return named_error{error{errc::type_mismatch, section_id::none, t.offset, "dtype or shape differs from its use in the IR"},
                           t.name, std::string(dt ? dt : "?") + " " + shape_text(t.shape) + " against " + type_text(r, use.type)};
      }
    }
    std::uint64_t alignment = std::max<std::uint64_t>(1, tensor_dtype_size(t.dtype));
    if (const std::string* a = meta_of(alignment_metadata_key(t.name))) {
      std::uint64_t v = 0;
      const auto [p, ec] = std::from_chars(a->data(), a->data() + a->size(), v);
      if (ec != std::errc() || p != a->data() + a->size() || !std::has_single_bit(v) || v > stripped->limits_used().max_alignment)
        return named_error{error{errc::bad_alignment, section_id::none, 8, "alignment in the safetensors metadata", v,
                                 stripped->limits_used().max_alignment}, t.name, *a};
      alignment = v;
    }
    changes[i] = resource_change{resource_change::action::replace, wf.fd(), t.offset, t.size, alignment};
    given[i] = true;
  }
  if (!opt.allow_missing) {
    for (std::size_t i = 0; i < table.size(); ++i) {
      const resource_entry& e = table.entries()[i];
      if (is_builtin_blob(table, e) && e.empty() && !given[i] && !uses.uses_of(*table.handle_of(e)).empty() &&
          meta_of(no_data_metadata_key(e.mlir_name())) == nullptr)
        return named_error{error{errc::not_found, section_id::resource_offset, 0,
                                 "the IR uses this resource, which has no data, and the weights file has no tensor for it"},
                           e.mlir_name(), {}};
    }
  }
  auto out = output_file::create(out_path);
  if (!out) return named_error{out.err(), {}, {}};
  out->on_progress(std::move(progress));
  rewrite_summary sum;
  if (error e = rewrite_resources(stripped, changes, *out, &sum)) return named_error{e, {}, {}};
  if (named_error c = commit(*out)) return c;
  if (report != nullptr) *report = sum;
  return {};
}

}  // namespace mlirbc
