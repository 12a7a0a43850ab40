// writer: emits a weight file — a builtin.module holding one arith.constant
// per weight, whose value is `dense_resource<KEY> : tensor<SHAPExTYPE>` backed
// by a blob in the builtin dialect's resource group.
//
// The file is streamed: all metadata sections come first (they are small and
// are what `bytecode::open` reads), the Resource section comes last, and blob
// data is copied from caller-owned spans or pulled from callbacks in chunks,
// so memory use does not grow with the blob sizes. Blob padding is computed
// from file offset 0, as the format requires (format-notes §1.7).
//
// Section order: String, Dialect, AttrTypeOffset, AttrType, IR, [Properties],
// ResourceOffset, Resource. Order is free in the format; mlir-opt 22 reads it.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <bit>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cursor.hpp"
#include "error.hpp"
#include "limits.hpp"
#include "result.hpp"

namespace mlirbc {

// Element types a weight can have (signless integers and IEEE/brain floats).
enum class element_type : std::uint8_t { i1, i8, i16, i32, i64, f16, bf16, f32, f64 };

// The MLIR spelling ("f32"), or nullptr for an invalid value.
constexpr const char* element_type_name(element_type t) noexcept {
  switch (t) {
    case element_type::i1: return "i1";
    case element_type::i8: return "i8";
    case element_type::i16: return "i16";
    case element_type::i32: return "i32";
    case element_type::i64: return "i64";
    case element_type::f16: return "f16";
    case element_type::bf16: return "bf16";
    case element_type::f32: return "f32";
    case element_type::f64: return "f64";
  }
  return nullptr;
}

// Bytes per element in a resource blob. i1 takes one byte (MLIR's bool
// storage for dense_resource), unlike bit-packed dense<> literals.
constexpr std::uint64_t element_type_size(element_type t) noexcept {
  switch (t) {
    case element_type::i1:
    case element_type::i8: return 1;
    case element_type::i16:
    case element_type::f16:
    case element_type::bf16: return 2;
    case element_type::i32:
    case element_type::f32: return 4;
    case element_type::i64:
    case element_type::f64: return 8;
  }
  return 0;
}

// Parses "f32", "i8", ...; false if unknown.
inline bool parse_element_type(std::string_view s, element_type& out) noexcept {
  for (auto t : {element_type::i1, element_type::i8, element_type::i16, element_type::i32, element_type::i64,
                 element_type::f16, element_type::bf16, element_type::f32, element_type::f64}) {
    if (s == element_type_name(t)) {
      out = t;
      return true;
    }
  }
  return false;
}

// Fills `out` with the blob bytes starting at `offset` within the blob.
// Returns false to abort the write.
using blob_source = std::function<bool(std::uint64_t offset, std::span<std::byte> out)>;

// One weight: a named resource and the constant that references it.
struct weight {
  std::string name;              // resource key; MLIR bare identifier [A-Za-z_][A-Za-z0-9_$.]*
  element_type type = element_type::f32;
  std::vector<std::int64_t> shape;  // empty = rank 0 (one element)
  std::uint64_t alignment = 0;   // power of two; 0 = write_options::alignment
  // Data: either `data` (borrowed, must stay alive during the write) or
  // `source` + `size` (pulled in chunks). Size must be elements x element size.
  std::span<const std::byte> data;
  blob_source source;
  std::uint64_t size = 0;        // used only with `source`

  std::uint64_t byte_size() const noexcept { return source ? size : data.size(); }
};

struct write_options {
  std::uint64_t version = 6;           // bytecode version 0..6
  std::string producer = "mlirbc";     // stored in the header
  std::uint64_t alignment = 64;        // default blob alignment
  std::size_t chunk_size = std::size_t{1} << 20;  // buffer for callbacks and small writes
};

// Where each blob's data landed; offsets are from the start of the file.
struct write_summary {
  std::uint64_t file_size = 0;
  std::uint64_t metadata_size = 0;                 // bytes before the first blob data
  std::vector<std::uint64_t> data_offsets;         // one per weight
};

// Destination of the bytes. `write` returns false on failure.
class byte_sink {
 public:
  virtual ~byte_sink() = default;
  virtual bool write(const std::byte* data, std::size_t n) = 0;
};

// Writes to a file descriptor (retries short writes and EINTR). Not owning.
class fd_sink final : public byte_sink {
 public:
  explicit fd_sink(int fd) noexcept : fd_(fd) {}
  bool write(const std::byte* data, std::size_t n) override {
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
  int last_errno() const noexcept { return errno_; }

 private:
  int fd_;
  int errno_ = 0;
};

class ostream_sink final : public byte_sink {
 public:
  explicit ostream_sink(std::ostream& os) noexcept : os_(os) {}
  bool write(const std::byte* data, std::size_t n) override {
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

 private:
  std::ostream& os_;
};

namespace detail {

// Growable byte buffer with the format's primitives.
struct byte_buffer {
  std::vector<std::byte> bytes;
  void u8(std::uint8_t b) { bytes.push_back(static_cast<std::byte>(b)); }
  void varint(std::uint64_t v) {
    std::byte tmp[9];
    const std::size_t n = encode_varint(v, tmp);
    append(tmp, n);
  }
  void svarint(std::int64_t v) {
    const auto u = static_cast<std::uint64_t>(v);
    varint((u << 1) ^ static_cast<std::uint64_t>(v >> 63));
  }
  // resize + memcpy rather than range insert: g++ 12 -O2 reports a bogus
  // -Wstringop-overflow for vector<byte>::insert from a span.
  void append(const void* p, std::size_t n) {
    if (n == 0) return;
    const std::size_t at = bytes.size();
    bytes.resize(at + n);
    std::memcpy(bytes.data() + at, p, n);
  }
  void append(std::span<const std::byte> b) { append(b.data(), b.size()); }
  void append(std::string_view s) { append(s.data(), s.size()); }
  std::size_t size() const noexcept { return bytes.size(); }
};

inline std::size_t varint_size(std::uint64_t v) noexcept {
  std::byte tmp[9];
  return encode_varint(v, tmp);
}

// Bytes of 0xCB needed at `offset` to reach a multiple of `alignment` (a power of two).
inline std::uint64_t padding_at(std::uint64_t offset, std::uint64_t alignment) noexcept {
  return (alignment - (offset & (alignment - 1))) & (alignment - 1);
}

inline bool is_bare_identifier(std::string_view s) noexcept {
  if (s.empty()) return false;
  auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  if (!letter(s[0])) return false;
  for (char c : s.substr(1))
    if (!letter(c) && !(c >= '0' && c <= '9') && c != '$' && c != '.') return false;
  return true;
}

inline error bad_input(const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
  return error{errc::bad_value, section_id::none, 0, what, value, limit};
}

// Buffers small writes; large spans go straight to the sink.
class buffered_out {
 public:
  buffered_out(byte_sink& sink, std::size_t capacity) : sink_(sink) { buf_.reserve(capacity); }
  bool put(const std::byte* p, std::size_t n) {
    if (n == 0) return true;  // an empty span may carry a null pointer
    written_ += n;
    if (n >= buf_.capacity()) return flush() && sink_.write(p, n);
    if (buf_.size() + n > buf_.capacity() && !flush()) return false;
    const std::size_t at = buf_.size();
    buf_.resize(at + n);
    std::memcpy(buf_.data() + at, p, n);
    return true;
  }
  bool put(std::span<const std::byte> s) { return put(s.data(), s.size()); }
  bool pad(std::uint64_t n) {
    const std::byte cb{0xCB};
    for (std::uint64_t i = 0; i < n; ++i)
      if (!put(&cb, 1)) return false;
    return true;
  }
  bool flush() {
    if (buf_.empty()) return true;
    const bool ok = sink_.write(buf_.data(), buf_.size());
    buf_.clear();
    return ok;
  }
  std::uint64_t written() const noexcept { return written_; }

 private:
  byte_sink& sink_;
  std::vector<std::byte> buf_;
  std::uint64_t written_ = 0;
};

}  // namespace detail

// Writes `weights` as one bytecode file to `sink`. Fails (without throwing)
// on invalid input — bad version, name, alignment or a size that does not
// match the shape — before writing anything, and on sink or callback failure.
inline result<write_summary> write_weights(byte_sink& sink, std::span<const weight> weights,
                                           const write_options& opt = {}) {
  using detail::byte_buffer;
  constexpr std::uint64_t newest = 6;
  if (opt.version > newest) return detail::bad_input("bytecode version", opt.version, newest);
  const limits lim{};
  auto valid_alignment = [&](std::uint64_t a) { return std::has_single_bit(a) && a <= lim.max_alignment; };
  if (!valid_alignment(opt.alignment)) return detail::bad_input("default alignment", opt.alignment, lim.max_alignment);
  const bool v_dialect_versioning = opt.version >= 1;
  const bool v_region_sections = opt.version >= 2;
  const bool v_op_name_count = opt.version >= 4;
  const bool v_properties = opt.version >= 5;

  // ---- validate and intern -------------------------------------------------
  std::vector<std::string_view> strings;
  std::unordered_map<std::string_view, std::uint64_t> string_index;
  auto intern = [&](std::string_view s) {
    auto [it, inserted] = string_index.emplace(s, strings.size());
    if (inserted) strings.push_back(s);
    return it->second;
  };
  const std::uint64_t s_builtin = intern("builtin");
  const std::uint64_t s_arith = intern("arith");
  const std::uint64_t s_module = intern("module");
  const std::uint64_t s_constant = intern("constant");
  const std::uint64_t s_value = v_properties ? 0 : intern("value");

  std::unordered_map<std::string_view, std::size_t> seen_names;
  std::vector<std::uint64_t> key_string(weights.size());
  std::vector<std::uint64_t> alignment(weights.size());
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const weight& w = weights[i];
    if (!detail::is_bare_identifier(w.name)) return detail::bad_input("weight name is not a bare identifier", i);
    if (!seen_names.emplace(w.name, i).second) return detail::bad_input("duplicate weight name", i);
    if (element_type_name(w.type) == nullptr) return detail::bad_input("element type", i);
    std::uint64_t elements = 1;
    for (std::int64_t d : w.shape) {
      if (d < 0) return detail::bad_input("negative dimension", i);
      const auto ud = static_cast<std::uint64_t>(d);
      if (ud != 0 && elements > std::numeric_limits<std::uint64_t>::max() / ud)
        return detail::bad_input("shape too large", i);
      elements *= ud;
    }
    const std::uint64_t esize = element_type_size(w.type);
    if (elements > std::numeric_limits<std::uint64_t>::max() / esize) return detail::bad_input("shape too large", i);
    if (elements * esize != w.byte_size())
      return detail::bad_input("data size does not match shape x element size", w.byte_size(), elements * esize);
    alignment[i] = w.alignment == 0 ? opt.alignment : w.alignment;
    if (!valid_alignment(alignment[i])) return detail::bad_input("weight alignment", alignment[i], lim.max_alignment);
    key_string[i] = intern(w.name);
  }

  // ---- attributes and types (all in the builtin dialect) -------------------
  // Types: one IntegerType/float per element type used, one tensor per (shape, type).
  std::vector<byte_buffer> types;
  std::unordered_map<std::string, std::uint64_t> type_index;  // keyed by the entry bytes
  auto add_type = [&](byte_buffer&& entry) {
    std::string key(reinterpret_cast<const char*>(entry.bytes.data()), entry.bytes.size());
    auto [it, inserted] = type_index.emplace(std::move(key), types.size());
    if (inserted) types.push_back(std::move(entry));
    return it->second;
  };
  std::vector<std::uint64_t> tensor_type(weights.size());
  for (std::size_t i = 0; i < weights.size(); ++i) {
    byte_buffer elem;
    switch (weights[i].type) {
      case element_type::i1: elem.varint(0); elem.varint(1u << 2); break;
      case element_type::i8: elem.varint(0); elem.varint(8u << 2); break;
      case element_type::i16: elem.varint(0); elem.varint(16u << 2); break;
      case element_type::i32: elem.varint(0); elem.varint(32u << 2); break;
      case element_type::i64: elem.varint(0); elem.varint(64u << 2); break;
      case element_type::bf16: elem.varint(3); break;
      case element_type::f16: elem.varint(4); break;
      case element_type::f32: elem.varint(5); break;
      case element_type::f64: elem.varint(6); break;
    }
    const std::uint64_t elem_idx = add_type(std::move(elem));
    byte_buffer tensor;
    tensor.varint(13);  // RankedTensorType: shape, element type
    tensor.varint(weights[i].shape.size());
    for (std::int64_t d : weights[i].shape) tensor.svarint(d);
    tensor.varint(elem_idx);
    tensor_type[i] = add_type(std::move(tensor));
  }

  // Attributes: UnknownLoc, [StringAttr "value"], dense_resource x N, [{value = ...} x N].
  std::vector<byte_buffer> attrs;
  auto add_attr = [&](byte_buffer&& entry) {
    attrs.push_back(std::move(entry));
    return attrs.size() - 1;
  };
  byte_buffer unknown_loc;
  unknown_loc.varint(15);
  const std::uint64_t a_loc = add_attr(std::move(unknown_loc));
  std::uint64_t a_value_name = 0;
  if (!v_properties) {
    byte_buffer name;
    name.varint(2);  // StringAttr without type
    name.varint(s_value);
    a_value_name = add_attr(std::move(name));
  }
  std::vector<std::uint64_t> a_resource(weights.size());
  for (std::size_t i = 0; i < weights.size(); ++i) {
    byte_buffer r;
    r.varint(16);  // DenseResourceElementsAttr: type, global dialect-resource handle
    r.varint(tensor_type[i]);
    r.varint(i);
    a_resource[i] = add_attr(std::move(r));
  }
  std::vector<std::uint64_t> a_dict(weights.size());
  if (!v_properties) {
    for (std::size_t i = 0; i < weights.size(); ++i) {
      byte_buffer d;
      d.varint(1);  // DictionaryAttr: count, (name, value) pairs
      d.varint(1);
      d.varint(a_value_name);
      d.varint(a_resource[i]);
      a_dict[i] = add_attr(std::move(d));
    }
  }

  // ---- sections -------------------------------------------------------------
  byte_buffer meta;
  for (unsigned b : {0x4Du, 0x4Cu, 0xEFu, 0x52u}) meta.u8(static_cast<std::uint8_t>(b));  // magic
  meta.varint(opt.version);
  if (opt.producer.find('\0') != std::string::npos) return detail::bad_input("producer contains NUL");
  meta.append(opt.producer);
  meta.u8(0);
  auto emit_section = [&](std::uint8_t id, const byte_buffer& payload) {
    meta.u8(id);
    meta.varint(payload.size());
    meta.append(payload.bytes);
  };

  {  // String: count, sizes in reverse order, then the NUL-terminated data.
    byte_buffer s;
    s.varint(strings.size());
    for (auto it = strings.rbegin(); it != strings.rend(); ++it) s.varint(it->size() + 1);
    for (std::string_view str : strings) {
      s.append(str);
      s.u8(0);
    }
    emit_section(0, s);
  }
  {  // Dialect: dialects, [op-name count], op-name groups.
    byte_buffer d;
    d.varint(2);
    for (std::uint64_t name : {s_builtin, s_arith}) d.varint(v_dialect_versioning ? name << 1 : name);
    if (v_op_name_count) d.varint(2);
    auto op_name = [&](std::uint64_t str) { return v_properties ? (str << 1) | 1 : str; };
    d.varint(0);  // builtin: module (op name 0)
    d.varint(1);
    d.varint(op_name(s_module));
    d.varint(1);  // arith: constant (op name 1)
    d.varint(1);
    d.varint(op_name(s_constant));
    emit_section(1, d);
  }
  {  // AttrTypeOffset + AttrType: one builtin group each, all custom-encoded.
    byte_buffer off, data;
    off.varint(attrs.size());
    off.varint(types.size());
    for (const auto* table : {&attrs, &types}) {
      if (table->empty()) continue;
      off.varint(0);
      off.varint(table->size());
      for (const auto& e : *table) {
        off.varint((static_cast<std::uint64_t>(e.size()) << 1) | 1);
        data.append(e.bytes);
      }
    }
    emit_section(3, off);
    emit_section(2, data);
  }
  {  // IR: one builtin.module whose single block holds N arith.constant ops.
    constexpr std::uint8_t has_attrs = 0x01, has_results = 0x02, has_regions = 0x10, has_props = 0x40;
    byte_buffer region;
    region.varint(1);                // one block
    region.varint(weights.size());   // values: one result per constant
    region.varint(static_cast<std::uint64_t>(weights.size()) << 1);  // ops, no block args
    for (std::size_t i = 0; i < weights.size(); ++i) {
      region.varint(1);  // op name: arith.constant
      region.u8(v_properties ? (has_props | has_results) : (has_attrs | has_results));
      region.varint(a_loc);
      region.varint(v_properties ? i + 1 : a_dict[i]);  // property entry 0 is the module's
      region.varint(1);
      region.varint(tensor_type[i]);
    }
    byte_buffer ir;
    ir.varint(1 << 1);  // one top-level op, no args
    ir.varint(0);       // builtin.module
    ir.u8(v_properties ? (has_regions | has_props) : has_regions);
    ir.varint(a_loc);
    if (v_properties) ir.varint(0);
    ir.varint((1 << 1) | 1);  // one region, isolated from above
    if (v_region_sections) {
      ir.u8(4);
      ir.varint(region.size());
    }
    ir.append(region.bytes);
    emit_section(4, ir);
  }
  if (v_properties) {  // module: sym_name?, sym_visibility? (absent); constant: value.
    byte_buffer p;
    p.varint(weights.size() + 1);
    p.varint(2);
    p.varint(0);
    p.varint(0);
    for (std::size_t i = 0; i < weights.size(); ++i) {
      p.varint(detail::varint_size(a_resource[i]));
      p.varint(a_resource[i]);
    }
    emit_section(8, p);
  }

  // Resource entries are laid out relative to an origin aligned to the
  // largest alignment, so their padding does not depend on where the section
  // starts; the section header then pads the origin to that alignment.
  std::uint64_t max_align = 1;
  for (std::uint64_t a : alignment) max_align = a > max_align ? a : max_align;
  std::vector<std::uint64_t> entry_pad(weights.size()), entry_size(weights.size()), rel_data(weights.size());
  std::uint64_t rel = 0;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const std::uint64_t n = weights[i].byte_size();
    const std::uint64_t head = detail::varint_size(alignment[i]) + detail::varint_size(n);
    entry_pad[i] = detail::padding_at(rel + head, alignment[i]);
    rel_data[i] = rel + head + entry_pad[i];
    entry_size[i] = head + entry_pad[i] + n;
    rel += entry_size[i];
  }
  const std::uint64_t resource_payload = rel;
  {  // ResourceOffset: no external groups; one builtin dialect group.
    byte_buffer ro;
    ro.varint(0);
    if (!weights.empty()) {
      ro.varint(0);
      ro.varint(weights.size());
      for (std::size_t i = 0; i < weights.size(); ++i) {
        ro.varint(key_string[i]);
        ro.varint(entry_size[i]);
        ro.u8(0);  // kind: blob
      }
    }
    emit_section(6, ro);
  }
  // Resource section header (flagged with the alignment when it is > 1).
  std::uint64_t origin = 0;
  if (max_align > 1) {
    meta.u8(5 | 0x80);
    meta.varint(resource_payload);
    meta.varint(max_align);
    const std::uint64_t pad = detail::padding_at(meta.size(), max_align);
    for (std::uint64_t k = 0; k < pad; ++k) meta.u8(0xCB);
  } else {
    meta.u8(5);
    meta.varint(resource_payload);
  }
  origin = meta.size();

  // ---- stream ------------------------------------------------------------------
  write_summary summary;
  summary.metadata_size = weights.empty() ? origin : origin + rel_data[0];
  summary.file_size = origin + resource_payload;
  summary.data_offsets.resize(weights.size());
  detail::buffered_out out(sink, opt.chunk_size == 0 ? 4096 : opt.chunk_size);
  auto sink_failed = [&]() { return error{errc::io, section_id::none, out.written(), "write failed", EIO, 0}; };
  if (!out.put(meta.bytes)) return sink_failed();
  std::vector<std::byte> chunk;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const weight& w = weights[i];
    const std::uint64_t n = w.byte_size();
    byte_buffer head;
    head.varint(alignment[i]);
    head.varint(n);
    if (!out.put(head.bytes) || !out.pad(entry_pad[i])) return sink_failed();
    summary.data_offsets[i] = origin + rel_data[i];
    if (out.written() != summary.data_offsets[i]) {
      return error{errc::bad_value, section_id::resource, out.written(), "internal: blob offset mismatch",
                   out.written(), summary.data_offsets[i]};
    }
    if (!w.source) {
      if (!out.put(w.data)) return sink_failed();
      continue;
    }
    if (chunk.empty()) chunk.resize(opt.chunk_size == 0 ? 4096 : opt.chunk_size);
    for (std::uint64_t done = 0; done < n;) {
      const std::uint64_t left = n - done;
      const std::size_t k = left < chunk.size() ? static_cast<std::size_t>(left) : chunk.size();
      if (!w.source(done, std::span<std::byte>(chunk.data(), k))) {
        return error{errc::io, section_id::none, out.written(), "blob source failed", EIO, 0};
      }
      if (!out.put(chunk.data(), k)) return sink_failed();
      done += k;
    }
  }
  if (!out.flush()) return sink_failed();
  return summary;
}

inline result<write_summary> write_weights(std::ostream& os, std::span<const weight> weights,
                                           const write_options& opt = {}) {
  ostream_sink sink(os);
  return write_weights(sink, weights, opt);
}

inline result<write_summary> write_weights(int fd, std::span<const weight> weights, const write_options& opt = {}) {
  fd_sink sink(fd);
  auto r = write_weights(sink, weights, opt);
  if (!r && r.err().code == errc::io && sink.last_errno() != 0) {
    return error{errc::io, section_id::none, 0, "write failed", static_cast<std::uint64_t>(sink.last_errno()), 0};
  }
  return r;
}

// Creates (or truncates) `path` and writes the file; removes it on failure.
inline result<write_summary> write_weights_file(const std::string& path, std::span<const weight> weights,
                                                const write_options& opt = {}) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return error{errc::io, section_id::none, 0, "cannot create file", static_cast<std::uint64_t>(errno), 0};
  auto r = write_weights(fd, weights, opt);
  if (::close(fd) != 0 && r) {
    r = error{errc::io, section_id::none, 0, "cannot close file", static_cast<std::uint64_t>(errno), 0};
  }
  if (!r) ::unlink(path.c_str());
  return r;
}

}  // namespace mlirbc
