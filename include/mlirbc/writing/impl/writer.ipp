// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of writer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../../base/print_text.hpp"
#include "../weight_file_plan.hpp"
#include "../writer.hpp"

namespace mlirbc {

MLIRBC_INLINE bool parse_element_type(std::string_view s, element_type& out) noexcept {
  for (auto t : {element_type::i1, element_type::i8, element_type::i16, element_type::i32, element_type::i64,
                 element_type::f16, element_type::bf16, element_type::f32, element_type::f64}) {
    if (s == element_type_name(t)) {
      out = t;
      return true;
    }
  }
  return false;
}

MLIRBC_INLINE bool fd_sink::write(const std::byte* data, std::size_t n) {
  while (n > 0) {
    const ::ssize_t w = ::write(fd_, data, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      errno_ = errno;
      return false;
    }
    data += w;
    n -= static_cast<std::size_t>(w);
  }
  return true;
}

MLIRBC_INLINE bool ostream_sink::write(const std::byte* data, std::size_t n) {
  // Chunked: std::streamsize is signed and may be narrower than size_t.
  constexpr std::size_t step = std::size_t{1} << 30;
  while (n > 0 && os_) {
    const std::size_t k = n < step ? n : step;
    os_.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(k));
    data += k;
    n -= k;
  }
  return static_cast<bool>(os_);
}

}
namespace mlirbc {
namespace detail {

MLIRBC_INLINE void byte_buffer::varint(std::uint64_t v) {
  std::byte tmp[9];
  const std::size_t n = encode_varint(v, tmp);
  append(tmp, n);
}

MLIRBC_INLINE void byte_buffer::svarint(std::int64_t v) {
  const auto u = static_cast<std::uint64_t>(v);
  varint((u << 1) ^ static_cast<std::uint64_t>(v >> 63));
}

MLIRBC_INLINE void byte_buffer::append(const void* p, std::size_t n) {
  if (n == 0) return;
  const std::size_t at = bytes.size();
  bytes.resize(at + n);
  std::memcpy(bytes.data() + at, p, n);
}

MLIRBC_INLINE std::size_t varint_size(std::uint64_t v) noexcept {
  std::byte tmp[9];
  return encode_varint(v, tmp);
}

MLIRBC_INLINE error bad_input(const char* what, std::uint64_t value, std::uint64_t limit) noexcept {
  return error{errc::bad_value, section_id::none, 0, what, value, limit};
}

MLIRBC_INLINE bool buffered_out::put(const std::byte* p, std::size_t n) {
  if (n == 0) return true;  // an empty span may carry a null pointer
  written_ += n;
  if (n >= buf_.capacity()) return flush() && sink_.write(p, n);
  if (buf_.size() + n > buf_.capacity() && !flush()) return false;
  const std::size_t at = buf_.size();
  buf_.resize(at + n);
  std::memcpy(buf_.data() + at, p, n);
  return true;
}

MLIRBC_INLINE bool buffered_out::pad(std::uint64_t n) {
  for (std::uint64_t i = 0; i < n; ++i)
    if (!put(&padding_byte, 1)) return false;
  return true;
}

MLIRBC_INLINE bool buffered_out::flush() {
  if (buf_.empty()) return true;
  const bool ok = sink_.write(buf_.data(), buf_.size());
  buf_.clear();
  return ok;
}

}
}
namespace mlirbc {
namespace detail {
namespace builtin_entry {

MLIRBC_INLINE byte_buffer code(builtin_attr_code c) {
  byte_buffer b;
  b.varint(code_value(c));
  return b;
}

MLIRBC_INLINE byte_buffer code(builtin_type_code c) {
  byte_buffer b;
  b.varint(code_value(c));
  return b;
}

MLIRBC_INLINE byte_buffer element(element_type t) {
  auto integer = [](std::uint64_t width) {
    byte_buffer b = code(builtin_type_code::integer);
    b.varint(integer_type_varint(width, 0));  // signless
    return b;
  };
  switch (t) {
    case element_type::i1: return integer(1);
    case element_type::i8: return integer(8);
    case element_type::i16: return integer(16);
    case element_type::i32: return integer(32);
    case element_type::i64: return integer(64);
    case element_type::bf16: return code(builtin_type_code::bf16);
    case element_type::f16: return code(builtin_type_code::f16);
    case element_type::f32: return code(builtin_type_code::f32);
    case element_type::f64: return code(builtin_type_code::f64);
  }
  return {};
}

MLIRBC_INLINE byte_buffer ranked_tensor(std::span<const std::int64_t> shape, std::uint64_t element) {
  byte_buffer b = code(builtin_type_code::ranked_tensor);
  b.varint(shape.size());
  for (const std::int64_t d : shape) b.svarint(d);
  b.varint(element);
  return b;
}

MLIRBC_INLINE byte_buffer string_attr(std::uint64_t string_index) {
  byte_buffer b = code(builtin_attr_code::string);
  b.varint(string_index);
  return b;
}

MLIRBC_INLINE byte_buffer dense_resource(std::uint64_t type, std::uint64_t resource_handle) {
  byte_buffer b = code(builtin_attr_code::dense_resource_elements);
  b.varint(type);
  b.varint(resource_handle);
  return b;
}

MLIRBC_INLINE byte_buffer dictionary_of_one(std::uint64_t name_attr, std::uint64_t value_attr) {
  byte_buffer b = code(builtin_attr_code::dictionary);
  b.varint(1);
  b.varint(name_attr);
  b.varint(value_attr);
  return b;
}

}
}
}
namespace mlirbc {
namespace detail {

MLIRBC_INLINE std::uint64_t entry_table::add(byte_buffer&& e, bool dedupe) {
  if (dedupe) {
    std::string key(reinterpret_cast<const char*>(e.bytes.data()), e.bytes.size());
    auto [it, inserted] = index_.emplace(std::move(key), entries_.size());
    if (!inserted) return it->second;
  }
  entries_.push_back(std::move(e));
  return entries_.size() - 1;
}

MLIRBC_INLINE result<weight_file_plan> weight_file_plan::make(std::span<const weight> weights, const write_options& opt) {
  weight_file_plan p(weights, opt);
  if (error e = p.validate()) return e;
  p.intern_strings();
  p.build_types();
  p.build_attributes();
  if (error e = p.emit_metadata()) return e;
  return p;
}

MLIRBC_INLINE error weight_file_plan::validate() {
  if (opt_.version > max_version) return bad_input("bytecode version", opt_.version, max_version);
  if (!valid_alignment(opt_.alignment)) return bad_input("default alignment", opt_.alignment, limits{}.max_alignment);
  if (opt_.producer.find('\0') != std::string::npos) return bad_input("producer contains NUL");
  std::unordered_map<std::string_view, std::size_t> seen;
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    if (error e = validate_weight(i, seen)) return e;
  }
  return {};
}

MLIRBC_INLINE error weight_file_plan::validate_weight(std::size_t i, std::unordered_map<std::string_view, std::size_t>& seen) {
  const weight& w = weights_[i];
  if (!print_detail::is_bare_identifier(w.name)) return bad_input("weight name is not a bare identifier", i);
  if (!seen.emplace(w.name, i).second) return bad_input("duplicate weight name", i);
  if (element_type_name(w.type) == nullptr) return bad_input("element type", i);
  std::uint64_t elements = 1;
  for (std::int64_t d : w.shape) {
    if (d < 0) return bad_input("negative dimension", i);
    const auto ud = static_cast<std::uint64_t>(d);
    if (ud != 0 && elements > std::numeric_limits<std::uint64_t>::max() / ud) return bad_input("shape too large", i);
    elements *= ud;
  }
  const std::uint64_t esize = element_type_size(w.type);
  if (elements > std::numeric_limits<std::uint64_t>::max() / esize) return bad_input("shape too large", i);
  if (elements * esize != w.byte_size())
    return bad_input("data size does not match shape x element size", w.byte_size(), elements * esize);
  alignment_[i] = w.alignment == 0 ? opt_.alignment : w.alignment;
  if (!valid_alignment(alignment_[i])) return bad_input("weight alignment", alignment_[i], limits{}.max_alignment);
  return {};
}

MLIRBC_INLINE std::uint64_t weight_file_plan::intern(std::string_view s) {
  auto [it, inserted] = string_index_.emplace(s, strings_.size());
  if (inserted) strings_.push_back(s);
  return it->second;
}

MLIRBC_INLINE void weight_file_plan::intern_strings() {
  s_builtin_ = intern("builtin");
  s_arith_ = intern("arith");
  s_module_ = intern("module");
  s_constant_ = intern("constant");
  if (!has(version_native_properties)) s_value_ = intern("value");
  for (std::size_t i = 0; i < weights_.size(); ++i) key_string_[i] = intern(weights_[i].name);
}

MLIRBC_INLINE void weight_file_plan::build_types() {
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    const std::uint64_t elem = types_.add(builtin_entry::element(weights_[i].type), true);
    tensor_type_[i] = types_.add(builtin_entry::ranked_tensor(weights_[i].shape, elem), true);
  }
}

MLIRBC_INLINE void weight_file_plan::build_attributes() {
  a_loc_ = attrs_.add(builtin_entry::code(builtin_attr_code::unknown_loc), false);
  const bool dictionaries = !has(version_native_properties);
  const std::uint64_t a_value_name = dictionaries ? attrs_.add(builtin_entry::string_attr(s_value_), false) : 0;
  for (std::size_t i = 0; i < weights_.size(); ++i)
    a_resource_[i] = attrs_.add(builtin_entry::dense_resource(tensor_type_[i], i), false);
  if (!dictionaries) return;
  for (std::size_t i = 0; i < weights_.size(); ++i)
    a_dict_[i] = attrs_.add(builtin_entry::dictionary_of_one(a_value_name, a_resource_[i]), false);
}

MLIRBC_INLINE void weight_file_plan::emit_section(section_id id, const byte_buffer& payload) {
  meta_.u8(static_cast<std::uint8_t>(id));
  meta_.varint(payload.size());
  meta_.append(payload.bytes);
}

MLIRBC_INLINE error weight_file_plan::emit_metadata() {
  meta_.append(magic.data(), magic.size());
  meta_.varint(opt_.version);
  meta_.append(opt_.producer);
  meta_.u8(0);
  emit_section(section_id::string, string_section());
  emit_section(section_id::dialect, dialect_section());
  emit_section(section_id::attr_type_offset, attr_type_offset_section());
  emit_section(section_id::attr_type, attr_type_section());
  emit_section(section_id::ir, ir_section());
  if (has(version_native_properties)) emit_section(section_id::properties, properties_section());
  layout_resources();
  emit_section(section_id::resource_offset, resource_offset_section());
  emit_resource_header();
  return {};
}

MLIRBC_INLINE byte_buffer weight_file_plan::string_section() const {
  byte_buffer s;
  s.varint(strings_.size());
  for (auto it = strings_.rbegin(); it != strings_.rend(); ++it) s.varint(it->size() + 1);
  for (std::string_view str : strings_) {
    s.append(str);
    s.u8(0);
  }
  return s;
}

MLIRBC_INLINE byte_buffer weight_file_plan::dialect_section() const {
  byte_buffer d;
  d.varint(2);
  for (std::uint64_t name : {s_builtin_, s_arith_}) d.varint(has(version_dialect_versioning) ? name << 1 : name);
  if (has(version_elide_unknown_block_arg_loc)) d.varint(2);  // op-name count
  auto op_name = [&](std::uint64_t str) { return has(version_native_properties) ? (str << 1) | 1 : str; };
  for (const auto& [dialect, name] : {std::pair{0u, s_module_}, std::pair{1u, s_constant_}}) {
    d.varint(dialect);
    d.varint(1);
    d.varint(op_name(name));
  }
  return d;
}

MLIRBC_INLINE byte_buffer weight_file_plan::attr_type_offset_section() const {
  byte_buffer off;
  off.varint(attrs_.entries().size());
  off.varint(types_.entries().size());
  for (const auto* table : {&attrs_, &types_}) {
    if (table->entries().empty()) continue;
    off.varint(0);
    off.varint(table->entries().size());
    for (const auto& e : table->entries()) off.varint((static_cast<std::uint64_t>(e.size()) << 1) | 1);
  }
  return off;
}

MLIRBC_INLINE byte_buffer weight_file_plan::attr_type_section() const {
  byte_buffer data;
  for (const auto* table : {&attrs_, &types_})
    for (const auto& e : table->entries()) data.append(e.bytes);
  return data;
}

MLIRBC_INLINE byte_buffer weight_file_plan::ir_section() const {
  using namespace op_mask;
  const bool props = has(version_native_properties);
  byte_buffer region;
  region.varint(1);                // one block
  region.varint(weights_.size());  // values: one result per constant
  region.varint(static_cast<std::uint64_t>(weights_.size()) << 1);  // ops, no block args
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    region.varint(1);  // op name: arith.constant
    region.u8(props ? (has_properties | has_results) : (has_attrs | has_results));
    region.varint(a_loc_);
    region.varint(props ? i + 1 : a_dict_[i]);  // property entry 0 is the module's
    region.varint(1);
    region.varint(tensor_type_[i]);
  }
  byte_buffer ir;
  ir.varint(1 << 1);  // one top-level op, no args
  ir.varint(0);       // builtin.module
  ir.u8(props ? (has_regions | has_properties) : has_regions);
  ir.varint(a_loc_);
  if (props) ir.varint(0);
  ir.varint((1 << 1) | 1);  // one region, isolated from above
  if (has(version_lazy_loading)) {
    ir.u8(static_cast<std::uint8_t>(section_id::ir));
    ir.varint(region.size());
  }
  ir.append(region.bytes);
  return ir;
}

MLIRBC_INLINE byte_buffer weight_file_plan::properties_section() const {
  byte_buffer p;
  p.varint(weights_.size() + 1);
  p.varint(2);
  p.varint(0);
  p.varint(0);
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    p.varint(varint_size(a_resource_[i]));
    p.varint(a_resource_[i]);
  }
  return p;
}

MLIRBC_INLINE void weight_file_plan::layout_resources() {
  const std::size_t n = weights_.size();
  entry_pad_.resize(n);
  entry_size_.resize(n);
  rel_data_.resize(n);
  std::uint64_t rel = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t size = weights_[i].byte_size();
    const std::uint64_t head = varint_size(alignment_[i]) + varint_size(size);
    entry_pad_[i] = padding_to_alignment(rel + head, alignment_[i]);
    rel_data_[i] = rel + head + entry_pad_[i];
    entry_size_[i] = head + entry_pad_[i] + size;
    rel += entry_size_[i];
    max_align_ = std::max(max_align_, alignment_[i]);
  }
  resource_payload_ = rel;
}

MLIRBC_INLINE byte_buffer weight_file_plan::resource_offset_section() const {
  byte_buffer ro;
  ro.varint(0);
  if (weights_.empty()) return ro;
  ro.varint(0);
  ro.varint(weights_.size());
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    ro.varint(key_string_[i]);
    ro.varint(entry_size_[i]);
    ro.u8(static_cast<std::uint8_t>(resource_kind::blob));
  }
  return ro;
}

MLIRBC_INLINE void weight_file_plan::emit_resource_header() {
  const auto id = static_cast<std::uint8_t>(section_id::resource);
  if (section_declares_alignment(meta_.size() + 1 + varint_size(resource_payload_), max_align_)) {
    meta_.u8(id | section_aligned_flag);
    meta_.varint(resource_payload_);
    meta_.varint(max_align_);
    const std::uint64_t pad = padding_to_alignment(meta_.size(), max_align_);
    for (std::uint64_t k = 0; k < pad; ++k) meta_.u8(static_cast<std::uint8_t>(padding_byte));
  } else {
    meta_.u8(id);
    meta_.varint(resource_payload_);
  }
  origin_ = meta_.size();
}

MLIRBC_INLINE auto put_weight_data(buffered_out& out, const weight& w, std::vector<std::byte>& chunk, std::size_t chunk_size,
                            bool& source_failed) -> bool {
  if (!w.source) return out.put(w.data);
  if (chunk.empty()) chunk.resize(chunk_size);
  const std::uint64_t n = w.byte_size();
  for (std::uint64_t done = 0; done < n;) {
    const std::uint64_t left = n - done;
    const std::size_t k = left < chunk.size() ? static_cast<std::size_t>(left) : chunk.size();
    if (!w.source(done, std::span<std::byte>(chunk.data(), k))) {
      source_failed = true;
      return false;
    }
    if (!out.put(chunk.data(), k)) return false;
    done += k;
  }
  return true;
}

}
}
namespace mlirbc {

MLIRBC_INLINE auto write_weights(byte_sink& sink, std::span<const weight> weights,
                                           const write_options& opt) -> result<write_summary> {
  auto plan = detail::weight_file_plan::make(weights, opt);
  if (!plan) return plan.err();
  write_summary summary;
  summary.file_size = plan->file_size();
  summary.metadata_size = weights.empty() ? plan->file_size() : plan->data_offset(0);
  summary.data_offsets.resize(weights.size());
  const std::size_t chunk_size = opt.chunk_size == 0 ? 4096 : opt.chunk_size;
  detail::buffered_out out(sink, chunk_size);
  auto sink_failed = [&]() { return error{errc::io, section_id::none, out.written(), "write failed", EIO, 0}; };
  if (!out.put(plan->metadata().bytes)) return sink_failed();
  std::vector<std::byte> chunk;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    detail::byte_buffer head;
    head.varint(plan->alignment(i));
    head.varint(weights[i].byte_size());
    if (!out.put(head.bytes) || !out.pad(plan->padding(i))) return sink_failed();
    summary.data_offsets[i] = plan->data_offset(i);
    if (out.written() != summary.data_offsets[i]) {
      return error{errc::bad_value, section_id::resource, out.written(), "internal: blob offset mismatch",
                   out.written(), summary.data_offsets[i]};
    }
    bool source_failed = false;
    if (!detail::put_weight_data(out, weights[i], chunk, chunk_size, source_failed)) {
      if (source_failed) return error{errc::io, section_id::none, out.written(), "blob source failed", EIO, 0};
      return sink_failed();
    }
  }
  if (!out.flush()) return sink_failed();
  return summary;
}

MLIRBC_INLINE auto write_weights(std::ostream& os, std::span<const weight> weights,
                                           const write_options& opt) -> result<write_summary> {
  ostream_sink sink(os);
  return write_weights(sink, weights, opt);
}

MLIRBC_INLINE result<write_summary> write_weights(int fd, std::span<const weight> weights, const write_options& opt) {
  fd_sink sink(fd);
  auto r = write_weights(sink, weights, opt);
  if (!r && r.err().code == errc::io && sink.last_errno() != 0) {
    return error{errc::io, section_id::none, 0, "write failed", static_cast<std::uint64_t>(sink.last_errno()), 0};
  }
  return r;
}

MLIRBC_INLINE auto write_weights_file(const std::string& path, std::span<const weight> weights,
                                                const write_options& opt) -> result<write_summary> {
  // Sends the bytes to `out`, which keeps the first failure (and its errno) itself.
  struct output_file_sink final : byte_sink {
    explicit output_file_sink(output_file& o) noexcept : out(o) {}
    bool write(const std::byte* data, std::size_t n) override { return out.write(std::span(data, n)); }
    output_file& out;
  };
  auto out = output_file::create(path);
  if (!out) return error{errc::io, section_id::none, 0, "cannot create file", out.err().value, 0};
  output_file_sink sink(*out);
  auto r = write_weights(sink, weights, opt);
  if (!r) return out->failure() ? out->failure() : r.err();  // `out` removes its temporary file
  if (error e = out->commit()) return e;
  return r;
}

}
