// dialect_hooks: the extension point for dialects with their own bytecode
// encoding of attributes and types (see docs/dialects.md).
//
// A dialect decoder is a small C++ type (checked by the `dialect_decoder`
// concept) that reads one entry's bytes through a `dialect_reader` and prints
// the value it made through a `dialect_printer`. Register it in a
// `dialect_registry` and give the registry to attr_reader. The upstream
// decoders (dialects/llvm.hpp, quant.hpp, test.hpp) use exactly this.
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

#include <concepts>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "attributes.hpp"
#include "cursor.hpp"
#include "dialect_table.hpp"
#include "float_format.hpp"
#include "print_text.hpp"
#include "string_table.hpp"

namespace mlirbc {

// A reference from one entry to another (attribute or type table index).
struct entry_ref {
  std::uint64_t idx = 0;
  bool is_type = false;
  std::uint64_t key() const noexcept { return idx * 2 + (is_type ? 1 : 0); }
};

namespace detail {
// What the reader lends a dialect_reader (implemented by attr_reader).
struct entry_services {
  virtual const mlirbc::attribute* find_attribute(std::uint64_t idx) const noexcept = 0;
  virtual const mlirbc::type* find_type(std::uint64_t idx) const noexcept = 0;

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
  // ---- primitives (format-notes 1.x)
  std::uint64_t varint(const char* what) noexcept { return c_->varint(what); }
  std::int64_t signed_varint(const char* what) noexcept { return c_->signed_varint(what); }
  // (value << 1) | flag
  std::uint64_t varint_with_flag(bool& flag, const char* what) noexcept {
    const std::uint64_t v = c_->varint(what);
    flag = (v & 1u) != 0;
    return v >> 1;
  }
  std::uint8_t byte(const char* what) noexcept { return c_->byte(what); }
  // One byte that must be 0 or 1 (DialectBytecodeWriter::writeOwnedBool).
  bool boolean(const char* what) noexcept {
    const std::uint64_t at = c_->offset();
    const std::uint8_t b = c_->byte(what);
    if (c_->ok() && b > 1) c_->fail_at(at, errc::bad_value, what, b, 1);
    return b == 1;
  }
  // A shared string (string table index).
  std::string_view string(const char* what) noexcept {
    const std::uint64_t at = c_->offset();
    const std::uint64_t i = c_->varint(what);
    if (!c_->ok()) return {};
    if (i >= strings_->size()) {
      c_->fail_at(at, errc::index_out_of_range, what, i, strings_->size());
      return {};
    }
    return (*strings_)[static_cast<std::size_t>(i)];
  }
  // varint length + bytes (a view into the file).
  std::span<const std::byte> blob(const char* what) noexcept {
    const std::uint64_t n = c_->varint(what);
    return c_->bytes(n, what);
  }
  // A list length, checked against the bytes left (each element >= min_bytes),
  // so it is safe to size a container with it.
  std::uint64_t count(const char* what, std::uint64_t min_bytes = 1) noexcept { return c_->count(what, min_bytes); }
  // APFloat/APInt bits of a known width <= 64 (format-notes 5.1).
  std::uint64_t fixed_width_bits(std::uint32_t width, const char* what) noexcept {
    if (width > 64) {
      c_->fail(errc::unsupported, what, width, 64);
      return 0;
    }
    std::uint64_t v = width <= 8 ? c_->byte(what) : static_cast<std::uint64_t>(c_->signed_varint(what));
    if (width < 64) v &= (std::uint64_t{1} << width) - 1;
    return v;
  }

  // ---- references (validated; decoded by the reader before the node is published)
  std::uint64_t attribute(const char* what) noexcept { return ref(what, false); }
  std::uint64_t type(const char* what) noexcept { return ref(what, true); }
  // DialectBytecodeWriter::writeOptionalAttribute: 0 = absent, else (idx << 1) | 1.
  std::optional<std::uint64_t> optional_attribute(const char* what) noexcept {
    const std::uint64_t at = c_->offset();
    bool present = false;
    const std::uint64_t i = varint_with_flag(present, what);
    if (!c_->ok()) return std::nullopt;
    if (!present) {
      if (i != 0) c_->fail_at(at, errc::bad_value, what, i, 0);
      return std::nullopt;
    }
    return checked(at, i, false, what);
  }

  // ---- nodes needed while decoding (see the header comment)
  const mlirbc::attribute* attribute_now(std::uint64_t idx) noexcept { return now(entry_ref{idx, false}); }
  const mlirbc::type* type_now(std::uint64_t idx) noexcept {
    if (idx >= num_types_) return nullptr;
    const mlirbc::type* t = services_->find_type(idx);
    if (t == nullptr) request(entry_ref{idx, true});
    return t;
  }

  // ---- context
  std::string_view dialect_name() const noexcept { return dialect_->name; }
  // The dialect's version payload (nested section 7, format-notes 4.6), if the file has one.
  bool has_dialect_version() const noexcept { return dialect_->has_version; }
  // A cursor over the version payload (empty when there is none); offsets are file offsets.
  cursor dialect_version() const noexcept {
    const std::uint64_t begin = dialect_->version_offset;
    return cursor(file_, begin, begin + dialect_->version.size(), section_id::dialect);
  }
  std::uint64_t file_version() const noexcept { return file_version_; }
  std::string_view producer() const noexcept { return producer_; }

  // ---- declining: the decoder does not know this entry's layout (e.g. an
  // unknown producer); the entry becomes opaque instead of an error.
  void decline() noexcept { declined_ = true; }
  bool declined() const noexcept { return declined_; }

  // ---- errors
  bool ok() const noexcept { return c_->ok(); }
  bool at_end() const noexcept { return c_->at_end(); }
  std::uint64_t offset() const noexcept { return c_->offset(); }
  std::uint64_t entry_offset() const noexcept { return entry_offset_; }
  void fail(const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    c_->fail(errc::bad_value, what, value, limit);
  }
  void fail_at(std::uint64_t at, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    c_->fail_at(at, errc::bad_value, what, value, limit);
  }

  // Used by attr_reader only.
  struct setup {
    cursor* c;
    std::span<const std::byte> file;
    const string_table* strings;
    const dialect_entry* dialect;
    const detail::entry_services* services;
    std::vector<entry_ref>* children;
    std::uint64_t num_attrs, num_types, file_version, entry_offset;
    std::string_view producer;
  };
  explicit dialect_reader(const setup& s) noexcept
      : c_(s.c), file_(s.file), strings_(s.strings), dialect_(s.dialect), services_(s.services), children_(s.children),
        num_attrs_(s.num_attrs), num_types_(s.num_types), file_version_(s.file_version),
        entry_offset_(s.entry_offset), producer_(s.producer) {}
  std::optional<entry_ref> needed() const noexcept { return need_; }

 private:
  std::uint64_t ref(const char* what, bool is_type) noexcept {
    const std::uint64_t at = c_->offset();
    const std::uint64_t i = c_->varint(what);
    if (!c_->ok()) return 0;
    return checked(at, i, is_type, what);
  }
  std::uint64_t checked(std::uint64_t at, std::uint64_t i, bool is_type, const char* what) noexcept {
    const std::uint64_t n = is_type ? num_types_ : num_attrs_;
    if (i >= n) {
      c_->fail_at(at, errc::index_out_of_range, what, i, n);
      return 0;
    }
    children_->push_back(entry_ref{i, is_type});
    return i;
  }
  const mlirbc::attribute* now(entry_ref r) noexcept {
    if (r.idx >= num_attrs_) return nullptr;
    const mlirbc::attribute* a = services_->find_attribute(r.idx);
    if (a == nullptr) request(r);
    return a;
  }
  void request(entry_ref r) noexcept {
    if (!need_) need_ = r;
  }

  cursor* c_;
  std::span<const std::byte> file_;
  const string_table* strings_;
  const dialect_entry* dialect_;
  const detail::entry_services* services_;
  std::vector<entry_ref>* children_;
  std::uint64_t num_attrs_, num_types_, file_version_, entry_offset_;
  std::string_view producer_;
  std::optional<entry_ref> need_;
  bool declined_ = false;
};

// Where a dialect decoder writes the text of a value. Nested attributes and
// types are written by index and printed by attr_printer afterwards (no
// recursion). The full form of a value is `#dialect.mnemonic<...>` (`!` for
// types); the "stripped" form, used by MLIR for parameters of a known
// attribute class, is only what follows the mnemonic.
class dialect_printer {
 public:
  enum class piece_kind : std::uint8_t { text, attribute, attribute_stripped, type, type_stripped };
  struct piece {
    piece_kind kind;
    std::uint64_t idx = 0;
    std::string text;
  };

  dialect_printer(const detail::entry_services& r, bool stripped) noexcept : r_(&r), stripped_(stripped) {}

  // The value's mnemonic (`di_file`); written only in the full form.
  void mnemonic(std::string_view m) {
    if (!stripped_) {
      text(".");
      text(m);
    }
  }
  void text(std::string_view s) {
    if (pieces_.empty() || pieces_.back().kind != piece_kind::text) pieces_.push_back(piece{piece_kind::text, 0, {}});
    pieces_.back().text += s;
  }
  void quoted(std::string_view s) {
    std::string q;
    print_detail::append_quoted(s, q);
    text(q);
  }
  void keyword_or_string(std::string_view s) {
    std::string q;
    print_detail::append_keyword_or_string(s, q);
    text(q);
  }
  void unsigned_int(std::uint64_t v) { text(std::to_string(v)); }
  void signed_int(std::int64_t v) { text(std::to_string(v)); }
  // A float of the given format from its bits, as MLIR prints float attributes.
  void floating(float_kind k, std::uint64_t lo, std::uint64_t hi = 0) {
    std::string s;
    (void)format_float(k, lo, hi, s);
    text(s);
  }
  void attribute(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::attribute, idx, {}}); }
  void attribute_stripped(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::attribute_stripped, idx, {}}); }
  void type(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::type, idx, {}}); }
  void type_stripped(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::type_stripped, idx, {}}); }

  bool stripped() const noexcept { return stripped_; }
  // Nested nodes (always decoded: they are references of a published node).
  const mlirbc::attribute& attribute_node(std::uint64_t idx) const noexcept { return *r_->find_attribute(idx); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *r_->find_type(idx); }
  std::vector<piece>& pieces() noexcept { return pieces_; }

 private:
  const detail::entry_services* r_;
  bool stripped_;
  std::vector<piece> pieces_;
};

// ------------------------------------------------------------------ concepts

template <class D>
concept named_dialect = requires {
  { D::dialect } -> std::convertible_to<std::string_view>;
};

// decode_attribute reads one attribute entry; print_attribute writes it.
template <class D>
concept attribute_decoder = requires(const D& d, dialect_reader& r, const typename D::attribute_value& v,
                                     dialect_printer& p) {
  { d.decode_attribute(r) } -> std::same_as<typename D::attribute_value>;
  { d.print_attribute(v, p) } -> std::same_as<void>;
};

template <class D>
concept type_decoder = requires(const D& d, dialect_reader& r, const typename D::type_value& v, dialect_printer& p) {
  { d.decode_type(r) } -> std::same_as<typename D::type_value>;
  { d.print_type(v, p) } -> std::same_as<void>;
};

// A user dialect decoder: `static constexpr std::string_view dialect`, plus the
// attribute part, the type part, or both; copyable (the registry keeps a copy).
template <class D>
concept dialect_decoder = named_dialect<D> && (attribute_decoder<D> || type_decoder<D>) && std::copy_constructible<D>;

namespace detail {

struct dialect_hooks {
  virtual ~dialect_hooks() = default;
  virtual std::string_view name() const noexcept = 0;
  virtual bool decodes(bool is_type) const noexcept = 0;
  // The decoded value; null if the reader reported an error or a dependency.
  virtual std::shared_ptr<const void> decode(dialect_reader& r, bool is_type) const = 0;
  virtual const void* tag(bool is_type) const noexcept = 0;
  virtual void print(const void* value, bool is_type, dialect_printer& p) const = 0;
};

template <class D>
struct dialect_hooks_for final : dialect_hooks {
  explicit dialect_hooks_for(D d) : decoder(std::move(d)) {}
  D decoder;

  std::string_view name() const noexcept override { return D::dialect; }
  bool decodes(bool is_type) const noexcept override { return is_type ? type_decoder<D> : attribute_decoder<D>; }
  std::shared_ptr<const void> decode(dialect_reader& r, bool is_type) const override {
    if (is_type) {
      if constexpr (type_decoder<D>) {
        auto v = decoder.decode_type(r);
        if (r.ok() && !r.needed() && !r.declined()) return std::make_shared<const typename D::type_value>(std::move(v));
      }
    } else {
      if constexpr (attribute_decoder<D>) {
        auto v = decoder.decode_attribute(r);
        if (r.ok() && !r.needed() && !r.declined())
          return std::make_shared<const typename D::attribute_value>(std::move(v));
      }
    }
    return nullptr;
  }
  const void* tag(bool is_type) const noexcept override {
    if (is_type) {
      if constexpr (type_decoder<D>) return &type_tag<typename D::type_value>;
    } else {
      if constexpr (attribute_decoder<D>) return &type_tag<typename D::attribute_value>;
    }
    return nullptr;
  }
  void print(const void* value, bool is_type, dialect_printer& p) const override {
    if (is_type) {
      if constexpr (type_decoder<D>) decoder.print_type(*static_cast<const typename D::type_value*>(value), p);
    } else {
      if constexpr (attribute_decoder<D>)
        decoder.print_attribute(*static_cast<const typename D::attribute_value*>(value), p);
    }
  }
};

}  // namespace detail

// The decoders an attr_reader uses, by dialect name. Cheap to copy (shared).
class dialect_registry {
 public:
  // Adds (or replaces) the decoder of D::dialect.
  template <class D>
  dialect_registry& add(D decoder = D{}) {
    static_assert(named_dialect<D>, "mlirbc: a dialect decoder needs `static constexpr std::string_view dialect`");
    static_assert(attribute_decoder<D> || type_decoder<D>,
                  "mlirbc: a dialect decoder needs `attribute_value decode_attribute(dialect_reader&) const` + "
                  "`void print_attribute(const attribute_value&, dialect_printer&) const`, and/or the same for types");
    static_assert(std::copy_constructible<D>, "mlirbc: a dialect decoder must be copyable");
    auto h = std::make_shared<const detail::dialect_hooks_for<D>>(std::move(decoder));
    for (auto& e : hooks_) {
      if (e->name() == h->name()) {
        e = std::move(h);
        return *this;
      }
    }
    hooks_.push_back(std::move(h));
    return *this;
  }
  // Removes the decoder of a dialect (its entries become opaque again).
  dialect_registry& remove(std::string_view dialect) {
    for (std::size_t i = 0; i < hooks_.size(); ++i) {
      if (hooks_[i]->name() == dialect) {
        hooks_.erase(hooks_.begin() + static_cast<std::ptrdiff_t>(i));
        break;
      }
    }
    return *this;
  }
  const detail::dialect_hooks* find(std::string_view dialect) const noexcept {
    for (const auto& h : hooks_)
      if (h->name() == dialect) return h.get();
    return nullptr;
  }
  std::size_t size() const noexcept { return hooks_.size(); }

  // The decoders of the upstream dialects mlir-opt 22 writes with a custom
  // encoding (llvm, quant, test); defined in dialects/upstream.hpp.
  static const dialect_registry& upstream();

 private:
  std::vector<std::shared_ptr<const detail::dialect_hooks>> hooks_;
};

}  // namespace mlirbc
