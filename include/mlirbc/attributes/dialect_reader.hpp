// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialect_reader: what a dialect decoder sees of one custom-encoded attribute or
// type entry (the extension point's input side; docs/dialects.md).
//
// Safety model: a decoder never sees raw pointers or other entries' bytes. It
// reads primitives from a bounds-checked cursor with a sticky error, and refers
// to nested attributes/types by table index only; the reader validates each
// index, decodes the referenced entries itself (iteratively, with its depth
// limit and cycle check) and publishes the node only when all of them are
// decoded. A decoder that needs a nested node *while* decoding (e.g. a width)
// asks with attribute_now()/type_now(): nullptr means "not decoded yet"; the
// decoder returns anything, the reader decodes that entry first and calls the
// decoder again from the start of the entry.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../model/attributes.hpp"
#include "../tables/bytecode.hpp"
#include "../base/cursor.hpp"

namespace mlirbc {

// A reference from one entry to another (attribute or type table index).
struct entry_ref {
  std::uint64_t idx = 0;
  entry_kind kind = entry_kind::attribute;
  bool is_type() const noexcept { return kind == entry_kind::type; }
  std::uint64_t key() const noexcept { return idx * 2 + (is_type() ? 1 : 0); }
};

namespace detail {
// What the reader lends decoders and printers (implemented by attr_reader).
struct entry_services {
  virtual const mlirbc::attribute* find_attribute(std::uint64_t idx) const noexcept = 0;
  virtual const mlirbc::type* find_type(std::uint64_t idx) const noexcept = 0;
  // The kind of a decoded attribute, also when only its kind was kept.
  virtual attr_kind attribute_kind(std::uint64_t idx) const noexcept = 0;
  // A deviation MLIR's reader tolerates, met while decoding: recorded as a
  // warning (true), or refused (false: strict mode).
  virtual bool tolerate(const error& e) const = 0;

 protected:
  ~entry_services() = default;
};
}  // namespace detail

// The bytes of one custom-encoded entry, as a dialect decoder sees them.
// All reads are bounds-checked and sticky: after the first failure every read
// returns zero and ok() is false; the reader turns that into an error with the
// entry's offset.
class dialect_reader {
 public:
  // ---- primitives (docs/format.md §1)
  std::uint64_t varint(const char* what) noexcept { return c_->varint(what); }
  std::int64_t signed_varint(const char* what) noexcept { return c_->signed_varint(what); }
  // (value << 1) | flag
  std::uint64_t varint_with_flag(bool& flag, const char* what) noexcept;
  std::uint8_t byte(const char* what) noexcept { return c_->byte(what); }
  // One byte, 0 or 1 as MLIR writes it; MLIR reads any other as true, and so
  // does this, with a warning (strict mode: the entry's error).
  bool boolean(const char* what);
  // A shared string (string table index).
  std::string_view string(const char* what) noexcept;
  // n bytes (a view into the file).
  std::span<const std::byte> bytes(std::uint64_t n, const char* what) noexcept { return c_->bytes(n, what); }
  // varint length + bytes (a view into the file).
  std::span<const std::byte> blob(const char* what) noexcept;
  // A list length, checked against the bytes left (each element >= min_bytes),
  // so it is safe to size a container with it.
  std::uint64_t count(const char* what, std::uint64_t min_bytes = 1) noexcept { return c_->count(what, min_bytes); }
  // APFloat/APInt bits of a known width <= 64 (docs/format.md §7.1).
  std::uint64_t fixed_width_bits(std::uint32_t width, const char* what) noexcept;
  // A dialect resource handle: an index into the file's dialect resources.
  struct resource_ref {
    std::uint64_t handle = 0;
    const resource_entry* entry = nullptr;  // null after a failure
  };
  resource_ref resource_handle(const char* what) noexcept;

  // ---- references (validated; decoded by the reader before the node is published)
  std::uint64_t attribute(const char* what) noexcept { return ref(what, entry_kind::attribute); }
  std::uint64_t type(const char* what) noexcept { return ref(what, entry_kind::type); }
  // An optional attribute: 0 = absent, else (idx << 1) | 1.
  std::optional<std::uint64_t> optional_attribute(const char* what) noexcept;

  // ---- nodes needed while decoding (see the header comment)
  const mlirbc::attribute* attribute_now(std::uint64_t idx) noexcept;
  const mlirbc::type* type_now(std::uint64_t idx) noexcept;

  // ---- context
  std::string_view dialect_name() const noexcept { return dialect_->name; }
  // The dialect's version payload (docs/format.md §5.3), if the file has one.
  bool has_dialect_version() const noexcept { return dialect_->has_version; }
  // A cursor over the version payload (empty when there is none); offsets are file offsets.
  cursor dialect_version() const noexcept;
  std::uint64_t file_version() const noexcept { return b_->version(); }
  std::string_view producer() const noexcept { return b_->producer(); }
  // The LLVM release of an `MLIR<major>...` producer; 0 for any other producer.
  std::uint32_t producer_llvm_major() const noexcept { return producer_llvm_major_; }

  // ---- declining: the decoder does not know this entry's layout (e.g. an
  // unknown producer); the entry becomes opaque instead of an error.
  void decline() noexcept { declined_ = true; }
  bool declined() const noexcept { return declined_; }

  // ---- errors
  bool ok() const noexcept { return c_->ok(); }
  bool at_end() const noexcept { return c_->at_end(); }
  std::uint64_t offset() const noexcept { return c_->offset(); }
  std::uint64_t remaining() const noexcept { return c_->remaining(); }
  std::uint64_t entry_offset() const noexcept { return entry_offset_; }
  void fail(const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept;
  void fail_at(std::uint64_t at, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept;
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept;
  // A value that breaks the format's rules but that MLIR reads as stored (so
  // the decoder keeps it): a warning at `at`, or in strict mode the entry's error.
  void tolerate_at(std::uint64_t at, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0);

  // Used by attr_reader only.
  struct setup {
    cursor* c;
    const bytecode* b;
    const dialect_entry* dialect;
    const detail::entry_services* services;
    std::vector<entry_ref>* children;
    std::uint64_t entry_offset;
    std::uint32_t producer_llvm_major;
  };
  explicit dialect_reader(const setup& s) noexcept
      : c_(s.c), b_(s.b), dialect_(s.dialect), services_(s.services), children_(s.children),
        entry_offset_(s.entry_offset), producer_llvm_major_(s.producer_llvm_major) {}
  std::optional<entry_ref> needed() const noexcept { return need_; }

 private:
  std::uint64_t table_size(entry_kind k) const noexcept;
  std::uint64_t ref(const char* what, entry_kind k) noexcept;
  std::uint64_t checked(std::uint64_t at, std::uint64_t i, entry_kind k, const char* what) noexcept;
  template <class Find>
  auto now(entry_ref r, Find find) noexcept -> decltype(find()) {
    if (r.idx >= table_size(r.kind)) return nullptr;
    auto* node = find();
    if (node == nullptr && !need_) need_ = r;
    return node;
  }

  cursor* c_;
  const bytecode* b_;
  const dialect_entry* dialect_;
  const detail::entry_services* services_;
  std::vector<entry_ref>* children_;
  std::uint64_t entry_offset_;
  std::uint32_t producer_llvm_major_;
  std::optional<entry_ref> need_;
  bool declined_ = false;
};

// What a decoder's finish step sees once every entry its decode referred to is
// decoded: those references in the order they were read, their nodes, and a
// way to fail with the entry's offset. Used by decoders whose value depends
// on what it refers to (the builtin dialect resolves dictionary keys here).
class dialect_finisher {
 public:
  dialect_finisher(const detail::entry_services& s, std::span<const entry_ref> children, std::uint64_t entry_offset,
                   bool keeps_value = true) noexcept
      : s_(&s), children_(children), offset_(entry_offset), keeps_value_(keeps_value) {}

  std::span<const entry_ref> children() const noexcept { return children_; }
  // Whether the finished value becomes a node. When not (the entry is only
  // validated, its kind kept: retention::requested), the finish step need only
  // check, and the references it reads as nodes are those child_node_needed
  // names.
  bool keeps_value() const noexcept { return keeps_value_; }
  // Nodes of referenced entries (those the decoder asked to keep as nodes;
  // see child_node_needed in dialect_registry.hpp).
  const mlirbc::attribute& attribute_node(std::uint64_t idx) const noexcept { return *s_->find_attribute(idx); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *s_->find_type(idx); }
  attr_kind attribute_kind(std::uint64_t idx) const noexcept { return s_->attribute_kind(idx); }
  error fail(const char* what) const noexcept { return error{errc::bad_value, section_id::attr_type, offset_, what}; }

 private:
  const detail::entry_services* s_;
  std::span<const entry_ref> children_;
  std::uint64_t offset_;
  bool keeps_value_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/dialect_reader.ipp"
#endif
