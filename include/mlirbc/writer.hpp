// writer: emits a weight file — a builtin.module holding one arith.constant
// per weight, whose value is `dense_resource<KEY> : tensor<SHAPExTYPE>` backed
// by a blob in the builtin dialect's resource group.
//
// The file is streamed: all metadata sections come first (they are small and
// are what `bytecode::open` reads), the Resource section comes last, and blob
// data is copied from caller-owned spans or pulled from callbacks in chunks,
// so memory use does not grow with the blob sizes. Blob padding is computed
// from file offset 0, as the format requires (docs/format.md §1.7).
//
// Section order: String, Dialect, AttrTypeOffset, AttrType, IR, [Properties],
// ResourceOffset, Resource. Order is free in the format; mlir-opt 22 reads it.
#pragma once

#include <unistd.h>

#include <algorithm>
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
#include <utility>
#include <vector>

#include "config.hpp"
#include "cursor.hpp"
#include "encoding.hpp"
#include "error.hpp"
#include "limits.hpp"
#include "output_file.hpp"
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
bool parse_element_type(std::string_view s, element_type& out) noexcept;

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
  bool write(const std::byte* data, std::size_t n) override;
  int last_errno() const noexcept { return errno_; }

 private:
  int fd_;
  int errno_ = 0;
};

class ostream_sink final : public byte_sink {
 public:
  explicit ostream_sink(std::ostream& os) noexcept : os_(os) {}
  bool write(const std::byte* data, std::size_t n) override;

 private:
  std::ostream& os_;
};

namespace detail {

// Growable byte buffer with the format's primitives.
struct byte_buffer {
  std::vector<std::byte> bytes;
  void u8(std::uint8_t b) { bytes.push_back(static_cast<std::byte>(b)); }
  void varint(std::uint64_t v);
  void svarint(std::int64_t v);
  // resize + memcpy rather than range insert: g++ 12 -O2 reports a bogus
  // -Wstringop-overflow for vector<byte>::insert from a span.
  void append(const void* p, std::size_t n);
  void append(std::span<const std::byte> b) { append(b.data(), b.size()); }
  void append(std::string_view s) { append(s.data(), s.size()); }
  std::size_t size() const noexcept { return bytes.size(); }
};

std::size_t varint_size(std::uint64_t v) noexcept;

bool is_bare_identifier(std::string_view s) noexcept;

error bad_input(const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept;

// Buffers small writes; large spans go straight to the sink.
class buffered_out {
 public:
  buffered_out(byte_sink& sink, std::size_t capacity) : sink_(sink) { buf_.reserve(capacity); }
  bool put(const std::byte* p, std::size_t n);
  bool put(std::span<const std::byte> s) { return put(s.data(), s.size()); }
  bool pad(std::uint64_t n);
  bool flush();
  std::uint64_t written() const noexcept { return written_; }

 private:
  byte_sink& sink_;
  std::vector<std::byte> buf_;
  std::uint64_t written_ = 0;
};

// The builtin attribute and type entries a weight file needs (docs/format.md
// §7.2, §7.3).
namespace builtin_entry {
byte_buffer code(builtin_attr_code c);
byte_buffer code(builtin_type_code c);
byte_buffer element(element_type t);
byte_buffer ranked_tensor(std::span<const std::int64_t> shape, std::uint64_t element);
byte_buffer string_attr(std::uint64_t string_index);
byte_buffer dense_resource(std::uint64_t type, std::uint64_t resource_handle);
byte_buffer dictionary_of_one(std::uint64_t name_attr, std::uint64_t value_attr);
}  // namespace builtin_entry

// Appends `e` to `table` unless an equal entry is there; returns its index.
class entry_table {
 public:
  std::uint64_t add(byte_buffer&& e, bool dedupe);
  const std::vector<byte_buffer>& entries() const noexcept { return entries_; }

 private:
  std::vector<byte_buffer> entries_;
  std::unordered_map<std::string, std::uint64_t> index_;
};

// Everything about a weight file except the blob bytes: validated input, the
// metadata sections, and where each blob lands. Built by make(), streamed by
// write_weights().
class weight_file_plan {
 public:
  static result<weight_file_plan> make(std::span<const weight> weights, const write_options& opt);

  const byte_buffer& metadata() const noexcept { return meta_; }  // ends at the first blob entry
  std::uint64_t alignment(std::size_t i) const noexcept { return alignment_[i]; }
  std::uint64_t padding(std::size_t i) const noexcept { return entry_pad_[i]; }
  std::uint64_t data_offset(std::size_t i) const noexcept { return origin_ + rel_data_[i]; }
  std::uint64_t file_size() const noexcept { return origin_ + resource_payload_; }

 private:
  weight_file_plan(std::span<const weight> w, const write_options& opt)
      : weights_(w), opt_(opt), key_string_(w.size()), alignment_(w.size()), tensor_type_(w.size()),
        a_resource_(w.size()), a_dict_(w.size()) {}

  bool has(std::uint64_t gate) const noexcept { return opt_.version >= gate; }
  bool valid_alignment(std::uint64_t a) const noexcept { return std::has_single_bit(a) && a <= limits{}.max_alignment; }

  error validate();
  error validate_weight(std::size_t i, std::unordered_map<std::string_view, std::size_t>& seen);

  std::uint64_t intern(std::string_view s);
  void intern_strings();

  // One element type per kind used, one tensor type per (shape, element type).
  void build_types();
  // UnknownLoc, [StringAttr "value"], one dense_resource per weight, [{value = ...} per weight].
  void build_attributes();

  void emit_section(section_id id, const byte_buffer& payload);
  error emit_metadata();

  // Count, sizes in reverse order, then the NUL-terminated data.
  byte_buffer string_section() const;
  // Dialects builtin and arith, [op-name count], one op name each.
  byte_buffer dialect_section() const;
  // One builtin group per table, every entry custom-encoded.
  byte_buffer attr_type_offset_section() const;
  byte_buffer attr_type_section() const;
  // One builtin.module (isolated) whose single block holds one arith.constant per weight.
  byte_buffer ir_section() const;
  // module: sym_name and sym_visibility absent; each constant: its value attribute.
  byte_buffer properties_section() const;

  // Resource entries are laid out relative to an origin aligned to the
  // largest alignment, so their padding does not depend on where the section
  // starts; the section header then pads the origin to that alignment.
  void layout_resources();
  // No external groups; one builtin dialect group of blobs.
  byte_buffer resource_offset_section() const;
  // Resource section header, flagged with the alignment when it is above 1.
  void emit_resource_header();

  std::span<const weight> weights_;
  write_options opt_;
  std::vector<std::string_view> strings_;
  std::unordered_map<std::string_view, std::uint64_t> string_index_;
  std::uint64_t s_builtin_ = 0, s_arith_ = 0, s_module_ = 0, s_constant_ = 0, s_value_ = 0;
  std::vector<std::uint64_t> key_string_, alignment_, tensor_type_, a_resource_, a_dict_;
  entry_table types_, attrs_;
  std::uint64_t a_loc_ = 0;
  std::vector<std::uint64_t> entry_pad_, entry_size_, rel_data_;
  std::uint64_t max_align_ = 1, resource_payload_ = 0, origin_ = 0;
  byte_buffer meta_;
};

// Copies one weight's bytes to `out`, from its span or in chunks from its source.
bool put_weight_data(buffered_out& out, const weight& w, std::vector<std::byte>& chunk, std::size_t chunk_size,
                            bool& source_failed);

}  // namespace detail

// Writes `weights` as one bytecode file to `sink`. Fails (without throwing)
// on invalid input — bad version, name, alignment or a size that does not
// match the shape — before writing anything, and on sink or callback failure.
result<write_summary> write_weights(byte_sink& sink, std::span<const weight> weights,
                                           const write_options& opt = {});

result<write_summary> write_weights(std::ostream& os, std::span<const weight> weights,
                                           const write_options& opt = {});

result<write_summary> write_weights(int fd, std::span<const weight> weights, const write_options& opt = {});

// Writes the file to `path` through output_file: the bytes go to a temporary
// `PATH.partial-XXXXXX` that is renamed over `path` only once complete, so on
// failure an existing file at `path` is left as it was and nothing is left behind.
result<write_summary> write_weights_file(const std::string& path, std::span<const weight> weights,
                                                const write_options& opt = {});

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/writer.ipp"
#endif
