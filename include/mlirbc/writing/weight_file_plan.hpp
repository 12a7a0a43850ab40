// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// weight_file_plan: the writer's internals (docs/design.md, "Two modes"): the
// byte buffer with the format's primitives, the builtin entries a weight file
// needs and the plan of a whole file. Only the writer's bodies include it, so
// a program that includes <mlirbc.hpp> in compiled mode does not parse it.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "../base/config.hpp"
#include "../base/encoding.hpp"
#include "../base/error.hpp"
#include "../base/limits.hpp"
#include "../base/result.hpp"
#include "writer.hpp"

namespace mlirbc {

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

}  // namespace mlirbc
