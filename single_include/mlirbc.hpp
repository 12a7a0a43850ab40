// mlirbc: zero-copy reader of MLIR bytecode, as one header.
// GENERATED from include/ by tools/amalgamate.py -- do not edit; regenerate with
//   /usr/bin/python3 tools/amalgamate.py
// Licensed under the Apache License 2.0 (the project's license).
#pragma once
// ---- begin mlirbc.hpp
// mlirbc: zero-copy reader of MLIR bytecode. Include only this header: it
// brings in every public part of the library (README.md lists them).

// ---- begin mlirbc/bytecode.hpp
// bytecode: a validated, non-owning view of a whole bytecode file, and
// bytecode_file: the same view together with the mapping that owns the bytes.

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// ---- begin mlirbc/attr_type_table.hpp
// attr_type_table: the index of attribute and type entries (raw bytes, not decoded).

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <span>
#include <string_view>
#include <vector>

// ---- begin mlirbc/cursor.hpp
// cursor: bounds-checked reading of the bytecode primitives with a sticky error.
//
// Every read checks the bytes left before touching memory; once a read fails,
// every later read returns zero without touching memory, so decoders can be
// written as straight-line code with one check of ok() at the end.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

// ---- begin mlirbc/error.hpp
// Errors: a small trivially copyable value naming what went wrong and where.

#include <cstdint>
#include <cstring>
#include <string>

// ---- begin mlirbc/encoding.hpp
// encoding: the bytecode format's vocabulary in one place — magic, versions and
// their gates, section ids, op mask bits, resource kinds, and the builtin
// dialect's attribute and type codes. The reader, the writer, the property
// decoder and the printers all spell the format with these names
// (docs/format.md describes each of them).

#include <array>
#include <cstddef>
#include <cstdint>

namespace mlirbc {

// ---------------------------------------------------------------- header

// "ML\xEFR" (docs/format.md §2).
inline constexpr std::array<std::byte, 4> magic = {std::byte{0x4D}, std::byte{0x4C}, std::byte{0xEF}, std::byte{0x52}};

// Bytecode versions: 0 is the oldest MLIR wrote; 6 is the newest this reader
// knows. Each gate is the first version with the feature (docs/format.md §12).
inline constexpr std::uint64_t min_version = 0;
inline constexpr std::uint64_t max_version = 6;
inline constexpr std::uint64_t version_dialect_versioning = 1;  // dialect version payloads
inline constexpr std::uint64_t version_lazy_loading = 2;        // isolated regions in nested sections
inline constexpr std::uint64_t version_use_list_ordering = 3;   // use-list orders of values
inline constexpr std::uint64_t version_elide_unknown_block_arg_loc = 4;  // + op-name counts
inline constexpr std::uint64_t version_native_properties = 5;   // Properties section, registered flag
inline constexpr std::uint64_t version_sparse_segment_sizes = 6;

// -------------------------------------------------------------- sections

// Top-level section ids (docs/format.md §3.2). `header` and `none` are not in
// files: they say where an error was found (the header, or nowhere in the file).
enum class section_id : std::uint8_t {
  string = 0,
  dialect = 1,
  attr_type = 2,
  attr_type_offset = 3,
  ir = 4,
  resource = 5,
  resource_offset = 6,
  dialect_versions = 7,
  properties = 8,
  header = 0xFE,
  none = 0xFF,
};
inline constexpr std::size_t num_section_ids = 9;

// The section id byte: id in the low 7 bits, this bit when an alignment follows.
inline constexpr std::uint8_t section_id_mask = 0x7F;
inline constexpr std::uint8_t section_aligned_flag = 0x80;
// Alignment padding byte, measured from the start of the file (docs/format.md §1.7).
inline constexpr std::byte padding_byte{0xCB};

// Human-readable name of a section id ("string", "dialect", ...).
constexpr const char* section_name(section_id id) noexcept {
  switch (id) {
    case section_id::string: return "string";
    case section_id::dialect: return "dialect";
    case section_id::attr_type: return "attr_type";
    case section_id::attr_type_offset: return "attr_type_offset";
    case section_id::ir: return "ir";
    case section_id::resource: return "resource";
    case section_id::resource_offset: return "resource_offset";
    case section_id::dialect_versions: return "dialect_versions";
    case section_id::properties: return "properties";
    case section_id::header: return "header";
    case section_id::none: return "none";
  }
  return "unknown";
}

// ------------------------------------------------------------------- IR

// Which optional fields follow an op's location (docs/format.md §11.2).
namespace op_mask {
inline constexpr std::uint8_t has_attrs = 0x01;
inline constexpr std::uint8_t has_results = 0x02;
inline constexpr std::uint8_t has_operands = 0x04;
inline constexpr std::uint8_t has_successors = 0x08;
inline constexpr std::uint8_t has_regions = 0x10;
inline constexpr std::uint8_t has_use_list_orders = 0x20;
inline constexpr std::uint8_t has_properties = 0x40;
}  // namespace op_mask

// ------------------------------------------------------------- resources

// Kind of a resource entry (docs/format.md §9.2).
enum class resource_kind : std::uint8_t { blob = 0, boolean = 1, string = 2 };

// ---------------------------------------------------------------- builtin

// Builtin attribute codes: the first varint of a custom-encoded builtin
// attribute entry (docs/format.md §7.2).
enum class builtin_attr_code : std::uint8_t {
  array = 0,
  dictionary = 1,
  string = 2,
  string_with_type = 3,
  flat_symbol_ref = 4,
  symbol_ref = 5,
  type = 6,
  unit = 7,
  integer = 8,
  floating = 9,
  callsite_loc = 10,
  file_line_col_loc = 11,
  fused_loc = 12,
  fused_loc_with_metadata = 13,
  name_loc = 14,
  unknown_loc = 15,
  dense_resource_elements = 16,
  dense_array = 17,
  dense_int_or_fp_elements = 18,
  dense_string_elements = 19,
  sparse_elements = 20,
  distinct = 21,
  file_line_col_range = 22,
};
inline constexpr std::uint8_t builtin_attr_code_max = 22;

// Builtin type codes: the first varint of a custom-encoded builtin type entry
// (docs/format.md §7.3).
enum class builtin_type_code : std::uint8_t {
  integer = 0,  // then (width << 2) | signedness
  index = 1,
  function = 2,
  bf16 = 3,
  f16 = 4,
  f32 = 5,
  f64 = 6,
  f80 = 7,
  f128 = 8,
  complex = 9,
  memref = 10,
  memref_with_memory_space = 11,
  none = 12,
  ranked_tensor = 13,
  ranked_tensor_with_encoding = 14,
  tuple = 15,
  unranked_memref = 16,
  unranked_memref_with_memory_space = 17,
  unranked_tensor = 18,
  vector = 19,
  scalable_vector = 20,
};
inline constexpr std::uint8_t builtin_type_code_max = 20;

// IntegerType's varint: width in the high bits, signedness in the low two.
inline constexpr unsigned integer_type_sign_bits = 2;
inline constexpr std::uint64_t integer_type_varint(std::uint64_t width, std::uint64_t signedness) noexcept {
  return (width << integer_type_sign_bits) | signedness;
}

template <class Code>
constexpr std::uint64_t code_value(Code c) noexcept {
  return static_cast<std::uint64_t>(c);
}

}  // namespace mlirbc
// ---- end mlirbc/encoding.hpp

namespace mlirbc {

enum class errc : std::uint8_t {
  ok = 0,
  io,                    // the file could not be opened, sized or mapped
  truncated,             // a read ran past the end of its section or file
  bad_magic,             // the file does not start with "ML\xEFR"
  unsupported_version,   // version newer than this reader knows
  bad_varint,            // a varint does not fit its field
  bad_section_id,        // a section id outside 0..8
  duplicate_section,     // the same top-level section appears twice
  missing_section,       // a required section is absent
  bad_alignment,         // an alignment that is not a power of two, or too large
  bad_padding,           // a padding byte that is not 0xCB
  trailing_data,         // bytes left over where the format requires exact consumption
  count_too_large,       // a count larger than the bytes that could back it
  index_out_of_range,    // an index into a table past its end
  bad_string,            // a string that is not NUL-terminated where it must be
  bad_resource_kind,     // a resource entry kind outside 0..2
  bad_value,             // a field holds a value the format does not allow
  limit_exceeded,        // a configured limit (depth, size, budget) was hit
  not_found,             // a lookup by name found nothing
  type_mismatch,         // typed access whose size or alignment does not fit
  unsupported,           // valid input this reader cannot decode
};

constexpr const char* errc_text(errc code) noexcept {
  switch (code) {
    case errc::ok: return "no error";
    case errc::io: return "I/O error";
    case errc::truncated: return "unexpected end of data";
    case errc::bad_magic: return "not MLIR bytecode (bad magic number)";
    case errc::unsupported_version: return "unsupported bytecode version";
    case errc::bad_varint: return "malformed varint";
    case errc::bad_section_id: return "invalid section id";
    case errc::duplicate_section: return "duplicate section";
    case errc::missing_section: return "missing required section";
    case errc::bad_alignment: return "invalid alignment";
    case errc::bad_padding: return "invalid padding byte (expected 0xCB)";
    case errc::trailing_data: return "unexpected trailing data";
    case errc::count_too_large: return "count larger than the data that could hold it";
    case errc::index_out_of_range: return "index out of range";
    case errc::bad_string: return "malformed string";
    case errc::bad_resource_kind: return "invalid resource kind";
    case errc::bad_value: return "invalid value";
    case errc::limit_exceeded: return "limit exceeded";
    case errc::not_found: return "not found";
    case errc::type_mismatch: return "size or alignment does not fit the requested type";
    case errc::unsupported: return "unsupported encoding";
  }
  return "unknown error";
}

// `what` is a string literal with static storage (never owned, so `error`
// stays trivially copyable); `value`/`limit` add the numbers a message needs.
struct [[nodiscard]] error {
  errc code = errc::ok;
  section_id section = section_id::none;
  std::uint64_t offset = 0;  // absolute byte offset in the file
  const char* what = "";     // the field or item being read
  std::uint64_t value = 0;   // offending value, when meaningful
  std::uint64_t limit = 0;   // the bound it broke, when meaningful

  explicit operator bool() const noexcept { return code != errc::ok; }

  // "section 'string', byte 17: string count: count larger than ... (value 9000, limit 12)"
  std::string message() const {
    std::string out;
    if (code == errc::io) {
      out += what;
      out += ": ";
      out += std::strerror(static_cast<int>(value));
      return out;
    }
    if (section != section_id::none) {
      out += "section '";
      out += section_name(section);
      out += "', ";
    }
    out += "byte ";
    out += std::to_string(offset);
    out += ": ";
    if (what != nullptr && *what != '\0') {
      out += what;
      out += ": ";
    }
    if (code == errc::unsupported_version) {
      out += "file has bytecode version " + std::to_string(value) +
             "; this reader supports versions 0 to " + std::to_string(limit);
      return out;
    }
    out += errc_text(code);
    if (value != 0 || limit != 0) {
      out += " (value ";
      out += std::to_string(value);
      out += ", limit ";
      out += std::to_string(limit);
      out += ")";
    }
    return out;
  }
};

}  // namespace mlirbc
// ---- end mlirbc/error.hpp

#if defined(__GNUC__) || defined(__clang__)
#define MLIRBC_ALWAYS_INLINE inline __attribute__((always_inline))
#define MLIRBC_NOINLINE __attribute__((noinline))
#else
#define MLIRBC_ALWAYS_INLINE inline
#define MLIRBC_NOINLINE
#endif

namespace mlirbc {

// Shortest encoding of the varint format; used by tests and by writers.
// Returns the number of bytes written into out (1..9).
inline std::size_t encode_varint(std::uint64_t value, std::byte out[9]) noexcept {
  if (value >> 56 != 0) {
    out[0] = std::byte{0};
    std::memcpy(out + 1, &value, 8);  // little-endian hosts only (checked in reader)
    return 9;
  }
  std::size_t n = 1;
  while (n < 8 && (value >> (7 * n)) != 0) ++n;
  const std::uint64_t word = ((value << 1) | 1) << (n - 1);
  for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::byte>(word >> (8 * i));
  return n;
}

static_assert(std::endian::native == std::endian::little,
              "mlirbc reads little-endian data with memcpy; big-endian hosts are not supported");

class cursor {
 public:
  cursor() = default;
  // Reads bytes [begin, end) of `file`; offsets in errors are relative to file.data().
  cursor(std::span<const std::byte> file, std::uint64_t begin, std::uint64_t end,
         section_id section) noexcept
      : file_(file.data()), pos_(begin), end_(end), load_end_(file.size()), section_(section) {
    if (begin > end || end > file.size()) {
      pos_ = end_ = load_end_ = 0;
      fail_at(begin, errc::truncated, "cursor range");
    }
  }

  std::uint64_t offset() const noexcept { return pos_; }
  std::uint64_t end_offset() const noexcept { return end_; }
  std::uint64_t remaining() const noexcept { return end_ - pos_; }
  bool at_end() const noexcept { return pos_ == end_; }
  bool ok() const noexcept { return !err_; }
  const error& err() const noexcept { return err_; }
  section_id section() const noexcept { return section_; }
  const std::byte* file_data() const noexcept { return file_; }

  // Records the first error (at `at`) and makes every later read fail.
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0,
               std::uint64_t limit = 0) noexcept {
    if (!err_) err_ = error{code, section_, at, what, value, limit};
    pos_ = end_;
  }
  void fail(errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    fail_at(pos_, code, what, value, limit);
  }
  // Adopts an error found by a nested reader.
  void fail_with(const error& e) noexcept {
    if (!err_) err_ = e;
    pos_ = end_;
  }

  MLIRBC_ALWAYS_INLINE std::uint8_t byte(const char* what) noexcept {
    if (pos_ >= end_) {
      fail(errc::truncated, what);
      return 0;
    }
    return static_cast<std::uint8_t>(file_[pos_++]);
  }

  // Always inlined: the walk and the attribute decoder call this for nearly
  // every field, and an out-of-line call costs more than the decode itself.
  MLIRBC_ALWAYS_INLINE std::uint64_t varint(const char* what) noexcept {
    if (pos_ < end_) [[likely]] {
      const auto first = static_cast<std::uint8_t>(file_[pos_]);
      // One byte with the low bit set holds 7 value bits.
      if (first & 1u) {
        ++pos_;
        return first >> 1;
      }
      // 2..8 bytes: one fixed 8-byte load (allowed up to the end of the
      // file, past the end of this cursor's range), shift out the length
      // marker (n trailing bits), keep 7n value bits.
      const auto n = static_cast<unsigned>(std::countr_zero(first)) + 1u;  // 9 for a zero byte
      if (n <= 8 && n <= end_ - pos_ && load_end_ - pos_ >= 8) {
        std::uint64_t word;
        std::memcpy(&word, file_ + pos_, 8);
        pos_ += n;
        return (word >> n) & ((std::uint64_t{1} << (7 * n)) - 1);
      }
    }
    return varint_slow(what);
  }

  // Varint with a boolean packed into bit 0: returns {value, flag}.
  struct flagged {
    std::uint64_t value;
    bool flag;
  };
  MLIRBC_ALWAYS_INLINE flagged flagged_varint(const char* what) noexcept {
    const std::uint64_t v = varint(what);
    return {v >> 1, (v & 1u) != 0};
  }

  MLIRBC_ALWAYS_INLINE std::int64_t signed_varint(const char* what) noexcept {
    const std::uint64_t e = varint(what);
    return static_cast<std::int64_t>((e >> 1) ^ (~(e & 1u) + 1u));
  }

  // A count of items that each take at least `min_bytes` bytes in what follows:
  // checked against the bytes left so that nothing is sized by an unbacked count.
  MLIRBC_ALWAYS_INLINE std::uint64_t count(const char* what, std::uint64_t min_bytes = 1) noexcept {
    const std::uint64_t at = pos_;
    const std::uint64_t n = varint(what);
    if (min_bytes != 0 && n > remaining() / min_bytes) {
      fail_at(at, errc::count_too_large, what, n, remaining() / min_bytes);
      return 0;
    }
    return n;
  }

  std::span<const std::byte> bytes(std::uint64_t n, const char* what) noexcept {
    if (n > remaining()) {
      fail(errc::truncated, what, n, remaining());
      return {};
    }
    std::span<const std::byte> out(file_ + pos_, static_cast<std::size_t>(n));
    pos_ += n;
    return out;
  }

  void skip(std::uint64_t n, const char* what) noexcept { (void)bytes(n, what); }

  // NUL-terminated string; the view excludes the NUL.
  std::string_view cstring(const char* what) noexcept {
    const std::byte* begin = file_ + pos_;
    const void* nul = pos_ < end_ ? std::memchr(begin, 0, static_cast<std::size_t>(remaining())) : nullptr;
    if (nul == nullptr) {
      fail(errc::bad_string, what);
      return {};
    }
    const auto len = static_cast<std::size_t>(static_cast<const std::byte*>(nul) - begin);
    pos_ += len + 1;
    return {reinterpret_cast<const char*>(begin), len};
  }

  // Skips 0xCB padding up to the next multiple of `alignment`, measured from the
  // start of the file. `alignment` must already be validated as a power of two.
  void align_to(std::uint64_t alignment, const char* what) noexcept {
    const std::uint64_t misalign = pos_ & (alignment - 1);
    if (misalign == 0) return;
    const std::uint64_t pad = alignment - misalign;
    if (pad > remaining()) {
      fail(errc::truncated, what, pad, remaining());
      return;
    }
    for (std::uint64_t i = 0; i < pad; ++i) {
      if (file_[pos_ + i] != padding_byte) {
        fail_at(pos_ + i, errc::bad_padding, what, static_cast<std::uint8_t>(file_[pos_ + i]),
                static_cast<std::uint8_t>(padding_byte));
        return;
      }
    }
    pos_ += pad;
  }

  // A cursor over the next n bytes (for a nested structure); advances past them.
  cursor take(std::uint64_t n, section_id section, const char* what) noexcept {
    cursor sub;
    sub.file_ = file_;
    sub.load_end_ = load_end_;
    sub.section_ = section;
    if (n > remaining()) {
      fail(errc::truncated, what, n, remaining());
      sub.err_ = err_;
      return sub;
    }
    sub.pos_ = pos_;
    sub.end_ = pos_ + n;
    pos_ += n;
    return sub;
  }

  // Fails with trailing_data unless every byte was consumed.
  void expect_end(const char* what) noexcept {
    if (ok() && !at_end()) fail(errc::trailing_data, what, remaining(), 0);
  }

 private:
  // 9-byte varints, varints near the end of the range, and errors.
  MLIRBC_NOINLINE std::uint64_t varint_slow(const char* what) noexcept {
    const std::uint64_t at = pos_;
    if (pos_ >= end_) {
      fail(errc::truncated, what);
      return 0;
    }
    const auto first = static_cast<std::uint8_t>(file_[pos_]);
    // Total length = number of trailing zero bits + 1; a zero first byte means 9 bytes.
    const unsigned n = first == 0 ? 9u : static_cast<unsigned>(std::countr_zero(first)) + 1u;
    if (n > remaining()) {
      fail_at(at, errc::truncated, what, n, remaining());
      return 0;
    }
    std::uint64_t value = 0;
    if (n == 9) {
      std::memcpy(&value, file_ + pos_ + 1, 8);
    } else if (remaining() >= 8) {
      // One fixed-size load, then drop the bytes past the varint: avoids a
      // variable-length copy on the common path.
      std::memcpy(&value, file_ + pos_, 8);
      if (n < 8) value &= (std::uint64_t{1} << (8 * n)) - 1;
      value >>= n;
    } else {
      std::memcpy(&value, file_ + pos_, n);
      value >>= n;
    }
    pos_ += n;
    return value;
  }

  const std::byte* file_ = nullptr;
  std::uint64_t pos_ = 0;
  std::uint64_t end_ = 0;
  std::uint64_t load_end_ = 0;  // end of the whole file: bound for fixed-size loads
  section_id section_ = section_id::none;
  error err_{};
};

}  // namespace mlirbc
// ---- end mlirbc/cursor.hpp
// ---- begin mlirbc/dialect_table.hpp
// dialect_table: dialect names, their version payloads, and the op names.

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// ---- begin mlirbc/format_warnings.hpp
// format_warnings: the deviations from the format's rules that MLIR's own
// reader accepts (docs/hostile-input.md lists them). By default the reader
// reads on and records each one, so a user sees what MLIR would show plus what
// is odd about the file; with limits::strict each one is an error, as before.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

// ---- begin mlirbc/limits.hpp
// limits: every bound the reader enforces on untrusted input, in one place.

#include <cstddef>
#include <cstdint>

namespace mlirbc {

struct limits {
  // Largest section or blob alignment accepted. A mapping only guarantees page
  // alignment; 64 KiB covers the largest common page size (arm64 64K pages).
  std::uint64_t max_alignment = std::uint64_t{1} << 16;
  // Deepest nesting of regions in the IR walk; bounds the explicit walk stack.
  std::uint32_t max_ir_depth = 1u << 20;
  // Deepest nesting of attributes/types while decoding one entry; bounds the
  // decode stack (each level costs a frame of the iterative decoder).
  std::uint32_t max_attr_depth = 1u << 16;
  // Total operations one walk may visit; a work budget against crafted files
  // that are small on disk but expensive to walk.
  std::uint64_t max_ops = std::uint64_t{1} << 32;
  // Refuse a file that breaks a format rule MLIR's own reader tolerates
  // (format_warnings.hpp). Off by default: such files are read and each
  // deviation is reported as a warning.
  bool strict = false;
  // Warnings kept per file (all are counted); bounds memory on hostile files.
  std::size_t max_warnings = 64;
};

}  // namespace mlirbc
// ---- end mlirbc/limits.hpp

namespace mlirbc {

class format_warnings {
 public:
  format_warnings() = default;
  explicit format_warnings(const limits& lim) : strict_(lim.strict), keep_(lim.max_warnings) {}

  // The deviation `e`: returned as the error to refuse with in strict mode,
  // otherwise recorded (the first limits::max_warnings of them) and cleared.
  error tolerate(const error& e) {
    if (strict_) return e;
    ++count_;
    if (list_.size() < keep_) list_.push_back(e);
    return {};
  }

  // The recorded warnings, in file order, each naming its section and byte.
  std::span<const error> list() const noexcept { return list_; }
  // How many there were, recorded or not.
  std::uint64_t count() const noexcept { return count_; }
  bool strict() const noexcept { return strict_; }

 private:
  bool strict_ = false;
  std::size_t keep_ = 0;
  std::uint64_t count_ = 0;
  std::vector<error> list_;
};

}  // namespace mlirbc
// ---- end mlirbc/format_warnings.hpp
// ---- begin mlirbc/result.hpp
// result<T>: a value or an error. Throws only when exceptions are enabled.

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <variant>


namespace mlirbc {

#if defined(__cpp_exceptions)
// Thrown by result<T>::value() on an error; carries the structured error.
class bytecode_error : public std::runtime_error {
 public:
  explicit bytecode_error(const error& e) : std::runtime_error(e.message()), err_(e) {}
  const error& err() const noexcept { return err_; }

 private:
  error err_;
};
#endif

[[noreturn]] inline void raise(const error& e) {
#if defined(__cpp_exceptions)
  throw bytecode_error(e);
#else
  std::fprintf(stderr, "mlirbc: %s\n", e.message().c_str());
  std::abort();
#endif
}

template <class T>
class [[nodiscard]] result {
  static_assert(!std::is_same_v<T, error>, "result<error> is ambiguous");

 public:
  result(T value) : v_(std::move(value)) {}  // NOLINT: implicit by design
  result(error e) : v_(e) {}                 // NOLINT: implicit by design

  bool has_value() const noexcept { return v_.index() == 0; }
  explicit operator bool() const noexcept { return has_value(); }

  // The error; a default (ok) error when there is a value.
  error err() const noexcept { return has_value() ? error{} : std::get<1>(v_); }

  T& value() & {
    if (!has_value()) raise(std::get<1>(v_));
    return std::get<0>(v_);
  }
  const T& value() const& {
    if (!has_value()) raise(std::get<1>(v_));
    return std::get<0>(v_);
  }
  T&& value() && {
    if (!has_value()) raise(std::get<1>(v_));
    return std::get<0>(std::move(v_));
  }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, error> v_;
};

}  // namespace mlirbc
// ---- end mlirbc/result.hpp
// ---- begin mlirbc/sections.hpp
// Header and section framing: magic, version, producer, and the top-level
// sections located (not decoded) as spans into the file.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string_view>


namespace mlirbc {

// One framed section: where its payload lies and how it was aligned.
struct section {
  section_id id = section_id::none;
  std::uint64_t header_offset = 0;  // offset of the id byte
  std::uint64_t offset = 0;         // offset of the first payload byte
  std::uint64_t length = 0;         // payload bytes (excludes alignment and padding)
  std::uint64_t alignment = 1;      // declared alignment (1 when none was declared)
  std::span<const std::byte> payload;
  bool present = false;
};

// Reads one section header and its payload from `c` (top-level or nested).
inline section read_section(cursor& c, const limits& lim) {
  section s;
  s.header_offset = c.offset();
  const std::uint8_t id_and_align = c.byte("section id");
  const std::uint8_t id = id_and_align & section_id_mask;
  if (c.ok() && id >= num_section_ids) {
    c.fail_at(s.header_offset, errc::bad_section_id, "section id", id, num_section_ids - 1);
  }
  s.id = static_cast<section_id>(id);
  const std::uint64_t length = c.varint("section length");
  if (id_and_align & section_aligned_flag) {
    const std::uint64_t at = c.offset();
    s.alignment = c.varint("section alignment");
    if (c.ok() && (!std::has_single_bit(s.alignment) || s.alignment > lim.max_alignment)) {
      c.fail_at(at, errc::bad_alignment, "section alignment", s.alignment, lim.max_alignment);
    }
    if (c.ok()) c.align_to(s.alignment, "section padding");
  }
  s.offset = c.offset();
  s.length = length;
  s.payload = c.bytes(length, "section payload");
  s.present = c.ok();
  return s;
}

// Header fields and the top-level sections of a file.
struct file_layout {
  std::uint64_t version = 0;
  std::string_view producer;
  std::array<section, num_section_ids> sections{};
  // An id-7 section at top level is meaningless but accepted (MLIR ignores it).
  bool has_stray_dialect_versions = false;

  const section& get(section_id id) const { return sections[static_cast<std::size_t>(id)]; }
};


inline result<file_layout> read_layout(std::span<const std::byte> file, const limits& lim) {
  file_layout out;
  cursor c(file, 0, file.size(), section_id::header);
  const auto m = c.bytes(4, "magic");
  if (!c.ok() || !std::equal(m.begin(), m.end(), magic.begin())) {
    return error{errc::bad_magic, section_id::header, 0, "magic"};
  }
  const std::uint64_t version_at = c.offset();
  out.version = c.varint("version");
  if (c.ok() && out.version > max_version) {
    return error{errc::unsupported_version, section_id::header, version_at, "version", out.version,
                 max_version};
  }
  out.producer = c.cstring("producer");
  if (!c.ok()) return c.err();

  while (!c.at_end()) {
    const std::uint64_t at = c.offset();
    section s = read_section(c, lim);
    if (!c.ok()) {
      error e = c.err();
      e.section = s.id <= section_id::properties ? s.id : section_id::none;
      return e;
    }
    if (s.id == section_id::dialect_versions) {
      out.has_stray_dialect_versions = true;
      continue;
    }
    auto& slot = out.sections[static_cast<std::size_t>(s.id)];
    if (slot.present) return error{errc::duplicate_section, s.id, at, "top-level section"};
    slot = s;
  }

  for (section_id id : {section_id::string, section_id::dialect, section_id::attr_type,
                        section_id::attr_type_offset, section_id::ir}) {
    if (!out.get(id).present) return error{errc::missing_section, id, file.size(), "required section"};
  }
  const bool has_res = out.get(section_id::resource).present;
  const bool has_res_off = out.get(section_id::resource_offset).present;
  if (has_res != has_res_off) {
    const section_id missing = has_res ? section_id::resource_offset : section_id::resource;
    return error{errc::missing_section, missing, file.size(), "resource sections come in pairs"};
  }
  const bool has_props = out.get(section_id::properties).present;
  if (out.version >= version_native_properties && !has_props) {
    return error{errc::missing_section, section_id::properties, file.size(),
                 "properties section (required from version 5)"};
  }
  if (out.version < version_native_properties && has_props) {
    return error{errc::bad_section_id, section_id::properties,
                 out.get(section_id::properties).header_offset,
                 "properties section in a file older than version 5"};
  }
  return out;
}

}  // namespace mlirbc
// ---- end mlirbc/sections.hpp
// ---- begin mlirbc/string_table.hpp
// string_table: the shared strings, each an O(1) string_view into the file.

#include <cstdint>
#include <string_view>
#include <vector>

// ---- begin mlirbc/populated_alloc.hpp
// populated_allocator: the allocator of the per-entry indexes (attr/type
// offsets, string ends, property offsets, attribute kinds), which are written
// in full right after they are allocated.
//
// Large arrays are anonymous mappings made with MAP_POPULATE: the kernel maps
// every page in one call instead of taking one page fault per 4 KiB on first
// write, which on the VM of docs/benchmarks.md costs several microseconds each
// (a 278k-entry index took ~400 faults). The pages come zeroed. Small arrays
// use std::allocator.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace mlirbc::detail {

// Bytes mapped by populated_allocator and not yet unmapped (all threads).
// This memory bypasses operator new; the memory-bound tests add it.
inline std::atomic<std::size_t>& populated_bytes() noexcept {
  static std::atomic<std::size_t> live{0};
  return live;
}

// Allocation failure: std::bad_alloc, or (built with -fno-exceptions) a message
// and abort, as operator new does then.
[[noreturn]] inline void out_of_memory() {
#if defined(__cpp_exceptions)
  throw std::bad_alloc();
#else
  std::fputs("mlirbc: out of memory\n", stderr);
  std::abort();
#endif
}

template <class T> struct populated_allocator {
  using value_type = T;
  static constexpr std::size_t mapped_bytes = std::size_t{256} << 10;

  populated_allocator() noexcept = default;
  template <class U> populated_allocator(const populated_allocator<U>&) noexcept {}  // NOLINT: rebinding

  T* allocate(std::size_t n) {
#if defined(__linux__)
    if (n >= mapped_bytes / sizeof(T)) {
      if (n > SIZE_MAX / sizeof(T)) out_of_memory();
      void* p = ::mmap(nullptr, n * sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
      if (p == MAP_FAILED) out_of_memory();
      populated_bytes().fetch_add(n * sizeof(T), std::memory_order_relaxed);
      return static_cast<T*>(p);
    }
#endif
    return std::allocator<T>().allocate(n);
  }
  void deallocate(T* p, std::size_t n) noexcept {
#if defined(__linux__)
    if (n >= mapped_bytes / sizeof(T)) {
      ::munmap(static_cast<void*>(p), n * sizeof(T));
      populated_bytes().fetch_sub(n * sizeof(T), std::memory_order_relaxed);
      return;
    }
#endif
    std::allocator<T>().deallocate(p, n);
  }
  friend bool operator==(const populated_allocator&, const populated_allocator&) noexcept { return true; }
};

}  // namespace mlirbc::detail
// ---- end mlirbc/populated_alloc.hpp

namespace mlirbc {

class string_table {
 public:
  std::size_t size() const noexcept { return ends_.empty() ? 0 : ends_.size() - 1; }

  // String i without its terminating NUL; i must be < size().
  std::string_view operator[](std::size_t i) const noexcept {
    const std::uint64_t begin = ends_[i];
    const std::uint64_t len = ends_[i + 1] - begin - 1;
    return {data_ + begin, static_cast<std::size_t>(len)};
  }

  // Checked lookup for an index read from the file; errors name `offset`, the
  // position of the index varint.
  result<std::string_view> at(std::uint64_t i, section_id section, std::uint64_t offset) const {
    if (i >= size()) return error{errc::index_out_of_range, section, offset, "string index", i, size()};
    return (*this)[static_cast<std::size_t>(i)];
  }
  // Same, reporting the cursor's current position.
  result<std::string_view> at(std::uint64_t i, const cursor& where) const {
    return at(i, where.section(), where.offset());
  }

  // Layout: count, then the sizes (each including its NUL) in reverse order,
  // then the strings back to back in forward order, exactly filling the section.
  static result<string_table> read(std::span<const std::byte> file, const section& s, format_warnings& warnings) {
    cursor c(file, s.offset, s.offset + s.length, section_id::string);
    // Each string needs a size varint and at least its NUL byte.
    const std::uint64_t n = c.count("string count", 2);
    if (!c.ok()) return c.err();
    string_table t;
    t.ends_.resize(static_cast<std::size_t>(n) + 1);
    // Sizes come last-string-first; store them so that ends_[i+1]-ends_[i] = size(i).
    std::uint64_t total = 0;
    for (std::uint64_t k = 0; k < n; ++k) {
      const std::uint64_t at = c.offset();
      const std::uint64_t size = c.varint("string size");
      if (!c.ok()) return c.err();
      if (size == 0 || size > s.length) {
        return error{errc::bad_string, section_id::string, at, "string size", size, s.length};
      }
      total += size;  // no overflow: both terms are <= the section length
      if (total > s.length) {
        return error{errc::count_too_large, section_id::string, at, "string sizes", total, s.length};
      }
      t.ends_[static_cast<std::size_t>(n - k)] = size;  // temporarily: size of string n-1-k at n-k
    }
    const std::uint64_t data_begin = c.offset();
    if (total != c.remaining()) {
      return error{errc::trailing_data, section_id::string, data_begin,
                   "string sizes do not tile the string data", total, c.remaining()};
    }
    // Prefix sums: ends_[i] = offset of string i relative to data_begin.
    t.ends_[0] = 0;
    for (std::size_t i = 1; i <= n; ++i) t.ends_[i] += t.ends_[i - 1];
    t.data_ = reinterpret_cast<const char*>(file.data() + data_begin);
    for (std::size_t i = 0; i < n; ++i) {
      // MLIR takes each string's length from its size and never looks at
      // the last byte, so a non-NUL there is a warning, not a refusal.
      if (t.data_[t.ends_[i + 1] - 1] != '\0') {
        if (error e = warnings.tolerate(error{errc::bad_string, section_id::string, data_begin + t.ends_[i + 1] - 1,
                                              "string is not NUL-terminated", i, n}))
          return e;
      }
    }
    return t;
  }

 private:
  const char* data_ = nullptr;
  std::vector<std::uint64_t, detail::populated_allocator<std::uint64_t>> ends_;  // ends_[i]..ends_[i+1] is string i with its NUL
};

}  // namespace mlirbc
// ---- end mlirbc/string_table.hpp

namespace mlirbc {

struct dialect_entry {
  std::string_view name;
  // Dialect-defined version bytes (nested section id 7, version >= 1); empty when absent.
  std::span<const std::byte> version;
  std::uint64_t version_offset = 0;
  bool has_version = false;
};

struct op_name {
  std::uint32_t dialect = 0;  // index into the dialect table
  std::string_view dialect_name;
  std::string_view name;  // without the dialect prefix; empty for names without a dot
  // Whether the writer knew the op (version >= 5); older files do not say, so true.
  bool registered = true;

  // "dialect.name", or just the dialect when the name is empty.
  std::string full_name() const {
    std::string out(dialect_name);
    if (!name.empty()) {
      out += '.';
      out += name;
    }
    return out;
  }
};

struct dialect_table {
  std::vector<dialect_entry> dialects;
  std::vector<op_name> op_names;

  static result<dialect_table> read(std::span<const std::byte> file, const section& s,
                                    std::uint64_t version, const string_table& strings,
                                    const limits& lim, format_warnings& warnings) {
    cursor c(file, s.offset, s.offset + s.length, section_id::dialect);
    dialect_table t;
    const std::uint64_t n = c.count("dialect count");
    if (!c.ok()) return c.err();
    t.dialects.resize(static_cast<std::size_t>(n));
    for (auto& d : t.dialects) {
      const std::uint64_t name_at = c.offset();
      std::uint64_t name_idx = 0;
      if (version >= version_dialect_versioning) {
        const auto f = c.flagged_varint("dialect name");
        name_idx = f.value;
        d.has_version = f.flag;
      } else {
        name_idx = c.varint("dialect name");
      }
      if (!c.ok()) return c.err();
      auto name = strings.at(name_idx, section_id::dialect, name_at);
      if (!name) return name.err();
      d.name = *name;
      if (d.has_version) {
        const std::uint64_t at = c.offset();
        const section v = read_section(c, lim);
        if (!c.ok()) return c.err();
        if (v.id != section_id::dialect_versions) {
          return error{errc::bad_section_id, section_id::dialect, at,
                       "expected a dialect version section (id 7)", static_cast<std::uint64_t>(v.id), 7};
        }
        d.version = v.payload;
        d.version_offset = v.offset;
      }
    }
    // Total op-name count (from version 4): the writer's exact total, but MLIR
    // only reserves by it, so a wrong one is a warning. Each name takes at least
    // a byte, which bounds the reservation.
    const bool has_total = version >= version_elide_unknown_block_arg_loc;
    const std::uint64_t total_at = c.offset();
    std::uint64_t total = 0;
    if (has_total) {
      total = c.varint("op name count");
      if (!c.ok()) return c.err();
      t.op_names.reserve(static_cast<std::size_t>(std::min(total, c.remaining())));
    }
    while (c.ok() && !c.at_end()) {
      const std::uint64_t at = c.offset();
      const std::uint64_t dialect = c.varint("op name dialect");
      const std::uint64_t count = c.count("op name group size");
      if (!c.ok()) return c.err();
      if (dialect >= t.dialects.size()) {
        return error{errc::index_out_of_range, section_id::dialect, at, "op name dialect", dialect,
                     t.dialects.size()};
      }
      for (std::uint64_t k = 0; k < count; ++k) {
        op_name op;
        op.dialect = static_cast<std::uint32_t>(dialect);
        op.dialect_name = t.dialects[static_cast<std::size_t>(dialect)].name;
        const std::uint64_t name_at = c.offset();
        std::uint64_t name_idx = 0;
        if (version >= version_native_properties) {
          const auto f = c.flagged_varint("op name");
          name_idx = f.value;
          op.registered = f.flag;
        } else {
          name_idx = c.varint("op name");
        }
        if (!c.ok()) return c.err();
        auto name = strings.at(name_idx, section_id::dialect, name_at);
        if (!name) return name.err();
        op.name = *name;
        t.op_names.push_back(op);
      }
    }
    if (!c.ok()) return c.err();
    if (has_total && total != t.op_names.size()) {
      if (error e = warnings.tolerate(error{errc::bad_value, section_id::dialect, total_at,
                                            "op name count differs from the op names listed", total,
                                            t.op_names.size()}))
        return e;
    }
    return t;
  }
};

}  // namespace mlirbc
// ---- end mlirbc/dialect_table.hpp

namespace mlirbc {

enum class entry_kind : std::uint8_t { attribute, type };

// One attribute or type entry, as stored: the dialect that owns it and its bytes.
struct raw_entry {
  std::uint32_t dialect = 0;
  bool custom = false;  // dialect-defined binary encoding; otherwise textual fallback
  std::uint64_t offset = 0;  // absolute file offset of the first byte
  std::span<const std::byte> bytes;

  // The assembly text of a textual-fallback entry (without its NUL).
  result<std::string_view> text() const {
    if (custom) return error{errc::bad_value, section_id::attr_type, offset, "entry is not textual"};
    if (bytes.empty() || bytes.back() != std::byte{0}) {
      return error{errc::bad_string, section_id::attr_type, offset + bytes.size(),
                   "textual entry must end with its only NUL"};
    }
    std::string_view s(reinterpret_cast<const char*>(bytes.data()), bytes.size() - 1);
    if (s.find('\0') != std::string_view::npos) {
      return error{errc::bad_string, section_id::attr_type, offset + s.find('\0'),
                   "textual entry holds a NUL before its end"};
    }
    return s;
  }
};

class attr_type_table {
 public:
  std::size_t num_attributes() const noexcept { return num_attrs_; }
  std::size_t num_types() const noexcept { return entries_.size() - num_attrs_; }

  // Unchecked access; i must be below num_attributes()/num_types().
  raw_entry attribute(std::size_t i) const noexcept { return make(i); }
  raw_entry type(std::size_t i) const noexcept { return make(num_attrs_ + i); }

  result<raw_entry> attribute_at(std::uint64_t i) const {
    if (i >= num_attributes())
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", i, num_attributes()};
    return attribute(static_cast<std::size_t>(i));
  }
  result<raw_entry> type_at(std::uint64_t i) const {
    if (i >= num_types())
      return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", i, num_types()};
    return type(static_cast<std::size_t>(i));
  }

  // AttrTypeOffset: numAttrs, numTypes, then groups of (dialect, count, count x
  // (size<<1 | custom)) covering first the attributes and then the types.
  // The sizes are laid back to back in the AttrType section, which they must fill.
  static result<attr_type_table> read(std::span<const std::byte> file, const section& offsets,
                                      const section& data, const dialect_table& dialects) {
    cursor c(file, offsets.offset, offsets.offset + offsets.length, section_id::attr_type_offset);
    attr_type_table t;
    const std::uint64_t num_attrs = c.count("attribute count");
    const std::uint64_t num_types = c.count("type count");
    if (!c.ok()) return c.err();
    // Every entry takes at least one size byte after its counts.
    if (num_attrs + num_types > c.remaining()) {
      return error{errc::count_too_large, section_id::attr_type_offset, offsets.offset,
                   "attribute + type count", num_attrs + num_types, c.remaining()};
    }
    t.num_attrs_ = static_cast<std::size_t>(num_attrs);
    // reserve + push_back: the index is written once (no zero-fill pass first).
    t.entries_.reserve(static_cast<std::size_t>(num_attrs + num_types));
    std::uint64_t pos = 0;  // relative to the AttrType payload
    std::size_t next = 0;
    for (const std::uint64_t end : {num_attrs, num_attrs + num_types}) {
      while (next < end) {
        const std::uint64_t at = c.offset();
        const std::uint64_t dialect = c.varint("entry group dialect");
        const std::uint64_t count = c.varint("entry group size");
        if (!c.ok()) return c.err();
        if (dialect >= dialects.dialects.size()) {
          return error{errc::index_out_of_range, section_id::attr_type_offset, at, "entry group dialect",
                       dialect, dialects.dialects.size()};
        }
        if (count > end - next) {
          return error{errc::count_too_large, section_id::attr_type_offset, at, "entry group size", count,
                       end - next};
        }
        if (count != 0) t.groups_.push_back(group{next, pos, static_cast<std::uint32_t>(dialect)});
        for (std::uint64_t k = 0; k < count; ++k, ++next) {
          const std::uint64_t size_at = c.offset();
          const auto f = c.flagged_varint("entry size");
          if (!c.ok()) return c.err();
          if (f.value > data.length - pos) {
            return error{errc::truncated, section_id::attr_type_offset, size_at,
                         "entry extends past the attr/type section", pos + f.value, data.length};
          }
          // A new group when the offset from the group's base would not fit in 31 bits.
          if (pos - t.groups_.back().base > max_relative)
            t.groups_.push_back(group{next, pos, static_cast<std::uint32_t>(dialect)});
          t.entries_.push_back(static_cast<std::uint32_t>((pos - t.groups_.back().base) << 1 | (f.flag ? 1u : 0u)));
          pos += f.value;
        }
      }
    }
    c.expect_end("attr/type offset section");
    if (!c.ok()) return c.err();
    if (pos != data.length) {
      return error{errc::trailing_data, section_id::attr_type, data.offset + pos,
                   "bytes after the last attr/type entry", data.length - pos, 0};
    }
    t.data_ = data.payload;
    t.data_offset_ = data.offset;
    return t;
  }

 private:
  // A run of consecutive entries owned by one dialect (an AttrTypeOffset
  // group), split further where its entries pass 2 GiB past its base.
  struct group {
    std::size_t first;  // entry index
    std::uint64_t base;  // payload offset of its first entry
    std::uint32_t dialect;
  };
  static constexpr std::uint64_t max_relative = (std::uint64_t{1} << 31) - 1;

  raw_entry make(std::size_t i) const noexcept {
    // The last group starting at or before i (groups are few: one per dialect run).
    const auto g = std::prev(std::upper_bound(groups_.begin(), groups_.end(), i,
                                              [](std::size_t x, const group& gr) { return x < gr.first; }));
    const std::uint64_t begin = g->base + (entries_[i] >> 1);
    std::uint64_t end = data_.size();
    if (i + 1 < entries_.size()) {
      const auto next = std::next(g) != groups_.end() && std::next(g)->first == i + 1 ? std::next(g) : g;
      end = next->base + (entries_[i + 1] >> 1);
    }
    return raw_entry{g->dialect, (entries_[i] & 1u) != 0, data_offset_ + begin,
                     data_.subspan(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin))};
  }

  // Per entry: its start relative to its group's base << 1 | custom flag.
  // 4 bytes per entry; the dialect and base are found through groups_.
  std::vector<std::uint32_t, detail::populated_allocator<std::uint32_t>> entries_;
  std::vector<group> groups_;
  std::size_t num_attrs_ = 0;
  std::span<const std::byte> data_;
  std::uint64_t data_offset_ = 0;
};

}  // namespace mlirbc
// ---- end mlirbc/attr_type_table.hpp
// ---- begin mlirbc/mapped_file.hpp
// mapped_file: read-only memory mapping of a whole file (move-only owner).
// A mapping keeps its file descriptor open, for small reads that should not
// map pages (read_at: blob headers next to large blob data).

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <span>
#include <string>
#include <utility>


namespace mlirbc {

// Access pattern hints; a hint that the kernel refuses is ignored.
enum class access_hint { normal, sequential, random, willneed, dontneed };

// How the bytes are brought in. `map` is zero-copy, but a mapping cannot defend
// against another process truncating the file: touching a page past the new end
// raises SIGBUS. `copy` reads the file into an owned buffer (costs its size in
// memory) and is immune; use it for files that others may rewrite.
enum class load_mode { map, copy };

// Alignment of the buffer in copy mode: the largest blob alignment a mapping
// can honour by default (limits::max_alignment), so blobs stay aligned.
inline constexpr std::size_t copy_alignment = std::size_t{1} << 16;

class mapped_file {
 public:
  mapped_file() = default;
  mapped_file(const mapped_file&) = delete;
  mapped_file& operator=(const mapped_file&) = delete;
  mapped_file(mapped_file&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)),
        size_(std::exchange(other.size_, 0)),
        owned_(std::exchange(other.owned_, false)),
        fd_(std::exchange(other.fd_, -1)) {}
  mapped_file& operator=(mapped_file&& other) noexcept {
    if (this != &other) {
      unmap();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
      owned_ = std::exchange(other.owned_, false);
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }
  ~mapped_file() { unmap(); }

  // Maps `path` read-only. On failure the error names the step that failed and
  // carries errno in `value`. An empty file maps to an empty span.
  // load_mode::copy reads the file into an owned buffer instead of mapping it.
  error open(const std::string& path, load_mode mode = load_mode::map) {
    unmap();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return io_error("cannot open file", errno);
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
      const int e = errno;
      ::close(fd);
      return io_error("cannot stat file", e);
    }
    if (!S_ISREG(st.st_mode)) {
      ::close(fd);
      return io_error("not a regular file", EINVAL);
    }
    const auto size = static_cast<std::size_t>(st.st_size);
    if (size != 0 && mode == load_mode::copy) {
      const error e = read_all(fd, size);
      ::close(fd);
      return e;
    }
    if (size != 0) {
      void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
      if (p == MAP_FAILED) {
        const int e = errno;
        ::close(fd);
        return io_error("cannot map file", e);
      }
      data_ = static_cast<std::byte*>(p);
      size_ = size;
      fd_ = fd;  // kept for read_at()
      return {};
    }
    ::close(fd);
    return {};
  }

  std::span<const std::byte> bytes() const noexcept { return {data_, size_}; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  // True when the bytes are an owned copy (load_mode::copy), not a mapping.
  bool is_copy() const noexcept { return owned_; }

  // Reads out.size() bytes at `offset` with pread, without touching the
  // mapping (small reads of metadata next to large data: a blob's header).
  // False if the file is not mapped or has fewer bytes there now.
  bool read_at(std::uint64_t offset, std::span<std::byte> out) const noexcept {
    if (fd_ < 0) return false;
    std::size_t got = 0;
    while (got < out.size()) {
      const ::ssize_t n = ::pread(fd_, out.data() + got, out.size() - got, static_cast<::off_t>(offset + got));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      got += static_cast<std::size_t>(n);
    }
    return true;
  }
  bool can_read_at() const noexcept { return fd_ >= 0; }

  // Advises the kernel about a byte range; never fails (advice is optional).
  void advise(access_hint hint, std::size_t offset = 0, std::size_t length = SIZE_MAX) const noexcept {
    if (data_ == nullptr || owned_ || offset >= size_) return;
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t start = offset - offset % page;
    const std::size_t end = length > size_ - offset ? size_ : offset + length;
    int advice = MADV_NORMAL;
    switch (hint) {
      case access_hint::normal: advice = MADV_NORMAL; break;
      case access_hint::sequential: advice = MADV_SEQUENTIAL; break;
      case access_hint::random: advice = MADV_RANDOM; break;
      case access_hint::willneed: advice = MADV_WILLNEED; break;
      case access_hint::dontneed: advice = MADV_DONTNEED; break;
    }
    (void)::madvise(data_ + start, end - start, advice);
    // read_at() goes through the page cache: the same hint for its readahead.
    if (hint == access_hint::random && fd_ >= 0)
      (void)::posix_fadvise(fd_, static_cast<::off_t>(start), static_cast<::off_t>(end - start), POSIX_FADV_RANDOM);
  }

 private:
  static error io_error(const char* what, int err) noexcept {
    return error{errc::io, section_id::none, 0, what, static_cast<std::uint64_t>(err), 0};
  }

  // Copy mode: reads up to `size` bytes. A file that shrank meanwhile yields
  // the shorter prefix (which then fails validation, never faults).
  error read_all(int fd, std::size_t size) {
    auto* p = static_cast<std::byte*>(::operator new(size, std::align_val_t{copy_alignment}, std::nothrow));
    if (p == nullptr) return io_error("cannot allocate a copy of the file", ENOMEM);
    std::size_t got = 0;
    while (got < size) {
      const ::ssize_t n = ::read(fd, p + got, size - got);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        const int e = errno;
        ::operator delete(p, std::align_val_t{copy_alignment});
        return io_error("cannot read file", e);
      }
      if (n == 0) break;
      got += static_cast<std::size_t>(n);
    }
    data_ = p;
    size_ = got;
    owned_ = true;
    return {};
  }

  void unmap() noexcept {
    if (data_ != nullptr && owned_) ::operator delete(data_, std::align_val_t{copy_alignment});
    else if (data_ != nullptr) ::munmap(data_, size_);
    if (fd_ >= 0) ::close(fd_);
    data_ = nullptr;
    size_ = 0;
    owned_ = false;
    fd_ = -1;
  }

  std::byte* data_ = nullptr;
  std::size_t size_ = 0;
  bool owned_ = false;  // a heap copy (load_mode::copy), freed rather than unmapped
  int fd_ = -1;         // the mapped file, open for read_at()
};

}  // namespace mlirbc
// ---- end mlirbc/mapped_file.hpp
// ---- begin mlirbc/property_table.hpp
// property_table: the op property entries (version >= 5) as raw spans.

#include <cstdint>
#include <span>
#include <vector>


namespace mlirbc {

struct property_entry {
  std::uint64_t offset = 0;  // file offset of the first byte
  std::span<const std::byte> bytes;
};

class property_table {
 public:
  std::size_t size() const noexcept { return entries_.size(); }
  const property_entry& operator[](std::size_t i) const noexcept { return entries_[i]; }
  result<property_entry> at(std::uint64_t i) const {
    if (i >= size()) return error{errc::index_out_of_range, section_id::ir, 0, "properties index", i, size()};
    return entries_[static_cast<std::size_t>(i)];
  }

  // count, then count x (size, bytes[size]), exactly filling the section.
  // An empty payload means no entries.
  static result<property_table> read(std::span<const std::byte> file, const section& s) {
    property_table t;
    if (!s.present || s.length == 0) return t;
    cursor c(file, s.offset, s.offset + s.length, section_id::properties);
    const std::uint64_t n = c.count("properties count");
    t.entries_.reserve(static_cast<std::size_t>(n));
    for (std::uint64_t i = 0; i < n && c.ok(); ++i) {
      const std::uint64_t size = c.varint("properties entry size");
      property_entry e;
      e.offset = c.offset();
      e.bytes = c.bytes(size, "properties entry");
      t.entries_.push_back(e);
    }
    c.expect_end("properties section");
    if (!c.ok()) return c.err();
    return t;
  }

 private:
  std::vector<property_entry, detail::populated_allocator<property_entry>> entries_;
};

}  // namespace mlirbc
// ---- end mlirbc/property_table.hpp
// ---- begin mlirbc/resource_table.hpp
// resource_table: external and dialect resource groups; blobs as aligned spans.
//
// Opening reads only the ResourceOffset index; a blob's own header (alignment,
// length, padding) is read when the blob is asked for, so weight pages are not
// touched until used.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>


namespace mlirbc {

constexpr const char* resource_kind_name(resource_kind k) noexcept {
  switch (k) {
    case resource_kind::blob: return "blob";
    case resource_kind::boolean: return "bool";
    case resource_kind::string: return "string";
  }
  return "unknown";
}

// The data of a blob resource: a view into the file.
struct blob {
  std::span<const std::byte> data;
  std::uint64_t alignment = 1;  // declared; data's file offset is a multiple of it
  std::uint64_t offset = 0;     // file offset of the first data byte

  // The data as a span of T; fails unless the size is a multiple of sizeof(T)
  // and the address is aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (data.size() % sizeof(T) != 0) {
      return error{errc::type_mismatch, section_id::resource, offset, "blob size is not a multiple of the element size",
                   data.size(), sizeof(T)};
    }
    if (reinterpret_cast<std::uintptr_t>(data.data()) % alignof(T) != 0) {
      return error{errc::type_mismatch, section_id::resource, offset, "blob address is not aligned for the element type",
                   reinterpret_cast<std::uintptr_t>(data.data()) % alignof(T), alignof(T)};
    }
    return std::span<const T>(reinterpret_cast<const T*>(data.data()), data.size() / sizeof(T));
  }
};

struct resource_entry {
  std::uint32_t group = 0;  // index into resource_table::groups()
  std::string_view key;
  resource_kind kind = resource_kind::blob;
  std::uint64_t offset = 0;  // file offset of the entry
  std::span<const std::byte> bytes;  // the whole entry (empty = declared or elided)
  bool bool_value = false;              // kind boolean (decoded at open: one byte)
  std::string_view string_value;        // kind string (decoded at open: a string index)

  bool empty() const noexcept { return bytes.empty(); }
};

// Where a blob entry's data lies in the file.
struct blob_layout {
  std::uint64_t alignment = 1;
  std::uint64_t data_offset = 0;  // file offset of the first data byte
  std::uint64_t length = 0;
};

// Parses the header of a blob entry e (not empty): alignment, length, 0xCB
// padding up to the alignment; the data must fill the rest of the entry.
// head(n) returns the entry's first n bytes (n <= entry size) as
// result<std::span<const std::byte>>: a view of the file
// (resource_table::get_blob) or bytes read with pread, which leaves the
// mapping untouched (bytecode_file::get_blob). Only the header and the
// padding are asked for, never the data.
template <class Head>
result<blob_layout> parse_blob_layout(const resource_entry& e, const limits& lim, Head&& head) {
  const std::uint64_t end = e.offset + e.bytes.size();
  auto first = head(std::min<std::uint64_t>(e.bytes.size(), 18));  // two varints of at most 9 bytes
  if (!first) return first.err();
  cursor c(*first, 0, first->size(), section_id::resource);
  auto in_file = [&](error err) {  // c's offsets are relative to the entry
    err.offset += e.offset;
    return err;
  };
  const std::uint64_t align_at = e.offset;
  const std::uint64_t alignment = c.varint("blob alignment");
  if (!c.ok()) return in_file(c.err());
  if (!std::has_single_bit(alignment) || alignment > lim.max_alignment)
    return error{errc::bad_alignment, section_id::resource, align_at, "blob alignment", alignment, lim.max_alignment};
  const std::uint64_t length = c.varint("blob length");
  if (!c.ok()) return in_file(c.err());
  std::uint64_t pos = e.offset + c.offset();
  if (const std::uint64_t misalign = pos & (alignment - 1); misalign != 0) {
    const std::uint64_t pad = alignment - misalign;
    if (pad > end - pos) return error{errc::truncated, section_id::resource, pos, "blob padding", pad, end - pos};
    const std::uint64_t rel = pos - e.offset;
    auto padded = head(rel + pad);
    if (!padded) return padded.err();
    for (std::uint64_t i = 0; i < pad; ++i) {
      const std::byte b = (*padded)[static_cast<std::size_t>(rel + i)];
      if (b != padding_byte)
        return error{errc::bad_padding, section_id::resource, pos + i, "blob padding", static_cast<std::uint8_t>(b),
                     static_cast<std::uint8_t>(padding_byte)};
    }
    pos += pad;
  }
  if (length > end - pos) return error{errc::truncated, section_id::resource, pos, "blob data", length, end - pos};
  if (length < end - pos)
    return error{errc::trailing_data, section_id::resource, pos + length, "resource entry", end - pos - length, 0};
  return blob_layout{alignment, pos, length};
}

struct resource_group {
  bool external = false;       // keyed by a provider name; otherwise by a dialect
  std::string_view name;       // provider name or dialect name
  std::uint32_t first = 0;     // first entry index
  std::uint32_t count = 0;
};

class resource_table {
 public:
  const std::vector<resource_group>& groups() const noexcept { return groups_; }
  const std::vector<resource_entry>& entries() const noexcept { return entries_; }
  std::size_t size() const noexcept { return entries_.size(); }

  // Blob data of entry i (kind blob, not empty): alignment, length, 0xCB padding, data.
  result<blob> get_blob(const resource_entry& e, const limits& lim = {}) const {
    if (e.kind != resource_kind::blob) {
      return error{errc::bad_value, section_id::resource, e.offset, "resource is not a blob"};
    }
    if (e.empty()) return blob{{}, 1, e.offset};
    auto l = parse_blob_layout(e, lim, [&](std::uint64_t n) -> result<std::span<const std::byte>> {
      return e.bytes.first(static_cast<std::size_t>(n));
    });
    if (!l) return l.err();
    return blob_of(*l);
  }
  // The blob a parsed layout describes (a view into the file; nothing is read).
  blob blob_of(const blob_layout& l) const noexcept {
    return blob{file_.subspan(static_cast<std::size_t>(l.data_offset), static_cast<std::size_t>(l.length)), l.alignment,
                l.data_offset};
  }

  // Entry by group name and key (the first match), or nullptr.
  const resource_entry* find(std::string_view group, std::string_view key) const noexcept {
    for (const auto& g : groups_) {
      if (g.name != group) continue;
      for (std::uint32_t i = g.first; i < g.first + g.count; ++i)
        if (entries_[i].key == key) return &entries_[i];
    }
    return nullptr;
  }
  // Entry by key in any group (the first match), or nullptr.
  const resource_entry* find(std::string_view key) const noexcept {
    for (const auto& e : entries_)
      if (e.key == key) return &e;
    return nullptr;
  }

  // Dialect resource handles (as in dense_resource) number the entries of all
  // dialect groups in file order; external groups do not count.
  std::size_t num_dialect_resources() const noexcept { return entries_.size() - first_dialect_entry_; }
  result<const resource_entry*> dialect_resource(std::uint64_t handle) const {
    if (handle >= num_dialect_resources()) {
      return error{errc::index_out_of_range, section_id::resource, 0, "dialect resource handle", handle,
                   num_dialect_resources()};
    }
    return &entries_[first_dialect_entry_ + static_cast<std::size_t>(handle)];
  }

  // ResourceOffset: numExternal, external groups (provider name, group), then
  // dialect groups (dialect idx, group) to the end; group = count x (key, size, kind).
  static result<resource_table> read(std::span<const std::byte> file, const section& offsets,
                                     const section& data, const string_table& strings,
                                     const dialect_table& dialects) {
    resource_table t;
    t.file_ = file;
    if (!offsets.present) return t;
    cursor c(file, offsets.offset, offsets.offset + offsets.length, section_id::resource_offset);
    // An external group needs at least its name and count bytes.
    const std::uint64_t num_external = c.count("external resource group count", 2);
    std::uint64_t pos = data.offset;
    const std::uint64_t data_end = data.offset + data.length;
    for (std::uint64_t g = 0; c.ok() && (g < num_external || !c.at_end()); ++g) {
      const bool external = g < num_external;
      const std::uint64_t at = c.offset();
      const std::uint64_t owner = c.varint(external ? "resource provider name" : "resource dialect");
      if (!c.ok()) break;
      resource_group grp;
      grp.external = external;
      if (external) {
        auto name = strings.at(owner, section_id::resource_offset, at);
        if (!name) return name.err();
        grp.name = *name;
      } else {
        if (owner >= dialects.dialects.size()) {
          return error{errc::index_out_of_range, section_id::resource_offset, at, "resource dialect", owner,
                       dialects.dialects.size()};
        }
        grp.name = dialects.dialects[static_cast<std::size_t>(owner)].name;
      }
      // Each entry needs a key, a size and a kind byte.
      const std::uint64_t count = c.count("resource count", 3);
      if (!c.ok()) break;
      if (t.entries_.size() + count > UINT32_MAX) {
        return error{errc::count_too_large, section_id::resource_offset, at, "resource count", count, UINT32_MAX};
      }
      grp.first = static_cast<std::uint32_t>(t.entries_.size());
      grp.count = static_cast<std::uint32_t>(count);
      if (!external && t.groups_.size() == num_external) t.first_dialect_entry_ = t.entries_.size();
      for (std::uint64_t k = 0; k < count; ++k) {
        resource_entry e;
        e.group = static_cast<std::uint32_t>(t.groups_.size());
        const std::uint64_t key_at = c.offset();
        auto key = strings.at(c.varint("resource key"), section_id::resource_offset, key_at);
        if (!c.ok()) break;
        if (!key) return key.err();
        e.key = *key;
        const std::uint64_t size_at = c.offset();
        const std::uint64_t size = c.varint("resource entry size");
        const std::uint64_t kind_at = c.offset();
        const std::uint8_t kind = c.byte("resource kind");
        if (!c.ok()) break;
        if (kind > 2) {
          return error{errc::bad_resource_kind, section_id::resource_offset, kind_at, "resource kind", kind, 2};
        }
        if (size > data_end - pos) {
          return error{errc::truncated, section_id::resource_offset, size_at,
                       "resource entry extends past the resource section", size, data_end - pos};
        }
        e.kind = static_cast<resource_kind>(kind);
        e.offset = pos;
        e.bytes = file.subspan(static_cast<std::size_t>(pos), static_cast<std::size_t>(size));
        if (auto decoded = decode_small_value(file, e, strings); decoded) return decoded;
        pos += size;
        t.entries_.push_back(e);
      }
      t.groups_.push_back(grp);
    }
    if (!c.ok()) return c.err();
    if (t.groups_.size() <= num_external) t.first_dialect_entry_ = t.entries_.size();
    if (pos != data_end) {
      return error{errc::trailing_data, section_id::resource, pos, "bytes after the last resource entry",
                   data_end - pos, 0};
    }
    return t;
  }

 private:
  // Bool and string entries are tiny; decode them at open. Returns an error or ok.
  static error decode_small_value(std::span<const std::byte> file, resource_entry& e,
                                  const string_table& strings) {
    if (e.empty() || e.kind == resource_kind::blob) return {};
    cursor c(file, e.offset, e.offset + e.bytes.size(), section_id::resource);
    if (e.kind == resource_kind::boolean) {
      const std::uint8_t b = c.byte("bool resource");
      if (c.ok() && b > 1) c.fail_at(e.offset, errc::bad_value, "bool resource", b, 1);
      e.bool_value = b == 1;
    } else {
      auto s = strings.at(c.varint("string resource"), section_id::resource, e.offset);
      if (c.ok() && !s) return s.err();
      if (s) e.string_value = *s;
    }
    c.expect_end("resource entry");
    return c.err();
  }

  std::span<const std::byte> file_;
  std::vector<resource_group> groups_;
  std::vector<resource_entry> entries_;
  std::size_t first_dialect_entry_ = 0;
};

}  // namespace mlirbc
// ---- end mlirbc/resource_table.hpp

namespace mlirbc {

class bytecode {
 public:
  // Validates the header, the section framing and every table index. Reads only
  // metadata: the IR is walked and attributes decoded later, on demand, and blob
  // data is never touched. `file` must outlive the returned view.
  static result<bytecode> open(std::span<const std::byte> file, const limits& lim = {}) {
    auto layout = read_layout(file, lim);
    if (!layout) return layout.err();
    bytecode b;
    b.file_ = file;
    b.limits_ = lim;
    b.layout_ = *layout;
    b.warnings_ = format_warnings(lim);
    auto strings = string_table::read(file, b.layout_.get(section_id::string), b.warnings_);
    if (!strings) return strings.err();
    b.strings_ = std::move(*strings);
    auto dialects = dialect_table::read(file, b.layout_.get(section_id::dialect), b.version(), b.strings_, lim,
                                         b.warnings_);
    if (!dialects) return dialects.err();
    b.dialects_ = std::move(*dialects);
    auto attrs = attr_type_table::read(file, b.layout_.get(section_id::attr_type_offset),
                                       b.layout_.get(section_id::attr_type), b.dialects_);
    if (!attrs) return attrs.err();
    b.attrs_ = std::move(*attrs);
    auto res = resource_table::read(file, b.layout_.get(section_id::resource_offset),
                                    b.layout_.get(section_id::resource), b.strings_, b.dialects_);
    if (!res) return res.err();
    b.resources_ = std::move(*res);
    auto props = property_table::read(file, b.layout_.get(section_id::properties));
    if (!props) return props.err();
    b.properties_ = std::move(*props);
    return b;
  }

  std::uint64_t version() const noexcept { return layout_.version; }
  std::string_view producer() const noexcept { return layout_.producer; }
  std::span<const std::byte> bytes() const noexcept { return file_; }
  const limits& limits_used() const noexcept { return limits_; }
  const file_layout& layout() const noexcept { return layout_; }
  const section& get_section(section_id id) const noexcept { return layout_.get(id); }

  const string_table& strings() const noexcept { return strings_; }
  const dialect_table& dialects() const noexcept { return dialects_; }
  const attr_type_table& attr_types() const noexcept { return attrs_; }
  const resource_table& resources() const noexcept { return resources_; }
  const property_table& properties() const noexcept { return properties_; }
  // Format rules this file breaks that MLIR's reader tolerates (empty in strict
  // mode, where each is an error instead).
  const format_warnings& warnings() const noexcept { return warnings_; }

  // The blob of a resource entry (see resource_table::get_blob).
  result<blob> get_blob(const resource_entry& e) const { return resources_.get_blob(e, limits_); }
  // The blob stored under `key` in `group` ("builtin" for dense_resource data).
  result<blob> find_blob(std::string_view group, std::string_view key) const {
    const resource_entry* e = resources_.find(group, key);
    if (e == nullptr) return error{errc::not_found, section_id::resource, 0, "resource key"};
    return get_blob(*e);
  }

 private:
  std::span<const std::byte> file_;
  limits limits_;
  file_layout layout_;
  string_table strings_;
  dialect_table dialects_;
  attr_type_table attrs_;
  resource_table resources_;
  property_table properties_;
  format_warnings warnings_;
};

// A mapped file and its validated view. Move-only; views stay valid across
// moves because the mapping does not move.
class bytecode_file {
 public:
  // `mode` = load_mode::copy reads the file into memory instead of mapping it
  // (immune to SIGBUS when another process truncates the file; see mapped_file).
  static result<bytecode_file> open(const std::string& path, const limits& lim = {},
                                    load_mode mode = load_mode::map) {
    mapped_file m;
    if (error e = m.open(path, mode)) return e;
    auto view = bytecode::open(m.bytes(), lim);
    if (!view) return view.err();
    bytecode_file f;
    f.map_ = std::make_unique<mapped_file>(std::move(m));
    f.view_ = std::move(*view);
    return f;
  }

  const bytecode& view() const noexcept { return view_; }
  const bytecode* operator->() const noexcept { return &view_; }
  const bytecode& operator*() const noexcept { return view_; }
  const mapped_file& mapping() const noexcept { return *map_; }

  // The blob of a resource entry, as view().get_blob(e), but with its header
  // (alignment, length, padding) read by pread instead of through the
  // mapping: listing every blob's offset and length touches no page of the
  // mapping, so it costs neither page faults nor resident memory
  // (docs/weights.md). The data is a view into the mapping, as always.
  result<blob> get_blob(const resource_entry& e) const {
    if (e.kind != resource_kind::blob || e.empty() || !map_->can_read_at()) return view_.get_blob(e);
    // One pread of the entry's first 128 bytes covers the header and the
    // padding of alignments up to 64; larger paddings take a second read.
    std::array<std::byte, 128> small;
    std::vector<std::byte> large;
    std::span<const std::byte> have;
    auto l = parse_blob_layout(e, view_.limits_used(), [&](std::uint64_t n) -> result<std::span<const std::byte>> {
      if (n > have.size()) {
        const auto want = static_cast<std::size_t>(std::max<std::uint64_t>(n, std::min<std::uint64_t>(e.bytes.size(), small.size())));
        std::span<std::byte> into = want <= small.size() ? std::span<std::byte>(small).first(want)
                                                         : (large.resize(want), std::span<std::byte>(large));
        if (!map_->read_at(e.offset, into))
          return error{errc::io, section_id::resource, e.offset, "cannot read the blob header from the file"};
        have = into;
      }
      return have.first(static_cast<std::size_t>(n));
    });
    if (!l) return l.err();
    return view_.resources().blob_of(*l);
  }

 private:
  std::unique_ptr<mapped_file> map_;
  bytecode view_;
};

}  // namespace mlirbc
// ---- end mlirbc/bytecode.hpp
// ---- begin mlirbc/attr_reader.hpp
// attr_reader: lazy, memoised, thread-safe decoding of attribute and type
// entries. The engine knows no dialect: custom-encoded entries go to the
// plug-in registered for their dialect (dialect_registry.hpp; the builtin
// dialect is one, dialects/builtin.hpp), textual entries keep their text, and
// entries of a dialect without a plug-in stay opaque.
//
// attribute(i)/type(i) decode entry i and everything it references, once:
//  - iteratively (an explicit stack, never recursion on file data), at most
//    limits::max_attr_depth entries deep;
//  - with cycle detection (an entry that reaches itself is an error, where
//    mlir-opt hangs);
//  - validating sizes, counts and indices; any problem is an `error` in
//    section attr_type with the entry's byte offset.
// A returned node's whole reference closure is decoded, so following indices
// from it never fails. Nodes are immutable and published with one atomic
// compare-exchange per entry: concurrent first use from several threads is
// safe (a thread that loses the race drops its copy and uses the winner's).
// Failures are memoised too: every entry on the decode path of a failure keeps
// that error, so decoding all entries stays linear in their number even when
// many of them reach the same cycle, bad entry or depth limit.

#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

// ---- begin mlirbc/attributes.hpp
// attributes: the decoded model of attribute and type entries.
//
// One immutable node per table entry. Nodes refer to other entries by table
// index (attribute or type index), never by pointer, so the model itself holds
// no recursion; strings and data blobs are views into the file.
// Nodes are produced by attr_reader (attr_reader.hpp), which guarantees that
// every entry reachable from a returned node has been decoded and validated,
// so following an index from a node with attr_reader::attribute()/type()
// cannot fail.

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

// ---- begin mlirbc/float_format.hpp
// float_format: the floating-point formats MLIR knows, and printing a value
// the way MLIR 22's printer does (checked against mlir-opt, see
// docs/attributes.md "Floats"):
//   1. the 6-digit scientific form ("1.500000e+00") if reading it back gives
//      the same bits;
//   2. otherwise the longer default form (enough digits to round-trip, e.g.
//      "2.7182818284590451" or "1.7976931348623157E+308") if it holds a '.';
//   3. otherwise (and always for NaN and infinities) the raw bits in hex,
//      "0x7FC00000".
// The decimal digits follow LLVM's APFloat conversion exactly, including its
// quirk of truncating (not rounding) digits dropped in bulk before the final
// round-half-up step; that is why 0.1 : f16 prints 9.997550e-02.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// ---- begin mlirbc/bignum.hpp
// bignum: a small unsigned arbitrary-precision integer, for exact decimal
// printing of wide integers and of floating-point values.
//
// Only what the printers need: multiply by a small factor or by 5^n, shift,
// divide by a small factor, compare, bit length. Limbs are 32-bit, least
// significant first, with no leading zero limbs (zero is an empty vector).

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace mlirbc::detail {

class bignum {
 public:
  bignum() = default;
  explicit bignum(std::uint64_t v) {
    while (v != 0) {
      limbs_.push_back(static_cast<std::uint32_t>(v));
      v >>= 32;
    }
  }
  // From 64-bit words, least significant first.
  static bignum from_words(const std::uint64_t* words, std::size_t n) {
    bignum b;
    b.limbs_.reserve(n * 2);
    for (std::size_t i = 0; i < n; ++i) {
      b.limbs_.push_back(static_cast<std::uint32_t>(words[i]));
      b.limbs_.push_back(static_cast<std::uint32_t>(words[i] >> 32));
    }
    b.trim();
    return b;
  }

  bool is_zero() const noexcept { return limbs_.empty(); }
  std::uint64_t bit_length() const noexcept {
    if (limbs_.empty()) return 0;
    return 32 * (limbs_.size() - 1) + static_cast<std::uint64_t>(std::bit_width(limbs_.back()));
  }
  bool bit(std::uint64_t i) const noexcept {
    const std::size_t l = static_cast<std::size_t>(i / 32);
    return l < limbs_.size() && ((limbs_[l] >> (i % 32)) & 1u) != 0;
  }
  std::uint64_t countr_zero() const noexcept {
    for (std::size_t i = 0; i < limbs_.size(); ++i)
      if (limbs_[i] != 0) return 32 * i + static_cast<std::uint64_t>(std::countr_zero(limbs_[i]));
    return 0;
  }
  std::uint64_t low64() const noexcept {
    std::uint64_t v = 0;
    if (!limbs_.empty()) v = limbs_[0];
    if (limbs_.size() > 1) v |= std::uint64_t{limbs_[1]} << 32;
    return v;
  }

  void mul_small(std::uint32_t f) {
    std::uint64_t carry = 0;
    for (auto& l : limbs_) {
      const std::uint64_t p = std::uint64_t{l} * f + carry;
      l = static_cast<std::uint32_t>(p);
      carry = p >> 32;
    }
    if (carry != 0) limbs_.push_back(static_cast<std::uint32_t>(carry));
    if (f == 0) limbs_.clear();
  }
  void add_small(std::uint32_t a) {
    std::uint64_t carry = a;
    for (auto& l : limbs_) {
      if (carry == 0) return;
      const std::uint64_t s = std::uint64_t{l} + carry;
      l = static_cast<std::uint32_t>(s);
      carry = s >> 32;
    }
    if (carry != 0) limbs_.push_back(static_cast<std::uint32_t>(carry));
  }
  // Subtracts one; the value must not be zero.
  void sub_one() {
    for (auto& l : limbs_) {
      if (l-- != 0) break;
    }
    trim();
  }
  void mul_pow5(std::uint64_t n) {
    constexpr std::uint32_t five13 = 1220703125u;  // 5^13, the largest power of 5 below 2^32
    for (; n >= 13; n -= 13) mul_small(five13);
    std::uint32_t f = 1;
    for (; n > 0; --n) f *= 5;
    mul_small(f);
  }
  void shl(std::uint64_t bits) {
    if (limbs_.empty() || bits == 0) return;
    const std::size_t words = static_cast<std::size_t>(bits / 32);
    const unsigned rest = static_cast<unsigned>(bits % 32);
    if (rest != 0) {
      std::uint32_t carry = 0;
      for (auto& l : limbs_) {
        const std::uint32_t next = l >> (32 - rest);
        l = (l << rest) | carry;
        carry = next;
      }
      if (carry != 0) limbs_.push_back(carry);
    }
    limbs_.insert(limbs_.begin(), words, 0u);
  }
  void shr(std::uint64_t bits) {
    const std::size_t words = static_cast<std::size_t>(bits / 32);
    if (words >= limbs_.size()) {
      limbs_.clear();
      return;
    }
    limbs_.erase(limbs_.begin(), limbs_.begin() + static_cast<std::ptrdiff_t>(words));
    const unsigned rest = static_cast<unsigned>(bits % 32);
    if (rest != 0) {
      for (std::size_t i = 0; i < limbs_.size(); ++i) {
        const std::uint32_t hi = i + 1 < limbs_.size() ? limbs_[i + 1] : 0u;
        limbs_[i] = (limbs_[i] >> rest) | (hi << (32 - rest));
      }
    }
    trim();
  }
  // Divides in place; returns the remainder.
  std::uint32_t divmod_small(std::uint32_t d) {
    std::uint64_t rem = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
      const std::uint64_t cur = (rem << 32) | limbs_[i];
      limbs_[i] = static_cast<std::uint32_t>(cur / d);
      rem = cur % d;
    }
    trim();
    return static_cast<std::uint32_t>(rem);
  }
  // Floor division by 10^n.
  void div_pow10(std::uint64_t n) {
    for (; n >= 9 && !limbs_.empty(); n -= 9) (void)divmod_small(1000000000u);
    std::uint32_t d = 1;
    for (; n > 0; --n) d *= 10;
    if (d != 1) (void)divmod_small(d);
  }
  // Two's complement negation modulo 2^bits (bits > 0); used for signed printing.
  void negate_mod(std::uint64_t bits) {
    const std::size_t n = static_cast<std::size_t>((bits + 31) / 32);
    limbs_.resize(std::max(limbs_.size(), n), 0u);
    for (auto& l : limbs_) l = ~l;
    limbs_.resize(n);
    if (bits % 32 != 0) limbs_.back() &= (1u << (bits % 32)) - 1u;
    trim();
    add_small(1);
    if (bit_length() > bits) limbs_.clear();  // -0 wraps to 0
  }

  friend int compare(const bignum& a, const bignum& b) noexcept {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() < b.limbs_.size() ? -1 : 1;
    for (std::size_t i = a.limbs_.size(); i-- > 0;)
      if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] < b.limbs_[i] ? -1 : 1;
    return 0;
  }

  // Decimal digits, most significant first ("0" for zero). Destroys the value.
  std::string take_decimal() {
    if (limbs_.empty()) return "0";
    std::string rev;
    while (!limbs_.empty()) {
      std::uint32_t chunk = divmod_small(1000000000u);
      for (int k = 0; k < 9; ++k) {
        rev.push_back(static_cast<char>('0' + chunk % 10));
        chunk /= 10;
        if (limbs_.empty() && chunk == 0) break;
      }
    }
    while (rev.size() > 1 && rev.back() == '0') rev.pop_back();
    return {rev.rbegin(), rev.rend()};
  }

 private:
  void trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }
  std::vector<std::uint32_t> limbs_;
};

}  // namespace mlirbc::detail
// ---- end mlirbc/bignum.hpp

namespace mlirbc {

enum class float_kind : std::uint8_t {
  bf16, f16, f32, f64, f80, f128, tf32,
  f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU,
  f6E2M3FN, f6E3M2FN, f4E2M1FN,
};

enum class float_nonfinite : std::uint8_t {
  ieee,         // infinities and NaNs as in IEEE 754
  nan_only,     // no infinities; NaN encoding below
  finite_only,  // neither
};
enum class float_nan_encoding : std::uint8_t {
  ieee,           // all-ones exponent, non-zero mantissa
  all_ones,       // only the all-ones pattern (per sign) is NaN
  negative_zero,  // the "negative zero" pattern is the only NaN
};

// Parameters of one format, with the exponent range of normal values and the
// precision including the leading bit (as in LLVM's fltSemantics).
struct float_info {
  std::string_view name;  // MLIR type name
  int max_exp;
  int min_exp;
  unsigned precision;
  unsigned bits;  // storage width
  float_nonfinite nonfinite = float_nonfinite::ieee;
  float_nan_encoding nan = float_nan_encoding::ieee;
  bool has_zero = true;
  bool has_sign = true;
};

inline const float_info& info(float_kind k) noexcept {
  using nf = float_nonfinite;
  using ne = float_nan_encoding;
  static const float_info table[] = {
      {"bf16", 127, -126, 8, 16},
      {"f16", 15, -14, 11, 16},
      {"f32", 127, -126, 24, 32},
      {"f64", 1023, -1022, 53, 64},
      {"f80", 16383, -16382, 64, 80},
      {"f128", 16383, -16382, 113, 128},
      {"tf32", 127, -126, 11, 19},
      {"f8E5M2", 15, -14, 3, 8},
      {"f8E4M3", 7, -6, 4, 8},
      {"f8E4M3FN", 8, -6, 4, 8, nf::nan_only, ne::all_ones},
      {"f8E5M2FNUZ", 15, -15, 3, 8, nf::nan_only, ne::negative_zero},
      {"f8E4M3FNUZ", 7, -7, 4, 8, nf::nan_only, ne::negative_zero},
      {"f8E4M3B11FNUZ", 4, -10, 4, 8, nf::nan_only, ne::negative_zero},
      {"f8E3M4", 3, -2, 5, 8},
      {"f8E8M0FNU", 127, -127, 1, 8, nf::nan_only, ne::all_ones, false, false},
      {"f6E2M3FN", 2, 0, 4, 6, nf::finite_only},
      {"f6E3M2FN", 4, -2, 3, 6, nf::finite_only},
      {"f4E2M1FN", 2, 0, 2, 4, nf::finite_only},
  };
  return table[static_cast<std::size_t>(k)];
}

inline std::optional<float_kind> float_kind_from_name(std::string_view name) noexcept {
  for (std::uint8_t i = 0; i <= static_cast<std::uint8_t>(float_kind::f4E2M1FN); ++i) {
    const auto k = static_cast<float_kind>(i);
    if (info(k).name == name) return k;
  }
  return std::nullopt;
}

// Bytes per element in dense element data: f80 takes 10, tf32 3, sub-byte formats 1.
inline unsigned float_storage_bytes(float_kind k) noexcept { return (info(k).bits + 7) / 8; }

namespace detail {

enum class float_category : std::uint8_t { zero, finite, infinity, nan };

// A value as category, sign and (for finite values) significand * 2^exp2.
struct float_parts {
  float_category cat = float_category::zero;
  bool neg = false;
  std::uint64_t sig_lo = 0, sig_hi = 0;  // full-precision integer significand
  int exp2 = 0;                          // exponent of its least significant bit
  bool half_gap_below = false;           // a power of two above the smallest binade
};

inline float_parts decode_float(float_kind k, std::uint64_t lo, std::uint64_t hi) noexcept {
  const float_info& f = info(k);
  float_parts p;
  if (k == float_kind::f8E8M0FNU) {  // exponent only: 2^(e-127), 0xFF is NaN
    const unsigned e = static_cast<unsigned>(lo & 0xFF);
    if (e == 0xFF) {
      p.cat = float_category::nan;
      return p;
    }
    p.cat = float_category::finite;
    p.sig_lo = 1;
    p.exp2 = static_cast<int>(e) - 127;
    p.half_gap_below = e > 0;
    return p;
  }
  if (k == float_kind::f80) {  // explicit integer bit; LLVM's reading of odd encodings
    const std::uint64_t sig = lo;
    const unsigned e = static_cast<unsigned>(hi & 0x7FFF);
    p.neg = ((hi >> 15) & 1u) != 0;
    if (e == 0 && sig == 0) return p;
    if (e == 0x7FFF) {
      p.cat = sig == (std::uint64_t{1} << 63) ? float_category::infinity : float_category::nan;
      return p;
    }
    if (e != 0 && (sig >> 63) == 0) {
      p.cat = float_category::nan;  // "unnormal"
      return p;
    }
    p.cat = float_category::finite;
    p.sig_lo = sig;
    p.exp2 = (e == 0 ? -16382 : static_cast<int>(e) - 16383) - 63;
    p.half_gap_below = sig == (std::uint64_t{1} << 63) && e > 1;
    return p;
  }
  const unsigned mbits = f.precision - 1;
  const unsigned ebits = f.bits - 1 - mbits;
  auto field = [&](unsigned pos, unsigned width) -> std::uint64_t {  // width < 64
    const std::uint64_t v = pos >= 64 ? hi >> (pos - 64) : (lo >> pos) | (pos == 0 ? 0 : hi << (64 - pos));
    return v & ((std::uint64_t{1} << width) - 1);
  };
  // Mantissa (up to 112 bits) as two words.
  std::uint64_t m_lo = mbits >= 64 ? lo : lo & ((std::uint64_t{1} << mbits) - 1);
  std::uint64_t m_hi = mbits > 64 ? hi & ((std::uint64_t{1} << (mbits - 64)) - 1) : 0;
  const std::uint64_t e = field(mbits, ebits);
  p.neg = field(f.bits - 1, 1) != 0;
  const std::uint64_t e_max = (std::uint64_t{1} << ebits) - 1;
  const bool m_zero = m_lo == 0 && m_hi == 0;
  const bool m_ones = mbits > 64 ? false : m_lo == (mbits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << mbits) - 1);
  if (e == 0 && m_zero) {
    if (f.nan == float_nan_encoding::negative_zero && p.neg) {
      p.cat = float_category::nan;
      p.neg = false;
    }
    return p;
  }
  if (f.nonfinite == float_nonfinite::ieee && e == e_max) {
    p.cat = m_zero ? float_category::infinity : float_category::nan;
    return p;
  }
  if (f.nan == float_nan_encoding::all_ones && e == e_max && m_ones) {
    p.cat = float_category::nan;
    return p;
  }
  p.cat = float_category::finite;
  const int bias = 1 - f.min_exp;
  if (e == 0) {
    p.exp2 = f.min_exp - static_cast<int>(mbits);
  } else {
    if (mbits >= 64)
      m_hi |= std::uint64_t{1} << (mbits - 64);
    else
      m_lo |= std::uint64_t{1} << mbits;
    p.exp2 = static_cast<int>(e) - bias - static_cast<int>(mbits);
    p.half_gap_below = m_zero && e > 1;
  }
  p.sig_lo = m_lo;
  p.sig_hi = m_hi;
  return p;
}

// Decimal digits (most significant first, no trailing zeros) and a power of
// ten: the value is digits * 10^exp10.
struct decimal {
  std::string digits;
  int exp10 = 0;
};

// LLVM's digit generation for `precision` significant digits (see the header
// comment): exact digits of sig * 2^exp2, a bulk truncation sized from bit
// counts, then one round-half-up on the digit string.
inline decimal to_decimal(const float_parts& p, unsigned precision) {
  const std::uint64_t words[2] = {p.sig_lo, p.sig_hi};
  bignum n = bignum::from_words(words, 2);
  const std::uint64_t tz = n.countr_zero();
  n.shr(tz);
  long long e2 = static_cast<long long>(p.exp2) + static_cast<long long>(tz);
  decimal d;
  int exp10 = 0;
  if (e2 > 0) {
    n.shl(static_cast<std::uint64_t>(e2));
  } else if (e2 < 0) {
    n.mul_pow5(static_cast<std::uint64_t>(-e2));
    exp10 = static_cast<int>(e2);
  }
  // Bulk truncation: drop as many decimal digits as the bit count allows.
  const std::uint64_t bits = n.bit_length();
  const std::uint64_t bits_required = (std::uint64_t{precision} * 196 + 58) / 59;
  if (bits > bits_required) {
    const std::uint64_t tens = (bits - bits_required) * 59 / 196;
    if (tens != 0) {
      exp10 += static_cast<int>(tens);
      n.div_pow10(tens);
    }
  }
  std::string s = n.take_decimal();
  while (s.size() > 1 && s.back() == '0') {
    s.pop_back();
    ++exp10;
  }
  // Round half up to `precision` digits, looking only at the next digit.
  if (s.size() > precision) {
    const std::size_t drop = s.size() - precision;
    const bool up = s[precision] >= '5';
    s.resize(precision);
    exp10 += static_cast<int>(drop);
    if (up) {
      while (!s.empty() && s.back() == '9') {
        s.pop_back();
        ++exp10;
      }
      if (s.empty())
        s = "1";
      else
        ++s.back();
    }
    while (s.size() > 1 && s.back() == '0') {
      s.pop_back();
      ++exp10;
    }
  }
  d.digits = std::move(s);
  d.exp10 = exp10;
  return d;
}

// Lays out digits like APFloat::toString(precision, max_padding, truncate_zero).
inline void layout_decimal(const decimal& d, bool neg, unsigned precision, unsigned max_padding,
                           bool truncate_zero, std::string& out) {
  if (neg) out += '-';
  const auto nd = static_cast<long long>(d.digits.size());
  long long exp = d.exp10;
  bool scientific = true;
  if (max_padding != 0) {
    if (exp >= 0) {
      scientific = exp > static_cast<long long>(max_padding) || nd + exp > static_cast<long long>(precision);
    } else {
      const long long msd = exp + nd - 1;
      scientific = msd < 0 && -msd > static_cast<long long>(max_padding);
    }
  }
  if (scientific) {
    exp += nd - 1;
    out += d.digits[0];
    out += '.';
    if (nd == 1 && truncate_zero)
      out += '0';
    else
      out.append(d.digits, 1, std::string::npos);
    if (!truncate_zero && static_cast<long long>(precision) > nd - 1)
      out.append(static_cast<std::size_t>(static_cast<long long>(precision) - nd + 1), '0');
    out += truncate_zero ? 'E' : 'e';
    out += exp >= 0 ? '+' : '-';
    std::string e = std::to_string(exp < 0 ? -exp : exp);
    if (!truncate_zero && e.size() < 2) out += '0';
    out += e;
    return;
  }
  if (exp >= 0) {
    out += d.digits;
    out.append(static_cast<std::size_t>(exp), '0');
    return;
  }
  const long long whole = exp + nd;
  if (whole > 0) {
    out.append(d.digits, 0, static_cast<std::size_t>(whole));
    out += '.';
    out.append(d.digits, static_cast<std::size_t>(whole), std::string::npos);
  } else {
    out += "0.";
    out.append(static_cast<std::size_t>(-whole), '0');
    out += d.digits;
  }
}

// Compares digits * 10^exp10 with b * 2^k.
inline int compare_dec_bin(const std::string& digits, long long exp10, bignum b, long long k) {
  bignum a;
  for (char c : digits) {
    a.mul_small(10);
    a.add_small(static_cast<std::uint32_t>(c - '0'));
  }
  if (exp10 >= 0)
    a.mul_pow5(static_cast<std::uint64_t>(exp10));
  else
    b.mul_pow5(static_cast<std::uint64_t>(-exp10));
  const long long s = exp10 - k;  // net power of two on the left
  if (s >= 0)
    a.shl(static_cast<std::uint64_t>(s));
  else
    b.shl(static_cast<std::uint64_t>(-s));
  return compare(a, b);
}

// Would reading `d` back (round to nearest, ties to even) give exactly p?
inline bool decimal_rounds_to(const decimal& d, const float_parts& p) {
  const std::uint64_t words[2] = {p.sig_lo, p.sig_hi};
  const bignum m = bignum::from_words(words, 2);
  const bool m_even = (p.sig_lo & 1u) == 0;
  // Upper midpoint (2m+1) * 2^(e-1); ties go to the even neighbour.
  bignum upper = m;
  upper.mul_small(2);
  upper.add_small(1);
  const int cu = compare_dec_bin(d.digits, d.exp10, upper, static_cast<long long>(p.exp2) - 1);
  if (cu > 0 || (cu == 0 && !m_even)) return false;
  // Lower midpoint: (4m-1) * 2^(e-2) below a power of two, else (2m-1) * 2^(e-1).
  bignum lower = m;
  long long k = static_cast<long long>(p.exp2) - 1;
  bool inclusive = m_even;
  if (p.half_gap_below) {
    lower.mul_small(4);
    k = static_cast<long long>(p.exp2) - 2;
    inclusive = true;  // the neighbour below (all ones) is odd
  } else {
    lower.mul_small(2);
  }
  lower.sub_one();  // lower >= 2 here since m >= 1
  const int cl = compare_dec_bin(d.digits, d.exp10, lower, k);
  return cl > 0 || (cl == 0 && inclusive);
}

inline void append_hex_bits(std::uint64_t lo, std::uint64_t hi, unsigned bits, std::string& out) {
  if (bits < 64) lo &= (std::uint64_t{1} << bits) - 1;
  if (bits <= 64) hi = 0;
  else if (bits < 128) hi &= (std::uint64_t{1} << (bits - 64)) - 1;
  static const char* hex = "0123456789ABCDEF";
  out += "0x";
  std::string digits;
  for (int i = 0; i < 16; ++i) digits += hex[(lo >> (4 * i)) & 0xF];
  for (int i = 0; i < 16; ++i) digits += hex[(hi >> (4 * i)) & 0xF];
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  out.append(digits.rbegin(), digits.rend());
}

}  // namespace detail

// Appends the MLIR text of the float with raw bits (lo, hi: bits 0-63, 64-127)
// in format k. Returns true when it printed the hex form (callers need this:
// MLIR never elides the type of a hex-printed float).
inline bool format_float(float_kind k, std::uint64_t lo, std::uint64_t hi, std::string& out) {
  const detail::float_parts p = detail::decode_float(k, lo, hi);
  if (p.cat == detail::float_category::zero) {
    out += p.neg ? "-0.000000e+00" : "0.000000e+00";
    return false;
  }
  if (p.cat == detail::float_category::finite) {
    const detail::decimal d6 = detail::to_decimal(p, 6);
    if (detail::decimal_rounds_to(d6, p)) {
      detail::layout_decimal(d6, p.neg, 6, 0, false, out);
      return false;
    }
    const unsigned precision = 2 + info(k).precision * 59 / 196;
    const detail::decimal dl = detail::to_decimal(p, precision);
    std::string s;
    detail::layout_decimal(dl, p.neg, precision, 3, true, s);
    if (s.find('.') != std::string::npos) {
      out += s;
      return false;
    }
  }
  // LLVM re-encodes an f80 NaN with an all-ones exponent ("unnormals" read as NaN).
  if (k == float_kind::f80 && p.cat == detail::float_category::nan) hi = (hi & 0x8000u) | 0x7FFFu;
  detail::append_hex_bits(lo, hi, info(k).bits, out);
  return true;
}

}  // namespace mlirbc
// ---- end mlirbc/float_format.hpp

namespace mlirbc {

// A name and the attribute index of its value (DictionaryAttr entry).
struct named_attr {
  std::string_view name;
  std::uint64_t value = 0;
};

// An arbitrary-width integer: `width` bits, stored as the 64-bit words up to
// the highest non-zero one (least significant first); missing words are zero.
struct ap_int {
  std::uint32_t width = 0;
  std::vector<std::uint64_t> words;

  std::uint64_t word(std::size_t i) const noexcept { return i < words.size() ? words[i] : 0; }
  bool is_zero() const noexcept {
    for (auto w : words)
      if (w != 0) return false;
    return true;
  }
};

namespace detail {
struct dialect_hooks;  // dialect_registry.hpp
// One address per C++ type: identifies the type behind a dialect_value.
template <class T> inline constexpr char type_tag = 0;
}  // namespace detail

// An entry decoded by a dialect decoder registered with the reader
// (dialect_registry.hpp): the plug-in's own C++ value, type-erased. Use as<T>()
// with the decoder's attribute_value / type_value type to read it.
struct dialect_value {
  std::string_view dialect;
  std::shared_ptr<const void> value;
  const void* tag = nullptr;                    // &detail::type_tag<T> of *value
  const detail::dialect_hooks* hooks = nullptr;  // the decoder that made it (prints it)

  template <class T> const T* as() const noexcept {
    return tag == &detail::type_tag<T> ? static_cast<const T*>(value.get()) : nullptr;
  }
};

// Dynamic dimension marker in shapes (MLIR's ShapedType::kDynamic).
inline constexpr std::int64_t dynamic_dim = INT64_MIN;

// ---------------------------------------------------------------- attributes

namespace attrs {
struct array { std::vector<std::uint64_t> elements; };             // [a, b]
struct dictionary { std::vector<named_attr> entries; };            // sorted by name
struct string {                                                    // "text" [: type]
  std::string_view value;
  bool has_type = false;
  std::uint64_t type = 0;
};
struct symbol_ref {                                                // @root::@nested
  std::string_view root;
  std::vector<std::string_view> nested;
  bool flat = false;  // FlatSymbolRefAttr (code 4)
};
struct type_attr { std::uint64_t type = 0; };
struct unit {};
struct integer { std::uint64_t type = 0; ap_int value; };          // type: integer or index
struct floating { std::uint64_t type = 0; float_kind kind{}; std::uint64_t lo = 0, hi = 0; };
struct callsite_loc { std::uint64_t callee = 0, caller = 0; };
// FileLineColLoc (code 11) and FileLineColRange (code 22).
struct file_loc {
  std::string_view filename;
  std::uint32_t line = 0, column = 0, end_line = 0, end_column = 0;
};
struct fused_loc {
  std::vector<std::uint64_t> locations;
  bool has_metadata = false;
  std::uint64_t metadata = 0;
};
struct name_loc { std::string_view name; std::uint64_t child = 0; };
struct unknown_loc {};
struct dense_resource {
  std::uint64_t type = 0;
  std::uint64_t handle = 0;  // global dialect resource index
  std::string_view key;
};
struct dense_array {
  std::uint64_t element_type = 0;
  std::uint64_t count = 0;
  std::span<const std::byte> data;  // count x element bytes (i1: one byte each)
};
// DenseIntOrFPElementsAttr: raw little-endian data, row-major (i1 bit-packed).
struct dense_elements {
  std::uint64_t type = 0;
  std::uint64_t num_elements = 0;
  bool splat = false;               // data holds one element
  std::span<const std::byte> data;
};
struct dense_strings {
  std::uint64_t type = 0;
  std::uint64_t num_elements = 0;
  bool splat = false;
  std::vector<std::string_view> values;  // 1 if splat, else num_elements
};
struct sparse_elements { std::uint64_t type = 0, indices = 0, values = 0; };
struct distinct { std::uint64_t referenced = 0; };
// Textual fallback entry (any dialect): MLIR assembly text.
struct textual { std::string_view text; };
// Custom encoding of a dialect this reader cannot decode.
struct opaque { std::string_view dialect; std::span<const std::byte> bytes; };
// Custom encoding decoded by a registered dialect decoder.
struct dialect : dialect_value {};
}  // namespace attrs

enum class attr_kind : std::uint8_t {
  array, dictionary, string, symbol_ref, type_attr, unit, integer, floating,
  callsite_loc, file_loc, fused_loc, name_loc, unknown_loc,
  dense_resource, dense_array, dense_elements, dense_strings, sparse_elements, distinct,
  textual, opaque, dialect,
};

using attribute_payload =
    std::variant<attrs::array, attrs::dictionary, attrs::string, attrs::symbol_ref, attrs::type_attr, attrs::unit,
                 attrs::integer, attrs::floating, attrs::callsite_loc, attrs::file_loc, attrs::fused_loc,
                 attrs::name_loc, attrs::unknown_loc, attrs::dense_resource, attrs::dense_array,
                 attrs::dense_elements, attrs::dense_strings, attrs::sparse_elements, attrs::distinct,
                 attrs::textual, attrs::opaque, attrs::dialect>;

// One decoded table entry: where it is and what it holds. `kind()` names the
// alternative the payload holds (checked against the variant below).
template <class Payload, class Kind>
struct basic_node {
  using payload = Payload;
  std::uint64_t index = 0;   // table index
  std::uint64_t offset = 0;  // file offset of the entry
  Payload value;

  Kind kind() const noexcept { return static_cast<Kind>(value.index()); }
  template <class T> const T* get() const noexcept { return std::get_if<T>(&value); }
  template <class T> bool is() const noexcept { return std::holds_alternative<T>(value); }
};

struct attribute : basic_node<attribute_payload, attr_kind> {
  bool is_location() const noexcept {
    const auto k = kind();
    return k == attr_kind::callsite_loc || k == attr_kind::file_loc || k == attr_kind::fused_loc ||
           k == attr_kind::name_loc || k == attr_kind::unknown_loc;
  }
};

// --------------------------------------------------------------------- types

enum class signedness : std::uint8_t { signless = 0, is_signed = 1, is_unsigned = 2 };

namespace types {
struct integer { std::uint32_t width = 0; signedness sign = signedness::signless; };
struct index {};
struct none {};
struct floating { float_kind kind{}; };  // custom codes 3-8, or a textual name such as "tf32"
struct function { std::vector<std::uint64_t> inputs, results; };
struct complex { std::uint64_t element = 0; };
struct memref {
  std::vector<std::int64_t> shape;
  std::uint64_t element = 0;
  std::uint64_t layout = 0;  // attribute index (always present in the file)
  bool has_memory_space = false;
  std::uint64_t memory_space = 0;
};
struct unranked_memref { std::uint64_t element = 0; bool has_memory_space = false; std::uint64_t memory_space = 0; };
struct ranked_tensor {
  std::vector<std::int64_t> shape;
  std::uint64_t element = 0;
  bool has_encoding = false;
  std::uint64_t encoding = 0;
};
struct unranked_tensor { std::uint64_t element = 0; };
struct vector {
  std::vector<std::int64_t> shape;
  std::vector<bool> scalable;  // empty, or one flag per dimension
  std::uint64_t element = 0;
};
struct tuple { std::vector<std::uint64_t> types; };
struct textual { std::string_view text; };
struct opaque { std::string_view dialect; std::span<const std::byte> bytes; };
struct dialect : dialect_value {};
}  // namespace types

enum class type_kind : std::uint8_t {
  integer, index, none, floating, function, complex, memref, unranked_memref, ranked_tensor,
  unranked_tensor, vector, tuple, textual, opaque, dialect,
};

using type_payload = std::variant<types::integer, types::index, types::none, types::floating, types::function,
                                  types::complex, types::memref, types::unranked_memref, types::ranked_tensor,
                                  types::unranked_tensor, types::vector, types::tuple, types::textual,
                                  types::opaque, types::dialect>;

struct type : basic_node<type_payload, type_kind> {};

namespace detail {
// The kind enums name the variant alternatives by position: kept in step here.
template <class Payload, auto Kind, class T>
inline constexpr bool kind_is = std::is_same_v<std::variant_alternative_t<static_cast<std::size_t>(Kind), Payload>, T>;

static_assert(std::variant_size_v<attribute_payload> == static_cast<std::size_t>(attr_kind::dialect) + 1);
static_assert(kind_is<attribute_payload, attr_kind::array, attrs::array> &&
              kind_is<attribute_payload, attr_kind::dictionary, attrs::dictionary> &&
              kind_is<attribute_payload, attr_kind::string, attrs::string> &&
              kind_is<attribute_payload, attr_kind::symbol_ref, attrs::symbol_ref> &&
              kind_is<attribute_payload, attr_kind::type_attr, attrs::type_attr> &&
              kind_is<attribute_payload, attr_kind::unit, attrs::unit> &&
              kind_is<attribute_payload, attr_kind::integer, attrs::integer> &&
              kind_is<attribute_payload, attr_kind::floating, attrs::floating> &&
              kind_is<attribute_payload, attr_kind::callsite_loc, attrs::callsite_loc> &&
              kind_is<attribute_payload, attr_kind::file_loc, attrs::file_loc> &&
              kind_is<attribute_payload, attr_kind::fused_loc, attrs::fused_loc> &&
              kind_is<attribute_payload, attr_kind::name_loc, attrs::name_loc> &&
              kind_is<attribute_payload, attr_kind::unknown_loc, attrs::unknown_loc> &&
              kind_is<attribute_payload, attr_kind::dense_resource, attrs::dense_resource> &&
              kind_is<attribute_payload, attr_kind::dense_array, attrs::dense_array> &&
              kind_is<attribute_payload, attr_kind::dense_elements, attrs::dense_elements> &&
              kind_is<attribute_payload, attr_kind::dense_strings, attrs::dense_strings> &&
              kind_is<attribute_payload, attr_kind::sparse_elements, attrs::sparse_elements> &&
              kind_is<attribute_payload, attr_kind::distinct, attrs::distinct> &&
              kind_is<attribute_payload, attr_kind::textual, attrs::textual> &&
              kind_is<attribute_payload, attr_kind::opaque, attrs::opaque> &&
              kind_is<attribute_payload, attr_kind::dialect, attrs::dialect>);
static_assert(std::variant_size_v<type_payload> == static_cast<std::size_t>(type_kind::dialect) + 1);
static_assert(kind_is<type_payload, type_kind::integer, types::integer> &&
              kind_is<type_payload, type_kind::index, types::index> &&
              kind_is<type_payload, type_kind::none, types::none> &&
              kind_is<type_payload, type_kind::floating, types::floating> &&
              kind_is<type_payload, type_kind::function, types::function> &&
              kind_is<type_payload, type_kind::complex, types::complex> &&
              kind_is<type_payload, type_kind::memref, types::memref> &&
              kind_is<type_payload, type_kind::unranked_memref, types::unranked_memref> &&
              kind_is<type_payload, type_kind::ranked_tensor, types::ranked_tensor> &&
              kind_is<type_payload, type_kind::unranked_tensor, types::unranked_tensor> &&
              kind_is<type_payload, type_kind::vector, types::vector> &&
              kind_is<type_payload, type_kind::tuple, types::tuple> &&
              kind_is<type_payload, type_kind::textual, types::textual> &&
              kind_is<type_payload, type_kind::opaque, types::opaque> &&
              kind_is<type_payload, type_kind::dialect, types::dialect>);
}  // namespace detail

}  // namespace mlirbc
// ---- end mlirbc/attributes.hpp
// ---- begin mlirbc/decode_stack.hpp
// decode_stack: attr_reader's explicit stack of entries being decoded (no
// recursion on file data), with the on-path set that detects reference cycles
// and one reusable stack per thread.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_set>
#include <vector>

// ---- begin mlirbc/dialect_reader.hpp
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

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>


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
  std::uint64_t varint_with_flag(bool& flag, const char* what) noexcept {
    const std::uint64_t v = c_->varint(what);
    flag = (v & 1u) != 0;
    return v >> 1;
  }
  std::uint8_t byte(const char* what) noexcept { return c_->byte(what); }
  // One byte that must be 0 or 1 (an owned bool in MLIR's writer).
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
    const string_table& strings = b_->strings();
    if (i >= strings.size()) {
      c_->fail_at(at, errc::index_out_of_range, what, i, strings.size());
      return {};
    }
    return strings[static_cast<std::size_t>(i)];
  }
  // n bytes (a view into the file).
  std::span<const std::byte> bytes(std::uint64_t n, const char* what) noexcept { return c_->bytes(n, what); }
  // varint length + bytes (a view into the file).
  std::span<const std::byte> blob(const char* what) noexcept {
    const std::uint64_t n = c_->varint(what);
    return c_->bytes(n, what);
  }
  // A list length, checked against the bytes left (each element >= min_bytes),
  // so it is safe to size a container with it.
  std::uint64_t count(const char* what, std::uint64_t min_bytes = 1) noexcept { return c_->count(what, min_bytes); }
  // APFloat/APInt bits of a known width <= 64 (docs/format.md §7.1).
  std::uint64_t fixed_width_bits(std::uint32_t width, const char* what) noexcept {
    if (width > 64) {
      c_->fail(errc::unsupported, what, width, 64);
      return 0;
    }
    std::uint64_t v = width <= 8 ? c_->byte(what) : static_cast<std::uint64_t>(c_->signed_varint(what));
    if (width < 64) v &= (std::uint64_t{1} << width) - 1;
    return v;
  }
  // A dialect resource handle: an index into the file's dialect resources.
  struct resource_ref {
    std::uint64_t handle = 0;
    const resource_entry* entry = nullptr;  // null after a failure
  };
  resource_ref resource_handle(const char* what) noexcept {
    const std::uint64_t at = c_->offset();
    resource_ref out;
    out.handle = c_->varint(what);
    if (!c_->ok()) return out;
    auto e = b_->resources().dialect_resource(out.handle);
    if (!e) {
      c_->fail_at(at, errc::index_out_of_range, what, out.handle, b_->resources().num_dialect_resources());
      return out;
    }
    out.entry = *e;
    return out;
  }

  // ---- references (validated; decoded by the reader before the node is published)
  std::uint64_t attribute(const char* what) noexcept { return ref(what, entry_kind::attribute); }
  std::uint64_t type(const char* what) noexcept { return ref(what, entry_kind::type); }
  // An optional attribute: 0 = absent, else (idx << 1) | 1.
  std::optional<std::uint64_t> optional_attribute(const char* what) noexcept {
    const std::uint64_t at = c_->offset();
    bool present = false;
    const std::uint64_t i = varint_with_flag(present, what);
    if (!c_->ok()) return std::nullopt;
    if (!present) {
      if (i != 0) c_->fail_at(at, errc::bad_value, what, i, 0);
      return std::nullopt;
    }
    return checked(at, i, entry_kind::attribute, what);
  }

  // ---- nodes needed while decoding (see the header comment)
  const mlirbc::attribute* attribute_now(std::uint64_t idx) noexcept {
    return now(entry_ref{idx, entry_kind::attribute}, [&] { return services_->find_attribute(idx); });
  }
  const mlirbc::type* type_now(std::uint64_t idx) noexcept {
    return now(entry_ref{idx, entry_kind::type}, [&] { return services_->find_type(idx); });
  }

  // ---- context
  std::string_view dialect_name() const noexcept { return dialect_->name; }
  // The dialect's version payload (docs/format.md §5.3), if the file has one.
  bool has_dialect_version() const noexcept { return dialect_->has_version; }
  // A cursor over the version payload (empty when there is none); offsets are file offsets.
  cursor dialect_version() const noexcept {
    const std::uint64_t begin = dialect_->version_offset;
    return cursor(b_->bytes(), begin, begin + dialect_->version.size(), section_id::dialect);
  }
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
  void fail(const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    c_->fail(errc::bad_value, what, value, limit);
  }
  void fail_at(std::uint64_t at, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    c_->fail_at(at, errc::bad_value, what, value, limit);
  }
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    c_->fail_at(at, code, what, value, limit);
  }

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
  std::uint64_t table_size(entry_kind k) const noexcept {
    return k == entry_kind::type ? b_->attr_types().num_types() : b_->attr_types().num_attributes();
  }
  std::uint64_t ref(const char* what, entry_kind k) noexcept {
    const std::uint64_t at = c_->offset();
    const std::uint64_t i = c_->varint(what);
    if (!c_->ok()) return 0;
    return checked(at, i, k, what);
  }
  std::uint64_t checked(std::uint64_t at, std::uint64_t i, entry_kind k, const char* what) noexcept {
    const std::uint64_t n = table_size(k);
    if (i >= n) {
      c_->fail_at(at, errc::index_out_of_range, what, i, n);
      return 0;
    }
    children_->push_back(entry_ref{i, k});
    return i;
  }
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
  dialect_finisher(const detail::entry_services& s, std::span<const entry_ref> children, std::uint64_t entry_offset) noexcept
      : s_(&s), children_(children), offset_(entry_offset) {}

  std::span<const entry_ref> children() const noexcept { return children_; }
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
};

}  // namespace mlirbc
// ---- end mlirbc/dialect_reader.hpp

namespace mlirbc::detail {

// One entry being decoded. `attr`/`ty` holds the parsed node until its
// references are decoded and it is validated and published.
struct decode_frame {
  entry_ref r;
  raw_entry entry;  // its bytes (attr_type_table::make, once per frame)
  bool parsed = false;
  bool keep_node = true;  // publish the node (else only the kind; see retention)
  std::optional<mlirbc::attribute> attr;
  std::optional<mlirbc::type> ty;
  std::vector<entry_ref> children;  // references, in the order the entry holds them
  std::size_t next = 0;             // next child to decode

  std::uint64_t offset() const noexcept { return entry.offset; }
  void reset(entry_ref nr, const raw_entry& e, bool keep) {
    r = nr;
    entry = e;
    parsed = false;
    keep_node = keep;
    attr.reset();
    ty.reset();
    // Keep the buffer for the next entry, unless one huge entry grew it.
    if (children.capacity() > 4096) std::vector<entry_ref>().swap(children);
    children.clear();
    next = 0;
  }
};

// The decode stack with its on-path set. Frames (and their buffers) are
// reused across calls, so a decode in steady state allocates nothing; the
// cycle check scans the frames while the path is short and uses a hash set
// only on deep paths (which stays linear).
class decode_stack {
 public:
  static constexpr std::size_t linear_depth = 32;

  std::size_t size() const noexcept { return depth_; }
  bool empty() const noexcept { return depth_ == 0; }
  decode_frame& operator[](std::size_t i) noexcept { return frames_[i]; }
  decode_frame& top() noexcept { return frames_[depth_ - 1]; }

  bool on_path(std::uint64_t key) const {
    if (depth_ > linear_depth) return deep_.count(key) != 0;
    for (std::size_t i = 0; i < depth_; ++i)
      if (frames_[i].r.key() == key) return true;
    return false;
  }
  void push(entry_ref r, const raw_entry& e, bool keep_node) {
    if (depth_ == frames_.size()) frames_.emplace_back();
    frames_[depth_++].reset(r, e, keep_node);
    high_ = std::max(high_, depth_);
    if (depth_ == linear_depth + 1) {
      for (std::size_t i = 0; i < depth_; ++i) deep_.insert(frames_[i].r.key());
    } else if (depth_ > linear_depth + 1) {
      deep_.insert(r.key());
    }
  }
  // The frame is reset when it is pushed again (or by clear()).
  void pop() {
    if (depth_ > linear_depth + 1) deep_.erase(frames_[depth_ - 1].r.key());
    else if (depth_ == linear_depth + 1) deep_.clear();
    --depth_;
  }
  void clear() {
    const bool aborted = depth_ > 0;
    while (depth_ > 0) pop();
    if (aborted)  // drop the half-built nodes an error left
      for (std::size_t i = 0; i < high_; ++i) frames_[i].reset(entry_ref{}, raw_entry{}, true);
    high_ = 0;
    // Do not keep what a deep path grew.
    if (frames_.size() > 256) {
      frames_.resize(256);
      frames_.shrink_to_fit();
      deep_ = {};
    }
  }

 private:
  std::vector<decode_frame> frames_;
  std::size_t depth_ = 0;
  std::size_t high_ = 0;  // deepest since the last clear()
  std::unordered_set<std::uint64_t> deep_;  // keys on the path while depth > linear_depth
};

// Runs fn(decode_stack&) with this thread's stack, reused by every decode on
// it (no allocation and no atomic operation per call); a fresh one if a
// dialect decoder re-enters.
template <class R, class Fn>
R with_thread_stack(Fn&& fn) {
  struct cached {
    decode_stack stack;
    bool busy = false;
  };
  static thread_local cached mine;
  struct lease {
    cached& c;
    std::unique_ptr<decode_stack> own;
    decode_stack* s;
    explicit lease(cached& cc) : c(cc), own(cc.busy ? std::make_unique<decode_stack>() : nullptr) {
      s = own ? own.get() : &c.stack;
      if (!own) c.busy = true;
    }
    lease(const lease&) = delete;
    lease& operator=(const lease&) = delete;
    ~lease() {
      s->clear();
      if (!own) c.busy = false;
    }
  } held(mine);
  return fn(*held.s);
}

}  // namespace mlirbc::detail
// ---- end mlirbc/decode_stack.hpp
// ---- begin mlirbc/dialect_registry.hpp
// dialect_registry: the dialect plug-ins an attr_reader uses, by dialect name
// (docs/dialects.md). Every dialect with its own bytecode encoding — builtin
// included — is a plug-in: a small copyable C++ type checked by the concepts
// below, added with dialect_registry::add. The default set is assembled in
// dialects/registry.hpp.
//
// A plug-in has `static constexpr std::string_view dialect` and any of:
// - attribute decoding: `attribute_value decode_attribute(dialect_reader&) const`
//   and `void print_attribute(const attribute_value&, dialect_printer&) const`;
//   the reader keeps the value type-erased in an attrs::dialect node;
// - the same for types (type_value, decode_type, print_type);
// - builtin kinds: a decoder whose attribute_value is attribute::payload (or
//   type_value is type::payload) yields the reader's own node kinds and needs
//   no print function (attr_printer prints them); it may add
//   `error finish_attribute(attribute::payload&, const dialect_finisher&) const`
//   (the same for types), called once every referenced entry is decoded, and
//   `bool child_node_needed(const attribute::payload&, std::size_t pos) const`
//   naming the references its finish step reads as nodes;
// - `std::optional<type::payload> textual_type(std::string_view text) const`:
//   a textual entry whose text names this dialect, read as a node kind;
// - `bool rewrite_textual(std::string_view text, entry_kind, const bytecode&,
//   std::string& out) const`: text a textual entry prints as, when MLIR
//   re-prints what it parsed differently from what the file holds (offered
//   every textual entry, since one dialect's text may hold another's);
// - `static std::span<const op_schema::schema_set> op_schemas()`: property
//   layouts of its ops, and `props::value decode_property(std::uint16_t codec,
//   property_reader&) const` for the fields its layouts mark `custom`.

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// ---- begin mlirbc/dialect_printer.hpp
// dialect_printer: where a dialect decoder writes the text of one of its values
// (the extension point's output side; docs/dialects.md).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// ---- begin mlirbc/print_text.hpp
// print_text: MLIR's spelling of strings, names, integers and hex bytes
// (shared by attr_printer and the dialect plug-ins' printers, dialect_printer.hpp).

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>


namespace mlirbc {

namespace print_detail {

// MLIR's string escaping: printable ASCII except '"' and '\' as is, '\' as
// "\\", everything else as '\' and two uppercase hex digits.
inline void append_escaped(std::string_view s, std::string& out) {
  static const char* hex = "0123456789ABCDEF";
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '\\') {
      out += "\\\\";
    } else if (u >= 0x20 && u <= 0x7E && ch != '"') {
      out += ch;
    } else {
      out += '\\';
      out += hex[u >> 4];
      out += hex[u & 0xF];
    }
  }
}
inline void append_quoted(std::string_view s, std::string& out) {
  out += '"';
  append_escaped(s, out);
  out += '"';
}

// A bare identifier: [A-Za-z_][A-Za-z0-9_$.]*
inline bool is_bare_identifier(std::string_view s) noexcept {
  auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (s.empty() || (!alpha(s[0]) && s[0] != '_')) return false;
  for (const char c : s.substr(1))
    if (!alpha(c) && !digit(c) && c != '_' && c != '$' && c != '.') return false;
  return true;
}
inline void append_keyword_or_string(std::string_view s, std::string& out) {
  if (is_bare_identifier(s))
    out += s;
  else
    append_quoted(s, out);
}

// Decimal text of a `width`-bit integer given as little-endian 64-bit words.
inline void append_int(const std::uint64_t* words, std::size_t n, std::uint32_t width, bool is_signed,
                       std::string& out) {
  if (width <= 64) {
    std::uint64_t v = n > 0 ? words[0] : 0;
    if (width == 0) v = 0;
    else if (width < 64) v &= (std::uint64_t{1} << width) - 1;
    if (is_signed && width > 0 && ((v >> (width - 1)) & 1u) != 0) {
      const std::uint64_t mag = width == 64 ? ~v + 1 : (std::uint64_t{1} << width) - v;
      out += '-';
      out += std::to_string(mag);
    } else {
      out += std::to_string(v);
    }
    return;
  }
  detail::bignum b = detail::bignum::from_words(words, n);
  if (is_signed && b.bit(width - 1)) {
    b.negate_mod(width);
    out += '-';
  }
  out += b.take_decimal();
}

inline void append_hex_bytes(std::span<const std::byte> data, std::string& out) {
  static const char* hex = "0123456789ABCDEF";
  out += "0x";
  for (const std::byte b : data) {
    out += hex[static_cast<unsigned>(b) >> 4];
    out += hex[static_cast<unsigned>(b) & 0xF];
  }
}

// Little-endian bytes [p, p+n) (n <= 16) as two words.
inline void load_words(const std::byte* p, std::size_t n, std::uint64_t& lo, std::uint64_t& hi) noexcept {
  lo = hi = 0;
  for (std::size_t i = 0; i < n && i < 8; ++i) lo |= std::uint64_t{static_cast<std::uint8_t>(p[i])} << (8 * i);
  for (std::size_t i = 8; i < n && i < 16; ++i) hi |= std::uint64_t{static_cast<std::uint8_t>(p[i])} << (8 * (i - 8));
}

// MLIR's nested layout of the n elements of a shape, row-major: `[[a, b], [c, d]]`
// (open/close are the brackets). emit(text) writes brackets and separators,
// element(i) element i.
template <class Emit, class Element>
void append_nested(std::span<const std::int64_t> shape, std::uint64_t n, std::string_view open_bracket,
                   std::string_view close_bracket, Emit emit, Element element) {
  if (n == 0) return;
  const std::size_t rank = shape.size();
  std::vector<std::int64_t> counter(rank, 0);
  std::size_t open = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    if (i != 0) emit(std::string_view(", "));
    for (; open < rank; ++open) emit(open_bracket);
    element(i);
    if (rank == 0) continue;
    ++counter[rank - 1];
    for (std::size_t d = rank - 1; d > 0; --d) {
      if (counter[d] < shape[d]) continue;
      counter[d] = 0;
      ++counter[d - 1];
      --open;
      emit(close_bracket);
    }
  }
  for (; open > 0; --open) emit(close_bracket);
}

}  // namespace print_detail

}  // namespace mlirbc
// ---- end mlirbc/print_text.hpp

namespace mlirbc {

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

}  // namespace mlirbc
// ---- end mlirbc/dialect_printer.hpp
// ---- begin mlirbc/op_schema.hpp
// op_schema: the model of op property layouts — which fields a registered op's
// property entry holds, in order, and how each is encoded (docs/format.md
// §10.3) — and lookups in a set of them. The sets themselves are generated
// from MLIR's ODS by tools/gen_op_schemas.py (docs/op-schemas.md) and
// registered with a dialect_registry: MLIR's releases by dialects/registry.hpp,
// a dialect's own by its plug-in.

#include <algorithm>
#include <cstdint>
#include <span>
#include <string_view>


namespace mlirbc::op_schema {

// How one field of a property entry is encoded (and, for native fields, printed).
enum class field_kind : std::uint8_t {
  attr,                 // required attribute: varint attr idx
  opt_attr,             // optional/default-valued/unit attribute: 0, or (idx<<1)|1
  segments_v5,          // version < 6 only: attr idx of a DenseI32ArrayAttr (segment sizes)
  segments_v6,          // version >= 6 only: sparse int32 array of `size` entries
  enum_i8,              // varint <= UINT8_MAX, an i8 integer
  enum_i16,             // varint <= UINT16_MAX, an i16 integer
  enum_i32,             // varint <= UINT32_MAX, an i32 integer
  enum_i64,             // varint, an i64 integer
  unit_bool,            // one byte; true is a set unit, false `false`
  optional_i64,         // presence byte, then a varint; `[]` or `[N]`
  llvm_overflow_flags,  // varint bit enum, `#llvm.overflow<nsw, nuw>` (LLVM 19)
  native,               // ODS property value; `size` holds its value codec (native_code)
  custom,               // decoded by the op's dialect plug-in; `size` is the plug-in's codec
  custom_attr,          // the same, for a field that is an attribute (inherent in v0-4 files)
};

// Value codec of a field_kind::native property: up to four 4-bit codes in `size`,
// outermost in the top nibble (tools/gen_op_schemas.py derives them from ODS).
enum class native_code : std::uint8_t {
  end = 0,
  optional = 1,  // presence byte; `[]` or `[x]`
  array = 2,     // varint count, then the elements; `[x, y]`
  i8 = 3,        // varint stored in the C++ integer type; an integer of that width
  i32 = 5,
  i64 = 6,
  u8 = 7,        // uint8_t, a signless i8
  boolean = 11,  // one byte; `true` / `false`
  unit = 12,     // one byte; `unit` / `false`
  string = 13,   // string-table index; a string
  dense_i64 = 14,  // varint count + varints; `array<i64: …>`
  dense_i32 = 15,
};

struct field_desc {
  std::string_view name;
  field_kind kind;
  std::uint16_t size;  // segments_v6: number of segments; native, custom: codec
  // What mlir-opt prints when the file does not hold a value: the populated default of
  // a default-valued attribute, the initial value of a native property (v0-4), zero
  // segment sizes (v0-4). Taken from mlir-opt's own print by the generator.
  std::string_view default_text;
  bool has_default;
};

enum class op_status : std::uint8_t {
  ok,       // layout known
  none,     // the op has no property storage
  unknown,  // the generator could not derive the layout
};

struct op_desc {
  std::string_view name;  // full op name, "dialect.op"
  op_status status;
  std::uint16_t first;  // index of the first field in the set's field array
  std::uint8_t count;
};

struct enum_case {
  std::string_view name;
  std::uint32_t value;
};

// The op layouts of one MLIR release (all upstream dialects), or of one
// dialect at one release (`dialect` set: only that dialect's ops).
// The `major` of a dialect's set that holds for files of any producer (a
// dialect whose ops are versioned by name, such as StableHLO's vhlo).
inline constexpr unsigned any_release = 0;

struct schema_set {
  std::string_view name;  // "MLIR 22" — what produced it
  unsigned major;         // the LLVM major release of its ODS, or any_release
  std::span<const op_desc> ops;  // sorted by name
  std::span<const field_desc> fields;
  std::span<const enum_case> overflow_flags = {};  // llvm_overflow_flags
  std::string_view dialect = {};                   // empty: every dialect of the release
};

// Compares "dialect.name" (or just "dialect" for an empty name) with `s`, without allocating.
inline int compare_full_name(const op_name& op, std::string_view s) noexcept {
  const std::string_view d = op.dialect_name;
  const std::size_t n = std::min(d.size(), s.size());
  if (int c = d.substr(0, n).compare(s.substr(0, n))) return c;
  if (op.name.empty()) return d.size() < s.size() ? -1 : (d.size() > s.size() ? 1 : 0);
  if (s.size() <= d.size()) return 1;  // op is longer (s is a prefix of its dialect name)
  if (s[d.size()] != '.') return '.' < s[d.size()] ? -1 : 1;
  return op.name.compare(s.substr(d.size() + 1));
}

inline const op_desc* find(const schema_set& set, const op_name& op) noexcept {
  auto it = std::lower_bound(set.ops.begin(), set.ops.end(), op,
                             [](const op_desc& d, const op_name& o) { return compare_full_name(o, d.name) > 0; });
  if (it == set.ops.end() || compare_full_name(op, it->name) != 0) return nullptr;
  return &*it;
}

inline std::span<const field_desc> fields_of(const schema_set& set, const op_desc& d) noexcept {
  return set.fields.subspan(d.first, d.count);
}

// Signed value of the low `bits` bits of v (IntegerAttr prints signless integers signed).
inline std::int64_t sign_extend(std::uint64_t v, unsigned bits) noexcept {
  if (bits >= 64) return static_cast<std::int64_t>(v);
  const std::uint64_t m = std::uint64_t{1} << (bits - 1);
  v &= (std::uint64_t{1} << bits) - 1;
  return static_cast<std::int64_t>((v ^ m)) - static_cast<std::int64_t>(m);
}

inline unsigned enum_bits(field_kind k) noexcept {
  switch (k) {
    case field_kind::enum_i8: return 8;
    case field_kind::enum_i16: return 16;
    case field_kind::enum_i32: return 32;
    default: return 64;
  }
}

}  // namespace mlirbc::op_schema
// ---- end mlirbc/op_schema.hpp
// ---- begin mlirbc/property_values.hpp
// property_values: an op's properties as decode_properties (op_properties.hpp)
// yields them — each a name and a typed value: an attribute of the file, an
// integer, a string, a list... property_printer.hpp prints them as mlir-opt does.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mlirbc {

// "No attribute": what property_value::attr() returns for a value that is not one.
inline constexpr std::uint64_t no_attr = ~std::uint64_t{0};

namespace props {

enum class kind : std::uint8_t {
  attribute,    // an attribute of the file (`index`)
  integer,      // `integer`, `bits` wide (sign-extended): `N : iB`
  boolean,      // `flag`: `true` / `false`
  unit_attr,    // a set UnitAttr: the bare name in a dictionary
  unit_prop,    // a set UnitProp: `unit`
  string,       // `str`, a view into the file: a quoted string
  list,         // `items`: `[a, b]`
  optional,     // `items`, none or one: `[]` / `[x]`
  dense_array,  // `items`, integers of `bits`: `array<iB: a, b>`
  record,       // `items`, each with its `name`: `{a = x, b = y}`
  enum_case,    // `integer`, and `text` as MLIR prints it (`#llvm.overflow<nsw>`)
  printed,      // `text`: MLIR's print of a value the file does not hold (a default)
};

struct value {
  props::kind kind = props::kind::unit_attr;
  std::uint64_t index = 0;  // attribute
  std::int64_t integer = 0;
  std::uint8_t bits = 0;
  bool flag = false;
  std::string_view name;  // of a record item
  std::string_view str;   // string
  std::string text;       // enum_case, printed
  std::vector<value> items;

  static value attribute(std::uint64_t idx) { return with([&](value& v) { v.kind = kind::attribute, v.index = idx; }); }
  static value integer_of(std::int64_t n, unsigned bits) {
    return with([&](value& v) { v.kind = kind::integer, v.integer = n, v.bits = static_cast<std::uint8_t>(bits); });
  }
  static value boolean(bool b) { return with([&](value& v) { v.kind = kind::boolean, v.flag = b; }); }
  static value unit_attr() { return with([](value& v) { v.kind = kind::unit_attr; }); }
  static value unit_prop() { return with([](value& v) { v.kind = kind::unit_prop; }); }
  static value string(std::string_view s) { return with([&](value& v) { v.kind = kind::string, v.str = s; }); }
  static value list_of(props::kind k, std::vector<value> items, unsigned bits = 0) {
    return with([&](value& v) { v.kind = k, v.items = std::move(items), v.bits = static_cast<std::uint8_t>(bits); });
  }
  static value enum_of(std::int64_t n, std::string text) {
    return with([&](value& v) { v.kind = kind::enum_case, v.integer = n, v.text = std::move(text); });
  }
  static value printed(std::string_view text) { return with([&](value& v) { v.kind = kind::printed, v.text = text; }); }
  // Same kind and contents (a record item's name included).
  bool operator==(const value&) const = default;

  value named(std::string_view n) && {
    name = n;
    return std::move(*this);
  }

 private:
  template <class F> static value with(F set) {
    value v;
    set(v);
    return v;
  }
};

}  // namespace props

// One property of an op: its name and value. An unregistered op's properties
// that are not a dictionary come as one value with an empty name.
struct property_value {
  std::string_view name;
  props::value value;

  // The attribute index when the value is an attribute of the file, else no_attr.
  std::uint64_t attr() const noexcept { return value.kind == props::kind::attribute ? value.index : no_attr; }
  bool operator==(const property_value&) const = default;
};

}  // namespace mlirbc
// ---- end mlirbc/property_values.hpp

namespace mlirbc {

class property_reader;  // op_properties.hpp

// ------------------------------------------------------------------ concepts

template <class D>
concept named_dialect = requires {
  { D::dialect } -> std::convertible_to<std::string_view>;
};

// Values of a dialect's own C++ type, printed by the plug-in.
template <class D>
concept custom_attribute_decoder = requires(const D& d, dialect_reader& r, const typename D::attribute_value& v,
                                            dialect_printer& p) {
  { d.decode_attribute(r) } -> std::same_as<typename D::attribute_value>;
  { d.print_attribute(v, p) } -> std::same_as<void>;
};
template <class D>
concept custom_type_decoder = requires(const D& d, dialect_reader& r, const typename D::type_value& v,
                                       dialect_printer& p) {
  { d.decode_type(r) } -> std::same_as<typename D::type_value>;
  { d.print_type(v, p) } -> std::same_as<void>;
};

// Values that are the reader's own node kinds (the builtin dialect).
template <class D>
concept node_attribute_decoder = std::same_as<typename D::attribute_value, attribute::payload> &&
                                 requires(const D& d, dialect_reader& r) {
                                   { d.decode_attribute(r) } -> std::same_as<attribute::payload>;
                                 };
template <class D>
concept node_type_decoder = std::same_as<typename D::type_value, type::payload> && requires(const D& d, dialect_reader& r) {
  { d.decode_type(r) } -> std::same_as<type::payload>;
};

template <class D>
concept attribute_decoder = custom_attribute_decoder<D> || node_attribute_decoder<D>;
template <class D>
concept type_decoder = custom_type_decoder<D> || node_type_decoder<D>;

template <class D>
concept textual_type_reader = requires(const D& d, std::string_view text) {
  { d.textual_type(text) } -> std::same_as<std::optional<type::payload>>;
};
template <class D>
concept textual_rewriter = requires(const D& d, std::string_view text, entry_kind k, const bytecode& b, std::string& out) {
  { d.rewrite_textual(text, k, b, out) } -> std::same_as<bool>;
};
// Op property layouts of the dialect's own ops (op_schema.hpp).
template <class D>
concept op_schema_provider = requires {
  { D::op_schemas() } -> std::convertible_to<std::span<const op_schema::schema_set>>;
};

// A dialect plug-in: a name, at least one capability, copyable (the registry keeps a copy).
template <class D>
concept dialect_plugin = named_dialect<D> && std::copy_constructible<D> &&
                         (attribute_decoder<D> || type_decoder<D> || textual_type_reader<D> || textual_rewriter<D> ||
                          op_schema_provider<D>);

namespace detail {

// The type-erased plug-in the reader and the printer call.
struct dialect_hooks {
  virtual ~dialect_hooks() = default;
  virtual std::string_view name() const noexcept = 0;
  virtual bool decodes(entry_kind k) const noexcept = 0;
  // Decodes one entry into `out`; leaves it unset when the reader reported an
  // error, needs a node first, or the plug-in declined.
  virtual void decode(dialect_reader& r, std::optional<attribute::payload>& out) const = 0;
  virtual void decode(dialect_reader& r, std::optional<type::payload>& out) const = 0;
  virtual error finish(attribute::payload& v, const dialect_finisher& f) const = 0;
  virtual error finish(type::payload& v, const dialect_finisher& f) const = 0;
  virtual bool child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept = 0;
  virtual std::optional<type::payload> textual_type(std::string_view text) const = 0;
  virtual bool rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const = 0;
  virtual void print(const void* value, entry_kind k, dialect_printer& p) const = 0;
  virtual props::value decode_property(std::uint16_t codec, property_reader& r) const = 0;
};

template <class D>
struct dialect_hooks_for final : dialect_hooks {
  explicit dialect_hooks_for(D d) : plugin(std::move(d)) {}
  D plugin;

  std::string_view name() const noexcept override { return D::dialect; }
  bool decodes(entry_kind k) const noexcept override {
    return k == entry_kind::type ? type_decoder<D> : attribute_decoder<D>;
  }

  void decode(dialect_reader& r, std::optional<attribute::payload>& out) const override {
    if constexpr (node_attribute_decoder<D>) {
      attribute::payload v = plugin.decode_attribute(r);
      if (usable(r)) out.emplace(std::move(v));
    } else if constexpr (custom_attribute_decoder<D>) {
      auto v = plugin.decode_attribute(r);
      if (usable(r)) out.emplace(attrs::dialect{erased(std::move(v))});
    }
  }
  void decode(dialect_reader& r, std::optional<type::payload>& out) const override {
    if constexpr (node_type_decoder<D>) {
      type::payload v = plugin.decode_type(r);
      if (usable(r)) out.emplace(std::move(v));
    } else if constexpr (custom_type_decoder<D>) {
      auto v = plugin.decode_type(r);
      if (usable(r)) out.emplace(types::dialect{erased(std::move(v))});
    }
  }
  error finish(attribute::payload& v, const dialect_finisher& f) const override {
    if constexpr (requires { { plugin.finish_attribute(v, f) } -> std::same_as<error>; }) return plugin.finish_attribute(v, f);
    return {};
  }
  error finish(type::payload& v, const dialect_finisher& f) const override {
    if constexpr (requires { { plugin.finish_type(v, f) } -> std::same_as<error>; }) return plugin.finish_type(v, f);
    return {};
  }
  bool child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept override {
    if constexpr (requires { { plugin.child_node_needed(v, pos) } -> std::same_as<bool>; })
      return plugin.child_node_needed(v, pos);
    return false;
  }
  std::optional<type::payload> textual_type(std::string_view text) const override {
    if constexpr (textual_type_reader<D>) return plugin.textual_type(text);
    return std::nullopt;
  }
  bool rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const override {
    if constexpr (textual_rewriter<D>) return plugin.rewrite_textual(text, k, b, out);
    return false;
  }
  props::value decode_property(std::uint16_t codec, property_reader& r) const override {
    if constexpr (requires { { plugin.decode_property(codec, r) } -> std::same_as<props::value>; })
      return plugin.decode_property(codec, r);
    return {};
  }
  void print(const void* value, entry_kind k, dialect_printer& p) const override {
    if (k == entry_kind::type) {
      if constexpr (custom_type_decoder<D>) plugin.print_type(*static_cast<const typename D::type_value*>(value), p);
    } else {
      if constexpr (custom_attribute_decoder<D>)
        plugin.print_attribute(*static_cast<const typename D::attribute_value*>(value), p);
    }
  }

 private:
  static bool usable(const dialect_reader& r) noexcept { return r.ok() && !r.needed() && !r.declined(); }
  template <class V>
  dialect_value erased(V&& v) const {
    using T = std::decay_t<V>;
    return dialect_value{D::dialect, std::make_shared<const T>(std::forward<V>(v)), &type_tag<T>, this};
  }
};

}  // namespace detail

// The plug-ins an attr_reader uses, by dialect name. Cheap to copy (shared).
class dialect_registry {
 public:
  // Adds (or replaces) the plug-in of D::dialect.
  template <class D>
  dialect_registry& add(D plugin = D{}) {
    static_assert(named_dialect<D>, "mlirbc: a dialect plug-in needs `static constexpr std::string_view dialect`");
    static_assert(dialect_plugin<D>,
                  "mlirbc: a dialect plug-in needs `attribute_value decode_attribute(dialect_reader&) const` + "
                  "`void print_attribute(const attribute_value&, dialect_printer&) const`, the same for types, "
                  "`textual_type` or `rewrite_textual` (see dialect_registry.hpp)");
    static_assert(std::copy_constructible<D>, "mlirbc: a dialect plug-in must be copyable");
    if constexpr (op_schema_provider<D>)
      for (const op_schema::schema_set& set : D::op_schemas()) add_op_schemas(set);
    auto h = std::make_shared<const detail::dialect_hooks_for<D>>(std::move(plugin));
    for (auto& e : hooks_) {
      if (e->name() == h->name()) {
        e = std::move(h);
        return *this;
      }
    }
    hooks_.push_back(std::move(h));
    return *this;
  }
  // Removes the plug-in of a dialect and its op layouts (its entries become opaque again).
  dialect_registry& remove(std::string_view dialect) {
    for (std::size_t i = 0; i < hooks_.size(); ++i) {
      if (hooks_[i]->name() == dialect) {
        hooks_.erase(hooks_.begin() + static_cast<std::ptrdiff_t>(i));
        break;
      }
    }
    std::erase_if(schemas_, [&](const op_schema::schema_set* s) { return s->dialect == dialect; });
    return *this;
  }
  // Registers op property layouts (op_schema.hpp); `set` must outlive the registry.
  dialect_registry& add_op_schemas(const op_schema::schema_set& set) {
    for (const auto* s : schemas_)
      if (s == &set) return *this;
    schemas_.push_back(&set);
    return *this;
  }
  std::span<const op_schema::schema_set* const> op_schemas() const noexcept { return schemas_; }
  // Reads op properties with the layouts of MLIR release `major` (a registered
  // release set) whatever a file's producer says; 0, the default, chooses by
  // the producer (docs/op-schemas.md, "Which schema").
  dialect_registry& force_op_layouts(unsigned major) noexcept {
    forced_release_ = major;
    return *this;
  }
  unsigned forced_op_layouts() const noexcept { return forced_release_; }

  const detail::dialect_hooks* find(std::string_view dialect) const noexcept {
    for (const auto& h : hooks_)
      if (h->name() == dialect) return h.get();
    return nullptr;
  }
  bool contains(std::string_view dialect) const noexcept { return find(dialect) != nullptr; }
  // The text a textual entry prints as, when a plug-in rewrites it (offered
  // to every plug-in with rewrite_textual, in the order they were added).
  bool rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const {
    for (const auto& h : hooks_)
      if (h->rewrite_textual(text, k, b, out)) return true;
    return false;
  }
  std::size_t size() const noexcept { return hooks_.size(); }

 private:
  std::vector<std::shared_ptr<const detail::dialect_hooks>> hooks_;
  std::vector<const op_schema::schema_set*> schemas_;
  unsigned forced_release_ = 0;
};

}  // namespace mlirbc
// ---- end mlirbc/dialect_registry.hpp
// ---- begin mlirbc/node_table.hpp
// node_table: one write-once slot per table entry for decoded nodes, safe to
// publish from several threads (used by attr_reader for attributes and types).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <thread>


namespace mlirbc {

namespace detail {

// One slot per table entry for the decoded nodes, in pages allocated on first
// use: no heap allocation per node and 1 state byte of overhead per entry.
// A page holds as many slots as fit in 2 MiB; tables that need more than one
// page get 2 MiB-aligned anonymous mappings, which the kernel can back with
// one transparent huge page each. On the VM these figures come from, a 4 KiB
// first-touch fault costs several microseconds, and a 1M-entry table would take
// ~20 000 of them. A smaller table gets one heap page sized to it.
// A sparse table (few slots expected to fill, retention::requested) keeps the
// 2 MiB pages but without the huge-page advice, so that only the 4 KiB pages
// it touches become resident.
// A slot is written once: the first thread to claim it constructs the node and
// publishes it; every later reader sees the same node until the table dies.
template <class Node> class node_table {
  static constexpr std::size_t huge = std::size_t{2} << 20;
  static constexpr std::size_t page_slots = (huge - 4096) / (sizeof(Node) + 1);
  static constexpr std::size_t state_bytes(std::size_t slots) noexcept { return (slots + 63) / 64 * 64; }
  static_assert(alignof(Node) <= 64 && state_bytes(page_slots) + page_slots * sizeof(Node) <= huge);

 public:
  // Entries per page (a table of at most this many entries has one page).
  static constexpr std::size_t slots_per_page = page_slots;

  explicit node_table(std::size_t n, bool sparse = false)
      : n_(n), num_pages_((n + page_slots - 1) / page_slots), sparse_(sparse), pages_(new std::atomic<page*>[num_pages_]()) {}
  node_table(const node_table&) = delete;
  node_table& operator=(const node_table&) = delete;
  ~node_table() {
    for (std::size_t p = 0; p < num_pages_; ++p) {
      page* pg = pages_[p].load(std::memory_order_relaxed);
      if (pg == nullptr || pg == busy()) continue;
      for (std::size_t i = 0; i < pg->slots; ++i)
        if (pg->state()[i].load(std::memory_order_relaxed) == ready) std::destroy_at(pg->slot(i));
      free_page(pg);
    }
  }

  // The published node of entry i, or nullptr. i must be below the size.
  MLIRBC_ALWAYS_INLINE const Node* find(std::size_t i) const noexcept {
    const page* pg = pages_[i / page_slots].load(std::memory_order_acquire);
    if (pg == nullptr || pg == busy()) return nullptr;
    const std::size_t k = i % page_slots;
    return pg->state()[k].load(std::memory_order_acquire) == ready ? pg->slot(k) : nullptr;
  }

  // Publishes `node` as entry i unless another thread did first (then waits
  // for that thread's node to be visible). Returns whether this call won.
  bool publish(std::size_t i, Node&& node) {
    page* pg = page_of(i);
    const std::size_t k = i % page_slots;
    std::uint8_t expected = empty;
    if (pg->state()[k].compare_exchange_strong(expected, writing, std::memory_order_acquire)) {
      std::construct_at(pg->slot(k), std::move(node));
      pg->state()[k].store(ready, std::memory_order_release);
      return true;
    }
    // The winner is between its claim and its store: a move of one node.
    while (pg->state()[k].load(std::memory_order_acquire) != ready) std::this_thread::yield();
    return false;
  }

 private:
  static constexpr std::uint8_t empty = 0, writing = 1, ready = 2;
  // Header, then state_bytes(slots) state bytes, then the slots (64-aligned).
  struct alignas(64) page {
    std::size_t slots = 0;
    bool mapped = false;
    std::atomic<std::uint8_t>* state() const noexcept {
      return reinterpret_cast<std::atomic<std::uint8_t>*>(const_cast<page*>(this) + 1);
    }
    Node* slot(std::size_t k) const noexcept {
      auto* base = reinterpret_cast<unsigned char*>(const_cast<page*>(this) + 1) + state_bytes(slots);
      return std::launder(reinterpret_cast<Node*>(base) + k);
    }
  };
  static constexpr std::size_t page_bytes(std::size_t slots) noexcept {
    return sizeof(page) + state_bytes(slots) + slots * sizeof(Node);
  }
  static_assert(page_bytes(page_slots) <= huge);

  static page* new_page(std::size_t slots, bool big, bool sparse) {
    void* mem = nullptr;
    bool mapped = false;
#if defined(__linux__)
    if (big) {  // 2 MiB aligned: map 4 MiB, keep the aligned middle
      void* raw = ::mmap(nullptr, 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (raw != MAP_FAILED) {
        const auto addr = reinterpret_cast<std::uintptr_t>(raw);
        const std::uintptr_t aligned = (addr + huge - 1) & ~(std::uintptr_t{huge} - 1);
        if (aligned > addr) ::munmap(raw, aligned - addr);
        if (addr + 2 * huge > aligned + huge) ::munmap(reinterpret_cast<void*>(aligned + huge), addr + 2 * huge - aligned - huge);
        mem = reinterpret_cast<void*>(aligned);
        ::madvise(mem, huge, sparse ? MADV_NOHUGEPAGE : MADV_HUGEPAGE);
        mapped = true;
      }
    }
#else
    (void)big;
    (void)sparse;
#endif
    if (mem == nullptr) mem = ::operator new(page_bytes(slots), std::align_val_t{64});
    page* pg = ::new (mem) page;
    pg->slots = slots;
    pg->mapped = mapped;
    for (std::size_t k = 0; k < slots; ++k) ::new (static_cast<void*>(pg->state() + k)) std::atomic<std::uint8_t>(empty);
    return pg;
  }
  static void free_page(page* pg) noexcept {
#if defined(__linux__)
    if (pg->mapped) {
      ::munmap(static_cast<void*>(pg), huge);
      return;
    }
#endif
    ::operator delete(static_cast<void*>(pg), std::align_val_t{64});
  }

  // Marks a page slot whose page one thread is allocating. Others wait for it
  // rather than allocate a page too: on a VM, first touch of a 2 MiB page costs
  // about a millisecond, and a duplicate would be thrown away.
  static page* busy() noexcept {
    static page marker;
    return &marker;
  }

  page* page_of(std::size_t i) {
    std::atomic<page*>& slot = pages_[i / page_slots];
    page* pg = slot.load(std::memory_order_acquire);
    if (pg != nullptr && pg != busy()) return pg;
    if (pg == nullptr && slot.compare_exchange_strong(pg, busy(), std::memory_order_acq_rel, std::memory_order_acquire)) {
      const bool big = num_pages_ > 1;
      // If the allocation throws, free the slot so that a waiting thread tries
      // again (a guard, not try/catch: the header also builds with -fno-exceptions).
      struct release_on_unwind {
        std::atomic<page*>& slot;
        page* fresh = nullptr;
        ~release_on_unwind() { slot.store(fresh, std::memory_order_release); }
      } guard{slot};
      guard.fresh = new_page(big ? page_slots : n_, big, sparse_);
      return guard.fresh;
    }
    while ((pg = slot.load(std::memory_order_acquire)) == busy()) std::this_thread::yield();
    // nullptr only if the allocating thread failed: try again (and maybe fail too).
    return pg != nullptr ? pg : page_of(i);
  }

  std::size_t n_;
  std::size_t num_pages_;
  bool sparse_;
  std::unique_ptr<std::atomic<page*>[]> pages_;
};

}  // namespace detail

}  // namespace mlirbc
// ---- end mlirbc/node_table.hpp
// ---- begin mlirbc/producer.hpp
// producer: what a file's producer string says about the writer. MLIR itself
// never reads it; mlirbc uses it to pick op property layouts (op_properties.hpp)
// and the LLVM 16 vector encoding (dialects/builtin.hpp).

#include <cstdint>
#include <string_view>

namespace mlirbc {

// The LLVM major release of an `MLIR<major>[.<rest>]` producer (`MLIR22.1.8`,
// `MLIR17.0.0git`); 0 for any other string.
inline std::uint32_t mlir_producer_major(std::string_view p) noexcept {
  if (p.substr(0, 4) != "MLIR") return 0;
  p.remove_prefix(4);
  std::uint32_t major = 0;
  std::size_t i = 0;
  for (; i < p.size() && i < 4 && p[i] >= '0' && p[i] <= '9'; ++i) major = major * 10 + static_cast<std::uint32_t>(p[i] - '0');
  if (i == 0 || (i < p.size() && p[i] != '.')) return 0;
  return major;
}

}  // namespace mlirbc
// ---- end mlirbc/producer.hpp

namespace mlirbc {

// What an attr_reader keeps of the attribute entries it decodes. Types are
// always kept as nodes (files have few, and attributes need them to decode).
enum class retention : std::uint8_t {
  // Every decoded attribute keeps its node until the reader is destroyed.
  all,
  // Only attributes asked for with attribute() (and what they reach) keep a
  // node, plus those another entry's validation reads (string names, nested
  // symbols, sparse parts: see child_node_needed in dialect_registry.hpp).
  // Entries decoded only through validate_attribute() keep one byte: their
  // kind. For one pass over a whole file (`mlirbc stats`): memory stays near
  // the size of the file instead of ~70 bytes per attribute.
  requested,
};

// The dialect a textual entry's text names: `#dialect.x<...>` / `!dialect...`
// name their dialect; text without a sigil (`i32`, `affine_map<...>`) is builtin.
inline std::string_view textual_dialect(std::string_view text) noexcept {
  if (text.empty() || (text[0] != '#' && text[0] != '!')) return "builtin";
  std::size_t i = 1;
  while (i < text.size() && text[i] != '.' && text[i] != '<' && text[i] != '"' && text[i] != ' ') ++i;
  return text.substr(1, i - 1);
}

class attr_reader final : private detail::entry_services {
 public:
  using named_attr = mlirbc::named_attr;

  // Decodes with the given dialect plug-ins (copied). dialects::upstream()
  // (dialects/registry.hpp) is the set mlir-opt's files need.
  attr_reader(const bytecode& b, dialect_registry dialects, retention keep = retention::all)
      : b_(&b),
        num_attrs_(b.attr_types().num_attributes()),
        num_types_(b.attr_types().num_types()),
        attrs_(num_attrs_, keep == retention::requested),
        types_(num_types_),
        producer_llvm_major_(mlir_producer_major(b.producer())),
        registry_(std::move(dialects)),
        builtin_(registry_.find("builtin")) {
    if (keep == retention::requested) kinds_ = decltype(kinds_)(num_attrs_);
    hooks_.reserve(b.dialects().dialects.size());
    for (const auto& d : b.dialects().dialects) hooks_.push_back(registry_.find(d.name));
  }

  attr_reader(const attr_reader&) = delete;
  attr_reader& operator=(const attr_reader&) = delete;
  ~attr_reader() = default;

  // Entries per page of decoded nodes: the first decode in a page allocates it
  // (decode_all.hpp spreads threads over different pages).
  static constexpr std::size_t attribute_page_entries = detail::node_table<mlirbc::attribute>::slots_per_page;
  static constexpr std::size_t type_page_entries = detail::node_table<mlirbc::type>::slots_per_page;

  const bytecode& file() const noexcept { return *b_; }
  std::size_t num_attributes() const noexcept { return num_attrs_; }
  std::size_t num_types() const noexcept { return num_types_; }

  result<const mlirbc::attribute*> attribute(std::uint64_t idx) const {
    if (idx >= num_attrs_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
    if (const auto* a = attrs_.find(static_cast<std::size_t>(idx))) return a;
    if (error e = decode(ref{idx, entry_kind::attribute})) return e;
    return attrs_.find(static_cast<std::size_t>(idx));
  }

  result<const mlirbc::type*> type(std::uint64_t idx) const {
    if (idx >= num_types_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", idx, num_types_};
    if (const auto* t = types_.find(static_cast<std::size_t>(idx))) return t;
    if (error e = decode(ref{idx, entry_kind::type})) return e;
    return types_.find(static_cast<std::size_t>(idx));
  }

  // Decodes and validates entry idx and everything it refers to, like
  // attribute()/type(), without returning it. Under retention::requested an
  // attribute decoded only this way keeps its kind, not its node.
  error validate_attribute(std::uint64_t idx) const {
    if (idx >= num_attrs_)
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
    const ref r{idx, entry_kind::attribute};
    const bool keep = kinds_.empty();
    return decoded(r, keep) ? error{} : decode(r, keep);
  }
  error validate_type(std::uint64_t idx) const { return type(idx).err(); }
  // validate_type / validate_attribute of entries [first, last) of one table
  // (which must exist); returns how many failed. Cheaper per entry than
  // single calls (decode_all.hpp).
  std::uint64_t validate_range(entry_kind kind, std::size_t first, std::size_t last) const {
    return detail::with_thread_stack<std::uint64_t>([&](detail::decode_stack& stack) {
      std::uint64_t failed = 0;
      const bool keep = kind == entry_kind::type || kinds_.empty();
      for (std::size_t i = first; i < last; ++i) {
        const ref r{i, kind};
        if (decoded(r, keep)) continue;
        if (known_failure(r) || decode_on(stack, r, keep)) ++failed;
      }
      return failed;
    });
  }

  // The sorted entries of a DictionaryAttr.
  result<std::span<const named_attr>> dictionary(std::uint64_t idx) const {
    auto a = attribute(idx);
    if (!a) return a.err();
    const auto* d = (*a)->get<attrs::dictionary>();
    if (d == nullptr) return error{errc::bad_value, section_id::attr_type, (*a)->offset, "expected a dictionary attribute"};
    return std::span<const named_attr>(d->entries);
  }

  const dialect_registry& dialects() const noexcept { return registry_; }
  // Node lookup for dialect printers (dialect_printer).
  const detail::entry_services& services() const noexcept { return *this; }

  // Entries with a custom encoding of a dialect this reader has no plug-in
  // for, among those decoded so far.
  std::uint64_t undecodable_count() const noexcept { return opaque_count_.load(std::memory_order_relaxed); }

  // Already-decoded nodes (never fail; for use on indices taken from decoded nodes).
  const mlirbc::attribute& attr_node(std::uint64_t idx) const noexcept { return *attrs_.find(static_cast<std::size_t>(idx)); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *types_.find(static_cast<std::size_t>(idx)); }

 private:
  using ref = entry_ref;
  using frame = detail::decode_frame;

  const mlirbc::attribute* find_attribute(std::uint64_t idx) const noexcept override {
    return idx < num_attrs_ ? attrs_.find(static_cast<std::size_t>(idx)) : nullptr;
  }
  const mlirbc::type* find_type(std::uint64_t idx) const noexcept override {
    return idx < num_types_ ? types_.find(static_cast<std::size_t>(idx)) : nullptr;
  }
  // The kind of a decoded attribute (node or kind-only).
  attr_kind attribute_kind(std::uint64_t idx) const noexcept override {
    if (!kinds_.empty()) return static_cast<attr_kind>(kinds_[idx].load(std::memory_order_acquire) - 1);
    return attr_node(idx).kind();
  }

  // Whether r needs no decoding: its node is published, or (when a node is
  // not needed) its kind.
  bool decoded(ref r, bool need_node) const noexcept {
    if (r.is_type()) return types_.find(static_cast<std::size_t>(r.idx)) != nullptr;
    if (!need_node && !kinds_.empty() && kinds_[r.idx].load(std::memory_order_acquire) != 0) return true;
    return attrs_.find(static_cast<std::size_t>(r.idx)) != nullptr;
  }

  // The remembered error of an entry whose decoding failed, or ok.
  error known_failure(ref r) const {
    if (!failed_any_.load(std::memory_order_acquire)) return {};
    const std::lock_guard<std::mutex> lock(failed_mutex_);
    const auto it = failed_.find(r.key());
    return it != failed_.end() ? it->second : error{};
  }

  error decode(ref root, bool keep_node = true) const {
    if (error e = known_failure(root)) return e;
    return detail::with_thread_stack<error>([&](detail::decode_stack& stack) { return decode_on(stack, root, keep_node); });
  }

  error decode_on(detail::decode_stack& stack, ref root, bool keep_node) const {
    const error e = decode_path(root, keep_node, stack);
    if (e) {  // the root and every entry on the path reach the fault: remember it
      const std::lock_guard<std::mutex> lock(failed_mutex_);
      failed_.emplace(root.key(), e);
      for (std::size_t i = 0; i < stack.size(); ++i) failed_.emplace(stack[i].r.key(), e);
      failed_any_.store(true, std::memory_order_release);
    }
    stack.clear();
    return e;
  }

  // Pushes r, referred to from `from` (errors point at it; null for the root).
  error push(detail::decode_stack& stack, ref r, const frame* from, bool keep_node) const {
    if (error e = known_failure(r)) return e;
    const raw_entry e = raw(r);
    const std::uint64_t from_offset = from != nullptr ? from->offset() : e.offset;  // read before push() may move frames
    if (stack.on_path(r.key()))
      return error{errc::bad_value, section_id::attr_type, from_offset, "attribute/type reference cycle", r.idx, 0};
    const std::uint32_t max_depth = b_->limits_used().max_attr_depth;
    if (stack.size() >= max_depth) {
      return error{errc::limit_exceeded, section_id::attr_type, from_offset, "attribute/type nesting depth",
                   stack.size() + 1, max_depth};
    }
    stack.push(r, e, keep_node || r.is_type());
    return {};
  }

  // Parses, decodes the references of, finishes and publishes the entry on top
  // of the stack, pushing whatever it needs first.
  error decode_path(ref root, bool keep_root, detail::decode_stack& stack) const {
    if (error e = push(stack, root, nullptr, keep_root)) return e;
    while (!stack.empty()) {
      frame& f = stack.top();
      if (!f.parsed) {
        std::optional<ref> need;
        if (error e = parse(f, need)) return e;
        if (need) {  // a node the parse reads (a type, a plug-in's attribute_now)
          if (error e = push(stack, *need, &f, true)) return e;
          continue;
        }
        f.parsed = true;
      }
      if (std::optional<ref> child = next_child(f)) {
        if (error e = push(stack, *child, &f, child_needs_node(f, f.next - 1))) return e;
        continue;
      }
      if (error e = finish(f)) return e;
      publish(f);
      stack.pop();
    }
    return {};
  }

  // The next reference of f that still needs decoding.
  std::optional<ref> next_child(frame& f) const {
    while (f.next < f.children.size()) {
      const std::size_t pos = f.next++;
      const ref c = f.children[pos];
      if (!decoded(c, child_needs_node(f, pos))) return c;
    }
    return std::nullopt;
  }

  raw_entry raw(ref r) const noexcept {
    return r.is_type() ? b_->attr_types().type(static_cast<std::size_t>(r.idx))
                       : b_->attr_types().attribute(static_cast<std::size_t>(r.idx));
  }

  // A child of a node is kept as a node too (a returned node's whole closure
  // is decoded); a kind-only entry keeps the children its plug-in's finish
  // step reads.
  bool child_needs_node(const frame& parent, std::size_t pos) const noexcept {
    if (parent.keep_node) return true;
    const detail::dialect_hooks* h = hooks_[parent.entry.dialect];
    return h != nullptr && h->child_node_needed(parent.attr->value, pos);
  }

  void publish(frame& f) const {
    if (f.r.is_type()) {
      const bool opaque = f.ty->is<types::opaque>();
      if (types_.publish(static_cast<std::size_t>(f.r.idx), std::move(*f.ty)) && opaque)
        opaque_count_.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    const bool opaque = f.attr->is<attrs::opaque>();
    const auto i = static_cast<std::size_t>(f.r.idx);
    if (kinds_.empty()) {
      if (attrs_.publish(i, std::move(*f.attr)) && opaque) opaque_count_.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    // The kind goes first: a thread that sees the node may read the kind.
    std::uint8_t none = 0;
    if (kinds_[i].compare_exchange_strong(none, static_cast<std::uint8_t>(static_cast<unsigned>(f.attr->kind()) + 1),
                                          std::memory_order_acq_rel) && opaque)
      opaque_count_.fetch_add(1, std::memory_order_relaxed);
    if (f.keep_node) attrs_.publish(i, std::move(*f.attr));
  }

  // ------------------------------------------------------------ parsing

  void set_node(frame& f, mlirbc::type::payload v) const {
    f.ty.emplace(mlirbc::type{f.r.idx, f.entry.offset, std::move(v)});
  }
  void set_node(frame& f, mlirbc::attribute::payload v) const {
    f.attr.emplace(mlirbc::attribute{f.r.idx, f.entry.offset, std::move(v)});
  }
  void set_opaque(frame& f) const {
    const std::string_view dialect = b_->dialects().dialects[f.entry.dialect].name;
    f.children.clear();
    if (f.r.is_type()) set_node(f, types::opaque{dialect, f.entry.bytes});
    else set_node(f, attrs::opaque{dialect, f.entry.bytes});
  }

  // Parses f's entry into f.attr / f.ty and f.children. `need` is set when a
  // node must be decoded first (then the entry is parsed again later).
  error parse(frame& f, std::optional<ref>& need) const {
    f.children.clear();
    if (!f.entry.custom) return parse_textual(f);
    const detail::dialect_hooks* h = hooks_[f.entry.dialect];
    if (h == nullptr || !h->decodes(f.r.kind)) {
      set_opaque(f);
      return {};
    }
    const raw_entry& e = f.entry;
    cursor c(b_->bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    dialect_reader r(dialect_reader::setup{&c, b_, &b_->dialects().dialects[e.dialect], this, &f.children, e.offset,
                                           producer_llvm_major_});
    const bool made = f.r.is_type() ? run_plugin<mlirbc::type>(*h, r, f) : run_plugin<mlirbc::attribute>(*h, r, f);
    if (r.declined()) {
      set_opaque(f);
      return {};
    }
    if (c.ok() && r.needed()) {
      need = r.needed();
      return {};
    }
    if (c.ok() && !made) c.fail_at(e.offset, errc::bad_value, "dialect decoder produced no value");
    c.expect_end(f.r.is_type() ? "type entry" : "attribute entry");
    return c.err();
  }
  template <class Node>
  bool run_plugin(const detail::dialect_hooks& h, dialect_reader& r, frame& f) const {
    std::optional<typename Node::payload> v;
    h.decode(r, v);
    if (!v) return false;
    set_node(f, std::move(*v));
    return true;
  }

  // A textual entry keeps its text; a type whose text names a plug-in that
  // reads it (builtin: `tf32`, `i7`) becomes that plug-in's node.
  error parse_textual(frame& f) const {
    auto text = f.entry.text();
    if (!text) return text.err();
    if (!f.r.is_type()) {
      set_node(f, attrs::textual{*text});
      return {};
    }
    const std::string_view dialect = textual_dialect(*text);
    const detail::dialect_hooks* h = dialect == "builtin" ? builtin_ : registry_.find(dialect);
    if (h != nullptr) {
      if (auto v = h->textual_type(*text)) {
        set_node(f, std::move(*v));
        return {};
      }
    }
    set_node(f, types::textual{*text});
    return {};
  }

  // The plug-in's finish step, once every reference of f is decoded.
  error finish(frame& f) const {
    if (!f.entry.custom) return {};
    const detail::dialect_hooks* h = hooks_[f.entry.dialect];
    if (h == nullptr || (f.r.is_type() ? f.ty->is<types::opaque>() : f.attr->is<attrs::opaque>())) return {};
    const dialect_finisher fin(*this, f.children, f.offset());
    return f.r.is_type() ? h->finish(f.ty->value, fin) : h->finish(f.attr->value, fin);
  }

  const bytecode* b_;
  std::size_t num_attrs_;
  std::size_t num_types_;
  mutable detail::node_table<mlirbc::attribute> attrs_;
  mutable detail::node_table<mlirbc::type> types_;
  std::uint32_t producer_llvm_major_;
  dialect_registry registry_;
  const detail::dialect_hooks* builtin_;             // for textual types without a dialect prefix
  std::vector<const detail::dialect_hooks*> hooks_;  // by dialect index
  // retention::requested: per attribute, 0 or 1 + its attr_kind once decoded.
  mutable std::vector<std::atomic<std::uint8_t>, detail::populated_allocator<std::atomic<std::uint8_t>>> kinds_;
  mutable std::atomic<std::uint64_t> opaque_count_{0};
  // Entries whose decoding failed, with the error (see decode).
  mutable std::mutex failed_mutex_;
  mutable std::unordered_map<std::uint64_t, error> failed_;
  mutable std::atomic<bool> failed_any_{false};
};

}  // namespace mlirbc
// ---- end mlirbc/attr_reader.hpp
// ---- begin mlirbc/attr_printer.hpp
// attr_printer: attributes, types and locations as MLIR 22 prints them with
// --mlir-print-op-generic --mlir-print-local-scope (no aliases).
//
// One printer per output: it numbers distinct attributes (distinct[N]) in
// print order across everything it prints. Printing is iterative (a stack of
// pending pieces), so deeply nested data cannot overflow the C++ stack; an
// output budget stops files whose shared sub-attributes would expand to an
// enormous text. The rules (and where they were checked) are in
// docs/attributes.md.

#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

// ---- begin mlirbc/dense_text.hpp
// dense_text: the text of dense integer/index/float/complex data as MLIR prints
// `dense<...>` literals, from raw little-endian element storage. Shared by the
// builtin printer and dialects whose attributes wrap dense data (vhlo).

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>


namespace mlirbc {

// How one element of dense data is stored: an integer of `width` bits (whole
// bytes), an index (8 bytes), a float of kind `fk` (its storage size), or a
// complex number of two such parts.
struct dense_element_format {
  enum class kind : std::uint8_t { integer, index, floating };
  kind k = kind::integer;
  std::uint32_t width = 0;  // integer
  bool is_signed = true;    // integer: signless and signed print signed
  float_kind fk{};          // floating
  bool complex = false;

  std::size_t part_bytes() const noexcept {
    switch (k) {
      case kind::integer: return (std::size_t{width} + 7) / 8;
      case kind::index: return 8;
      case kind::floating: return float_storage_bytes(fk);
    }
    return 0;
  }
  std::size_t bytes() const noexcept { return part_bytes() * (complex ? 2 : 1); }
};

namespace print_detail {

inline void append_dense_part(const dense_element_format& f, const std::byte* p, std::string& out) {
  const std::size_t nb = f.part_bytes();
  if (f.k == dense_element_format::kind::floating) {
    std::uint64_t lo = 0, hi = 0;
    load_words(p, nb, lo, hi);
    (void)format_float(f.fk, lo, hi, out);
    return;
  }
  const std::uint32_t width = f.k == dense_element_format::kind::index ? 64 : f.width;
  if (nb <= 8) {
    std::uint64_t lo = 0, hi = 0;
    load_words(p, nb, lo, hi);
    if (width == 1) {
      out += (lo & 1u) != 0 ? "true" : "false";
      return;
    }
    append_int(&lo, 1, width, f.is_signed || f.k == dense_element_format::kind::index, out);
    return;
  }
  std::vector<std::uint64_t> w((nb + 7) / 8, 0);
  for (std::size_t k = 0; k < nb; ++k) w[k / 8] |= std::uint64_t{static_cast<std::uint8_t>(p[k])} << (8 * (k % 8));
  append_int(w.data(), w.size(), width, f.is_signed, out);
}

// One element at p: `5`, `-1.000000e+00`, `(1,2)` for complex numbers.
inline void append_dense_element(const dense_element_format& f, const std::byte* p, std::string& out) {
  if (!f.complex) {
    append_dense_part(f, p, out);
    return;
  }
  out += '(';
  append_dense_part(f, p, out);
  out += ',';
  append_dense_part(f, p + f.part_bytes(), out);
  out += ')';
}

// What goes between `dense<` and `>` for n elements of shape `shape`: one
// element when splat (data holds one), else the nested lists, or one hex
// string for more than 100 elements when allow_hex (as MLIR prints large data).
inline void append_dense_body(const dense_element_format& f, std::span<const std::int64_t> shape, std::uint64_t n,
                              bool splat, std::span<const std::byte> data, bool allow_hex, std::string& out) {
  if (allow_hex && !splat && n > 100) {
    out += '"';
    append_hex_bytes(data, out);
    out += '"';
    return;
  }
  if (splat) {
    append_dense_element(f, data.data(), out);
    return;
  }
  const std::size_t eb = f.bytes();
  append_nested(shape, n, "[", "]", [&](std::string_view t) { out += t; },
                [&](std::uint64_t i) { append_dense_element(f, data.data() + static_cast<std::size_t>(i) * eb, out); });
}

}  // namespace print_detail
}  // namespace mlirbc
// ---- end mlirbc/dense_text.hpp
// ---- begin mlirbc/shaped_types.hpp
// shaped_types: questions about decoded types that the decoder, the printer and
// the weight accessors all ask — element counts of static shapes, the shape
// and element of a tensor or vector type, the storage size of an element.

#include <cstdint>
#include <optional>
#include <span>


namespace mlirbc {

// Number of elements of a static shape, or nullopt if a dimension is dynamic or
// the product overflows.
inline std::optional<std::uint64_t> static_element_count(std::span<const std::int64_t> shape) noexcept {
  std::uint64_t n = 1;
  for (const std::int64_t d : shape) {
    if (d < 0) return std::nullopt;
    const auto u = static_cast<std::uint64_t>(d);
    if (u != 0 && n > UINT64_MAX / u) return std::nullopt;
    n *= u;
  }
  return n;
}

// The shape and element type of a ranked tensor or vector type.
struct shaped_view {
  std::span<const std::int64_t> shape;
  std::uint64_t element = 0;  // type index
};
inline std::optional<shaped_view> shaped_of(const type& t) noexcept {
  if (const auto* r = t.get<types::ranked_tensor>()) return shaped_view{r->shape, r->element};
  if (const auto* v = t.get<types::vector>()) return shaped_view{v->shape, v->element};
  return std::nullopt;
}

// Bytes one element of type `t` takes in dense storage: integers round up to
// whole bytes (i1 takes one; bit-packed literals are the caller's business), index 8, floats their storage size, complex
// numbers two parts. nullopt for other types. `find_type(i)` returns the node
// of type index i, or nullptr (for the part type of a complex).
template <class FindType>
std::optional<std::uint64_t> element_storage_bytes(const type& t, const FindType& find_type) noexcept {
  auto scalar = [](const type& s) -> std::optional<std::uint64_t> {
    if (const auto* i = s.get<types::integer>()) return (std::uint64_t{i->width} + 7) / 8;
    if (s.is<types::index>()) return 8;
    if (const auto* f = s.get<types::floating>()) return float_storage_bytes(f->kind);
    return std::nullopt;
  };
  if (const auto* c = t.get<types::complex>()) {
    const type* part = find_type(c->element);
    if (part == nullptr || part->is<types::index>()) return std::nullopt;
    const auto half = scalar(*part);
    if (!half) return std::nullopt;
    return 2 * *half;
  }
  return scalar(t);
}

}  // namespace mlirbc
// ---- end mlirbc/shaped_types.hpp

namespace mlirbc {

class attr_printer {
 public:
  explicit attr_printer(const attr_reader& r) : r_(&r) {}

  // Upper bound on the text one print_* call may append (default 4 GiB).
  void set_output_limit(std::size_t bytes) noexcept { limit_ = bytes; }

  error print_attribute(std::uint64_t idx, std::string& out) { return run(task{op::attr, idx}, out, true); }
  error print_type(std::uint64_t idx, std::string& out) { return run(task{op::type, idx}, out, false); }
  // Appends loc(...).
  error print_location(std::uint64_t idx, std::string& out) {
    if (auto a = r_->attribute(idx); !a) return a.err();
    return run_many({task{op::lit, 0, "loc("}, task{op::loc, idx}, task{op::lit, 0, ")"}}, out);
  }
  // Appends `name = value`, or just `name` for a unit value (as in attribute dictionaries).
  error print_named_attribute(const named_attr& na, std::string& out) {
    if (auto a = r_->attribute(na.value); !a) return a.err();
    return run_many({task{op::named, na.value, na.name}}, out);
  }
  // Appends `{a = 1 : i64, b}` for a dictionary attribute (same as print_attribute).
  error print_dictionary(std::uint64_t idx, std::string& out) { return print_attribute(idx, out); }

 private:
  enum class op : std::uint8_t {
    lit,        // s
    attr,       // attribute idx, type never elided
    attr_may,   // attribute idx, in a context where MLIR may elide i64/f64 types
    type,       // type idx
    loc,        // location idx without the loc( ) wrapper
    named,      // name s, value idx
    attr_stripped,  // attribute idx; a dialect attribute without `#dialect.mnemonic`
    type_stripped,  // type idx; a dialect type without `!dialect.mnemonic`
  };
  struct task {
    op o;
    std::uint64_t idx = 0;
    std::string_view s{};
  };

  error run(task t, std::string& out, bool is_attr) {
    if (is_attr) {
      if (auto a = r_->attribute(t.idx); !a) return a.err();
    } else if (auto ty = r_->type(t.idx); !ty) {
      return ty.err();
    }
    return run_many({t}, out);
  }

  error run_many(std::initializer_list<task> first, std::string& out) {
    const std::size_t start = out.size();
    stack_.clear();
    owned_.clear();
    for (auto it = first.end(); it != first.begin();) stack_.push_back(*--it);
    while (!stack_.empty()) {
      const task t = stack_.back();
      stack_.pop_back();
      switch (t.o) {
        case op::lit: out += t.s; break;
        case op::attr: attr(t.idx, false, out); break;
        case op::attr_may: attr(t.idx, true, out); break;
        case op::type: type(t.idx, out); break;
        case op::attr_stripped: stripped(t.idx, entry_kind::attribute, out); break;
        case op::type_stripped: stripped(t.idx, entry_kind::type, out); break;
        case op::loc: loc(t.idx, out); break;
        case op::named:
          print_detail::append_keyword_or_string(t.s, out);
          if (!r_->attr_node(t.idx).is<attrs::unit>()) {
            push(task{op::attr, t.idx});
            push(lit(" = "));
          }
          break;
      }
      if (out.size() - start > limit_) {
        stack_.clear();
        return error{errc::limit_exceeded, section_id::attr_type, 0, "printed attribute size", out.size() - start, limit_};
      }
    }
    return {};
  }

  static task lit(std::string_view s) { return task{op::lit, 0, s}; }
  void push(task t) { stack_.push_back(t); }
  // Pushes items so that they print in order: open, e0, sep, e1, ..., close.
  template <class F>
  void push_list(std::string_view open, std::size_t n, std::string_view sep, std::string_view close, F item) {
    push(lit(close));
    for (std::size_t i = n; i-- > 0;) {
      item(i);
      if (i != 0) push(lit(sep));
    }
    push(lit(open));
  }

  const mlirbc::type& tnode(std::uint64_t i) const { return r_->type_node(i); }

  bool is_none_type(std::uint64_t t) const { return tnode(t).is<types::none>(); }
  bool is_i64(std::uint64_t t) const {
    const auto* i = tnode(t).get<types::integer>();
    return i != nullptr && i->width == 64 && i->sign == signedness::signless;
  }

  void attr(std::uint64_t idx, bool may_elide, std::string& out) {
    const mlirbc::attribute& a = r_->attr_node(idx);
    switch (a.kind()) {
      case attr_kind::array: {
        const auto& v = a.get<attrs::array>()->elements;
        push_list("[", v.size(), ", ", "]", [&](std::size_t i) { push(task{op::attr_may, v[i]}); });
        return;
      }
      case attr_kind::dictionary: {
        const auto& v = a.get<attrs::dictionary>()->entries;
        push_list("{", v.size(), ", ", "}", [&](std::size_t i) { push(task{op::named, v[i].value, v[i].name}); });
        return;
      }
      case attr_kind::string: string_attr(*a.get<attrs::string>(), out); return;
      case attr_kind::symbol_ref: symbol_ref(*a.get<attrs::symbol_ref>(), out); return;
      case attr_kind::type_attr: push(task{op::type, a.get<attrs::type_attr>()->type}); return;
      case attr_kind::unit: out += "unit"; return;
      case attr_kind::integer: integer(*a.get<attrs::integer>(), may_elide, out); return;
      case attr_kind::floating: floating(*a.get<attrs::floating>(), may_elide, out); return;
      case attr_kind::callsite_loc:
      case attr_kind::file_loc:
      case attr_kind::fused_loc:
      case attr_kind::name_loc:
      case attr_kind::unknown_loc:
        push(lit(")"));
        push(task{op::loc, idx});
        push(lit("loc("));
        return;
      case attr_kind::dense_resource: dense_resource(*a.get<attrs::dense_resource>(), out); return;
      case attr_kind::dense_array: dense_array(*a.get<attrs::dense_array>(), out); return;
      case attr_kind::dense_elements: dense_literal(*a.get<attrs::dense_elements>(), out); return;
      case attr_kind::dense_strings: dense_literal(*a.get<attrs::dense_strings>(), out); return;
      case attr_kind::sparse_elements: sparse(*a.get<attrs::sparse_elements>(), out); return;
      case attr_kind::distinct: distinct(idx, *a.get<attrs::distinct>(), out); return;
      case attr_kind::textual: textual(a.get<attrs::textual>()->text, idx, entry_kind::attribute, out); return;
      case attr_kind::dialect: print_dialect(*a.get<attrs::dialect>(), entry_kind::attribute, false, out); return;
      case attr_kind::opaque: opaque("#", *a.get<attrs::opaque>(), out); return;
    }
  }

  void string_attr(const attrs::string& s, std::string& out) {
    print_detail::append_quoted(s.value, out);
    if (s.has_type && !is_none_type(s.type)) typed_suffix(s.type);
  }
  static void symbol_ref(const attrs::symbol_ref& s, std::string& out) {
    out += '@';
    print_detail::append_keyword_or_string(s.root, out);
    for (const auto n : s.nested) {
      out += "::@";
      print_detail::append_keyword_or_string(n, out);
    }
  }
  // i1 prints true/false; an i64 (or f64) in an elidable position drops its type.
  void integer(const attrs::integer& i, bool may_elide, std::string& out) {
    const auto* it = tnode(i.type).get<types::integer>();
    if (it != nullptr && it->width == 1 && it->sign == signedness::signless) {
      out += i.value.is_zero() ? "false" : "true";
      return;
    }
    const bool is_unsigned = it != nullptr && it->sign == signedness::is_unsigned;
    print_detail::append_int(i.value.words.data(), i.value.words.size(), i.value.width, !is_unsigned, out);
    if (!(may_elide && is_i64(i.type))) typed_suffix(i.type);
  }
  void floating(const attrs::floating& f, bool may_elide, std::string& out) {
    const bool hex = format_float(f.kind, f.lo, f.hi, out);
    if (!(may_elide && f.kind == float_kind::f64 && !hex)) typed_suffix(f.type);
  }
  void dense_resource(const attrs::dense_resource& d, std::string& out) {
    out += "dense_resource<";
    print_detail::append_keyword_or_string(d.key, out);
    out += '>';
    typed_suffix(d.type);
  }
  template <class Dense>
  void dense_literal(const Dense& d, std::string& out) {
    out += "dense<";
    if constexpr (std::is_same_v<Dense, attrs::dense_elements>) dense_elements(d, true, out);
    else dense_strings(d, out);
    out += '>';
    typed_suffix(d.type);
  }
  void sparse(const attrs::sparse_elements& s, std::string& out) {
    const auto* ind = r_->attr_node(s.indices).get<attrs::dense_elements>();
    out += "sparse<";
    if (ind->num_elements != 0) {
      dense_elements(*ind, false, out);
      out += ", ";
      const mlirbc::attribute& v = r_->attr_node(s.values);
      if (const auto* dv = v.get<attrs::dense_elements>()) dense_elements(*dv, true, out);
      else dense_strings(*v.get<attrs::dense_strings>(), out);
    }
    out += '>';
    typed_suffix(s.type);
  }
  // distinct[N]<...>: N numbers distinct attributes in print order.
  void distinct(std::uint64_t idx, const attrs::distinct& d, std::string& out) {
    const auto [it, inserted] = distinct_ids_.try_emplace(distinct_key{false, idx, 0}, next_distinct_);
    if (inserted) ++next_distinct_;
    out += "distinct[";
    out += std::to_string(it->second);
    out += "]<";
    push(lit(">"));
    if (!r_->attr_node(d.referenced).is<attrs::unit>()) push(task{op::attr, d.referenced});
  }
  // An entry of a dialect without a plug-in: `#mlirbc.opaque<"dialect", "0x...">` (`!` for types).
  template <class Opaque>
  static void opaque(std::string_view sigil, const Opaque& o, std::string& out) {
    out += sigil;
    out += "mlirbc.opaque<";
    print_detail::append_quoted(o.dialect, out);
    out += ", \"";
    print_detail::append_hex_bytes(o.bytes, out);
    out += "\">";
  }

  void typed_suffix(std::uint64_t type_idx) {
    push(task{op::type, type_idx});
    push(lit(" : "));
  }

  // Shape and element type of a dense attribute's type (the decoder checked it is a tensor or vector).
  shaped_view shape_of(std::uint64_t type_idx) const { return *shaped_of(tnode(type_idx)); }

  // How elements of type `et` (integer, index, float or complex of those) are stored.
  dense_element_format element_format(const mlirbc::type& et) const {
    dense_element_format f;
    const mlirbc::type* t = &et;
    if (const auto* c = et.get<types::complex>()) {
      f.complex = true;
      t = &tnode(c->element);
    }
    if (const auto* i = t->get<types::integer>()) {
      f.width = i->width;
      f.is_signed = i->sign != signedness::is_unsigned;
    } else if (t->is<types::index>()) {
      f.k = dense_element_format::kind::index;
    } else if (const auto* fl = t->get<types::floating>()) {
      f.k = dense_element_format::kind::floating;
      f.fk = fl->kind;
    }
    return f;
  }
  void dense_element(const mlirbc::type& et, const std::byte* p, std::string& out) const {
    print_detail::append_dense_element(element_format(et), p, out);
  }

  // MLIR's nested-bracket layout of elements by shape; print(i) prints element i.
  template <class F>
  static void nested(std::span<const std::int64_t> shape, std::uint64_t n, std::string& out, F print) {
    print_detail::append_nested(shape, n, "[", "]", [&](std::string_view t) { out += t; }, print);
  }

  void dense_elements(const attrs::dense_elements& d, bool allow_hex, std::string& out) const {
    const shaped_view s = shape_of(d.type);
    // MLIR prints non-splat data of more than 100 elements as one hex string.
    if (allow_hex && !d.splat && d.num_elements > 100) {
      out += '"';
      print_detail::append_hex_bytes(d.data, out);
      out += '"';
      return;
    }
    const mlirbc::type& et = tnode(s.element);
    const auto* it = et.get<types::integer>();
    if (it != nullptr && it->width == 1) {
      auto bit = [&](std::uint64_t i) {
        if (d.splat) return d.data[0] != std::byte{0};
        return ((static_cast<unsigned>(d.data[static_cast<std::size_t>(i / 8)]) >> (i % 8)) & 1u) != 0;
      };
      if (d.splat) {
        out += bit(0) ? "true" : "false";
        return;
      }
      nested(s.shape, d.num_elements, out, [&](std::uint64_t i) { out += bit(i) ? "true" : "false"; });
      return;
    }
    print_detail::append_dense_body(element_format(et), s.shape, d.num_elements, d.splat, d.data, false, out);
  }

  void dense_strings(const attrs::dense_strings& d, std::string& out) const {
    if (d.splat) {
      print_detail::append_quoted(d.values[0], out);
      return;
    }
    nested(shape_of(d.type).shape, d.num_elements, out,
           [&](std::uint64_t i) { print_detail::append_quoted(d.values[static_cast<std::size_t>(i)], out); });
  }

  void dense_array(const attrs::dense_array& d, std::string& out) const {
    const mlirbc::type& et = tnode(d.element_type);
    out += "array<";
    scalar_type(et, out);
    if (d.count == 0) {
      out += '>';
      return;
    }
    out += ": ";
    const std::size_t eb = d.count == 0 ? 0 : d.data.size() / static_cast<std::size_t>(d.count);
    for (std::uint64_t i = 0; i < d.count; ++i) {
      if (i != 0) out += ", ";
      const std::byte* p = d.data.data() + static_cast<std::size_t>(i) * eb;
      if (const auto* it = et.get<types::integer>(); it != nullptr && it->width == 1) {
        out += p[0] != std::byte{0} ? "true" : "false";
      } else {
        dense_element(et, p, out);
      }
    }
    out += '>';
  }

  // Integer, index or float type names (no nesting).
  static void scalar_type(const mlirbc::type& t, std::string& out) {
    if (const auto* i = t.get<types::integer>()) {
      out += i->sign == signedness::is_signed ? "si" : i->sign == signedness::is_unsigned ? "ui" : "i";
      out += std::to_string(i->width);
    } else if (const auto* f = t.get<types::floating>()) {
      out += info(f->kind).name;
    } else if (t.is<types::index>()) {
      out += "index";
    } else if (const auto* x = t.get<types::textual>()) {
      out += x->text;
    }
  }

  static void append_shape(std::span<const std::int64_t> shape, std::string& out) {
    for (const auto d : shape) {
      if (d == dynamic_dim) out += '?';
      else out += std::to_string(d);
      out += 'x';
    }
  }

  // A textual layout that is an identity map of this rank (printers omit it):
  // `affine_map<(d0, d1) -> (d0, d1)>`, symbols allowed (`(d0)[s0] -> (d0)`).
  bool is_identity_layout(std::uint64_t attr_idx, std::size_t rank) const {
    const auto* t = r_->attr_node(attr_idx).get<attrs::textual>();
    if (t == nullptr) return false;
    std::string dims;
    for (std::size_t i = 0; i < rank; ++i) {
      if (i != 0) dims += ", ";
      dims += 'd';
      dims += std::to_string(i);
    }
    std::string_view s = t->text;
    const std::string head = "affine_map<(" + dims + ")";
    const std::string tail = " -> (" + dims + ")>";
    if (s.size() < head.size() + tail.size() || s.substr(0, head.size()) != head ||
        s.substr(s.size() - tail.size()) != tail)
      return false;
    s = s.substr(head.size(), s.size() - head.size() - tail.size());
    if (s.empty()) return true;
    // Symbols: "[s0, s1, ...]".
    std::string syms = "[";
    for (std::size_t k = 0; syms.size() < s.size(); ++k) {
      if (k != 0) syms += ", ";
      syms += 's';
      syms += std::to_string(k);
      if (syms.size() + 1 == s.size()) break;
    }
    return s == syms + "]";
  }

  void type(std::uint64_t idx, std::string& out) {
    const mlirbc::type& t = tnode(idx);
    switch (t.kind()) {
      case type_kind::integer:
      case type_kind::floating:
      case type_kind::index: scalar_type(t, out); return;
      case type_kind::textual: textual(t.get<types::textual>()->text, idx, entry_kind::type, out); return;
      case type_kind::none: out += "none"; return;
      case type_kind::function: function_type(*t.get<types::function>()); return;
      case type_kind::complex:
        out += "complex<";
        push(lit(">"));
        push(task{op::type, t.get<types::complex>()->element});
        return;
      case type_kind::memref: memref(*t.get<types::memref>(), out); return;
      case type_kind::unranked_memref: unranked_memref(*t.get<types::unranked_memref>(), out); return;
      case type_kind::ranked_tensor: ranked_tensor(*t.get<types::ranked_tensor>(), out); return;
      case type_kind::unranked_tensor:
        out += "tensor<*x";
        push(lit(">"));
        push(task{op::type, t.get<types::unranked_tensor>()->element});
        return;
      case type_kind::vector: vector(*t.get<types::vector>(), out); return;
      case type_kind::tuple: {
        const auto& v = t.get<types::tuple>()->types;
        push_list("tuple<", v.size(), ", ", ">", [&](std::size_t i) { push(task{op::type, v[i]}); });
        return;
      }
      case type_kind::dialect: print_dialect(*t.get<types::dialect>(), entry_kind::type, false, out); return;
      case type_kind::opaque: opaque("!", *t.get<types::opaque>(), out); return;
    }
  }

  // (a, b) -> c; results in parentheses unless there is exactly one that is not a function.
  void function_type(const types::function& f) {
    const bool wrap = f.results.size() != 1 || tnode(f.results[0]).is<types::function>();
    if (wrap)
      push_list("(", f.results.size(), ", ", ")", [&](std::size_t i) { push(task{op::type, f.results[i]}); });
    else
      push(task{op::type, f.results[0]});
    push_list("(", f.inputs.size(), ", ", ") -> ", [&](std::size_t i) { push(task{op::type, f.inputs[i]}); });
  }
  // `, memory space` after the element type when there is one.
  void memory_space(bool has, std::uint64_t space) {
    if (!has) return;
    push(task{op::attr_may, space});
    push(lit(", "));
  }
  void memref(const types::memref& m, std::string& out) {
    out += "memref<";
    append_shape(m.shape, out);
    push(lit(">"));
    memory_space(m.has_memory_space, m.memory_space);
    if (!is_identity_layout(m.layout, m.shape.size())) {
      push(task{op::attr_may, m.layout});
      push(lit(", "));
    }
    push(task{op::type, m.element});
  }
  void unranked_memref(const types::unranked_memref& m, std::string& out) {
    out += "memref<*x";
    push(lit(">"));
    memory_space(m.has_memory_space, m.memory_space);
    push(task{op::type, m.element});
  }
  void ranked_tensor(const types::ranked_tensor& r, std::string& out) {
    out += "tensor<";
    append_shape(r.shape, out);
    push(lit(">"));
    if (r.has_encoding) {
      push(task{op::attr, r.encoding});
      push(lit(", "));
    }
    push(task{op::type, r.element});
  }
  // Scalable dimensions print in brackets: vector<[4]x8xf32>.
  void vector(const types::vector& v, std::string& out) {
    out += "vector<";
    for (std::size_t i = 0; i < v.shape.size(); ++i) {
      const bool scalable = !v.scalable.empty() && v.scalable[i];
      if (scalable) out += '[';
      out += std::to_string(v.shape[i]);
      if (scalable) out += ']';
      out += 'x';
    }
    push(lit(">"));
    push(task{op::type, v.element});
  }

  // A value made by a registered dialect decoder: `#dialect` (`!` for types),
  // then what the decoder prints (its mnemonic adds `.mnemonic`); in the
  // stripped form only what follows the mnemonic.
  void print_dialect(const mlirbc::dialect_value& v, entry_kind kind, bool strip, std::string& out) {
    dialect_printer p(r_->services(), strip);
    v.hooks->print(v.value.get(), kind, p);
    if (!strip) {
      out += kind == entry_kind::type ? '!' : '#';
      out += v.dialect;
    }
    auto& pieces = p.pieces();
    for (std::size_t i = pieces.size(); i-- > 0;) {
      auto& pc = pieces[i];
      switch (pc.kind) {
        case dialect_printer::piece_kind::text:
          owned_.push_back(std::move(pc.text));
          push(lit(owned_.back()));
          break;
        case dialect_printer::piece_kind::attribute: push(task{op::attr, pc.idx}); break;
        case dialect_printer::piece_kind::attribute_stripped: push(task{op::attr_stripped, pc.idx}); break;
        case dialect_printer::piece_kind::type: push(task{op::type, pc.idx}); break;
        case dialect_printer::piece_kind::type_stripped: push(task{op::type_stripped, pc.idx}); break;
      }
    }
  }

  // A parameter printed in MLIR's stripped form: dialect values without their
  // `#dialect.mnemonic`; textual `#dialect.mnemonic<...>` entries from their
  // `<`; anything else in full.
  void stripped(std::uint64_t idx, entry_kind kind, std::string& out) {
    const mlirbc::dialect_value* dv = nullptr;
    std::string_view text;
    const bool is_type = kind == entry_kind::type;
    if (is_type) {
      const mlirbc::type& t = tnode(idx);
      if (const auto* d = t.get<types::dialect>()) dv = d;
      else if (const auto* x = t.get<types::textual>()) text = x->text;
    } else {
      const mlirbc::attribute& a = r_->attr_node(idx);
      if (const auto* d = a.get<attrs::dialect>()) dv = d;
      else if (const auto* x = a.get<attrs::textual>()) text = x->text;
    }
    if (dv != nullptr) {
      print_dialect(*dv, kind, true, out);
      return;
    }
    const char sigil = is_type ? '!' : '#';
    if (!text.empty() && text[0] == sigil && text.find('.') != std::string_view::npos) {
      std::size_t i = 1;
      while (i < text.size() && text[i] != '<' && text[i] != '"' && text[i] != ' ') ++i;
      if (i == text.size() || text[i] == '<') {
        const std::size_t begin = i;
        // Keep the distinct renumbering of textual entries: print the tail through textual().
        textual(text.substr(begin), idx, kind, out);
        return;
      }
    }
    push(task{is_type ? op::type : op::attr, idx});
  }

  // A location without the loc( ) wrapper (MLIR's non-pretty form).
  void loc(std::uint64_t idx, std::string& out) {
    const mlirbc::attribute& a = r_->attr_node(idx);
    switch (a.kind()) {
      case attr_kind::unknown_loc: out += "unknown"; return;
      case attr_kind::file_loc: {
        const auto* l = a.get<attrs::file_loc>();
        print_detail::append_quoted(l->filename, out);
        out += ':';
        out += std::to_string(l->line);
        out += ':';
        out += std::to_string(l->column);
        if (l->end_line == l->line && l->end_column == l->column) return;
        out += " to ";
        if (l->end_line != l->line) out += std::to_string(l->end_line);
        out += ':';
        out += std::to_string(l->end_column);
        return;
      }
      case attr_kind::name_loc: {
        const auto* l = a.get<attrs::name_loc>();
        print_detail::append_quoted(l->name, out);
        if (!r_->attr_node(l->child).is<attrs::unknown_loc>()) {
          out += '(';
          push(lit(")"));
          push(task{op::loc, l->child});
        }
        return;
      }
      case attr_kind::callsite_loc: {
        const auto* l = a.get<attrs::callsite_loc>();
        out += "callsite(";
        push(lit(")"));
        push(task{op::loc, l->caller});
        push(lit(" at "));
        push(task{op::loc, l->callee});
        return;
      }
      case attr_kind::fused_loc: {
        const auto* l = a.get<attrs::fused_loc>();
        out += "fused";
        push_list("[", l->locations.size(), ", ", "]", [&](std::size_t i) { push(task{op::loc, l->locations[i]}); });
        if (l->has_metadata) {
          push(lit(">"));
          push(task{op::attr, l->metadata});
          push(lit("<"));
        }
        return;
      }
      default: push(task{op::attr, idx}); return;  // a dialect location: printed as an attribute
    }
  }

  // Text of a textual entry. Each entry was parsed on its own by the reference
  // reader, so its `distinct[N]` ids are local to it: renumber them in print
  // order (outside string literals).
  void textual(std::string_view text, std::uint64_t idx, entry_kind kind, std::string& out) {
    constexpr std::string_view marker = "distinct[";
    // Text the reference reader re-prints differently (a plug-in's rewrite_textual).
    std::string renamed;
    if (r_->dialects().rewrite_textual(text, kind, r_->file(), renamed))
      text = renamed;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char ch = text[i];
      if (in_string) {
        out += ch;
        if (ch == '\\' && i + 1 < text.size()) out += text[++i];
        else if (ch == '"') in_string = false;
        continue;
      }
      if (ch == '"') in_string = true;
      if (ch == 'd' && text.substr(i, marker.size()) == marker) {
        std::size_t j = i + marker.size();
        std::uint64_t n = 0;
        const std::size_t digits_at = j;
        while (j < text.size() && j - digits_at < 18 && text[j] >= '0' && text[j] <= '9') n = n * 10 + static_cast<std::uint64_t>(text[j++] - '0');
        if (j > digits_at && j < text.size() && text[j] == ']') {
          const auto [it, inserted] = distinct_ids_.try_emplace(distinct_key{true, entry_ref{idx, kind}.key(), n}, next_distinct_);
          if (inserted) ++next_distinct_;
          out += marker;
          out += std::to_string(it->second);
          out += ']';
          i = j;
          continue;
        }
      }
      out += ch;
    }
  }

  struct distinct_key {
    bool textual;
    std::uint64_t entry;
    std::uint64_t local;
    bool operator==(const distinct_key&) const = default;
  };
  struct distinct_hash {
    std::size_t operator()(const distinct_key& k) const noexcept {
      return std::hash<std::uint64_t>()(k.entry * 0x9E3779B97F4A7C15ull ^ k.local ^ (k.textual ? 1ull << 63 : 0));
    }
  };

  const attr_reader* r_;
  std::vector<task> stack_;
  std::deque<std::string> owned_;  // text of dialect printers, alive until the stack is empty
  std::unordered_map<distinct_key, std::size_t, distinct_hash> distinct_ids_;
  std::size_t next_distinct_ = 0;
  std::size_t limit_ = std::size_t{1} << 32;
};

}  // namespace mlirbc
// ---- end mlirbc/attr_printer.hpp
// ---- begin mlirbc/dialects/registry.hpp
// dialects/registry: the default set of dialect plug-ins, assembled in this one
// place. The reader's core includes no dialect; programs that include
// <mlirbc.hpp> get this set wherever a registry is optional.

// ---- begin mlirbc/dialects/builtin.hpp
// dialects/builtin: the builtin dialect's attribute and type encodings
// (docs/format.md §7.2 and "Builtin types"), decoded into the
// reader's own node kinds (attributes.hpp) through the same plug-in interface
// every other dialect uses (dialect_registry.hpp). attr_printer.hpp prints
// these kinds; writer.hpp writes the few a weight file needs.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>


namespace mlirbc::dialects {

struct builtin_dialect {
  static constexpr std::string_view dialect = "builtin";
  using attribute_value = attribute::payload;
  using type_value = type::payload;

  static constexpr std::uint32_t max_int_width = (1u << 24) - 1;  // IntegerType's limit

  type::payload decode_type(dialect_reader& r) const {
    const std::uint64_t code_at = r.offset();
    const std::uint64_t code = r.varint("type code");
    if (!r.ok()) return types::none{};
    using c = builtin_type_code;
    switch (static_cast<builtin_type_code>(code <= builtin_type_code_max ? code : 0xFF)) {
      case c::integer: return integer_type(r);
      case c::index: return types::index{};
      case c::function: {
        types::function fn;
        fn.inputs = type_list(r, "function input count");
        fn.results = type_list(r, "function result count");
        return fn;
      }
      case c::bf16: return types::floating{float_kind::bf16};
      case c::f16: return types::floating{float_kind::f16};
      case c::f32: return types::floating{float_kind::f32};
      case c::f64: return types::floating{float_kind::f64};
      case c::f80: return types::floating{float_kind::f80};
      case c::f128: return types::floating{float_kind::f128};
      case c::complex: return types::complex{r.type("complex element type")};
      case c::memref: return memref(r, false);
      case c::memref_with_memory_space: return memref(r, true);
      case c::none: return types::none{};
      case c::ranked_tensor: return ranked_tensor(r, false);
      case c::ranked_tensor_with_encoding: return ranked_tensor(r, true);
      case c::tuple: return types::tuple{type_list(r, "tuple size")};
      case c::unranked_memref: return unranked_memref(r, false);
      case c::unranked_memref_with_memory_space: return unranked_memref(r, true);
      case c::unranked_tensor: return types::unranked_tensor{r.type("tensor element type")};
      case c::vector: return vector(r, false);
      case c::scalable_vector: return vector(r, true);
    }
    r.fail_at(code_at, "unknown builtin type code", code, builtin_type_code_max);
    return types::none{};
  }

  attribute::payload decode_attribute(dialect_reader& r) const {
    const std::uint64_t code_at = r.offset();
    const std::uint64_t code = r.varint("attribute code");
    if (!r.ok()) return attrs::unit{};
    using c = builtin_attr_code;
    switch (static_cast<builtin_attr_code>(code <= builtin_attr_code_max ? code : 0xFF)) {
      case c::array: return attrs::array{attr_list(r, "array size")};
      case c::dictionary: return dictionary(r);
      case c::string: return attrs::string{r.string("string"), false, 0};
      case c::string_with_type: {
        attrs::string s;
        s.value = r.string("string");
        s.has_type = true;
        s.type = r.type("string type");
        return s;
      }
      case c::flat_symbol_ref: return symbol_ref(r, true);
      case c::symbol_ref: return symbol_ref(r, false);
      case c::type: return attrs::type_attr{r.type("type")};
      case c::unit: return attrs::unit{};
      case c::integer: return integer(r);
      case c::floating: return floating(r);
      case c::callsite_loc: {
        attrs::callsite_loc l;
        l.callee = r.attribute("callee location");
        l.caller = r.attribute("caller location");
        return l;
      }
      case c::file_line_col_loc: return file_line_col(r);
      case c::fused_loc: return fused_loc(r, false);
      case c::fused_loc_with_metadata: return fused_loc(r, true);
      case c::name_loc: {
        attrs::name_loc l;
        r.attribute("location name");  // resolved to its string in finish_attribute()
        l.child = r.attribute("child location");
        return l;
      }
      case c::unknown_loc: return attrs::unknown_loc{};
      case c::dense_resource_elements: return dense_resource(r);
      case c::dense_array: return dense_array(r);
      case c::dense_int_or_fp_elements: return dense_elements(r);
      case c::dense_string_elements: return dense_strings(r);
      case c::sparse_elements: {
        attrs::sparse_elements s;
        s.type = r.type("sparse type");
        s.indices = r.attribute("sparse indices");
        s.values = r.attribute("sparse values");
        return s;
      }
      case c::distinct: return attrs::distinct{r.attribute("distinct referenced attribute")};
      case c::file_line_col_range: return file_line_col_range(r);
    }
    r.fail_at(code_at, "unknown builtin attribute code", code, builtin_attr_code_max);
    return attrs::unit{};
  }

  // Builtin types the writer left as text (e.g. "tf32", "f8E4M3FN", "i7").
  std::optional<type::payload> textual_type(std::string_view text) const {
    if (auto k = float_kind_from_name(text)) return types::floating{*k};
    if (auto i = textual_integer(text)) return *i;
    if (text == "index") return types::index{};
    if (text == "none") return types::none{};
    return std::nullopt;
  }

  // Which references finish_attribute() reads as nodes: dictionary keys,
  // symbol names, location names and the parts of sparse elements.
  bool child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept {
    switch (static_cast<attr_kind>(v.index())) {
      case attr_kind::dictionary: return pos % 2 == 0;  // name, value, name, value, ...
      case attr_kind::symbol_ref: return true;
      case attr_kind::file_loc:
      case attr_kind::name_loc: return pos == 0;  // the name
      case attr_kind::sparse_elements: return true;
      default: return false;
    }
  }

  // Names resolved from the StringAttrs an entry refers to, and the rules that
  // need the referenced nodes (locations made of locations, sparse parts).
  error finish_attribute(attribute::payload& v, const dialect_finisher& f) const {
    switch (static_cast<attr_kind>(v.index())) {
      case attr_kind::dictionary: return finish_dictionary(std::get<attrs::dictionary>(v), f);
      case attr_kind::symbol_ref: return finish_symbol_ref(std::get<attrs::symbol_ref>(v), f);
      case attr_kind::file_loc: {
        const auto* s = string_child(f, 0);
        if (s == nullptr) return f.fail("location file name must be a string attribute");
        std::get<attrs::file_loc>(v).filename = s->value;
        return {};
      }
      case attr_kind::name_loc: {
        auto& l = std::get<attrs::name_loc>(v);
        const auto* s = string_child(f, 0);
        if (s == nullptr) return f.fail("location name must be a string attribute");
        l.name = s->value;
        if (!location_like(f, l.child)) return f.fail("name location child must be a location");
        return {};
      }
      case attr_kind::callsite_loc: {
        const auto& l = std::get<attrs::callsite_loc>(v);
        if (!location_like(f, l.callee) || !location_like(f, l.caller)) return f.fail("call site parts must be locations");
        return {};
      }
      case attr_kind::fused_loc:
        for (const auto i : std::get<attrs::fused_loc>(v).locations)
          if (!location_like(f, i)) return f.fail("fused location parts must be locations");
        return {};
      case attr_kind::sparse_elements: return finish_sparse(std::get<attrs::sparse_elements>(v), f);
      default: return {};
    }
  }

  error finish_type(type::payload& v, const dialect_finisher& f) const {
    if (const auto* c = std::get_if<types::complex>(&v)) {
      const type& e = f.type_node(c->element);
      if (!e.is<types::integer>() && !e.is<types::floating>() && !e.is<types::textual>() && !e.is<types::opaque>())
        return f.fail("complex element type must be an integer or float type");
    }
    return {};
  }

 private:
  // ---- types

  static types::integer integer_type(dialect_reader& r) {
    const std::uint64_t at = r.offset();
    const std::uint64_t v = r.varint("integer type");
    const std::uint64_t width = v >> integer_type_sign_bits;
    if (r.ok() && ((v & 3u) == 3u || width > max_int_width)) {
      r.fail_at(at, "integer type width/signedness", v, max_int_width);
      return {};
    }
    return types::integer{static_cast<std::uint32_t>(width), static_cast<signedness>(v & 3u)};
  }

  static std::vector<std::uint64_t> type_list(dialect_reader& r, const char* what) {
    std::vector<std::uint64_t> v(static_cast<std::size_t>(r.count(what)));
    for (auto& x : v) x = r.type("type index");
    return v;
  }
  static std::vector<std::uint64_t> attr_list(dialect_reader& r, const char* what) {
    std::vector<std::uint64_t> v(static_cast<std::size_t>(r.count(what)));
    for (auto& x : v) x = r.attribute("attribute index");
    return v;
  }

  static std::vector<std::int64_t> shape(dialect_reader& r) {
    std::vector<std::int64_t> dims(static_cast<std::size_t>(r.count("shape rank")));
    for (auto& d : dims) {
      const std::uint64_t at = r.offset();
      d = r.signed_varint("dimension");
      if (r.ok() && d < 0 && d != dynamic_dim) r.fail_at(at, "negative dimension");
    }
    return dims;
  }

  static types::memref memref(dialect_reader& r, bool with_memory_space) {
    types::memref m;
    if (with_memory_space) {
      m.has_memory_space = true;
      m.memory_space = r.attribute("memref memory space");
    }
    m.shape = shape(r);
    m.element = r.type("memref element type");
    m.layout = r.attribute("memref layout");
    return m;
  }
  static types::unranked_memref unranked_memref(dialect_reader& r, bool with_memory_space) {
    types::unranked_memref m;
    if (with_memory_space) {
      m.has_memory_space = true;
      m.memory_space = r.attribute("memref memory space");
    }
    m.element = r.type("memref element type");
    return m;
  }
  static types::ranked_tensor ranked_tensor(dialect_reader& r, bool with_encoding) {
    types::ranked_tensor t;
    if (with_encoding) {
      t.has_encoding = true;
      t.encoding = r.attribute("tensor encoding");
    }
    t.shape = shape(r);
    t.element = r.type("tensor element type");
    return t;
  }

  static types::vector vector(dialect_reader& r, bool scalable) {
    types::vector v;
    // Producers before LLVM 17 write the number of trailing scalable dimensions.
    const std::uint32_t llvm = r.producer_llvm_major();
    if (scalable && llvm != 0 && llvm < 17) {
      if (!legacy_scalable_dims(r, v)) return v;
    } else if (scalable) {
      if (!scalable_flags(r, v)) return v;
    } else {
      v.shape = shape(r);
    }
    for (const auto d : v.shape)
      if (r.ok() && d < 0) r.fail_at(r.entry_offset(), "vector dimension must be static");
    v.element = r.type("vector element type");
    return v;
  }
  static bool legacy_scalable_dims(dialect_reader& r, types::vector& v) {
    const std::uint64_t at = r.offset();
    const std::uint64_t n = r.varint("scalable dimension count");
    v.shape = shape(r);
    if (r.ok() && n > v.shape.size()) {
      r.fail_at(at, "scalable dimension count", n, v.shape.size());
      return false;
    }
    v.scalable.assign(v.shape.size(), false);
    for (std::size_t i = v.shape.size() - static_cast<std::size_t>(n); i < v.shape.size(); ++i) v.scalable[i] = true;
    return true;
  }
  static bool scalable_flags(dialect_reader& r, types::vector& v) {
    v.scalable.resize(static_cast<std::size_t>(r.count("scalable flag count")));
    for (std::size_t i = 0; i < v.scalable.size(); ++i) {
      const std::uint64_t at = r.offset();
      const std::uint8_t b = r.byte("scalable flag");
      if (r.ok() && b > 1) r.fail_at(at, "scalable flag", b, 1);
      v.scalable[i] = b == 1;
    }
    const std::uint64_t shape_at = r.offset();
    v.shape = shape(r);
    if (r.ok() && v.scalable.size() != v.shape.size()) {
      r.fail_at(shape_at, "scalable flags do not match the vector rank", v.scalable.size(), v.shape.size());
      return false;
    }
    return true;
  }

  static std::optional<types::integer> textual_integer(std::string_view s) noexcept {
    types::integer t;
    if (s.substr(0, 2) == "si") {
      t.sign = signedness::is_signed;
      s.remove_prefix(2);
    } else if (s.substr(0, 2) == "ui") {
      t.sign = signedness::is_unsigned;
      s.remove_prefix(2);
    } else if (s.substr(0, 1) == "i") {
      s.remove_prefix(1);
    } else {
      return std::nullopt;
    }
    if (s.empty() || s.size() > 8) return std::nullopt;
    std::uint32_t w = 0;
    for (char ch : s) {
      if (ch < '0' || ch > '9') return std::nullopt;
      w = w * 10 + static_cast<std::uint32_t>(ch - '0');
    }
    if (w > max_int_width) return std::nullopt;
    t.width = w;
    return t;
  }

  // ---- attributes

  static attrs::dictionary dictionary(dialect_reader& r) {
    attrs::dictionary d;
    d.entries.resize(static_cast<std::size_t>(r.count("dictionary size", 2)));
    for (auto& e : d.entries) {
      r.attribute("dictionary name");  // resolved to a string in finish_attribute()
      e.value = r.attribute("dictionary value");
    }
    return d;
  }

  static attrs::symbol_ref symbol_ref(dialect_reader& r, bool flat) {
    // Names are resolved from the referenced StringAttrs in finish_attribute().
    attrs::symbol_ref s;
    s.flat = flat;
    r.attribute("symbol name");
    if (!flat) {
      const std::uint64_t n = r.count("nested symbol count");
      for (std::uint64_t i = 0; i < n; ++i) r.attribute("nested symbol");
    }
    return s;
  }

  static std::optional<std::uint32_t> int_width(const type& t) noexcept {
    if (const auto* i = t.get<types::integer>()) return i->width;
    if (t.is<types::index>()) return 64u;
    return std::nullopt;
  }

  // A type the rest of the entry depends on; nullptr until it is decoded.
  static const type* type_now(dialect_reader& r, const char* what) {
    const std::uint64_t i = r.type(what);
    return r.ok() ? r.type_now(i) : nullptr;
  }

  // An APInt of a known width (docs/format.md §7.1).
  static ap_int apint(dialect_reader& r, std::uint32_t width) {
    ap_int v;
    v.width = width;
    if (width > 64) return wide_apint(r, width);
    std::uint64_t w0 = width <= 8 ? r.byte("integer value") : static_cast<std::uint64_t>(r.signed_varint("integer value"));
    // Values wider than the type are truncated, as the reference reader does.
    if (width < 64) w0 &= (std::uint64_t{1} << width) - 1;
    if (w0 != 0) v.words.push_back(w0);
    return v;
  }
  static ap_int wide_apint(dialect_reader& r, std::uint32_t width) {
    ap_int v;
    v.width = width;
    const std::uint64_t at = r.offset();
    const std::uint64_t n = r.count("integer word count");
    const std::uint64_t max_words = (std::uint64_t{width} + 63) / 64;
    if (r.ok() && n > max_words) {
      r.fail_at(at, "integer word count", n, max_words);
      return v;
    }
    v.words.resize(static_cast<std::size_t>(n));
    for (auto& w : v.words) w = static_cast<std::uint64_t>(r.signed_varint("integer word"));
    if (!v.words.empty() && width % 64 != 0 && v.words.size() == max_words)
      v.words.back() &= (std::uint64_t{1} << (width % 64)) - 1;
    while (!v.words.empty() && v.words.back() == 0) v.words.pop_back();
    return v;
  }

  static attribute::payload integer(dialect_reader& r) {
    const type* t = type_now(r, "integer type");
    if (t == nullptr) return attrs::unit{};
    const auto w = int_width(*t);
    if (!w) {
      r.fail_at(r.entry_offset(), "integer attribute of a non-integer type");
      return attrs::unit{};
    }
    return attrs::integer{t->index, apint(r, *w)};
  }
  static attribute::payload floating(dialect_reader& r) {
    const type* t = type_now(r, "float type");
    if (t == nullptr) return attrs::unit{};
    const auto* ft = t->get<types::floating>();
    if (ft == nullptr) {
      r.fail_at(r.entry_offset(), "float attribute of a non-float type");
      return attrs::unit{};
    }
    const ap_int bits = apint(r, info(ft->kind).bits);
    return attrs::floating{t->index, ft->kind, bits.word(0), bits.word(1)};
  }

  static std::uint32_t u32(dialect_reader& r, const char* what) {
    const std::uint64_t at = r.offset();
    const std::uint64_t v = r.varint(what);
    if (r.ok() && v > UINT32_MAX) r.fail_at(at, what, v, UINT32_MAX);
    return static_cast<std::uint32_t>(v);
  }
  static attrs::file_loc file_line_col(dialect_reader& r) {
    attrs::file_loc l;
    r.attribute("file name");  // resolved to its string in finish_attribute()
    l.line = l.end_line = u32(r, "line");
    l.column = l.end_column = u32(r, "column");
    return l;
  }
  // A file name and 0 to 4 of line, column, end line, end column.
  static attrs::file_loc file_line_col_range(dialect_reader& r) {
    attrs::file_loc l;
    r.attribute("file name");
    const std::uint64_t at = r.offset();
    const std::uint64_t n = r.varint("location range size");
    if (r.ok() && n > 4) {
      r.fail_at(at, "location range size", n, 4);
      return l;
    }
    std::uint32_t v[4] = {0, 0, 0, 0};
    for (std::uint64_t i = 0; i < n; ++i) v[i] = u32(r, "location range value");
    l.line = v[0];
    l.column = v[1];
    l.end_line = n >= 4 ? v[2] : v[0];
    l.end_column = n == 3 ? v[2] : n == 4 ? v[3] : v[1];
    return l;
  }
  static attrs::fused_loc fused_loc(dialect_reader& r, bool with_metadata) {
    attrs::fused_loc l;
    l.locations = attr_list(r, "fused location count");
    if (with_metadata) {
      l.has_metadata = true;
      l.metadata = r.attribute("fused location metadata");
    }
    return l;
  }

  static attribute::payload dense_resource(dialect_reader& r) {
    attrs::dense_resource d;
    d.type = r.type("dense resource type");
    const auto res = r.resource_handle("resource handle");
    if (res.entry == nullptr) return attrs::unit{};
    d.handle = res.handle;
    d.key = res.entry->key;
    return d;
  }

  static attribute::payload dense_array(dialect_reader& r) {
    const type* t = type_now(r, "dense array element type");
    if (t == nullptr) return attrs::unit{};
    attrs::dense_array d;
    d.element_type = t->index;
    const std::uint64_t count_at = r.offset();
    d.count = r.varint("dense array size");
    const std::uint64_t len = r.varint("dense array data length");
    d.data = r.bytes(len, "dense array data");
    if (!r.ok()) return d;
    std::uint64_t eb = 0;
    if (const auto* i = t->get<types::integer>(); i != nullptr && (i->width == 1 || i->width % 8 == 0)) {
      eb = i->width == 1 ? 1 : i->width / 8;
    } else if (const auto* fl = t->get<types::floating>(); fl != nullptr && info(fl->kind).bits % 8 == 0) {
      eb = info(fl->kind).bits / 8;
    } else {
      r.fail_at(r.entry_offset(), "dense array element type");
      return d;
    }
    if (eb == 0 ? len != 0 : (d.count > len / eb || d.count * eb != len))
      r.fail_at(count_at, "dense array size does not match its data", d.count, eb == 0 ? 0 : len / eb);
    return d;
  }

  // Bytes per element of a dense literal: 0 for bit-packed i1.
  static std::optional<std::uint64_t> dense_literal_bytes(dialect_reader& r, const type& t) {
    if (const auto* i = t.get<types::integer>(); i != nullptr && i->width == 1) return 0;
    return element_storage_bytes(t, [&](std::uint64_t i) { return r.type_now(i); });
  }

  static attribute::payload dense_elements(dialect_reader& r) {
    const type* t = type_now(r, "dense elements type");
    if (t == nullptr) return attrs::unit{};
    attrs::dense_elements d;
    d.type = t->index;
    const std::uint64_t len_at = r.offset();
    const std::uint64_t len = r.varint("dense data length");
    d.data = r.bytes(len, "dense data");
    if (!r.ok()) return d;
    const auto s = shaped_of(*t);
    const auto n = s ? static_element_count(s->shape) : std::nullopt;
    if (!n) {
      r.fail_at(r.entry_offset(), "dense elements need a statically shaped tensor or vector type");
      return d;
    }
    d.num_elements = *n;
    const type* et = r.type_now(s->element);
    const auto eb = et != nullptr ? dense_literal_bytes(r, *et) : std::nullopt;
    if (!eb) {
      r.fail_at(r.entry_offset(), errc::unsupported, "dense element type");
      return d;
    }
    if (*eb == 0) {  // i1: bit-packed; one byte 0x00/0xFF is a splat
      const std::uint64_t packed = d.num_elements / 8 + (d.num_elements % 8 != 0 ? 1 : 0);
      if (len == 1 && (d.data[0] == std::byte{0} || d.data[0] == std::byte{0xFF})) d.splat = true;
      else if (len != packed) r.fail_at(len_at, "dense i1 data size", len, packed);
    } else if (len == *eb) {
      d.splat = true;
    } else if (d.num_elements > len / *eb || d.num_elements * *eb != len) {
      r.fail_at(len_at, "dense data size does not match the shape", len,
                d.num_elements > UINT64_MAX / *eb ? UINT64_MAX : d.num_elements * *eb);
    }
    return d;
  }

  static attribute::payload dense_strings(dialect_reader& r) {
    const type* t = type_now(r, "dense strings type");
    if (t == nullptr) return attrs::unit{};
    attrs::dense_strings d;
    d.type = t->index;
    const auto s = shaped_of(*t);
    const auto n_elements = s ? static_element_count(s->shape) : std::nullopt;
    if (!n_elements) {
      r.fail_at(r.entry_offset(), "dense strings need a statically shaped tensor or vector type");
      return d;
    }
    d.num_elements = *n_elements;
    d.splat = r.varint("dense strings splat flag") != 0;
    const std::uint64_t at = r.offset();
    const std::uint64_t n = d.splat ? 1 : d.num_elements;
    if (r.ok() && n > r.remaining()) {
      r.fail_at(at, errc::count_too_large, "dense string count", n, r.remaining());
      return d;
    }
    d.values.resize(static_cast<std::size_t>(n));
    for (auto& v : d.values) v = r.string("dense string");
    return d;
  }

  // ---- finishing

  static const attrs::string* string_child(const dialect_finisher& f, std::size_t pos) noexcept {
    return f.attribute_node(f.children()[pos].idx).get<attrs::string>();
  }
  static bool location_like(const dialect_finisher& f, std::uint64_t idx) noexcept {
    switch (f.attribute_kind(idx)) {
      case attr_kind::callsite_loc: case attr_kind::file_loc: case attr_kind::fused_loc:
      case attr_kind::name_loc: case attr_kind::unknown_loc:
      case attr_kind::textual: case attr_kind::opaque: case attr_kind::dialect: return true;
      default: return false;
    }
  }

  static error finish_dictionary(attrs::dictionary& d, const dialect_finisher& f) {
    for (std::size_t i = 0; i < d.entries.size(); ++i) {
      const auto* s = string_child(f, 2 * i);
      if (s == nullptr) return f.fail("dictionary key must be a string attribute");
      d.entries[i].name = s->value;
    }
    // The reference reader re-sorts; keep the file order when already sorted.
    auto less = [](const named_attr& x, const named_attr& y) { return x.name < y.name; };
    if (!std::is_sorted(d.entries.begin(), d.entries.end(), less))
      std::stable_sort(d.entries.begin(), d.entries.end(), less);
    for (std::size_t i = 1; i < d.entries.size(); ++i)
      if (d.entries[i - 1].name == d.entries[i].name) return f.fail("duplicate dictionary key");
    return {};
  }

  static error finish_symbol_ref(attrs::symbol_ref& s, const dialect_finisher& f) {
    const auto* root = string_child(f, 0);
    if (root == nullptr) return f.fail("symbol reference name must be a string attribute");
    s.root = root->value;
    for (std::size_t i = 1; i < f.children().size(); ++i) {
      const auto* n = f.attribute_node(f.children()[i].idx).get<attrs::symbol_ref>();
      if (n == nullptr || !n->flat) return f.fail("nested symbol reference must be a flat symbol reference");
      s.nested.push_back(n->root);
    }
    return {};
  }

  static error finish_sparse(const attrs::sparse_elements& s, const dialect_finisher& f) {
    const auto* idx = f.attribute_node(s.indices).get<attrs::dense_elements>();
    const auto shaped = idx != nullptr ? shaped_of(f.type_node(idx->type)) : std::nullopt;
    if (!shaped || !f.type_node(shaped->element).is<types::integer>())
      return f.fail("sparse indices must be dense integer elements");
    const attribute& v = f.attribute_node(s.values);
    if (!v.is<attrs::dense_elements>() && !v.is<attrs::dense_strings>()) return f.fail("sparse values must be dense elements");
    return {};
  }
};

}  // namespace mlirbc::dialects
// ---- end mlirbc/dialects/builtin.hpp
// ---- begin mlirbc/dialects/dlti.hpp
// dialects/dlti: data layout specs in the syntax of MLIR 19 and older.
//
// The DLTI dialect has no binary encoding: its attributes are stored as text.
// MLIR 19 and older wrote a spec as `#dlti.dl_spec<#dlti.dl_entry<K, V>, ...>`;
// MLIR 22 still reads that and prints it as `#dlti.dl_spec<K = V, ...>`, so a
// dump of an old file has to rewrite it the same way. Only specs whose items are
// all `#dlti.dl_entry<K, V>` are rewritten; everything else is kept verbatim.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>


namespace mlirbc::dialects {

namespace dlti_detail {

constexpr std::string_view spec_prefix = "#dlti.dl_spec<";
constexpr std::string_view entry_prefix = "#dlti.dl_entry<";
// Specs nested deeper than this in one entry's text are left as written
// (bounds the recursion on crafted text).
constexpr unsigned max_nesting = 64;
constexpr std::size_t npos = std::string_view::npos;

// Index just past the bracket that closes the one opened before `i`, or npos.
// Brackets of every kind nest; strings and the `->` of affine maps are skipped.
inline std::size_t close_of(std::string_view t, std::size_t i) {
  int depth = 1;
  bool in_string = false;
  for (; i < t.size(); ++i) {
    const char ch = t[i];
    if (in_string) {
      if (ch == '\\') ++i;
      else if (ch == '"') in_string = false;
      continue;
    }
    switch (ch) {
      case '"': in_string = true; break;
      case '<': case '(': case '[': case '{': ++depth; break;
      case '>':
        if (i > 0 && t[i - 1] == '-') break;  // `->`
        [[fallthrough]];
      case ')': case ']': case '}':
        if (--depth == 0) return i + 1;
        break;
      default: break;
    }
  }
  return npos;
}

// The comma-separated items of `t` at bracket depth 0, trimmed of spaces.
inline std::vector<std::string_view> split_items(std::string_view t) {
  std::vector<std::string_view> items;
  auto trimmed = [](std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
  };
  int depth = 0;
  bool in_string = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char ch = t[i];
    if (in_string) {
      if (ch == '\\') ++i;
      else if (ch == '"') in_string = false;
      continue;
    }
    if (ch == '"') in_string = true;
    else if (ch == '<' || ch == '(' || ch == '[' || ch == '{') ++depth;
    else if ((ch == '>' && !(i > 0 && t[i - 1] == '-')) || ch == ')' || ch == ']' || ch == '}') --depth;
    else if (ch == ',' && depth == 0) {
      items.push_back(trimmed(t.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (!trimmed(t.substr(start)).empty() || !items.empty()) items.push_back(trimmed(t.substr(start)));
  return items;
}

// Appends `t` with every old-syntax spec in it rewritten.
inline void rewrite(std::string_view t, unsigned nesting, std::string& out) {
  std::size_t i = 0;
  bool in_string = false;
  std::size_t copied = 0;
  while (i < t.size()) {
    const char ch = t[i];
    if (in_string) {
      if (ch == '\\') ++i;
      else if (ch == '"') in_string = false;
      ++i;
      continue;
    }
    if (ch == '"') {
      in_string = true;
      ++i;
      continue;
    }
    if (ch != '#' || t.substr(i, spec_prefix.size()) != spec_prefix || nesting >= max_nesting) {
      ++i;
      continue;
    }
    const std::size_t open = i + spec_prefix.size();
    const std::size_t close = close_of(t, open);
    if (close == npos) break;
    const std::vector<std::string_view> items = split_items(t.substr(open, close - 1 - open));
    std::vector<std::string_view> keys, values;
    for (std::string_view item : items) {
      if (item.substr(0, entry_prefix.size()) != entry_prefix ||
          close_of(item, entry_prefix.size()) != item.size())
        break;
      const auto kv = split_items(item.substr(entry_prefix.size(), item.size() - 1 - entry_prefix.size()));
      if (kv.size() != 2) break;
      keys.push_back(kv[0]);
      values.push_back(kv[1]);
    }
    out.append(t.substr(copied, open - copied));
    if (items.empty() || keys.size() != items.size()) {
      rewrite(t.substr(open, close - open), nesting + 1, out);
    } else {
      for (std::size_t k = 0; k < keys.size(); ++k) {
        if (k != 0) out += ", ";
        rewrite(keys[k], nesting + 1, out);
        out += " = ";
        rewrite(values[k], nesting + 1, out);
      }
      out += '>';
    }
    i = copied = close;
  }
  out.append(t.substr(copied));
}

}  // namespace dlti_detail

// The text MLIR 22 prints for the textual attribute `text`, if it holds a spec
// in the old syntax (then true and `out` is set); false otherwise.
inline bool dlti_legacy_spec_rewrite(std::string_view text, std::string& out) {
  if (text.find(dlti_detail::entry_prefix) == std::string_view::npos ||
      text.find(dlti_detail::spec_prefix) == std::string_view::npos)
    return false;
  std::string r;
  dlti_detail::rewrite(text, 0, r);
  if (r == text) return false;
  out = std::move(r);
  return true;
}

// The dlti plug-in: DLTI has no binary encoding, only this rewrite of its text
// (offered every textual attribute: a spec may sit inside another attribute).
struct dlti_dialect {
  static constexpr std::string_view dialect = "dlti";
  bool rewrite_textual(std::string_view text, entry_kind kind, const bytecode&, std::string& out) const {
    return kind == entry_kind::attribute && dlti_legacy_spec_rewrite(text, out);
  }
};

}  // namespace mlirbc::dialects
// ---- end mlirbc/dialects/dlti.hpp
// ---- begin mlirbc/dialects/llvm.hpp
// dialects/llvm: the LLVM dialect's custom attribute encodings (LLVM 22:
// debug-info attributes and loop annotations), printed as mlir-opt 22 prints
// them (`#llvm.di_...<name = value, ...>`).
//
// Attribute codes 0-18 (LLVMDialectBytecode.td, LLVM 22): di_basic_type,
// di_compile_unit, di_composite_type, di_derived_type, di_expression_elem,
// di_expression, di_file, di_global_variable, di_global_variable_expression,
// di_imported_entity, di_label, di_lexical_block, di_lexical_block_file,
// di_local_variable, di_namespace, di_subprogram, di_subrange,
// di_subroutine_type, loop_annotation. Field layouts and print rules:
// docs/dialects.md. All other LLVM attributes and all LLVM types are textual.
//
// Layouts change between LLVM releases without a format version bump, so only
// files whose producer is MLIR 22 are decoded; other producers' LLVM entries
// stay opaque (attr_reader::undecodable_count()).

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

// ---- begin mlirbc/dialects/dwarf_names.hpp
// dialects/dwarf_names: DWARF constant names as MLIR 22's LLVM dialect prints
// them (tags, languages, base type encodings, calling conventions, expression
// operations). Values below 128 (256 for conventions and operations, and the
// DW_OP_LLVM_* extensions) were read back from mlir-opt 22's own prints; larger
// vendor values follow the DWARF tables. Unknown values print as an empty name,
// as in LLVM.

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

namespace mlirbc::dialects::dwarf {

struct name_entry {
  std::uint32_t value;
  std::string_view name;
};

namespace detail {
template <std::size_t N>
constexpr std::string_view lookup(const name_entry (&t)[N], std::uint64_t v) noexcept {
  const auto* it = std::lower_bound(t, t + N, v, [](const name_entry& e, std::uint64_t x) { return e.value < x; });
  return it != t + N && it->value == v ? it->name : std::string_view{};
}
}  // namespace detail

inline constexpr std::uint64_t op_llvm_convert = 0x1001;

inline std::string_view tag_name(std::uint64_t v) noexcept {
  static constexpr name_entry table[113] = {
      {0x1, "DW_TAG_array_type"},
      {0x2, "DW_TAG_class_type"},
      {0x3, "DW_TAG_entry_point"},
      {0x4, "DW_TAG_enumeration_type"},
      {0x5, "DW_TAG_formal_parameter"},
      {0x8, "DW_TAG_imported_declaration"},
      {0xa, "DW_TAG_label"},
      {0xb, "DW_TAG_lexical_block"},
      {0xd, "DW_TAG_member"},
      {0xf, "DW_TAG_pointer_type"},
      {0x10, "DW_TAG_reference_type"},
      {0x11, "DW_TAG_compile_unit"},
      {0x12, "DW_TAG_string_type"},
      {0x13, "DW_TAG_structure_type"},
      {0x15, "DW_TAG_subroutine_type"},
      {0x16, "DW_TAG_typedef"},
      {0x17, "DW_TAG_union_type"},
      {0x18, "DW_TAG_unspecified_parameters"},
      {0x19, "DW_TAG_variant"},
      {0x1a, "DW_TAG_common_block"},
      {0x1b, "DW_TAG_common_inclusion"},
      {0x1c, "DW_TAG_inheritance"},
      {0x1d, "DW_TAG_inlined_subroutine"},
      {0x1e, "DW_TAG_module"},
      {0x1f, "DW_TAG_ptr_to_member_type"},
      {0x20, "DW_TAG_set_type"},
      {0x21, "DW_TAG_subrange_type"},
      {0x22, "DW_TAG_with_stmt"},
      {0x23, "DW_TAG_access_declaration"},
      {0x24, "DW_TAG_base_type"},
      {0x25, "DW_TAG_catch_block"},
      {0x26, "DW_TAG_const_type"},
      {0x27, "DW_TAG_constant"},
      {0x28, "DW_TAG_enumerator"},
      {0x29, "DW_TAG_file_type"},
      {0x2a, "DW_TAG_friend"},
      {0x2b, "DW_TAG_namelist"},
      {0x2c, "DW_TAG_namelist_item"},
      {0x2d, "DW_TAG_packed_type"},
      {0x2e, "DW_TAG_subprogram"},
      {0x2f, "DW_TAG_template_type_parameter"},
      {0x30, "DW_TAG_template_value_parameter"},
      {0x31, "DW_TAG_thrown_type"},
      {0x32, "DW_TAG_try_block"},
      {0x33, "DW_TAG_variant_part"},
      {0x34, "DW_TAG_variable"},
      {0x35, "DW_TAG_volatile_type"},
      {0x36, "DW_TAG_dwarf_procedure"},
      {0x37, "DW_TAG_restrict_type"},
      {0x38, "DW_TAG_interface_type"},
      {0x39, "DW_TAG_namespace"},
      {0x3a, "DW_TAG_imported_module"},
      {0x3b, "DW_TAG_unspecified_type"},
      {0x3c, "DW_TAG_partial_unit"},
      {0x3d, "DW_TAG_imported_unit"},
      {0x3f, "DW_TAG_condition"},
      {0x40, "DW_TAG_shared_type"},
      {0x41, "DW_TAG_type_unit"},
      {0x42, "DW_TAG_rvalue_reference_type"},
      {0x43, "DW_TAG_template_alias"},
      {0x44, "DW_TAG_coarray_type"},
      {0x45, "DW_TAG_generic_subrange"},
      {0x46, "DW_TAG_dynamic_type"},
      {0x47, "DW_TAG_atomic_type"},
      {0x48, "DW_TAG_call_site"},
      {0x49, "DW_TAG_call_site_parameter"},
      {0x4a, "DW_TAG_skeleton_unit"},
      {0x4b, "DW_TAG_immutable_type"},
      {0x4081, "DW_TAG_MIPS_loop"},
      {0x4101, "DW_TAG_format_label"},
      {0x4102, "DW_TAG_function_template"},
      {0x4103, "DW_TAG_class_template"},
      {0x4104, "DW_TAG_GNU_BINCL"},
      {0x4105, "DW_TAG_GNU_EINCL"},
      {0x4106, "DW_TAG_GNU_template_template_param"},
      {0x4107, "DW_TAG_GNU_template_parameter_pack"},
      {0x4108, "DW_TAG_GNU_formal_parameter_pack"},
      {0x4109, "DW_TAG_GNU_call_site"},
      {0x410a, "DW_TAG_GNU_call_site_parameter"},
      {0x4200, "DW_TAG_APPLE_property"},
      {0x4201, "DW_TAG_SUN_function_template"},
      {0x4202, "DW_TAG_SUN_class_template"},
      {0x4203, "DW_TAG_SUN_struct_template"},
      {0x4204, "DW_TAG_SUN_union_template"},
      {0x4205, "DW_TAG_SUN_indirect_inheritance"},
      {0x4206, "DW_TAG_SUN_codeflags"},
      {0x4207, "DW_TAG_SUN_memop_info"},
      {0x4208, "DW_TAG_SUN_omp_child_func"},
      {0x4209, "DW_TAG_SUN_rtti_descriptor"},
      {0x420a, "DW_TAG_SUN_dtor_info"},
      {0x420b, "DW_TAG_SUN_dtor"},
      {0x420c, "DW_TAG_SUN_f90_interface"},
      {0x420d, "DW_TAG_SUN_fortran_vax_structure"},
      {0x42ff, "DW_TAG_SUN_hi"},
      {0x5101, "DW_TAG_ALTIUM_circ_type"},
      {0x5102, "DW_TAG_ALTIUM_mwa_circ_type"},
      {0x5103, "DW_TAG_ALTIUM_rev_carry_type"},
      {0x5111, "DW_TAG_ALTIUM_rom"},
      {0x6000, "DW_TAG_LLVM_annotation"},
      {0x8004, "DW_TAG_GHS_namespace"},
      {0x8005, "DW_TAG_GHS_using_namespace"},
      {0x8006, "DW_TAG_GHS_using_declaration"},
      {0x8007, "DW_TAG_GHS_template_templ_param"},
      {0x8765, "DW_TAG_UPC_shared_type"},
      {0x8766, "DW_TAG_UPC_strict_type"},
      {0x8767, "DW_TAG_UPC_relaxed"},
      {0xa000, "DW_TAG_PGI_kanji_type"},
      {0xa020, "DW_TAG_PGI_interface_block"},
      {0xb000, "DW_TAG_BORLAND_property"},
      {0xb001, "DW_TAG_BORLAND_Delphi_string"},
      {0xb002, "DW_TAG_BORLAND_Delphi_dynamic_array"},
      {0xb003, "DW_TAG_BORLAND_Delphi_set"},
      {0xb004, "DW_TAG_BORLAND_Delphi_variant"}};
  return detail::lookup(table, v);
}

inline std::string_view language_name(std::uint64_t v) noexcept {
  static constexpr name_entry table[63] = {
      {0x1, "DW_LANG_C89"},
      {0x2, "DW_LANG_C"},
      {0x3, "DW_LANG_Ada83"},
      {0x4, "DW_LANG_C_plus_plus"},
      {0x5, "DW_LANG_Cobol74"},
      {0x6, "DW_LANG_Cobol85"},
      {0x7, "DW_LANG_Fortran77"},
      {0x8, "DW_LANG_Fortran90"},
      {0x9, "DW_LANG_Pascal83"},
      {0xa, "DW_LANG_Modula2"},
      {0xb, "DW_LANG_Java"},
      {0xc, "DW_LANG_C99"},
      {0xd, "DW_LANG_Ada95"},
      {0xe, "DW_LANG_Fortran95"},
      {0xf, "DW_LANG_PLI"},
      {0x10, "DW_LANG_ObjC"},
      {0x11, "DW_LANG_ObjC_plus_plus"},
      {0x12, "DW_LANG_UPC"},
      {0x13, "DW_LANG_D"},
      {0x14, "DW_LANG_Python"},
      {0x15, "DW_LANG_OpenCL"},
      {0x16, "DW_LANG_Go"},
      {0x17, "DW_LANG_Modula3"},
      {0x18, "DW_LANG_Haskell"},
      {0x19, "DW_LANG_C_plus_plus_03"},
      {0x1a, "DW_LANG_C_plus_plus_11"},
      {0x1b, "DW_LANG_OCaml"},
      {0x1c, "DW_LANG_Rust"},
      {0x1d, "DW_LANG_C11"},
      {0x1e, "DW_LANG_Swift"},
      {0x1f, "DW_LANG_Julia"},
      {0x20, "DW_LANG_Dylan"},
      {0x21, "DW_LANG_C_plus_plus_14"},
      {0x22, "DW_LANG_Fortran03"},
      {0x23, "DW_LANG_Fortran08"},
      {0x24, "DW_LANG_RenderScript"},
      {0x25, "DW_LANG_BLISS"},
      {0x26, "DW_LANG_Kotlin"},
      {0x27, "DW_LANG_Zig"},
      {0x28, "DW_LANG_Crystal"},
      {0x2a, "DW_LANG_C_plus_plus_17"},
      {0x2b, "DW_LANG_C_plus_plus_20"},
      {0x2c, "DW_LANG_C17"},
      {0x2d, "DW_LANG_Fortran18"},
      {0x2e, "DW_LANG_Ada2005"},
      {0x2f, "DW_LANG_Ada2012"},
      {0x30, "DW_LANG_HIP"},
      {0x31, "DW_LANG_Assembly"},
      {0x32, "DW_LANG_C_sharp"},
      {0x33, "DW_LANG_Mojo"},
      {0x34, "DW_LANG_GLSL"},
      {0x35, "DW_LANG_GLSL_ES"},
      {0x36, "DW_LANG_HLSL"},
      {0x37, "DW_LANG_OpenCL_CPP"},
      {0x38, "DW_LANG_CPP_for_OpenCL"},
      {0x39, "DW_LANG_SYCL"},
      {0x3d, "DW_LANG_Metal"},
      {0x40, "DW_LANG_Ruby"},
      {0x41, "DW_LANG_Move"},
      {0x42, "DW_LANG_Hylo"},
      {0x8001, "DW_LANG_Mips_Assembler"},
      {0x8e57, "DW_LANG_GOOGLE_RenderScript"},
      {0xb000, "DW_LANG_BORLAND_Delphi"}};
  return detail::lookup(table, v);
}

inline std::string_view encoding_name(std::uint64_t v) noexcept {
  static constexpr name_entry table[24] = {
      {0x1, "DW_ATE_address"},
      {0x2, "DW_ATE_boolean"},
      {0x3, "DW_ATE_complex_float"},
      {0x4, "DW_ATE_float"},
      {0x5, "DW_ATE_signed"},
      {0x6, "DW_ATE_signed_char"},
      {0x7, "DW_ATE_unsigned"},
      {0x8, "DW_ATE_unsigned_char"},
      {0x9, "DW_ATE_imaginary_float"},
      {0xa, "DW_ATE_packed_decimal"},
      {0xb, "DW_ATE_numeric_string"},
      {0xc, "DW_ATE_edited"},
      {0xd, "DW_ATE_signed_fixed"},
      {0xe, "DW_ATE_unsigned_fixed"},
      {0xf, "DW_ATE_decimal_float"},
      {0x10, "DW_ATE_UTF"},
      {0x11, "DW_ATE_UCS"},
      {0x12, "DW_ATE_ASCII"},
      {0x81, "DW_ATE_HP_complex_float"},
      {0x82, "DW_ATE_HP_float128"},
      {0x83, "DW_ATE_HP_complex_float128"},
      {0x84, "DW_ATE_HP_floathpintel"},
      {0x85, "DW_ATE_HP_imaginary_float90"},
      {0x86, "DW_ATE_HP_imaginary_float128"}};
  return detail::lookup(table, v);
}

inline std::string_view convention_name(std::uint64_t v) noexcept {
  static constexpr name_entry table[32] = {
      {0x1, "DW_CC_normal"},
      {0x2, "DW_CC_program"},
      {0x3, "DW_CC_nocall"},
      {0x4, "DW_CC_pass_by_reference"},
      {0x5, "DW_CC_pass_by_value"},
      {0x40, "DW_CC_GNU_renesas_sh"},
      {0x41, "DW_CC_GNU_borland_fastcall_i386"},
      {0xb0, "DW_CC_BORLAND_safecall"},
      {0xb1, "DW_CC_BORLAND_stdcall"},
      {0xb2, "DW_CC_BORLAND_pascal"},
      {0xb3, "DW_CC_BORLAND_msfastcall"},
      {0xb4, "DW_CC_BORLAND_msreturn"},
      {0xb5, "DW_CC_BORLAND_thiscall"},
      {0xb6, "DW_CC_BORLAND_fastcall"},
      {0xc0, "DW_CC_LLVM_vectorcall"},
      {0xc1, "DW_CC_LLVM_Win64"},
      {0xc2, "DW_CC_LLVM_X86_64SysV"},
      {0xc3, "DW_CC_LLVM_AAPCS"},
      {0xc4, "DW_CC_LLVM_AAPCS_VFP"},
      {0xc5, "DW_CC_LLVM_IntelOclBicc"},
      {0xc6, "DW_CC_LLVM_SpirFunction"},
      {0xc7, "DW_CC_LLVM_DeviceKernel"},
      {0xc8, "DW_CC_LLVM_Swift"},
      {0xc9, "DW_CC_LLVM_PreserveMost"},
      {0xca, "DW_CC_LLVM_PreserveAll"},
      {0xcb, "DW_CC_LLVM_X86RegCall"},
      {0xcc, "DW_CC_LLVM_M68kRTD"},
      {0xcd, "DW_CC_LLVM_PreserveNone"},
      {0xce, "DW_CC_LLVM_RISCVVectorCall"},
      {0xcf, "DW_CC_LLVM_SwiftTail"},
      {0xd0, "DW_CC_LLVM_RISCVVLSCall"},
      {0xff, "DW_CC_GDB_IBM_OpenCL"}};
  return detail::lookup(table, v);
}

inline std::string_view operation_name(std::uint64_t v) noexcept {
  static constexpr name_entry table[189] = {
      {0x3, "DW_OP_addr"},
      {0x6, "DW_OP_deref"},
      {0x8, "DW_OP_const1u"},
      {0x9, "DW_OP_const1s"},
      {0xa, "DW_OP_const2u"},
      {0xb, "DW_OP_const2s"},
      {0xc, "DW_OP_const4u"},
      {0xd, "DW_OP_const4s"},
      {0xe, "DW_OP_const8u"},
      {0xf, "DW_OP_const8s"},
      {0x10, "DW_OP_constu"},
      {0x11, "DW_OP_consts"},
      {0x12, "DW_OP_dup"},
      {0x13, "DW_OP_drop"},
      {0x14, "DW_OP_over"},
      {0x15, "DW_OP_pick"},
      {0x16, "DW_OP_swap"},
      {0x17, "DW_OP_rot"},
      {0x18, "DW_OP_xderef"},
      {0x19, "DW_OP_abs"},
      {0x1a, "DW_OP_and"},
      {0x1b, "DW_OP_div"},
      {0x1c, "DW_OP_minus"},
      {0x1d, "DW_OP_mod"},
      {0x1e, "DW_OP_mul"},
      {0x1f, "DW_OP_neg"},
      {0x20, "DW_OP_not"},
      {0x21, "DW_OP_or"},
      {0x22, "DW_OP_plus"},
      {0x23, "DW_OP_plus_uconst"},
      {0x24, "DW_OP_shl"},
      {0x25, "DW_OP_shr"},
      {0x26, "DW_OP_shra"},
      {0x27, "DW_OP_xor"},
      {0x28, "DW_OP_bra"},
      {0x29, "DW_OP_eq"},
      {0x2a, "DW_OP_ge"},
      {0x2b, "DW_OP_gt"},
      {0x2c, "DW_OP_le"},
      {0x2d, "DW_OP_lt"},
      {0x2e, "DW_OP_ne"},
      {0x2f, "DW_OP_skip"},
      {0x30, "DW_OP_lit0"},
      {0x31, "DW_OP_lit1"},
      {0x32, "DW_OP_lit2"},
      {0x33, "DW_OP_lit3"},
      {0x34, "DW_OP_lit4"},
      {0x35, "DW_OP_lit5"},
      {0x36, "DW_OP_lit6"},
      {0x37, "DW_OP_lit7"},
      {0x38, "DW_OP_lit8"},
      {0x39, "DW_OP_lit9"},
      {0x3a, "DW_OP_lit10"},
      {0x3b, "DW_OP_lit11"},
      {0x3c, "DW_OP_lit12"},
      {0x3d, "DW_OP_lit13"},
      {0x3e, "DW_OP_lit14"},
      {0x3f, "DW_OP_lit15"},
      {0x40, "DW_OP_lit16"},
      {0x41, "DW_OP_lit17"},
      {0x42, "DW_OP_lit18"},
      {0x43, "DW_OP_lit19"},
      {0x44, "DW_OP_lit20"},
      {0x45, "DW_OP_lit21"},
      {0x46, "DW_OP_lit22"},
      {0x47, "DW_OP_lit23"},
      {0x48, "DW_OP_lit24"},
      {0x49, "DW_OP_lit25"},
      {0x4a, "DW_OP_lit26"},
      {0x4b, "DW_OP_lit27"},
      {0x4c, "DW_OP_lit28"},
      {0x4d, "DW_OP_lit29"},
      {0x4e, "DW_OP_lit30"},
      {0x4f, "DW_OP_lit31"},
      {0x50, "DW_OP_reg0"},
      {0x51, "DW_OP_reg1"},
      {0x52, "DW_OP_reg2"},
      {0x53, "DW_OP_reg3"},
      {0x54, "DW_OP_reg4"},
      {0x55, "DW_OP_reg5"},
      {0x56, "DW_OP_reg6"},
      {0x57, "DW_OP_reg7"},
      {0x58, "DW_OP_reg8"},
      {0x59, "DW_OP_reg9"},
      {0x5a, "DW_OP_reg10"},
      {0x5b, "DW_OP_reg11"},
      {0x5c, "DW_OP_reg12"},
      {0x5d, "DW_OP_reg13"},
      {0x5e, "DW_OP_reg14"},
      {0x5f, "DW_OP_reg15"},
      {0x60, "DW_OP_reg16"},
      {0x61, "DW_OP_reg17"},
      {0x62, "DW_OP_reg18"},
      {0x63, "DW_OP_reg19"},
      {0x64, "DW_OP_reg20"},
      {0x65, "DW_OP_reg21"},
      {0x66, "DW_OP_reg22"},
      {0x67, "DW_OP_reg23"},
      {0x68, "DW_OP_reg24"},
      {0x69, "DW_OP_reg25"},
      {0x6a, "DW_OP_reg26"},
      {0x6b, "DW_OP_reg27"},
      {0x6c, "DW_OP_reg28"},
      {0x6d, "DW_OP_reg29"},
      {0x6e, "DW_OP_reg30"},
      {0x6f, "DW_OP_reg31"},
      {0x70, "DW_OP_breg0"},
      {0x71, "DW_OP_breg1"},
      {0x72, "DW_OP_breg2"},
      {0x73, "DW_OP_breg3"},
      {0x74, "DW_OP_breg4"},
      {0x75, "DW_OP_breg5"},
      {0x76, "DW_OP_breg6"},
      {0x77, "DW_OP_breg7"},
      {0x78, "DW_OP_breg8"},
      {0x79, "DW_OP_breg9"},
      {0x7a, "DW_OP_breg10"},
      {0x7b, "DW_OP_breg11"},
      {0x7c, "DW_OP_breg12"},
      {0x7d, "DW_OP_breg13"},
      {0x7e, "DW_OP_breg14"},
      {0x7f, "DW_OP_breg15"},
      {0x80, "DW_OP_breg16"},
      {0x81, "DW_OP_breg17"},
      {0x82, "DW_OP_breg18"},
      {0x83, "DW_OP_breg19"},
      {0x84, "DW_OP_breg20"},
      {0x85, "DW_OP_breg21"},
      {0x86, "DW_OP_breg22"},
      {0x87, "DW_OP_breg23"},
      {0x88, "DW_OP_breg24"},
      {0x89, "DW_OP_breg25"},
      {0x8a, "DW_OP_breg26"},
      {0x8b, "DW_OP_breg27"},
      {0x8c, "DW_OP_breg28"},
      {0x8d, "DW_OP_breg29"},
      {0x8e, "DW_OP_breg30"},
      {0x8f, "DW_OP_breg31"},
      {0x90, "DW_OP_regx"},
      {0x91, "DW_OP_fbreg"},
      {0x92, "DW_OP_bregx"},
      {0x93, "DW_OP_piece"},
      {0x94, "DW_OP_deref_size"},
      {0x95, "DW_OP_xderef_size"},
      {0x96, "DW_OP_nop"},
      {0x97, "DW_OP_push_object_address"},
      {0x98, "DW_OP_call2"},
      {0x99, "DW_OP_call4"},
      {0x9a, "DW_OP_call_ref"},
      {0x9b, "DW_OP_form_tls_address"},
      {0x9c, "DW_OP_call_frame_cfa"},
      {0x9d, "DW_OP_bit_piece"},
      {0x9e, "DW_OP_implicit_value"},
      {0x9f, "DW_OP_stack_value"},
      {0xa0, "DW_OP_implicit_pointer"},
      {0xa1, "DW_OP_addrx"},
      {0xa2, "DW_OP_constx"},
      {0xa3, "DW_OP_entry_value"},
      {0xa4, "DW_OP_const_type"},
      {0xa5, "DW_OP_regval_type"},
      {0xa6, "DW_OP_deref_type"},
      {0xa7, "DW_OP_xderef_type"},
      {0xa8, "DW_OP_convert"},
      {0xa9, "DW_OP_reinterpret"},
      {0xe0, "DW_OP_GNU_push_tls_address"},
      {0xe1, "DW_OP_HP_is_value"},
      {0xe2, "DW_OP_HP_fltconst4"},
      {0xe3, "DW_OP_HP_fltconst8"},
      {0xe4, "DW_OP_HP_mod_range"},
      {0xe5, "DW_OP_HP_unmod_range"},
      {0xe6, "DW_OP_HP_tls"},
      {0xe8, "DW_OP_INTEL_bit_piece"},
      {0xe9, "DW_OP_LLVM_user"},
      {0xed, "DW_OP_WASM_location"},
      {0xee, "DW_OP_WASM_location_int"},
      {0xf0, "DW_OP_APPLE_uninit"},
      {0xf2, "DW_OP_GNU_implicit_pointer"},
      {0xf3, "DW_OP_GNU_entry_value"},
      {0xf8, "DW_OP_PGI_omp_thread_num"},
      {0xfb, "DW_OP_GNU_addr_index"},
      {0xfc, "DW_OP_GNU_const_index"},
      {0x1000, "DW_OP_LLVM_fragment"},
      {0x1001, "DW_OP_LLVM_convert"},
      {0x1002, "DW_OP_LLVM_tag_offset"},
      {0x1003, "DW_OP_LLVM_entry_value"},
      {0x1004, "DW_OP_LLVM_implicit_pointer"},
      {0x1005, "DW_OP_LLVM_arg"},
      {0x1006, "DW_OP_LLVM_extract_bits_sext"},
      {0x1007, "DW_OP_LLVM_extract_bits_zext"}};
  return detail::lookup(table, v);
}

// LLVM dialect enums (LLVMEnums.td, LLVM 22).
inline std::string_view emission_kind_name(std::uint64_t v) noexcept {
  constexpr std::string_view names[] = {"None", "Full", "LineTablesOnly", "DebugDirectivesOnly"};
  return v < 4 ? names[v] : std::string_view{};
}
inline std::string_view name_table_kind_name(std::uint64_t v) noexcept {
  constexpr std::string_view names[] = {"Default", "GNU", "None", "Apple"};
  return v < 4 ? names[v] : std::string_view{};
}

// Bit enums: groups first (each clears its bits), then single bits in order;
// 0 prints as "Zero" (DIFlags) or "" (no zero case); '|' between names.
struct bit_name {
  std::uint32_t mask;
  std::string_view name;
  bool group;
};
template <std::size_t N>
std::string bit_enum_string(std::uint64_t v, const bit_name (&t)[N], std::string_view zero) {
  if (v == 0) return std::string(zero);
  std::string s;
  auto add = [&](std::string_view n) {
    if (!s.empty()) s += '|';
    s += n;
  };
  for (const auto& b : t) {
    if ((v & b.mask) != b.mask) continue;
    add(b.name);
    if (b.group) v &= ~std::uint64_t{b.mask};
  }
  return s;
}
inline std::string di_flags_string(std::uint64_t v) {
  static constexpr bit_name t[] = {
      {3, "Public", true}, {2, "Protected", true}, {1, "Private", true}, {1, "Bit0", false}, {2, "Bit1", false},
      {1u << 2, "FwdDecl", false}, {1u << 3, "AppleBlock", false}, {1u << 4, "ReservedBit4", false},
      {1u << 5, "Virtual", false}, {1u << 6, "Artificial", false}, {1u << 7, "Explicit", false},
      {1u << 8, "Prototyped", false}, {1u << 9, "ObjcClassComplete", false}, {1u << 10, "ObjectPointer", false},
      {1u << 11, "Vector", false}, {1u << 12, "StaticMember", false}, {1u << 13, "LValueReference", false},
      {1u << 14, "RValueReference", false}, {1u << 15, "ExportSymbols", false},
      {1u << 16, "SingleInheritance", false}, {1u << 16, "MultipleInheritance", false},
      {1u << 16, "VirtualInheritance", false}, {1u << 18, "IntroducedVirtual", false},
      {1u << 19, "BitField", false}, {1u << 20, "NoReturn", false}, {1u << 22, "TypePassByValue", false},
      {1u << 23, "TypePassByReference", false}, {1u << 24, "EnumClass", false}, {1u << 25, "Thunk", false},
      {1u << 26, "NonTrivial", false}, {1u << 27, "BigEndian", false}, {1u << 28, "LittleEndian", false},
      {1u << 29, "AllCallsDescribed", false}};
  return bit_enum_string(v, t, "Zero");
}
inline std::string subprogram_flags_string(std::uint64_t v) {
  static constexpr bit_name t[] = {
      {1u << 0, "Virtual", false}, {1u << 1, "PureVirtual", false}, {1u << 2, "LocalToUnit", false},
      {1u << 3, "Definition", false}, {1u << 4, "Optimized", false}, {1u << 5, "Pure", false},
      {1u << 6, "Elemental", false}, {1u << 7, "Recursive", false}, {1u << 8, "MainSubprogram", false},
      {1u << 9, "Deleted", false}, {1u << 11, "ObjCDirect", false}};
  return bit_enum_string(v, t, "");
}

}  // namespace mlirbc::dialects::dwarf
// ---- end mlirbc/dialects/dwarf_names.hpp

namespace mlirbc::dialects {

struct llvm_dialect {
  static constexpr std::string_view dialect = "llvm";

  // One parameter of a decoded attribute. Attribute-valued fields hold a table
  // index (`present` tells optional ones apart); lists hold indices or integers.
  struct field {
    std::uint64_t value = 0;
    bool present = false;
    std::vector<std::uint64_t> list;
    std::vector<bool> list_present;  // per element of an attribute list
  };
  static constexpr std::size_t max_fields = 16;
  struct llvm_attribute {
    std::uint8_t code = 0;  // 0..18, see above
    std::array<field, max_fields> fields;  // in printing (declaration) order
    std::string_view str[2];               // inline strings (di_basic_type name, di_file name/directory)
    std::string_view mnemonic() const noexcept { return spec(code).mnemonic; }
  };
  using attribute_value = llvm_attribute;

  // ------------------------------------------------------------ layouts

  enum class enc : std::uint8_t {
    varint, string, attr, opt_attr, boolean, opt_int, opt_attr_list, opt_varint_list,
  };
  enum class style : std::uint8_t {
    none,
    tag, lang, ate, cc,       // DWARF names; tag/ate/cc elided when 0
    uint, uint_req,           // elided when 0 / always printed
    opt_uint,                 // std::optional<unsigned>: printed when present
    boolean, boolean_req,     // elided when false / always printed
    attr, attr_req,           // full attribute; elided when absent / required
    stripped, stripped_req,   // a known attribute class: printed without #llvm.mnemonic
    string,                   // an inline string, printed as a quoted StringAttr
    di_flags, sp_flags, emission, name_table,
    attr_list, stripped_list, // comma-separated, elided when empty
  };
  struct bc_field { enc e; std::uint8_t slot; };
  struct param { std::string_view name; style s; };
  struct attr_spec {
    std::string_view mnemonic;
    std::uint8_t num_bc;
    std::array<bc_field, max_fields> bc;   // in file order
    std::uint8_t num_params;
    std::array<param, max_fields> params;  // in print order; slot = position
  };

  static const attr_spec& spec(std::uint8_t code) noexcept {
    using E = enc;
    using S = style;
    static const std::array<attr_spec, 19> specs = {{
        {"di_basic_type", 4, {{{E::varint, 0}, {E::string, 1}, {E::varint, 2}, {E::varint, 3}}},
         4, {{{"tag", S::tag}, {"name", S::string}, {"sizeInBits", S::uint}, {"encoding", S::ate}}}},
        {"di_compile_unit", 7,
         {{{E::attr, 0}, {E::varint, 1}, {E::attr, 2}, {E::opt_attr, 3}, {E::boolean, 4}, {E::varint, 5}, {E::varint, 6}}},
         7, {{{"id", S::attr_req}, {"sourceLanguage", S::lang}, {"file", S::stripped_req}, {"producer", S::attr},
              {"isOptimized", S::boolean_req}, {"emissionKind", S::emission}, {"nameTableKind", S::name_table}}}},
        {"di_composite_type", 16,
         {{{E::opt_attr, 0}, {E::boolean, 1}, {E::varint, 2}, {E::opt_attr, 3}, {E::opt_attr, 4}, {E::varint, 5},
           {E::opt_attr, 6}, {E::opt_attr, 7}, {E::varint, 8}, {E::varint, 9}, {E::varint, 10}, {E::opt_attr, 11},
           {E::opt_attr, 12}, {E::opt_attr, 13}, {E::opt_attr, 14}, {E::opt_attr_list, 15}}},
         16, {{{"recId", S::attr}, {"isRecSelf", S::boolean}, {"tag", S::tag}, {"name", S::attr}, {"file", S::stripped},
               {"line", S::uint}, {"scope", S::attr}, {"baseType", S::attr}, {"flags", S::di_flags},
               {"sizeInBits", S::uint}, {"alignInBits", S::uint}, {"dataLocation", S::stripped},
               {"rank", S::stripped}, {"allocated", S::stripped}, {"associated", S::stripped},
               {"elements", S::attr_list}}}},
        {"di_derived_type", 8,
         {{{E::varint, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::varint, 3}, {E::varint, 4}, {E::varint, 5},
           {E::opt_int, 6}, {E::opt_attr, 7}}},
         8, {{{"tag", S::tag}, {"name", S::attr}, {"baseType", S::attr}, {"sizeInBits", S::uint},
              {"alignInBits", S::uint}, {"offsetInBits", S::uint}, {"dwarfAddressSpace", S::opt_uint},
              {"extraData", S::attr}}}},
        {"di_expression_elem", 2, {{{E::varint, 0}, {E::opt_varint_list, 1}}}, 0, {}},
        {"di_expression", 1, {{{E::opt_attr_list, 0}}}, 0, {}},
        {"di_file", 2, {{{E::string, 0}, {E::string, 1}}}, 0, {}},
        {"di_global_variable", 9,
         {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::attr, 3}, {E::varint, 4}, {E::attr, 5},
           {E::boolean, 6}, {E::boolean, 7}, {E::varint, 8}}},
         9, {{{"scope", S::attr}, {"name", S::attr}, {"linkageName", S::attr}, {"file", S::stripped_req},
              {"line", S::uint_req}, {"type", S::attr_req}, {"isLocalToUnit", S::boolean}, {"isDefined", S::boolean},
              {"alignInBits", S::uint}}}},
        {"di_global_variable_expression", 2, {{{E::attr, 0}, {E::opt_attr, 1}}},
         2, {{{"var", S::stripped_req}, {"expr", S::stripped}}}},
        {"di_imported_entity", 7,
         {{{E::varint, 0}, {E::attr, 1}, {E::attr, 2}, {E::opt_attr, 3}, {E::varint, 4}, {E::opt_attr, 5},
           {E::opt_attr_list, 6}}},
         7, {{{"tag", S::tag}, {"scope", S::attr_req}, {"entity", S::attr_req}, {"file", S::stripped},
              {"line", S::uint}, {"name", S::attr}, {"elements", S::attr_list}}}},
        {"di_label", 4, {{{E::attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::varint, 3}}},
         4, {{{"scope", S::attr_req}, {"name", S::attr}, {"file", S::stripped}, {"line", S::uint}}}},
        {"di_lexical_block", 4, {{{E::attr, 0}, {E::opt_attr, 1}, {E::varint, 2}, {E::varint, 3}}},
         4, {{{"scope", S::attr_req}, {"file", S::stripped}, {"line", S::uint}, {"column", S::uint}}}},
        {"di_lexical_block_file", 3, {{{E::attr, 0}, {E::opt_attr, 1}, {E::varint, 2}}},
         3, {{{"scope", S::attr_req}, {"file", S::stripped}, {"discriminator", S::uint_req}}}},
        {"di_local_variable", 8,
         {{{E::attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::varint, 3}, {E::varint, 4}, {E::varint, 5},
           {E::opt_attr, 6}, {E::varint, 7}}},
         8, {{{"scope", S::attr_req}, {"name", S::attr}, {"file", S::stripped}, {"line", S::uint}, {"arg", S::uint},
              {"alignInBits", S::uint}, {"type", S::attr}, {"flags", S::di_flags}}}},
        {"di_namespace", 3, {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::boolean, 2}}},
         3, {{{"name", S::attr}, {"scope", S::attr}, {"exportSymbols", S::boolean_req}}}},
        {"di_subprogram", 14,
         {{{E::opt_attr, 0}, {E::boolean, 1}, {E::opt_attr, 2}, {E::opt_attr, 3}, {E::opt_attr, 4}, {E::opt_attr, 5},
           {E::opt_attr, 6}, {E::opt_attr, 7}, {E::varint, 8}, {E::varint, 9}, {E::varint, 10}, {E::opt_attr, 11},
           {E::opt_attr_list, 12}, {E::opt_attr_list, 13}}},
         14, {{{"recId", S::attr}, {"isRecSelf", S::boolean}, {"id", S::attr}, {"compileUnit", S::stripped},
               {"scope", S::attr}, {"name", S::attr}, {"linkageName", S::attr}, {"file", S::stripped},
               {"line", S::uint}, {"scopeLine", S::uint}, {"subprogramFlags", S::sp_flags}, {"type", S::stripped},
               {"retainedNodes", S::attr_list}, {"annotations", S::attr_list}}}},
        {"di_subrange", 4, {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::opt_attr, 3}}},
         4, {{{"count", S::attr}, {"lowerBound", S::attr}, {"upperBound", S::attr}, {"stride", S::attr}}}},
        {"di_subroutine_type", 2, {{{E::varint, 0}, {E::opt_attr_list, 1}}},
         2, {{{"callingConvention", S::cc}, {"types", S::attr_list}}}},
        {"loop_annotation", 15,
         {{{E::opt_attr, 0}, {E::opt_attr, 1}, {E::opt_attr, 2}, {E::opt_attr, 3}, {E::opt_attr, 4}, {E::opt_attr, 5},
           {E::opt_attr, 6}, {E::opt_attr, 7}, {E::opt_attr, 8}, {E::opt_attr, 9}, {E::opt_attr, 10},
           {E::opt_attr, 11}, {E::opt_attr, 12}, {E::opt_attr, 13}, {E::opt_attr_list, 14}}},
         15, {{{"disableNonforced", S::attr}, {"vectorize", S::stripped}, {"interleave", S::stripped},
               {"unroll", S::stripped}, {"unrollAndJam", S::stripped}, {"licm", S::stripped},
               {"distribute", S::stripped}, {"pipeline", S::stripped}, {"peeled", S::stripped},
               {"unswitch", S::stripped}, {"mustProgress", S::attr}, {"isVectorized", S::attr},
               {"startLoc", S::attr}, {"endLoc", S::attr}, {"parallelAccesses", S::stripped_list}}}},
    }};
    return specs[code < specs.size() ? code : 0];
  }

  // The producer whose layouts these are ("MLIR22...").
  static bool known_producer(std::string_view producer) noexcept { return producer.substr(0, 6) == "MLIR22"; }

  // ------------------------------------------------------------ decoding

  attribute_value decode_attribute(dialect_reader& r) const {
    llvm_attribute a;
    if (!known_producer(r.producer())) {
      r.decline();
      return a;
    }
    const std::uint64_t code_at = r.offset();
    const std::uint64_t code = r.varint("llvm attribute code");
    if (!r.ok()) return a;
    if (code > 18) {
      r.fail_at(code_at, "unknown llvm attribute code", code, 18);
      return a;
    }
    a.code = static_cast<std::uint8_t>(code);
    const attr_spec& s = spec(a.code);
    std::size_t next_string = 0;
    for (std::size_t i = 0; i < s.num_bc && r.ok(); ++i) {
      field& f = a.fields[s.bc[i].slot];
      switch (s.bc[i].e) {
        case enc::varint: f.value = r.varint("llvm attribute field"); f.present = true; break;
        case enc::string: a.str[next_string] = r.string("llvm attribute string"); f.value = next_string++; f.present = true; break;
        case enc::attr: f.value = r.attribute("llvm attribute reference"); f.present = true; break;
        case enc::opt_attr: {
          const auto v = r.optional_attribute("llvm optional attribute");
          f.present = v.has_value();
          f.value = v.value_or(0);
          break;
        }
        case enc::boolean: f.value = r.boolean("llvm attribute flag") ? 1 : 0; f.present = true; break;
        case enc::opt_int: f.value = r.varint_with_flag(f.present, "llvm optional integer"); break;
        case enc::opt_attr_list:
        case enc::opt_varint_list: {
          if (!r.boolean("llvm list presence")) break;
          const std::size_t n = static_cast<std::size_t>(r.count("llvm list size"));
          f.list.resize(n);
          if (s.bc[i].e == enc::opt_attr_list) f.list_present.resize(n);
          for (std::size_t k = 0; k < n && r.ok(); ++k) {
            if (s.bc[i].e == enc::opt_varint_list) {
              f.list[k] = r.varint("llvm list element");
            } else {
              const auto v = r.optional_attribute("llvm list element");
              f.list[k] = v.value_or(0);
              f.list_present[k] = v.has_value();
            }
          }
          f.present = true;
          break;
        }
      }
    }
    return a;
  }

  // ------------------------------------------------------------ printing

  void print_attribute(const llvm_attribute& a, dialect_printer& p) const {
    const attr_spec& s = spec(a.code);
    p.mnemonic(s.mnemonic);
    switch (a.code) {
      case 4: expression_elem(a, p); return;  // `#llvm.di_expression_elem<DW_OP_x(1, 2)>`
      case 5: {                               // `<[DW_OP_deref, ...]>`, `<>` when empty
        p.text("<");
        const field& ops = a.fields[0];
        if (!ops.list.empty()) {
          p.text("[");
          list(ops, true, p);
          p.text("]");
        }
        p.text(">");
        return;
      }
      case 6:  // `<"name" in "directory">`
        p.text("<");
        p.quoted(a.str[0]);
        p.text(" in ");
        p.quoted(a.str[1]);
        p.text(">");
        return;
      default: break;
    }
    p.text("<");
    bool first = true;
    for (std::size_t i = 0; i < s.num_params; ++i) {
      const field& f = a.fields[i];
      const param& pr = s.params[i];
      if (elided(pr.s, f)) continue;
      if (!first) p.text(", ");
      first = false;
      p.text(pr.name);
      p.text(" = ");
      value(pr.s, f, a, p);
    }
    p.text(">");
  }

 private:
  static bool elided(style s, const field& f) noexcept {
    switch (s) {
      case style::tag: case style::ate: case style::cc: case style::uint: case style::boolean:
      case style::di_flags: case style::sp_flags: case style::name_table:
        return f.value == 0;
      case style::opt_uint: case style::attr: case style::stripped: return !f.present;
      case style::attr_list: case style::stripped_list: return f.list.empty();
      default: return false;
    }
  }
  static void value(style s, const field& f, const llvm_attribute& a, dialect_printer& p) {
    switch (s) {
      case style::tag: p.text(dwarf::tag_name(f.value)); return;
      case style::lang: p.text(dwarf::language_name(f.value)); return;
      case style::ate: p.text(dwarf::encoding_name(f.value)); return;
      case style::cc: p.text(dwarf::convention_name(f.value)); return;
      case style::uint: case style::uint_req: case style::opt_uint:
        // 32-bit parameters (line, arg, ...) are narrowed by the reference reader.
        p.unsigned_int(f.value);
        return;
      case style::boolean: case style::boolean_req: p.text(f.value != 0 ? "true" : "false"); return;
      case style::attr: case style::attr_req: p.attribute(f.value); return;
      case style::stripped: case style::stripped_req: p.attribute_stripped(f.value); return;
      case style::string: p.quoted(a.str[f.value]); return;
      case style::di_flags: p.keyword_or_string(dwarf::di_flags_string(f.value)); return;
      case style::sp_flags: p.keyword_or_string(dwarf::subprogram_flags_string(f.value)); return;
      case style::emission: p.text(dwarf::emission_kind_name(f.value)); return;
      case style::name_table: p.text(dwarf::name_table_kind_name(f.value)); return;
      case style::attr_list: list(f, false, p); return;
      case style::stripped_list: list(f, true, p); return;
      case style::none: return;
    }
  }
  static void list(const field& f, bool strip, dialect_printer& p) {
    for (std::size_t k = 0; k < f.list.size(); ++k) {
      if (k != 0) p.text(", ");
      if (!f.list_present.empty() && !f.list_present[k]) p.text("<<NULL ATTRIBUTE>>");
      else if (strip) p.attribute_stripped(f.list[k]);
      else p.attribute(f.list[k]);
    }
  }
  // `DW_OP_x` or `DW_OP_x(a, b)`; the second argument of DW_OP_LLVM_convert is a DW_ATE name.
  static void expression_elem(const llvm_attribute& a, dialect_printer& p) {
    if (!p.stripped()) p.text("<");
    const std::uint64_t op = a.fields[0].value;
    p.text(dwarf::operation_name(op));
    const auto& args = a.fields[1].list;
    if (!args.empty()) {
      p.text("(");
      for (std::size_t k = 0; k < args.size(); ++k) {
        if (k != 0) p.text(", ");
        const std::string_view ate = k > 0 && op == dwarf::op_llvm_convert ? dwarf::encoding_name(args[k]) : "";
        if (!ate.empty()) p.text(ate);
        else p.unsigned_int(args[k]);
      }
      p.text(")");
    }
    if (!p.stripped()) p.text(">");
  }
};

}  // namespace mlirbc::dialects
// ---- end mlirbc/dialects/llvm.hpp
// ---- begin mlirbc/dialects/mlir_releases.hpp
// dialects/mlir_releases: the op property layouts of MLIR's releases (every
// upstream dialect), generated from each release's ODS by
// tools/gen_op_schemas.py (docs/op-schemas.md).


namespace mlirbc::op_schema {

using namespace std::string_view_literals;  // the generated tables use "..."sv
// ---- begin mlirbc/generated/op_schemas_llvm19.inc
// GENERATED by tools/gen_op_schemas.py -- do not edit.
//
// Source: the .td files under /tmp/mlir19dev/root/usr/lib/llvm-19/include (libmlir-19-dev 1:19.1.7-3~deb12u1, unpacked with dpkg-deb -x),
// run through mlir-tblgen-19 (Debian LLVM version 19.1.7 Optimized build.)
// with -gen-op-decls, -gen-op-defs and -gen-enum-decls on every .td file, then parsed;
// default values as printed by /usr/lib/llvm-19/bin/mlir-opt (Debian LLVM version 19.1.7 Optimized build.).
// Command: tools/gen_op_schemas.py --llvm 19 --include /tmp/mlir19dev/root/usr/lib/llvm-19/include --tblgen mlir-tblgen-19 --mlir-opt /usr/lib/llvm-19/bin/mlir-opt --package 'libmlir-19-dev 1:19.1.7-3~deb12u1, unpacked with dpkg-deb -x' --out include/mlirbc/generated/op_schemas_llvm19.inc
// Ops: 924 with properties, 1010 without property storage, 0 with an unknown layout.
// tblgen failed on mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.td:6:14: error: Coul
// tblgen failed on mlir/Dialect/OpenACC/AccCommon.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/OpenACC/AccCommon.td:1:27: error: Couldn't find class 'I32EnumA
// tblgen failed on mlir/Dialect/OpenMP/OmpCommon.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/OpenMP/OmpCommon.td:1:41: error: Couldn't find class 'I32EnumAt
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVAvailability.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVAvailability.td:59:35: error: Couldn't find class
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVBitOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVBitOps.td:24:39: error: Variable not defined: 'Sa
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVCLOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVCLOps.td:37:45: error: Variable not defined: 'Pur
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVCooperativeMatrixOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVCooperativeMatrixOps.td:26:7: error: Couldn't fin
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVGLOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVGLOps.td:56:29: error: Variable not defined: 'Sam
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVGroupOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVGroupOps.td:20:28: error: Couldn't find class 'SP
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVIntelExtOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVIntelExtOps.td:22:35: error: Couldn't find class 
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVJointMatrixOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVJointMatrixOps.td:18:46: error: Couldn't find cla
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVMatrixOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVMatrixOps.td:19:33: error: Couldn't find class 'S
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVMemoryOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVMemoryOps.td:21:52: error: Variable not defined: 
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVMiscOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVMiscOps.td:59:40: error: Variable not defined: 'P
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVNonUniformOps.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVNonUniformOps.td:17:58: error: Couldn't find clas
// tblgen failed on mlir/Dialect/Tosa/IR/TosaOpBase.td: /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/Tosa/IR/TosaOpBase.td:214:53: error: Variable not defined: 'Tos
// tblgen failed on mlir/Dialect/Tosa/IR/TosaUtilOps.td: Included from /tmp/mlir19dev/root/usr/lib/llvm-19/include/mlir/Dialect/Tosa/IR/TosaUtilOps.td:26:
//
// Included inside namespace mlirbc::op_schema (op_schema.hpp has the model).

inline constexpr field_desc fields_llvm19[] = {
    {"element_type"sv, field_kind::attr, 0, ""sv, false},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_attach>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"strideInBytes"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_cache>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_copyin>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_copyout>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_create>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_declare_device_resident>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_declare_link>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_delete>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_detach>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_deviceptr>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"wait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"finalize"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"wait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_firstprivate>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_getdeviceptr>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"ifPresent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"device_types"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numGangsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numGangsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numWorkersDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"selfAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorLengthDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"auto_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"collapse"sv, field_kind::opt_attr, 0, ""sv, false},
    {"collapseDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gang"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangOperandsArgType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inclusiveUpperbound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"independent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"privatizations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductionRecipes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"seq"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tileOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tileOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vector"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"worker"sv, field_kind::opt_attr, 0, ""sv, false},
    {"workerNumOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 10, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_no_create>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"firstprivatizations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numGangsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numGangsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numWorkersDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"privatizations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductionRecipes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"selfAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorLengthDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 11, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_present>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_private>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_reduction>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"reductionOperator"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"bindName"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bindNameDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"func_name"sv, field_kind::attr, 0, ""sv, false},
    {"gang"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangDim"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangDimDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"implicit"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nohost"sv, field_kind::opt_attr, 0, ""sv, false},
    {"seq"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"vector"sv, field_kind::opt_attr, 0, ""sv, false},
    {"worker"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"firstprivatizations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"privatizations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductionRecipes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"selfAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"device_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ifPresent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_update_device>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_update_host>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_use_device>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"map"sv, field_kind::attr, 0, ""sv, false},
    {"lowerBoundMap"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"step"sv, field_kind::attr, 0, ""sv, false},
    {"upperBoundMap"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"lowerBoundsGroups"sv, field_kind::attr, 0, ""sv, false},
    {"lowerBoundsMap"sv, field_kind::attr, 0, ""sv, false},
    {"reductions"sv, field_kind::attr, 0, ""sv, false},
    {"steps"sv, field_kind::attr, 0, ""sv, false},
    {"upperBoundsGroups"sv, field_kind::attr, 0, ""sv, false},
    {"upperBoundsMap"sv, field_kind::attr, 0, ""sv, false},
    {"isDataCache"sv, field_kind::attr, 0, ""sv, false},
    {"isWrite"sv, field_kind::attr, 0, ""sv, false},
    {"localityHint"sv, field_kind::attr, 0, ""sv, false},
    {"map"sv, field_kind::attr, 0, ""sv, false},
    {"index"sv, field_kind::attr, 0, ""sv, false},
    {"abid"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"blgp"sv, field_kind::opt_attr, 0, "#amdgpu<mfma_perm_b none>"sv, true},
    {"blocks"sv, field_kind::attr, 0, ""sv, false},
    {"cbsz"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"negateA"sv, field_kind::opt_attr, 0, ""sv, false},
    {"negateB"sv, field_kind::opt_attr, 0, ""sv, false},
    {"negateC"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reducePrecision"sv, field_kind::opt_attr, 0, ""sv, false},
    {"storeIndex"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"wordIndex"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"indexOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"indexOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"indexOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"clamp"sv, field_kind::opt_attr, 0, ""sv, false},
    {"subwordOffset"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"unsignedA"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unsignedB"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isZextLhs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isZextRhs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, "#arith.fastmath<none>"sv, true},
    {"overflowFlags"sv, field_kind::opt_attr, 0, "#arith.overflow<none>"sv, true},
    {"fastmath"sv, field_kind::opt_attr, 0, "#arith.fastmath<none>"sv, true},
    {"predicate"sv, field_kind::attr, 0, ""sv, false},
    {"predicate"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, ""sv, false},
    {"roundingmode"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"tile_id"sv, field_kind::attr, 0, ""sv, false},
    {"tile_mask"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, "#arm_sme.layout<horizontal>"sv, true},
    {"kind"sv, field_kind::opt_attr, 0, "#arm_sme.kind<add>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"type_size"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, "#arm_sme.layout<horizontal>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"count"sv, field_kind::attr, 0, ""sv, false},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"restrict"sv, field_kind::opt_attr, 0, ""sv, false},
    {"writable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"read_only"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"msg"sv, field_kind::attr, 0, ""sv, false},
    {"case_operand_segments"sv, field_kind::attr, 0, ""sv, false},
    {"case_values"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"applicableOperator"sv, field_kind::attr, 0, ""sv, false},
    {"args"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"template_args"sv, field_kind::opt_attr, 0, ""sv, false},
    {"do_not_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"specifiers"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"const_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"extern_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"include"sv, field_kind::attr, 0, ""sv, false},
    {"is_standard_include"sv, field_kind::opt_attr, 0, ""sv, false},
    {"member"sv, field_kind::attr, 0, ""sv, false},
    {"op"sv, field_kind::opt_attr, 0, ""sv, false},
    {"uniform"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hostShared"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"objects"sv, field_kind::attr, 0, ""sv, false},
    {"offloadingHandler"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"upper_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pruneFlag"sv, field_kind::opt_attr, 0, "#gpu<prune_2to4_spmat_flag PRUNE_AND_CHECK>"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"known_block_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"known_grid_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_attrib_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"workgroup_attrib_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"upper_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 11, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"kernel"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 13, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"offloadingHandler"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"targets"sv, field_kind::opt_attr, 0, ""sv, false},
    {"format"sv, field_kind::attr, 0, ""sv, false},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"mode"sv, field_kind::attr, 0, ""sv, false},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"resultSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"resultSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"a_transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"b_transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"opType"sv, field_kind::attr, 0, ""sv, false},
    {"leadDimension"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op"sv, field_kind::attr, 0, ""sv, false},
    {"uniform"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pred"sv, field_kind::attr, 0, ""sv, false},
    {"attributeValueNames"sv, field_kind::attr, 0, ""sv, false},
    {"base_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"base_ref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"expected"sv, field_kind::attr, 0, ""sv, false},
    {"variadicity"sv, field_kind::attr, 0, ""sv, false},
    {"base_type"sv, field_kind::attr, 0, ""sv, false},
    {"constrainedArguments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numberOfBlocks"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"dilations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"strides"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"cast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"cast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fun"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"doc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"indexing_maps"sv, field_kind::attr, 0, ""sv, false},
    {"iterator_types"sv, field_kind::attr, 0, ""sv, false},
    {"library_call"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"dim"sv, field_kind::attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"permutation"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"r"sv, field_kind::attr, 0, ""sv, false},
    {"overflowFlags"sv, field_kind::llvm_overflow_flags, 0, "#llvm.overflow<none>"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_type"sv, field_kind::attr, 0, ""sv, false},
    {"inalloca"sv, field_kind::opt_attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bin_op"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordering"sv, field_kind::attr, 0, ""sv, false},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"loop_annotation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"CConv"sv, field_kind::opt_attr, 0, "#llvm.cconv<ccc>"sv, true},
    {"TailCallKind"sv, field_kind::opt_attr, 0, "#llvm.tailcallkind<none>"sv, true},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"var_callee_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"intrin"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"failure_ordering"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"success_ordering"sv, field_kind::attr, 0, ""sv, false},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"weak"sv, field_kind::opt_attr, 0, ""sv, false},
    {"comdat"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"loop_annotation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"position"sv, field_kind::attr, 0, ""sv, false},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"predicate"sv, field_kind::attr, 0, ""sv, false},
    {"ordering"sv, field_kind::attr, 0, ""sv, false},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"CConv"sv, field_kind::opt_attr, 0, "#llvm.cconv<ccc>"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"always_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"approx_func_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_in_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_inout_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_locally_streaming"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_new_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_out_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_preserves_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_streaming"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_streaming_compatible"sv, field_kind::opt_attr, 0, ""sv, false},
    {"comdat"sv, field_kind::opt_attr, 0, ""sv, false},
    {"convergent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"denormal_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"denormal_fp_math_f32"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dso_local"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fp_contract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"frame_pointer"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_entry_count"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"garbageCollector"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linkage"sv, field_kind::opt_attr, 0, "#llvm.linkage<external>"sv, true},
    {"memory"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_infs_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_nans_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_signed_zeros_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_unwind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"optimize_none"sv, field_kind::opt_attr, 0, ""sv, false},
    {"passthrough"sv, field_kind::opt_attr, 0, ""sv, false},
    {"personality"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"section"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"target_cpu"sv, field_kind::opt_attr, 0, ""sv, false},
    {"target_features"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tune_cpu"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unnamed_addr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unsafe_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"visibility_"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"vscale_range"sv, field_kind::opt_attr, 0, ""sv, false},
    {"will_return"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_type"sv, field_kind::attr, 0, ""sv, false},
    {"inbounds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"rawConstantIndices"sv, field_kind::attr, 0, ""sv, false},
    {"asm_dialect"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asm_string"sv, field_kind::attr, 0, ""sv, false},
    {"constraints"sv, field_kind::attr, 0, ""sv, false},
    {"has_side_effects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_align_stack"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operand_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_int_min_poison"sv, field_kind::attr, 0, ""sv, false},
    {"is_zero_poison"sv, field_kind::attr, 0, ""sv, false},
    {"locationExpr"sv, field_kind::opt_attr, 0, "#llvm.di_expression<>"sv, true},
    {"varInfo"sv, field_kind::attr, 0, ""sv, false},
    {"label"sv, field_kind::attr, 0, ""sv, false},
    {"prob"sv, field_kind::attr, 0, ""sv, false},
    {"fpExceptionBehavior"sv, field_kind::attr, 0, ""sv, false},
    {"roundingmode"sv, field_kind::attr, 0, ""sv, false},
    {"scope"sv, field_kind::attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"bit"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::attr, 0, ""sv, false},
    {"columns"sv, field_kind::attr, 0, ""sv, false},
    {"isVolatile"sv, field_kind::attr, 0, ""sv, false},
    {"rows"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_columns"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_rows"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_columns"sv, field_kind::attr, 0, ""sv, false},
    {"columns"sv, field_kind::attr, 0, ""sv, false},
    {"rows"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isVolatile"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isVolatile"sv, field_kind::attr, 0, ""sv, false},
    {"len"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cache"sv, field_kind::attr, 0, ""sv, false},
    {"hint"sv, field_kind::attr, 0, ""sv, false},
    {"rw"sv, field_kind::attr, 0, ""sv, false},
    {"failureKind"sv, field_kind::attr, 0, ""sv, false},
    {"pos"sv, field_kind::attr, 0, ""sv, false},
    {"CConv"sv, field_kind::opt_attr, 0, "#llvm.cconv<ccc>"sv, true},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"var_callee_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"cleanup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"options"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"invariant"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordering"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"global_name"sv, field_kind::attr, 0, ""sv, false},
    {"addr_space"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"comdat"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constant"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dbg_expr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dso_local"sv, field_kind::opt_attr, 0, ""sv, false},
    {"global_type"sv, field_kind::attr, 0, ""sv, false},
    {"linkage"sv, field_kind::attr, 0, ""sv, false},
    {"section"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"thread_local_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unnamed_addr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"visibility_"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"ctors"sv, field_kind::attr, 0, ""sv, false},
    {"priorities"sv, field_kind::attr, 0, ""sv, false},
    {"dtors"sv, field_kind::attr, 0, ""sv, false},
    {"priorities"sv, field_kind::attr, 0, ""sv, false},
    {"mask"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordering"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"case_operand_segments"sv, field_kind::attr, 0, ""sv, false},
    {"case_values"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"reassociation"sv, field_kind::attr, 0, ""sv, false},
    {"reassociation"sv, field_kind::attr, 0, ""sv, false},
    {"static_output_shape"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constant"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isDataCache"sv, field_kind::attr, 0, ""sv, false},
    {"isWrite"sv, field_kind::attr, 0, ""sv, false},
    {"localityHint"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"static_strides"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"gather_axis"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"reduction"sv, field_kind::opt_attr, 0, "#mesh.partial<sum>"sv, true},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"slice_axis"sv, field_kind::attr, 0, ""sv, false},
    {"concat_axis"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"split_axis"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"gather_axis"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"source"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"reduction"sv, field_kind::opt_attr, 0, "#mesh.partial<sum>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"reduction"sv, field_kind::opt_attr, 0, "#mesh.partial<sum>"sv, true},
    {"scatter_axis"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"scatter_axis"sv, field_kind::attr, 0, ""sv, false},
    {"destination"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"annotate_for_users"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shard"sv, field_kind::attr, 0, ""sv, false},
    {"mesh"sv, field_kind::attr, 0, ""sv, false},
    {"mesh_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"rotate"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shift_axis"sv, field_kind::attr, 0, ""sv, false},
    {"is_mutable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"global"sv, field_kind::attr, 0, ""sv, false},
    {"errclass"sv, field_kind::attr, 0, ""sv, false},
    {"bypassL1"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dstElements"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"numGroups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numTiles"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::attr, 0, ""sv, false},
    {"mmaShape"sv, field_kind::attr, 0, ""sv, false},
    {"sparsitySelector"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"tf32Enabled"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mmaShape"sv, field_kind::attr, 0, ""sv, false},
    {"tf32Enabled"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"transposeA"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transposeB"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitGroup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"aligned"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"group"sv, field_kind::attr, 0, ""sv, false},
    {"read"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noinc"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifier"sv, field_kind::attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"num"sv, field_kind::attr, 0, ""sv, false},
    {"b1Op"sv, field_kind::opt_attr, 0, ""sv, false},
    {"intOverflowBehavior"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layoutA"sv, field_kind::attr, 0, ""sv, false},
    {"layoutB"sv, field_kind::attr, 0, ""sv, false},
    {"multiplicandAPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"multiplicandBPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"action"sv, field_kind::attr, 0, ""sv, false},
    {"regCount"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"return_value_and_is_valid"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"layoutA"sv, field_kind::attr, 0, ""sv, false},
    {"layoutB"sv, field_kind::attr, 0, ""sv, false},
    {"satfinite"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scaleA"sv, field_kind::attr, 0, ""sv, false},
    {"scaleB"sv, field_kind::attr, 0, ""sv, false},
    {"scaleD"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"typeA"sv, field_kind::attr, 0, ""sv, false},
    {"typeB"sv, field_kind::attr, 0, ""sv, false},
    {"typeD"sv, field_kind::attr, 0, ""sv, false},
    {"group"sv, field_kind::attr, 0, ""sv, false},
    {"eltype"sv, field_kind::attr, 0, ""sv, false},
    {"frag"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"eltypeA"sv, field_kind::attr, 0, ""sv, false},
    {"eltypeB"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"layoutA"sv, field_kind::attr, 0, ""sv, false},
    {"layoutB"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"eltype"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"hint_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_order_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"element_type"sv, field_kind::attr, 0, ""sv, false},
    {"hint_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_order_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cancellation_construct_type_val"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hint_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"dist_schedule_static"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"inclusive"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"stride_in_bytes"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"map_capture_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"map_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"members_index"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"partial_map"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"var_type"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"depend_type_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"num_loops_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"simd"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"privatizers"sv, field_kind::opt_attr, 0, ""sv, false},
    {"proc_bind_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 6, "array<i32: 0, 0, 0, 0, 0, 0>"sv, true},
    {"data_sharing_type"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"alignment_values"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"safelen"sv, field_kind::opt_attr, 0, ""sv, false},
    {"simdlen"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"copyprivate_funcs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"depends"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"privatizers"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"depends"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"depends"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mergeable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"untied"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"task_reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"task_reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"in_reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mergeable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nogroup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"untied"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 9, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordered_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_vars_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reductions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"schedule_modifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"schedule_val"sv, field_kind::opt_attr, 0, ""sv, false},
    {"simd_modifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"isNegated"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"attributeValueNames"sv, field_kind::attr, 0, ""sv, false},
    {"opName"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"benefit"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"index"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"constantType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constantTypes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constantValue"sv, field_kind::attr, 0, ""sv, false},
    {"compareAtLeast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"count"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"types"sv, field_kind::attr, 0, ""sv, false},
    {"inferredResultTypes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inputAttributeNames"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"benefit"sv, field_kind::attr, 0, ""sv, false},
    {"generatedOps"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"rewriter"sv, field_kind::attr, 0, ""sv, false},
    {"rootKind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"caseValues"sv, field_kind::attr, 0, ""sv, false},
    {"root"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"priority"sv, field_kind::attr, 0, ""sv, false},
    {"bitfield"sv, field_kind::attr, 0, ""sv, false},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"staticLowerBound"sv, field_kind::attr, 0, ""sv, false},
    {"staticStep"sv, field_kind::attr, 0, ""sv, false},
    {"staticUpperBound"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"cases"sv, field_kind::attr, 0, ""sv, false},
    {"error"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"passing"sv, field_kind::attr, 0, ""sv, false},
    {"mapping"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"left_identity"sv, field_kind::opt_attr, 0, ""sv, false},
    {"right_identity"sv, field_kind::opt_attr, 0, ""sv, false},
    {"level"sv, field_kind::attr, 0, ""sv, false},
    {"direction"sv, field_kind::attr, 0, ""sv, false},
    {"encoder"sv, field_kind::attr, 0, ""sv, false},
    {"hiLvl"sv, field_kind::attr, 0, ""sv, false},
    {"loLvl"sv, field_kind::attr, 0, ""sv, false},
    {"order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"crdUsedLvls"sv, field_kind::attr, 0, ""sv, false},
    {"hasInserts"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inbounds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"algorithm"sv, field_kind::attr, 0, ""sv, false},
    {"algorithm"sv, field_kind::attr, 0, ""sv, false},
    {"ny"sv, field_kind::opt_attr, 0, ""sv, false},
    {"perm_map"sv, field_kind::attr, 0, ""sv, false},
    {"level"sv, field_kind::opt_attr, 0, ""sv, false},
    {"specifierKind"sv, field_kind::attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"semantics"sv, field_kind::attr, 0, ""sv, false},
    {"equal_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"unequal_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"indices"sv, field_kind::attr, 0, ""sv, false},
    {"execution_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"source_alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"source_memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"execution_model"sv, field_kind::attr, 0, ""sv, false},
    {"fn"sv, field_kind::attr, 0, ""sv, false},
    {"interface"sv, field_kind::attr, 0, ""sv, false},
    {"execution_mode"sv, field_kind::attr, 0, ""sv, false},
    {"fn"sv, field_kind::attr, 0, ""sv, false},
    {"values"sv, field_kind::attr, 0, ""sv, false},
    {"binding"sv, field_kind::opt_attr, 0, ""sv, false},
    {"builtin"sv, field_kind::opt_attr, 0, ""sv, false},
    {"descriptor_set"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initializer"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linkage_attributes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"location"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"execution_scope"sv, field_kind::attr, 0, ""sv, false},
    {"execution_scope"sv, field_kind::attr, 0, ""sv, false},
    {"group_operation"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scope"sv, field_kind::attr, 0, ""sv, false},
    {"joint_matrix_type"sv, field_kind::attr, 0, ""sv, false},
    {"imageoperands"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cooperative_matrix_type"sv, field_kind::attr, 0, ""sv, false},
    {"matrix_layout"sv, field_kind::attr, 0, ""sv, false},
    {"memory_operand"sv, field_kind::opt_attr, 0, ""sv, false},
    {"matrix_operands"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"format"sv, field_kind::opt_attr, 0, ""sv, false},
    {"default_value"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"constituents"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"storage_class"sv, field_kind::attr, 0, ""sv, false},
    {"components"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_control"sv, field_kind::attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"linkage_attributes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"variable"sv, field_kind::attr, 0, ""sv, false},
    {"loop_control"sv, field_kind::attr, 0, ""sv, false},
    {"spec_const"sv, field_kind::attr, 0, ""sv, false},
    {"selection_control"sv, field_kind::attr, 0, ""sv, false},
    {"addressing_model"sv, field_kind::attr, 0, ""sv, false},
    {"memory_model"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vce_triple"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gather_dims"sv, field_kind::attr, 0, ""sv, false},
    {"unique"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"static_strides"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"inner_dims_pos"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"outer_dims_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_inner_tiles"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"nofold"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_high"sv, field_kind::attr, 0, ""sv, false},
    {"static_low"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"scatter_dims"sv, field_kind::attr, 0, ""sv, false},
    {"unique"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inner_dims_pos"sv, field_kind::attr, 0, ""sv, false},
    {"outer_dims_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_inner_tiles"sv, field_kind::attr, 0, ""sv, false},
    {"double_round"sv, field_kind::attr, 0, ""sv, false},
    {"axis"sv, field_kind::attr, 0, ""sv, false},
    {"round"sv, field_kind::attr, 0, ""sv, false},
    {"acc_type"sv, field_kind::attr, 0, ""sv, false},
    {"kernel"sv, field_kind::attr, 0, ""sv, false},
    {"pad"sv, field_kind::attr, 0, ""sv, false},
    {"quantization_info"sv, field_kind::opt_attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"max_fp"sv, field_kind::attr, 0, ""sv, false},
    {"max_int"sv, field_kind::attr, 0, ""sv, false},
    {"min_fp"sv, field_kind::attr, 0, ""sv, false},
    {"min_int"sv, field_kind::attr, 0, ""sv, false},
    {"dilation"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pad"sv, field_kind::attr, 0, ""sv, false},
    {"quantization_info"sv, field_kind::opt_attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"domain_name"sv, field_kind::attr, 0, ""sv, false},
    {"implementation_attrs"sv, field_kind::attr, 0, ""sv, false},
    {"operator_name"sv, field_kind::attr, 0, ""sv, false},
    {"inverse"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"quantization_info"sv, field_kind::opt_attr, 0, ""sv, false},
    {"kernel"sv, field_kind::attr, 0, ""sv, false},
    {"pad"sv, field_kind::attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"shift"sv, field_kind::attr, 0, ""sv, false},
    {"double_round"sv, field_kind::attr, 0, ""sv, false},
    {"input_zp"sv, field_kind::attr, 0, ""sv, false},
    {"multiplier"sv, field_kind::attr, 0, ""sv, false},
    {"output_zp"sv, field_kind::attr, 0, ""sv, false},
    {"per_channel"sv, field_kind::attr, 0, ""sv, false},
    {"scale32"sv, field_kind::attr, 0, ""sv, false},
    {"shift"sv, field_kind::attr, 0, ""sv, false},
    {"new_shape"sv, field_kind::attr, 0, ""sv, false},
    {"border"sv, field_kind::attr, 0, ""sv, false},
    {"mode"sv, field_kind::attr, 0, ""sv, false},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"scale"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"start"sv, field_kind::attr, 0, ""sv, false},
    {"multiples"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"out_pad"sv, field_kind::attr, 0, ""sv, false},
    {"out_shape"sv, field_kind::attr, 0, ""sv, false},
    {"quantization_info"sv, field_kind::opt_attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"lower_bounds"sv, field_kind::attr, 0, ""sv, false},
    {"upper_bounds"sv, field_kind::attr, 0, ""sv, false},
    {"illegal_dialects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"illegal_ops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"legal_dialects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"legal_ops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"partial_conversion"sv, field_kind::opt_attr, 0, ""sv, false},
    {"preserve_handles"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dialect_name"sv, field_kind::attr, 0, ""sv, false},
    {"data_layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"index_bitwidth"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_aligned_alloc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_bare_ptr_call_conv"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_generic_functions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"force_32bit_vector_indices"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"reassociate_fp_reductions"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"apply_cse"sv, field_kind::opt_attr, 0, ""sv, false},
    {"max_iterations"sv, field_kind::opt_attr, 0, "-1 : i64"sv, true},
    {"max_num_rewrites"sv, field_kind::opt_attr, 0, "-1 : i64"sv, true},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"size_limit"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fold_single_use_only"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"aggressive"sv, field_kind::opt_attr, 0, ""sv, false},
    {"lowering_strategy"sv, field_kind::opt_attr, 0, "2 : i32"sv, true},
    {"lowering_strategy"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"max_transfer_rank"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"avx2_lowering_strategy"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"lowering_strategy"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"split_transfer_strategy"sv, field_kind::opt_attr, 0, "2 : i32"sv, true},
    {"full_unroll"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"max_transfer_rank"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"options"sv, field_kind::opt_attr, 0, "\"\""sv, true},
    {"pass_name"sv, field_kind::attr, 0, ""sv, false},
    {"allow_return_allocs_from_loops"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"allow_unknown_ops"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"bufferize_function_boundaries"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"check_parallel_regions"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"dump_alias_sets"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"function_boundary_type_conversion"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memcpy_op"sv, field_kind::opt_attr, 0, "\"memref.copy\""sv, true},
    {"print_conflicts"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"test_analysis_only"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"matcher"sv, field_kind::attr, 0, ""sv, false},
    {"message"sv, field_kind::opt_attr, 0, ""sv, false},
    {"message"sv, field_kind::attr, 0, ""sv, false},
    {"with_zip_shortest"sv, field_kind::opt_attr, 0, ""sv, false},
    {"actions"sv, field_kind::attr, 0, ""sv, false},
    {"flatten_results"sv, field_kind::opt_attr, 0, ""sv, false},
    {"matchers"sv, field_kind::attr, 0, ""sv, false},
    {"restrict_root"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"insert_after"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"result_number"sv, field_kind::attr, 0, ""sv, false},
    {"is_all"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_inverted"sv, field_kind::opt_attr, 0, ""sv, false},
    {"raw_position_list"sv, field_kind::attr, 0, ""sv, false},
    {"allow_empty_results"sv, field_kind::opt_attr, 0, ""sv, false},
    {"deduplicate"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isolated_from_above"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nth_parent"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"op_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operand_number"sv, field_kind::attr, 0, ""sv, false},
    {"elemental"sv, field_kind::opt_attr, 0, ""sv, false},
    {"generate_gpu_launch"sv, field_kind::opt_attr, 0, ""sv, false},
    {"grid_dims"sv, field_kind::opt_attr, 0, ""sv, false},
    {"block_dims"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"sync_after_distribute"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"warp_size"sv, field_kind::opt_attr, 0, "32 : i64"sv, true},
    {"failure_propagation_mode"sv, field_kind::attr, 0, ""sv, false},
    {"target"sv, field_kind::attr, 0, ""sv, false},
    {"func_name"sv, field_kind::attr, 0, ""sv, false},
    {"fail_if_already_divisible"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"peel_front"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"iteration_interval"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"read_latency"sv, field_kind::opt_attr, 0, "10 : i64"sv, true},
    {"factor"sv, field_kind::attr, 0, ""sv, false},
    {"op_names"sv, field_kind::attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::opt_attr, 0, ""sv, false},
    {"contraction"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elementwise"sv, field_kind::opt_attr, 0, ""sv, false},
    {"passthrough"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_position"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_all"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_inverted"sv, field_kind::opt_attr, 0, ""sv, false},
    {"parallel"sv, field_kind::opt_attr, 0, ""sv, false},
    {"raw_dim_list"sv, field_kind::attr, 0, ""sv, false},
    {"reduction"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_all"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_inverted"sv, field_kind::opt_attr, 0, ""sv, false},
    {"permutation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"projected_permutation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"raw_position_list"sv, field_kind::attr, 0, ""sv, false},
    {"any"sv, field_kind::opt_attr, 0, ""sv, false},
    {"position"sv, field_kind::attr, 0, ""sv, false},
    {"single"sv, field_kind::opt_attr, 0, ""sv, false},
    {"num_loops"sv, field_kind::attr, 0, ""sv, false},
    {"factor"sv, field_kind::attr, 0, ""sv, false},
    {"skip_analysis"sv, field_kind::opt_attr, 0, ""sv, false},
    {"deduplicate"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bypass_l1"sv, field_kind::opt_attr, 0, ""sv, false},
    {"depth"sv, field_kind::attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::opt_attr, 0, "2 : i32"sv, true},
    {"peel_epilogue"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pattern_name"sv, field_kind::attr, 0, ""sv, false},
    {"assume_verified"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"skip_regions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_local_scope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"take_else_branch"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op_name"sv, field_kind::attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"fail_on_payload_too_small"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"overflow_result"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pass_through_empty_handle"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"alloc_op"sv, field_kind::opt_attr, 0, "\"memref.alloc\""sv, true},
    {"bufferize_destination_only"sv, field_kind::opt_attr, 0, ""sv, false},
    {"emit_dealloc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memcpy_op"sv, field_kind::opt_attr, 0, "\"bufferization.materialize_in_destination\""sv, true},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"target_size"sv, field_kind::attr, 0, ""sv, false},
    {"tile_interchange"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"tile_sizes"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"desired_bit_alignment"sv, field_kind::attr, 0, ""sv, false},
    {"total_num_threads"sv, field_kind::attr, 0, ""sv, false},
    {"num_loops"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"transpose"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"iterator_interchange"sv, field_kind::opt_attr, 0, ""sv, false},
    {"filter_operand_types"sv, field_kind::opt_attr, 0, ""sv, false},
    {"filter_result_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"interface"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"divisor"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"target_size"sv, field_kind::attr, 0, ""sv, false},
    {"static_packed_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"matmul_inner_dims_order"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"matmul_padded_sizes_next_multiple_of"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"static_matmul_packed_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"inner_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"outer_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"copy_back_op"sv, field_kind::opt_attr, 0, "\"bufferization.materialize_in_destination\""sv, true},
    {"pack_paddings"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"padding_dimensions"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"padding_values"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"static_pad_to_multiple_of"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transpose_paddings"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operands_to_promote"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"use_alloca"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_full_tile_buffers"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"use_full_tiles_by_default"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"multiway"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_chunk_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"inner_parallel"sv, field_kind::opt_attr, 0, ""sv, false},
    {"insert_split_dimension"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"split_factor"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"use_alloc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_scaling_algorithm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tile_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"num_threads"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"tile_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"interchange"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scalable_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_num_threads"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_tile_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"inputToTranspose"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"scalable_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_vector_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorize_nd_extract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"disable_multi_reduction_to_contract_patterns"sv, field_kind::opt_attr, 0, ""sv, false},
    {"disable_transfer_permutation_map_lowering_patterns"sv, field_kind::opt_attr, 0, ""sv, false},
    {"flatten_1d_depthwise_conv"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorize_nd_extract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorize_padding"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ignore_dynamic_info"sv, field_kind::opt_attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, "#ub.poison"sv, true},
    {"imm"sv, field_kind::attr, 0, ""sv, false},
    {"opcode"sv, field_kind::attr, 0, ""sv, false},
    {"opcode"sv, field_kind::attr, 0, ""sv, false},
    {"mask_dim_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"indexing_maps"sv, field_kind::attr, 0, ""sv, false},
    {"iterator_types"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::opt_attr, 0, "#vector.kind<add>"sv, true},
    {"static_position"sv, field_kind::attr, 0, ""sv, false},
    {"offsets"sv, field_kind::attr, 0, ""sv, false},
    {"sizes"sv, field_kind::attr, 0, ""sv, false},
    {"strides"sv, field_kind::attr, 0, ""sv, false},
    {"offsets"sv, field_kind::attr, 0, ""sv, false},
    {"strides"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"reduction_dims"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::opt_attr, 0, "#vector.kind<add>"sv, true},
    {"punctuation"sv, field_kind::opt_attr, 0, "#vector.punctuation<newline>"sv, true},
    {"stringLiteral"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, "#arith.fastmath<none>"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"fixed_vector_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"inclusive"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"reduction_dim"sv, field_kind::attr, 0, ""sv, false},
    {"in_bounds"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"permutation_map"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"warp_size"sv, field_kind::attr, 0, ""sv, false},
    {"constant_src"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nbarrier_num"sv, field_kind::attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"const_shape"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_strides"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"chunk_size"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"const_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"fence_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_kind"sv, field_kind::attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vnni_axis"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::attr, 0, ""sv, false},
};

// Sorted by op name (binary search). status: ok = layout known; none = the op has no
// property storage; unknown = layout not derivable (see the note).
inline constexpr op_desc ops_llvm19[] = {
    {"acc.atomic.capture"sv, op_status::none, 0, 0},
    {"acc.atomic.read"sv, op_status::ok, 0, 1},
    {"acc.atomic.update"sv, op_status::none, 0, 0},
    {"acc.atomic.write"sv, op_status::none, 0, 0},
    {"acc.attach"sv, op_status::ok, 1, 8},
    {"acc.bounds"sv, op_status::ok, 9, 3},
    {"acc.cache"sv, op_status::ok, 12, 8},
    {"acc.copyin"sv, op_status::ok, 20, 8},
    {"acc.copyout"sv, op_status::ok, 28, 8},
    {"acc.create"sv, op_status::ok, 36, 8},
    {"acc.data"sv, op_status::ok, 44, 9},
    {"acc.declare"sv, op_status::none, 0, 0},
    {"acc.declare_device_resident"sv, op_status::ok, 53, 8},
    {"acc.declare_enter"sv, op_status::none, 0, 0},
    {"acc.declare_exit"sv, op_status::ok, 61, 2},
    {"acc.declare_link"sv, op_status::ok, 63, 8},
    {"acc.delete"sv, op_status::ok, 71, 8},
    {"acc.detach"sv, op_status::ok, 79, 8},
    {"acc.deviceptr"sv, op_status::ok, 87, 8},
    {"acc.enter_data"sv, op_status::ok, 95, 4},
    {"acc.exit_data"sv, op_status::ok, 99, 5},
    {"acc.firstprivate"sv, op_status::ok, 104, 8},
    {"acc.firstprivate.recipe"sv, op_status::ok, 112, 2},
    {"acc.getdeviceptr"sv, op_status::ok, 114, 8},
    {"acc.global_ctor"sv, op_status::ok, 122, 1},
    {"acc.global_dtor"sv, op_status::ok, 122, 1},
    {"acc.host_data"sv, op_status::ok, 123, 3},
    {"acc.init"sv, op_status::ok, 126, 3},
    {"acc.kernels"sv, op_status::ok, 129, 15},
    {"acc.loop"sv, op_status::ok, 144, 21},
    {"acc.nocreate"sv, op_status::ok, 165, 8},
    {"acc.parallel"sv, op_status::ok, 173, 18},
    {"acc.present"sv, op_status::ok, 191, 8},
    {"acc.private"sv, op_status::ok, 199, 8},
    {"acc.private.recipe"sv, op_status::ok, 112, 2},
    {"acc.reduction"sv, op_status::ok, 207, 8},
    {"acc.reduction.recipe"sv, op_status::ok, 215, 3},
    {"acc.routine"sv, op_status::ok, 218, 12},
    {"acc.serial"sv, op_status::ok, 230, 14},
    {"acc.set"sv, op_status::ok, 244, 3},
    {"acc.shutdown"sv, op_status::ok, 126, 3},
    {"acc.terminator"sv, op_status::none, 0, 0},
    {"acc.update"sv, op_status::ok, 247, 9},
    {"acc.update_device"sv, op_status::ok, 256, 8},
    {"acc.update_host"sv, op_status::ok, 264, 8},
    {"acc.use_device"sv, op_status::ok, 272, 8},
    {"acc.wait"sv, op_status::ok, 280, 3},
    {"acc.yield"sv, op_status::none, 0, 0},
    {"affine.apply"sv, op_status::ok, 283, 1},
    {"affine.delinearize_index"sv, op_status::none, 0, 0},
    {"affine.for"sv, op_status::ok, 284, 5},
    {"affine.if"sv, op_status::none, 0, 0},
    {"affine.load"sv, op_status::ok, 283, 1},
    {"affine.max"sv, op_status::ok, 283, 1},
    {"affine.min"sv, op_status::ok, 283, 1},
    {"affine.parallel"sv, op_status::ok, 289, 6},
    {"affine.prefetch"sv, op_status::ok, 295, 4},
    {"affine.store"sv, op_status::ok, 283, 1},
    {"affine.vector_load"sv, op_status::ok, 283, 1},
    {"affine.vector_store"sv, op_status::ok, 283, 1},
    {"affine.yield"sv, op_status::none, 0, 0},
    {"amdgpu.ext_packed_fp8"sv, op_status::ok, 299, 1},
    {"amdgpu.lds_barrier"sv, op_status::none, 0, 0},
    {"amdgpu.mfma"sv, op_status::ok, 300, 11},
    {"amdgpu.packed_stoch_round_fp8"sv, op_status::ok, 311, 1},
    {"amdgpu.packed_trunc_2xfp8"sv, op_status::ok, 312, 3},
    {"amdgpu.raw_buffer_atomic_cmpswap"sv, op_status::ok, 315, 4},
    {"amdgpu.raw_buffer_atomic_fadd"sv, op_status::ok, 319, 4},
    {"amdgpu.raw_buffer_atomic_fmax"sv, op_status::ok, 319, 4},
    {"amdgpu.raw_buffer_atomic_smax"sv, op_status::ok, 319, 4},
    {"amdgpu.raw_buffer_atomic_umin"sv, op_status::ok, 319, 4},
    {"amdgpu.raw_buffer_load"sv, op_status::ok, 323, 4},
    {"amdgpu.raw_buffer_store"sv, op_status::ok, 319, 4},
    {"amdgpu.wmma"sv, op_status::ok, 327, 4},
    {"amx.tdpbf16ps"sv, op_status::none, 0, 0},
    {"amx.tdpbssd"sv, op_status::none, 0, 0},
    {"amx.tdpbsud"sv, op_status::none, 0, 0},
    {"amx.tdpbusd"sv, op_status::none, 0, 0},
    {"amx.tdpbuud"sv, op_status::none, 0, 0},
    {"amx.tile_load"sv, op_status::none, 0, 0},
    {"amx.tile_mulf"sv, op_status::none, 0, 0},
    {"amx.tile_muli"sv, op_status::ok, 331, 2},
    {"amx.tile_store"sv, op_status::none, 0, 0},
    {"amx.tile_zero"sv, op_status::none, 0, 0},
    {"amx.tileloadd64"sv, op_status::none, 0, 0},
    {"amx.tilestored64"sv, op_status::none, 0, 0},
    {"amx.tilezero"sv, op_status::none, 0, 0},
    {"arith.addf"sv, op_status::ok, 333, 1},
    {"arith.addi"sv, op_status::ok, 334, 1},
    {"arith.addui_extended"sv, op_status::none, 0, 0},
    {"arith.andi"sv, op_status::none, 0, 0},
    {"arith.bitcast"sv, op_status::none, 0, 0},
    {"arith.ceildivsi"sv, op_status::none, 0, 0},
    {"arith.ceildivui"sv, op_status::none, 0, 0},
    {"arith.cmpf"sv, op_status::ok, 335, 2},
    {"arith.cmpi"sv, op_status::ok, 337, 1},
    {"arith.constant"sv, op_status::ok, 338, 1},
    {"arith.divf"sv, op_status::ok, 333, 1},
    {"arith.divsi"sv, op_status::none, 0, 0},
    {"arith.divui"sv, op_status::none, 0, 0},
    {"arith.extf"sv, op_status::ok, 339, 1},
    {"arith.extsi"sv, op_status::none, 0, 0},
    {"arith.extui"sv, op_status::none, 0, 0},
    {"arith.floordivsi"sv, op_status::none, 0, 0},
    {"arith.fptosi"sv, op_status::none, 0, 0},
    {"arith.fptoui"sv, op_status::none, 0, 0},
    {"arith.index_cast"sv, op_status::none, 0, 0},
    {"arith.index_castui"sv, op_status::none, 0, 0},
    {"arith.maximumf"sv, op_status::ok, 333, 1},
    {"arith.maxnumf"sv, op_status::ok, 333, 1},
    {"arith.maxsi"sv, op_status::none, 0, 0},
    {"arith.maxui"sv, op_status::none, 0, 0},
    {"arith.minimumf"sv, op_status::ok, 333, 1},
    {"arith.minnumf"sv, op_status::ok, 333, 1},
    {"arith.minsi"sv, op_status::none, 0, 0},
    {"arith.minui"sv, op_status::none, 0, 0},
    {"arith.mulf"sv, op_status::ok, 333, 1},
    {"arith.muli"sv, op_status::ok, 334, 1},
    {"arith.mulsi_extended"sv, op_status::none, 0, 0},
    {"arith.mului_extended"sv, op_status::none, 0, 0},
    {"arith.negf"sv, op_status::ok, 333, 1},
    {"arith.ori"sv, op_status::none, 0, 0},
    {"arith.remf"sv, op_status::ok, 333, 1},
    {"arith.remsi"sv, op_status::none, 0, 0},
    {"arith.remui"sv, op_status::none, 0, 0},
    {"arith.select"sv, op_status::none, 0, 0},
    {"arith.shli"sv, op_status::ok, 334, 1},
    {"arith.shrsi"sv, op_status::none, 0, 0},
    {"arith.shrui"sv, op_status::none, 0, 0},
    {"arith.sitofp"sv, op_status::none, 0, 0},
    {"arith.subf"sv, op_status::ok, 333, 1},
    {"arith.subi"sv, op_status::ok, 334, 1},
    {"arith.truncf"sv, op_status::ok, 340, 2},
    {"arith.trunci"sv, op_status::none, 0, 0},
    {"arith.uitofp"sv, op_status::none, 0, 0},
    {"arith.xori"sv, op_status::none, 0, 0},
    {"arm_neon.2d.sdot"sv, op_status::none, 0, 0},
    {"arm_neon.intr.sdot"sv, op_status::none, 0, 0},
    {"arm_neon.intr.smmla"sv, op_status::none, 0, 0},
    {"arm_neon.intr.smull"sv, op_status::none, 0, 0},
    {"arm_neon.intr.ummla"sv, op_status::none, 0, 0},
    {"arm_neon.intr.usmmla"sv, op_status::none, 0, 0},
    {"arm_sme.copy_tile"sv, op_status::none, 0, 0},
    {"arm_sme.fmopa_2way"sv, op_status::ok, 342, 2},
    {"arm_sme.fmops_2way"sv, op_status::ok, 342, 2},
    {"arm_sme.get_tile"sv, op_status::none, 0, 0},
    {"arm_sme.intr.cntsb"sv, op_status::none, 0, 0},
    {"arm_sme.intr.cntsd"sv, op_status::none, 0, 0},
    {"arm_sme.intr.cntsh"sv, op_status::none, 0, 0},
    {"arm_sme.intr.cntsw"sv, op_status::none, 0, 0},
    {"arm_sme.intr.ld1b.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1b.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1d.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1d.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1h.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1h.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1q.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1q.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1w.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.ld1w.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.mopa"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.mopa.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.mops"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.mops.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.read.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.read.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.smopa.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.smopa.za32"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.smops.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.smops.za32"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1b.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1b.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1d.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1d.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1h.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1h.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1q.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1q.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1w.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.st1w.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.str"sv, op_status::none, 0, 0},
    {"arm_sme.intr.sumopa.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.sumops.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.umopa.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.umopa.za32"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.umops.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.umops.za32"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.usmopa.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.usmops.wide"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.write.horiz"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.write.vert"sv, op_status::ok, 344, 1},
    {"arm_sme.intr.zero"sv, op_status::ok, 345, 1},
    {"arm_sme.load_tile_slice"sv, op_status::ok, 346, 1},
    {"arm_sme.move_tile_slice_to_vector"sv, op_status::ok, 346, 1},
    {"arm_sme.move_vector_to_tile_slice"sv, op_status::ok, 346, 1},
    {"arm_sme.outerproduct"sv, op_status::ok, 347, 3},
    {"arm_sme.smopa_2way"sv, op_status::ok, 342, 2},
    {"arm_sme.smopa_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.smops_2way"sv, op_status::ok, 342, 2},
    {"arm_sme.smops_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.store_tile_slice"sv, op_status::ok, 346, 1},
    {"arm_sme.streaming_vl"sv, op_status::ok, 350, 1},
    {"arm_sme.sumopa_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.sumops_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.tile_load"sv, op_status::ok, 351, 3},
    {"arm_sme.tile_store"sv, op_status::ok, 351, 3},
    {"arm_sme.umopa_2way"sv, op_status::ok, 342, 2},
    {"arm_sme.umopa_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.umops_2way"sv, op_status::ok, 342, 2},
    {"arm_sme.umops_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.usmopa_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.usmops_4way"sv, op_status::ok, 342, 2},
    {"arm_sme.zero"sv, op_status::none, 0, 0},
    {"arm_sve.convert_from_svbool"sv, op_status::none, 0, 0},
    {"arm_sve.convert_to_svbool"sv, op_status::none, 0, 0},
    {"arm_sve.intr.add"sv, op_status::none, 0, 0},
    {"arm_sve.intr.convert.from.svbool"sv, op_status::none, 0, 0},
    {"arm_sve.intr.convert.to.svbool"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fadd"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fdiv"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fmul"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fsub"sv, op_status::none, 0, 0},
    {"arm_sve.intr.mul"sv, op_status::none, 0, 0},
    {"arm_sve.intr.psel"sv, op_status::none, 0, 0},
    {"arm_sve.intr.sdiv"sv, op_status::none, 0, 0},
    {"arm_sve.intr.sdot"sv, op_status::none, 0, 0},
    {"arm_sve.intr.smmla"sv, op_status::none, 0, 0},
    {"arm_sve.intr.sub"sv, op_status::none, 0, 0},
    {"arm_sve.intr.udiv"sv, op_status::none, 0, 0},
    {"arm_sve.intr.udot"sv, op_status::none, 0, 0},
    {"arm_sve.intr.ummla"sv, op_status::none, 0, 0},
    {"arm_sve.intr.whilelt"sv, op_status::none, 0, 0},
    {"arm_sve.intr.zip.x2"sv, op_status::none, 0, 0},
    {"arm_sve.intr.zip.x4"sv, op_status::none, 0, 0},
    {"arm_sve.masked.addf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.addi"sv, op_status::none, 0, 0},
    {"arm_sve.masked.divf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.divi_signed"sv, op_status::none, 0, 0},
    {"arm_sve.masked.divi_unsigned"sv, op_status::none, 0, 0},
    {"arm_sve.masked.mulf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.muli"sv, op_status::none, 0, 0},
    {"arm_sve.masked.subf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.subi"sv, op_status::none, 0, 0},
    {"arm_sve.psel"sv, op_status::none, 0, 0},
    {"arm_sve.sdot"sv, op_status::none, 0, 0},
    {"arm_sve.smmla"sv, op_status::none, 0, 0},
    {"arm_sve.udot"sv, op_status::none, 0, 0},
    {"arm_sve.ummla"sv, op_status::none, 0, 0},
    {"arm_sve.zip.x2"sv, op_status::none, 0, 0},
    {"arm_sve.zip.x4"sv, op_status::none, 0, 0},
    {"async.add_to_group"sv, op_status::none, 0, 0},
    {"async.await"sv, op_status::none, 0, 0},
    {"async.await_all"sv, op_status::none, 0, 0},
    {"async.call"sv, op_status::ok, 354, 1},
    {"async.coro.begin"sv, op_status::none, 0, 0},
    {"async.coro.end"sv, op_status::none, 0, 0},
    {"async.coro.free"sv, op_status::none, 0, 0},
    {"async.coro.id"sv, op_status::none, 0, 0},
    {"async.coro.save"sv, op_status::none, 0, 0},
    {"async.coro.suspend"sv, op_status::none, 0, 0},
    {"async.create_group"sv, op_status::none, 0, 0},
    {"async.execute"sv, op_status::ok, 61, 2},
    {"async.func"sv, op_status::ok, 355, 5},
    {"async.return"sv, op_status::none, 0, 0},
    {"async.runtime.add_ref"sv, op_status::ok, 360, 1},
    {"async.runtime.add_to_group"sv, op_status::none, 0, 0},
    {"async.runtime.await"sv, op_status::none, 0, 0},
    {"async.runtime.await_and_resume"sv, op_status::none, 0, 0},
    {"async.runtime.create"sv, op_status::none, 0, 0},
    {"async.runtime.create_group"sv, op_status::none, 0, 0},
    {"async.runtime.drop_ref"sv, op_status::ok, 360, 1},
    {"async.runtime.is_error"sv, op_status::none, 0, 0},
    {"async.runtime.load"sv, op_status::none, 0, 0},
    {"async.runtime.num_worker_threads"sv, op_status::none, 0, 0},
    {"async.runtime.resume"sv, op_status::none, 0, 0},
    {"async.runtime.set_available"sv, op_status::none, 0, 0},
    {"async.runtime.set_error"sv, op_status::none, 0, 0},
    {"async.runtime.store"sv, op_status::none, 0, 0},
    {"async.yield"sv, op_status::none, 0, 0},
    {"bufferization.alloc_tensor"sv, op_status::ok, 361, 3},
    {"bufferization.clone"sv, op_status::none, 0, 0},
    {"bufferization.dealloc"sv, op_status::ok, 364, 2},
    {"bufferization.dealloc_tensor"sv, op_status::none, 0, 0},
    {"bufferization.materialize_in_destination"sv, op_status::ok, 366, 2},
    {"bufferization.to_memref"sv, op_status::ok, 368, 1},
    {"bufferization.to_tensor"sv, op_status::ok, 366, 2},
    {"builtin.module"sv, op_status::ok, 369, 2},
    {"builtin.unrealized_conversion_cast"sv, op_status::none, 0, 0},
    {"cf.assert"sv, op_status::ok, 371, 1},
    {"cf.br"sv, op_status::none, 0, 0},
    {"cf.cond_br"sv, op_status::ok, 364, 2},
    {"cf.switch"sv, op_status::ok, 372, 4},
    {"complex.abs"sv, op_status::ok, 333, 1},
    {"complex.add"sv, op_status::ok, 333, 1},
    {"complex.angle"sv, op_status::ok, 333, 1},
    {"complex.atan2"sv, op_status::ok, 333, 1},
    {"complex.bitcast"sv, op_status::none, 0, 0},
    {"complex.conj"sv, op_status::ok, 333, 1},
    {"complex.constant"sv, op_status::ok, 338, 1},
    {"complex.cos"sv, op_status::ok, 333, 1},
    {"complex.create"sv, op_status::none, 0, 0},
    {"complex.div"sv, op_status::ok, 333, 1},
    {"complex.eq"sv, op_status::none, 0, 0},
    {"complex.exp"sv, op_status::ok, 333, 1},
    {"complex.expm1"sv, op_status::ok, 333, 1},
    {"complex.im"sv, op_status::ok, 333, 1},
    {"complex.log"sv, op_status::ok, 333, 1},
    {"complex.log1p"sv, op_status::ok, 333, 1},
    {"complex.mul"sv, op_status::ok, 333, 1},
    {"complex.neg"sv, op_status::ok, 333, 1},
    {"complex.neq"sv, op_status::none, 0, 0},
    {"complex.pow"sv, op_status::ok, 333, 1},
    {"complex.re"sv, op_status::ok, 333, 1},
    {"complex.rsqrt"sv, op_status::ok, 333, 1},
    {"complex.sign"sv, op_status::ok, 333, 1},
    {"complex.sin"sv, op_status::ok, 333, 1},
    {"complex.sqrt"sv, op_status::ok, 333, 1},
    {"complex.sub"sv, op_status::ok, 333, 1},
    {"complex.tan"sv, op_status::ok, 333, 1},
    {"complex.tanh"sv, op_status::ok, 333, 1},
    {"emitc.add"sv, op_status::none, 0, 0},
    {"emitc.apply"sv, op_status::ok, 376, 1},
    {"emitc.assign"sv, op_status::none, 0, 0},
    {"emitc.bitwise_and"sv, op_status::none, 0, 0},
    {"emitc.bitwise_left_shift"sv, op_status::none, 0, 0},
    {"emitc.bitwise_not"sv, op_status::none, 0, 0},
    {"emitc.bitwise_or"sv, op_status::none, 0, 0},
    {"emitc.bitwise_right_shift"sv, op_status::none, 0, 0},
    {"emitc.bitwise_xor"sv, op_status::none, 0, 0},
    {"emitc.call"sv, op_status::ok, 354, 1},
    {"emitc.call_opaque"sv, op_status::ok, 377, 3},
    {"emitc.cast"sv, op_status::none, 0, 0},
    {"emitc.cmp"sv, op_status::ok, 337, 1},
    {"emitc.conditional"sv, op_status::none, 0, 0},
    {"emitc.constant"sv, op_status::ok, 338, 1},
    {"emitc.declare_func"sv, op_status::ok, 122, 1},
    {"emitc.div"sv, op_status::none, 0, 0},
    {"emitc.expression"sv, op_status::ok, 380, 1},
    {"emitc.for"sv, op_status::none, 0, 0},
    {"emitc.func"sv, op_status::ok, 381, 5},
    {"emitc.get_global"sv, op_status::ok, 386, 1},
    {"emitc.global"sv, op_status::ok, 387, 6},
    {"emitc.if"sv, op_status::none, 0, 0},
    {"emitc.include"sv, op_status::ok, 393, 2},
    {"emitc.literal"sv, op_status::ok, 338, 1},
    {"emitc.logical_and"sv, op_status::none, 0, 0},
    {"emitc.logical_not"sv, op_status::none, 0, 0},
    {"emitc.logical_or"sv, op_status::none, 0, 0},
    {"emitc.member"sv, op_status::ok, 395, 1},
    {"emitc.member_of_ptr"sv, op_status::ok, 395, 1},
    {"emitc.mul"sv, op_status::none, 0, 0},
    {"emitc.rem"sv, op_status::none, 0, 0},
    {"emitc.return"sv, op_status::none, 0, 0},
    {"emitc.sub"sv, op_status::none, 0, 0},
    {"emitc.subscript"sv, op_status::none, 0, 0},
    {"emitc.unary_minus"sv, op_status::none, 0, 0},
    {"emitc.unary_plus"sv, op_status::none, 0, 0},
    {"emitc.variable"sv, op_status::ok, 338, 1},
    {"emitc.verbatim"sv, op_status::ok, 338, 1},
    {"emitc.yield"sv, op_status::none, 0, 0},
    {"func.call"sv, op_status::ok, 354, 1},
    {"func.call_indirect"sv, op_status::none, 0, 0},
    {"func.constant"sv, op_status::ok, 338, 1},
    {"func.func"sv, op_status::ok, 355, 5},
    {"func.return"sv, op_status::none, 0, 0},
    {"gpu.all_reduce"sv, op_status::ok, 396, 2},
    {"gpu.alloc"sv, op_status::ok, 398, 3},
    {"gpu.barrier"sv, op_status::none, 0, 0},
    {"gpu.binary"sv, op_status::ok, 401, 3},
    {"gpu.block_dim"sv, op_status::ok, 404, 2},
    {"gpu.block_id"sv, op_status::ok, 404, 2},
    {"gpu.cluster_block_id"sv, op_status::ok, 404, 2},
    {"gpu.cluster_dim"sv, op_status::ok, 404, 2},
    {"gpu.cluster_dim_blocks"sv, op_status::ok, 404, 2},
    {"gpu.cluster_id"sv, op_status::ok, 404, 2},
    {"gpu.create_2to4_spmat"sv, op_status::ok, 406, 1},
    {"gpu.create_bsr"sv, op_status::none, 0, 0},
    {"gpu.create_coo"sv, op_status::none, 0, 0},
    {"gpu.create_coo_aos"sv, op_status::none, 0, 0},
    {"gpu.create_csc"sv, op_status::none, 0, 0},
    {"gpu.create_csr"sv, op_status::none, 0, 0},
    {"gpu.create_dn_tensor"sv, op_status::ok, 364, 2},
    {"gpu.dealloc"sv, op_status::none, 0, 0},
    {"gpu.destroy_dn_tensor"sv, op_status::none, 0, 0},
    {"gpu.destroy_sp_mat"sv, op_status::none, 0, 0},
    {"gpu.dynamic_shared_memory"sv, op_status::none, 0, 0},
    {"gpu.func"sv, op_status::ok, 407, 7},
    {"gpu.global_id"sv, op_status::ok, 404, 2},
    {"gpu.grid_dim"sv, op_status::ok, 404, 2},
    {"gpu.host_register"sv, op_status::none, 0, 0},
    {"gpu.host_unregister"sv, op_status::none, 0, 0},
    {"gpu.lane_id"sv, op_status::ok, 414, 1},
    {"gpu.launch"sv, op_status::ok, 415, 2},
    {"gpu.launch_func"sv, op_status::ok, 417, 3},
    {"gpu.memcpy"sv, op_status::none, 0, 0},
    {"gpu.memset"sv, op_status::none, 0, 0},
    {"gpu.module"sv, op_status::ok, 420, 3},
    {"gpu.module_end"sv, op_status::none, 0, 0},
    {"gpu.num_subgroups"sv, op_status::ok, 414, 1},
    {"gpu.printf"sv, op_status::ok, 423, 1},
    {"gpu.return"sv, op_status::none, 0, 0},
    {"gpu.sddmm"sv, op_status::ok, 424, 3},
    {"gpu.sddmm_buffer_size"sv, op_status::ok, 424, 3},
    {"gpu.set_csr_pointers"sv, op_status::none, 0, 0},
    {"gpu.set_default_device"sv, op_status::none, 0, 0},
    {"gpu.shuffle"sv, op_status::ok, 427, 1},
    {"gpu.spgemm_copy"sv, op_status::ok, 424, 3},
    {"gpu.spgemm_create_descr"sv, op_status::none, 0, 0},
    {"gpu.spgemm_destroy_descr"sv, op_status::none, 0, 0},
    {"gpu.spgemm_work_estimation_or_compute"sv, op_status::ok, 428, 4},
    {"gpu.spmat_get_size"sv, op_status::none, 0, 0},
    {"gpu.spmm"sv, op_status::ok, 432, 5},
    {"gpu.spmm_buffer_size"sv, op_status::ok, 437, 5},
    {"gpu.spmv"sv, op_status::ok, 442, 2},
    {"gpu.spmv_buffer_size"sv, op_status::ok, 442, 2},
    {"gpu.subgroup_id"sv, op_status::ok, 414, 1},
    {"gpu.subgroup_mma_compute"sv, op_status::ok, 444, 2},
    {"gpu.subgroup_mma_constant_matrix"sv, op_status::none, 0, 0},
    {"gpu.subgroup_mma_elementwise"sv, op_status::ok, 446, 1},
    {"gpu.subgroup_mma_load_matrix"sv, op_status::ok, 447, 2},
    {"gpu.subgroup_mma_store_matrix"sv, op_status::ok, 447, 2},
    {"gpu.subgroup_reduce"sv, op_status::ok, 449, 2},
    {"gpu.subgroup_size"sv, op_status::ok, 414, 1},
    {"gpu.terminator"sv, op_status::none, 0, 0},
    {"gpu.thread_id"sv, op_status::ok, 404, 2},
    {"gpu.wait"sv, op_status::none, 0, 0},
    {"gpu.yield"sv, op_status::none, 0, 0},
    {"index.add"sv, op_status::none, 0, 0},
    {"index.and"sv, op_status::none, 0, 0},
    {"index.bool.constant"sv, op_status::ok, 338, 1},
    {"index.casts"sv, op_status::none, 0, 0},
    {"index.castu"sv, op_status::none, 0, 0},
    {"index.ceildivs"sv, op_status::none, 0, 0},
    {"index.ceildivu"sv, op_status::none, 0, 0},
    {"index.cmp"sv, op_status::ok, 451, 1},
    {"index.constant"sv, op_status::ok, 338, 1},
    {"index.divs"sv, op_status::none, 0, 0},
    {"index.divu"sv, op_status::none, 0, 0},
    {"index.floordivs"sv, op_status::none, 0, 0},
    {"index.maxs"sv, op_status::none, 0, 0},
    {"index.maxu"sv, op_status::none, 0, 0},
    {"index.mins"sv, op_status::none, 0, 0},
    {"index.minu"sv, op_status::none, 0, 0},
    {"index.mul"sv, op_status::none, 0, 0},
    {"index.or"sv, op_status::none, 0, 0},
    {"index.rems"sv, op_status::none, 0, 0},
    {"index.remu"sv, op_status::none, 0, 0},
    {"index.shl"sv, op_status::none, 0, 0},
    {"index.shrs"sv, op_status::none, 0, 0},
    {"index.shru"sv, op_status::none, 0, 0},
    {"index.sizeof"sv, op_status::none, 0, 0},
    {"index.sub"sv, op_status::none, 0, 0},
    {"index.xor"sv, op_status::none, 0, 0},
    {"irdl.all_of"sv, op_status::none, 0, 0},
    {"irdl.any"sv, op_status::none, 0, 0},
    {"irdl.any_of"sv, op_status::none, 0, 0},
    {"irdl.attribute"sv, op_status::ok, 122, 1},
    {"irdl.attributes"sv, op_status::ok, 452, 1},
    {"irdl.base"sv, op_status::ok, 453, 2},
    {"irdl.c_pred"sv, op_status::ok, 451, 1},
    {"irdl.dialect"sv, op_status::ok, 122, 1},
    {"irdl.is"sv, op_status::ok, 455, 1},
    {"irdl.operands"sv, op_status::ok, 456, 1},
    {"irdl.operation"sv, op_status::ok, 122, 1},
    {"irdl.parameters"sv, op_status::none, 0, 0},
    {"irdl.parametric"sv, op_status::ok, 457, 1},
    {"irdl.region"sv, op_status::ok, 458, 2},
    {"irdl.regions"sv, op_status::none, 0, 0},
    {"irdl.results"sv, op_status::ok, 456, 1},
    {"irdl.type"sv, op_status::ok, 122, 1},
    {"linalg.abs"sv, op_status::ok, 61, 2},
    {"linalg.add"sv, op_status::ok, 61, 2},
    {"linalg.batch_matmul"sv, op_status::ok, 61, 2},
    {"linalg.batch_matmul_transpose_a"sv, op_status::ok, 61, 2},
    {"linalg.batch_matmul_transpose_b"sv, op_status::ok, 61, 2},
    {"linalg.batch_matvec"sv, op_status::ok, 61, 2},
    {"linalg.batch_mmt4d"sv, op_status::ok, 61, 2},
    {"linalg.batch_reduce_matmul"sv, op_status::ok, 61, 2},
    {"linalg.batch_vecmat"sv, op_status::ok, 61, 2},
    {"linalg.broadcast"sv, op_status::ok, 460, 1},
    {"linalg.ceil"sv, op_status::ok, 61, 2},
    {"linalg.conv_1d"sv, op_status::ok, 61, 2},
    {"linalg.conv_1d_ncw_fcw"sv, op_status::ok, 461, 4},
    {"linalg.conv_1d_nwc_wcf"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d"sv, op_status::ok, 61, 2},
    {"linalg.conv_2d_nchw_fchw"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_ngchw_fgchw"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_ngchw_gfchw"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_ngchw_gfchw_q"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_nhwc_fhwc"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_nhwc_fhwc_q"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_nhwc_hwcf"sv, op_status::ok, 461, 4},
    {"linalg.conv_2d_nhwc_hwcf_q"sv, op_status::ok, 461, 4},
    {"linalg.conv_3d"sv, op_status::ok, 61, 2},
    {"linalg.conv_3d_ncdhw_fcdhw"sv, op_status::ok, 461, 4},
    {"linalg.conv_3d_ndhwc_dhwcf"sv, op_status::ok, 461, 4},
    {"linalg.conv_3d_ndhwc_dhwcf_q"sv, op_status::ok, 461, 4},
    {"linalg.copy"sv, op_status::ok, 465, 3},
    {"linalg.depthwise_conv_1d_ncw_cw"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_1d_nwc_wc"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_1d_nwc_wcm"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_2d_nchw_chw"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwc"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwc_q"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwcm"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwcm_q"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_3d_ncdhw_cdhw"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_3d_ndhwc_dhwc"sv, op_status::ok, 461, 4},
    {"linalg.depthwise_conv_3d_ndhwc_dhwcm"sv, op_status::ok, 461, 4},
    {"linalg.div"sv, op_status::ok, 61, 2},
    {"linalg.div_unsigned"sv, op_status::ok, 61, 2},
    {"linalg.dot"sv, op_status::ok, 61, 2},
    {"linalg.elemwise_binary"sv, op_status::ok, 468, 4},
    {"linalg.elemwise_unary"sv, op_status::ok, 468, 4},
    {"linalg.erf"sv, op_status::ok, 61, 2},
    {"linalg.exp"sv, op_status::ok, 61, 2},
    {"linalg.fill"sv, op_status::ok, 61, 2},
    {"linalg.fill_rng_2d"sv, op_status::ok, 61, 2},
    {"linalg.floor"sv, op_status::ok, 61, 2},
    {"linalg.generic"sv, op_status::ok, 472, 6},
    {"linalg.index"sv, op_status::ok, 478, 1},
    {"linalg.log"sv, op_status::ok, 61, 2},
    {"linalg.map"sv, op_status::none, 0, 0},
    {"linalg.matmul"sv, op_status::ok, 465, 3},
    {"linalg.matmul_transpose_a"sv, op_status::ok, 465, 3},
    {"linalg.matmul_transpose_b"sv, op_status::ok, 465, 3},
    {"linalg.matvec"sv, op_status::ok, 61, 2},
    {"linalg.max"sv, op_status::ok, 61, 2},
    {"linalg.min"sv, op_status::ok, 61, 2},
    {"linalg.mmt4d"sv, op_status::ok, 61, 2},
    {"linalg.mul"sv, op_status::ok, 61, 2},
    {"linalg.negf"sv, op_status::ok, 61, 2},
    {"linalg.pooling_nchw_max"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nchw_sum"sv, op_status::ok, 461, 4},
    {"linalg.pooling_ncw_max"sv, op_status::ok, 461, 4},
    {"linalg.pooling_ncw_sum"sv, op_status::ok, 461, 4},
    {"linalg.pooling_ndhwc_max"sv, op_status::ok, 461, 4},
    {"linalg.pooling_ndhwc_min"sv, op_status::ok, 461, 4},
    {"linalg.pooling_ndhwc_sum"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nhwc_max"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nhwc_max_unsigned"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nhwc_min"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nhwc_min_unsigned"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nhwc_sum"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nwc_max"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nwc_max_unsigned"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nwc_min"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nwc_min_unsigned"sv, op_status::ok, 461, 4},
    {"linalg.pooling_nwc_sum"sv, op_status::ok, 461, 4},
    {"linalg.powf"sv, op_status::ok, 61, 2},
    {"linalg.quantized_batch_matmul"sv, op_status::ok, 61, 2},
    {"linalg.quantized_matmul"sv, op_status::ok, 61, 2},
    {"linalg.reciprocal"sv, op_status::ok, 61, 2},
    {"linalg.reduce"sv, op_status::ok, 460, 1},
    {"linalg.round"sv, op_status::ok, 61, 2},
    {"linalg.rsqrt"sv, op_status::ok, 61, 2},
    {"linalg.select"sv, op_status::ok, 61, 2},
    {"linalg.softmax"sv, op_status::ok, 479, 1},
    {"linalg.sqrt"sv, op_status::ok, 61, 2},
    {"linalg.square"sv, op_status::ok, 61, 2},
    {"linalg.sub"sv, op_status::ok, 61, 2},
    {"linalg.tanh"sv, op_status::ok, 61, 2},
    {"linalg.transpose"sv, op_status::ok, 480, 1},
    {"linalg.vecmat"sv, op_status::ok, 61, 2},
    {"linalg.winograd_filter_transform"sv, op_status::ok, 481, 2},
    {"linalg.winograd_input_transform"sv, op_status::ok, 481, 2},
    {"linalg.winograd_output_transform"sv, op_status::ok, 481, 2},
    {"linalg.yield"sv, op_status::none, 0, 0},
    {"llvm.add"sv, op_status::ok, 483, 1},
    {"llvm.addrspacecast"sv, op_status::none, 0, 0},
    {"llvm.alloca"sv, op_status::ok, 484, 3},
    {"llvm.and"sv, op_status::none, 0, 0},
    {"llvm.ashr"sv, op_status::none, 0, 0},
    {"llvm.atomicrmw"sv, op_status::ok, 487, 9},
    {"llvm.bitcast"sv, op_status::none, 0, 0},
    {"llvm.br"sv, op_status::ok, 496, 1},
    {"llvm.call"sv, op_status::ok, 497, 10},
    {"llvm.call_intrinsic"sv, op_status::ok, 507, 2},
    {"llvm.cmpxchg"sv, op_status::ok, 509, 10},
    {"llvm.comdat"sv, op_status::ok, 122, 1},
    {"llvm.comdat_selector"sv, op_status::ok, 519, 2},
    {"llvm.cond_br"sv, op_status::ok, 521, 4},
    {"llvm.extractelement"sv, op_status::none, 0, 0},
    {"llvm.extractvalue"sv, op_status::ok, 525, 1},
    {"llvm.fadd"sv, op_status::ok, 526, 1},
    {"llvm.fcmp"sv, op_status::ok, 527, 2},
    {"llvm.fdiv"sv, op_status::ok, 526, 1},
    {"llvm.fence"sv, op_status::ok, 529, 2},
    {"llvm.fmul"sv, op_status::ok, 526, 1},
    {"llvm.fneg"sv, op_status::ok, 526, 1},
    {"llvm.fpext"sv, op_status::none, 0, 0},
    {"llvm.fptosi"sv, op_status::none, 0, 0},
    {"llvm.fptoui"sv, op_status::none, 0, 0},
    {"llvm.fptrunc"sv, op_status::none, 0, 0},
    {"llvm.freeze"sv, op_status::none, 0, 0},
    {"llvm.frem"sv, op_status::ok, 526, 1},
    {"llvm.fsub"sv, op_status::ok, 526, 1},
    {"llvm.func"sv, op_status::ok, 531, 45},
    {"llvm.getelementptr"sv, op_status::ok, 576, 3},
    {"llvm.icmp"sv, op_status::ok, 337, 1},
    {"llvm.inline_asm"sv, op_status::ok, 579, 6},
    {"llvm.insertelement"sv, op_status::none, 0, 0},
    {"llvm.insertvalue"sv, op_status::ok, 525, 1},
    {"llvm.intr.abs"sv, op_status::ok, 585, 1},
    {"llvm.intr.annotation"sv, op_status::none, 0, 0},
    {"llvm.intr.assume"sv, op_status::none, 0, 0},
    {"llvm.intr.bitreverse"sv, op_status::none, 0, 0},
    {"llvm.intr.bswap"sv, op_status::none, 0, 0},
    {"llvm.intr.ceil"sv, op_status::ok, 526, 1},
    {"llvm.intr.copysign"sv, op_status::ok, 526, 1},
    {"llvm.intr.coro.align"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.begin"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.end"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.free"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.id"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.promise"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.resume"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.save"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.size"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.suspend"sv, op_status::none, 0, 0},
    {"llvm.intr.cos"sv, op_status::ok, 526, 1},
    {"llvm.intr.ctlz"sv, op_status::ok, 586, 1},
    {"llvm.intr.ctpop"sv, op_status::none, 0, 0},
    {"llvm.intr.cttz"sv, op_status::ok, 586, 1},
    {"llvm.intr.dbg.declare"sv, op_status::ok, 587, 2},
    {"llvm.intr.dbg.label"sv, op_status::ok, 589, 1},
    {"llvm.intr.dbg.value"sv, op_status::ok, 587, 2},
    {"llvm.intr.debugtrap"sv, op_status::none, 0, 0},
    {"llvm.intr.eh.typeid.for"sv, op_status::none, 0, 0},
    {"llvm.intr.exp"sv, op_status::ok, 526, 1},
    {"llvm.intr.exp2"sv, op_status::ok, 526, 1},
    {"llvm.intr.expect"sv, op_status::none, 0, 0},
    {"llvm.intr.expect.with.probability"sv, op_status::ok, 590, 1},
    {"llvm.intr.experimental.constrained.fptrunc"sv, op_status::ok, 591, 2},
    {"llvm.intr.experimental.noalias.scope.decl"sv, op_status::ok, 593, 1},
    {"llvm.intr.experimental.stepvector"sv, op_status::none, 0, 0},
    {"llvm.intr.experimental.vp.strided.load"sv, op_status::none, 0, 0},
    {"llvm.intr.experimental.vp.strided.store"sv, op_status::none, 0, 0},
    {"llvm.intr.fabs"sv, op_status::ok, 526, 1},
    {"llvm.intr.floor"sv, op_status::ok, 526, 1},
    {"llvm.intr.fma"sv, op_status::ok, 526, 1},
    {"llvm.intr.fmuladd"sv, op_status::ok, 526, 1},
    {"llvm.intr.fshl"sv, op_status::none, 0, 0},
    {"llvm.intr.fshr"sv, op_status::none, 0, 0},
    {"llvm.intr.get.active.lane.mask"sv, op_status::none, 0, 0},
    {"llvm.intr.invariant.end"sv, op_status::ok, 594, 1},
    {"llvm.intr.invariant.start"sv, op_status::ok, 594, 1},
    {"llvm.intr.is.constant"sv, op_status::none, 0, 0},
    {"llvm.intr.is.fpclass"sv, op_status::ok, 595, 1},
    {"llvm.intr.lifetime.end"sv, op_status::ok, 594, 1},
    {"llvm.intr.lifetime.start"sv, op_status::ok, 594, 1},
    {"llvm.intr.llrint"sv, op_status::none, 0, 0},
    {"llvm.intr.llround"sv, op_status::none, 0, 0},
    {"llvm.intr.log"sv, op_status::ok, 526, 1},
    {"llvm.intr.log10"sv, op_status::ok, 526, 1},
    {"llvm.intr.log2"sv, op_status::ok, 526, 1},
    {"llvm.intr.lrint"sv, op_status::none, 0, 0},
    {"llvm.intr.lround"sv, op_status::none, 0, 0},
    {"llvm.intr.masked.compressstore"sv, op_status::none, 0, 0},
    {"llvm.intr.masked.expandload"sv, op_status::none, 0, 0},
    {"llvm.intr.masked.gather"sv, op_status::ok, 596, 1},
    {"llvm.intr.masked.load"sv, op_status::ok, 596, 1},
    {"llvm.intr.masked.scatter"sv, op_status::ok, 596, 1},
    {"llvm.intr.masked.store"sv, op_status::ok, 596, 1},
    {"llvm.intr.matrix.column.major.load"sv, op_status::ok, 597, 3},
    {"llvm.intr.matrix.column.major.store"sv, op_status::ok, 597, 3},
    {"llvm.intr.matrix.multiply"sv, op_status::ok, 600, 3},
    {"llvm.intr.matrix.transpose"sv, op_status::ok, 603, 2},
    {"llvm.intr.maximum"sv, op_status::ok, 526, 1},
    {"llvm.intr.maxnum"sv, op_status::ok, 526, 1},
    {"llvm.intr.memcpy"sv, op_status::ok, 605, 5},
    {"llvm.intr.memcpy.inline"sv, op_status::ok, 610, 6},
    {"llvm.intr.memmove"sv, op_status::ok, 605, 5},
    {"llvm.intr.memset"sv, op_status::ok, 605, 5},
    {"llvm.intr.minimum"sv, op_status::ok, 526, 1},
    {"llvm.intr.minnum"sv, op_status::ok, 526, 1},
    {"llvm.intr.nearbyint"sv, op_status::ok, 526, 1},
    {"llvm.intr.pow"sv, op_status::ok, 526, 1},
    {"llvm.intr.powi"sv, op_status::ok, 526, 1},
    {"llvm.intr.prefetch"sv, op_status::ok, 616, 3},
    {"llvm.intr.ptr.annotation"sv, op_status::none, 0, 0},
    {"llvm.intr.rint"sv, op_status::ok, 526, 1},
    {"llvm.intr.round"sv, op_status::ok, 526, 1},
    {"llvm.intr.roundeven"sv, op_status::ok, 526, 1},
    {"llvm.intr.sadd.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.sadd.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.sin"sv, op_status::ok, 526, 1},
    {"llvm.intr.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.smul.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.sqrt"sv, op_status::ok, 526, 1},
    {"llvm.intr.ssa.copy"sv, op_status::none, 0, 0},
    {"llvm.intr.sshl.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.ssub.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.ssub.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.stackrestore"sv, op_status::none, 0, 0},
    {"llvm.intr.stacksave"sv, op_status::none, 0, 0},
    {"llvm.intr.threadlocal.address"sv, op_status::none, 0, 0},
    {"llvm.intr.trap"sv, op_status::none, 0, 0},
    {"llvm.intr.trunc"sv, op_status::ok, 526, 1},
    {"llvm.intr.uadd.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.uadd.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.ubsantrap"sv, op_status::ok, 619, 1},
    {"llvm.intr.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.umul.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.ushl.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.usub.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.usub.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.vacopy"sv, op_status::none, 0, 0},
    {"llvm.intr.vaend"sv, op_status::none, 0, 0},
    {"llvm.intr.var.annotation"sv, op_status::none, 0, 0},
    {"llvm.intr.vastart"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.deinterleave2"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.extract"sv, op_status::ok, 620, 1},
    {"llvm.intr.vector.insert"sv, op_status::ok, 620, 1},
    {"llvm.intr.vector.interleave2"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.add"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.and"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.fadd"sv, op_status::ok, 526, 1},
    {"llvm.intr.vector.reduce.fmax"sv, op_status::ok, 526, 1},
    {"llvm.intr.vector.reduce.fmaximum"sv, op_status::ok, 526, 1},
    {"llvm.intr.vector.reduce.fmin"sv, op_status::ok, 526, 1},
    {"llvm.intr.vector.reduce.fminimum"sv, op_status::ok, 526, 1},
    {"llvm.intr.vector.reduce.fmul"sv, op_status::ok, 526, 1},
    {"llvm.intr.vector.reduce.mul"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.or"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.xor"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.add"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.and"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.ashr"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fadd"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fdiv"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fma"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fmul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fmuladd"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fneg"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fpext"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fptosi"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fptoui"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fptrunc"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.frem"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fsub"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.inttoptr"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.load"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.lshr"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.merge"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.mul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.or"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.ptrtoint"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.add"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.and"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fadd"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fmax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fmin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fmul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.mul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.or"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.xor"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sdiv"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.select"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sext"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.shl"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sitofp"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.srem"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.store"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sub"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.trunc"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.udiv"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.uitofp"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.urem"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.xor"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.zext"sv, op_status::none, 0, 0},
    {"llvm.intr.vscale"sv, op_status::none, 0, 0},
    {"llvm.inttoptr"sv, op_status::none, 0, 0},
    {"llvm.invoke"sv, op_status::ok, 621, 6},
    {"llvm.landingpad"sv, op_status::ok, 627, 1},
    {"llvm.linker_options"sv, op_status::ok, 628, 1},
    {"llvm.load"sv, op_status::ok, 629, 10},
    {"llvm.lshr"sv, op_status::none, 0, 0},
    {"llvm.mlir.addressof"sv, op_status::ok, 639, 1},
    {"llvm.mlir.constant"sv, op_status::ok, 338, 1},
    {"llvm.mlir.global"sv, op_status::ok, 640, 14},
    {"llvm.mlir.global_ctors"sv, op_status::ok, 654, 2},
    {"llvm.mlir.global_dtors"sv, op_status::ok, 656, 2},
    {"llvm.mlir.none"sv, op_status::none, 0, 0},
    {"llvm.mlir.poison"sv, op_status::none, 0, 0},
    {"llvm.mlir.undef"sv, op_status::none, 0, 0},
    {"llvm.mlir.zero"sv, op_status::none, 0, 0},
    {"llvm.mul"sv, op_status::ok, 483, 1},
    {"llvm.or"sv, op_status::none, 0, 0},
    {"llvm.ptrtoint"sv, op_status::none, 0, 0},
    {"llvm.resume"sv, op_status::none, 0, 0},
    {"llvm.return"sv, op_status::none, 0, 0},
    {"llvm.sdiv"sv, op_status::none, 0, 0},
    {"llvm.select"sv, op_status::ok, 526, 1},
    {"llvm.sext"sv, op_status::none, 0, 0},
    {"llvm.shl"sv, op_status::ok, 483, 1},
    {"llvm.shufflevector"sv, op_status::ok, 658, 1},
    {"llvm.sitofp"sv, op_status::none, 0, 0},
    {"llvm.srem"sv, op_status::none, 0, 0},
    {"llvm.store"sv, op_status::ok, 659, 9},
    {"llvm.sub"sv, op_status::ok, 483, 1},
    {"llvm.switch"sv, op_status::ok, 668, 5},
    {"llvm.trunc"sv, op_status::none, 0, 0},
    {"llvm.udiv"sv, op_status::none, 0, 0},
    {"llvm.uitofp"sv, op_status::none, 0, 0},
    {"llvm.unreachable"sv, op_status::none, 0, 0},
    {"llvm.urem"sv, op_status::none, 0, 0},
    {"llvm.xor"sv, op_status::none, 0, 0},
    {"llvm.zext"sv, op_status::none, 0, 0},
    {"math.absf"sv, op_status::ok, 333, 1},
    {"math.absi"sv, op_status::none, 0, 0},
    {"math.acos"sv, op_status::ok, 333, 1},
    {"math.acosh"sv, op_status::ok, 333, 1},
    {"math.asin"sv, op_status::ok, 333, 1},
    {"math.asinh"sv, op_status::ok, 333, 1},
    {"math.atan"sv, op_status::ok, 333, 1},
    {"math.atan2"sv, op_status::ok, 333, 1},
    {"math.atanh"sv, op_status::ok, 333, 1},
    {"math.cbrt"sv, op_status::ok, 333, 1},
    {"math.ceil"sv, op_status::ok, 333, 1},
    {"math.copysign"sv, op_status::ok, 333, 1},
    {"math.cos"sv, op_status::ok, 333, 1},
    {"math.cosh"sv, op_status::ok, 333, 1},
    {"math.ctlz"sv, op_status::none, 0, 0},
    {"math.ctpop"sv, op_status::none, 0, 0},
    {"math.cttz"sv, op_status::none, 0, 0},
    {"math.erf"sv, op_status::ok, 333, 1},
    {"math.exp"sv, op_status::ok, 333, 1},
    {"math.exp2"sv, op_status::ok, 333, 1},
    {"math.expm1"sv, op_status::ok, 333, 1},
    {"math.floor"sv, op_status::ok, 333, 1},
    {"math.fma"sv, op_status::ok, 333, 1},
    {"math.fpowi"sv, op_status::ok, 333, 1},
    {"math.ipowi"sv, op_status::none, 0, 0},
    {"math.log"sv, op_status::ok, 333, 1},
    {"math.log10"sv, op_status::ok, 333, 1},
    {"math.log1p"sv, op_status::ok, 333, 1},
    {"math.log2"sv, op_status::ok, 333, 1},
    {"math.powf"sv, op_status::ok, 333, 1},
    {"math.round"sv, op_status::ok, 333, 1},
    {"math.roundeven"sv, op_status::ok, 333, 1},
    {"math.rsqrt"sv, op_status::ok, 333, 1},
    {"math.sin"sv, op_status::ok, 333, 1},
    {"math.sinh"sv, op_status::ok, 333, 1},
    {"math.sqrt"sv, op_status::ok, 333, 1},
    {"math.tan"sv, op_status::ok, 333, 1},
    {"math.tanh"sv, op_status::ok, 333, 1},
    {"math.trunc"sv, op_status::ok, 333, 1},
    {"memref.alloc"sv, op_status::ok, 673, 3},
    {"memref.alloca"sv, op_status::ok, 673, 3},
    {"memref.alloca_scope"sv, op_status::none, 0, 0},
    {"memref.alloca_scope.return"sv, op_status::none, 0, 0},
    {"memref.assume_alignment"sv, op_status::ok, 596, 1},
    {"memref.atomic_rmw"sv, op_status::ok, 676, 1},
    {"memref.atomic_yield"sv, op_status::none, 0, 0},
    {"memref.cast"sv, op_status::none, 0, 0},
    {"memref.collapse_shape"sv, op_status::ok, 677, 1},
    {"memref.copy"sv, op_status::none, 0, 0},
    {"memref.dealloc"sv, op_status::none, 0, 0},
    {"memref.dim"sv, op_status::none, 0, 0},
    {"memref.dma_start"sv, op_status::none, 0, 0},
    {"memref.dma_wait"sv, op_status::none, 0, 0},
    {"memref.expand_shape"sv, op_status::ok, 678, 2},
    {"memref.extract_aligned_pointer_as_index"sv, op_status::none, 0, 0},
    {"memref.extract_strided_metadata"sv, op_status::none, 0, 0},
    {"memref.generic_atomic_rmw"sv, op_status::none, 0, 0},
    {"memref.get_global"sv, op_status::ok, 386, 1},
    {"memref.global"sv, op_status::ok, 680, 6},
    {"memref.load"sv, op_status::ok, 686, 1},
    {"memref.memory_space_cast"sv, op_status::none, 0, 0},
    {"memref.prefetch"sv, op_status::ok, 687, 3},
    {"memref.rank"sv, op_status::none, 0, 0},
    {"memref.realloc"sv, op_status::ok, 690, 1},
    {"memref.reinterpret_cast"sv, op_status::ok, 691, 5},
    {"memref.reshape"sv, op_status::none, 0, 0},
    {"memref.store"sv, op_status::ok, 686, 1},
    {"memref.subview"sv, op_status::ok, 691, 5},
    {"memref.transpose"sv, op_status::ok, 480, 1},
    {"memref.view"sv, op_status::none, 0, 0},
    {"mesh.all_gather"sv, op_status::ok, 696, 3},
    {"mesh.all_reduce"sv, op_status::ok, 699, 3},
    {"mesh.all_slice"sv, op_status::ok, 702, 3},
    {"mesh.all_to_all"sv, op_status::ok, 705, 4},
    {"mesh.broadcast"sv, op_status::ok, 709, 3},
    {"mesh.gather"sv, op_status::ok, 712, 4},
    {"mesh.mesh"sv, op_status::ok, 716, 2},
    {"mesh.mesh_shape"sv, op_status::ok, 718, 2},
    {"mesh.process_linear_index"sv, op_status::ok, 720, 1},
    {"mesh.process_multi_index"sv, op_status::ok, 718, 2},
    {"mesh.recv"sv, op_status::ok, 721, 3},
    {"mesh.reduce"sv, op_status::ok, 724, 4},
    {"mesh.reduce_scatter"sv, op_status::ok, 728, 4},
    {"mesh.scatter"sv, op_status::ok, 732, 4},
    {"mesh.send"sv, op_status::ok, 736, 3},
    {"mesh.shard"sv, op_status::ok, 739, 2},
    {"mesh.shift"sv, op_status::ok, 741, 5},
    {"ml_program.func"sv, op_status::ok, 355, 5},
    {"ml_program.global"sv, op_status::ok, 746, 5},
    {"ml_program.global_load"sv, op_status::ok, 751, 1},
    {"ml_program.global_load_const"sv, op_status::ok, 751, 1},
    {"ml_program.global_load_graph"sv, op_status::ok, 751, 1},
    {"ml_program.global_store"sv, op_status::ok, 751, 1},
    {"ml_program.global_store_graph"sv, op_status::ok, 751, 1},
    {"ml_program.output"sv, op_status::none, 0, 0},
    {"ml_program.return"sv, op_status::none, 0, 0},
    {"ml_program.subgraph"sv, op_status::ok, 355, 5},
    {"ml_program.token"sv, op_status::none, 0, 0},
    {"mpi.comm_rank"sv, op_status::none, 0, 0},
    {"mpi.error_class"sv, op_status::none, 0, 0},
    {"mpi.finalize"sv, op_status::none, 0, 0},
    {"mpi.init"sv, op_status::none, 0, 0},
    {"mpi.recv"sv, op_status::none, 0, 0},
    {"mpi.retval_check"sv, op_status::ok, 752, 1},
    {"mpi.send"sv, op_status::none, 0, 0},
    {"nvgpu.device_async_copy"sv, op_status::ok, 753, 4},
    {"nvgpu.device_async_create_group"sv, op_status::none, 0, 0},
    {"nvgpu.device_async_wait"sv, op_status::ok, 757, 1},
    {"nvgpu.ldmatrix"sv, op_status::ok, 758, 2},
    {"nvgpu.mbarrier.arrive"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.arrive.expect_tx"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.arrive.nocomplete"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.create"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.init"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.test.wait"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.try_wait.parity"sv, op_status::none, 0, 0},
    {"nvgpu.mma.sp.sync"sv, op_status::ok, 760, 3},
    {"nvgpu.mma.sync"sv, op_status::ok, 763, 2},
    {"nvgpu.tma.async.load"sv, op_status::ok, 765, 2},
    {"nvgpu.tma.async.store"sv, op_status::ok, 767, 2},
    {"nvgpu.tma.create.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.tma.prefetch.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.warpgroup.generate.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.warpgroup.mma"sv, op_status::ok, 769, 3},
    {"nvgpu.warpgroup.mma.init.accumulator"sv, op_status::none, 0, 0},
    {"nvgpu.warpgroup.mma.store"sv, op_status::none, 0, 0},
    {"nvvm.bar.warp.sync"sv, op_status::none, 0, 0},
    {"nvvm.barrier"sv, op_status::ok, 61, 2},
    {"nvvm.barrier.arrive"sv, op_status::none, 0, 0},
    {"nvvm.barrier0"sv, op_status::none, 0, 0},
    {"nvvm.cluster.arrive"sv, op_status::ok, 772, 1},
    {"nvvm.cluster.arrive.relaxed"sv, op_status::ok, 772, 1},
    {"nvvm.cluster.wait"sv, op_status::ok, 772, 1},
    {"nvvm.cp.async.bulk.commit.group"sv, op_status::none, 0, 0},
    {"nvvm.cp.async.bulk.tensor.global.shared.cta"sv, op_status::ok, 767, 2},
    {"nvvm.cp.async.bulk.tensor.shared.cluster.global"sv, op_status::ok, 773, 2},
    {"nvvm.cp.async.bulk.wait_group"sv, op_status::ok, 775, 2},
    {"nvvm.cp.async.commit.group"sv, op_status::none, 0, 0},
    {"nvvm.cp.async.mbarrier.arrive"sv, op_status::ok, 777, 1},
    {"nvvm.cp.async.mbarrier.arrive.shared"sv, op_status::ok, 777, 1},
    {"nvvm.cp.async.shared.global"sv, op_status::ok, 778, 2},
    {"nvvm.cp.async.wait.group"sv, op_status::ok, 780, 1},
    {"nvvm.elect.sync"sv, op_status::none, 0, 0},
    {"nvvm.fence.mbarrier.init"sv, op_status::none, 0, 0},
    {"nvvm.fence.proxy"sv, op_status::ok, 781, 2},
    {"nvvm.fence.sc.cluster"sv, op_status::none, 0, 0},
    {"nvvm.ldmatrix"sv, op_status::ok, 783, 2},
    {"nvvm.mbarrier.arrive"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.arrive.expect_tx"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.arrive.expect_tx.shared"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.arrive.nocomplete"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.arrive.nocomplete.shared"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.arrive.shared"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.init"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.init.shared"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.inval"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.inval.shared"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.test.wait"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.test.wait.shared"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.try_wait.parity"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.try_wait.parity.shared"sv, op_status::none, 0, 0},
    {"nvvm.mma.sync"sv, op_status::ok, 785, 9},
    {"nvvm.prefetch.tensormap"sv, op_status::none, 0, 0},
    {"nvvm.rcp.approx.ftz.f"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clock"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clock64"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.ctaid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.ctaid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.ctaid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.ctarank"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.nctaid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.nctaid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.nctaid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.nctarank"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clusterid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clusterid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clusterid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.ctaid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.ctaid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.ctaid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.laneid"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nclusterid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nclusterid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nclusterid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nctaid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nctaid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nctaid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.ntid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.ntid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.ntid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.tid.x"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.tid.y"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.tid.z"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.warpsize"sv, op_status::none, 0, 0},
    {"nvvm.redux.sync"sv, op_status::ok, 676, 1},
    {"nvvm.setmaxregister"sv, op_status::ok, 794, 2},
    {"nvvm.shfl.sync"sv, op_status::ok, 796, 2},
    {"nvvm.stmatrix"sv, op_status::ok, 798, 1},
    {"nvvm.vote.ballot.sync"sv, op_status::none, 0, 0},
    {"nvvm.wgmma.commit.group.sync.aligned"sv, op_status::none, 0, 0},
    {"nvvm.wgmma.fence.aligned"sv, op_status::none, 0, 0},
    {"nvvm.wgmma.mma_async"sv, op_status::ok, 799, 10},
    {"nvvm.wgmma.wait.group.sync.aligned"sv, op_status::ok, 809, 1},
    {"nvvm.wmma.load"sv, op_status::ok, 810, 6},
    {"nvvm.wmma.mma"sv, op_status::ok, 816, 7},
    {"nvvm.wmma.store"sv, op_status::ok, 823, 5},
    {"omp.atomic.capture"sv, op_status::ok, 828, 2},
    {"omp.atomic.read"sv, op_status::ok, 830, 3},
    {"omp.atomic.update"sv, op_status::ok, 828, 2},
    {"omp.atomic.write"sv, op_status::ok, 828, 2},
    {"omp.barrier"sv, op_status::none, 0, 0},
    {"omp.cancel"sv, op_status::ok, 833, 1},
    {"omp.cancellation_point"sv, op_status::ok, 833, 1},
    {"omp.critical"sv, op_status::ok, 834, 1},
    {"omp.critical.declare"sv, op_status::ok, 835, 2},
    {"omp.declare_reduction"sv, op_status::ok, 112, 2},
    {"omp.distribute"sv, op_status::ok, 837, 5},
    {"omp.flush"sv, op_status::none, 0, 0},
    {"omp.loop_nest"sv, op_status::ok, 842, 1},
    {"omp.map.bounds"sv, op_status::ok, 843, 3},
    {"omp.map.info"sv, op_status::ok, 846, 8},
    {"omp.masked"sv, op_status::none, 0, 0},
    {"omp.master"sv, op_status::none, 0, 0},
    {"omp.ordered"sv, op_status::ok, 854, 2},
    {"omp.ordered.region"sv, op_status::ok, 856, 1},
    {"omp.parallel"sv, op_status::ok, 857, 6},
    {"omp.private"sv, op_status::ok, 863, 3},
    {"omp.section"sv, op_status::none, 0, 0},
    {"omp.sections"sv, op_status::ok, 866, 5},
    {"omp.simd"sv, op_status::ok, 871, 7},
    {"omp.single"sv, op_status::ok, 878, 4},
    {"omp.target"sv, op_status::ok, 882, 5},
    {"omp.target_data"sv, op_status::ok, 342, 2},
    {"omp.target_enter_data"sv, op_status::ok, 887, 4},
    {"omp.target_exit_data"sv, op_status::ok, 887, 4},
    {"omp.target_update"sv, op_status::ok, 887, 4},
    {"omp.task"sv, op_status::ok, 891, 7},
    {"omp.taskgroup"sv, op_status::ok, 898, 4},
    {"omp.taskloop"sv, op_status::ok, 902, 9},
    {"omp.taskwait"sv, op_status::none, 0, 0},
    {"omp.taskyield"sv, op_status::none, 0, 0},
    {"omp.teams"sv, op_status::ok, 911, 4},
    {"omp.terminator"sv, op_status::none, 0, 0},
    {"omp.threadprivate"sv, op_status::none, 0, 0},
    {"omp.wsloop"sv, op_status::ok, 915, 11},
    {"omp.yield"sv, op_status::none, 0, 0},
    {"pdl.apply_native_constraint"sv, op_status::ok, 926, 2},
    {"pdl.apply_native_rewrite"sv, op_status::ok, 386, 1},
    {"pdl.attribute"sv, op_status::ok, 928, 1},
    {"pdl.erase"sv, op_status::none, 0, 0},
    {"pdl.operand"sv, op_status::none, 0, 0},
    {"pdl.operands"sv, op_status::none, 0, 0},
    {"pdl.operation"sv, op_status::ok, 929, 4},
    {"pdl.pattern"sv, op_status::ok, 933, 2},
    {"pdl.range"sv, op_status::none, 0, 0},
    {"pdl.replace"sv, op_status::ok, 364, 2},
    {"pdl.result"sv, op_status::ok, 299, 1},
    {"pdl.results"sv, op_status::ok, 935, 1},
    {"pdl.rewrite"sv, op_status::ok, 936, 3},
    {"pdl.type"sv, op_status::ok, 939, 1},
    {"pdl.types"sv, op_status::ok, 940, 1},
    {"pdl_interp.apply_constraint"sv, op_status::ok, 926, 2},
    {"pdl_interp.apply_rewrite"sv, op_status::ok, 386, 1},
    {"pdl_interp.are_equal"sv, op_status::none, 0, 0},
    {"pdl_interp.branch"sv, op_status::none, 0, 0},
    {"pdl_interp.check_attribute"sv, op_status::ok, 941, 1},
    {"pdl_interp.check_operand_count"sv, op_status::ok, 942, 2},
    {"pdl_interp.check_operation_name"sv, op_status::ok, 386, 1},
    {"pdl_interp.check_result_count"sv, op_status::ok, 942, 2},
    {"pdl_interp.check_type"sv, op_status::ok, 944, 1},
    {"pdl_interp.check_types"sv, op_status::ok, 945, 1},
    {"pdl_interp.continue"sv, op_status::none, 0, 0},
    {"pdl_interp.create_attribute"sv, op_status::ok, 338, 1},
    {"pdl_interp.create_operation"sv, op_status::ok, 946, 5},
    {"pdl_interp.create_range"sv, op_status::none, 0, 0},
    {"pdl_interp.create_type"sv, op_status::ok, 338, 1},
    {"pdl_interp.create_types"sv, op_status::ok, 338, 1},
    {"pdl_interp.erase"sv, op_status::none, 0, 0},
    {"pdl_interp.extract"sv, op_status::ok, 299, 1},
    {"pdl_interp.finalize"sv, op_status::none, 0, 0},
    {"pdl_interp.foreach"sv, op_status::none, 0, 0},
    {"pdl_interp.func"sv, op_status::ok, 951, 4},
    {"pdl_interp.get_attribute"sv, op_status::ok, 386, 1},
    {"pdl_interp.get_attribute_type"sv, op_status::none, 0, 0},
    {"pdl_interp.get_defining_op"sv, op_status::none, 0, 0},
    {"pdl_interp.get_operand"sv, op_status::ok, 299, 1},
    {"pdl_interp.get_operands"sv, op_status::ok, 935, 1},
    {"pdl_interp.get_result"sv, op_status::ok, 299, 1},
    {"pdl_interp.get_results"sv, op_status::ok, 935, 1},
    {"pdl_interp.get_users"sv, op_status::none, 0, 0},
    {"pdl_interp.get_value_type"sv, op_status::none, 0, 0},
    {"pdl_interp.is_not_null"sv, op_status::none, 0, 0},
    {"pdl_interp.record_match"sv, op_status::ok, 955, 6},
    {"pdl_interp.replace"sv, op_status::none, 0, 0},
    {"pdl_interp.switch_attribute"sv, op_status::ok, 961, 1},
    {"pdl_interp.switch_operand_count"sv, op_status::ok, 961, 1},
    {"pdl_interp.switch_operation_name"sv, op_status::ok, 961, 1},
    {"pdl_interp.switch_result_count"sv, op_status::ok, 961, 1},
    {"pdl_interp.switch_type"sv, op_status::ok, 961, 1},
    {"pdl_interp.switch_types"sv, op_status::ok, 961, 1},
    {"polynomial.add"sv, op_status::none, 0, 0},
    {"polynomial.constant"sv, op_status::ok, 338, 1},
    {"polynomial.from_tensor"sv, op_status::none, 0, 0},
    {"polynomial.intt"sv, op_status::ok, 962, 1},
    {"polynomial.leading_term"sv, op_status::none, 0, 0},
    {"polynomial.monic_monomial_mul"sv, op_status::none, 0, 0},
    {"polynomial.monomial"sv, op_status::none, 0, 0},
    {"polynomial.mul"sv, op_status::none, 0, 0},
    {"polynomial.mul_scalar"sv, op_status::none, 0, 0},
    {"polynomial.ntt"sv, op_status::ok, 962, 1},
    {"polynomial.sub"sv, op_status::none, 0, 0},
    {"polynomial.to_tensor"sv, op_status::none, 0, 0},
    {"quant.dcast"sv, op_status::none, 0, 0},
    {"quant.qcast"sv, op_status::none, 0, 0},
    {"quant.scast"sv, op_status::none, 0, 0},
    {"rocdl.ballot"sv, op_status::none, 0, 0},
    {"rocdl.barrier"sv, op_status::none, 0, 0},
    {"rocdl.cvt.f32.bf8"sv, op_status::none, 0, 0},
    {"rocdl.cvt.f32.fp8"sv, op_status::none, 0, 0},
    {"rocdl.cvt.pk.bf8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.pk.fp8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.sr.bf8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.sr.fp8.f32"sv, op_status::none, 0, 0},
    {"rocdl.ds_bpermute"sv, op_status::none, 0, 0},
    {"rocdl.ds_swizzle"sv, op_status::none, 0, 0},
    {"rocdl.grid.dim.x"sv, op_status::none, 0, 0},
    {"rocdl.grid.dim.y"sv, op_status::none, 0, 0},
    {"rocdl.grid.dim.z"sv, op_status::none, 0, 0},
    {"rocdl.make.buffer.rsrc"sv, op_status::none, 0, 0},
    {"rocdl.mbcnt.hi"sv, op_status::none, 0, 0},
    {"rocdl.mbcnt.lo"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x16bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x16f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x1f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x2bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x4bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x4f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x4f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x8.xf32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x8bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x1f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x2bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x2f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4.xf32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x8bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x8f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x1f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x2bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x4bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x4f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f64.16x16x4f64"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f64.4x4x4f64"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x16i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x32.i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x4i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x16.i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x4i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x8i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.4x4x4i8"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.cmpswap"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.fadd"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.fmax"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.smax"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.umin"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.load"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.store"sv, op_status::none, 0, 0},
    {"rocdl.raw.ptr.buffer.atomic.cmpswap"sv, op_status::ok, 963, 3},
    {"rocdl.raw.ptr.buffer.atomic.fadd"sv, op_status::ok, 963, 3},
    {"rocdl.raw.ptr.buffer.atomic.fmax"sv, op_status::ok, 963, 3},
    {"rocdl.raw.ptr.buffer.atomic.smax"sv, op_status::ok, 963, 3},
    {"rocdl.raw.ptr.buffer.atomic.umin"sv, op_status::ok, 963, 3},
    {"rocdl.raw.ptr.buffer.load"sv, op_status::ok, 963, 3},
    {"rocdl.raw.ptr.buffer.store"sv, op_status::ok, 963, 3},
    {"rocdl.s.barrier"sv, op_status::none, 0, 0},
    {"rocdl.s.setprio"sv, op_status::ok, 966, 1},
    {"rocdl.sched.barrier"sv, op_status::ok, 658, 1},
    {"rocdl.waitcnt"sv, op_status::ok, 967, 1},
    {"rocdl.wmma.bf16.16x16x16.bf16"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f16.16x16x16.f16"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.bf16"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.f16"sv, op_status::none, 0, 0},
    {"rocdl.wmma.i32.16x16x16.iu4"sv, op_status::none, 0, 0},
    {"rocdl.wmma.i32.16x16x16.iu8"sv, op_status::none, 0, 0},
    {"rocdl.workgroup.dim.x"sv, op_status::none, 0, 0},
    {"rocdl.workgroup.dim.y"sv, op_status::none, 0, 0},
    {"rocdl.workgroup.dim.z"sv, op_status::none, 0, 0},
    {"rocdl.workgroup.id.x"sv, op_status::none, 0, 0},
    {"rocdl.workgroup.id.y"sv, op_status::none, 0, 0},
    {"rocdl.workgroup.id.z"sv, op_status::none, 0, 0},
    {"rocdl.workitem.id.x"sv, op_status::none, 0, 0},
    {"rocdl.workitem.id.y"sv, op_status::none, 0, 0},
    {"rocdl.workitem.id.z"sv, op_status::none, 0, 0},
    {"scf.condition"sv, op_status::none, 0, 0},
    {"scf.execute_region"sv, op_status::none, 0, 0},
    {"scf.for"sv, op_status::none, 0, 0},
    {"scf.forall"sv, op_status::ok, 968, 6},
    {"scf.forall.in_parallel"sv, op_status::none, 0, 0},
    {"scf.if"sv, op_status::none, 0, 0},
    {"scf.index_switch"sv, op_status::ok, 974, 1},
    {"scf.parallel"sv, op_status::ok, 767, 2},
    {"scf.reduce"sv, op_status::none, 0, 0},
    {"scf.reduce.return"sv, op_status::none, 0, 0},
    {"scf.while"sv, op_status::none, 0, 0},
    {"scf.yield"sv, op_status::none, 0, 0},
    {"shape.add"sv, op_status::none, 0, 0},
    {"shape.any"sv, op_status::none, 0, 0},
    {"shape.assuming"sv, op_status::none, 0, 0},
    {"shape.assuming_all"sv, op_status::none, 0, 0},
    {"shape.assuming_yield"sv, op_status::none, 0, 0},
    {"shape.broadcast"sv, op_status::ok, 975, 1},
    {"shape.concat"sv, op_status::none, 0, 0},
    {"shape.const_shape"sv, op_status::ok, 976, 1},
    {"shape.const_size"sv, op_status::ok, 338, 1},
    {"shape.const_witness"sv, op_status::ok, 977, 1},
    {"shape.cstr_broadcastable"sv, op_status::none, 0, 0},
    {"shape.cstr_eq"sv, op_status::none, 0, 0},
    {"shape.cstr_require"sv, op_status::ok, 371, 1},
    {"shape.debug_print"sv, op_status::none, 0, 0},
    {"shape.dim"sv, op_status::none, 0, 0},
    {"shape.div"sv, op_status::none, 0, 0},
    {"shape.from_extent_tensor"sv, op_status::none, 0, 0},
    {"shape.from_extents"sv, op_status::none, 0, 0},
    {"shape.func"sv, op_status::ok, 355, 5},
    {"shape.function_library"sv, op_status::ok, 978, 3},
    {"shape.get_extent"sv, op_status::none, 0, 0},
    {"shape.index_to_size"sv, op_status::none, 0, 0},
    {"shape.is_broadcastable"sv, op_status::none, 0, 0},
    {"shape.max"sv, op_status::none, 0, 0},
    {"shape.meet"sv, op_status::ok, 975, 1},
    {"shape.min"sv, op_status::none, 0, 0},
    {"shape.mul"sv, op_status::none, 0, 0},
    {"shape.num_elements"sv, op_status::none, 0, 0},
    {"shape.rank"sv, op_status::none, 0, 0},
    {"shape.reduce"sv, op_status::none, 0, 0},
    {"shape.return"sv, op_status::none, 0, 0},
    {"shape.shape_eq"sv, op_status::none, 0, 0},
    {"shape.shape_of"sv, op_status::none, 0, 0},
    {"shape.size_to_index"sv, op_status::none, 0, 0},
    {"shape.split_at"sv, op_status::none, 0, 0},
    {"shape.to_extent_tensor"sv, op_status::none, 0, 0},
    {"shape.value_as_shape"sv, op_status::none, 0, 0},
    {"shape.value_of"sv, op_status::none, 0, 0},
    {"shape.with_shape"sv, op_status::none, 0, 0},
    {"shape.yield"sv, op_status::none, 0, 0},
    {"sparse_tensor.assemble"sv, op_status::none, 0, 0},
    {"sparse_tensor.binary"sv, op_status::ok, 981, 2},
    {"sparse_tensor.compress"sv, op_status::none, 0, 0},
    {"sparse_tensor.concatenate"sv, op_status::ok, 479, 1},
    {"sparse_tensor.convert"sv, op_status::none, 0, 0},
    {"sparse_tensor.coordinates"sv, op_status::ok, 983, 1},
    {"sparse_tensor.coordinates_buffer"sv, op_status::none, 0, 0},
    {"sparse_tensor.crd_translate"sv, op_status::ok, 984, 2},
    {"sparse_tensor.disassemble"sv, op_status::none, 0, 0},
    {"sparse_tensor.expand"sv, op_status::none, 0, 0},
    {"sparse_tensor.extract_iteration_space"sv, op_status::ok, 986, 2},
    {"sparse_tensor.foreach"sv, op_status::ok, 988, 1},
    {"sparse_tensor.has_runtime_library"sv, op_status::none, 0, 0},
    {"sparse_tensor.iterate"sv, op_status::ok, 989, 1},
    {"sparse_tensor.load"sv, op_status::ok, 990, 1},
    {"sparse_tensor.lvl"sv, op_status::none, 0, 0},
    {"sparse_tensor.new"sv, op_status::none, 0, 0},
    {"sparse_tensor.number_of_entries"sv, op_status::none, 0, 0},
    {"sparse_tensor.out"sv, op_status::none, 0, 0},
    {"sparse_tensor.positions"sv, op_status::ok, 983, 1},
    {"sparse_tensor.print"sv, op_status::none, 0, 0},
    {"sparse_tensor.push_back"sv, op_status::ok, 991, 1},
    {"sparse_tensor.reduce"sv, op_status::none, 0, 0},
    {"sparse_tensor.reinterpret_map"sv, op_status::none, 0, 0},
    {"sparse_tensor.reorder_coo"sv, op_status::ok, 992, 1},
    {"sparse_tensor.select"sv, op_status::none, 0, 0},
    {"sparse_tensor.slice.offset"sv, op_status::ok, 478, 1},
    {"sparse_tensor.slice.stride"sv, op_status::ok, 478, 1},
    {"sparse_tensor.sort"sv, op_status::ok, 993, 3},
    {"sparse_tensor.storage_specifier.get"sv, op_status::ok, 996, 2},
    {"sparse_tensor.storage_specifier.init"sv, op_status::none, 0, 0},
    {"sparse_tensor.storage_specifier.set"sv, op_status::ok, 996, 2},
    {"sparse_tensor.unary"sv, op_status::none, 0, 0},
    {"sparse_tensor.values"sv, op_status::none, 0, 0},
    {"sparse_tensor.yield"sv, op_status::none, 0, 0},
    {"spirv.AccessChain"sv, op_status::none, 0, 0},
    {"spirv.AtomicAnd"sv, op_status::ok, 998, 2},
    {"spirv.AtomicCompareExchange"sv, op_status::ok, 1000, 3},
    {"spirv.AtomicCompareExchangeWeak"sv, op_status::ok, 1000, 3},
    {"spirv.AtomicExchange"sv, op_status::ok, 998, 2},
    {"spirv.AtomicIAdd"sv, op_status::ok, 998, 2},
    {"spirv.AtomicIDecrement"sv, op_status::ok, 998, 2},
    {"spirv.AtomicIIncrement"sv, op_status::ok, 998, 2},
    {"spirv.AtomicISub"sv, op_status::ok, 998, 2},
    {"spirv.AtomicOr"sv, op_status::ok, 998, 2},
    {"spirv.AtomicSMax"sv, op_status::ok, 998, 2},
    {"spirv.AtomicSMin"sv, op_status::ok, 998, 2},
    {"spirv.AtomicUMax"sv, op_status::ok, 998, 2},
    {"spirv.AtomicUMin"sv, op_status::ok, 998, 2},
    {"spirv.AtomicXor"sv, op_status::ok, 998, 2},
    {"spirv.BitCount"sv, op_status::none, 0, 0},
    {"spirv.BitFieldInsert"sv, op_status::none, 0, 0},
    {"spirv.BitFieldSExtract"sv, op_status::none, 0, 0},
    {"spirv.BitFieldUExtract"sv, op_status::none, 0, 0},
    {"spirv.BitReverse"sv, op_status::none, 0, 0},
    {"spirv.Bitcast"sv, op_status::none, 0, 0},
    {"spirv.BitwiseAnd"sv, op_status::none, 0, 0},
    {"spirv.BitwiseOr"sv, op_status::none, 0, 0},
    {"spirv.BitwiseXor"sv, op_status::none, 0, 0},
    {"spirv.Branch"sv, op_status::none, 0, 0},
    {"spirv.BranchConditional"sv, op_status::ok, 1003, 3},
    {"spirv.CL.acos"sv, op_status::none, 0, 0},
    {"spirv.CL.acosh"sv, op_status::none, 0, 0},
    {"spirv.CL.asin"sv, op_status::none, 0, 0},
    {"spirv.CL.asinh"sv, op_status::none, 0, 0},
    {"spirv.CL.atan"sv, op_status::none, 0, 0},
    {"spirv.CL.atan2"sv, op_status::none, 0, 0},
    {"spirv.CL.atanh"sv, op_status::none, 0, 0},
    {"spirv.CL.ceil"sv, op_status::none, 0, 0},
    {"spirv.CL.cos"sv, op_status::none, 0, 0},
    {"spirv.CL.cosh"sv, op_status::none, 0, 0},
    {"spirv.CL.erf"sv, op_status::none, 0, 0},
    {"spirv.CL.exp"sv, op_status::none, 0, 0},
    {"spirv.CL.fabs"sv, op_status::none, 0, 0},
    {"spirv.CL.floor"sv, op_status::none, 0, 0},
    {"spirv.CL.fma"sv, op_status::none, 0, 0},
    {"spirv.CL.fmax"sv, op_status::none, 0, 0},
    {"spirv.CL.fmin"sv, op_status::none, 0, 0},
    {"spirv.CL.log"sv, op_status::none, 0, 0},
    {"spirv.CL.mix"sv, op_status::none, 0, 0},
    {"spirv.CL.pow"sv, op_status::none, 0, 0},
    {"spirv.CL.printf"sv, op_status::none, 0, 0},
    {"spirv.CL.rint"sv, op_status::none, 0, 0},
    {"spirv.CL.round"sv, op_status::none, 0, 0},
    {"spirv.CL.rsqrt"sv, op_status::none, 0, 0},
    {"spirv.CL.s_abs"sv, op_status::none, 0, 0},
    {"spirv.CL.s_max"sv, op_status::none, 0, 0},
    {"spirv.CL.s_min"sv, op_status::none, 0, 0},
    {"spirv.CL.sin"sv, op_status::none, 0, 0},
    {"spirv.CL.sinh"sv, op_status::none, 0, 0},
    {"spirv.CL.sqrt"sv, op_status::none, 0, 0},
    {"spirv.CL.tan"sv, op_status::none, 0, 0},
    {"spirv.CL.tanh"sv, op_status::none, 0, 0},
    {"spirv.CL.u_max"sv, op_status::none, 0, 0},
    {"spirv.CL.u_min"sv, op_status::none, 0, 0},
    {"spirv.CompositeConstruct"sv, op_status::none, 0, 0},
    {"spirv.CompositeExtract"sv, op_status::ok, 1006, 1},
    {"spirv.CompositeInsert"sv, op_status::ok, 1006, 1},
    {"spirv.Constant"sv, op_status::ok, 338, 1},
    {"spirv.ControlBarrier"sv, op_status::ok, 1007, 3},
    {"spirv.ConvertFToS"sv, op_status::none, 0, 0},
    {"spirv.ConvertFToU"sv, op_status::none, 0, 0},
    {"spirv.ConvertPtrToU"sv, op_status::none, 0, 0},
    {"spirv.ConvertSToF"sv, op_status::none, 0, 0},
    {"spirv.ConvertUToF"sv, op_status::none, 0, 0},
    {"spirv.ConvertUToPtr"sv, op_status::none, 0, 0},
    {"spirv.CopyMemory"sv, op_status::ok, 1010, 4},
    {"spirv.Dot"sv, op_status::none, 0, 0},
    {"spirv.EXT.AtomicFAdd"sv, op_status::ok, 998, 2},
    {"spirv.EntryPoint"sv, op_status::ok, 1014, 3},
    {"spirv.ExecutionMode"sv, op_status::ok, 1017, 3},
    {"spirv.FAdd"sv, op_status::none, 0, 0},
    {"spirv.FConvert"sv, op_status::none, 0, 0},
    {"spirv.FDiv"sv, op_status::none, 0, 0},
    {"spirv.FMod"sv, op_status::none, 0, 0},
    {"spirv.FMul"sv, op_status::none, 0, 0},
    {"spirv.FNegate"sv, op_status::none, 0, 0},
    {"spirv.FOrdEqual"sv, op_status::none, 0, 0},
    {"spirv.FOrdGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.FOrdGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FOrdLessThan"sv, op_status::none, 0, 0},
    {"spirv.FOrdLessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FOrdNotEqual"sv, op_status::none, 0, 0},
    {"spirv.FRem"sv, op_status::none, 0, 0},
    {"spirv.FSub"sv, op_status::none, 0, 0},
    {"spirv.FUnordEqual"sv, op_status::none, 0, 0},
    {"spirv.FUnordGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.FUnordGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FUnordLessThan"sv, op_status::none, 0, 0},
    {"spirv.FUnordLessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FUnordNotEqual"sv, op_status::none, 0, 0},
    {"spirv.FunctionCall"sv, op_status::ok, 354, 1},
    {"spirv.GL.Acos"sv, op_status::none, 0, 0},
    {"spirv.GL.Asin"sv, op_status::none, 0, 0},
    {"spirv.GL.Atan"sv, op_status::none, 0, 0},
    {"spirv.GL.Ceil"sv, op_status::none, 0, 0},
    {"spirv.GL.Cos"sv, op_status::none, 0, 0},
    {"spirv.GL.Cosh"sv, op_status::none, 0, 0},
    {"spirv.GL.Exp"sv, op_status::none, 0, 0},
    {"spirv.GL.FAbs"sv, op_status::none, 0, 0},
    {"spirv.GL.FClamp"sv, op_status::none, 0, 0},
    {"spirv.GL.FMax"sv, op_status::none, 0, 0},
    {"spirv.GL.FMin"sv, op_status::none, 0, 0},
    {"spirv.GL.FMix"sv, op_status::none, 0, 0},
    {"spirv.GL.FSign"sv, op_status::none, 0, 0},
    {"spirv.GL.FindUMsb"sv, op_status::none, 0, 0},
    {"spirv.GL.Floor"sv, op_status::none, 0, 0},
    {"spirv.GL.Fma"sv, op_status::none, 0, 0},
    {"spirv.GL.FrexpStruct"sv, op_status::none, 0, 0},
    {"spirv.GL.InverseSqrt"sv, op_status::none, 0, 0},
    {"spirv.GL.Ldexp"sv, op_status::none, 0, 0},
    {"spirv.GL.Log"sv, op_status::none, 0, 0},
    {"spirv.GL.Pow"sv, op_status::none, 0, 0},
    {"spirv.GL.Round"sv, op_status::none, 0, 0},
    {"spirv.GL.RoundEven"sv, op_status::none, 0, 0},
    {"spirv.GL.SAbs"sv, op_status::none, 0, 0},
    {"spirv.GL.SClamp"sv, op_status::none, 0, 0},
    {"spirv.GL.SMax"sv, op_status::none, 0, 0},
    {"spirv.GL.SMin"sv, op_status::none, 0, 0},
    {"spirv.GL.SSign"sv, op_status::none, 0, 0},
    {"spirv.GL.Sin"sv, op_status::none, 0, 0},
    {"spirv.GL.Sinh"sv, op_status::none, 0, 0},
    {"spirv.GL.Sqrt"sv, op_status::none, 0, 0},
    {"spirv.GL.Tan"sv, op_status::none, 0, 0},
    {"spirv.GL.Tanh"sv, op_status::none, 0, 0},
    {"spirv.GL.UClamp"sv, op_status::none, 0, 0},
    {"spirv.GL.UMax"sv, op_status::none, 0, 0},
    {"spirv.GL.UMin"sv, op_status::none, 0, 0},
    {"spirv.GenericCastToPtr"sv, op_status::none, 0, 0},
    {"spirv.GenericCastToPtrExplicit"sv, op_status::none, 0, 0},
    {"spirv.GlobalVariable"sv, op_status::ok, 1020, 8},
    {"spirv.GroupBroadcast"sv, op_status::ok, 1028, 1},
    {"spirv.GroupFAdd"sv, op_status::ok, 1029, 2},
    {"spirv.GroupFMax"sv, op_status::ok, 1029, 2},
    {"spirv.GroupFMin"sv, op_status::ok, 1029, 2},
    {"spirv.GroupIAdd"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformBallot"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformBitwiseAnd"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformBitwiseOr"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformBitwiseXor"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformBroadcast"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformElect"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformFAdd"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformFMax"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformFMin"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformFMul"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformIAdd"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformIMul"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformLogicalAnd"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformLogicalOr"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformLogicalXor"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformSMax"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformSMin"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformShuffle"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformShuffleDown"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformShuffleUp"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformShuffleXor"sv, op_status::ok, 1028, 1},
    {"spirv.GroupNonUniformUMax"sv, op_status::ok, 1029, 2},
    {"spirv.GroupNonUniformUMin"sv, op_status::ok, 1029, 2},
    {"spirv.GroupSMax"sv, op_status::ok, 1029, 2},
    {"spirv.GroupSMin"sv, op_status::ok, 1029, 2},
    {"spirv.GroupUMax"sv, op_status::ok, 1029, 2},
    {"spirv.GroupUMin"sv, op_status::ok, 1029, 2},
    {"spirv.IAdd"sv, op_status::none, 0, 0},
    {"spirv.IAddCarry"sv, op_status::none, 0, 0},
    {"spirv.IEqual"sv, op_status::none, 0, 0},
    {"spirv.IMul"sv, op_status::none, 0, 0},
    {"spirv.INTEL.ConvertBF16ToF"sv, op_status::none, 0, 0},
    {"spirv.INTEL.ConvertFToBF16"sv, op_status::none, 0, 0},
    {"spirv.INTEL.JointMatrixLoad"sv, op_status::ok, 1031, 4},
    {"spirv.INTEL.JointMatrixMad"sv, op_status::ok, 593, 1},
    {"spirv.INTEL.JointMatrixStore"sv, op_status::ok, 1031, 4},
    {"spirv.INTEL.JointMatrixWorkItemLength"sv, op_status::ok, 1035, 1},
    {"spirv.INTEL.SubgroupBlockRead"sv, op_status::none, 0, 0},
    {"spirv.INTEL.SubgroupBlockWrite"sv, op_status::none, 0, 0},
    {"spirv.INotEqual"sv, op_status::none, 0, 0},
    {"spirv.ISub"sv, op_status::none, 0, 0},
    {"spirv.ISubBorrow"sv, op_status::none, 0, 0},
    {"spirv.Image"sv, op_status::none, 0, 0},
    {"spirv.ImageDrefGather"sv, op_status::ok, 1036, 1},
    {"spirv.ImageQuerySize"sv, op_status::none, 0, 0},
    {"spirv.InBoundsPtrAccessChain"sv, op_status::none, 0, 0},
    {"spirv.IsInf"sv, op_status::none, 0, 0},
    {"spirv.IsNan"sv, op_status::none, 0, 0},
    {"spirv.KHR.AssumeTrue"sv, op_status::none, 0, 0},
    {"spirv.KHR.CooperativeMatrixLength"sv, op_status::ok, 1037, 1},
    {"spirv.KHR.CooperativeMatrixLoad"sv, op_status::ok, 1038, 2},
    {"spirv.KHR.CooperativeMatrixMulAdd"sv, op_status::ok, 1040, 1},
    {"spirv.KHR.CooperativeMatrixStore"sv, op_status::ok, 1038, 2},
    {"spirv.KHR.GroupFMul"sv, op_status::ok, 1029, 2},
    {"spirv.KHR.GroupIMul"sv, op_status::ok, 1029, 2},
    {"spirv.KHR.SubgroupBallot"sv, op_status::none, 0, 0},
    {"spirv.Load"sv, op_status::ok, 1041, 2},
    {"spirv.LogicalAnd"sv, op_status::none, 0, 0},
    {"spirv.LogicalEqual"sv, op_status::none, 0, 0},
    {"spirv.LogicalNot"sv, op_status::none, 0, 0},
    {"spirv.LogicalNotEqual"sv, op_status::none, 0, 0},
    {"spirv.LogicalOr"sv, op_status::none, 0, 0},
    {"spirv.MatrixTimesMatrix"sv, op_status::none, 0, 0},
    {"spirv.MatrixTimesScalar"sv, op_status::none, 0, 0},
    {"spirv.MemoryBarrier"sv, op_status::ok, 1043, 2},
    {"spirv.Not"sv, op_status::none, 0, 0},
    {"spirv.Ordered"sv, op_status::none, 0, 0},
    {"spirv.PtrAccessChain"sv, op_status::none, 0, 0},
    {"spirv.PtrCastToGeneric"sv, op_status::none, 0, 0},
    {"spirv.Return"sv, op_status::none, 0, 0},
    {"spirv.ReturnValue"sv, op_status::none, 0, 0},
    {"spirv.SConvert"sv, op_status::none, 0, 0},
    {"spirv.SDiv"sv, op_status::none, 0, 0},
    {"spirv.SDot"sv, op_status::ok, 1045, 1},
    {"spirv.SDotAccSat"sv, op_status::ok, 1045, 1},
    {"spirv.SGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.SGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.SLessThan"sv, op_status::none, 0, 0},
    {"spirv.SLessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.SMod"sv, op_status::none, 0, 0},
    {"spirv.SMulExtended"sv, op_status::none, 0, 0},
    {"spirv.SNegate"sv, op_status::none, 0, 0},
    {"spirv.SRem"sv, op_status::none, 0, 0},
    {"spirv.SUDot"sv, op_status::ok, 1045, 1},
    {"spirv.SUDotAccSat"sv, op_status::ok, 1045, 1},
    {"spirv.Select"sv, op_status::none, 0, 0},
    {"spirv.ShiftLeftLogical"sv, op_status::none, 0, 0},
    {"spirv.ShiftRightArithmetic"sv, op_status::none, 0, 0},
    {"spirv.ShiftRightLogical"sv, op_status::none, 0, 0},
    {"spirv.SpecConstant"sv, op_status::ok, 1046, 2},
    {"spirv.SpecConstantComposite"sv, op_status::ok, 1048, 3},
    {"spirv.SpecConstantOperation"sv, op_status::none, 0, 0},
    {"spirv.Store"sv, op_status::ok, 1041, 2},
    {"spirv.Transpose"sv, op_status::none, 0, 0},
    {"spirv.UConvert"sv, op_status::none, 0, 0},
    {"spirv.UDiv"sv, op_status::none, 0, 0},
    {"spirv.UDot"sv, op_status::ok, 1045, 1},
    {"spirv.UDotAccSat"sv, op_status::ok, 1045, 1},
    {"spirv.UGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.UGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.ULessThan"sv, op_status::none, 0, 0},
    {"spirv.ULessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.UMod"sv, op_status::none, 0, 0},
    {"spirv.UMulExtended"sv, op_status::none, 0, 0},
    {"spirv.Undef"sv, op_status::none, 0, 0},
    {"spirv.Unordered"sv, op_status::none, 0, 0},
    {"spirv.Unreachable"sv, op_status::none, 0, 0},
    {"spirv.Variable"sv, op_status::ok, 1051, 1},
    {"spirv.VectorExtractDynamic"sv, op_status::none, 0, 0},
    {"spirv.VectorInsertDynamic"sv, op_status::none, 0, 0},
    {"spirv.VectorShuffle"sv, op_status::ok, 1052, 1},
    {"spirv.VectorTimesScalar"sv, op_status::none, 0, 0},
    {"spirv.func"sv, op_status::ok, 1053, 6},
    {"spirv.mlir.addressof"sv, op_status::ok, 1059, 1},
    {"spirv.mlir.loop"sv, op_status::ok, 1060, 1},
    {"spirv.mlir.merge"sv, op_status::none, 0, 0},
    {"spirv.mlir.referenceof"sv, op_status::ok, 1061, 1},
    {"spirv.mlir.selection"sv, op_status::ok, 1062, 1},
    {"spirv.mlir.yield"sv, op_status::none, 0, 0},
    {"spirv.module"sv, op_status::ok, 1063, 4},
    {"tensor.bitcast"sv, op_status::none, 0, 0},
    {"tensor.cast"sv, op_status::none, 0, 0},
    {"tensor.collapse_shape"sv, op_status::ok, 677, 1},
    {"tensor.concat"sv, op_status::ok, 478, 1},
    {"tensor.dim"sv, op_status::none, 0, 0},
    {"tensor.empty"sv, op_status::none, 0, 0},
    {"tensor.expand_shape"sv, op_status::ok, 678, 2},
    {"tensor.extract"sv, op_status::none, 0, 0},
    {"tensor.extract_slice"sv, op_status::ok, 691, 5},
    {"tensor.from_elements"sv, op_status::none, 0, 0},
    {"tensor.gather"sv, op_status::ok, 1067, 2},
    {"tensor.generate"sv, op_status::none, 0, 0},
    {"tensor.insert"sv, op_status::none, 0, 0},
    {"tensor.insert_slice"sv, op_status::ok, 1069, 5},
    {"tensor.pack"sv, op_status::ok, 1074, 5},
    {"tensor.pad"sv, op_status::ok, 1079, 5},
    {"tensor.parallel_insert_slice"sv, op_status::ok, 1069, 5},
    {"tensor.rank"sv, op_status::none, 0, 0},
    {"tensor.reshape"sv, op_status::none, 0, 0},
    {"tensor.scatter"sv, op_status::ok, 1084, 2},
    {"tensor.splat"sv, op_status::none, 0, 0},
    {"tensor.unpack"sv, op_status::ok, 1086, 3},
    {"tensor.yield"sv, op_status::none, 0, 0},
    {"tosa.abs"sv, op_status::none, 0, 0},
    {"tosa.add"sv, op_status::none, 0, 0},
    {"tosa.apply_scale"sv, op_status::ok, 1089, 1},
    {"tosa.argmax"sv, op_status::ok, 1090, 1},
    {"tosa.arithmetic_right_shift"sv, op_status::ok, 1091, 1},
    {"tosa.avg_pool2d"sv, op_status::ok, 1092, 5},
    {"tosa.bitwise_and"sv, op_status::none, 0, 0},
    {"tosa.bitwise_not"sv, op_status::none, 0, 0},
    {"tosa.bitwise_or"sv, op_status::none, 0, 0},
    {"tosa.bitwise_xor"sv, op_status::none, 0, 0},
    {"tosa.cast"sv, op_status::none, 0, 0},
    {"tosa.ceil"sv, op_status::none, 0, 0},
    {"tosa.clamp"sv, op_status::ok, 1097, 4},
    {"tosa.clz"sv, op_status::none, 0, 0},
    {"tosa.concat"sv, op_status::ok, 1090, 1},
    {"tosa.cond_if"sv, op_status::none, 0, 0},
    {"tosa.const"sv, op_status::ok, 338, 1},
    {"tosa.conv2d"sv, op_status::ok, 1101, 5},
    {"tosa.conv3d"sv, op_status::ok, 1101, 5},
    {"tosa.cos"sv, op_status::none, 0, 0},
    {"tosa.custom"sv, op_status::ok, 1106, 3},
    {"tosa.depthwise_conv2d"sv, op_status::ok, 1101, 5},
    {"tosa.equal"sv, op_status::none, 0, 0},
    {"tosa.erf"sv, op_status::none, 0, 0},
    {"tosa.exp"sv, op_status::none, 0, 0},
    {"tosa.fft2d"sv, op_status::ok, 1109, 2},
    {"tosa.floor"sv, op_status::none, 0, 0},
    {"tosa.fully_connected"sv, op_status::ok, 1111, 1},
    {"tosa.gather"sv, op_status::none, 0, 0},
    {"tosa.greater"sv, op_status::none, 0, 0},
    {"tosa.greater_equal"sv, op_status::none, 0, 0},
    {"tosa.identity"sv, op_status::none, 0, 0},
    {"tosa.int_div"sv, op_status::none, 0, 0},
    {"tosa.log"sv, op_status::none, 0, 0},
    {"tosa.logical_and"sv, op_status::none, 0, 0},
    {"tosa.logical_left_shift"sv, op_status::none, 0, 0},
    {"tosa.logical_not"sv, op_status::none, 0, 0},
    {"tosa.logical_or"sv, op_status::none, 0, 0},
    {"tosa.logical_right_shift"sv, op_status::none, 0, 0},
    {"tosa.logical_xor"sv, op_status::none, 0, 0},
    {"tosa.matmul"sv, op_status::ok, 1111, 1},
    {"tosa.max_pool2d"sv, op_status::ok, 1112, 3},
    {"tosa.maximum"sv, op_status::none, 0, 0},
    {"tosa.minimum"sv, op_status::none, 0, 0},
    {"tosa.mul"sv, op_status::ok, 1115, 1},
    {"tosa.negate"sv, op_status::ok, 1111, 1},
    {"tosa.pad"sv, op_status::ok, 1111, 1},
    {"tosa.pow"sv, op_status::none, 0, 0},
    {"tosa.reciprocal"sv, op_status::none, 0, 0},
    {"tosa.reduce_all"sv, op_status::ok, 1090, 1},
    {"tosa.reduce_any"sv, op_status::ok, 1090, 1},
    {"tosa.reduce_max"sv, op_status::ok, 1090, 1},
    {"tosa.reduce_min"sv, op_status::ok, 1090, 1},
    {"tosa.reduce_prod"sv, op_status::ok, 1090, 1},
    {"tosa.reduce_sum"sv, op_status::ok, 1090, 1},
    {"tosa.rescale"sv, op_status::ok, 1116, 7},
    {"tosa.reshape"sv, op_status::ok, 1123, 1},
    {"tosa.resize"sv, op_status::ok, 1124, 4},
    {"tosa.reverse"sv, op_status::ok, 1090, 1},
    {"tosa.rfft2d"sv, op_status::ok, 1128, 1},
    {"tosa.rsqrt"sv, op_status::none, 0, 0},
    {"tosa.scatter"sv, op_status::none, 0, 0},
    {"tosa.select"sv, op_status::none, 0, 0},
    {"tosa.sigmoid"sv, op_status::none, 0, 0},
    {"tosa.sin"sv, op_status::none, 0, 0},
    {"tosa.slice"sv, op_status::ok, 1129, 2},
    {"tosa.sub"sv, op_status::none, 0, 0},
    {"tosa.table"sv, op_status::none, 0, 0},
    {"tosa.tanh"sv, op_status::none, 0, 0},
    {"tosa.tile"sv, op_status::ok, 1131, 1},
    {"tosa.transpose"sv, op_status::none, 0, 0},
    {"tosa.transpose_conv2d"sv, op_status::ok, 1132, 5},
    {"tosa.variable"sv, op_status::ok, 1137, 3},
    {"tosa.variable.read"sv, op_status::ok, 386, 1},
    {"tosa.variable.write"sv, op_status::ok, 386, 1},
    {"tosa.while_loop"sv, op_status::none, 0, 0},
    {"tosa.yield"sv, op_status::none, 0, 0},
    {"transform.affine.simplify_bounded_affine_ops"sv, op_status::ok, 1140, 2},
    {"transform.alternatives"sv, op_status::none, 0, 0},
    {"transform.annotate"sv, op_status::ok, 386, 1},
    {"transform.apply_conversion_patterns"sv, op_status::ok, 1142, 6},
    {"transform.apply_conversion_patterns.dialect_to_llvm"sv, op_status::ok, 1148, 1},
    {"transform.apply_conversion_patterns.func.func_to_llvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.gpu.gpu_subgroup_reduce_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.gpu.gpu_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.gpu.gpu_wmma_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter"sv, op_status::ok, 1149, 5},
    {"transform.apply_conversion_patterns.nvgpu.nvgpu_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.scf.scf_to_control_flow"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.scf.structural_conversions"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.vector.vector_to_llvm"sv, op_status::ok, 1154, 2},
    {"transform.apply_cse"sv, op_status::none, 0, 0},
    {"transform.apply_dce"sv, op_status::none, 0, 0},
    {"transform.apply_licm"sv, op_status::none, 0, 0},
    {"transform.apply_patterns"sv, op_status::ok, 1156, 3},
    {"transform.apply_patterns.canonicalization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.gpu.eliminate_barriers"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.gpu.gpu_rewrite_patterns"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.gpu.unroll_vectors_subgroup_mma"sv, op_status::ok, 1159, 3},
    {"transform.apply_patterns.linalg.erase_unnecessary_inputs"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.tiling_canonicalization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.alloc_to_alloca"sv, op_status::ok, 1162, 1},
    {"transform.apply_patterns.memref.expand_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.expand_strided_metadata"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.extract_address_computations"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.fold_memref_alias_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.resolve_ranked_shaped_type_result_dims"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.scf.for_loop_canonicalization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.decompose_concat"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.drop_redundant_insert_slice_rank_expansion"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.fold_into_pack_and_unpack"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.fold_tensor_empty"sv, op_status::ok, 1163, 1},
    {"transform.apply_patterns.tensor.fold_tensor_subset_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.reassociative_reshape_folding"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.rewrite_as_constant"sv, op_status::ok, 1164, 1},
    {"transform.apply_patterns.vector.cast_away_vector_leading_one_dim"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.elementwise_to_vector"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.fold_arith_extension"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.interleave_to_shuffle"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_bitcast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_broadcast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_contraction"sv, op_status::ok, 1165, 1},
    {"transform.apply_patterns.vector.lower_create_mask"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_gather"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_interleave"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_masked_transfers"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_masks"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_multi_reduction"sv, op_status::ok, 1166, 1},
    {"transform.apply_patterns.vector.lower_outerproduct"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_scan"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_shape_cast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_transfer"sv, op_status::ok, 1167, 1},
    {"transform.apply_patterns.vector.lower_transpose"sv, op_status::ok, 1168, 2},
    {"transform.apply_patterns.vector.materialize_masks"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.rank_reducing_subview_patterns"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.reduction_to_contract"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.rewrite_narrow_types"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.split_transfer_full_partial"sv, op_status::ok, 1170, 1},
    {"transform.apply_patterns.vector.transfer_permutation_patterns"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.transfer_to_scf"sv, op_status::ok, 1171, 2},
    {"transform.apply_registered_pass"sv, op_status::ok, 1173, 2},
    {"transform.bufferization.buffer_loop_hoisting"sv, op_status::none, 0, 0},
    {"transform.bufferization.eliminate_empty_tensors"sv, op_status::none, 0, 0},
    {"transform.bufferization.empty_tensor_to_alloc_tensor"sv, op_status::none, 0, 0},
    {"transform.bufferization.one_shot_bufferize"sv, op_status::ok, 1175, 9},
    {"transform.cast"sv, op_status::none, 0, 0},
    {"transform.collect_matching"sv, op_status::ok, 1184, 1},
    {"transform.debug.emit_param_as_remark"sv, op_status::ok, 1185, 1},
    {"transform.debug.emit_remark_at"sv, op_status::ok, 1186, 1},
    {"transform.foreach"sv, op_status::ok, 1187, 1},
    {"transform.foreach_match"sv, op_status::ok, 1188, 4},
    {"transform.func.cast_and_call"sv, op_status::ok, 1192, 4},
    {"transform.get_consumers_of_result"sv, op_status::ok, 1196, 1},
    {"transform.get_defining_op"sv, op_status::none, 0, 0},
    {"transform.get_operand"sv, op_status::ok, 1197, 3},
    {"transform.get_parent_op"sv, op_status::ok, 1200, 5},
    {"transform.get_producer_of_operand"sv, op_status::ok, 1205, 1},
    {"transform.get_result"sv, op_status::ok, 1197, 3},
    {"transform.get_type"sv, op_status::ok, 1206, 1},
    {"transform.gpu.map_forall_to_blocks"sv, op_status::ok, 1207, 2},
    {"transform.gpu.map_nested_forall_to_threads"sv, op_status::ok, 1209, 3},
    {"transform.include"sv, op_status::ok, 1212, 2},
    {"transform.irdl.collect_matching"sv, op_status::none, 0, 0},
    {"transform.loop.coalesce"sv, op_status::none, 0, 0},
    {"transform.loop.forall_to_for"sv, op_status::none, 0, 0},
    {"transform.loop.forall_to_parallel"sv, op_status::none, 0, 0},
    {"transform.loop.fuse_sibling"sv, op_status::none, 0, 0},
    {"transform.loop.hoist_loop_invariant_subsets"sv, op_status::none, 0, 0},
    {"transform.loop.outline"sv, op_status::ok, 1214, 1},
    {"transform.loop.peel"sv, op_status::ok, 1215, 2},
    {"transform.loop.pipeline"sv, op_status::ok, 1217, 2},
    {"transform.loop.promote_if_one_iteration"sv, op_status::none, 0, 0},
    {"transform.loop.unroll"sv, op_status::ok, 1219, 1},
    {"transform.loop.unroll_and_jam"sv, op_status::ok, 1219, 1},
    {"transform.match.operation_empty"sv, op_status::none, 0, 0},
    {"transform.match.operation_name"sv, op_status::ok, 1220, 1},
    {"transform.match.param.cmpi"sv, op_status::ok, 337, 1},
    {"transform.match.structured"sv, op_status::ok, 1221, 1},
    {"transform.match.structured.body"sv, op_status::ok, 1222, 4},
    {"transform.match.structured.classify_contraction_dims"sv, op_status::none, 0, 0},
    {"transform.match.structured.classify_convolution_dims"sv, op_status::none, 0, 0},
    {"transform.match.structured.dim"sv, op_status::ok, 1226, 5},
    {"transform.match.structured.elemental_bitwidth"sv, op_status::none, 0, 0},
    {"transform.match.structured.init"sv, op_status::ok, 1231, 5},
    {"transform.match.structured.input"sv, op_status::ok, 1231, 5},
    {"transform.match.structured.num_inits"sv, op_status::none, 0, 0},
    {"transform.match.structured.num_inputs"sv, op_status::none, 0, 0},
    {"transform.match.structured.rank"sv, op_status::none, 0, 0},
    {"transform.match.structured.result"sv, op_status::ok, 1236, 3},
    {"transform.match.structured.yield"sv, op_status::none, 0, 0},
    {"transform.memref.alloca_to_global"sv, op_status::none, 0, 0},
    {"transform.memref.erase_dead_alloc_and_stores"sv, op_status::none, 0, 0},
    {"transform.memref.make_loop_independent"sv, op_status::ok, 1239, 1},
    {"transform.memref.multibuffer"sv, op_status::ok, 1240, 2},
    {"transform.merge_handles"sv, op_status::ok, 1242, 1},
    {"transform.named_sequence"sv, op_status::ok, 355, 5},
    {"transform.num_associations"sv, op_status::none, 0, 0},
    {"transform.nvgpu.create_async_groups"sv, op_status::ok, 1243, 1},
    {"transform.nvgpu.pipeline_shared_memory_copies"sv, op_status::ok, 1244, 3},
    {"transform.nvgpu.rewrite_copy_as_tma"sv, op_status::none, 0, 0},
    {"transform.nvgpu.rewrite_matmul_as_mma_sync"sv, op_status::none, 0, 0},
    {"transform.param.constant"sv, op_status::ok, 338, 1},
    {"transform.pdl_match"sv, op_status::ok, 1247, 1},
    {"transform.print"sv, op_status::ok, 1248, 4},
    {"transform.replicate"sv, op_status::none, 0, 0},
    {"transform.scf.take_assumed_branch"sv, op_status::ok, 1252, 1},
    {"transform.select"sv, op_status::ok, 1253, 1},
    {"transform.sequence"sv, op_status::ok, 1254, 3},
    {"transform.sparse_tensor.match.sparse_inout"sv, op_status::none, 0, 0},
    {"transform.split_handle"sv, op_status::ok, 1257, 3},
    {"transform.structured.bufferize_to_allocation"sv, op_status::ok, 1260, 5},
    {"transform.structured.continuous_tile_sizes"sv, op_status::ok, 1265, 2},
    {"transform.structured.convert_conv2d_to_img2col"sv, op_status::none, 0, 0},
    {"transform.structured.convert_to_loops"sv, op_status::none, 0, 0},
    {"transform.structured.decompose"sv, op_status::none, 0, 0},
    {"transform.structured.decompose_interface"sv, op_status::none, 0, 0},
    {"transform.structured.eliminate_empty_tensors"sv, op_status::none, 0, 0},
    {"transform.structured.flatten_elementwise"sv, op_status::none, 0, 0},
    {"transform.structured.fuse"sv, op_status::ok, 1267, 2},
    {"transform.structured.fuse_into_containing_op"sv, op_status::none, 0, 0},
    {"transform.structured.generalize"sv, op_status::none, 0, 0},
    {"transform.structured.gpu.map_copy_to_threads"sv, op_status::ok, 1269, 2},
    {"transform.structured.hoist_pad"sv, op_status::ok, 1271, 2},
    {"transform.structured.hoist_pad.build_packing_loop_nest"sv, op_status::ok, 1273, 1},
    {"transform.structured.hoist_redundant_vector_broadcasts"sv, op_status::none, 0, 0},
    {"transform.structured.hoist_redundant_vector_transfers"sv, op_status::none, 0, 0},
    {"transform.structured.insert_slice_to_copy"sv, op_status::none, 0, 0},
    {"transform.structured.interchange"sv, op_status::ok, 1274, 1},
    {"transform.structured.lower_pack"sv, op_status::none, 0, 0},
    {"transform.structured.lower_unpack"sv, op_status::none, 0, 0},
    {"transform.structured.match"sv, op_status::ok, 1275, 5},
    {"transform.structured.multitile_sizes"sv, op_status::ok, 1280, 3},
    {"transform.structured.pack"sv, op_status::ok, 1283, 1},
    {"transform.structured.pack_greedily"sv, op_status::ok, 1284, 3},
    {"transform.structured.pack_transpose"sv, op_status::ok, 1287, 2},
    {"transform.structured.pad"sv, op_status::ok, 1289, 6},
    {"transform.structured.promote"sv, op_status::ok, 1295, 7},
    {"transform.structured.replace"sv, op_status::none, 0, 0},
    {"transform.structured.rewrite_in_destination_passing_style"sv, op_status::none, 0, 0},
    {"transform.structured.scalarize"sv, op_status::none, 0, 0},
    {"transform.structured.specialize"sv, op_status::none, 0, 0},
    {"transform.structured.split"sv, op_status::ok, 1302, 3},
    {"transform.structured.split_reduction"sv, op_status::ok, 1305, 5},
    {"transform.structured.tile_reduction_using_for"sv, op_status::ok, 1310, 1},
    {"transform.structured.tile_reduction_using_forall"sv, op_status::ok, 1311, 3},
    {"transform.structured.tile_using_for"sv, op_status::ok, 1314, 3},
    {"transform.structured.tile_using_forall"sv, op_status::ok, 1317, 5},
    {"transform.structured.transpose_conv2d"sv, op_status::none, 0, 0},
    {"transform.structured.transpose_matmul"sv, op_status::ok, 1322, 1},
    {"transform.structured.vectorize"sv, op_status::ok, 1323, 3},
    {"transform.structured.vectorize_children_and_apply_patterns"sv, op_status::ok, 1326, 5},
    {"transform.structured.winograd_conv2d"sv, op_status::ok, 481, 2},
    {"transform.tensor.make_loop_independent"sv, op_status::ok, 1239, 1},
    {"transform.type_conversion.tensor.cast_shape_dynamic_dims"sv, op_status::ok, 1331, 1},
    {"transform.verify"sv, op_status::none, 0, 0},
    {"transform.with_pdl_patterns"sv, op_status::none, 0, 0},
    {"transform.yield"sv, op_status::none, 0, 0},
    {"ub.poison"sv, op_status::ok, 1332, 1},
    {"vcix.v.iv"sv, op_status::ok, 1333, 2},
    {"vcix.v.sv"sv, op_status::ok, 1335, 1},
    {"vector.bitcast"sv, op_status::none, 0, 0},
    {"vector.broadcast"sv, op_status::none, 0, 0},
    {"vector.compressstore"sv, op_status::none, 0, 0},
    {"vector.constant_mask"sv, op_status::ok, 1336, 1},
    {"vector.contract"sv, op_status::ok, 1337, 3},
    {"vector.create_mask"sv, op_status::none, 0, 0},
    {"vector.deinterleave"sv, op_status::none, 0, 0},
    {"vector.expandload"sv, op_status::none, 0, 0},
    {"vector.extract"sv, op_status::ok, 1340, 1},
    {"vector.extract_strided_slice"sv, op_status::ok, 1341, 3},
    {"vector.extractelement"sv, op_status::none, 0, 0},
    {"vector.flat_transpose"sv, op_status::ok, 603, 2},
    {"vector.fma"sv, op_status::none, 0, 0},
    {"vector.from_elements"sv, op_status::none, 0, 0},
    {"vector.gather"sv, op_status::none, 0, 0},
    {"vector.insert"sv, op_status::ok, 1340, 1},
    {"vector.insert_strided_slice"sv, op_status::ok, 1344, 2},
    {"vector.insertelement"sv, op_status::none, 0, 0},
    {"vector.interleave"sv, op_status::none, 0, 0},
    {"vector.load"sv, op_status::ok, 686, 1},
    {"vector.mask"sv, op_status::none, 0, 0},
    {"vector.maskedload"sv, op_status::none, 0, 0},
    {"vector.maskedstore"sv, op_status::none, 0, 0},
    {"vector.matrix_multiply"sv, op_status::ok, 600, 3},
    {"vector.multi_reduction"sv, op_status::ok, 1346, 2},
    {"vector.outerproduct"sv, op_status::ok, 1348, 1},
    {"vector.print"sv, op_status::ok, 1349, 2},
    {"vector.reduction"sv, op_status::ok, 1351, 2},
    {"vector.reshape"sv, op_status::ok, 1353, 3},
    {"vector.scalable.extract"sv, op_status::ok, 620, 1},
    {"vector.scalable.insert"sv, op_status::ok, 620, 1},
    {"vector.scan"sv, op_status::ok, 1356, 3},
    {"vector.scatter"sv, op_status::none, 0, 0},
    {"vector.shape_cast"sv, op_status::none, 0, 0},
    {"vector.shuffle"sv, op_status::ok, 658, 1},
    {"vector.splat"sv, op_status::none, 0, 0},
    {"vector.step"sv, op_status::none, 0, 0},
    {"vector.store"sv, op_status::ok, 686, 1},
    {"vector.transfer_read"sv, op_status::ok, 1359, 4},
    {"vector.transfer_write"sv, op_status::ok, 1359, 4},
    {"vector.transpose"sv, op_status::ok, 480, 1},
    {"vector.type_cast"sv, op_status::none, 0, 0},
    {"vector.vscale"sv, op_status::none, 0, 0},
    {"vector.warp_execute_on_lane_0"sv, op_status::ok, 1363, 1},
    {"vector.yield"sv, op_status::none, 0, 0},
    {"x86vector.avx.intr.dot"sv, op_status::none, 0, 0},
    {"x86vector.avx.intr.dp.ps.256"sv, op_status::none, 0, 0},
    {"x86vector.avx.intr.rsqrt.ps.256"sv, op_status::none, 0, 0},
    {"x86vector.avx.rsqrt"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.mask.compress"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.mask.rndscale.pd.512"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.mask.rndscale.ps.512"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.mask.scalef.pd.512"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.mask.scalef.ps.512"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.vp2intersect.d.512"sv, op_status::none, 0, 0},
    {"x86vector.avx512.intr.vp2intersect.q.512"sv, op_status::none, 0, 0},
    {"x86vector.avx512.mask.compress"sv, op_status::ok, 1364, 1},
    {"x86vector.avx512.mask.rndscale"sv, op_status::none, 0, 0},
    {"x86vector.avx512.mask.scalef"sv, op_status::none, 0, 0},
    {"x86vector.avx512.vp2intersect"sv, op_status::none, 0, 0},
    {"xegpu.alloc_nbarrier"sv, op_status::ok, 1365, 1},
    {"xegpu.atomic_rmw"sv, op_status::ok, 676, 1},
    {"xegpu.create_nd_tdesc"sv, op_status::ok, 1366, 5},
    {"xegpu.create_tdesc"sv, op_status::ok, 1371, 2},
    {"xegpu.dpas"sv, op_status::none, 0, 0},
    {"xegpu.fence"sv, op_status::ok, 1373, 2},
    {"xegpu.init_nbarrier"sv, op_status::none, 0, 0},
    {"xegpu.load"sv, op_status::ok, 1375, 4},
    {"xegpu.load_nd"sv, op_status::ok, 1379, 5},
    {"xegpu.nbarrier_arrive"sv, op_status::none, 0, 0},
    {"xegpu.nbarrier_wait"sv, op_status::none, 0, 0},
    {"xegpu.prefetch"sv, op_status::ok, 1384, 3},
    {"xegpu.prefetch_nd"sv, op_status::ok, 1384, 3},
    {"xegpu.store"sv, op_status::ok, 1384, 3},
    {"xegpu.store_nd"sv, op_status::ok, 1384, 3},
    {"xegpu.update_nd_offset"sv, op_status::ok, 1387, 1},
    {"xegpu.update_offset"sv, op_status::ok, 1387, 1},
};

// Bit names of LLVM's IntegerOverflowFlags (printed as #llvm.overflow<...>).
inline constexpr enum_case overflow_flags_llvm19[] = {
    {"none"sv, 0},
    {"nsw"sv, 1},
    {"nuw"sv, 2},
};
// ---- end mlirbc/generated/op_schemas_llvm19.inc
// ---- begin mlirbc/generated/op_schemas_llvm22.inc
// GENERATED by tools/gen_op_schemas.py -- do not edit.
//
// Source: the .td files under /usr/lib/llvm-22/include (libmlir-22-dev 1:22.1.8-1~deb12u1),
// run through mlir-tblgen-22 (Debian LLVM version 22.1.8 Optimized build.)
// with -gen-op-decls, -gen-op-defs and -gen-enum-decls on every .td file, then parsed;
// default values as printed by /usr/lib/llvm-22/bin/mlir-opt (Debian LLVM version 22.1.8 Optimized build.).
// Command: tools/gen_op_schemas.py --llvm 22 --include /usr/lib/llvm-22/include --tblgen mlir-tblgen-22 --mlir-opt /usr/lib/llvm-22/bin/mlir-opt --package 'libmlir-22-dev 1:22.1.8-1~deb12u1' --out include/mlirbc/generated/op_schemas_llvm22.inc
// Ops: 1374 with properties, 1259 without property storage, 0 with an unknown layout.
// tblgen failed on mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.td: /usr/lib/llvm-22/include/mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.td:6:14: error: Couldn't find class 'Li
// tblgen failed on mlir/Dialect/OpenACC/AccCommon.td: /usr/lib/llvm-22/include/mlir/Dialect/OpenACC/AccCommon.td:1:27: error: Couldn't find class 'I32EnumAttrCase'
// tblgen failed on mlir/Dialect/OpenMP/OmpCommon.td: /usr/lib/llvm-22/include/mlir/Dialect/OpenMP/OmpCommon.td:1:24: error: Couldn't find class 'I32EnumAttrCase'
// tblgen failed on mlir/Dialect/SMT/IR/SMTArrayOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SMT/IR/SMTArrayOps.td:18:3: error: Couldn't find class 'SMTOp'
// tblgen failed on mlir/Dialect/SMT/IR/SMTBitVectorOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SMT/IR/SMTBitVectorOps.td:241:16: error: Couldn't find class 'SMTOp'
// tblgen failed on mlir/Dialect/SMT/IR/SMTIntOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SMT/IR/SMTIntOps.td:20:3: error: Couldn't find class 'SMTOp'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVAvailability.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVAvailability.td:59:35: error: Couldn't find class 'EnumAttr'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVBitOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVBitOps.td:24:39: error: Variable not defined: 'SameOperandsAndResult
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVCLOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVCLOps.td:37:45: error: Variable not defined: 'Pure'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVCooperativeMatrixOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVCooperativeMatrixOps.td:28:7: error: Couldn't find class 'SPIRV_KhrV
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVGLOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVGLOps.td:56:29: error: Variable not defined: 'SameOperandsAndResultT
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVGroupOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVGroupOps.td:20:28: error: Couldn't find class 'SPIRV_KhrVendorOp'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVIntelExtOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVIntelExtOps.td:23:35: error: Couldn't find class 'SPIRV_IntelVendorO
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVLogicalOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVLogicalOps.td:786:32: error: Variable not defined: 'SelectLikeOpInte
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVMatrixOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVMatrixOps.td:19:33: error: Couldn't find class 'SPIRV_Op'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVMemoryOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVMemoryOps.td:23:52: error: Variable not defined: 'Pure'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVMiscOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVMiscOps.td:59:40: error: Variable not defined: 'Pure'
// tblgen failed on mlir/Dialect/SPIRV/IR/SPIRVNonUniformOps.td: /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVNonUniformOps.td:17:65: error: Couldn't find class 'PredOpTrait'
//
// Included inside namespace mlirbc::op_schema (op_schema.hpp has the model).

inline constexpr field_desc fields_llvm22[] = {
    {"element_type"sv, field_kind::attr, 0, ""sv, false},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_attach>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"strideInBytes"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_cache>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_copyin>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_copyout>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_create>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_declare_device_resident>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_declare_link>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_delete>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_detach>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_deviceptr>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"wait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"finalize"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"wait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_firstprivate>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_getdeviceptr>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"ifPresent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"device_types"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numGangsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numGangsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numWorkersDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"selfAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorLengthDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 11, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"auto_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"collapse"sv, field_kind::opt_attr, 0, ""sv, false},
    {"collapseDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gang"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangOperandsArgType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inclusiveUpperbound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"independent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"seq"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tileOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tileOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unstructured"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vector"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"worker"sv, field_kind::opt_attr, 0, ""sv, false},
    {"workerNumOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 11, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_no_create>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_present>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_private>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_reduction>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"reductionOperator"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"bindIdName"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bindIdNameDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bindStrName"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bindStrNameDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"func_name"sv, field_kind::attr, 0, ""sv, false},
    {"gang"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangDim"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gangDimDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"implicit"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nohost"sv, field_kind::opt_attr, 0, ""sv, false},
    {"seq"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"vector"sv, field_kind::opt_attr, 0, ""sv, false},
    {"worker"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"combined"sv, field_kind::opt_attr, 0, ""sv, false},
    {"defaultAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"selfAttr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"device_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hasWaitDevnum"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ifPresent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"waitOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitOperandsSegments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_update_device>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_update_host>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"asyncOnly"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asyncOperandsDeviceType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dataClause"sv, field_kind::opt_attr, 0, "#acc<data_clause acc_use_device>"sv, true},
    {"implicit"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifiers"sv, field_kind::opt_attr, 0, "#acc<data_clause_modifier none>"sv, true},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"recipe"sv, field_kind::opt_attr, 0, ""sv, false},
    {"structured"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"varType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"async"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"map"sv, field_kind::attr, 0, ""sv, false},
    {"static_basis"sv, field_kind::attr, 0, ""sv, false},
    {"lowerBoundMap"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"step"sv, field_kind::attr, 0, ""sv, false},
    {"upperBoundMap"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"condition"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_basis"sv, field_kind::attr, 0, ""sv, false},
    {"disjoint"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"lowerBoundsGroups"sv, field_kind::attr, 0, ""sv, false},
    {"lowerBoundsMap"sv, field_kind::attr, 0, ""sv, false},
    {"reductions"sv, field_kind::attr, 0, ""sv, false},
    {"steps"sv, field_kind::attr, 0, ""sv, false},
    {"upperBoundsGroups"sv, field_kind::attr, 0, ""sv, false},
    {"upperBoundsMap"sv, field_kind::attr, 0, ""sv, false},
    {"isDataCache"sv, field_kind::attr, 0, ""sv, false},
    {"isWrite"sv, field_kind::attr, 0, ""sv, false},
    {"localityHint"sv, field_kind::attr, 0, ""sv, false},
    {"map"sv, field_kind::attr, 0, ""sv, false},
    {"bank_mask"sv, field_kind::opt_attr, 0, "15 : i32"sv, true},
    {"bound_ctrl"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"permArgument"sv, field_kind::opt_attr, 0, ""sv, false},
    {"row_mask"sv, field_kind::opt_attr, 0, "15 : i32"sv, true},
    {"index"sv, field_kind::attr, 0, ""sv, false},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"resetOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"transferType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"global_static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"global_static_strides"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"shared_static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 13, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"global_static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"global_static_strides"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"shared_static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 14, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"ds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"exp"sv, field_kind::opt_attr, 0, ""sv, false},
    {"load"sv, field_kind::opt_attr, 0, ""sv, false},
    {"store"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tensor"sv, field_kind::opt_attr, 0, ""sv, false},
    {"abid"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"blgp"sv, field_kind::opt_attr, 0, "#amdgpu<mfma_perm_b none>"sv, true},
    {"blocks"sv, field_kind::opt_attr, 0, "1 : i32"sv, true},
    {"cbsz"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"negateA"sv, field_kind::opt_attr, 0, ""sv, false},
    {"negateB"sv, field_kind::opt_attr, 0, ""sv, false},
    {"negateC"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reducePrecision"sv, field_kind::opt_attr, 0, ""sv, false},
    {"storeIndex"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"wordIndex"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"bound_ctrl"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"fetch_inactive"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"row_length"sv, field_kind::attr, 0, ""sv, false},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"indexOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"indexOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"boundsCheck"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"indexOffset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"blockSize"sv, field_kind::attr, 0, ""sv, false},
    {"firstScaleByte"sv, field_kind::attr, 0, ""sv, false},
    {"firstScaleLane"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"scalesIdxA"sv, field_kind::attr, 0, ""sv, false},
    {"scalesIdxB"sv, field_kind::attr, 0, ""sv, false},
    {"a_first_scale_lane"sv, field_kind::attr, 0, ""sv, false},
    {"b_first_scale_lane"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"opts"sv, field_kind::attr, 0, ""sv, false},
    {"abid"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"cbsz"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"and_mask"sv, field_kind::attr, 0, ""sv, false},
    {"or_mask"sv, field_kind::attr, 0, ""sv, false},
    {"xor_mask"sv, field_kind::attr, 0, ""sv, false},
    {"clamp"sv, field_kind::opt_attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"subwordOffset"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"unsignedA"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unsignedB"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"isZextLhs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isZextRhs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, "#arith.fastmath<none>"sv, true},
    {"overflowFlags"sv, field_kind::opt_attr, 0, "#arith.overflow<none>"sv, true},
    {"fastmath"sv, field_kind::opt_attr, 0, "#arith.fastmath<none>"sv, true},
    {"predicate"sv, field_kind::attr, 0, ""sv, false},
    {"predicate"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::attr, 0, ""sv, false},
    {"isExact"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, ""sv, false},
    {"roundingmode"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, "#arm_sme.layout<horizontal>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"tile_id"sv, field_kind::attr, 0, ""sv, false},
    {"tile_mask"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::opt_attr, 0, "#arm_sme.kind<add>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"type_size"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, "#arm_sme.layout<horizontal>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"lane"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"count"sv, field_kind::attr, 0, ""sv, false},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"restrict"sv, field_kind::opt_attr, 0, ""sv, false},
    {"writable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"read_only"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"msg"sv, field_kind::attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"case_operand_segments"sv, field_kind::attr, 0, ""sv, false},
    {"case_values"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"applicableOperator"sv, field_kind::attr, 0, ""sv, false},
    {"args"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"template_args"sv, field_kind::opt_attr, 0, ""sv, false},
    {"final_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"do_not_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"id"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"specifiers"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"field_name"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"const_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"extern_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_specifier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"include"sv, field_kind::attr, 0, ""sv, false},
    {"is_standard_include"sv, field_kind::opt_attr, 0, ""sv, false},
    {"member"sv, field_kind::attr, 0, ""sv, false},
    {"cases"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"no_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"no_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op"sv, field_kind::opt_attr, 0, ""sv, false},
    {"uniform"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hostShared"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"objects"sv, field_kind::attr, 0, ""sv, false},
    {"offloadingHandler"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"upper_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pruneFlag"sv, field_kind::opt_attr, 0, "#gpu<prune_2to4_spmat_flag PRUNE_AND_CHECK>"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"known_block_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"known_cluster_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"known_grid_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_attrib_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"workgroup_attrib_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"upper_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function"sv, field_kind::opt_attr, 0, ""sv, false},
    {"module"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 11, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"kernel"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 13, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"offloadingHandler"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"targets"sv, field_kind::opt_attr, 0, ""sv, false},
    {"format"sv, field_kind::attr, 0, ""sv, false},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"width"sv, field_kind::attr, 0, ""sv, false},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"mode"sv, field_kind::attr, 0, ""sv, false},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"modeB"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"resultSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"resultSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"computeType"sv, field_kind::attr, 0, ""sv, false},
    {"modeA"sv, field_kind::opt_attr, 0, "#gpu<mat_transpose_mode NON_TRANSPOSE>"sv, true},
    {"broadcast_type"sv, field_kind::attr, 0, ""sv, false},
    {"a_transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"b_transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"opType"sv, field_kind::attr, 0, ""sv, false},
    {"leadDimension"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cluster_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cluster_stride"sv, field_kind::opt_attr, 0, "1 : i32"sv, true},
    {"op"sv, field_kind::attr, 0, ""sv, false},
    {"uniform"sv, field_kind::opt_attr, 0, ""sv, false},
    {"warp_size"sv, field_kind::attr, 0, ""sv, false},
    {"pred"sv, field_kind::attr, 0, ""sv, false},
    {"attributeValueNames"sv, field_kind::attr, 0, ""sv, false},
    {"base_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"base_ref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"expected"sv, field_kind::attr, 0, ""sv, false},
    {"names"sv, field_kind::attr, 0, ""sv, false},
    {"variadicity"sv, field_kind::attr, 0, ""sv, false},
    {"names"sv, field_kind::attr, 0, ""sv, false},
    {"base_type"sv, field_kind::attr, 0, ""sv, false},
    {"constrainedArguments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numberOfBlocks"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"indexing_maps"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"cast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"indexing_maps"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"dilations"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"strides"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"cast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"indexing_maps"sv, field_kind::opt_attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"doc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"indexing_maps"sv, field_kind::attr, 0, ""sv, false},
    {"iterator_types"sv, field_kind::attr, 0, ""sv, false},
    {"library_call"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"dim"sv, field_kind::attr, 0, ""sv, false},
    {"inner_dims_pos"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"outer_dims_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_inner_tiles"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"permutation"sv, field_kind::attr, 0, ""sv, false},
    {"inner_dims_pos"sv, field_kind::attr, 0, ""sv, false},
    {"outer_dims_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_inner_tiles"sv, field_kind::attr, 0, ""sv, false},
    {"fmr"sv, field_kind::attr, 0, ""sv, false},
    {"overflowFlags"sv, field_kind::enum_i32, 0, "0 : i32"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_type"sv, field_kind::attr, 0, ""sv, false},
    {"inalloca"sv, field_kind::opt_attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bin_op"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordering"sv, field_kind::attr, 0, ""sv, false},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"block_addr"sv, field_kind::attr, 0, ""sv, false},
    {"tag"sv, field_kind::attr, 0, ""sv, false},
    {"loop_annotation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"CConv"sv, field_kind::opt_attr, 0, "#llvm.cconv<ccc>"sv, true},
    {"TailCallKind"sv, field_kind::opt_attr, 0, "#llvm.tailcallkind<none>"sv, true},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"always_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::opt_attr, 0, ""sv, false},
    {"convergent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"inline_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_effects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_unwind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op_bundle_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"op_bundle_tags"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"var_callee_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"will_return"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"intrin"sv, field_kind::attr, 0, ""sv, false},
    {"op_bundle_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"op_bundle_tags"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"failure_ordering"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"success_ordering"sv, field_kind::attr, 0, ""sv, false},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"weak"sv, field_kind::opt_attr, 0, ""sv, false},
    {"comdat"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"loop_annotation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"function_name"sv, field_kind::attr, 0, ""sv, false},
    {"position"sv, field_kind::attr, 0, ""sv, false},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"fastmathFlags"sv, field_kind::opt_attr, 0, "#llvm.fastmath<none>"sv, true},
    {"predicate"sv, field_kind::attr, 0, ""sv, false},
    {"ordering"sv, field_kind::attr, 0, ""sv, false},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"CConv"sv, field_kind::opt_attr, 0, "#llvm.cconv<ccc>"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"always_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_in_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_inout_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_locally_streaming"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_new_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_out_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_preserves_za"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_streaming"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arm_streaming_compatible"sv, field_kind::opt_attr, 0, ""sv, false},
    {"comdat"sv, field_kind::opt_attr, 0, ""sv, false},
    {"convergent"sv, field_kind::opt_attr, 0, ""sv, false},
    {"denormal_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"denormal_fp_math_f32"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dso_local"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fp_contract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"frame_pointer"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_entry_count"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"garbageCollector"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inline_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"instrument_function_entry"sv, field_kind::opt_attr, 0, ""sv, false},
    {"instrument_function_exit"sv, field_kind::opt_attr, 0, ""sv, false},
    {"intel_reqd_sub_group_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linkage"sv, field_kind::opt_attr, 0, "#llvm.linkage<external>"sv, true},
    {"memory_effects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_infs_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_nans_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_signed_zeros_fp_math"sv, field_kind::opt_attr, 0, ""sv, false},
    {"no_unwind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"optimize_none"sv, field_kind::opt_attr, 0, ""sv, false},
    {"passthrough"sv, field_kind::opt_attr, 0, ""sv, false},
    {"personality"sv, field_kind::opt_attr, 0, ""sv, false},
    {"prefer_vector_width"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reciprocal_estimates"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reqd_work_group_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"section"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"target_cpu"sv, field_kind::opt_attr, 0, ""sv, false},
    {"target_features"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tune_cpu"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unnamed_addr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"uwtable_kind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vec_type_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"visibility_"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"vscale_range"sv, field_kind::opt_attr, 0, ""sv, false},
    {"will_return"sv, field_kind::opt_attr, 0, ""sv, false},
    {"work_group_size_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_type"sv, field_kind::attr, 0, ""sv, false},
    {"rawConstantIndices"sv, field_kind::attr, 0, ""sv, false},
    {"noWrapFlags"sv, field_kind::enum_i32, 0, "0 : i32"sv, true},
    {"indbr_operand_segments"sv, field_kind::attr, 0, ""sv, false},
    {"asm_dialect"sv, field_kind::opt_attr, 0, ""sv, false},
    {"asm_string"sv, field_kind::attr, 0, ""sv, false},
    {"constraints"sv, field_kind::attr, 0, ""sv, false},
    {"has_side_effects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_align_stack"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operand_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tail_call_kind"sv, field_kind::opt_attr, 0, "#llvm.tailcallkind<none>"sv, true},
    {"is_int_min_poison"sv, field_kind::attr, 0, ""sv, false},
    {"op_bundle_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"op_bundle_tags"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_zero_poison"sv, field_kind::attr, 0, ""sv, false},
    {"locationExpr"sv, field_kind::opt_attr, 0, "#llvm.di_expression<>"sv, true},
    {"varInfo"sv, field_kind::attr, 0, ""sv, false},
    {"label"sv, field_kind::attr, 0, ""sv, false},
    {"prob"sv, field_kind::attr, 0, ""sv, false},
    {"fpExceptionBehavior"sv, field_kind::attr, 0, ""sv, false},
    {"fpExceptionBehavior"sv, field_kind::attr, 0, ""sv, false},
    {"roundingmode"sv, field_kind::attr, 0, ""sv, false},
    {"scope"sv, field_kind::attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"bit"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"columns"sv, field_kind::attr, 0, ""sv, false},
    {"isVolatile"sv, field_kind::attr, 0, ""sv, false},
    {"rows"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_columns"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_rows"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_columns"sv, field_kind::attr, 0, ""sv, false},
    {"columns"sv, field_kind::attr, 0, ""sv, false},
    {"rows"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isVolatile"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isVolatile"sv, field_kind::attr, 0, ""sv, false},
    {"len"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cache"sv, field_kind::attr, 0, ""sv, false},
    {"hint"sv, field_kind::attr, 0, ""sv, false},
    {"rw"sv, field_kind::attr, 0, ""sv, false},
    {"failureKind"sv, field_kind::attr, 0, ""sv, false},
    {"pos"sv, field_kind::attr, 0, ""sv, false},
    {"dereferenceable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"CConv"sv, field_kind::opt_attr, 0, "#llvm.cconv<ccc>"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"callee"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op_bundle_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"op_bundle_tags"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"var_callee_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"cleanup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"options"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dereferenceable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"invariant"sv, field_kind::opt_attr, 0, ""sv, false},
    {"invariantGroup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordering"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"global_name"sv, field_kind::attr, 0, ""sv, false},
    {"alias_type"sv, field_kind::attr, 0, ""sv, false},
    {"dso_local"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linkage"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"thread_local_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unnamed_addr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"visibility_"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"addr_space"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"comdat"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constant"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dbg_exprs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dso_local"sv, field_kind::opt_attr, 0, ""sv, false},
    {"externally_initialized"sv, field_kind::opt_attr, 0, ""sv, false},
    {"global_type"sv, field_kind::attr, 0, ""sv, false},
    {"linkage"sv, field_kind::attr, 0, ""sv, false},
    {"section"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"target_specific_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"thread_local_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unnamed_addr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"visibility_"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"ctors"sv, field_kind::attr, 0, ""sv, false},
    {"data"sv, field_kind::attr, 0, ""sv, false},
    {"priorities"sv, field_kind::attr, 0, ""sv, false},
    {"data"sv, field_kind::attr, 0, ""sv, false},
    {"dtors"sv, field_kind::attr, 0, ""sv, false},
    {"priorities"sv, field_kind::attr, 0, ""sv, false},
    {"address_space"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"dso_local"sv, field_kind::opt_attr, 0, ""sv, false},
    {"i_func_type"sv, field_kind::attr, 0, ""sv, false},
    {"linkage"sv, field_kind::attr, 0, ""sv, false},
    {"resolver"sv, field_kind::attr, 0, ""sv, false},
    {"resolver_type"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"unnamed_addr"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"visibility_"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"flags"sv, field_kind::attr, 0, ""sv, false},
    {"isDisjoint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mask"sv, field_kind::attr, 0, ""sv, false},
    {"access_groups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"invariantGroup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordering"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"volatile_"sv, field_kind::opt_attr, 0, ""sv, false},
    {"branch_weights"sv, field_kind::opt_attr, 0, ""sv, false},
    {"case_operand_segments"sv, field_kind::attr, 0, ""sv, false},
    {"case_values"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"nonNeg"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"reassociation"sv, field_kind::attr, 0, ""sv, false},
    {"reassociation"sv, field_kind::attr, 0, ""sv, false},
    {"static_output_shape"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constant"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nontemporal"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isDataCache"sv, field_kind::attr, 0, ""sv, false},
    {"isWrite"sv, field_kind::attr, 0, ""sv, false},
    {"localityHint"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"static_strides"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"is_mutable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"global"sv, field_kind::attr, 0, ""sv, false},
    {"op"sv, field_kind::attr, 0, ""sv, false},
    {"errclass"sv, field_kind::attr, 0, ""sv, false},
    {"bypassL1"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dstElements"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"numGroups"sv, field_kind::opt_attr, 0, ""sv, false},
    {"numTiles"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::attr, 0, ""sv, false},
    {"mmaShape"sv, field_kind::attr, 0, ""sv, false},
    {"sparsitySelector"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"tf32Enabled"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mmaShape"sv, field_kind::attr, 0, ""sv, false},
    {"tf32Enabled"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ftz"sv, field_kind::opt_attr, 0, ""sv, false},
    {"rounding"sv, field_kind::opt_attr, 0, "#nvgpu<rcp_rounding_mode approx>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"transposeA"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transposeB"sv, field_kind::opt_attr, 0, ""sv, false},
    {"waitGroup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"reductionOp"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"aligned"sv, field_kind::opt_attr, 0, ""sv, false},
    {"query_type"sv, field_kind::attr, 0, ""sv, false},
    {"multicast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dstTy"sv, field_kind::attr, 0, ""sv, false},
    {"rnd"sv, field_kind::opt_attr, 0, "#nvvm.fp_rnd_mode<none>"sv, true},
    {"sat"sv, field_kind::opt_attr, 0, "#nvvm.sat_mode<none>"sv, true},
    {"dstTy"sv, field_kind::attr, 0, ""sv, false},
    {"relu"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"relu"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"rnd"sv, field_kind::opt_attr, 0, "#nvvm.fp_rnd_mode<none>"sv, true},
    {"sat"sv, field_kind::opt_attr, 0, "#nvvm.sat_mode<none>"sv, true},
    {"dstTy"sv, field_kind::attr, 0, ""sv, false},
    {"relu"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"rnd"sv, field_kind::opt_attr, 0, "#nvvm.fp_rnd_mode<none>"sv, true},
    {"sat"sv, field_kind::opt_attr, 0, "#nvvm.sat_mode<none>"sv, true},
    {"relu"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"srcType"sv, field_kind::attr, 0, ""sv, false},
    {"srcType"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 6, "array<i32: 0, 0, 0, 0, 0, 0>"sv, true},
    {"mode"sv, field_kind::opt_attr, 0, "#nvvm.tma_store_mode<tile>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"mode"sv, field_kind::opt_attr, 0, "#nvvm.tma_load_mode<tile>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"mode"sv, field_kind::opt_attr, 0, "#nvvm.tma_store_mode<tile>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"redKind"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"group"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isCTAOnly"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"mode"sv, field_kind::opt_attr, 0, "#nvvm.tma_load_mode<tile>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"group"sv, field_kind::attr, 0, ""sv, false},
    {"read"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noinc"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modifier"sv, field_kind::attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"a_type"sv, field_kind::attr, 0, ""sv, false},
    {"b_hi"sv, field_kind::attr, 0, ""sv, false},
    {"b_type"sv, field_kind::attr, 0, ""sv, false},
    {"a_type"sv, field_kind::attr, 0, ""sv, false},
    {"b_type"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fromProxy"sv, field_kind::opt_attr, 0, "#nvvm.proxy_kind<generic>"sv, true},
    {"scope"sv, field_kind::attr, 0, ""sv, false},
    {"toProxy"sv, field_kind::opt_attr, 0, "#nvvm.proxy_kind<tensormap>"sv, true},
    {"fromProxy"sv, field_kind::opt_attr, 0, "#nvvm.proxy_kind<generic>"sv, true},
    {"order"sv, field_kind::attr, 0, ""sv, false},
    {"toProxy"sv, field_kind::opt_attr, 0, "#nvvm.proxy_kind<async>"sv, true},
    {"order"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"ptxCode"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"eltType"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"num"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"relaxed"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"scope"sv, field_kind::opt_attr, 0, "#nvvm.mem_scope<cta>"sv, true},
    {"scope"sv, field_kind::opt_attr, 0, "#nvvm.mem_scope<cta>"sv, true},
    {"blockScaleFormat"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"multiplicandAPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"multiplicandBPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"scaleVecSize"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 9, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"blockScaleFormat"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"multiplicandAPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"multiplicandBPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"orderedMetadata"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scaleVecSize"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 11, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"intOverflowBehavior"sv, field_kind::opt_attr, 0, ""sv, false},
    {"kind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"multiplicandAPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"multiplicandBPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"orderedMetadata"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"b1Op"sv, field_kind::opt_attr, 0, ""sv, false},
    {"intOverflowBehavior"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layoutA"sv, field_kind::attr, 0, ""sv, false},
    {"layoutB"sv, field_kind::attr, 0, ""sv, false},
    {"multiplicandAPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"multiplicandBPtxType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"eventId"sv, field_kind::opt_attr, 0, ""sv, false},
    {"maskedEventId"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cacheLevel"sv, field_kind::opt_attr, 0, ""sv, false},
    {"evictPriority"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_param_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tensormap"sv, field_kind::opt_attr, 0, ""sv, false},
    {"uniform"sv, field_kind::opt_attr, 0, ""sv, false},
    {"range"sv, field_kind::opt_attr, 0, ""sv, false},
    {"abs"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"nan"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"action"sv, field_kind::attr, 0, ""sv, false},
    {"regCount"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"return_value_and_is_valid"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initVal"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"eltType"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"group"sv, field_kind::opt_attr, 0, "#nvvm.cta_group<cta_1>"sv, true},
    {"group"sv, field_kind::opt_attr, 0, "#nvvm.cta_group<cta_1>"sv, true},
    {"multicast"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_cp_multicast<none>"sv, true},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"srcFormat"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pack"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"aShift"sv, field_kind::opt_attr, 0, ""sv, false},
    {"collectorOp"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_mma_collectorop<discard>"sv, true},
    {"ctaGroup"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"blockScale"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_mma_block_scale<default>"sv, true},
    {"collectorOp"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_mma_collectorop<discard>"sv, true},
    {"ctaGroup"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"aShift"sv, field_kind::opt_attr, 0, ""sv, false},
    {"collectorOp"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_mma_collectorop<discard>"sv, true},
    {"ctaGroup"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"collectorBBuffer"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_mma_collectorb<b0>"sv, true},
    {"collectorOp"sv, field_kind::opt_attr, 0, "#nvvm.tcgen05_mma_collectorop<discard>"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"unpack"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layoutA"sv, field_kind::attr, 0, ""sv, false},
    {"layoutB"sv, field_kind::attr, 0, ""sv, false},
    {"satfinite"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scaleA"sv, field_kind::attr, 0, ""sv, false},
    {"scaleB"sv, field_kind::attr, 0, ""sv, false},
    {"scaleD"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"typeA"sv, field_kind::attr, 0, ""sv, false},
    {"typeB"sv, field_kind::attr, 0, ""sv, false},
    {"typeD"sv, field_kind::attr, 0, ""sv, false},
    {"group"sv, field_kind::attr, 0, ""sv, false},
    {"eltype"sv, field_kind::attr, 0, ""sv, false},
    {"frag"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"eltypeA"sv, field_kind::attr, 0, ""sv, false},
    {"eltypeB"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"layoutA"sv, field_kind::attr, 0, ""sv, false},
    {"layoutB"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"eltype"sv, field_kind::attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"align"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"element_type"sv, field_kind::attr, 0, ""sv, false},
    {"hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"atomic_control"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cancel_directive"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"byref_element_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"dist_schedule_static"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"bind_kind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"collapse_num_loops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"loop_inclusive"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tile_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"stride_in_bytes"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"map_capture_type"sv, field_kind::attr, 0, ""sv, false},
    {"map_type"sv, field_kind::attr, 0, ""sv, false},
    {"mapper_id"sv, field_kind::opt_attr, 0, ""sv, false},
    {"members_index"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"partial_map"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"var_type"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"doacross_depend_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"doacross_num_loops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"par_level_simd"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"proc_bind_kind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 6, "array<i32: 0, 0, 0, 0, 0, 0>"sv, true},
    {"data_sharing_type"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"alignments"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linear_var_types"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"safelen"sv, field_kind::opt_attr, 0, ""sv, false},
    {"simdlen"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"copyprivate_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"bare"sv, field_kind::opt_attr, 0, ""sv, false},
    {"depend_kinds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_maps"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 12, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"bindc_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_type"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"uniq_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"depend_kinds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"depend_kinds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mergeable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"untied"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 9, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"task_reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"task_reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"grainsize_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"in_reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mergeable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nogroup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"num_tasks_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"untied"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 10, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"depend_kinds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 8, "array<i32: 0, 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linear_var_types"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nowait"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"order_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ordered"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_needs_barrier"sv, field_kind::opt_attr, 0, ""sv, false},
    {"private_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_byref"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_syms"sv, field_kind::opt_attr, 0, ""sv, false},
    {"schedule_kind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"schedule_mod"sv, field_kind::opt_attr, 0, ""sv, false},
    {"schedule_simd"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"isNegated"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"attributeValueNames"sv, field_kind::attr, 0, ""sv, false},
    {"opName"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"benefit"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"index"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"constantType"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constantTypes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constantValue"sv, field_kind::attr, 0, ""sv, false},
    {"compareAtLeast"sv, field_kind::opt_attr, 0, ""sv, false},
    {"count"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"types"sv, field_kind::attr, 0, ""sv, false},
    {"inferredResultTypes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inputAttributeNames"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"benefit"sv, field_kind::attr, 0, ""sv, false},
    {"generatedOps"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"rewriter"sv, field_kind::attr, 0, ""sv, false},
    {"rootKind"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"caseValues"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::optional_i64, 0, "[]"sv, true},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::optional_i64, 0, "[]"sv, true},
    {"volatile_"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"nontemporal"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"invariant"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"invariantGroup"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"ordering"sv, field_kind::enum_i32, 0, "0 : i32"sv, true},
    {"flags"sv, field_kind::enum_i32, 0, "0 : i32"sv, true},
    {"flags"sv, field_kind::enum_i8, 0, "0 : i8"sv, true},
    {"syncscope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::optional_i64, 0, "[]"sv, true},
    {"volatile_"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"nontemporal"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"invariantGroup"sv, field_kind::unit_bool, 0, "false"sv, true},
    {"ordering"sv, field_kind::enum_i32, 0, "0 : i32"sv, true},
    {"elementType"sv, field_kind::attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cpol"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"byteSel"sv, field_kind::attr, 0, ""sv, false},
    {"wordSel"sv, field_kind::attr, 0, ""sv, false},
    {"scaleSel"sv, field_kind::attr, 0, ""sv, false},
    {"dstLoHiSel"sv, field_kind::attr, 0, ""sv, false},
    {"srcSelIndex"sv, field_kind::attr, 0, ""sv, false},
    {"srcSelIndex"sv, field_kind::attr, 0, ""sv, false},
    {"srcLoHiSel"sv, field_kind::attr, 0, ""sv, false},
    {"dstLoHiSel"sv, field_kind::attr, 0, ""sv, false},
    {"dstSelIndex"sv, field_kind::attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scope"sv, field_kind::attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"aux"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"aux"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"variant"sv, field_kind::attr, 0, ""sv, false},
    {"boundControl"sv, field_kind::attr, 0, ""sv, false},
    {"fi"sv, field_kind::attr, 0, ""sv, false},
    {"memberCnt"sv, field_kind::attr, 0, ""sv, false},
    {"priority"sv, field_kind::attr, 0, ""sv, false},
    {"bitfield"sv, field_kind::attr, 0, ""sv, false},
    {"groupId"sv, field_kind::attr, 0, ""sv, false},
    {"mask"sv, field_kind::attr, 0, ""sv, false},
    {"size"sv, field_kind::attr, 0, ""sv, false},
    {"alias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cachePolicy"sv, field_kind::attr, 0, ""sv, false},
    {"noalias_scopes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"tbaa"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bankMask"sv, field_kind::attr, 0, ""sv, false},
    {"boundCtrl"sv, field_kind::attr, 0, ""sv, false},
    {"dppCtrl"sv, field_kind::attr, 0, ""sv, false},
    {"rowMask"sv, field_kind::attr, 0, ""sv, false},
    {"opsel"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modC"sv, field_kind::opt_attr, 0, "0 : i16"sv, true},
    {"reuseA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"reuseB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"signA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"signB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"modC"sv, field_kind::opt_attr, 0, "0 : i16"sv, true},
    {"reuseA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"reuseB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"clamp"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"signA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"signB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"clamp"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"reuseA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"reuseB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"signA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"signB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"fmtA"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"fmtB"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"fmtScaleA"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"fmtScaleB"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"modC"sv, field_kind::opt_attr, 0, "0 : i16"sv, true},
    {"reuseA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"reuseB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"scaleAType"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"scaleBType"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"fmtScaleA"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"fmtScaleB"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"modC"sv, field_kind::opt_attr, 0, "0 : i16"sv, true},
    {"reuseA"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"reuseB"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"scaleAType"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"scaleBType"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"no_inline"sv, field_kind::opt_attr, 0, ""sv, false},
    {"unsignedCmp"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"staticLowerBound"sv, field_kind::attr, 0, ""sv, false},
    {"staticStep"sv, field_kind::attr, 0, ""sv, false},
    {"staticUpperBound"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"error"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"passing"sv, field_kind::attr, 0, ""sv, false},
    {"mapping"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gather_axis"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"reduction"sv, field_kind::opt_attr, 0, "#shard<partial sum>"sv, true},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"slice_axis"sv, field_kind::attr, 0, ""sv, false},
    {"concat_axis"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"split_axis"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"gather_axis"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"split_axes"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"source"sv, field_kind::opt_attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"reduction"sv, field_kind::opt_attr, 0, "#shard<partial sum>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"reduction"sv, field_kind::opt_attr, 0, "#shard<partial sum>"sv, true},
    {"scatter_axis"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"root"sv, field_kind::attr, 0, ""sv, false},
    {"scatter_axis"sv, field_kind::attr, 0, ""sv, false},
    {"destination"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"annotate_for_users"sv, field_kind::opt_attr, 0, ""sv, false},
    {"device"sv, field_kind::attr, 0, ""sv, false},
    {"dims"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"split_axes"sv, field_kind::attr, 0, ""sv, false},
    {"static_halo_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"static_sharded_dims_offsets"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"grid_axes"sv, field_kind::opt_attr, 0, "array<i16>"sv, true},
    {"offset"sv, field_kind::attr, 0, ""sv, false},
    {"rotate"sv, field_kind::opt_attr, 0, ""sv, false},
    {"shift_axis"sv, field_kind::attr, 0, ""sv, false},
    {"grid"sv, field_kind::attr, 0, ""sv, false},
    {"split_axes"sv, field_kind::attr, 0, ""sv, false},
    {"static_halo_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"lowBit"sv, field_kind::attr, 0, ""sv, false},
    {"is_signed"sv, field_kind::opt_attr, 0, ""sv, false},
    {"namePrefix"sv, field_kind::opt_attr, 0, ""sv, false},
    {"boundVarNames"sv, field_kind::opt_attr, 0, ""sv, false},
    {"noPattern"sv, field_kind::opt_attr, 0, ""sv, false},
    {"weight"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"logic"sv, field_kind::attr, 0, ""sv, false},
    {"left_identity"sv, field_kind::opt_attr, 0, ""sv, false},
    {"right_identity"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cases"sv, field_kind::attr, 0, ""sv, false},
    {"crdUsedLvls"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"level"sv, field_kind::attr, 0, ""sv, false},
    {"direction"sv, field_kind::attr, 0, ""sv, false},
    {"encoder"sv, field_kind::attr, 0, ""sv, false},
    {"hiLvl"sv, field_kind::attr, 0, ""sv, false},
    {"loLvl"sv, field_kind::attr, 0, ""sv, false},
    {"order"sv, field_kind::opt_attr, 0, ""sv, false},
    {"crdUsedLvls"sv, field_kind::attr, 0, ""sv, false},
    {"hasInserts"sv, field_kind::opt_attr, 0, ""sv, false},
    {"inbounds"sv, field_kind::opt_attr, 0, ""sv, false},
    {"algorithm"sv, field_kind::attr, 0, ""sv, false},
    {"algorithm"sv, field_kind::attr, 0, ""sv, false},
    {"ny"sv, field_kind::opt_attr, 0, ""sv, false},
    {"perm_map"sv, field_kind::attr, 0, ""sv, false},
    {"level"sv, field_kind::opt_attr, 0, ""sv, false},
    {"specifierKind"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"entry_point"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"graph_constant_id"sv, field_kind::attr, 0, ""sv, false},
    {"fn"sv, field_kind::attr, 0, ""sv, false},
    {"interface"sv, field_kind::attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"semantics"sv, field_kind::attr, 0, ""sv, false},
    {"equal_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"unequal_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"indices"sv, field_kind::attr, 0, ""sv, false},
    {"execution_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"source_alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"source_memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"constituent"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"execution_model"sv, field_kind::attr, 0, ""sv, false},
    {"fn"sv, field_kind::attr, 0, ""sv, false},
    {"interface"sv, field_kind::attr, 0, ""sv, false},
    {"execution_mode"sv, field_kind::attr, 0, ""sv, false},
    {"fn"sv, field_kind::attr, 0, ""sv, false},
    {"values"sv, field_kind::attr, 0, ""sv, false},
    {"binding"sv, field_kind::opt_attr, 0, ""sv, false},
    {"built_in"sv, field_kind::opt_attr, 0, ""sv, false},
    {"descriptor_set"sv, field_kind::opt_attr, 0, ""sv, false},
    {"initializer"sv, field_kind::opt_attr, 0, ""sv, false},
    {"linkage_attributes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"location"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"execution_scope"sv, field_kind::attr, 0, ""sv, false},
    {"execution_scope"sv, field_kind::attr, 0, ""sv, false},
    {"group_operation"sv, field_kind::attr, 0, ""sv, false},
    {"image_operands"sv, field_kind::opt_attr, 0, ""sv, false},
    {"image_operands"sv, field_kind::attr, 0, ""sv, false},
    {"cooperative_matrix_type"sv, field_kind::attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"matrix_layout"sv, field_kind::attr, 0, ""sv, false},
    {"memory_operand"sv, field_kind::opt_attr, 0, ""sv, false},
    {"matrix_operands"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_access"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_semantics"sv, field_kind::attr, 0, ""sv, false},
    {"format"sv, field_kind::opt_attr, 0, ""sv, false},
    {"default_value"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"constituents"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"case_operand_segments"sv, field_kind::attr, 0, ""sv, false},
    {"literals"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"storage_class"sv, field_kind::attr, 0, ""sv, false},
    {"components"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_control"sv, field_kind::attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"linkage_attributes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"variable"sv, field_kind::attr, 0, ""sv, false},
    {"loop_control"sv, field_kind::attr, 0, ""sv, false},
    {"spec_const"sv, field_kind::attr, 0, ""sv, false},
    {"selection_control"sv, field_kind::attr, 0, ""sv, false},
    {"addressing_model"sv, field_kind::attr, 0, ""sv, false},
    {"memory_model"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vce_triple"sv, field_kind::opt_attr, 0, ""sv, false},
    {"gather_dims"sv, field_kind::attr, 0, ""sv, false},
    {"unique"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"static_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"static_strides"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"nofold"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_high"sv, field_kind::attr, 0, ""sv, false},
    {"static_low"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"scatter_dims"sv, field_kind::attr, 0, ""sv, false},
    {"unique"sv, field_kind::opt_attr, 0, ""sv, false},
    {"rounding_mode"sv, field_kind::attr, 0, ""sv, false},
    {"axis"sv, field_kind::attr, 0, ""sv, false},
    {"nan_mode"sv, field_kind::opt_attr, 0, "#tosa.nan_mode<PROPAGATE>"sv, true},
    {"round"sv, field_kind::attr, 0, ""sv, false},
    {"acc_type"sv, field_kind::attr, 0, ""sv, false},
    {"kernel"sv, field_kind::attr, 0, ""sv, false},
    {"pad"sv, field_kind::attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"block_size"sv, field_kind::attr, 0, ""sv, false},
    {"max_val"sv, field_kind::attr, 0, ""sv, false},
    {"min_val"sv, field_kind::attr, 0, ""sv, false},
    {"nan_mode"sv, field_kind::opt_attr, 0, "#tosa.nan_mode<PROPAGATE>"sv, true},
    {"axis"sv, field_kind::attr, 0, ""sv, false},
    {"values"sv, field_kind::attr, 0, ""sv, false},
    {"acc_type"sv, field_kind::attr, 0, ""sv, false},
    {"dilation"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pad"sv, field_kind::attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"domain_name"sv, field_kind::attr, 0, ""sv, false},
    {"implementation_attrs"sv, field_kind::attr, 0, ""sv, false},
    {"operator_name"sv, field_kind::attr, 0, ""sv, false},
    {"inverse"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"kernel"sv, field_kind::attr, 0, ""sv, false},
    {"nan_mode"sv, field_kind::opt_attr, 0, "#tosa.nan_mode<PROPAGATE>"sv, true},
    {"pad"sv, field_kind::attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"nan_mode"sv, field_kind::opt_attr, 0, "#tosa.nan_mode<PROPAGATE>"sv, true},
    {"input_unsigned"sv, field_kind::attr, 0, ""sv, false},
    {"output_unsigned"sv, field_kind::attr, 0, ""sv, false},
    {"per_channel"sv, field_kind::attr, 0, ""sv, false},
    {"rounding_mode"sv, field_kind::attr, 0, ""sv, false},
    {"scale32"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"perms"sv, field_kind::attr, 0, ""sv, false},
    {"acc_type"sv, field_kind::attr, 0, ""sv, false},
    {"local_bound"sv, field_kind::opt_attr, 0, ""sv, false},
    {"out_pad"sv, field_kind::attr, 0, ""sv, false},
    {"stride"sv, field_kind::attr, 0, ""sv, false},
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"var_shape"sv, field_kind::attr, 0, ""sv, false},
    {"lower_bounds"sv, field_kind::attr, 0, ""sv, false},
    {"upper_bounds"sv, field_kind::attr, 0, ""sv, false},
    {"illegal_dialects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"illegal_ops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"legal_dialects"sv, field_kind::opt_attr, 0, ""sv, false},
    {"legal_ops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"partial_conversion"sv, field_kind::opt_attr, 0, ""sv, false},
    {"preserve_handles"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dialect_name"sv, field_kind::attr, 0, ""sv, false},
    {"benefit"sv, field_kind::opt_attr, 0, "1 : i16"sv, true},
    {"chipset"sv, field_kind::attr, 0, ""sv, false},
    {"data_layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"index_bitwidth"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_aligned_alloc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_bare_ptr_call_conv"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_generic_functions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"force_32bit_vector_indices"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"reassociate_fp_reductions"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"use_vector_alignment"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"apply_cse"sv, field_kind::opt_attr, 0, ""sv, false},
    {"max_iterations"sv, field_kind::opt_attr, 0, "-1 : i64"sv, true},
    {"max_num_rewrites"sv, field_kind::opt_attr, 0, "-1 : i64"sv, true},
    {"chipset"sv, field_kind::opt_attr, 0, ""sv, false},
    {"k"sv, field_kind::attr, 0, ""sv, false},
    {"m"sv, field_kind::attr, 0, ""sv, false},
    {"n"sv, field_kind::attr, 0, ""sv, false},
    {"fold_single_use_only"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"size_limit"sv, field_kind::opt_attr, 0, ""sv, false},
    {"aggressive"sv, field_kind::opt_attr, 0, ""sv, false},
    {"lowering_strategy"sv, field_kind::opt_attr, 0, "2 : i32"sv, true},
    {"lowering_strategy"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"max_transfer_rank"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"avx2_lowering_strategy"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"lowering_strategy"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"split_transfer_strategy"sv, field_kind::opt_attr, 0, "2 : i32"sv, true},
    {"full_unroll"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"max_transfer_rank"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"options"sv, field_kind::opt_attr, 0, "{}"sv, true},
    {"pass_name"sv, field_kind::attr, 0, ""sv, false},
    {"allow_return_allocs_from_loops"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"allow_unknown_ops"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"bufferize_function_boundaries"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"check_parallel_regions"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"dump_alias_sets"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"function_boundary_type_conversion"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memcpy_op"sv, field_kind::opt_attr, 0, "\"memref.copy\""sv, true},
    {"print_conflicts"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"test_analysis_only"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"matcher"sv, field_kind::attr, 0, ""sv, false},
    {"message"sv, field_kind::opt_attr, 0, ""sv, false},
    {"message"sv, field_kind::attr, 0, ""sv, false},
    {"keys"sv, field_kind::attr, 0, ""sv, false},
    {"with_zip_shortest"sv, field_kind::opt_attr, 0, ""sv, false},
    {"actions"sv, field_kind::attr, 0, ""sv, false},
    {"flatten_results"sv, field_kind::opt_attr, 0, ""sv, false},
    {"matchers"sv, field_kind::attr, 0, ""sv, false},
    {"restrict_root"sv, field_kind::opt_attr, 0, ""sv, false},
    {"function_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"insert_after"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"adjust_func_calls"sv, field_kind::opt_attr, 0, ""sv, false},
    {"args_interchange"sv, field_kind::attr, 0, ""sv, false},
    {"function_name"sv, field_kind::attr, 0, ""sv, false},
    {"results_interchange"sv, field_kind::attr, 0, ""sv, false},
    {"result_number"sv, field_kind::attr, 0, ""sv, false},
    {"is_all"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_inverted"sv, field_kind::opt_attr, 0, ""sv, false},
    {"raw_position_list"sv, field_kind::attr, 0, ""sv, false},
    {"allow_empty_results"sv, field_kind::opt_attr, 0, ""sv, false},
    {"deduplicate"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isolated_from_above"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nth_parent"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"op_name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operand_number"sv, field_kind::attr, 0, ""sv, false},
    {"elemental"sv, field_kind::opt_attr, 0, ""sv, false},
    {"generate_gpu_launch"sv, field_kind::opt_attr, 0, ""sv, false},
    {"grid_dims"sv, field_kind::opt_attr, 0, ""sv, false},
    {"block_dims"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"sync_after_distribute"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"warp_size"sv, field_kind::opt_attr, 0, "32 : i64"sv, true},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"target"sv, field_kind::attr, 0, ""sv, false},
    {"func_name"sv, field_kind::attr, 0, ""sv, false},
    {"fail_if_already_divisible"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"peel_front"sv, field_kind::opt_attr, 0, "false"sv, true},
    {"iteration_interval"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"read_latency"sv, field_kind::opt_attr, 0, "10 : i64"sv, true},
    {"factor"sv, field_kind::attr, 0, ""sv, false},
    {"op_names"sv, field_kind::attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::opt_attr, 0, ""sv, false},
    {"contraction"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elementwise"sv, field_kind::opt_attr, 0, ""sv, false},
    {"passthrough"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_position"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_all"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_inverted"sv, field_kind::opt_attr, 0, ""sv, false},
    {"parallel"sv, field_kind::opt_attr, 0, ""sv, false},
    {"raw_dim_list"sv, field_kind::attr, 0, ""sv, false},
    {"reduction"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_all"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_inverted"sv, field_kind::opt_attr, 0, ""sv, false},
    {"permutation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"projected_permutation"sv, field_kind::opt_attr, 0, ""sv, false},
    {"raw_position_list"sv, field_kind::attr, 0, ""sv, false},
    {"any"sv, field_kind::opt_attr, 0, ""sv, false},
    {"position"sv, field_kind::attr, 0, ""sv, false},
    {"single"sv, field_kind::opt_attr, 0, ""sv, false},
    {"num_loops"sv, field_kind::attr, 0, ""sv, false},
    {"factor"sv, field_kind::attr, 0, ""sv, false},
    {"skip_analysis"sv, field_kind::opt_attr, 0, ""sv, false},
    {"deduplicate"sv, field_kind::opt_attr, 0, ""sv, false},
    {"bypass_l1"sv, field_kind::opt_attr, 0, ""sv, false},
    {"depth"sv, field_kind::attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::opt_attr, 0, "2 : i32"sv, true},
    {"peel_epilogue"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pattern_name"sv, field_kind::attr, 0, ""sv, false},
    {"assume_verified"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::opt_attr, 0, ""sv, false},
    {"skip_regions"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_local_scope"sv, field_kind::opt_attr, 0, ""sv, false},
    {"take_else_branch"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op_name"sv, field_kind::attr, 0, ""sv, false},
    {"failure_propagation_mode"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 2, "array<i32: 0, 0>"sv, true},
    {"fail_on_payload_too_small"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"overflow_result"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pass_through_empty_handle"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"alloc_op"sv, field_kind::opt_attr, 0, "\"memref.alloc\""sv, true},
    {"bufferize_destination_only"sv, field_kind::opt_attr, 0, ""sv, false},
    {"emit_dealloc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memcpy_op"sv, field_kind::opt_attr, 0, "\"bufferization.materialize_in_destination\""sv, true},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"target_size"sv, field_kind::attr, 0, ""sv, false},
    {"apply_cleanup"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_tile_interchange"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_tile_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_forall"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 3, "array<i32: 0, 0, 0>"sv, true},
    {"desired_bit_alignment"sv, field_kind::attr, 0, ""sv, false},
    {"total_num_threads"sv, field_kind::attr, 0, ""sv, false},
    {"num_loops"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"transpose"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"verify_non_zero_trip"sv, field_kind::opt_attr, 0, ""sv, false},
    {"iterator_interchange"sv, field_kind::opt_attr, 0, ""sv, false},
    {"lowerPadLikeWithInsertSlice"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"lowerUnpadLikeWithExtractSlice"sv, field_kind::opt_attr, 0, "true"sv, true},
    {"filter_operand_types"sv, field_kind::opt_attr, 0, ""sv, false},
    {"filter_result_type"sv, field_kind::opt_attr, 0, ""sv, false},
    {"interface"sv, field_kind::opt_attr, 0, ""sv, false},
    {"op_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ops"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"divisor"sv, field_kind::opt_attr, 0, "1 : i64"sv, true},
    {"target_size"sv, field_kind::attr, 0, ""sv, false},
    {"static_packed_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"matmul_inner_dims_order"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"matmul_padded_sizes_next_multiple_of"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"static_matmul_packed_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"inner_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"outer_perm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"copy_back_op"sv, field_kind::opt_attr, 0, "\"bufferization.materialize_in_destination\""sv, true},
    {"nofold_flags"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"padding_dimensions"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"padding_values"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"static_pad_to_multiple_of"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transpose_paddings"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"use_prescribed_tensor_shapes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"pad_to_multiple_of"sv, field_kind::opt_attr, 0, ""sv, false},
    {"padding_values"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"static_padding_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"alignment"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operands_to_promote"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"use_alloca"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_full_tile_buffers"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"use_full_tiles_by_default"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_original_subview_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"memory_space"sv, field_kind::opt_attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"multiway"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_chunk_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"inner_parallel"sv, field_kind::opt_attr, 0, ""sv, false},
    {"insert_split_dimension"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"split_factor"sv, field_kind::opt_attr, 0, "0 : i64"sv, true},
    {"use_alloc"sv, field_kind::opt_attr, 0, ""sv, false},
    {"use_scaling_algorithm"sv, field_kind::opt_attr, 0, ""sv, false},
    {"reduction_dims"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"tile_sizes"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"num_threads"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"reduction_dims"sv, field_kind::opt_attr, 0, "[]"sv, true},
    {"tile_sizes"sv, field_kind::opt_attr, 0, "array<i64>"sv, true},
    {"interchange"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scalable_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"mapping"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_num_threads"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_tile_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 5, "array<i32: 0, 0, 0, 0, 0>"sv, true},
    {"inputToTranspose"sv, field_kind::opt_attr, 0, "0 : i32"sv, true},
    {"assume_dynamic_dims_match_vec_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"create_named_contraction"sv, field_kind::opt_attr, 0, ""sv, false},
    {"scalable_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_vector_sizes"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorize_nd_extract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"disable_multi_reduction_to_contract_patterns"sv, field_kind::opt_attr, 0, ""sv, false},
    {"disable_transfer_permutation_map_lowering_patterns"sv, field_kind::opt_attr, 0, ""sv, false},
    {"flatten_1d_depthwise_conv"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fold_type_extensions_into_contract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorize_nd_extract"sv, field_kind::opt_attr, 0, ""sv, false},
    {"vectorize_padding"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"selected_region_attr"sv, field_kind::opt_attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"options"sv, field_kind::attr, 0, ""sv, false},
    {"selected"sv, field_kind::opt_attr, 0, ""sv, false},
    {"ignore_dynamic_info"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"static_input_inst_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_input_sg_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_input_sg_layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_target_inst_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_target_sg_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_target_sg_layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 7, "array<i32: 0, 0, 0, 0, 0, 0, 0>"sv, true},
    {"static_nb_prefetch"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"slice_dims"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_inst_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_sg_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_sg_layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"static_threads"sv, field_kind::opt_attr, 0, ""sv, false},
    {"index"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"result"sv, field_kind::opt_attr, 0, ""sv, false},
    {"slice_dims"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_inst_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_sg_data"sv, field_kind::opt_attr, 0, ""sv, false},
    {"static_sg_layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"value"sv, field_kind::opt_attr, 0, "#ub.poison"sv, true},
    {"imm"sv, field_kind::attr, 0, ""sv, false},
    {"opcode"sv, field_kind::attr, 0, ""sv, false},
    {"opcode"sv, field_kind::attr, 0, ""sv, false},
    {"mask_dim_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"indexing_maps"sv, field_kind::attr, 0, ""sv, false},
    {"iterator_types"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::opt_attr, 0, "#vector.kind<add>"sv, true},
    {"static_position"sv, field_kind::attr, 0, ""sv, false},
    {"offsets"sv, field_kind::attr, 0, ""sv, false},
    {"sizes"sv, field_kind::attr, 0, ""sv, false},
    {"strides"sv, field_kind::attr, 0, ""sv, false},
    {"offsets"sv, field_kind::attr, 0, ""sv, false},
    {"strides"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"reduction_dims"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::opt_attr, 0, "#vector.kind<add>"sv, true},
    {"punctuation"sv, field_kind::opt_attr, 0, "#vector.punctuation<newline>"sv, true},
    {"stringLiteral"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fastmath"sv, field_kind::opt_attr, 0, "#arith.fastmath<none>"sv, true},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"inclusive"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"reduction_dim"sv, field_kind::attr, 0, ""sv, false},
    {"in_bounds"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"permutation_map"sv, field_kind::attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"exitLevel"sv, field_kind::attr, 0, ""sv, false},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"bitsToTake"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"exported"sv, field_kind::opt_attr, 0, ""sv, false},
    {"functionType"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"exported"sv, field_kind::opt_attr, 0, ""sv, false},
    {"isMutable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"importName"sv, field_kind::attr, 0, ""sv, false},
    {"moduleName"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"importName"sv, field_kind::attr, 0, ""sv, false},
    {"isMutable"sv, field_kind::opt_attr, 0, ""sv, false},
    {"moduleName"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"importName"sv, field_kind::attr, 0, ""sv, false},
    {"limits"sv, field_kind::attr, 0, ""sv, false},
    {"moduleName"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"importName"sv, field_kind::attr, 0, ""sv, false},
    {"moduleName"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"exported"sv, field_kind::opt_attr, 0, ""sv, false},
    {"limits"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"exported"sv, field_kind::opt_attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"type"sv, field_kind::attr, 0, ""sv, false},
    {"constant_src"sv, field_kind::opt_attr, 0, ""sv, false},
    {"nbarrier_num"sv, field_kind::attr, 0, ""sv, false},
    {"kind"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"input_layout"sv, field_kind::attr, 0, ""sv, false},
    {"target_layout"sv, field_kind::attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_shape"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_strides"sv, field_kind::opt_attr, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v5, 0, ""sv, false},
    {"operandSegmentSizes"sv, field_kind::segments_v6, 4, "array<i32: 0, 0, 0, 0>"sv, true},
    {"layout_a"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout_b"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout_cd"sv, field_kind::opt_attr, 0, ""sv, false},
    {"fence_scope"sv, field_kind::attr, 0, ""sv, false},
    {"memory_kind"sv, field_kind::attr, 0, ""sv, false},
    {"chunk_size"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"subgroup_block_io"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"packed"sv, field_kind::opt_attr, 0, ""sv, false},
    {"transpose"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"offset_align_byte"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l1_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l2_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"l3_hint"sv, field_kind::opt_attr, 0, ""sv, false},
    {"layout"sv, field_kind::opt_attr, 0, ""sv, false},
    {"const_offsets"sv, field_kind::attr, 0, ""sv, false},
    {"cache_control"sv, field_kind::opt_attr, 0, ""sv, false},
    {"cache_control"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_size_in_bits"sv, field_kind::attr, 0, ""sv, false},
    {"pack_register"sv, field_kind::attr, 0, ""sv, false},
    {"tile_height"sv, field_kind::attr, 0, ""sv, false},
    {"tile_width"sv, field_kind::attr, 0, ""sv, false},
    {"transpose"sv, field_kind::attr, 0, ""sv, false},
    {"v_blocks"sv, field_kind::attr, 0, ""sv, false},
    {"cache_control"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_size_in_bits"sv, field_kind::attr, 0, ""sv, false},
    {"tile_height"sv, field_kind::attr, 0, ""sv, false},
    {"tile_width"sv, field_kind::attr, 0, ""sv, false},
    {"v_blocks"sv, field_kind::attr, 0, ""sv, false},
    {"cache_control"sv, field_kind::opt_attr, 0, ""sv, false},
    {"elem_size_in_bits"sv, field_kind::attr, 0, ""sv, false},
    {"tile_height"sv, field_kind::attr, 0, ""sv, false},
    {"tile_width"sv, field_kind::attr, 0, ""sv, false},
    {"addrspace"sv, field_kind::opt_attr, 0, "#xevm.addr_space<generic>"sv, true},
    {"scope"sv, field_kind::attr, 0, ""sv, false},
    {"shape"sv, field_kind::attr, 0, ""sv, false},
    {"types"sv, field_kind::attr, 0, ""sv, false},
};

// Sorted by op name (binary search). status: ok = layout known; none = the op has no
// property storage; unknown = layout not derivable (see the note).
inline constexpr op_desc ops_llvm22[] = {
    {"acc.atomic.capture"sv, op_status::none, 0, 0},
    {"acc.atomic.read"sv, op_status::ok, 0, 1},
    {"acc.atomic.update"sv, op_status::none, 0, 0},
    {"acc.atomic.write"sv, op_status::none, 0, 0},
    {"acc.attach"sv, op_status::ok, 1, 11},
    {"acc.bounds"sv, op_status::ok, 12, 3},
    {"acc.cache"sv, op_status::ok, 15, 11},
    {"acc.copyin"sv, op_status::ok, 26, 11},
    {"acc.copyout"sv, op_status::ok, 37, 10},
    {"acc.create"sv, op_status::ok, 47, 11},
    {"acc.data"sv, op_status::ok, 58, 9},
    {"acc.declare"sv, op_status::none, 0, 0},
    {"acc.declare_device_resident"sv, op_status::ok, 67, 11},
    {"acc.declare_enter"sv, op_status::none, 0, 0},
    {"acc.declare_exit"sv, op_status::ok, 78, 2},
    {"acc.declare_link"sv, op_status::ok, 80, 11},
    {"acc.delete"sv, op_status::ok, 91, 9},
    {"acc.detach"sv, op_status::ok, 100, 9},
    {"acc.deviceptr"sv, op_status::ok, 109, 11},
    {"acc.enter_data"sv, op_status::ok, 120, 4},
    {"acc.exit_data"sv, op_status::ok, 124, 5},
    {"acc.firstprivate"sv, op_status::ok, 129, 11},
    {"acc.firstprivate.recipe"sv, op_status::ok, 140, 2},
    {"acc.firstprivate_map"sv, op_status::ok, 129, 11},
    {"acc.get_extent"sv, op_status::none, 0, 0},
    {"acc.get_lowerbound"sv, op_status::none, 0, 0},
    {"acc.get_stride"sv, op_status::none, 0, 0},
    {"acc.get_upperbound"sv, op_status::none, 0, 0},
    {"acc.getdeviceptr"sv, op_status::ok, 142, 11},
    {"acc.global_ctor"sv, op_status::ok, 153, 1},
    {"acc.global_dtor"sv, op_status::ok, 153, 1},
    {"acc.host_data"sv, op_status::ok, 154, 3},
    {"acc.init"sv, op_status::ok, 157, 3},
    {"acc.kernel_environment"sv, op_status::ok, 160, 8},
    {"acc.kernels"sv, op_status::ok, 168, 15},
    {"acc.loop"sv, op_status::ok, 183, 20},
    {"acc.nocreate"sv, op_status::ok, 203, 11},
    {"acc.parallel"sv, op_status::ok, 168, 15},
    {"acc.present"sv, op_status::ok, 214, 11},
    {"acc.private"sv, op_status::ok, 225, 11},
    {"acc.private.recipe"sv, op_status::ok, 140, 2},
    {"acc.reduction"sv, op_status::ok, 236, 11},
    {"acc.reduction.recipe"sv, op_status::ok, 247, 3},
    {"acc.routine"sv, op_status::ok, 250, 14},
    {"acc.serial"sv, op_status::ok, 264, 11},
    {"acc.set"sv, op_status::ok, 275, 3},
    {"acc.shutdown"sv, op_status::ok, 157, 3},
    {"acc.terminator"sv, op_status::none, 0, 0},
    {"acc.update"sv, op_status::ok, 278, 9},
    {"acc.update_device"sv, op_status::ok, 287, 11},
    {"acc.update_host"sv, op_status::ok, 298, 10},
    {"acc.use_device"sv, op_status::ok, 308, 11},
    {"acc.wait"sv, op_status::ok, 319, 3},
    {"acc.yield"sv, op_status::none, 0, 0},
    {"affine.apply"sv, op_status::ok, 322, 1},
    {"affine.delinearize_index"sv, op_status::ok, 323, 1},
    {"affine.for"sv, op_status::ok, 324, 5},
    {"affine.if"sv, op_status::ok, 329, 1},
    {"affine.linearize_index"sv, op_status::ok, 330, 4},
    {"affine.load"sv, op_status::ok, 322, 1},
    {"affine.max"sv, op_status::ok, 322, 1},
    {"affine.min"sv, op_status::ok, 322, 1},
    {"affine.parallel"sv, op_status::ok, 334, 6},
    {"affine.prefetch"sv, op_status::ok, 340, 4},
    {"affine.store"sv, op_status::ok, 322, 1},
    {"affine.vector_load"sv, op_status::ok, 322, 1},
    {"affine.vector_store"sv, op_status::ok, 322, 1},
    {"affine.yield"sv, op_status::none, 0, 0},
    {"amdgpu.dpp"sv, op_status::ok, 344, 5},
    {"amdgpu.ext_packed_fp8"sv, op_status::ok, 349, 1},
    {"amdgpu.fat_raw_buffer_cast"sv, op_status::ok, 350, 4},
    {"amdgpu.gather_to_lds"sv, op_status::ok, 354, 3},
    {"amdgpu.lds_barrier"sv, op_status::none, 0, 0},
    {"amdgpu.make_dma_base"sv, op_status::ok, 357, 2},
    {"amdgpu.make_dma_descriptor"sv, op_status::ok, 359, 5},
    {"amdgpu.make_gather_dma_base"sv, op_status::ok, 357, 2},
    {"amdgpu.make_gather_dma_descriptor"sv, op_status::ok, 364, 5},
    {"amdgpu.memory_counter_wait"sv, op_status::ok, 369, 5},
    {"amdgpu.mfma"sv, op_status::ok, 374, 11},
    {"amdgpu.packed_scaled_trunc"sv, op_status::ok, 349, 1},
    {"amdgpu.packed_stoch_round_fp8"sv, op_status::ok, 385, 1},
    {"amdgpu.packed_trunc_2xfp8"sv, op_status::ok, 386, 3},
    {"amdgpu.permlane_swap"sv, op_status::ok, 389, 3},
    {"amdgpu.raw_buffer_atomic_cmpswap"sv, op_status::ok, 392, 4},
    {"amdgpu.raw_buffer_atomic_fadd"sv, op_status::ok, 396, 4},
    {"amdgpu.raw_buffer_atomic_fmax"sv, op_status::ok, 396, 4},
    {"amdgpu.raw_buffer_atomic_smax"sv, op_status::ok, 396, 4},
    {"amdgpu.raw_buffer_atomic_umin"sv, op_status::ok, 396, 4},
    {"amdgpu.raw_buffer_load"sv, op_status::ok, 400, 4},
    {"amdgpu.raw_buffer_store"sv, op_status::ok, 396, 4},
    {"amdgpu.scaled_ext_packed"sv, op_status::ok, 349, 1},
    {"amdgpu.scaled_ext_packed_matrix"sv, op_status::ok, 404, 3},
    {"amdgpu.scaled_mfma"sv, op_status::ok, 407, 5},
    {"amdgpu.scaled_wmma"sv, op_status::ok, 412, 5},
    {"amdgpu.sched_barrier"sv, op_status::ok, 417, 1},
    {"amdgpu.sparse_mfma"sv, op_status::ok, 418, 5},
    {"amdgpu.swizzle_bitmode"sv, op_status::ok, 423, 3},
    {"amdgpu.tensor_load_to_lds"sv, op_status::none, 0, 0},
    {"amdgpu.tensor_store_from_lds"sv, op_status::none, 0, 0},
    {"amdgpu.transpose_load"sv, op_status::none, 0, 0},
    {"amdgpu.wmma"sv, op_status::ok, 426, 7},
    {"amx.tile_load"sv, op_status::ok, 433, 2},
    {"amx.tile_mulf"sv, op_status::none, 0, 0},
    {"amx.tile_muli"sv, op_status::ok, 435, 2},
    {"amx.tile_store"sv, op_status::ok, 357, 2},
    {"amx.tile_zero"sv, op_status::none, 0, 0},
    {"arith.addf"sv, op_status::ok, 437, 1},
    {"arith.addi"sv, op_status::ok, 438, 1},
    {"arith.addui_extended"sv, op_status::none, 0, 0},
    {"arith.andi"sv, op_status::none, 0, 0},
    {"arith.bitcast"sv, op_status::none, 0, 0},
    {"arith.ceildivsi"sv, op_status::none, 0, 0},
    {"arith.ceildivui"sv, op_status::none, 0, 0},
    {"arith.cmpf"sv, op_status::ok, 439, 2},
    {"arith.cmpi"sv, op_status::ok, 441, 1},
    {"arith.constant"sv, op_status::ok, 442, 1},
    {"arith.divf"sv, op_status::ok, 437, 1},
    {"arith.divsi"sv, op_status::ok, 443, 1},
    {"arith.divui"sv, op_status::ok, 443, 1},
    {"arith.extf"sv, op_status::ok, 444, 1},
    {"arith.extsi"sv, op_status::none, 0, 0},
    {"arith.extui"sv, op_status::none, 0, 0},
    {"arith.floordivsi"sv, op_status::none, 0, 0},
    {"arith.fptosi"sv, op_status::none, 0, 0},
    {"arith.fptoui"sv, op_status::none, 0, 0},
    {"arith.index_cast"sv, op_status::none, 0, 0},
    {"arith.index_castui"sv, op_status::none, 0, 0},
    {"arith.maximumf"sv, op_status::ok, 437, 1},
    {"arith.maxnumf"sv, op_status::ok, 437, 1},
    {"arith.maxsi"sv, op_status::none, 0, 0},
    {"arith.maxui"sv, op_status::none, 0, 0},
    {"arith.minimumf"sv, op_status::ok, 437, 1},
    {"arith.minnumf"sv, op_status::ok, 437, 1},
    {"arith.minsi"sv, op_status::none, 0, 0},
    {"arith.minui"sv, op_status::none, 0, 0},
    {"arith.mulf"sv, op_status::ok, 437, 1},
    {"arith.muli"sv, op_status::ok, 438, 1},
    {"arith.mulsi_extended"sv, op_status::none, 0, 0},
    {"arith.mului_extended"sv, op_status::none, 0, 0},
    {"arith.negf"sv, op_status::ok, 437, 1},
    {"arith.ori"sv, op_status::none, 0, 0},
    {"arith.remf"sv, op_status::ok, 437, 1},
    {"arith.remsi"sv, op_status::none, 0, 0},
    {"arith.remui"sv, op_status::none, 0, 0},
    {"arith.scaling_extf"sv, op_status::ok, 444, 1},
    {"arith.scaling_truncf"sv, op_status::ok, 445, 2},
    {"arith.select"sv, op_status::none, 0, 0},
    {"arith.shli"sv, op_status::ok, 438, 1},
    {"arith.shrsi"sv, op_status::ok, 443, 1},
    {"arith.shrui"sv, op_status::ok, 443, 1},
    {"arith.sitofp"sv, op_status::none, 0, 0},
    {"arith.subf"sv, op_status::ok, 437, 1},
    {"arith.subi"sv, op_status::ok, 438, 1},
    {"arith.truncf"sv, op_status::ok, 445, 2},
    {"arith.trunci"sv, op_status::ok, 438, 1},
    {"arith.uitofp"sv, op_status::none, 0, 0},
    {"arith.xori"sv, op_status::none, 0, 0},
    {"arm_neon.2d.sdot"sv, op_status::none, 0, 0},
    {"arm_neon.intr.bfmmla"sv, op_status::none, 0, 0},
    {"arm_neon.intr.sdot"sv, op_status::none, 0, 0},
    {"arm_neon.intr.smmla"sv, op_status::none, 0, 0},
    {"arm_neon.intr.smull"sv, op_status::none, 0, 0},
    {"arm_neon.intr.ummla"sv, op_status::none, 0, 0},
    {"arm_neon.intr.usmmla"sv, op_status::none, 0, 0},
    {"arm_sme.copy_tile"sv, op_status::none, 0, 0},
    {"arm_sme.extract_tile_slice"sv, op_status::ok, 447, 1},
    {"arm_sme.fmopa_2way"sv, op_status::ok, 448, 2},
    {"arm_sme.fmops_2way"sv, op_status::ok, 448, 2},
    {"arm_sme.get_tile"sv, op_status::none, 0, 0},
    {"arm_sme.insert_tile_slice"sv, op_status::ok, 447, 1},
    {"arm_sme.intr.cntsd"sv, op_status::none, 0, 0},
    {"arm_sme.intr.ld1b.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1b.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1d.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1d.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1h.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1h.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1q.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1q.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1w.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.ld1w.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.mopa"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.mopa.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.mops"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.mops.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.read.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.read.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.smopa.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.smopa.za32"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.smops.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.smops.za32"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1b.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1b.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1d.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1d.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1h.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1h.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1q.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1q.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1w.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.st1w.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.str"sv, op_status::none, 0, 0},
    {"arm_sme.intr.sumopa.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.sumops.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.umopa.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.umopa.za32"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.umops.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.umops.za32"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.usmopa.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.usmops.wide"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.write.horiz"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.write.vert"sv, op_status::ok, 450, 1},
    {"arm_sme.intr.zero"sv, op_status::ok, 451, 1},
    {"arm_sme.load_tile_slice"sv, op_status::ok, 447, 1},
    {"arm_sme.outerproduct"sv, op_status::ok, 452, 3},
    {"arm_sme.smopa_2way"sv, op_status::ok, 448, 2},
    {"arm_sme.smopa_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.smops_2way"sv, op_status::ok, 448, 2},
    {"arm_sme.smops_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.store_tile_slice"sv, op_status::ok, 447, 1},
    {"arm_sme.streaming_vl"sv, op_status::ok, 455, 1},
    {"arm_sme.sumopa_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.sumops_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.tile_load"sv, op_status::ok, 456, 3},
    {"arm_sme.tile_store"sv, op_status::ok, 456, 3},
    {"arm_sme.umopa_2way"sv, op_status::ok, 448, 2},
    {"arm_sme.umopa_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.umops_2way"sv, op_status::ok, 448, 2},
    {"arm_sme.umops_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.usmopa_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.usmops_4way"sv, op_status::ok, 448, 2},
    {"arm_sme.zero"sv, op_status::none, 0, 0},
    {"arm_sve.convert_from_svbool"sv, op_status::none, 0, 0},
    {"arm_sve.convert_to_svbool"sv, op_status::none, 0, 0},
    {"arm_sve.dupq_lane"sv, op_status::ok, 459, 1},
    {"arm_sve.intr.add"sv, op_status::none, 0, 0},
    {"arm_sve.intr.bfmmla"sv, op_status::none, 0, 0},
    {"arm_sve.intr.convert.from.svbool"sv, op_status::none, 0, 0},
    {"arm_sve.intr.convert.to.svbool"sv, op_status::none, 0, 0},
    {"arm_sve.intr.dupq_lane"sv, op_status::ok, 459, 1},
    {"arm_sve.intr.fadd"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fdiv"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fmul"sv, op_status::none, 0, 0},
    {"arm_sve.intr.fsub"sv, op_status::none, 0, 0},
    {"arm_sve.intr.mul"sv, op_status::none, 0, 0},
    {"arm_sve.intr.psel"sv, op_status::none, 0, 0},
    {"arm_sve.intr.sdiv"sv, op_status::none, 0, 0},
    {"arm_sve.intr.sdot"sv, op_status::none, 0, 0},
    {"arm_sve.intr.smmla"sv, op_status::none, 0, 0},
    {"arm_sve.intr.sub"sv, op_status::none, 0, 0},
    {"arm_sve.intr.udiv"sv, op_status::none, 0, 0},
    {"arm_sve.intr.udot"sv, op_status::none, 0, 0},
    {"arm_sve.intr.ummla"sv, op_status::none, 0, 0},
    {"arm_sve.intr.usmmla"sv, op_status::none, 0, 0},
    {"arm_sve.intr.whilelt"sv, op_status::none, 0, 0},
    {"arm_sve.intr.zip.x2"sv, op_status::none, 0, 0},
    {"arm_sve.intr.zip.x4"sv, op_status::none, 0, 0},
    {"arm_sve.masked.addf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.addi"sv, op_status::none, 0, 0},
    {"arm_sve.masked.divf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.divi_signed"sv, op_status::none, 0, 0},
    {"arm_sve.masked.divi_unsigned"sv, op_status::none, 0, 0},
    {"arm_sve.masked.mulf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.muli"sv, op_status::none, 0, 0},
    {"arm_sve.masked.subf"sv, op_status::none, 0, 0},
    {"arm_sve.masked.subi"sv, op_status::none, 0, 0},
    {"arm_sve.psel"sv, op_status::none, 0, 0},
    {"arm_sve.sdot"sv, op_status::none, 0, 0},
    {"arm_sve.smmla"sv, op_status::none, 0, 0},
    {"arm_sve.udot"sv, op_status::none, 0, 0},
    {"arm_sve.ummla"sv, op_status::none, 0, 0},
    {"arm_sve.usmmla"sv, op_status::none, 0, 0},
    {"arm_sve.zip.x2"sv, op_status::none, 0, 0},
    {"arm_sve.zip.x4"sv, op_status::none, 0, 0},
    {"async.add_to_group"sv, op_status::none, 0, 0},
    {"async.await"sv, op_status::none, 0, 0},
    {"async.await_all"sv, op_status::none, 0, 0},
    {"async.call"sv, op_status::ok, 460, 3},
    {"async.coro.begin"sv, op_status::none, 0, 0},
    {"async.coro.end"sv, op_status::none, 0, 0},
    {"async.coro.free"sv, op_status::none, 0, 0},
    {"async.coro.id"sv, op_status::none, 0, 0},
    {"async.coro.save"sv, op_status::none, 0, 0},
    {"async.coro.suspend"sv, op_status::none, 0, 0},
    {"async.create_group"sv, op_status::none, 0, 0},
    {"async.execute"sv, op_status::ok, 78, 2},
    {"async.func"sv, op_status::ok, 463, 5},
    {"async.return"sv, op_status::none, 0, 0},
    {"async.runtime.add_ref"sv, op_status::ok, 468, 1},
    {"async.runtime.add_to_group"sv, op_status::none, 0, 0},
    {"async.runtime.await"sv, op_status::none, 0, 0},
    {"async.runtime.await_and_resume"sv, op_status::none, 0, 0},
    {"async.runtime.create"sv, op_status::none, 0, 0},
    {"async.runtime.create_group"sv, op_status::none, 0, 0},
    {"async.runtime.drop_ref"sv, op_status::ok, 468, 1},
    {"async.runtime.is_error"sv, op_status::none, 0, 0},
    {"async.runtime.load"sv, op_status::none, 0, 0},
    {"async.runtime.num_worker_threads"sv, op_status::none, 0, 0},
    {"async.runtime.resume"sv, op_status::none, 0, 0},
    {"async.runtime.set_available"sv, op_status::none, 0, 0},
    {"async.runtime.set_error"sv, op_status::none, 0, 0},
    {"async.runtime.store"sv, op_status::none, 0, 0},
    {"async.yield"sv, op_status::none, 0, 0},
    {"bufferization.alloc_tensor"sv, op_status::ok, 469, 3},
    {"bufferization.clone"sv, op_status::none, 0, 0},
    {"bufferization.dealloc"sv, op_status::ok, 433, 2},
    {"bufferization.dealloc_tensor"sv, op_status::none, 0, 0},
    {"bufferization.materialize_in_destination"sv, op_status::ok, 472, 2},
    {"bufferization.to_buffer"sv, op_status::ok, 474, 1},
    {"bufferization.to_tensor"sv, op_status::ok, 472, 2},
    {"builtin.module"sv, op_status::ok, 475, 2},
    {"builtin.unrealized_conversion_cast"sv, op_status::none, 0, 0},
    {"cf.assert"sv, op_status::ok, 477, 1},
    {"cf.br"sv, op_status::none, 0, 0},
    {"cf.cond_br"sv, op_status::ok, 478, 3},
    {"cf.switch"sv, op_status::ok, 481, 4},
    {"complex.abs"sv, op_status::ok, 437, 1},
    {"complex.add"sv, op_status::ok, 437, 1},
    {"complex.angle"sv, op_status::ok, 437, 1},
    {"complex.atan2"sv, op_status::ok, 437, 1},
    {"complex.bitcast"sv, op_status::none, 0, 0},
    {"complex.conj"sv, op_status::ok, 437, 1},
    {"complex.constant"sv, op_status::ok, 442, 1},
    {"complex.cos"sv, op_status::ok, 437, 1},
    {"complex.create"sv, op_status::none, 0, 0},
    {"complex.div"sv, op_status::ok, 437, 1},
    {"complex.eq"sv, op_status::none, 0, 0},
    {"complex.exp"sv, op_status::ok, 437, 1},
    {"complex.expm1"sv, op_status::ok, 437, 1},
    {"complex.im"sv, op_status::ok, 437, 1},
    {"complex.log"sv, op_status::ok, 437, 1},
    {"complex.log1p"sv, op_status::ok, 437, 1},
    {"complex.mul"sv, op_status::ok, 437, 1},
    {"complex.neg"sv, op_status::ok, 437, 1},
    {"complex.neq"sv, op_status::none, 0, 0},
    {"complex.pow"sv, op_status::ok, 437, 1},
    {"complex.powi"sv, op_status::ok, 444, 1},
    {"complex.re"sv, op_status::ok, 437, 1},
    {"complex.rsqrt"sv, op_status::ok, 437, 1},
    {"complex.sign"sv, op_status::ok, 437, 1},
    {"complex.sin"sv, op_status::ok, 437, 1},
    {"complex.sqrt"sv, op_status::ok, 437, 1},
    {"complex.sub"sv, op_status::ok, 437, 1},
    {"complex.tan"sv, op_status::ok, 437, 1},
    {"complex.tanh"sv, op_status::ok, 437, 1},
    {"emitc.add"sv, op_status::none, 0, 0},
    {"emitc.address_of"sv, op_status::none, 0, 0},
    {"emitc.apply"sv, op_status::ok, 485, 1},
    {"emitc.assign"sv, op_status::none, 0, 0},
    {"emitc.bitwise_and"sv, op_status::none, 0, 0},
    {"emitc.bitwise_left_shift"sv, op_status::none, 0, 0},
    {"emitc.bitwise_not"sv, op_status::none, 0, 0},
    {"emitc.bitwise_or"sv, op_status::none, 0, 0},
    {"emitc.bitwise_right_shift"sv, op_status::none, 0, 0},
    {"emitc.bitwise_xor"sv, op_status::none, 0, 0},
    {"emitc.call"sv, op_status::ok, 460, 3},
    {"emitc.call_opaque"sv, op_status::ok, 486, 3},
    {"emitc.cast"sv, op_status::none, 0, 0},
    {"emitc.class"sv, op_status::ok, 489, 2},
    {"emitc.cmp"sv, op_status::ok, 441, 1},
    {"emitc.conditional"sv, op_status::none, 0, 0},
    {"emitc.constant"sv, op_status::ok, 442, 1},
    {"emitc.declare_func"sv, op_status::ok, 153, 1},
    {"emitc.dereference"sv, op_status::none, 0, 0},
    {"emitc.div"sv, op_status::none, 0, 0},
    {"emitc.do"sv, op_status::none, 0, 0},
    {"emitc.expression"sv, op_status::ok, 491, 1},
    {"emitc.field"sv, op_status::ok, 492, 3},
    {"emitc.file"sv, op_status::ok, 495, 1},
    {"emitc.for"sv, op_status::none, 0, 0},
    {"emitc.func"sv, op_status::ok, 496, 5},
    {"emitc.get_field"sv, op_status::ok, 501, 1},
    {"emitc.get_global"sv, op_status::ok, 502, 1},
    {"emitc.global"sv, op_status::ok, 503, 6},
    {"emitc.if"sv, op_status::none, 0, 0},
    {"emitc.include"sv, op_status::ok, 509, 2},
    {"emitc.literal"sv, op_status::ok, 442, 1},
    {"emitc.load"sv, op_status::none, 0, 0},
    {"emitc.logical_and"sv, op_status::none, 0, 0},
    {"emitc.logical_not"sv, op_status::none, 0, 0},
    {"emitc.logical_or"sv, op_status::none, 0, 0},
    {"emitc.member"sv, op_status::ok, 511, 1},
    {"emitc.member_of_ptr"sv, op_status::ok, 511, 1},
    {"emitc.mul"sv, op_status::none, 0, 0},
    {"emitc.rem"sv, op_status::none, 0, 0},
    {"emitc.return"sv, op_status::none, 0, 0},
    {"emitc.sub"sv, op_status::none, 0, 0},
    {"emitc.subscript"sv, op_status::none, 0, 0},
    {"emitc.switch"sv, op_status::ok, 512, 1},
    {"emitc.unary_minus"sv, op_status::none, 0, 0},
    {"emitc.unary_plus"sv, op_status::none, 0, 0},
    {"emitc.variable"sv, op_status::ok, 442, 1},
    {"emitc.verbatim"sv, op_status::ok, 442, 1},
    {"emitc.yield"sv, op_status::none, 0, 0},
    {"func.call"sv, op_status::ok, 513, 4},
    {"func.call_indirect"sv, op_status::ok, 517, 2},
    {"func.constant"sv, op_status::ok, 442, 1},
    {"func.func"sv, op_status::ok, 519, 6},
    {"func.return"sv, op_status::none, 0, 0},
    {"gpu.all_reduce"sv, op_status::ok, 525, 2},
    {"gpu.alloc"sv, op_status::ok, 527, 3},
    {"gpu.barrier"sv, op_status::none, 0, 0},
    {"gpu.binary"sv, op_status::ok, 530, 3},
    {"gpu.block_dim"sv, op_status::ok, 533, 2},
    {"gpu.block_id"sv, op_status::ok, 533, 2},
    {"gpu.cluster_block_id"sv, op_status::ok, 533, 2},
    {"gpu.cluster_dim"sv, op_status::ok, 533, 2},
    {"gpu.cluster_dim_blocks"sv, op_status::ok, 533, 2},
    {"gpu.cluster_id"sv, op_status::ok, 533, 2},
    {"gpu.create_2to4_spmat"sv, op_status::ok, 535, 1},
    {"gpu.create_bsr"sv, op_status::none, 0, 0},
    {"gpu.create_coo"sv, op_status::none, 0, 0},
    {"gpu.create_coo_aos"sv, op_status::none, 0, 0},
    {"gpu.create_csc"sv, op_status::none, 0, 0},
    {"gpu.create_csr"sv, op_status::none, 0, 0},
    {"gpu.create_dn_tensor"sv, op_status::ok, 433, 2},
    {"gpu.dealloc"sv, op_status::none, 0, 0},
    {"gpu.destroy_dn_tensor"sv, op_status::none, 0, 0},
    {"gpu.destroy_sp_mat"sv, op_status::none, 0, 0},
    {"gpu.dynamic_shared_memory"sv, op_status::none, 0, 0},
    {"gpu.func"sv, op_status::ok, 536, 8},
    {"gpu.global_id"sv, op_status::ok, 533, 2},
    {"gpu.grid_dim"sv, op_status::ok, 533, 2},
    {"gpu.host_register"sv, op_status::none, 0, 0},
    {"gpu.host_unregister"sv, op_status::none, 0, 0},
    {"gpu.lane_id"sv, op_status::ok, 544, 1},
    {"gpu.launch"sv, op_status::ok, 545, 4},
    {"gpu.launch_func"sv, op_status::ok, 549, 3},
    {"gpu.memcpy"sv, op_status::none, 0, 0},
    {"gpu.memset"sv, op_status::none, 0, 0},
    {"gpu.module"sv, op_status::ok, 552, 3},
    {"gpu.num_subgroups"sv, op_status::ok, 544, 1},
    {"gpu.printf"sv, op_status::ok, 555, 1},
    {"gpu.return"sv, op_status::none, 0, 0},
    {"gpu.rotate"sv, op_status::ok, 556, 2},
    {"gpu.sddmm"sv, op_status::ok, 558, 3},
    {"gpu.sddmm_buffer_size"sv, op_status::ok, 558, 3},
    {"gpu.set_csr_pointers"sv, op_status::none, 0, 0},
    {"gpu.set_default_device"sv, op_status::none, 0, 0},
    {"gpu.shuffle"sv, op_status::ok, 561, 1},
    {"gpu.spgemm_copy"sv, op_status::ok, 558, 3},
    {"gpu.spgemm_create_descr"sv, op_status::none, 0, 0},
    {"gpu.spgemm_destroy_descr"sv, op_status::none, 0, 0},
    {"gpu.spgemm_work_estimation_or_compute"sv, op_status::ok, 562, 4},
    {"gpu.spmat_get_size"sv, op_status::none, 0, 0},
    {"gpu.spmm"sv, op_status::ok, 566, 5},
    {"gpu.spmm_buffer_size"sv, op_status::ok, 571, 5},
    {"gpu.spmv"sv, op_status::ok, 576, 2},
    {"gpu.spmv_buffer_size"sv, op_status::ok, 576, 2},
    {"gpu.subgroup_broadcast"sv, op_status::ok, 578, 1},
    {"gpu.subgroup_id"sv, op_status::ok, 544, 1},
    {"gpu.subgroup_mma_compute"sv, op_status::ok, 579, 2},
    {"gpu.subgroup_mma_constant_matrix"sv, op_status::none, 0, 0},
    {"gpu.subgroup_mma_elementwise"sv, op_status::ok, 581, 1},
    {"gpu.subgroup_mma_extract_thread_local"sv, op_status::none, 0, 0},
    {"gpu.subgroup_mma_insert_thread_local"sv, op_status::none, 0, 0},
    {"gpu.subgroup_mma_load_matrix"sv, op_status::ok, 582, 2},
    {"gpu.subgroup_mma_store_matrix"sv, op_status::ok, 582, 2},
    {"gpu.subgroup_reduce"sv, op_status::ok, 584, 4},
    {"gpu.subgroup_size"sv, op_status::ok, 544, 1},
    {"gpu.terminator"sv, op_status::none, 0, 0},
    {"gpu.thread_id"sv, op_status::ok, 533, 2},
    {"gpu.wait"sv, op_status::none, 0, 0},
    {"gpu.warp_execute_on_lane_0"sv, op_status::ok, 588, 1},
    {"gpu.yield"sv, op_status::none, 0, 0},
    {"index.add"sv, op_status::none, 0, 0},
    {"index.and"sv, op_status::none, 0, 0},
    {"index.bool.constant"sv, op_status::ok, 442, 1},
    {"index.casts"sv, op_status::none, 0, 0},
    {"index.castu"sv, op_status::none, 0, 0},
    {"index.ceildivs"sv, op_status::none, 0, 0},
    {"index.ceildivu"sv, op_status::none, 0, 0},
    {"index.cmp"sv, op_status::ok, 589, 1},
    {"index.constant"sv, op_status::ok, 442, 1},
    {"index.divs"sv, op_status::none, 0, 0},
    {"index.divu"sv, op_status::none, 0, 0},
    {"index.floordivs"sv, op_status::none, 0, 0},
    {"index.maxs"sv, op_status::none, 0, 0},
    {"index.maxu"sv, op_status::none, 0, 0},
    {"index.mins"sv, op_status::none, 0, 0},
    {"index.minu"sv, op_status::none, 0, 0},
    {"index.mul"sv, op_status::none, 0, 0},
    {"index.or"sv, op_status::none, 0, 0},
    {"index.rems"sv, op_status::none, 0, 0},
    {"index.remu"sv, op_status::none, 0, 0},
    {"index.shl"sv, op_status::none, 0, 0},
    {"index.shrs"sv, op_status::none, 0, 0},
    {"index.shru"sv, op_status::none, 0, 0},
    {"index.sizeof"sv, op_status::none, 0, 0},
    {"index.sub"sv, op_status::none, 0, 0},
    {"index.xor"sv, op_status::none, 0, 0},
    {"irdl.all_of"sv, op_status::none, 0, 0},
    {"irdl.any"sv, op_status::none, 0, 0},
    {"irdl.any_of"sv, op_status::none, 0, 0},
    {"irdl.attribute"sv, op_status::ok, 153, 1},
    {"irdl.attributes"sv, op_status::ok, 590, 1},
    {"irdl.base"sv, op_status::ok, 591, 2},
    {"irdl.c_pred"sv, op_status::ok, 589, 1},
    {"irdl.dialect"sv, op_status::ok, 153, 1},
    {"irdl.is"sv, op_status::ok, 593, 1},
    {"irdl.operands"sv, op_status::ok, 594, 2},
    {"irdl.operation"sv, op_status::ok, 153, 1},
    {"irdl.parameters"sv, op_status::ok, 596, 1},
    {"irdl.parametric"sv, op_status::ok, 597, 1},
    {"irdl.region"sv, op_status::ok, 598, 2},
    {"irdl.regions"sv, op_status::ok, 596, 1},
    {"irdl.results"sv, op_status::ok, 594, 2},
    {"irdl.type"sv, op_status::ok, 153, 1},
    {"linalg.abs"sv, op_status::ok, 78, 2},
    {"linalg.add"sv, op_status::ok, 78, 2},
    {"linalg.batch_matmul"sv, op_status::ok, 600, 4},
    {"linalg.batch_matvec"sv, op_status::ok, 78, 2},
    {"linalg.batch_mmt4d"sv, op_status::ok, 78, 2},
    {"linalg.batch_reduce_matmul"sv, op_status::ok, 600, 4},
    {"linalg.batch_vecmat"sv, op_status::ok, 78, 2},
    {"linalg.broadcast"sv, op_status::ok, 604, 1},
    {"linalg.ceil"sv, op_status::ok, 78, 2},
    {"linalg.contract"sv, op_status::ok, 605, 4},
    {"linalg.conv_1d"sv, op_status::ok, 78, 2},
    {"linalg.conv_1d_ncw_fcw"sv, op_status::ok, 609, 4},
    {"linalg.conv_1d_nwc_wcf"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d"sv, op_status::ok, 78, 2},
    {"linalg.conv_2d_nchw_fchw"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nchw_fchw_q"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_ngchw_fgchw"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_ngchw_gfchw"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_ngchw_gfchw_q"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nhwc_fhwc"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nhwc_fhwc_q"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nhwc_hwcf"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nhwc_hwcf_q"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nhwgc_gfhwc"sv, op_status::ok, 609, 4},
    {"linalg.conv_2d_nhwgc_gfhwc_q"sv, op_status::ok, 609, 4},
    {"linalg.conv_3d"sv, op_status::ok, 78, 2},
    {"linalg.conv_3d_ncdhw_fcdhw"sv, op_status::ok, 609, 4},
    {"linalg.conv_3d_ndhwc_dhwcf"sv, op_status::ok, 609, 4},
    {"linalg.conv_3d_ndhwc_dhwcf_q"sv, op_status::ok, 609, 4},
    {"linalg.copy"sv, op_status::ok, 613, 3},
    {"linalg.depthwise_conv_1d_ncw_cw"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_1d_nwc_wc"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_1d_nwc_wcm"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_2d_nchw_chw"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwc"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwc_q"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwcm"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_2d_nhwc_hwcm_q"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_3d_ncdhw_cdhw"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_3d_ndhwc_dhwc"sv, op_status::ok, 609, 4},
    {"linalg.depthwise_conv_3d_ndhwc_dhwcm"sv, op_status::ok, 609, 4},
    {"linalg.div"sv, op_status::ok, 78, 2},
    {"linalg.div_unsigned"sv, op_status::ok, 78, 2},
    {"linalg.dot"sv, op_status::ok, 78, 2},
    {"linalg.elementwise"sv, op_status::ok, 616, 4},
    {"linalg.erf"sv, op_status::ok, 78, 2},
    {"linalg.exp"sv, op_status::ok, 78, 2},
    {"linalg.fill"sv, op_status::ok, 78, 2},
    {"linalg.fill_rng_2d"sv, op_status::ok, 78, 2},
    {"linalg.floor"sv, op_status::ok, 78, 2},
    {"linalg.generic"sv, op_status::ok, 620, 6},
    {"linalg.index"sv, op_status::ok, 626, 1},
    {"linalg.log"sv, op_status::ok, 78, 2},
    {"linalg.map"sv, op_status::none, 0, 0},
    {"linalg.matmul"sv, op_status::ok, 600, 4},
    {"linalg.matvec"sv, op_status::ok, 78, 2},
    {"linalg.max"sv, op_status::ok, 78, 2},
    {"linalg.min"sv, op_status::ok, 78, 2},
    {"linalg.mmt4d"sv, op_status::ok, 78, 2},
    {"linalg.mul"sv, op_status::ok, 78, 2},
    {"linalg.negf"sv, op_status::ok, 78, 2},
    {"linalg.pack"sv, op_status::ok, 627, 5},
    {"linalg.pooling_nchw_max"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nchw_sum"sv, op_status::ok, 609, 4},
    {"linalg.pooling_ncw_max"sv, op_status::ok, 609, 4},
    {"linalg.pooling_ncw_sum"sv, op_status::ok, 609, 4},
    {"linalg.pooling_ndhwc_max"sv, op_status::ok, 609, 4},
    {"linalg.pooling_ndhwc_min"sv, op_status::ok, 609, 4},
    {"linalg.pooling_ndhwc_sum"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nhwc_max"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nhwc_max_unsigned"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nhwc_min"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nhwc_min_unsigned"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nhwc_sum"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nwc_max"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nwc_max_unsigned"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nwc_min"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nwc_min_unsigned"sv, op_status::ok, 609, 4},
    {"linalg.pooling_nwc_sum"sv, op_status::ok, 609, 4},
    {"linalg.powf"sv, op_status::ok, 78, 2},
    {"linalg.quantized_batch_matmul"sv, op_status::ok, 78, 2},
    {"linalg.quantized_matmul"sv, op_status::ok, 78, 2},
    {"linalg.reciprocal"sv, op_status::ok, 78, 2},
    {"linalg.reduce"sv, op_status::ok, 604, 1},
    {"linalg.round"sv, op_status::ok, 78, 2},
    {"linalg.rsqrt"sv, op_status::ok, 78, 2},
    {"linalg.select"sv, op_status::ok, 78, 2},
    {"linalg.softmax"sv, op_status::ok, 632, 1},
    {"linalg.sqrt"sv, op_status::ok, 78, 2},
    {"linalg.square"sv, op_status::ok, 78, 2},
    {"linalg.sub"sv, op_status::ok, 78, 2},
    {"linalg.tanh"sv, op_status::ok, 78, 2},
    {"linalg.transpose"sv, op_status::ok, 633, 1},
    {"linalg.unpack"sv, op_status::ok, 634, 3},
    {"linalg.vecmat"sv, op_status::ok, 78, 2},
    {"linalg.winograd_filter_transform"sv, op_status::ok, 637, 1},
    {"linalg.winograd_input_transform"sv, op_status::ok, 637, 1},
    {"linalg.winograd_output_transform"sv, op_status::ok, 637, 1},
    {"linalg.yield"sv, op_status::none, 0, 0},
    {"llvm.add"sv, op_status::ok, 638, 1},
    {"llvm.addrspacecast"sv, op_status::none, 0, 0},
    {"llvm.alloca"sv, op_status::ok, 639, 3},
    {"llvm.and"sv, op_status::none, 0, 0},
    {"llvm.ashr"sv, op_status::ok, 443, 1},
    {"llvm.atomicrmw"sv, op_status::ok, 642, 9},
    {"llvm.bitcast"sv, op_status::none, 0, 0},
    {"llvm.blockaddress"sv, op_status::ok, 651, 1},
    {"llvm.blocktag"sv, op_status::ok, 652, 1},
    {"llvm.br"sv, op_status::ok, 653, 1},
    {"llvm.call"sv, op_status::ok, 654, 22},
    {"llvm.call_intrinsic"sv, op_status::ok, 676, 8},
    {"llvm.cmpxchg"sv, op_status::ok, 684, 10},
    {"llvm.comdat"sv, op_status::ok, 153, 1},
    {"llvm.comdat_selector"sv, op_status::ok, 694, 2},
    {"llvm.cond_br"sv, op_status::ok, 696, 4},
    {"llvm.dso_local_equivalent"sv, op_status::ok, 700, 1},
    {"llvm.extractelement"sv, op_status::none, 0, 0},
    {"llvm.extractvalue"sv, op_status::ok, 701, 1},
    {"llvm.fadd"sv, op_status::ok, 702, 1},
    {"llvm.fcmp"sv, op_status::ok, 703, 2},
    {"llvm.fdiv"sv, op_status::ok, 702, 1},
    {"llvm.fence"sv, op_status::ok, 705, 2},
    {"llvm.fmul"sv, op_status::ok, 702, 1},
    {"llvm.fneg"sv, op_status::ok, 702, 1},
    {"llvm.fpext"sv, op_status::none, 0, 0},
    {"llvm.fptosi"sv, op_status::none, 0, 0},
    {"llvm.fptoui"sv, op_status::none, 0, 0},
    {"llvm.fptrunc"sv, op_status::none, 0, 0},
    {"llvm.freeze"sv, op_status::none, 0, 0},
    {"llvm.frem"sv, op_status::ok, 702, 1},
    {"llvm.fsub"sv, op_status::ok, 702, 1},
    {"llvm.func"sv, op_status::ok, 707, 53},
    {"llvm.getelementptr"sv, op_status::ok, 760, 3},
    {"llvm.icmp"sv, op_status::ok, 441, 1},
    {"llvm.indirectbr"sv, op_status::ok, 763, 1},
    {"llvm.inline_asm"sv, op_status::ok, 764, 7},
    {"llvm.insertelement"sv, op_status::none, 0, 0},
    {"llvm.insertvalue"sv, op_status::ok, 701, 1},
    {"llvm.intr.abs"sv, op_status::ok, 771, 1},
    {"llvm.intr.acos"sv, op_status::ok, 702, 1},
    {"llvm.intr.annotation"sv, op_status::none, 0, 0},
    {"llvm.intr.asin"sv, op_status::ok, 702, 1},
    {"llvm.intr.assume"sv, op_status::ok, 772, 2},
    {"llvm.intr.atan"sv, op_status::ok, 702, 1},
    {"llvm.intr.atan2"sv, op_status::ok, 702, 1},
    {"llvm.intr.bitreverse"sv, op_status::none, 0, 0},
    {"llvm.intr.bswap"sv, op_status::none, 0, 0},
    {"llvm.intr.ceil"sv, op_status::ok, 702, 1},
    {"llvm.intr.copysign"sv, op_status::ok, 702, 1},
    {"llvm.intr.coro.align"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.begin"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.end"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.free"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.id"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.promise"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.resume"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.save"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.size"sv, op_status::none, 0, 0},
    {"llvm.intr.coro.suspend"sv, op_status::none, 0, 0},
    {"llvm.intr.cos"sv, op_status::ok, 702, 1},
    {"llvm.intr.cosh"sv, op_status::ok, 702, 1},
    {"llvm.intr.ctlz"sv, op_status::ok, 774, 1},
    {"llvm.intr.ctpop"sv, op_status::none, 0, 0},
    {"llvm.intr.cttz"sv, op_status::ok, 774, 1},
    {"llvm.intr.dbg.declare"sv, op_status::ok, 775, 2},
    {"llvm.intr.dbg.label"sv, op_status::ok, 777, 1},
    {"llvm.intr.dbg.value"sv, op_status::ok, 775, 2},
    {"llvm.intr.debugtrap"sv, op_status::none, 0, 0},
    {"llvm.intr.eh.typeid.for"sv, op_status::none, 0, 0},
    {"llvm.intr.exp"sv, op_status::ok, 702, 1},
    {"llvm.intr.exp10"sv, op_status::ok, 702, 1},
    {"llvm.intr.exp2"sv, op_status::ok, 702, 1},
    {"llvm.intr.expect"sv, op_status::none, 0, 0},
    {"llvm.intr.expect.with.probability"sv, op_status::ok, 778, 1},
    {"llvm.intr.experimental.constrained.fpext"sv, op_status::ok, 779, 1},
    {"llvm.intr.experimental.constrained.fptrunc"sv, op_status::ok, 780, 2},
    {"llvm.intr.experimental.constrained.sitofp"sv, op_status::ok, 780, 2},
    {"llvm.intr.experimental.constrained.uitofp"sv, op_status::ok, 780, 2},
    {"llvm.intr.experimental.noalias.scope.decl"sv, op_status::ok, 782, 1},
    {"llvm.intr.experimental.vp.strided.load"sv, op_status::none, 0, 0},
    {"llvm.intr.experimental.vp.strided.store"sv, op_status::none, 0, 0},
    {"llvm.intr.fabs"sv, op_status::ok, 702, 1},
    {"llvm.intr.floor"sv, op_status::ok, 702, 1},
    {"llvm.intr.fma"sv, op_status::ok, 702, 1},
    {"llvm.intr.fmuladd"sv, op_status::ok, 702, 1},
    {"llvm.intr.frexp"sv, op_status::ok, 702, 1},
    {"llvm.intr.fshl"sv, op_status::none, 0, 0},
    {"llvm.intr.fshr"sv, op_status::none, 0, 0},
    {"llvm.intr.get.active.lane.mask"sv, op_status::none, 0, 0},
    {"llvm.intr.invariant.end"sv, op_status::ok, 783, 1},
    {"llvm.intr.invariant.start"sv, op_status::ok, 783, 1},
    {"llvm.intr.is.constant"sv, op_status::none, 0, 0},
    {"llvm.intr.is.fpclass"sv, op_status::ok, 784, 1},
    {"llvm.intr.launder.invariant.group"sv, op_status::none, 0, 0},
    {"llvm.intr.ldexp"sv, op_status::ok, 702, 1},
    {"llvm.intr.lifetime.end"sv, op_status::none, 0, 0},
    {"llvm.intr.lifetime.start"sv, op_status::none, 0, 0},
    {"llvm.intr.llrint"sv, op_status::none, 0, 0},
    {"llvm.intr.llround"sv, op_status::none, 0, 0},
    {"llvm.intr.log"sv, op_status::ok, 702, 1},
    {"llvm.intr.log10"sv, op_status::ok, 702, 1},
    {"llvm.intr.log2"sv, op_status::ok, 702, 1},
    {"llvm.intr.lrint"sv, op_status::none, 0, 0},
    {"llvm.intr.lround"sv, op_status::none, 0, 0},
    {"llvm.intr.masked.compressstore"sv, op_status::ok, 517, 2},
    {"llvm.intr.masked.expandload"sv, op_status::ok, 517, 2},
    {"llvm.intr.masked.gather"sv, op_status::ok, 785, 1},
    {"llvm.intr.masked.load"sv, op_status::ok, 786, 2},
    {"llvm.intr.masked.scatter"sv, op_status::ok, 785, 1},
    {"llvm.intr.masked.store"sv, op_status::ok, 785, 1},
    {"llvm.intr.matrix.column.major.load"sv, op_status::ok, 788, 3},
    {"llvm.intr.matrix.column.major.store"sv, op_status::ok, 788, 3},
    {"llvm.intr.matrix.multiply"sv, op_status::ok, 791, 3},
    {"llvm.intr.matrix.transpose"sv, op_status::ok, 794, 2},
    {"llvm.intr.maximum"sv, op_status::ok, 702, 1},
    {"llvm.intr.maxnum"sv, op_status::ok, 702, 1},
    {"llvm.intr.memcpy"sv, op_status::ok, 796, 7},
    {"llvm.intr.memcpy.inline"sv, op_status::ok, 803, 8},
    {"llvm.intr.memmove"sv, op_status::ok, 796, 7},
    {"llvm.intr.memset"sv, op_status::ok, 796, 7},
    {"llvm.intr.memset.inline"sv, op_status::ok, 803, 8},
    {"llvm.intr.minimum"sv, op_status::ok, 702, 1},
    {"llvm.intr.minnum"sv, op_status::ok, 702, 1},
    {"llvm.intr.nearbyint"sv, op_status::ok, 702, 1},
    {"llvm.intr.pow"sv, op_status::ok, 702, 1},
    {"llvm.intr.powi"sv, op_status::ok, 702, 1},
    {"llvm.intr.prefetch"sv, op_status::ok, 811, 3},
    {"llvm.intr.ptr.annotation"sv, op_status::none, 0, 0},
    {"llvm.intr.ptrmask"sv, op_status::none, 0, 0},
    {"llvm.intr.rint"sv, op_status::ok, 702, 1},
    {"llvm.intr.round"sv, op_status::ok, 702, 1},
    {"llvm.intr.roundeven"sv, op_status::ok, 702, 1},
    {"llvm.intr.sadd.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.sadd.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.scmp"sv, op_status::none, 0, 0},
    {"llvm.intr.sin"sv, op_status::ok, 702, 1},
    {"llvm.intr.sincos"sv, op_status::ok, 702, 1},
    {"llvm.intr.sinh"sv, op_status::ok, 702, 1},
    {"llvm.intr.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.smul.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.sqrt"sv, op_status::ok, 702, 1},
    {"llvm.intr.ssa.copy"sv, op_status::none, 0, 0},
    {"llvm.intr.sshl.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.ssub.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.ssub.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.stackrestore"sv, op_status::none, 0, 0},
    {"llvm.intr.stacksave"sv, op_status::none, 0, 0},
    {"llvm.intr.stepvector"sv, op_status::none, 0, 0},
    {"llvm.intr.strip.invariant.group"sv, op_status::none, 0, 0},
    {"llvm.intr.tan"sv, op_status::ok, 702, 1},
    {"llvm.intr.tanh"sv, op_status::ok, 702, 1},
    {"llvm.intr.threadlocal.address"sv, op_status::none, 0, 0},
    {"llvm.intr.trap"sv, op_status::none, 0, 0},
    {"llvm.intr.trunc"sv, op_status::ok, 702, 1},
    {"llvm.intr.uadd.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.uadd.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.ubsantrap"sv, op_status::ok, 814, 1},
    {"llvm.intr.ucmp"sv, op_status::none, 0, 0},
    {"llvm.intr.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.umul.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.ushl.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.usub.sat"sv, op_status::none, 0, 0},
    {"llvm.intr.usub.with.overflow"sv, op_status::none, 0, 0},
    {"llvm.intr.vacopy"sv, op_status::none, 0, 0},
    {"llvm.intr.vaend"sv, op_status::none, 0, 0},
    {"llvm.intr.var.annotation"sv, op_status::none, 0, 0},
    {"llvm.intr.vastart"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.deinterleave2"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.extract"sv, op_status::ok, 815, 1},
    {"llvm.intr.vector.insert"sv, op_status::ok, 815, 1},
    {"llvm.intr.vector.interleave2"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.add"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.and"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.fadd"sv, op_status::ok, 702, 1},
    {"llvm.intr.vector.reduce.fmax"sv, op_status::ok, 702, 1},
    {"llvm.intr.vector.reduce.fmaximum"sv, op_status::ok, 702, 1},
    {"llvm.intr.vector.reduce.fmin"sv, op_status::ok, 702, 1},
    {"llvm.intr.vector.reduce.fminimum"sv, op_status::ok, 702, 1},
    {"llvm.intr.vector.reduce.fmul"sv, op_status::ok, 702, 1},
    {"llvm.intr.vector.reduce.mul"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.or"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.vector.reduce.xor"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.add"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.and"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.ashr"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fadd"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fdiv"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fma"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fmul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fmuladd"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fneg"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fpext"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fptosi"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fptoui"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fptrunc"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.frem"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.fsub"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.inttoptr"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.load"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.lshr"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.merge"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.mul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.or"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.ptrtoint"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.add"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.and"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fadd"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fmax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fmin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.fmul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.mul"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.or"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.reduce.xor"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sdiv"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.select"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sext"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.shl"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sitofp"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.smax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.smin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.srem"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.store"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.sub"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.trunc"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.udiv"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.uitofp"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.umax"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.umin"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.urem"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.xor"sv, op_status::none, 0, 0},
    {"llvm.intr.vp.zext"sv, op_status::none, 0, 0},
    {"llvm.intr.vscale"sv, op_status::none, 0, 0},
    {"llvm.inttoptr"sv, op_status::ok, 816, 1},
    {"llvm.invoke"sv, op_status::ok, 817, 10},
    {"llvm.landingpad"sv, op_status::ok, 827, 1},
    {"llvm.linker_options"sv, op_status::ok, 828, 1},
    {"llvm.load"sv, op_status::ok, 829, 12},
    {"llvm.lshr"sv, op_status::ok, 443, 1},
    {"llvm.mlir.addressof"sv, op_status::ok, 841, 1},
    {"llvm.mlir.alias"sv, op_status::ok, 842, 7},
    {"llvm.mlir.constant"sv, op_status::ok, 442, 1},
    {"llvm.mlir.global"sv, op_status::ok, 849, 16},
    {"llvm.mlir.global_ctors"sv, op_status::ok, 865, 3},
    {"llvm.mlir.global_dtors"sv, op_status::ok, 868, 3},
    {"llvm.mlir.ifunc"sv, op_status::ok, 871, 9},
    {"llvm.mlir.none"sv, op_status::none, 0, 0},
    {"llvm.mlir.poison"sv, op_status::none, 0, 0},
    {"llvm.mlir.undef"sv, op_status::none, 0, 0},
    {"llvm.mlir.zero"sv, op_status::none, 0, 0},
    {"llvm.module_flags"sv, op_status::ok, 880, 1},
    {"llvm.mul"sv, op_status::ok, 638, 1},
    {"llvm.or"sv, op_status::ok, 881, 1},
    {"llvm.ptrtoint"sv, op_status::none, 0, 0},
    {"llvm.resume"sv, op_status::none, 0, 0},
    {"llvm.return"sv, op_status::none, 0, 0},
    {"llvm.sdiv"sv, op_status::ok, 443, 1},
    {"llvm.select"sv, op_status::ok, 702, 1},
    {"llvm.sext"sv, op_status::none, 0, 0},
    {"llvm.shl"sv, op_status::ok, 638, 1},
    {"llvm.shufflevector"sv, op_status::ok, 882, 1},
    {"llvm.sitofp"sv, op_status::none, 0, 0},
    {"llvm.srem"sv, op_status::none, 0, 0},
    {"llvm.store"sv, op_status::ok, 883, 10},
    {"llvm.sub"sv, op_status::ok, 638, 1},
    {"llvm.switch"sv, op_status::ok, 893, 5},
    {"llvm.trunc"sv, op_status::ok, 638, 1},
    {"llvm.udiv"sv, op_status::ok, 443, 1},
    {"llvm.uitofp"sv, op_status::ok, 898, 1},
    {"llvm.unreachable"sv, op_status::none, 0, 0},
    {"llvm.urem"sv, op_status::none, 0, 0},
    {"llvm.va_arg"sv, op_status::none, 0, 0},
    {"llvm.xor"sv, op_status::none, 0, 0},
    {"llvm.zext"sv, op_status::ok, 898, 1},
    {"math.absf"sv, op_status::ok, 437, 1},
    {"math.absi"sv, op_status::none, 0, 0},
    {"math.acos"sv, op_status::ok, 437, 1},
    {"math.acosh"sv, op_status::ok, 437, 1},
    {"math.asin"sv, op_status::ok, 437, 1},
    {"math.asinh"sv, op_status::ok, 437, 1},
    {"math.atan"sv, op_status::ok, 437, 1},
    {"math.atan2"sv, op_status::ok, 437, 1},
    {"math.atanh"sv, op_status::ok, 437, 1},
    {"math.cbrt"sv, op_status::ok, 437, 1},
    {"math.ceil"sv, op_status::ok, 437, 1},
    {"math.clampf"sv, op_status::ok, 437, 1},
    {"math.copysign"sv, op_status::ok, 437, 1},
    {"math.cos"sv, op_status::ok, 437, 1},
    {"math.cosh"sv, op_status::ok, 437, 1},
    {"math.ctlz"sv, op_status::none, 0, 0},
    {"math.ctpop"sv, op_status::none, 0, 0},
    {"math.cttz"sv, op_status::none, 0, 0},
    {"math.erf"sv, op_status::ok, 437, 1},
    {"math.erfc"sv, op_status::ok, 437, 1},
    {"math.exp"sv, op_status::ok, 437, 1},
    {"math.exp2"sv, op_status::ok, 437, 1},
    {"math.expm1"sv, op_status::ok, 437, 1},
    {"math.floor"sv, op_status::ok, 437, 1},
    {"math.fma"sv, op_status::ok, 437, 1},
    {"math.fpowi"sv, op_status::ok, 437, 1},
    {"math.ipowi"sv, op_status::none, 0, 0},
    {"math.isfinite"sv, op_status::ok, 437, 1},
    {"math.isinf"sv, op_status::ok, 437, 1},
    {"math.isnan"sv, op_status::ok, 437, 1},
    {"math.isnormal"sv, op_status::ok, 437, 1},
    {"math.log"sv, op_status::ok, 437, 1},
    {"math.log10"sv, op_status::ok, 437, 1},
    {"math.log1p"sv, op_status::ok, 437, 1},
    {"math.log2"sv, op_status::ok, 437, 1},
    {"math.powf"sv, op_status::ok, 437, 1},
    {"math.round"sv, op_status::ok, 437, 1},
    {"math.roundeven"sv, op_status::ok, 437, 1},
    {"math.rsqrt"sv, op_status::ok, 437, 1},
    {"math.sin"sv, op_status::ok, 437, 1},
    {"math.sincos"sv, op_status::ok, 437, 1},
    {"math.sinh"sv, op_status::ok, 437, 1},
    {"math.sqrt"sv, op_status::ok, 437, 1},
    {"math.tan"sv, op_status::ok, 437, 1},
    {"math.tanh"sv, op_status::ok, 437, 1},
    {"math.trunc"sv, op_status::ok, 437, 1},
    {"memref.alloc"sv, op_status::ok, 899, 3},
    {"memref.alloca"sv, op_status::ok, 899, 3},
    {"memref.alloca_scope"sv, op_status::none, 0, 0},
    {"memref.alloca_scope.return"sv, op_status::none, 0, 0},
    {"memref.assume_alignment"sv, op_status::ok, 785, 1},
    {"memref.atomic_rmw"sv, op_status::ok, 902, 1},
    {"memref.atomic_yield"sv, op_status::none, 0, 0},
    {"memref.cast"sv, op_status::none, 0, 0},
    {"memref.collapse_shape"sv, op_status::ok, 903, 1},
    {"memref.copy"sv, op_status::none, 0, 0},
    {"memref.dealloc"sv, op_status::none, 0, 0},
    {"memref.dim"sv, op_status::none, 0, 0},
    {"memref.distinct_objects"sv, op_status::none, 0, 0},
    {"memref.dma_start"sv, op_status::none, 0, 0},
    {"memref.dma_wait"sv, op_status::none, 0, 0},
    {"memref.expand_shape"sv, op_status::ok, 904, 2},
    {"memref.extract_aligned_pointer_as_index"sv, op_status::none, 0, 0},
    {"memref.extract_strided_metadata"sv, op_status::none, 0, 0},
    {"memref.generic_atomic_rmw"sv, op_status::none, 0, 0},
    {"memref.get_global"sv, op_status::ok, 502, 1},
    {"memref.global"sv, op_status::ok, 906, 6},
    {"memref.load"sv, op_status::ok, 912, 2},
    {"memref.memory_space_cast"sv, op_status::none, 0, 0},
    {"memref.prefetch"sv, op_status::ok, 914, 3},
    {"memref.rank"sv, op_status::none, 0, 0},
    {"memref.realloc"sv, op_status::ok, 917, 1},
    {"memref.reinterpret_cast"sv, op_status::ok, 918, 5},
    {"memref.reshape"sv, op_status::none, 0, 0},
    {"memref.store"sv, op_status::ok, 912, 2},
    {"memref.subview"sv, op_status::ok, 918, 5},
    {"memref.transpose"sv, op_status::ok, 633, 1},
    {"memref.view"sv, op_status::none, 0, 0},
    {"ml_program.func"sv, op_status::ok, 463, 5},
    {"ml_program.global"sv, op_status::ok, 923, 5},
    {"ml_program.global_load"sv, op_status::ok, 928, 1},
    {"ml_program.global_load_const"sv, op_status::ok, 928, 1},
    {"ml_program.global_load_graph"sv, op_status::ok, 928, 1},
    {"ml_program.global_store"sv, op_status::ok, 928, 1},
    {"ml_program.global_store_graph"sv, op_status::ok, 928, 1},
    {"ml_program.output"sv, op_status::none, 0, 0},
    {"ml_program.return"sv, op_status::none, 0, 0},
    {"ml_program.subgraph"sv, op_status::ok, 463, 5},
    {"ml_program.token"sv, op_status::none, 0, 0},
    {"mpi.allreduce"sv, op_status::ok, 929, 1},
    {"mpi.barrier"sv, op_status::none, 0, 0},
    {"mpi.comm_rank"sv, op_status::none, 0, 0},
    {"mpi.comm_size"sv, op_status::none, 0, 0},
    {"mpi.comm_split"sv, op_status::none, 0, 0},
    {"mpi.comm_world"sv, op_status::none, 0, 0},
    {"mpi.error_class"sv, op_status::none, 0, 0},
    {"mpi.finalize"sv, op_status::none, 0, 0},
    {"mpi.init"sv, op_status::none, 0, 0},
    {"mpi.irecv"sv, op_status::none, 0, 0},
    {"mpi.isend"sv, op_status::none, 0, 0},
    {"mpi.recv"sv, op_status::none, 0, 0},
    {"mpi.retval_check"sv, op_status::ok, 930, 1},
    {"mpi.send"sv, op_status::none, 0, 0},
    {"mpi.wait"sv, op_status::none, 0, 0},
    {"nvgpu.device_async_copy"sv, op_status::ok, 931, 4},
    {"nvgpu.device_async_create_group"sv, op_status::none, 0, 0},
    {"nvgpu.device_async_wait"sv, op_status::ok, 935, 1},
    {"nvgpu.ldmatrix"sv, op_status::ok, 936, 2},
    {"nvgpu.mbarrier.arrive"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.arrive.expect_tx"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.arrive.nocomplete"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.create"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.get"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.init"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.test.wait"sv, op_status::none, 0, 0},
    {"nvgpu.mbarrier.try_wait.parity"sv, op_status::none, 0, 0},
    {"nvgpu.mma.sp.sync"sv, op_status::ok, 938, 3},
    {"nvgpu.mma.sync"sv, op_status::ok, 941, 2},
    {"nvgpu.rcp"sv, op_status::ok, 943, 2},
    {"nvgpu.tma.async.load"sv, op_status::ok, 945, 2},
    {"nvgpu.tma.async.store"sv, op_status::ok, 357, 2},
    {"nvgpu.tma.create.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.tma.fence.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.tma.prefetch.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.warpgroup.generate.descriptor"sv, op_status::none, 0, 0},
    {"nvgpu.warpgroup.mma"sv, op_status::ok, 947, 3},
    {"nvgpu.warpgroup.mma.init.accumulator"sv, op_status::none, 0, 0},
    {"nvgpu.warpgroup.mma.store"sv, op_status::none, 0, 0},
    {"nvvm.bar.warp.sync"sv, op_status::none, 0, 0},
    {"nvvm.barrier"sv, op_status::ok, 950, 3},
    {"nvvm.barrier.arrive"sv, op_status::none, 0, 0},
    {"nvvm.barrier0"sv, op_status::none, 0, 0},
    {"nvvm.breakpoint"sv, op_status::none, 0, 0},
    {"nvvm.cluster.arrive"sv, op_status::ok, 953, 1},
    {"nvvm.cluster.arrive.relaxed"sv, op_status::ok, 953, 1},
    {"nvvm.cluster.wait"sv, op_status::ok, 953, 1},
    {"nvvm.clusterlaunchcontrol.query.cancel"sv, op_status::ok, 954, 1},
    {"nvvm.clusterlaunchcontrol.try.cancel"sv, op_status::ok, 955, 1},
    {"nvvm.convert.bf16x2.to.f8x2"sv, op_status::ok, 956, 3},
    {"nvvm.convert.f16x2.to.f8x2"sv, op_status::ok, 959, 2},
    {"nvvm.convert.f32x2.to.bf16x2"sv, op_status::ok, 961, 3},
    {"nvvm.convert.f32x2.to.f16x2"sv, op_status::ok, 961, 3},
    {"nvvm.convert.f32x2.to.f4x2"sv, op_status::ok, 959, 2},
    {"nvvm.convert.f32x2.to.f6x2"sv, op_status::ok, 959, 2},
    {"nvvm.convert.f32x2.to.f8x2"sv, op_status::ok, 964, 4},
    {"nvvm.convert.f32x4.to.f4x4"sv, op_status::ok, 959, 2},
    {"nvvm.convert.f32x4.to.f6x4"sv, op_status::ok, 959, 2},
    {"nvvm.convert.f32x4.to.f8x4"sv, op_status::ok, 959, 2},
    {"nvvm.convert.f4x2.to.f16x2"sv, op_status::ok, 968, 2},
    {"nvvm.convert.f6x2.to.f16x2"sv, op_status::ok, 968, 2},
    {"nvvm.convert.f8x2.to.bf16x2"sv, op_status::ok, 970, 1},
    {"nvvm.convert.f8x2.to.f16x2"sv, op_status::ok, 968, 2},
    {"nvvm.convert.float.to.tf32"sv, op_status::ok, 961, 3},
    {"nvvm.cp.async.bulk.commit.group"sv, op_status::none, 0, 0},
    {"nvvm.cp.async.bulk.global.shared.cta"sv, op_status::ok, 448, 2},
    {"nvvm.cp.async.bulk.prefetch"sv, op_status::none, 0, 0},
    {"nvvm.cp.async.bulk.shared.cluster.global"sv, op_status::ok, 971, 2},
    {"nvvm.cp.async.bulk.shared.cluster.shared.cta"sv, op_status::none, 0, 0},
    {"nvvm.cp.async.bulk.tensor.global.shared.cta"sv, op_status::ok, 973, 3},
    {"nvvm.cp.async.bulk.tensor.prefetch"sv, op_status::ok, 976, 3},
    {"nvvm.cp.async.bulk.tensor.reduce"sv, op_status::ok, 979, 4},
    {"nvvm.cp.async.bulk.tensor.shared.cluster.global"sv, op_status::ok, 983, 5},
    {"nvvm.cp.async.bulk.wait_group"sv, op_status::ok, 988, 2},
    {"nvvm.cp.async.commit.group"sv, op_status::none, 0, 0},
    {"nvvm.cp.async.mbarrier.arrive"sv, op_status::ok, 990, 1},
    {"nvvm.cp.async.shared.global"sv, op_status::ok, 991, 2},
    {"nvvm.cp.async.wait.group"sv, op_status::ok, 993, 1},
    {"nvvm.dot.accumulate.2way"sv, op_status::ok, 994, 3},
    {"nvvm.dot.accumulate.4way"sv, op_status::ok, 997, 2},
    {"nvvm.elect.sync"sv, op_status::none, 0, 0},
    {"nvvm.exit"sv, op_status::none, 0, 0},
    {"nvvm.fence.mbarrier.init"sv, op_status::none, 0, 0},
    {"nvvm.fence.proxy"sv, op_status::ok, 999, 2},
    {"nvvm.fence.proxy.acquire"sv, op_status::ok, 1001, 3},
    {"nvvm.fence.proxy.release"sv, op_status::ok, 1001, 3},
    {"nvvm.fence.proxy.sync_restrict"sv, op_status::ok, 1004, 3},
    {"nvvm.fence.sc.cluster"sv, op_status::none, 0, 0},
    {"nvvm.fence.sync_restrict"sv, op_status::ok, 1007, 1},
    {"nvvm.griddepcontrol"sv, op_status::ok, 902, 1},
    {"nvvm.inline_ptx"sv, op_status::ok, 1008, 3},
    {"nvvm.ldmatrix"sv, op_status::ok, 1011, 4},
    {"nvvm.mapa"sv, op_status::none, 0, 0},
    {"nvvm.match.sync"sv, op_status::ok, 902, 1},
    {"nvvm.mbarrier.arrive"sv, op_status::ok, 1015, 2},
    {"nvvm.mbarrier.arrive.expect_tx"sv, op_status::ok, 1015, 2},
    {"nvvm.mbarrier.arrive.nocomplete"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.arrive_drop"sv, op_status::ok, 1015, 2},
    {"nvvm.mbarrier.arrive_drop.expect_tx"sv, op_status::ok, 1015, 2},
    {"nvvm.mbarrier.arrive_drop.nocomplete"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.complete_tx"sv, op_status::ok, 1017, 1},
    {"nvvm.mbarrier.expect_tx"sv, op_status::ok, 1017, 1},
    {"nvvm.mbarrier.init"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.inval"sv, op_status::none, 0, 0},
    {"nvvm.mbarrier.test.wait"sv, op_status::ok, 1015, 2},
    {"nvvm.mbarrier.try_wait"sv, op_status::ok, 1015, 2},
    {"nvvm.mbarrier.try_wait.parity"sv, op_status::none, 0, 0},
    {"nvvm.memory.barrier"sv, op_status::ok, 782, 1},
    {"nvvm.mma.block_scale"sv, op_status::ok, 1018, 8},
    {"nvvm.mma.sp.block_scale"sv, op_status::ok, 1026, 9},
    {"nvvm.mma.sp.sync"sv, op_status::ok, 1035, 8},
    {"nvvm.mma.sync"sv, op_status::ok, 1043, 9},
    {"nvvm.nanosleep"sv, op_status::none, 0, 0},
    {"nvvm.pmevent"sv, op_status::ok, 1052, 2},
    {"nvvm.prefetch"sv, op_status::ok, 1054, 5},
    {"nvvm.prmt"sv, op_status::ok, 561, 1},
    {"nvvm.rcp.approx.ftz.f"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.aggr.smem.size"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clock"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.clock64"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.cluster.ctaid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.ctaid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.ctaid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.ctarank"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.nctaid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.nctaid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.nctaid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.cluster.nctarank"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.clusterid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.clusterid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.clusterid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.ctaid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.ctaid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.ctaid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.dynamic.smem.size"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg0"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg1"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg10"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg11"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg12"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg13"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg14"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg15"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg16"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg17"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg18"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg19"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg2"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg20"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg21"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg22"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg23"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg24"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg25"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg26"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg27"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg28"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg29"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg3"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg30"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg31"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg4"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg5"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg6"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg7"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg8"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.envreg9"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.globaltimer"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.globaltimer.lo"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.gridid"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.laneid"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.lanemask.eq"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.lanemask.ge"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.lanemask.gt"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.lanemask.le"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.lanemask.lt"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.nclusterid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nclusterid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nclusterid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nctaid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nctaid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nctaid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nsmid"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.ntid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.ntid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.ntid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.nwarpid"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.smid"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.tid.x"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.tid.y"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.tid.z"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.total.smem.size"sv, op_status::none, 0, 0},
    {"nvvm.read.ptx.sreg.warpid"sv, op_status::ok, 1059, 1},
    {"nvvm.read.ptx.sreg.warpsize"sv, op_status::ok, 1059, 1},
    {"nvvm.redux.sync"sv, op_status::ok, 1060, 3},
    {"nvvm.setmaxregister"sv, op_status::ok, 1063, 2},
    {"nvvm.shfl.sync"sv, op_status::ok, 1065, 2},
    {"nvvm.st.bulk"sv, op_status::ok, 1067, 1},
    {"nvvm.stmatrix"sv, op_status::ok, 1068, 3},
    {"nvvm.tcgen05.alloc"sv, op_status::ok, 1071, 1},
    {"nvvm.tcgen05.commit"sv, op_status::ok, 1071, 1},
    {"nvvm.tcgen05.cp"sv, op_status::ok, 1072, 4},
    {"nvvm.tcgen05.dealloc"sv, op_status::ok, 1071, 1},
    {"nvvm.tcgen05.fence"sv, op_status::ok, 902, 1},
    {"nvvm.tcgen05.ld"sv, op_status::ok, 1076, 2},
    {"nvvm.tcgen05.mma"sv, op_status::ok, 1078, 6},
    {"nvvm.tcgen05.mma.block_scale"sv, op_status::ok, 1084, 4},
    {"nvvm.tcgen05.mma.sp"sv, op_status::ok, 1088, 6},
    {"nvvm.tcgen05.mma.sp.block_scale"sv, op_status::ok, 1084, 4},
    {"nvvm.tcgen05.mma.ws"sv, op_status::ok, 1094, 3},
    {"nvvm.tcgen05.mma.ws.sp"sv, op_status::ok, 1094, 3},
    {"nvvm.tcgen05.mma_smem_desc"sv, op_status::none, 0, 0},
    {"nvvm.tcgen05.relinquish_alloc_permit"sv, op_status::ok, 1071, 1},
    {"nvvm.tcgen05.shift"sv, op_status::ok, 1071, 1},
    {"nvvm.tcgen05.st"sv, op_status::ok, 1097, 2},
    {"nvvm.tcgen05.wait"sv, op_status::ok, 902, 1},
    {"nvvm.vote.sync"sv, op_status::ok, 902, 1},
    {"nvvm.wgmma.commit.group.sync.aligned"sv, op_status::none, 0, 0},
    {"nvvm.wgmma.fence.aligned"sv, op_status::none, 0, 0},
    {"nvvm.wgmma.mma_async"sv, op_status::ok, 1099, 10},
    {"nvvm.wgmma.wait.group.sync.aligned"sv, op_status::ok, 1109, 1},
    {"nvvm.wmma.load"sv, op_status::ok, 1110, 6},
    {"nvvm.wmma.mma"sv, op_status::ok, 1116, 7},
    {"nvvm.wmma.store"sv, op_status::ok, 1123, 5},
    {"omp.allocate_dir"sv, op_status::ok, 1128, 3},
    {"omp.atomic.capture"sv, op_status::ok, 1131, 2},
    {"omp.atomic.read"sv, op_status::ok, 1133, 3},
    {"omp.atomic.update"sv, op_status::ok, 1136, 3},
    {"omp.atomic.write"sv, op_status::ok, 1131, 2},
    {"omp.barrier"sv, op_status::none, 0, 0},
    {"omp.cancel"sv, op_status::ok, 1139, 1},
    {"omp.cancellation_point"sv, op_status::ok, 1139, 1},
    {"omp.canonical_loop"sv, op_status::none, 0, 0},
    {"omp.critical"sv, op_status::ok, 1140, 1},
    {"omp.critical.declare"sv, op_status::ok, 1141, 2},
    {"omp.declare_mapper"sv, op_status::ok, 140, 2},
    {"omp.declare_mapper.info"sv, op_status::none, 0, 0},
    {"omp.declare_reduction"sv, op_status::ok, 1143, 3},
    {"omp.distribute"sv, op_status::ok, 1146, 7},
    {"omp.flush"sv, op_status::none, 0, 0},
    {"omp.loop"sv, op_status::ok, 1153, 10},
    {"omp.loop_nest"sv, op_status::ok, 1163, 3},
    {"omp.map.bounds"sv, op_status::ok, 1166, 3},
    {"omp.map.info"sv, op_status::ok, 1169, 9},
    {"omp.masked"sv, op_status::none, 0, 0},
    {"omp.master"sv, op_status::none, 0, 0},
    {"omp.new_cli"sv, op_status::none, 0, 0},
    {"omp.ordered"sv, op_status::ok, 1178, 2},
    {"omp.ordered.region"sv, op_status::ok, 1180, 1},
    {"omp.parallel"sv, op_status::ok, 1181, 8},
    {"omp.private"sv, op_status::ok, 1189, 3},
    {"omp.scan"sv, op_status::ok, 78, 2},
    {"omp.section"sv, op_status::none, 0, 0},
    {"omp.sections"sv, op_status::ok, 1192, 8},
    {"omp.simd"sv, op_status::ok, 1200, 13},
    {"omp.single"sv, op_status::ok, 1213, 6},
    {"omp.target"sv, op_status::ok, 1219, 10},
    {"omp.target_allocmem"sv, op_status::ok, 1229, 5},
    {"omp.target_data"sv, op_status::ok, 448, 2},
    {"omp.target_enter_data"sv, op_status::ok, 1234, 4},
    {"omp.target_exit_data"sv, op_status::ok, 1234, 4},
    {"omp.target_freemem"sv, op_status::none, 0, 0},
    {"omp.target_update"sv, op_status::ok, 1234, 4},
    {"omp.task"sv, op_status::ok, 1238, 9},
    {"omp.taskgroup"sv, op_status::ok, 1247, 4},
    {"omp.taskloop"sv, op_status::ok, 1251, 14},
    {"omp.taskwait"sv, op_status::ok, 1265, 2},
    {"omp.taskyield"sv, op_status::none, 0, 0},
    {"omp.teams"sv, op_status::ok, 1267, 7},
    {"omp.terminator"sv, op_status::none, 0, 0},
    {"omp.threadprivate"sv, op_status::none, 0, 0},
    {"omp.tile"sv, op_status::ok, 433, 2},
    {"omp.unroll_heuristic"sv, op_status::none, 0, 0},
    {"omp.workdistribute"sv, op_status::none, 0, 0},
    {"omp.workshare"sv, op_status::ok, 1274, 1},
    {"omp.workshare.loop_wrapper"sv, op_status::none, 0, 0},
    {"omp.wsloop"sv, op_status::ok, 1275, 15},
    {"omp.yield"sv, op_status::none, 0, 0},
    {"pdl.apply_native_constraint"sv, op_status::ok, 1290, 2},
    {"pdl.apply_native_rewrite"sv, op_status::ok, 502, 1},
    {"pdl.attribute"sv, op_status::ok, 1292, 1},
    {"pdl.erase"sv, op_status::none, 0, 0},
    {"pdl.operand"sv, op_status::none, 0, 0},
    {"pdl.operands"sv, op_status::none, 0, 0},
    {"pdl.operation"sv, op_status::ok, 1293, 4},
    {"pdl.pattern"sv, op_status::ok, 1297, 2},
    {"pdl.range"sv, op_status::none, 0, 0},
    {"pdl.replace"sv, op_status::ok, 433, 2},
    {"pdl.result"sv, op_status::ok, 349, 1},
    {"pdl.results"sv, op_status::ok, 1299, 1},
    {"pdl.rewrite"sv, op_status::ok, 1300, 3},
    {"pdl.type"sv, op_status::ok, 1303, 1},
    {"pdl.types"sv, op_status::ok, 1304, 1},
    {"pdl_interp.apply_constraint"sv, op_status::ok, 1290, 2},
    {"pdl_interp.apply_rewrite"sv, op_status::ok, 502, 1},
    {"pdl_interp.are_equal"sv, op_status::none, 0, 0},
    {"pdl_interp.branch"sv, op_status::none, 0, 0},
    {"pdl_interp.check_attribute"sv, op_status::ok, 1305, 1},
    {"pdl_interp.check_operand_count"sv, op_status::ok, 1306, 2},
    {"pdl_interp.check_operation_name"sv, op_status::ok, 502, 1},
    {"pdl_interp.check_result_count"sv, op_status::ok, 1306, 2},
    {"pdl_interp.check_type"sv, op_status::ok, 1308, 1},
    {"pdl_interp.check_types"sv, op_status::ok, 1309, 1},
    {"pdl_interp.continue"sv, op_status::none, 0, 0},
    {"pdl_interp.create_attribute"sv, op_status::ok, 442, 1},
    {"pdl_interp.create_operation"sv, op_status::ok, 1310, 5},
    {"pdl_interp.create_range"sv, op_status::none, 0, 0},
    {"pdl_interp.create_type"sv, op_status::ok, 442, 1},
    {"pdl_interp.create_types"sv, op_status::ok, 442, 1},
    {"pdl_interp.erase"sv, op_status::none, 0, 0},
    {"pdl_interp.extract"sv, op_status::ok, 349, 1},
    {"pdl_interp.finalize"sv, op_status::none, 0, 0},
    {"pdl_interp.foreach"sv, op_status::none, 0, 0},
    {"pdl_interp.func"sv, op_status::ok, 1315, 4},
    {"pdl_interp.get_attribute"sv, op_status::ok, 502, 1},
    {"pdl_interp.get_attribute_type"sv, op_status::none, 0, 0},
    {"pdl_interp.get_defining_op"sv, op_status::none, 0, 0},
    {"pdl_interp.get_operand"sv, op_status::ok, 349, 1},
    {"pdl_interp.get_operands"sv, op_status::ok, 1299, 1},
    {"pdl_interp.get_result"sv, op_status::ok, 349, 1},
    {"pdl_interp.get_results"sv, op_status::ok, 1299, 1},
    {"pdl_interp.get_users"sv, op_status::none, 0, 0},
    {"pdl_interp.get_value_type"sv, op_status::none, 0, 0},
    {"pdl_interp.is_not_null"sv, op_status::none, 0, 0},
    {"pdl_interp.record_match"sv, op_status::ok, 1319, 6},
    {"pdl_interp.replace"sv, op_status::none, 0, 0},
    {"pdl_interp.switch_attribute"sv, op_status::ok, 1325, 1},
    {"pdl_interp.switch_operand_count"sv, op_status::ok, 1325, 1},
    {"pdl_interp.switch_operation_name"sv, op_status::ok, 1325, 1},
    {"pdl_interp.switch_result_count"sv, op_status::ok, 1325, 1},
    {"pdl_interp.switch_type"sv, op_status::ok, 1325, 1},
    {"pdl_interp.switch_types"sv, op_status::ok, 1325, 1},
    {"ptr.constant"sv, op_status::ok, 442, 1},
    {"ptr.from_ptr"sv, op_status::none, 0, 0},
    {"ptr.gather"sv, op_status::ok, 1326, 1},
    {"ptr.get_metadata"sv, op_status::none, 0, 0},
    {"ptr.load"sv, op_status::ok, 1327, 7},
    {"ptr.masked_load"sv, op_status::ok, 1326, 1},
    {"ptr.masked_store"sv, op_status::ok, 1326, 1},
    {"ptr.ptr_add"sv, op_status::ok, 1334, 1},
    {"ptr.ptr_diff"sv, op_status::ok, 1335, 1},
    {"ptr.scatter"sv, op_status::ok, 1326, 1},
    {"ptr.store"sv, op_status::ok, 1336, 6},
    {"ptr.to_ptr"sv, op_status::none, 0, 0},
    {"ptr.type_offset"sv, op_status::ok, 1342, 1},
    {"quant.dcast"sv, op_status::none, 0, 0},
    {"quant.qcast"sv, op_status::none, 0, 0},
    {"quant.scast"sv, op_status::none, 0, 0},
    {"rocdl.ballot"sv, op_status::none, 0, 0},
    {"rocdl.barrier"sv, op_status::none, 0, 0},
    {"rocdl.cluster.id.x"sv, op_status::ok, 1059, 1},
    {"rocdl.cluster.id.y"sv, op_status::ok, 1059, 1},
    {"rocdl.cluster.id.z"sv, op_status::ok, 1059, 1},
    {"rocdl.cluster.load.async.to.lds.b128"sv, op_status::ok, 1343, 5},
    {"rocdl.cluster.load.async.to.lds.b32"sv, op_status::ok, 1343, 5},
    {"rocdl.cluster.load.async.to.lds.b64"sv, op_status::ok, 1343, 5},
    {"rocdl.cluster.load.async.to.lds.b8"sv, op_status::ok, 1343, 5},
    {"rocdl.cos"sv, op_status::none, 0, 0},
    {"rocdl.cvt.f32.bf8"sv, op_status::ok, 1348, 1},
    {"rocdl.cvt.f32.fp8"sv, op_status::ok, 1348, 1},
    {"rocdl.cvt.pk.bf8.f32"sv, op_status::ok, 1349, 1},
    {"rocdl.cvt.pk.f32.bf8"sv, op_status::ok, 1349, 1},
    {"rocdl.cvt.pk.f32.fp8"sv, op_status::ok, 1349, 1},
    {"rocdl.cvt.pk.fp8.f32"sv, op_status::ok, 1349, 1},
    {"rocdl.cvt.pkrtz"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scale.pk16.bf16.bf6"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk16.bf16.fp6"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk16.f16.bf6"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk16.f16.fp6"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk16.f32.bf6"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk16.f32.fp6"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.bf16.bf8"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.bf16.fp4"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.bf16.fp8"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.f16.bf8"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.f16.fp4"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.f16.fp8"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.f32.bf8"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.f32.fp4"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scale.pk8.f32.fp8"sv, op_status::ok, 1350, 1},
    {"rocdl.cvt.scalef32.2xpk16.bf6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.2xpk16.fp6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.f16.bf8"sv, op_status::ok, 1351, 2},
    {"rocdl.cvt.scalef32.f16.fp8"sv, op_status::ok, 1351, 2},
    {"rocdl.cvt.scalef32.f32.bf8"sv, op_status::ok, 1353, 1},
    {"rocdl.cvt.scalef32.f32.fp8"sv, op_status::ok, 1353, 1},
    {"rocdl.cvt.scalef32.pk.bf16.bf8"sv, op_status::ok, 1354, 1},
    {"rocdl.cvt.scalef32.pk.bf16.fp4"sv, op_status::ok, 1353, 1},
    {"rocdl.cvt.scalef32.pk.bf16.fp8"sv, op_status::ok, 1354, 1},
    {"rocdl.cvt.scalef32.pk.bf8.bf16"sv, op_status::ok, 1355, 1},
    {"rocdl.cvt.scalef32.pk.bf8.f16"sv, op_status::ok, 1355, 1},
    {"rocdl.cvt.scalef32.pk.bf8.f32"sv, op_status::ok, 1355, 1},
    {"rocdl.cvt.scalef32.pk.f16.bf8"sv, op_status::ok, 1354, 1},
    {"rocdl.cvt.scalef32.pk.f16.fp4"sv, op_status::ok, 1353, 1},
    {"rocdl.cvt.scalef32.pk.f16.fp8"sv, op_status::ok, 1354, 1},
    {"rocdl.cvt.scalef32.pk.f32.bf8"sv, op_status::ok, 1354, 1},
    {"rocdl.cvt.scalef32.pk.f32.fp4"sv, op_status::ok, 1353, 1},
    {"rocdl.cvt.scalef32.pk.f32.fp8"sv, op_status::ok, 1354, 1},
    {"rocdl.cvt.scalef32.pk.fp4.bf16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.pk.fp4.f16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.pk.fp4.f32"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.pk.fp8.bf16"sv, op_status::ok, 1355, 1},
    {"rocdl.cvt.scalef32.pk.fp8.f16"sv, op_status::ok, 1355, 1},
    {"rocdl.cvt.scalef32.pk.fp8.f32"sv, op_status::ok, 1355, 1},
    {"rocdl.cvt.scalef32.pk16.bf6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk16.bf6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk16.bf6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk16.fp6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk16.fp6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk16.fp6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.bf16.bf6"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.bf16.fp6"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.bf6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.bf6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.f16.bf6"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.f16.fp6"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.f32.bf6"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.f32.fp6"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.fp6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk32.fp6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.bf8.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.bf8.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.bf8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.fp4.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.fp4.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.fp4.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.fp8.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.fp8.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.pk8.fp8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.bf8.bf16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.bf8.f16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.bf8.f32"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.fp8.bf16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.fp8.f16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.fp8.f32"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.pk.fp4.bf16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.pk.fp4.f16"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.pk.fp4.f32"sv, op_status::ok, 1356, 1},
    {"rocdl.cvt.scalef32.sr.pk16.bf6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk16.bf6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk16.bf6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk16.fp6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk16.fp6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk16.fp6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk32.bf6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk32.bf6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk32.bf6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk32.fp6.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk32.fp6.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk32.fp6.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.bf8.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.bf8.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.bf8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.fp4.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.fp4.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.fp4.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.fp8.bf16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.fp8.f16"sv, op_status::none, 0, 0},
    {"rocdl.cvt.scalef32.sr.pk8.fp8.f32"sv, op_status::none, 0, 0},
    {"rocdl.cvt.sr.bf8.f32"sv, op_status::ok, 1348, 1},
    {"rocdl.cvt.sr.fp8.f32"sv, op_status::ok, 1348, 1},
    {"rocdl.ds.atomic.async.barrier.arrive.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.atomic.barrier.arrive.rtn.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.load.tr16.b128"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.load.tr4.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.load.tr6.b96"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.load.tr8.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.read.tr16.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.read.tr4.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.read.tr6.b96"sv, op_status::ok, 1357, 3},
    {"rocdl.ds.read.tr8.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.ds_bpermute"sv, op_status::none, 0, 0},
    {"rocdl.ds_swizzle"sv, op_status::none, 0, 0},
    {"rocdl.exp"sv, op_status::none, 0, 0},
    {"rocdl.exp2"sv, op_status::none, 0, 0},
    {"rocdl.flat.prefetch"sv, op_status::ok, 1360, 4},
    {"rocdl.fmed3"sv, op_status::none, 0, 0},
    {"rocdl.global.load.async.to.lds.b128"sv, op_status::ok, 1364, 5},
    {"rocdl.global.load.async.to.lds.b32"sv, op_status::ok, 1364, 5},
    {"rocdl.global.load.async.to.lds.b64"sv, op_status::ok, 1364, 5},
    {"rocdl.global.load.async.to.lds.b8"sv, op_status::ok, 1364, 5},
    {"rocdl.global.load.lds"sv, op_status::ok, 1369, 6},
    {"rocdl.global.load.tr.b128"sv, op_status::ok, 1357, 3},
    {"rocdl.global.load.tr.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.global.load.tr4.b64"sv, op_status::ok, 1357, 3},
    {"rocdl.global.load.tr6.b96"sv, op_status::ok, 1357, 3},
    {"rocdl.global.prefetch"sv, op_status::ok, 1360, 4},
    {"rocdl.grid.dim.x"sv, op_status::ok, 1059, 1},
    {"rocdl.grid.dim.y"sv, op_status::ok, 1059, 1},
    {"rocdl.grid.dim.z"sv, op_status::ok, 1059, 1},
    {"rocdl.iglp.opt"sv, op_status::ok, 1375, 1},
    {"rocdl.load.to.lds"sv, op_status::ok, 1369, 6},
    {"rocdl.log"sv, op_status::none, 0, 0},
    {"rocdl.make.buffer.rsrc"sv, op_status::none, 0, 0},
    {"rocdl.mbcnt.hi"sv, op_status::ok, 517, 2},
    {"rocdl.mbcnt.lo"sv, op_status::ok, 517, 2},
    {"rocdl.mfma.f32.16x16x16bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x16f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x1f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x2bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x32.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x4bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x4f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x4f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x8.xf32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.16x16x8bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x16.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x1f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x2bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x2f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4.xf32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x4f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x8bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.32x32x8f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x1f32"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x2bf16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x4bf16.1k"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f32.4x4x4f16"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f64.16x16x4f64"sv, op_status::none, 0, 0},
    {"rocdl.mfma.f64.4x4x4f64"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x16i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x32.i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x4i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.16x16x64.i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x16.i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x32.i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x4i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.32x32x8i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.i32.4x4x4i8"sv, op_status::none, 0, 0},
    {"rocdl.mfma.scale.f32.16x16x128.f8f6f4"sv, op_status::none, 0, 0},
    {"rocdl.mfma.scale.f32.32x32x64.f8f6f4"sv, op_status::none, 0, 0},
    {"rocdl.permlane16.swap"sv, op_status::ok, 1376, 2},
    {"rocdl.permlane32.swap"sv, op_status::ok, 1376, 2},
    {"rocdl.permlanex16"sv, op_status::ok, 1376, 2},
    {"rocdl.raw.buffer.atomic.cmpswap"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.fadd"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.fmax"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.smax"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.atomic.umin"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.load"sv, op_status::none, 0, 0},
    {"rocdl.raw.buffer.store"sv, op_status::none, 0, 0},
    {"rocdl.raw.ptr.buffer.atomic.cmpswap"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.atomic.fadd"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.atomic.fmax"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.atomic.smax"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.atomic.umin"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.load"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.load.lds"sv, op_status::ok, 1357, 3},
    {"rocdl.raw.ptr.buffer.store"sv, op_status::ok, 1357, 3},
    {"rocdl.rcp"sv, op_status::none, 0, 0},
    {"rocdl.readfirstlane"sv, op_status::none, 0, 0},
    {"rocdl.readlane"sv, op_status::none, 0, 0},
    {"rocdl.s.barrier"sv, op_status::none, 0, 0},
    {"rocdl.s.barrier.init"sv, op_status::ok, 1378, 1},
    {"rocdl.s.barrier.join"sv, op_status::none, 0, 0},
    {"rocdl.s.barrier.leave"sv, op_status::ok, 495, 1},
    {"rocdl.s.barrier.signal"sv, op_status::ok, 495, 1},
    {"rocdl.s.barrier.signal.isfirst"sv, op_status::ok, 495, 1},
    {"rocdl.s.barrier.signal.var"sv, op_status::ok, 1378, 1},
    {"rocdl.s.barrier.wait"sv, op_status::ok, 495, 1},
    {"rocdl.s.get.barrier.state"sv, op_status::ok, 495, 1},
    {"rocdl.s.get.named.barrier.state"sv, op_status::none, 0, 0},
    {"rocdl.s.nop"sv, op_status::ok, 468, 1},
    {"rocdl.s.setprio"sv, op_status::ok, 1379, 1},
    {"rocdl.s.sleep"sv, op_status::ok, 468, 1},
    {"rocdl.s.wait.asynccnt"sv, op_status::ok, 468, 1},
    {"rocdl.s.wait.dscnt"sv, op_status::ok, 468, 1},
    {"rocdl.s.wait.expcnt"sv, op_status::ok, 468, 1},
    {"rocdl.s.wait.loadcnt"sv, op_status::ok, 468, 1},
    {"rocdl.s.wait.storecnt"sv, op_status::ok, 468, 1},
    {"rocdl.s.wait.tensorcnt"sv, op_status::ok, 468, 1},
    {"rocdl.s.waitcnt"sv, op_status::ok, 1380, 1},
    {"rocdl.s.wakeup.barrier"sv, op_status::none, 0, 0},
    {"rocdl.sched.barrier"sv, op_status::ok, 882, 1},
    {"rocdl.sched.group.barrier"sv, op_status::ok, 1381, 3},
    {"rocdl.sin"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x128.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x128.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x128.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x128.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x32.bf16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x32.f16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x64.bf16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x64.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x64.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x64.f16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x64.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.16x16x64.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x16.bf16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x16.f16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x32.bf16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x32.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x32.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x32.f16"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x32.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x32.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x64.bf8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x64.bf8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x64.fp8.bf8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.f32.32x32x64.fp8.fp8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.i32.16x16x128.i8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.i32.16x16x64.i8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.i32.32x32x32.i8"sv, op_status::none, 0, 0},
    {"rocdl.smfmac.i32.32x32x64.i8"sv, op_status::none, 0, 0},
    {"rocdl.sqrt"sv, op_status::none, 0, 0},
    {"rocdl.tanh"sv, op_status::none, 0, 0},
    {"rocdl.tensor.load.to.lds"sv, op_status::ok, 1384, 4},
    {"rocdl.tensor.load.to.lds.d2"sv, op_status::ok, 1384, 4},
    {"rocdl.tensor.store.from.lds"sv, op_status::ok, 1384, 4},
    {"rocdl.tensor.store.from.lds.d2"sv, op_status::ok, 1384, 4},
    {"rocdl.update.dpp"sv, op_status::ok, 1388, 4},
    {"rocdl.wavefrontsize"sv, op_status::ok, 1059, 1},
    {"rocdl.wmma.bf16.16x16x16.bf16"sv, op_status::ok, 1392, 1},
    {"rocdl.wmma.bf16.16x16x32.bf16"sv, op_status::ok, 1393, 5},
    {"rocdl.wmma.bf16f32.16x16x32.bf16"sv, op_status::ok, 1393, 5},
    {"rocdl.wmma.f16.16x16x128.bf8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x128.bf8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x128.fp8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x128.fp8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x16.f16"sv, op_status::ok, 1392, 1},
    {"rocdl.wmma.f16.16x16x32.f16"sv, op_status::ok, 1393, 5},
    {"rocdl.wmma.f16.16x16x64.bf8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x64.bf8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x64.fp8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f16.16x16x64.fp8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x128.bf8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x128.bf8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x128.fp8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x128.fp8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x16.bf16"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.bf8_bf8"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.bf8_fp8"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.f16"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.fp8_bf8"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x16.fp8_fp8"sv, op_status::none, 0, 0},
    {"rocdl.wmma.f32.16x16x32.bf16"sv, op_status::ok, 1393, 5},
    {"rocdl.wmma.f32.16x16x32.f16"sv, op_status::ok, 1393, 5},
    {"rocdl.wmma.f32.16x16x4.f32"sv, op_status::ok, 1393, 5},
    {"rocdl.wmma.f32.16x16x64.bf8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x64.bf8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x64.fp8_bf8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.f32.16x16x64.fp8_fp8"sv, op_status::ok, 1398, 3},
    {"rocdl.wmma.i32.16x16x16.iu4"sv, op_status::ok, 1401, 3},
    {"rocdl.wmma.i32.16x16x16.iu8"sv, op_status::ok, 1401, 3},
    {"rocdl.wmma.i32.16x16x32.iu4"sv, op_status::ok, 1401, 3},
    {"rocdl.wmma.i32.16x16x64.iu8"sv, op_status::ok, 1404, 5},
    {"rocdl.wmma.scale.f32.16x16x128.f8f6f4"sv, op_status::ok, 1409, 9},
    {"rocdl.wmma.scale.f32.32x16x128.f4"sv, op_status::ok, 1418, 7},
    {"rocdl.wmma.scale16.f32.16x16x128.f8f6f4"sv, op_status::ok, 1409, 9},
    {"rocdl.wmma.scale16.f32.32x16x128.f4"sv, op_status::ok, 1418, 7},
    {"rocdl.workgroup.dim.x"sv, op_status::ok, 1059, 1},
    {"rocdl.workgroup.dim.y"sv, op_status::ok, 1059, 1},
    {"rocdl.workgroup.dim.z"sv, op_status::ok, 1059, 1},
    {"rocdl.workgroup.id.x"sv, op_status::ok, 1059, 1},
    {"rocdl.workgroup.id.y"sv, op_status::ok, 1059, 1},
    {"rocdl.workgroup.id.z"sv, op_status::ok, 1059, 1},
    {"rocdl.workitem.id.x"sv, op_status::ok, 1059, 1},
    {"rocdl.workitem.id.y"sv, op_status::ok, 1059, 1},
    {"rocdl.workitem.id.z"sv, op_status::ok, 1059, 1},
    {"scf.condition"sv, op_status::none, 0, 0},
    {"scf.execute_region"sv, op_status::ok, 1425, 1},
    {"scf.for"sv, op_status::ok, 1426, 1},
    {"scf.forall"sv, op_status::ok, 1427, 6},
    {"scf.forall.in_parallel"sv, op_status::none, 0, 0},
    {"scf.if"sv, op_status::none, 0, 0},
    {"scf.index_switch"sv, op_status::ok, 512, 1},
    {"scf.parallel"sv, op_status::ok, 357, 2},
    {"scf.reduce"sv, op_status::none, 0, 0},
    {"scf.reduce.return"sv, op_status::none, 0, 0},
    {"scf.while"sv, op_status::none, 0, 0},
    {"scf.yield"sv, op_status::none, 0, 0},
    {"shape.add"sv, op_status::none, 0, 0},
    {"shape.any"sv, op_status::none, 0, 0},
    {"shape.assuming"sv, op_status::none, 0, 0},
    {"shape.assuming_all"sv, op_status::none, 0, 0},
    {"shape.assuming_yield"sv, op_status::none, 0, 0},
    {"shape.broadcast"sv, op_status::ok, 1433, 1},
    {"shape.concat"sv, op_status::none, 0, 0},
    {"shape.const_shape"sv, op_status::ok, 1434, 1},
    {"shape.const_size"sv, op_status::ok, 442, 1},
    {"shape.const_witness"sv, op_status::ok, 1435, 1},
    {"shape.cstr_broadcastable"sv, op_status::none, 0, 0},
    {"shape.cstr_eq"sv, op_status::none, 0, 0},
    {"shape.cstr_require"sv, op_status::ok, 477, 1},
    {"shape.debug_print"sv, op_status::none, 0, 0},
    {"shape.dim"sv, op_status::none, 0, 0},
    {"shape.div"sv, op_status::none, 0, 0},
    {"shape.from_extent_tensor"sv, op_status::none, 0, 0},
    {"shape.from_extents"sv, op_status::none, 0, 0},
    {"shape.func"sv, op_status::ok, 463, 5},
    {"shape.function_library"sv, op_status::ok, 1436, 3},
    {"shape.get_extent"sv, op_status::none, 0, 0},
    {"shape.index_to_size"sv, op_status::none, 0, 0},
    {"shape.is_broadcastable"sv, op_status::none, 0, 0},
    {"shape.max"sv, op_status::none, 0, 0},
    {"shape.meet"sv, op_status::ok, 1433, 1},
    {"shape.min"sv, op_status::none, 0, 0},
    {"shape.mul"sv, op_status::none, 0, 0},
    {"shape.num_elements"sv, op_status::none, 0, 0},
    {"shape.rank"sv, op_status::none, 0, 0},
    {"shape.reduce"sv, op_status::none, 0, 0},
    {"shape.return"sv, op_status::none, 0, 0},
    {"shape.shape_eq"sv, op_status::none, 0, 0},
    {"shape.shape_of"sv, op_status::none, 0, 0},
    {"shape.size_to_index"sv, op_status::none, 0, 0},
    {"shape.split_at"sv, op_status::none, 0, 0},
    {"shape.to_extent_tensor"sv, op_status::none, 0, 0},
    {"shape.value_as_shape"sv, op_status::none, 0, 0},
    {"shape.value_of"sv, op_status::none, 0, 0},
    {"shape.with_shape"sv, op_status::none, 0, 0},
    {"shape.yield"sv, op_status::none, 0, 0},
    {"shard.all_gather"sv, op_status::ok, 1439, 3},
    {"shard.all_reduce"sv, op_status::ok, 1442, 3},
    {"shard.all_slice"sv, op_status::ok, 1445, 3},
    {"shard.all_to_all"sv, op_status::ok, 1448, 4},
    {"shard.broadcast"sv, op_status::ok, 1452, 3},
    {"shard.gather"sv, op_status::ok, 1455, 4},
    {"shard.get_sharding"sv, op_status::none, 0, 0},
    {"shard.grid"sv, op_status::ok, 1459, 2},
    {"shard.grid_shape"sv, op_status::ok, 1461, 2},
    {"shard.neighbors_linear_indices"sv, op_status::ok, 1463, 2},
    {"shard.process_linear_index"sv, op_status::ok, 1465, 1},
    {"shard.process_multi_index"sv, op_status::ok, 1461, 2},
    {"shard.recv"sv, op_status::ok, 1466, 3},
    {"shard.reduce"sv, op_status::ok, 1469, 4},
    {"shard.reduce_scatter"sv, op_status::ok, 1473, 4},
    {"shard.scatter"sv, op_status::ok, 1477, 4},
    {"shard.send"sv, op_status::ok, 1481, 3},
    {"shard.shard"sv, op_status::ok, 1484, 1},
    {"shard.shard_shape"sv, op_status::ok, 1485, 4},
    {"shard.sharding"sv, op_status::ok, 1489, 6},
    {"shard.shift"sv, op_status::ok, 1495, 5},
    {"shard.update_halo"sv, op_status::ok, 1500, 3},
    {"smt.and"sv, op_status::none, 0, 0},
    {"smt.apply_func"sv, op_status::none, 0, 0},
    {"smt.array.broadcast"sv, op_status::none, 0, 0},
    {"smt.array.select"sv, op_status::none, 0, 0},
    {"smt.array.store"sv, op_status::none, 0, 0},
    {"smt.assert"sv, op_status::none, 0, 0},
    {"smt.bv.add"sv, op_status::none, 0, 0},
    {"smt.bv.and"sv, op_status::none, 0, 0},
    {"smt.bv.ashr"sv, op_status::none, 0, 0},
    {"smt.bv.cmp"sv, op_status::ok, 589, 1},
    {"smt.bv.concat"sv, op_status::none, 0, 0},
    {"smt.bv.constant"sv, op_status::ok, 442, 1},
    {"smt.bv.extract"sv, op_status::ok, 1503, 1},
    {"smt.bv.lshr"sv, op_status::none, 0, 0},
    {"smt.bv.mul"sv, op_status::none, 0, 0},
    {"smt.bv.neg"sv, op_status::none, 0, 0},
    {"smt.bv.not"sv, op_status::none, 0, 0},
    {"smt.bv.or"sv, op_status::none, 0, 0},
    {"smt.bv.repeat"sv, op_status::none, 0, 0},
    {"smt.bv.sdiv"sv, op_status::none, 0, 0},
    {"smt.bv.shl"sv, op_status::none, 0, 0},
    {"smt.bv.smod"sv, op_status::none, 0, 0},
    {"smt.bv.srem"sv, op_status::none, 0, 0},
    {"smt.bv.udiv"sv, op_status::none, 0, 0},
    {"smt.bv.urem"sv, op_status::none, 0, 0},
    {"smt.bv.xor"sv, op_status::none, 0, 0},
    {"smt.bv2int"sv, op_status::ok, 1504, 1},
    {"smt.check"sv, op_status::none, 0, 0},
    {"smt.constant"sv, op_status::ok, 442, 1},
    {"smt.declare_fun"sv, op_status::ok, 1505, 1},
    {"smt.distinct"sv, op_status::none, 0, 0},
    {"smt.eq"sv, op_status::none, 0, 0},
    {"smt.exists"sv, op_status::ok, 1506, 3},
    {"smt.forall"sv, op_status::ok, 1506, 3},
    {"smt.implies"sv, op_status::none, 0, 0},
    {"smt.int.abs"sv, op_status::none, 0, 0},
    {"smt.int.add"sv, op_status::none, 0, 0},
    {"smt.int.cmp"sv, op_status::ok, 589, 1},
    {"smt.int.constant"sv, op_status::ok, 442, 1},
    {"smt.int.div"sv, op_status::none, 0, 0},
    {"smt.int.mod"sv, op_status::none, 0, 0},
    {"smt.int.mul"sv, op_status::none, 0, 0},
    {"smt.int.sub"sv, op_status::none, 0, 0},
    {"smt.int2bv"sv, op_status::none, 0, 0},
    {"smt.ite"sv, op_status::none, 0, 0},
    {"smt.not"sv, op_status::none, 0, 0},
    {"smt.or"sv, op_status::none, 0, 0},
    {"smt.pop"sv, op_status::ok, 468, 1},
    {"smt.push"sv, op_status::ok, 468, 1},
    {"smt.reset"sv, op_status::none, 0, 0},
    {"smt.set_logic"sv, op_status::ok, 1509, 1},
    {"smt.solver"sv, op_status::none, 0, 0},
    {"smt.xor"sv, op_status::none, 0, 0},
    {"smt.yield"sv, op_status::none, 0, 0},
    {"sparse_tensor.assemble"sv, op_status::none, 0, 0},
    {"sparse_tensor.binary"sv, op_status::ok, 1510, 2},
    {"sparse_tensor.coiterate"sv, op_status::ok, 1512, 4},
    {"sparse_tensor.compress"sv, op_status::none, 0, 0},
    {"sparse_tensor.concatenate"sv, op_status::ok, 632, 1},
    {"sparse_tensor.convert"sv, op_status::none, 0, 0},
    {"sparse_tensor.coordinates"sv, op_status::ok, 1516, 1},
    {"sparse_tensor.coordinates_buffer"sv, op_status::none, 0, 0},
    {"sparse_tensor.crd_translate"sv, op_status::ok, 1517, 2},
    {"sparse_tensor.disassemble"sv, op_status::none, 0, 0},
    {"sparse_tensor.expand"sv, op_status::none, 0, 0},
    {"sparse_tensor.extract_iteration_space"sv, op_status::ok, 1519, 2},
    {"sparse_tensor.extract_value"sv, op_status::none, 0, 0},
    {"sparse_tensor.foreach"sv, op_status::ok, 1521, 1},
    {"sparse_tensor.has_runtime_library"sv, op_status::none, 0, 0},
    {"sparse_tensor.iterate"sv, op_status::ok, 1522, 1},
    {"sparse_tensor.load"sv, op_status::ok, 1523, 1},
    {"sparse_tensor.lvl"sv, op_status::none, 0, 0},
    {"sparse_tensor.new"sv, op_status::none, 0, 0},
    {"sparse_tensor.number_of_entries"sv, op_status::none, 0, 0},
    {"sparse_tensor.out"sv, op_status::none, 0, 0},
    {"sparse_tensor.positions"sv, op_status::ok, 1516, 1},
    {"sparse_tensor.print"sv, op_status::none, 0, 0},
    {"sparse_tensor.push_back"sv, op_status::ok, 1524, 1},
    {"sparse_tensor.reduce"sv, op_status::none, 0, 0},
    {"sparse_tensor.reinterpret_map"sv, op_status::none, 0, 0},
    {"sparse_tensor.reorder_coo"sv, op_status::ok, 1525, 1},
    {"sparse_tensor.select"sv, op_status::none, 0, 0},
    {"sparse_tensor.slice.offset"sv, op_status::ok, 626, 1},
    {"sparse_tensor.slice.stride"sv, op_status::ok, 626, 1},
    {"sparse_tensor.sort"sv, op_status::ok, 1526, 3},
    {"sparse_tensor.storage_specifier.get"sv, op_status::ok, 1529, 2},
    {"sparse_tensor.storage_specifier.init"sv, op_status::none, 0, 0},
    {"sparse_tensor.storage_specifier.set"sv, op_status::ok, 1529, 2},
    {"sparse_tensor.unary"sv, op_status::none, 0, 0},
    {"sparse_tensor.values"sv, op_status::none, 0, 0},
    {"sparse_tensor.yield"sv, op_status::none, 0, 0},
    {"spirv.ARM.Graph"sv, op_status::ok, 1531, 5},
    {"spirv.ARM.GraphConstant"sv, op_status::ok, 1536, 1},
    {"spirv.ARM.GraphEntryPoint"sv, op_status::ok, 1537, 2},
    {"spirv.ARM.GraphOutputs"sv, op_status::none, 0, 0},
    {"spirv.AccessChain"sv, op_status::none, 0, 0},
    {"spirv.AtomicAnd"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicCompareExchange"sv, op_status::ok, 1541, 3},
    {"spirv.AtomicCompareExchangeWeak"sv, op_status::ok, 1541, 3},
    {"spirv.AtomicExchange"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicIAdd"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicIDecrement"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicIIncrement"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicISub"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicOr"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicSMax"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicSMin"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicUMax"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicUMin"sv, op_status::ok, 1539, 2},
    {"spirv.AtomicXor"sv, op_status::ok, 1539, 2},
    {"spirv.BitCount"sv, op_status::none, 0, 0},
    {"spirv.BitFieldInsert"sv, op_status::none, 0, 0},
    {"spirv.BitFieldSExtract"sv, op_status::none, 0, 0},
    {"spirv.BitFieldUExtract"sv, op_status::none, 0, 0},
    {"spirv.BitReverse"sv, op_status::none, 0, 0},
    {"spirv.Bitcast"sv, op_status::none, 0, 0},
    {"spirv.BitwiseAnd"sv, op_status::none, 0, 0},
    {"spirv.BitwiseOr"sv, op_status::none, 0, 0},
    {"spirv.BitwiseXor"sv, op_status::none, 0, 0},
    {"spirv.Branch"sv, op_status::none, 0, 0},
    {"spirv.BranchConditional"sv, op_status::ok, 478, 3},
    {"spirv.CL.acos"sv, op_status::none, 0, 0},
    {"spirv.CL.acosh"sv, op_status::none, 0, 0},
    {"spirv.CL.asin"sv, op_status::none, 0, 0},
    {"spirv.CL.asinh"sv, op_status::none, 0, 0},
    {"spirv.CL.atan"sv, op_status::none, 0, 0},
    {"spirv.CL.atan2"sv, op_status::none, 0, 0},
    {"spirv.CL.atanh"sv, op_status::none, 0, 0},
    {"spirv.CL.ceil"sv, op_status::none, 0, 0},
    {"spirv.CL.cos"sv, op_status::none, 0, 0},
    {"spirv.CL.cosh"sv, op_status::none, 0, 0},
    {"spirv.CL.erf"sv, op_status::none, 0, 0},
    {"spirv.CL.exp"sv, op_status::none, 0, 0},
    {"spirv.CL.fabs"sv, op_status::none, 0, 0},
    {"spirv.CL.floor"sv, op_status::none, 0, 0},
    {"spirv.CL.fma"sv, op_status::none, 0, 0},
    {"spirv.CL.fmax"sv, op_status::none, 0, 0},
    {"spirv.CL.fmin"sv, op_status::none, 0, 0},
    {"spirv.CL.log"sv, op_status::none, 0, 0},
    {"spirv.CL.mix"sv, op_status::none, 0, 0},
    {"spirv.CL.pow"sv, op_status::none, 0, 0},
    {"spirv.CL.printf"sv, op_status::none, 0, 0},
    {"spirv.CL.rint"sv, op_status::none, 0, 0},
    {"spirv.CL.round"sv, op_status::none, 0, 0},
    {"spirv.CL.rsqrt"sv, op_status::none, 0, 0},
    {"spirv.CL.s_abs"sv, op_status::none, 0, 0},
    {"spirv.CL.s_max"sv, op_status::none, 0, 0},
    {"spirv.CL.s_min"sv, op_status::none, 0, 0},
    {"spirv.CL.sin"sv, op_status::none, 0, 0},
    {"spirv.CL.sinh"sv, op_status::none, 0, 0},
    {"spirv.CL.sqrt"sv, op_status::none, 0, 0},
    {"spirv.CL.tan"sv, op_status::none, 0, 0},
    {"spirv.CL.tanh"sv, op_status::none, 0, 0},
    {"spirv.CL.u_max"sv, op_status::none, 0, 0},
    {"spirv.CL.u_min"sv, op_status::none, 0, 0},
    {"spirv.CompositeConstruct"sv, op_status::none, 0, 0},
    {"spirv.CompositeExtract"sv, op_status::ok, 1544, 1},
    {"spirv.CompositeInsert"sv, op_status::ok, 1544, 1},
    {"spirv.Constant"sv, op_status::ok, 442, 1},
    {"spirv.ControlBarrier"sv, op_status::ok, 1545, 3},
    {"spirv.ConvertFToS"sv, op_status::none, 0, 0},
    {"spirv.ConvertFToU"sv, op_status::none, 0, 0},
    {"spirv.ConvertPtrToU"sv, op_status::none, 0, 0},
    {"spirv.ConvertSToF"sv, op_status::none, 0, 0},
    {"spirv.ConvertUToF"sv, op_status::none, 0, 0},
    {"spirv.ConvertUToPtr"sv, op_status::none, 0, 0},
    {"spirv.CopyMemory"sv, op_status::ok, 1548, 4},
    {"spirv.Dot"sv, op_status::none, 0, 0},
    {"spirv.EXT.AtomicFAdd"sv, op_status::ok, 1539, 2},
    {"spirv.EXT.ConstantCompositeReplicate"sv, op_status::ok, 442, 1},
    {"spirv.EXT.EmitMeshTasks"sv, op_status::none, 0, 0},
    {"spirv.EXT.SetMeshOutputs"sv, op_status::none, 0, 0},
    {"spirv.EXT.SpecConstantCompositeReplicate"sv, op_status::ok, 1552, 3},
    {"spirv.EmitVertex"sv, op_status::none, 0, 0},
    {"spirv.EndPrimitive"sv, op_status::none, 0, 0},
    {"spirv.EntryPoint"sv, op_status::ok, 1555, 3},
    {"spirv.ExecutionMode"sv, op_status::ok, 1558, 3},
    {"spirv.FAdd"sv, op_status::none, 0, 0},
    {"spirv.FConvert"sv, op_status::none, 0, 0},
    {"spirv.FDiv"sv, op_status::none, 0, 0},
    {"spirv.FMod"sv, op_status::none, 0, 0},
    {"spirv.FMul"sv, op_status::none, 0, 0},
    {"spirv.FNegate"sv, op_status::none, 0, 0},
    {"spirv.FOrdEqual"sv, op_status::none, 0, 0},
    {"spirv.FOrdGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.FOrdGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FOrdLessThan"sv, op_status::none, 0, 0},
    {"spirv.FOrdLessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FOrdNotEqual"sv, op_status::none, 0, 0},
    {"spirv.FRem"sv, op_status::none, 0, 0},
    {"spirv.FSub"sv, op_status::none, 0, 0},
    {"spirv.FUnordEqual"sv, op_status::none, 0, 0},
    {"spirv.FUnordGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.FUnordGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FUnordLessThan"sv, op_status::none, 0, 0},
    {"spirv.FUnordLessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.FUnordNotEqual"sv, op_status::none, 0, 0},
    {"spirv.FunctionCall"sv, op_status::ok, 460, 3},
    {"spirv.GL.Acos"sv, op_status::none, 0, 0},
    {"spirv.GL.Acosh"sv, op_status::none, 0, 0},
    {"spirv.GL.Asin"sv, op_status::none, 0, 0},
    {"spirv.GL.Asinh"sv, op_status::none, 0, 0},
    {"spirv.GL.Atan"sv, op_status::none, 0, 0},
    {"spirv.GL.Atanh"sv, op_status::none, 0, 0},
    {"spirv.GL.Ceil"sv, op_status::none, 0, 0},
    {"spirv.GL.Cos"sv, op_status::none, 0, 0},
    {"spirv.GL.Cosh"sv, op_status::none, 0, 0},
    {"spirv.GL.Cross"sv, op_status::none, 0, 0},
    {"spirv.GL.Distance"sv, op_status::none, 0, 0},
    {"spirv.GL.Exp"sv, op_status::none, 0, 0},
    {"spirv.GL.Exp2"sv, op_status::none, 0, 0},
    {"spirv.GL.FAbs"sv, op_status::none, 0, 0},
    {"spirv.GL.FClamp"sv, op_status::none, 0, 0},
    {"spirv.GL.FMax"sv, op_status::none, 0, 0},
    {"spirv.GL.FMin"sv, op_status::none, 0, 0},
    {"spirv.GL.FMix"sv, op_status::none, 0, 0},
    {"spirv.GL.FSign"sv, op_status::none, 0, 0},
    {"spirv.GL.FindILsb"sv, op_status::none, 0, 0},
    {"spirv.GL.FindSMsb"sv, op_status::none, 0, 0},
    {"spirv.GL.FindUMsb"sv, op_status::none, 0, 0},
    {"spirv.GL.Floor"sv, op_status::none, 0, 0},
    {"spirv.GL.Fma"sv, op_status::none, 0, 0},
    {"spirv.GL.Fract"sv, op_status::none, 0, 0},
    {"spirv.GL.FrexpStruct"sv, op_status::none, 0, 0},
    {"spirv.GL.InverseSqrt"sv, op_status::none, 0, 0},
    {"spirv.GL.Ldexp"sv, op_status::none, 0, 0},
    {"spirv.GL.Length"sv, op_status::none, 0, 0},
    {"spirv.GL.Log"sv, op_status::none, 0, 0},
    {"spirv.GL.Log2"sv, op_status::none, 0, 0},
    {"spirv.GL.Normalize"sv, op_status::none, 0, 0},
    {"spirv.GL.PackHalf2x16"sv, op_status::none, 0, 0},
    {"spirv.GL.PackSnorm4x8"sv, op_status::none, 0, 0},
    {"spirv.GL.Pow"sv, op_status::none, 0, 0},
    {"spirv.GL.Reflect"sv, op_status::none, 0, 0},
    {"spirv.GL.Round"sv, op_status::none, 0, 0},
    {"spirv.GL.RoundEven"sv, op_status::none, 0, 0},
    {"spirv.GL.SAbs"sv, op_status::none, 0, 0},
    {"spirv.GL.SClamp"sv, op_status::none, 0, 0},
    {"spirv.GL.SMax"sv, op_status::none, 0, 0},
    {"spirv.GL.SMin"sv, op_status::none, 0, 0},
    {"spirv.GL.SSign"sv, op_status::none, 0, 0},
    {"spirv.GL.Sin"sv, op_status::none, 0, 0},
    {"spirv.GL.Sinh"sv, op_status::none, 0, 0},
    {"spirv.GL.Sqrt"sv, op_status::none, 0, 0},
    {"spirv.GL.Tan"sv, op_status::none, 0, 0},
    {"spirv.GL.Tanh"sv, op_status::none, 0, 0},
    {"spirv.GL.UClamp"sv, op_status::none, 0, 0},
    {"spirv.GL.UMax"sv, op_status::none, 0, 0},
    {"spirv.GL.UMin"sv, op_status::none, 0, 0},
    {"spirv.GL.UnpackHalf2x16"sv, op_status::none, 0, 0},
    {"spirv.GL.UnpackSnorm4x8"sv, op_status::none, 0, 0},
    {"spirv.GenericCastToPtr"sv, op_status::none, 0, 0},
    {"spirv.GenericCastToPtrExplicit"sv, op_status::none, 0, 0},
    {"spirv.GlobalVariable"sv, op_status::ok, 1561, 8},
    {"spirv.GroupBroadcast"sv, op_status::ok, 1569, 1},
    {"spirv.GroupFAdd"sv, op_status::ok, 1570, 2},
    {"spirv.GroupFMax"sv, op_status::ok, 1570, 2},
    {"spirv.GroupFMin"sv, op_status::ok, 1570, 2},
    {"spirv.GroupIAdd"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformAll"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformAllEqual"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformAny"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformBallot"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformBallotBitCount"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformBallotFindLSB"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformBallotFindMSB"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformBitwiseAnd"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformBitwiseOr"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformBitwiseXor"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformBroadcast"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformElect"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformFAdd"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformFMax"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformFMin"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformFMul"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformIAdd"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformIMul"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformLogicalAnd"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformLogicalOr"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformLogicalXor"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformQuadSwap"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformRotateKHR"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformSMax"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformSMin"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformShuffle"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformShuffleDown"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformShuffleUp"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformShuffleXor"sv, op_status::ok, 1569, 1},
    {"spirv.GroupNonUniformUMax"sv, op_status::ok, 1570, 2},
    {"spirv.GroupNonUniformUMin"sv, op_status::ok, 1570, 2},
    {"spirv.GroupSMax"sv, op_status::ok, 1570, 2},
    {"spirv.GroupSMin"sv, op_status::ok, 1570, 2},
    {"spirv.GroupUMax"sv, op_status::ok, 1570, 2},
    {"spirv.GroupUMin"sv, op_status::ok, 1570, 2},
    {"spirv.IAdd"sv, op_status::none, 0, 0},
    {"spirv.IAddCarry"sv, op_status::none, 0, 0},
    {"spirv.IEqual"sv, op_status::none, 0, 0},
    {"spirv.IMul"sv, op_status::none, 0, 0},
    {"spirv.INTEL.ControlBarrierArrive"sv, op_status::ok, 1545, 3},
    {"spirv.INTEL.ControlBarrierWait"sv, op_status::ok, 1545, 3},
    {"spirv.INTEL.ConvertBF16ToF"sv, op_status::none, 0, 0},
    {"spirv.INTEL.ConvertFToBF16"sv, op_status::none, 0, 0},
    {"spirv.INTEL.RoundFToTF32"sv, op_status::none, 0, 0},
    {"spirv.INTEL.SubgroupBlockRead"sv, op_status::none, 0, 0},
    {"spirv.INTEL.SubgroupBlockWrite"sv, op_status::none, 0, 0},
    {"spirv.INotEqual"sv, op_status::none, 0, 0},
    {"spirv.ISub"sv, op_status::none, 0, 0},
    {"spirv.ISubBorrow"sv, op_status::none, 0, 0},
    {"spirv.Image"sv, op_status::none, 0, 0},
    {"spirv.ImageDrefGather"sv, op_status::ok, 1572, 1},
    {"spirv.ImageFetch"sv, op_status::ok, 1572, 1},
    {"spirv.ImageQuerySize"sv, op_status::none, 0, 0},
    {"spirv.ImageRead"sv, op_status::ok, 1572, 1},
    {"spirv.ImageSampleExplicitLod"sv, op_status::ok, 1573, 1},
    {"spirv.ImageSampleImplicitLod"sv, op_status::ok, 1572, 1},
    {"spirv.ImageSampleProjDrefImplicitLod"sv, op_status::ok, 1572, 1},
    {"spirv.ImageWrite"sv, op_status::ok, 1572, 1},
    {"spirv.InBoundsPtrAccessChain"sv, op_status::none, 0, 0},
    {"spirv.IsFinite"sv, op_status::none, 0, 0},
    {"spirv.IsInf"sv, op_status::none, 0, 0},
    {"spirv.IsNan"sv, op_status::none, 0, 0},
    {"spirv.KHR.AssumeTrue"sv, op_status::none, 0, 0},
    {"spirv.KHR.CooperativeMatrixLength"sv, op_status::ok, 1574, 1},
    {"spirv.KHR.CooperativeMatrixLoad"sv, op_status::ok, 1575, 3},
    {"spirv.KHR.CooperativeMatrixMulAdd"sv, op_status::ok, 1578, 1},
    {"spirv.KHR.CooperativeMatrixStore"sv, op_status::ok, 1575, 3},
    {"spirv.KHR.GroupFMul"sv, op_status::ok, 1570, 2},
    {"spirv.KHR.GroupIMul"sv, op_status::ok, 1570, 2},
    {"spirv.KHR.SubgroupBallot"sv, op_status::none, 0, 0},
    {"spirv.Kill"sv, op_status::none, 0, 0},
    {"spirv.Load"sv, op_status::ok, 1579, 2},
    {"spirv.LogicalAnd"sv, op_status::none, 0, 0},
    {"spirv.LogicalEqual"sv, op_status::none, 0, 0},
    {"spirv.LogicalNot"sv, op_status::none, 0, 0},
    {"spirv.LogicalNotEqual"sv, op_status::none, 0, 0},
    {"spirv.LogicalOr"sv, op_status::none, 0, 0},
    {"spirv.MatrixTimesMatrix"sv, op_status::none, 0, 0},
    {"spirv.MatrixTimesScalar"sv, op_status::none, 0, 0},
    {"spirv.MatrixTimesVector"sv, op_status::none, 0, 0},
    {"spirv.MemoryBarrier"sv, op_status::ok, 1581, 2},
    {"spirv.Not"sv, op_status::none, 0, 0},
    {"spirv.Ordered"sv, op_status::none, 0, 0},
    {"spirv.PtrAccessChain"sv, op_status::none, 0, 0},
    {"spirv.PtrCastToGeneric"sv, op_status::none, 0, 0},
    {"spirv.Return"sv, op_status::none, 0, 0},
    {"spirv.ReturnValue"sv, op_status::none, 0, 0},
    {"spirv.SConvert"sv, op_status::none, 0, 0},
    {"spirv.SDiv"sv, op_status::none, 0, 0},
    {"spirv.SDot"sv, op_status::ok, 1583, 1},
    {"spirv.SDotAccSat"sv, op_status::ok, 1583, 1},
    {"spirv.SGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.SGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.SLessThan"sv, op_status::none, 0, 0},
    {"spirv.SLessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.SMod"sv, op_status::none, 0, 0},
    {"spirv.SMulExtended"sv, op_status::none, 0, 0},
    {"spirv.SNegate"sv, op_status::none, 0, 0},
    {"spirv.SRem"sv, op_status::none, 0, 0},
    {"spirv.SUDot"sv, op_status::ok, 1583, 1},
    {"spirv.SUDotAccSat"sv, op_status::ok, 1583, 1},
    {"spirv.Select"sv, op_status::none, 0, 0},
    {"spirv.ShiftLeftLogical"sv, op_status::none, 0, 0},
    {"spirv.ShiftRightArithmetic"sv, op_status::none, 0, 0},
    {"spirv.ShiftRightLogical"sv, op_status::none, 0, 0},
    {"spirv.SpecConstant"sv, op_status::ok, 1584, 2},
    {"spirv.SpecConstantComposite"sv, op_status::ok, 1586, 3},
    {"spirv.SpecConstantOperation"sv, op_status::none, 0, 0},
    {"spirv.Store"sv, op_status::ok, 1579, 2},
    {"spirv.Switch"sv, op_status::ok, 1589, 4},
    {"spirv.Transpose"sv, op_status::none, 0, 0},
    {"spirv.UConvert"sv, op_status::none, 0, 0},
    {"spirv.UDiv"sv, op_status::none, 0, 0},
    {"spirv.UDot"sv, op_status::ok, 1583, 1},
    {"spirv.UDotAccSat"sv, op_status::ok, 1583, 1},
    {"spirv.UGreaterThan"sv, op_status::none, 0, 0},
    {"spirv.UGreaterThanEqual"sv, op_status::none, 0, 0},
    {"spirv.ULessThan"sv, op_status::none, 0, 0},
    {"spirv.ULessThanEqual"sv, op_status::none, 0, 0},
    {"spirv.UMod"sv, op_status::none, 0, 0},
    {"spirv.UMulExtended"sv, op_status::none, 0, 0},
    {"spirv.Undef"sv, op_status::none, 0, 0},
    {"spirv.Unordered"sv, op_status::none, 0, 0},
    {"spirv.Unreachable"sv, op_status::none, 0, 0},
    {"spirv.Variable"sv, op_status::ok, 1593, 1},
    {"spirv.VectorExtractDynamic"sv, op_status::none, 0, 0},
    {"spirv.VectorInsertDynamic"sv, op_status::none, 0, 0},
    {"spirv.VectorShuffle"sv, op_status::ok, 1594, 1},
    {"spirv.VectorTimesMatrix"sv, op_status::none, 0, 0},
    {"spirv.VectorTimesScalar"sv, op_status::none, 0, 0},
    {"spirv.func"sv, op_status::ok, 1595, 6},
    {"spirv.mlir.addressof"sv, op_status::ok, 1601, 1},
    {"spirv.mlir.loop"sv, op_status::ok, 1602, 1},
    {"spirv.mlir.merge"sv, op_status::none, 0, 0},
    {"spirv.mlir.referenceof"sv, op_status::ok, 1603, 1},
    {"spirv.mlir.selection"sv, op_status::ok, 1604, 1},
    {"spirv.mlir.yield"sv, op_status::none, 0, 0},
    {"spirv.module"sv, op_status::ok, 1605, 4},
    {"tensor.bitcast"sv, op_status::none, 0, 0},
    {"tensor.cast"sv, op_status::none, 0, 0},
    {"tensor.collapse_shape"sv, op_status::ok, 903, 1},
    {"tensor.concat"sv, op_status::ok, 626, 1},
    {"tensor.dim"sv, op_status::none, 0, 0},
    {"tensor.empty"sv, op_status::none, 0, 0},
    {"tensor.expand_shape"sv, op_status::ok, 904, 2},
    {"tensor.extract"sv, op_status::none, 0, 0},
    {"tensor.extract_slice"sv, op_status::ok, 918, 5},
    {"tensor.from_elements"sv, op_status::none, 0, 0},
    {"tensor.gather"sv, op_status::ok, 1609, 2},
    {"tensor.generate"sv, op_status::none, 0, 0},
    {"tensor.insert"sv, op_status::none, 0, 0},
    {"tensor.insert_slice"sv, op_status::ok, 1611, 5},
    {"tensor.pad"sv, op_status::ok, 1616, 5},
    {"tensor.parallel_insert_slice"sv, op_status::ok, 1611, 5},
    {"tensor.rank"sv, op_status::none, 0, 0},
    {"tensor.reshape"sv, op_status::none, 0, 0},
    {"tensor.scatter"sv, op_status::ok, 1621, 2},
    {"tensor.splat"sv, op_status::none, 0, 0},
    {"tensor.yield"sv, op_status::none, 0, 0},
    {"tosa.abs"sv, op_status::none, 0, 0},
    {"tosa.add"sv, op_status::none, 0, 0},
    {"tosa.add_shape"sv, op_status::none, 0, 0},
    {"tosa.apply_scale"sv, op_status::ok, 1623, 1},
    {"tosa.argmax"sv, op_status::ok, 1624, 2},
    {"tosa.arithmetic_right_shift"sv, op_status::ok, 1626, 1},
    {"tosa.avg_pool2d"sv, op_status::ok, 1627, 4},
    {"tosa.bitwise_and"sv, op_status::none, 0, 0},
    {"tosa.bitwise_not"sv, op_status::none, 0, 0},
    {"tosa.bitwise_or"sv, op_status::none, 0, 0},
    {"tosa.bitwise_xor"sv, op_status::none, 0, 0},
    {"tosa.cast"sv, op_status::none, 0, 0},
    {"tosa.cast_from_block_scaled"sv, op_status::ok, 1631, 1},
    {"tosa.cast_to_block_scaled"sv, op_status::ok, 1631, 1},
    {"tosa.ceil"sv, op_status::none, 0, 0},
    {"tosa.clamp"sv, op_status::ok, 1632, 3},
    {"tosa.clz"sv, op_status::none, 0, 0},
    {"tosa.concat"sv, op_status::ok, 1635, 1},
    {"tosa.concat_shape"sv, op_status::none, 0, 0},
    {"tosa.cond_if"sv, op_status::none, 0, 0},
    {"tosa.const"sv, op_status::ok, 1636, 1},
    {"tosa.const_shape"sv, op_status::ok, 1636, 1},
    {"tosa.conv2d"sv, op_status::ok, 1637, 5},
    {"tosa.conv3d"sv, op_status::ok, 1637, 5},
    {"tosa.cos"sv, op_status::none, 0, 0},
    {"tosa.custom"sv, op_status::ok, 1642, 3},
    {"tosa.depthwise_conv2d"sv, op_status::ok, 1637, 5},
    {"tosa.dim"sv, op_status::ok, 1635, 1},
    {"tosa.div_ceil_shape"sv, op_status::none, 0, 0},
    {"tosa.div_floor_shape"sv, op_status::none, 0, 0},
    {"tosa.equal"sv, op_status::none, 0, 0},
    {"tosa.erf"sv, op_status::none, 0, 0},
    {"tosa.exp"sv, op_status::none, 0, 0},
    {"tosa.exp2_shape"sv, op_status::none, 0, 0},
    {"tosa.fft2d"sv, op_status::ok, 1645, 2},
    {"tosa.floor"sv, op_status::none, 0, 0},
    {"tosa.gather"sv, op_status::none, 0, 0},
    {"tosa.greater"sv, op_status::none, 0, 0},
    {"tosa.greater_equal"sv, op_status::none, 0, 0},
    {"tosa.identity"sv, op_status::none, 0, 0},
    {"tosa.intdiv"sv, op_status::none, 0, 0},
    {"tosa.log"sv, op_status::none, 0, 0},
    {"tosa.log2_ceil_shape"sv, op_status::none, 0, 0},
    {"tosa.log2_floor_shape"sv, op_status::none, 0, 0},
    {"tosa.logical_and"sv, op_status::none, 0, 0},
    {"tosa.logical_left_shift"sv, op_status::none, 0, 0},
    {"tosa.logical_not"sv, op_status::none, 0, 0},
    {"tosa.logical_or"sv, op_status::none, 0, 0},
    {"tosa.logical_right_shift"sv, op_status::none, 0, 0},
    {"tosa.logical_xor"sv, op_status::none, 0, 0},
    {"tosa.matmul"sv, op_status::none, 0, 0},
    {"tosa.matmul_t_block_scaled"sv, op_status::ok, 1631, 1},
    {"tosa.max_pool2d"sv, op_status::ok, 1647, 4},
    {"tosa.max_shape"sv, op_status::none, 0, 0},
    {"tosa.maximum"sv, op_status::ok, 1651, 1},
    {"tosa.min_shape"sv, op_status::none, 0, 0},
    {"tosa.minimum"sv, op_status::ok, 1651, 1},
    {"tosa.mod_shape"sv, op_status::none, 0, 0},
    {"tosa.mul"sv, op_status::none, 0, 0},
    {"tosa.mul_shape"sv, op_status::none, 0, 0},
    {"tosa.negate"sv, op_status::none, 0, 0},
    {"tosa.pad"sv, op_status::none, 0, 0},
    {"tosa.pow"sv, op_status::none, 0, 0},
    {"tosa.reciprocal"sv, op_status::none, 0, 0},
    {"tosa.reduce_all"sv, op_status::ok, 1635, 1},
    {"tosa.reduce_any"sv, op_status::ok, 1635, 1},
    {"tosa.reduce_max"sv, op_status::ok, 1624, 2},
    {"tosa.reduce_min"sv, op_status::ok, 1624, 2},
    {"tosa.reduce_product"sv, op_status::ok, 1635, 1},
    {"tosa.reduce_sum"sv, op_status::ok, 1635, 1},
    {"tosa.rescale"sv, op_status::ok, 1652, 5},
    {"tosa.reshape"sv, op_status::none, 0, 0},
    {"tosa.resize"sv, op_status::ok, 561, 1},
    {"tosa.reverse"sv, op_status::ok, 1635, 1},
    {"tosa.rfft2d"sv, op_status::ok, 1657, 1},
    {"tosa.rsqrt"sv, op_status::none, 0, 0},
    {"tosa.scatter"sv, op_status::none, 0, 0},
    {"tosa.select"sv, op_status::none, 0, 0},
    {"tosa.sigmoid"sv, op_status::none, 0, 0},
    {"tosa.sin"sv, op_status::none, 0, 0},
    {"tosa.slice"sv, op_status::none, 0, 0},
    {"tosa.slice_shape"sv, op_status::none, 0, 0},
    {"tosa.sub"sv, op_status::none, 0, 0},
    {"tosa.sub_shape"sv, op_status::none, 0, 0},
    {"tosa.table"sv, op_status::none, 0, 0},
    {"tosa.tanh"sv, op_status::none, 0, 0},
    {"tosa.tile"sv, op_status::none, 0, 0},
    {"tosa.transpose"sv, op_status::ok, 1658, 1},
    {"tosa.transpose_conv2d"sv, op_status::ok, 1659, 4},
    {"tosa.variable"sv, op_status::ok, 1663, 4},
    {"tosa.variable_read"sv, op_status::ok, 502, 1},
    {"tosa.variable_write"sv, op_status::ok, 502, 1},
    {"tosa.while_loop"sv, op_status::none, 0, 0},
    {"tosa.yield"sv, op_status::none, 0, 0},
    {"transform.affine.simplify_bounded_affine_ops"sv, op_status::ok, 1667, 2},
    {"transform.affine.simplify_min_max_affine_ops"sv, op_status::none, 0, 0},
    {"transform.alternatives"sv, op_status::none, 0, 0},
    {"transform.annotate"sv, op_status::ok, 502, 1},
    {"transform.apply_conversion_patterns"sv, op_status::ok, 1669, 6},
    {"transform.apply_conversion_patterns.dialect_to_llvm"sv, op_status::ok, 1675, 1},
    {"transform.apply_conversion_patterns.func.func_to_llvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.gpu.gpu_subgroup_reduce_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.gpu.gpu_to_nvvm"sv, op_status::ok, 1676, 1},
    {"transform.apply_conversion_patterns.gpu.gpu_to_rocdl"sv, op_status::ok, 1677, 1},
    {"transform.apply_conversion_patterns.gpu.gpu_wmma_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter"sv, op_status::ok, 1678, 5},
    {"transform.apply_conversion_patterns.nvgpu.nvgpu_to_nvvm"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.scf.scf_to_control_flow"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.scf.structural_conversions"sv, op_status::none, 0, 0},
    {"transform.apply_conversion_patterns.vector.vector_to_llvm"sv, op_status::ok, 1683, 3},
    {"transform.apply_cse"sv, op_status::none, 0, 0},
    {"transform.apply_dce"sv, op_status::none, 0, 0},
    {"transform.apply_licm"sv, op_status::none, 0, 0},
    {"transform.apply_patterns"sv, op_status::ok, 1686, 3},
    {"transform.apply_patterns.arm_neon.vector_contract_to_bfmmla"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.arm_neon.vector_contract_to_i8mm"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.arm_sve.vector_contract_to_bfmmla"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.arm_sve.vector_contract_to_i8mm"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.canonicalization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.gpu.eliminate_barriers"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.gpu.gpu_rewrite_patterns"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.gpu.gpu_shuffle_to_amdgpu"sv, op_status::ok, 1689, 1},
    {"transform.apply_patterns.gpu.unroll_vectors_subgroup_mma"sv, op_status::ok, 1690, 3},
    {"transform.apply_patterns.linalg.decompose_pack_unpack"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.decompose_pad"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.erase_unnecessary_inputs"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.fold_add_into_dest"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.fold_pack_unpack_into_empty"sv, op_status::ok, 1693, 1},
    {"transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.pad_vectorization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.linalg.tiling_canonicalization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.alloc_to_alloca"sv, op_status::ok, 1694, 1},
    {"transform.apply_patterns.memref.expand_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.expand_strided_metadata"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.extract_address_computations"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.fold_memref_alias_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.memref.resolve_ranked_shaped_type_result_dims"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.scf.for_loop_canonicalization"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.bubble_up_extract_slice"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.decompose_concat"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.drop_redundant_insert_slice_rank_expansion"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.fold_into_pack_and_unpack"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.fold_tensor_empty"sv, op_status::ok, 1693, 1},
    {"transform.apply_patterns.tensor.fold_tensor_subset_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.reassociative_reshape_folding"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.tensor.rewrite_as_constant"sv, op_status::ok, 1695, 1},
    {"transform.apply_patterns.vector.cast_away_vector_leading_one_dim"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.drop_unit_dims_with_shape_cast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.elementwise_to_vector"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.fold_arith_extension"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.interleave_to_shuffle"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_bitcast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_broadcast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_contraction"sv, op_status::ok, 1696, 1},
    {"transform.apply_patterns.vector.lower_create_mask"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_gather"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_interleave"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_masked_transfers"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_masks"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_multi_reduction"sv, op_status::ok, 1697, 1},
    {"transform.apply_patterns.vector.lower_outerproduct"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_scan"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_shape_cast"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.lower_transfer"sv, op_status::ok, 1698, 1},
    {"transform.apply_patterns.vector.lower_transpose"sv, op_status::ok, 1699, 2},
    {"transform.apply_patterns.vector.materialize_masks"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.rank_reducing_subview_patterns"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.reduction_to_contract"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.rewrite_narrow_types"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.sink_mem_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.sink_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.split_transfer_full_partial"sv, op_status::ok, 1701, 1},
    {"transform.apply_patterns.vector.transfer_permutation_patterns"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.transfer_to_scf"sv, op_status::ok, 1702, 2},
    {"transform.apply_patterns.vector.unroll_from_elements"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.vector.unroll_to_elements"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.x86vector.sink_vector_producer_ops"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.x86vector.vector_contract_bf16_to_fma"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.x86vector.vector_contract_to_fma"sv, op_status::none, 0, 0},
    {"transform.apply_patterns.x86vector.vector_contract_to_packed_type_dot_product"sv, op_status::none, 0, 0},
    {"transform.apply_registered_pass"sv, op_status::ok, 1704, 2},
    {"transform.bufferization.buffer_loop_hoisting"sv, op_status::none, 0, 0},
    {"transform.bufferization.eliminate_empty_tensors"sv, op_status::none, 0, 0},
    {"transform.bufferization.empty_tensor_to_alloc_tensor"sv, op_status::none, 0, 0},
    {"transform.bufferization.one_shot_bufferize"sv, op_status::ok, 1706, 9},
    {"transform.cast"sv, op_status::none, 0, 0},
    {"transform.collect_matching"sv, op_status::ok, 1715, 1},
    {"transform.debug.emit_param_as_remark"sv, op_status::ok, 1716, 1},
    {"transform.debug.emit_remark_at"sv, op_status::ok, 1717, 1},
    {"transform.dlti.query"sv, op_status::ok, 1718, 1},
    {"transform.foreach"sv, op_status::ok, 1719, 1},
    {"transform.foreach_match"sv, op_status::ok, 1720, 4},
    {"transform.func.cast_and_call"sv, op_status::ok, 1724, 4},
    {"transform.func.deduplicate_func_args"sv, op_status::ok, 700, 1},
    {"transform.func.replace_func_signature"sv, op_status::ok, 1728, 4},
    {"transform.get_consumers_of_result"sv, op_status::ok, 1732, 1},
    {"transform.get_defining_op"sv, op_status::none, 0, 0},
    {"transform.get_operand"sv, op_status::ok, 1733, 3},
    {"transform.get_parent_op"sv, op_status::ok, 1736, 5},
    {"transform.get_producer_of_operand"sv, op_status::ok, 1741, 1},
    {"transform.get_result"sv, op_status::ok, 1733, 3},
    {"transform.get_type"sv, op_status::ok, 1742, 1},
    {"transform.gpu.map_forall_to_blocks"sv, op_status::ok, 1743, 2},
    {"transform.gpu.map_nested_forall_to_threads"sv, op_status::ok, 1745, 3},
    {"transform.include"sv, op_status::ok, 1748, 4},
    {"transform.irdl.collect_matching"sv, op_status::none, 0, 0},
    {"transform.loop.coalesce"sv, op_status::none, 0, 0},
    {"transform.loop.forall_to_for"sv, op_status::none, 0, 0},
    {"transform.loop.forall_to_parallel"sv, op_status::none, 0, 0},
    {"transform.loop.fuse_sibling"sv, op_status::none, 0, 0},
    {"transform.loop.hoist_loop_invariant_subsets"sv, op_status::none, 0, 0},
    {"transform.loop.outline"sv, op_status::ok, 1752, 1},
    {"transform.loop.parallel_for_to_nested_fors"sv, op_status::none, 0, 0},
    {"transform.loop.peel"sv, op_status::ok, 1753, 2},
    {"transform.loop.pipeline"sv, op_status::ok, 1755, 2},
    {"transform.loop.promote_if_one_iteration"sv, op_status::none, 0, 0},
    {"transform.loop.unroll"sv, op_status::ok, 1757, 1},
    {"transform.loop.unroll_and_jam"sv, op_status::ok, 1757, 1},
    {"transform.match.operation_empty"sv, op_status::none, 0, 0},
    {"transform.match.operation_name"sv, op_status::ok, 1758, 1},
    {"transform.match.param.cmpi"sv, op_status::ok, 441, 1},
    {"transform.match.structured"sv, op_status::ok, 1759, 1},
    {"transform.match.structured.body"sv, op_status::ok, 1760, 4},
    {"transform.match.structured.classify_contraction_dims"sv, op_status::none, 0, 0},
    {"transform.match.structured.classify_convolution_dims"sv, op_status::none, 0, 0},
    {"transform.match.structured.dim"sv, op_status::ok, 1764, 5},
    {"transform.match.structured.elemental_bitwidth"sv, op_status::none, 0, 0},
    {"transform.match.structured.init"sv, op_status::ok, 1769, 5},
    {"transform.match.structured.input"sv, op_status::ok, 1769, 5},
    {"transform.match.structured.num_inits"sv, op_status::none, 0, 0},
    {"transform.match.structured.num_inputs"sv, op_status::none, 0, 0},
    {"transform.match.structured.rank"sv, op_status::none, 0, 0},
    {"transform.match.structured.result"sv, op_status::ok, 1774, 3},
    {"transform.match.structured.yield"sv, op_status::none, 0, 0},
    {"transform.memref.alloca_to_global"sv, op_status::none, 0, 0},
    {"transform.memref.erase_dead_alloc_and_stores"sv, op_status::none, 0, 0},
    {"transform.memref.make_loop_independent"sv, op_status::ok, 1777, 1},
    {"transform.memref.multibuffer"sv, op_status::ok, 1778, 2},
    {"transform.merge_handles"sv, op_status::ok, 1780, 1},
    {"transform.named_sequence"sv, op_status::ok, 463, 5},
    {"transform.num_associations"sv, op_status::none, 0, 0},
    {"transform.nvgpu.create_async_groups"sv, op_status::ok, 1781, 1},
    {"transform.nvgpu.pipeline_shared_memory_copies"sv, op_status::ok, 1782, 3},
    {"transform.nvgpu.rewrite_copy_as_tma"sv, op_status::none, 0, 0},
    {"transform.nvgpu.rewrite_matmul_as_mma_sync"sv, op_status::none, 0, 0},
    {"transform.param.constant"sv, op_status::ok, 442, 1},
    {"transform.pdl_match"sv, op_status::ok, 1785, 1},
    {"transform.print"sv, op_status::ok, 1786, 4},
    {"transform.replicate"sv, op_status::none, 0, 0},
    {"transform.scf.take_assumed_branch"sv, op_status::ok, 1790, 1},
    {"transform.select"sv, op_status::ok, 1791, 1},
    {"transform.sequence"sv, op_status::ok, 1792, 3},
    {"transform.smt.constrain_params"sv, op_status::none, 0, 0},
    {"transform.sparse_tensor.match.sparse_inout"sv, op_status::none, 0, 0},
    {"transform.split_handle"sv, op_status::ok, 1795, 3},
    {"transform.structured.bufferize_to_allocation"sv, op_status::ok, 1798, 5},
    {"transform.structured.continuous_tile_sizes"sv, op_status::ok, 1803, 2},
    {"transform.structured.convert_conv2d_to_img2col"sv, op_status::none, 0, 0},
    {"transform.structured.convert_to_loops"sv, op_status::none, 0, 0},
    {"transform.structured.decompose"sv, op_status::none, 0, 0},
    {"transform.structured.decompose_interface"sv, op_status::none, 0, 0},
    {"transform.structured.decompose_winograd_op"sv, op_status::none, 0, 0},
    {"transform.structured.eliminate_empty_tensors"sv, op_status::none, 0, 0},
    {"transform.structured.flatten_elementwise"sv, op_status::none, 0, 0},
    {"transform.structured.fuse"sv, op_status::ok, 1805, 6},
    {"transform.structured.fuse_into_containing_op"sv, op_status::none, 0, 0},
    {"transform.structured.generalize"sv, op_status::none, 0, 0},
    {"transform.structured.gpu.map_copy_to_threads"sv, op_status::ok, 1811, 2},
    {"transform.structured.hoist_pad"sv, op_status::ok, 1813, 2},
    {"transform.structured.hoist_pad.build_packing_loop_nest"sv, op_status::ok, 1815, 1},
    {"transform.structured.hoist_redundant_vector_broadcasts"sv, op_status::none, 0, 0},
    {"transform.structured.hoist_redundant_vector_transfers"sv, op_status::ok, 1816, 1},
    {"transform.structured.insert_slice_to_copy"sv, op_status::none, 0, 0},
    {"transform.structured.interchange"sv, op_status::ok, 1817, 1},
    {"transform.structured.linalg_copy_to_memref"sv, op_status::none, 0, 0},
    {"transform.structured.lower_pack"sv, op_status::ok, 1818, 1},
    {"transform.structured.lower_unpack"sv, op_status::ok, 1819, 1},
    {"transform.structured.match"sv, op_status::ok, 1820, 5},
    {"transform.structured.multitile_sizes"sv, op_status::ok, 1825, 3},
    {"transform.structured.pack"sv, op_status::ok, 1828, 1},
    {"transform.structured.pack_greedily"sv, op_status::ok, 1829, 3},
    {"transform.structured.pack_transpose"sv, op_status::ok, 1832, 2},
    {"transform.structured.pad"sv, op_status::ok, 1834, 7},
    {"transform.structured.pad_tiling_interface"sv, op_status::ok, 1841, 3},
    {"transform.structured.promote"sv, op_status::ok, 1844, 8},
    {"transform.structured.promote_tensor"sv, op_status::ok, 1852, 1},
    {"transform.structured.replace"sv, op_status::none, 0, 0},
    {"transform.structured.rewrite_in_destination_passing_style"sv, op_status::none, 0, 0},
    {"transform.structured.scalarize"sv, op_status::none, 0, 0},
    {"transform.structured.specialize"sv, op_status::none, 0, 0},
    {"transform.structured.split"sv, op_status::ok, 1853, 3},
    {"transform.structured.split_reduction"sv, op_status::ok, 1856, 5},
    {"transform.structured.tile_reduction_using_for"sv, op_status::ok, 1861, 2},
    {"transform.structured.tile_reduction_using_forall"sv, op_status::ok, 1863, 4},
    {"transform.structured.tile_using_for"sv, op_status::ok, 1867, 3},
    {"transform.structured.tile_using_forall"sv, op_status::ok, 1870, 5},
    {"transform.structured.transpose_conv2d"sv, op_status::none, 0, 0},
    {"transform.structured.transpose_matmul"sv, op_status::ok, 1875, 1},
    {"transform.structured.vectorize"sv, op_status::ok, 1876, 5},
    {"transform.structured.vectorize_children_and_apply_patterns"sv, op_status::ok, 1881, 6},
    {"transform.structured.winograd_conv2d"sv, op_status::ok, 637, 1},
    {"transform.tensor.make_loop_independent"sv, op_status::ok, 1777, 1},
    {"transform.tune.alternatives"sv, op_status::ok, 1887, 2},
    {"transform.tune.knob"sv, op_status::ok, 1889, 3},
    {"transform.type_conversion.tensor.cast_shape_dynamic_dims"sv, op_status::ok, 1892, 1},
    {"transform.verify"sv, op_status::none, 0, 0},
    {"transform.with_pdl_patterns"sv, op_status::none, 0, 0},
    {"transform.xegpu.convert_layout"sv, op_status::ok, 1893, 8},
    {"transform.xegpu.get_desc_op"sv, op_status::none, 0, 0},
    {"transform.xegpu.insert_prefetch"sv, op_status::ok, 1901, 1},
    {"transform.xegpu.set_desc_layout"sv, op_status::ok, 1902, 6},
    {"transform.xegpu.set_gpu_launch_threads"sv, op_status::ok, 1908, 1},
    {"transform.xegpu.set_op_layout_attr"sv, op_status::ok, 1909, 8},
    {"transform.yield"sv, op_status::none, 0, 0},
    {"ub.poison"sv, op_status::ok, 1917, 1},
    {"ub.unreachable"sv, op_status::none, 0, 0},
    {"vcix.v.iv"sv, op_status::ok, 1918, 2},
    {"vcix.v.sv"sv, op_status::ok, 1920, 1},
    {"vector.bitcast"sv, op_status::none, 0, 0},
    {"vector.broadcast"sv, op_status::none, 0, 0},
    {"vector.compressstore"sv, op_status::ok, 917, 1},
    {"vector.constant_mask"sv, op_status::ok, 1921, 1},
    {"vector.contract"sv, op_status::ok, 1922, 3},
    {"vector.create_mask"sv, op_status::none, 0, 0},
    {"vector.deinterleave"sv, op_status::none, 0, 0},
    {"vector.expandload"sv, op_status::ok, 917, 1},
    {"vector.extract"sv, op_status::ok, 1925, 1},
    {"vector.extract_strided_slice"sv, op_status::ok, 1926, 3},
    {"vector.fma"sv, op_status::none, 0, 0},
    {"vector.from_elements"sv, op_status::none, 0, 0},
    {"vector.gather"sv, op_status::ok, 917, 1},
    {"vector.insert"sv, op_status::ok, 1925, 1},
    {"vector.insert_strided_slice"sv, op_status::ok, 1929, 2},
    {"vector.interleave"sv, op_status::none, 0, 0},
    {"vector.load"sv, op_status::ok, 912, 2},
    {"vector.mask"sv, op_status::none, 0, 0},
    {"vector.maskedload"sv, op_status::ok, 917, 1},
    {"vector.maskedstore"sv, op_status::ok, 917, 1},
    {"vector.multi_reduction"sv, op_status::ok, 1931, 2},
    {"vector.outerproduct"sv, op_status::ok, 1933, 1},
    {"vector.print"sv, op_status::ok, 1934, 2},
    {"vector.reduction"sv, op_status::ok, 1936, 2},
    {"vector.scalable.extract"sv, op_status::ok, 815, 1},
    {"vector.scalable.insert"sv, op_status::ok, 815, 1},
    {"vector.scan"sv, op_status::ok, 1938, 3},
    {"vector.scatter"sv, op_status::ok, 917, 1},
    {"vector.shape_cast"sv, op_status::none, 0, 0},
    {"vector.shuffle"sv, op_status::ok, 882, 1},
    {"vector.step"sv, op_status::none, 0, 0},
    {"vector.store"sv, op_status::ok, 912, 2},
    {"vector.to_elements"sv, op_status::none, 0, 0},
    {"vector.transfer_read"sv, op_status::ok, 1941, 4},
    {"vector.transfer_write"sv, op_status::ok, 1941, 4},
    {"vector.transpose"sv, op_status::ok, 633, 1},
    {"vector.type_cast"sv, op_status::none, 0, 0},
    {"vector.vscale"sv, op_status::none, 0, 0},
    {"vector.yield"sv, op_status::none, 0, 0},
    {"wasmssa.abs"sv, op_status::none, 0, 0},
    {"wasmssa.add"sv, op_status::none, 0, 0},
    {"wasmssa.and"sv, op_status::none, 0, 0},
    {"wasmssa.block"sv, op_status::none, 0, 0},
    {"wasmssa.block_return"sv, op_status::none, 0, 0},
    {"wasmssa.branch_if"sv, op_status::ok, 1945, 1},
    {"wasmssa.call"sv, op_status::ok, 1946, 1},
    {"wasmssa.ceil"sv, op_status::none, 0, 0},
    {"wasmssa.clz"sv, op_status::none, 0, 0},
    {"wasmssa.const"sv, op_status::ok, 442, 1},
    {"wasmssa.convert_s"sv, op_status::none, 0, 0},
    {"wasmssa.convert_u"sv, op_status::none, 0, 0},
    {"wasmssa.copysign"sv, op_status::none, 0, 0},
    {"wasmssa.ctz"sv, op_status::none, 0, 0},
    {"wasmssa.demote"sv, op_status::none, 0, 0},
    {"wasmssa.div"sv, op_status::none, 0, 0},
    {"wasmssa.div_si"sv, op_status::none, 0, 0},
    {"wasmssa.div_ui"sv, op_status::none, 0, 0},
    {"wasmssa.eq"sv, op_status::none, 0, 0},
    {"wasmssa.eqz"sv, op_status::none, 0, 0},
    {"wasmssa.extend"sv, op_status::ok, 1947, 1},
    {"wasmssa.extend_i32_s"sv, op_status::none, 0, 0},
    {"wasmssa.extend_i32_u"sv, op_status::none, 0, 0},
    {"wasmssa.floor"sv, op_status::none, 0, 0},
    {"wasmssa.func"sv, op_status::ok, 1948, 5},
    {"wasmssa.ge"sv, op_status::none, 0, 0},
    {"wasmssa.ge_si"sv, op_status::none, 0, 0},
    {"wasmssa.ge_ui"sv, op_status::none, 0, 0},
    {"wasmssa.global"sv, op_status::ok, 1953, 4},
    {"wasmssa.global_get"sv, op_status::ok, 928, 1},
    {"wasmssa.gt"sv, op_status::none, 0, 0},
    {"wasmssa.gt_si"sv, op_status::none, 0, 0},
    {"wasmssa.gt_ui"sv, op_status::none, 0, 0},
    {"wasmssa.if"sv, op_status::none, 0, 0},
    {"wasmssa.import_func"sv, op_status::ok, 1957, 6},
    {"wasmssa.import_global"sv, op_status::ok, 1963, 5},
    {"wasmssa.import_mem"sv, op_status::ok, 1968, 4},
    {"wasmssa.import_table"sv, op_status::ok, 1972, 4},
    {"wasmssa.le"sv, op_status::none, 0, 0},
    {"wasmssa.le_si"sv, op_status::none, 0, 0},
    {"wasmssa.le_ui"sv, op_status::none, 0, 0},
    {"wasmssa.local"sv, op_status::ok, 1308, 1},
    {"wasmssa.local_get"sv, op_status::none, 0, 0},
    {"wasmssa.local_set"sv, op_status::none, 0, 0},
    {"wasmssa.local_tee"sv, op_status::none, 0, 0},
    {"wasmssa.loop"sv, op_status::none, 0, 0},
    {"wasmssa.lt"sv, op_status::none, 0, 0},
    {"wasmssa.lt_si"sv, op_status::none, 0, 0},
    {"wasmssa.lt_ui"sv, op_status::none, 0, 0},
    {"wasmssa.max"sv, op_status::none, 0, 0},
    {"wasmssa.memory"sv, op_status::ok, 1976, 3},
    {"wasmssa.min"sv, op_status::none, 0, 0},
    {"wasmssa.mul"sv, op_status::none, 0, 0},
    {"wasmssa.ne"sv, op_status::none, 0, 0},
    {"wasmssa.neg"sv, op_status::none, 0, 0},
    {"wasmssa.or"sv, op_status::none, 0, 0},
    {"wasmssa.popcnt"sv, op_status::none, 0, 0},
    {"wasmssa.promote"sv, op_status::none, 0, 0},
    {"wasmssa.reinterpret"sv, op_status::none, 0, 0},
    {"wasmssa.rem_si"sv, op_status::none, 0, 0},
    {"wasmssa.rem_ui"sv, op_status::none, 0, 0},
    {"wasmssa.return"sv, op_status::none, 0, 0},
    {"wasmssa.rotl"sv, op_status::none, 0, 0},
    {"wasmssa.rotr"sv, op_status::none, 0, 0},
    {"wasmssa.shl"sv, op_status::none, 0, 0},
    {"wasmssa.shr_s"sv, op_status::none, 0, 0},
    {"wasmssa.shr_u"sv, op_status::none, 0, 0},
    {"wasmssa.sqrt"sv, op_status::none, 0, 0},
    {"wasmssa.sub"sv, op_status::none, 0, 0},
    {"wasmssa.table"sv, op_status::ok, 1979, 3},
    {"wasmssa.trunc"sv, op_status::none, 0, 0},
    {"wasmssa.wrap"sv, op_status::none, 0, 0},
    {"wasmssa.xor"sv, op_status::none, 0, 0},
    {"x86vector.avx.bcst_to_f32.packed"sv, op_status::none, 0, 0},
    {"x86vector.avx.cvt.packed.even.indexed_to_f32"sv, op_status::none, 0, 0},
    {"x86vector.avx.cvt.packed.odd.indexed_to_f32"sv, op_status::none, 0, 0},
    {"x86vector.avx.dot.i8"sv, op_status::none, 0, 0},
    {"x86vector.avx.intr.dot"sv, op_status::none, 0, 0},
    {"x86vector.avx.rsqrt"sv, op_status::none, 0, 0},
    {"x86vector.avx512.cvt.packed.f32_to_bf16"sv, op_status::none, 0, 0},
    {"x86vector.avx512.dot"sv, op_status::none, 0, 0},
    {"x86vector.avx512.mask.compress"sv, op_status::ok, 1982, 1},
    {"x86vector.avx512.mask.rndscale"sv, op_status::none, 0, 0},
    {"x86vector.avx512.mask.scalef"sv, op_status::none, 0, 0},
    {"x86vector.avx512.vp2intersect"sv, op_status::none, 0, 0},
    {"xegpu.alloc_nbarrier"sv, op_status::ok, 1983, 1},
    {"xegpu.atomic_rmw"sv, op_status::ok, 1984, 2},
    {"xegpu.convert_layout"sv, op_status::ok, 1986, 2},
    {"xegpu.create_mem_desc"sv, op_status::none, 0, 0},
    {"xegpu.create_nd_tdesc"sv, op_status::ok, 1988, 5},
    {"xegpu.create_tdesc"sv, op_status::none, 0, 0},
    {"xegpu.dpas"sv, op_status::ok, 1993, 3},
    {"xegpu.fence"sv, op_status::ok, 1996, 2},
    {"xegpu.init_nbarrier"sv, op_status::none, 0, 0},
    {"xegpu.load"sv, op_status::ok, 1998, 5},
    {"xegpu.load_matrix"sv, op_status::ok, 2003, 3},
    {"xegpu.load_nd"sv, op_status::ok, 2006, 7},
    {"xegpu.nbarrier_arrive"sv, op_status::none, 0, 0},
    {"xegpu.nbarrier_wait"sv, op_status::none, 0, 0},
    {"xegpu.prefetch"sv, op_status::ok, 2013, 5},
    {"xegpu.prefetch_nd"sv, op_status::ok, 2018, 5},
    {"xegpu.store"sv, op_status::ok, 1998, 5},
    {"xegpu.store_matrix"sv, op_status::ok, 2003, 3},
    {"xegpu.store_nd"sv, op_status::ok, 2018, 5},
    {"xegpu.update_nd_offset"sv, op_status::ok, 2023, 1},
    {"xegpu.update_offset"sv, op_status::none, 0, 0},
    {"xevm.blockload"sv, op_status::ok, 2024, 1},
    {"xevm.blockload2d"sv, op_status::ok, 2025, 7},
    {"xevm.blockprefetch2d"sv, op_status::ok, 2032, 5},
    {"xevm.blockstore"sv, op_status::ok, 2024, 1},
    {"xevm.blockstore2d"sv, op_status::ok, 2037, 4},
    {"xevm.group_count.x"sv, op_status::ok, 1059, 1},
    {"xevm.group_count.y"sv, op_status::ok, 1059, 1},
    {"xevm.group_count.z"sv, op_status::ok, 1059, 1},
    {"xevm.group_id.x"sv, op_status::ok, 1059, 1},
    {"xevm.group_id.y"sv, op_status::ok, 1059, 1},
    {"xevm.group_id.z"sv, op_status::ok, 1059, 1},
    {"xevm.lane_id"sv, op_status::ok, 1059, 1},
    {"xevm.local_id.x"sv, op_status::ok, 1059, 1},
    {"xevm.local_id.y"sv, op_status::ok, 1059, 1},
    {"xevm.local_id.z"sv, op_status::ok, 1059, 1},
    {"xevm.local_size.x"sv, op_status::ok, 1059, 1},
    {"xevm.local_size.y"sv, op_status::ok, 1059, 1},
    {"xevm.local_size.z"sv, op_status::ok, 1059, 1},
    {"xevm.memfence"sv, op_status::ok, 2041, 2},
    {"xevm.mma"sv, op_status::ok, 2043, 2},
    {"xevm.prefetch"sv, op_status::ok, 2024, 1},
    {"xevm.subgroup_id"sv, op_status::ok, 1059, 1},
    {"xevm.subgroup_size"sv, op_status::ok, 1059, 1},
};

// Bit names of LLVM's IntegerOverflowFlags (printed as #llvm.overflow<...>).
inline constexpr enum_case overflow_flags_llvm22[] = {
    {"none"sv, 0},
    {"nsw"sv, 1},
    {"nuw"sv, 2},
};
// ---- end mlirbc/generated/op_schemas_llvm22.inc

inline constexpr schema_set llvm22{"MLIR 22", 22, ops_llvm22, fields_llvm22, overflow_flags_llvm22};
inline constexpr schema_set llvm19{"MLIR 19", 19, ops_llvm19, fields_llvm19, overflow_flags_llvm19};

}  // namespace mlirbc::op_schema
// ---- end mlirbc/dialects/mlir_releases.hpp
// ---- begin mlirbc/dialects/quant.hpp
// dialects/quant: the quant dialect's custom type encodings (LLVM 22), and
// their text as mlir-opt 22 prints it.
//
// Type codes (QuantDialectBytecode.td): 1 any, 2 any with expressed type,
// 3 calibrated, 4 uniform, 5 uniform per-axis, 6 uniform sub-channel (0 is
// reserved). Layouts: docs/dialects.md. The storage type must be an integer
// type (LLVM 22 has no float storage types); its width and the Signed flag
// decide `i8`/`u8` and the default storage bounds.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>


namespace mlirbc::dialects {

struct quant_dialect {
  static constexpr std::string_view dialect = "quant";

  enum class kind : std::uint8_t { any = 1, any_expressed = 2, calibrated = 3, uniform = 4, per_axis = 5, sub_channel = 6 };
  struct quantized_type {
    kind k = kind::any;
    std::uint64_t flags = 0;  // bit 0: signed storage
    std::uint64_t storage_type = 0;
    std::uint32_t storage_width = 0;
    bool has_expressed = false;
    std::uint64_t expressed_type = 0;
    std::int64_t storage_min = 0, storage_max = 0;
    std::vector<std::uint64_t> scales;               // f64 bit patterns (uniform: one; per-axis: one per slice)
    std::vector<std::int64_t> zero_points;   // same count as scales
    std::uint64_t quantized_dimension = 0;   // per-axis
    std::vector<std::int64_t> quantized_dimensions, block_sizes;  // sub-channel
    std::uint64_t scales_attr = 0, zero_points_attr = 0;          // sub-channel: dense elements
    std::uint64_t calibrated_min = 0, calibrated_max = 0;         // f64 bits
    bool is_signed() const noexcept { return (flags & 1u) != 0; }
  };
  using type_value = quantized_type;

  type_value decode_type(dialect_reader& r) const {
    quantized_type q;
    const std::uint64_t code_at = r.offset();
    const std::uint64_t code = r.varint("quant type code");
    if (!r.ok()) return q;
    if (code < 1 || code > 6) {
      r.fail_at(code_at, "unknown quant type code", code, 6);
      return q;
    }
    q.k = static_cast<kind>(code);
    if (q.k == kind::calibrated) {
      q.has_expressed = true;
      q.expressed_type = r.type("calibrated expressed type");
      q.calibrated_min = r.fixed_width_bits(64, "calibrated min");
      q.calibrated_max = r.fixed_width_bits(64, "calibrated max");
      return q;
    }
    q.flags = r.varint("quant flags");
    const std::uint64_t storage_at = r.offset();
    q.storage_type = r.type("quant storage type");
    if (q.k != kind::any) {
      q.has_expressed = true;
      q.expressed_type = r.type("quant expressed type");
    }
    if (!r.ok()) return q;
    // The storage width decides the printed bounds: decode the storage type first.
    const mlirbc::type* st = r.type_now(q.storage_type);
    if (st == nullptr) return q;
    const auto* it = st->get<types::integer>();
    if (it == nullptr || it->width == 0 || it->width > 64) {
      r.fail_at(storage_at, "quant storage type must be an integer type of 1 to 64 bits");
      return q;
    }
    q.storage_width = it->width;
    if (q.k == kind::uniform) {
      q.scales.push_back(r.fixed_width_bits(64, "quant scale"));
      q.zero_points.push_back(r.signed_varint("quant zero point"));
    } else if (q.k == kind::per_axis) {
      q.quantized_dimension = r.varint("quant quantized dimension");
    }
    q.storage_min = r.signed_varint("quant storage min");
    q.storage_max = r.signed_varint("quant storage max");
    if (q.k == kind::per_axis) {
      q.scales.resize(static_cast<std::size_t>(r.count("quant scale count")));
      for (auto& s : q.scales) s = r.fixed_width_bits(64, "quant scale");
      const std::uint64_t zp_at = r.offset();
      q.zero_points.resize(static_cast<std::size_t>(r.count("quant zero point count")));
      for (auto& z : q.zero_points) z = r.signed_varint("quant zero point");
      if (r.ok() && q.zero_points.size() != q.scales.size())
        r.fail_at(zp_at, "quant zero point count differs from the scale count", q.zero_points.size(), q.scales.size());
    } else if (q.k == kind::sub_channel) {
      q.quantized_dimensions.resize(static_cast<std::size_t>(r.count("quant dimension count")));
      for (auto& d : q.quantized_dimensions) d = r.signed_varint("quant quantized dimension");
      const std::uint64_t bs_at = r.offset();
      q.block_sizes.resize(static_cast<std::size_t>(r.count("quant block size count")));
      for (auto& b : q.block_sizes) b = r.signed_varint("quant block size");
      if (r.ok() && q.block_sizes.size() != q.quantized_dimensions.size())
        r.fail_at(bs_at, "quant block size count differs from the dimension count", q.block_sizes.size(),
                  q.quantized_dimensions.size());
      const std::uint64_t at = r.offset();
      q.scales_attr = r.attribute("quant scales");
      q.zero_points_attr = r.attribute("quant zero points");
      if (!r.ok()) return q;
      const mlirbc::attribute* s = r.attribute_now(q.scales_attr);
      const mlirbc::attribute* z = r.attribute_now(q.zero_points_attr);
      if (s == nullptr || z == nullptr) return q;
      const auto* sd = s->get<attrs::dense_elements>();
      const auto* zd = z->get<attrs::dense_elements>();
      if (sd == nullptr || zd == nullptr || sd->num_elements != zd->num_elements)
        r.fail_at(at, "quant sub-channel scales and zero points must be dense elements of one shape");
    }
    return q;
  }

  void print_type(const quantized_type& q, dialect_printer& p) const {
    if (q.k == kind::calibrated) {
      p.mnemonic("calibrated");
      p.text("<");
      p.type(q.expressed_type);
      p.text("<");
      p.floating(float_kind::f64, q.calibrated_min);
      p.text(":");
      p.floating(float_kind::f64, q.calibrated_max);
      p.text(">>");
      return;
    }
    p.mnemonic(q.k == kind::any || q.k == kind::any_expressed ? "any" : "uniform");
    p.text("<");
    storage(q, p);
    if (q.k == kind::any || q.k == kind::any_expressed) {
      if (q.has_expressed) {
        p.text(":");
        p.type(q.expressed_type);
      }
      p.text(">");
      return;
    }
    p.text(":");
    p.type(q.expressed_type);
    if (q.k == kind::uniform) {
      p.text(", ");
      params(q.scales[0], q.zero_points[0], p);
    } else if (q.k == kind::per_axis) {
      p.text(":");
      p.unsigned_int(q.quantized_dimension);
      p.text(", {");
      for (std::size_t i = 0; i < q.scales.size(); ++i) {
        if (i != 0) p.text(",");
        params(q.scales[i], q.zero_points[i], p);
      }
      p.text("}");
    } else {
      p.text(":{");
      for (std::size_t i = 0; i < q.quantized_dimensions.size(); ++i) {
        if (i != 0) p.text(", ");
        p.signed_int(static_cast<std::int32_t>(q.quantized_dimensions[i]));
        p.text(":");
        p.signed_int(q.block_sizes[i]);
      }
      p.text("}, ");
      sub_channel_params(q, p);
    }
    p.text(">");
  }

 private:
  void storage(const quantized_type& q, dialect_printer& p) const {
    p.text(q.is_signed() ? "i" : "u");
    p.unsigned_int(q.storage_width);
    const unsigned w = q.storage_width;
    const std::int64_t def_min =
        q.is_signed() ? (w == 64 ? INT64_MIN : -(std::int64_t{1} << (w - 1))) : 0;
    const std::int64_t def_max = q.is_signed() ? (w == 64 ? INT64_MAX : (std::int64_t{1} << (w - 1)) - 1)
                                               : (w >= 64 ? -1 : static_cast<std::int64_t>((std::uint64_t{1} << w) - 1));
    if (q.storage_min != def_min || q.storage_max != def_max) {
      p.text("<");
      p.signed_int(q.storage_min);
      p.text(":");
      p.signed_int(q.storage_max);
      p.text(">");
    }
  }
  static void params(std::uint64_t scale_bits, std::int64_t zero_point, dialect_printer& p) {
    p.floating(float_kind::f64, scale_bits);
    if (zero_point != 0) {
      p.text(":");
      p.signed_int(zero_point);
    }
  }
  // Nested `{...}` by the scales' shape, each `scale[:zero_point]`.
  static void sub_channel_params(const quantized_type& q, dialect_printer& p) {
    const auto& s = *p.attribute_node(q.scales_attr).get<attrs::dense_elements>();
    const auto& z = *p.attribute_node(q.zero_points_attr).get<attrs::dense_elements>();
    const mlirbc::type& st = p.type_node(s.type);
    const auto* rt = st.get<types::ranked_tensor>();
    const std::vector<std::int64_t> shape = rt != nullptr ? rt->shape : std::vector<std::int64_t>{};
    const mlirbc::type& se = p.type_node(rt != nullptr ? rt->element : 0);
    const auto* sf = se.get<types::floating>();
    const mlirbc::type& zt = p.type_node(z.type);
    const auto* zr = zt.get<types::ranked_tensor>();
    const auto* zi = zr != nullptr ? p.type_node(zr->element).get<types::integer>() : nullptr;
    if (sf == nullptr || zi == nullptr) {
      p.text("?");
      return;
    }
    const std::size_t seb = float_storage_bytes(sf->kind), zeb = (std::size_t{zi->width} + 7) / 8;
    auto load = [](std::span<const std::byte> d, std::size_t at, std::size_t n) {
      std::uint64_t v = 0;
      for (std::size_t k = 0; k < n && k < 8; ++k) v |= std::uint64_t{static_cast<std::uint8_t>(d[at + k])} << (8 * k);
      return v;
    };
    auto element = [&](std::uint64_t i) {
      const std::size_t si = s.splat ? 0 : static_cast<std::size_t>(i);
      const std::size_t zi_ = z.splat ? 0 : static_cast<std::size_t>(i);
      p.floating(sf->kind, load(s.data, si * seb, seb));
      std::uint64_t zv = load(z.data, zi_ * zeb, zeb);
      if (zi->width > 0 && zi->width < 64) {
        zv &= (std::uint64_t{1} << zi->width) - 1;
        if ((zv >> (zi->width - 1)) & 1u) zv |= ~std::uint64_t{0} << zi->width;  // sign-extend
      }
      if (zv != 0) {
        p.text(":");
        p.signed_int(static_cast<std::int64_t>(zv));
      }
    };
    print_detail::append_nested(shape, s.num_elements, "{", "}", [&](std::string_view t) { p.text(t); }, element);
  }
};

}  // namespace mlirbc::dialects
// ---- end mlirbc/dialects/quant.hpp
// ---- begin mlirbc/dialects/vhlo.hpp
// dialects/vhlo: StableHLO's versioned dialect `vhlo`, the dialect of StableHLO
// portable artifacts (what JAX, TensorFlow, PyTorch/XLA and IREE exchange):
// its attribute and type encodings, their text as StableHLO's tools print it,
// and the property layouts of its ops.
//
// Codes and layouts: docs/dialects.md ("vhlo"). The encoding is append-only
// (StableHLO's compatibility promise), so one decoder serves every release; a
// code this table does not know (a newer StableHLO) is declined: the entry stays
// opaque, never an error and never a guess.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>


namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated table uses "..."sv
// ---- begin mlirbc/generated/op_schemas_vhlo.inc
// GENERATED by tools/gen_op_schemas.py -- do not edit.
//
// Source: stablehlo/dialect/VhloOps.td under /tmp/vhlo-td (openxla/stablehlo stablehlo/dialect/ at
// 3c9301c116f97fbaf696959a0ede32712aec587b: VhloOps.td and the files it includes (VhloAttrs.td,
// VhloBase.td, VhloDialect.td, VhloEnums.td, VhloTypes.td), copied unchanged),
// with includes from /usr/lib/llvm-22/include (libmlir-22-dev 1:22.1.8-1~deb12u1),
// run through mlir-tblgen-22 (Debian LLVM version 22.1.8 Optimized build.)
// with -gen-op-decls, -gen-op-defs and -gen-enum-decls, then parsed;
// no mlir-opt given (it does not register this dialect): no default values printed, inherent
// names taken from the generated getInherentAttr only (not checked by mlir-opt).
// Command: tools/gen_op_schemas.py --llvm 22 --include /usr/lib/llvm-22/include --tblgen
// mlir-tblgen-22 --package 'libmlir-22-dev 1:22.1.8-1~deb12u1' --td stablehlo/dialect/VhloOps.td
// --td-dir /tmp/vhlo-td --name vhlo --source 'openxla/stablehlo stablehlo/dialect/ at
// 3c9301c116f97fbaf696959a0ede32712aec587b: VhloOps.td and the files it includes (VhloAttrs.td,
// VhloBase.td, VhloDialect.td, VhloEnums.td, VhloTypes.td), copied unchanged' --out
// include/mlirbc/generated/op_schemas_vhlo.inc
// Ops: 81 with properties, 64 without property storage, 0 with an unknown layout.
//
// Included inside namespace mlirbc::op_schema (op_schema.hpp has the model).

inline constexpr field_desc fields_vhlo[] = {
    {"all_gather_dim"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"use_global_device_ids"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"use_global_device_ids"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"concat_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"split_count"sv, field_kind::attr, 0, ""sv, false},
    {"split_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"epsilon"sv, field_kind::attr, 0, ""sv, false},
    {"feature_index"sv, field_kind::attr, 0, ""sv, false},
    {"broadcast_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"broadcast_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"callee"sv, field_kind::attr, 0, ""sv, false},
    {"result_accuracy"sv, field_kind::attr, 0, ""sv, false},
    {"lower"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"has_dynamic_root"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"source_target_pairs"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"has_dynamic_root"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"use_global_device_ids"sv, field_kind::attr, 0, ""sv, false},
    {"compare_type"sv, field_kind::attr, 0, ""sv, false},
    {"comparison_direction"sv, field_kind::attr, 0, ""sv, false},
    {"composite_attributes"sv, field_kind::attr, 0, ""sv, false},
    {"decomposition"sv, field_kind::attr, 0, ""sv, false},
    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"version"sv, field_kind::attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"value"sv, field_kind::attr, 0, ""sv, false},
    {"batch_group_count"sv, field_kind::attr, 0, ""sv, false},
    {"feature_group_count"sv, field_kind::attr, 0, ""sv, false},
    {"input_batch_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"input_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"input_spatial_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"kernel_input_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"kernel_output_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"kernel_spatial_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_dilation"sv, field_kind::attr, 0, ""sv, false},
    {"output_batch_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"output_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"output_spatial_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"padding"sv, field_kind::attr, 0, ""sv, false},
    {"precision_config"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_dilation"sv, field_kind::attr, 0, ""sv, false},
    {"window_reversal"sv, field_kind::attr, 0, ""sv, false},
    {"window_strides"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"api_version"sv, field_kind::attr, 0, ""sv, false},
    {"backend_config"sv, field_kind::attr, 0, ""sv, false},
    {"call_target_name"sv, field_kind::attr, 0, ""sv, false},
    {"called_computations"sv, field_kind::attr, 0, ""sv, false},
    {"has_side_effect"sv, field_kind::attr, 0, ""sv, false},
    {"operand_layouts"sv, field_kind::attr, 0, ""sv, false},
    {"output_operand_aliases"sv, field_kind::attr, 0, ""sv, false},
    {"result_layouts"sv, field_kind::attr, 0, ""sv, false},
    {"api_version"sv, field_kind::attr, 0, ""sv, false},
    {"backend_config"sv, field_kind::attr, 0, ""sv, false},
    {"call_target_name"sv, field_kind::attr, 0, ""sv, false},
    {"called_computations"sv, field_kind::attr, 0, ""sv, false},
    {"has_side_effect"sv, field_kind::attr, 0, ""sv, false},
    {"operand_layouts"sv, field_kind::attr, 0, ""sv, false},
    {"output_operand_aliases"sv, field_kind::attr, 0, ""sv, false},
    {"result_layouts"sv, field_kind::attr, 0, ""sv, false},
    {"result_tilings"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_batching_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_contracting_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"precision_config"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_batching_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_contracting_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"accumulation_type"sv, field_kind::attr, 0, ""sv, false},
    {"allow_imprecise_accumulation"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_batching_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_component_count"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_contracting_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_precision_type"sv, field_kind::attr, 0, ""sv, false},
    {"num_primitive_operations"sv, field_kind::attr, 0, ""sv, false},
    {"precision_config"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_batching_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_component_count"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_contracting_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_precision_type"sv, field_kind::attr, 0, ""sv, false},
    {"precision_config"sv, field_kind::attr, 0, ""sv, false},
    {"broadcast_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"known_expanding_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"known_nonexpanding_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"batch_group_count"sv, field_kind::attr, 0, ""sv, false},
    {"feature_group_count"sv, field_kind::attr, 0, ""sv, false},
    {"input_batch_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"input_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"input_spatial_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"kernel_input_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"kernel_output_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"kernel_spatial_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"lhs_dilation"sv, field_kind::attr, 0, ""sv, false},
    {"output_batch_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"output_feature_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"output_spatial_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"precision_config"sv, field_kind::attr, 0, ""sv, false},
    {"rhs_dilation"sv, field_kind::attr, 0, ""sv, false},
    {"window_reversal"sv, field_kind::attr, 0, ""sv, false},
    {"window_strides"sv, field_kind::attr, 0, ""sv, false},
    {"collapsed_slice_dims"sv, field_kind::attr, 0, ""sv, false},
    {"index_vector_dim"sv, field_kind::attr, 0, ""sv, false},
    {"indices_are_sorted"sv, field_kind::attr, 0, ""sv, false},
    {"offset_dims"sv, field_kind::attr, 0, ""sv, false},
    {"start_index_map"sv, field_kind::attr, 0, ""sv, false},
    {"collapsed_slice_dims"sv, field_kind::attr, 0, ""sv, false},
    {"index_vector_dim"sv, field_kind::attr, 0, ""sv, false},
    {"indices_are_sorted"sv, field_kind::attr, 0, ""sv, false},
    {"offset_dims"sv, field_kind::attr, 0, ""sv, false},
    {"operand_batching_dims"sv, field_kind::attr, 0, ""sv, false},
    {"start_index_map"sv, field_kind::attr, 0, ""sv, false},
    {"start_indices_batching_dims"sv, field_kind::attr, 0, ""sv, false},
    {"iota_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"slice_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"einsum_config"sv, field_kind::attr, 0, ""sv, false},
    {"fft_length"sv, field_kind::attr, 0, ""sv, false},
    {"fft_type"sv, field_kind::attr, 0, ""sv, false},
    {"arg_attrs"sv, field_kind::attr, 0, ""sv, false},
    {"function_type"sv, field_kind::attr, 0, ""sv, false},
    {"res_attrs"sv, field_kind::attr, 0, ""sv, false},
    {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::attr, 0, ""sv, false},
    {"collapsed_slice_dims"sv, field_kind::attr, 0, ""sv, false},
    {"index_vector_dim"sv, field_kind::attr, 0, ""sv, false},
    {"indices_are_sorted"sv, field_kind::attr, 0, ""sv, false},
    {"offset_dims"sv, field_kind::attr, 0, ""sv, false},
    {"slice_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"start_index_map"sv, field_kind::attr, 0, ""sv, false},
    {"collapsed_slice_dims"sv, field_kind::attr, 0, ""sv, false},
    {"index_vector_dim"sv, field_kind::attr, 0, ""sv, false},
    {"indices_are_sorted"sv, field_kind::attr, 0, ""sv, false},
    {"offset_dims"sv, field_kind::attr, 0, ""sv, false},
    {"operand_batching_dims"sv, field_kind::attr, 0, ""sv, false},
    {"slice_sizes"sv, field_kind::attr, 0, ""sv, false},
    {"start_index_map"sv, field_kind::attr, 0, ""sv, false},
    {"start_indices_batching_dims"sv, field_kind::attr, 0, ""sv, false},
    {"index"sv, field_kind::attr, 0, ""sv, false},
    {"infeed_config"sv, field_kind::attr, 0, ""sv, false},
    {"layout"sv, field_kind::attr, 0, ""sv, false},
    {"dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"outfeed_config"sv, field_kind::attr, 0, ""sv, false},
    {"edge_padding_high"sv, field_kind::attr, 0, ""sv, false},
    {"edge_padding_low"sv, field_kind::attr, 0, ""sv, false},
    {"interior_padding"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"channel_type"sv, field_kind::attr, 0, ""sv, false},
    {"is_host_transfer"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"channel_type"sv, field_kind::attr, 0, ""sv, false},
    {"is_host_transfer"sv, field_kind::attr, 0, ""sv, false},
    {"source_target_pairs"sv, field_kind::attr, 0, ""sv, false},
    {"exponent_bits"sv, field_kind::attr, 0, ""sv, false},
    {"mantissa_bits"sv, field_kind::attr, 0, ""sv, false},
    {"channel_id"sv, field_kind::attr, 0, ""sv, false},
    {"replica_groups"sv, field_kind::attr, 0, ""sv, false},
    {"scatter_dimension"sv, field_kind::attr, 0, ""sv, false},
    {"use_global_device_ids"sv, field_kind::attr, 0, ""sv, false},
    {"base_dilations"sv, field_kind::attr, 0, ""sv, false},
    {"padding"sv, field_kind::attr, 0, ""sv, false},
    {"window_dilations"sv, field_kind::attr, 0, ""sv, false},
    {"window_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"window_strides"sv, field_kind::attr, 0, ""sv, false},
    {"rng_algorithm"sv, field_kind::attr, 0, ""sv, false},
    {"rng_distribution"sv, field_kind::attr, 0, ""sv, false},
    {"index_vector_dim"sv, field_kind::attr, 0, ""sv, false},
    {"indices_are_sorted"sv, field_kind::attr, 0, ""sv, false},
    {"inserted_window_dims"sv, field_kind::attr, 0, ""sv, false},
    {"scatter_dims_to_operand_dims"sv, field_kind::attr, 0, ""sv, false},
    {"unique_indices"sv, field_kind::attr, 0, ""sv, false},
    {"update_window_dims"sv, field_kind::attr, 0, ""sv, false},
    {"index_vector_dim"sv, field_kind::attr, 0, ""sv, false},
    {"indices_are_sorted"sv, field_kind::attr, 0, ""sv, false},
    {"input_batching_dims"sv, field_kind::attr, 0, ""sv, false},
    {"inserted_window_dims"sv, field_kind::attr, 0, ""sv, false},
    {"scatter_dims_to_operand_dims"sv, field_kind::attr, 0, ""sv, false},
    {"scatter_indices_batching_dims"sv, field_kind::attr, 0, ""sv, false},
    {"unique_indices"sv, field_kind::attr, 0, ""sv, false},
    {"update_window_dims"sv, field_kind::attr, 0, ""sv, false},
    {"padding"sv, field_kind::attr, 0, ""sv, false},
    {"window_dimensions"sv, field_kind::attr, 0, ""sv, false},
    {"window_strides"sv, field_kind::attr, 0, ""sv, false},
    {"limit_indices"sv, field_kind::attr, 0, ""sv, false},
    {"start_indices"sv, field_kind::attr, 0, ""sv, false},
    {"strides"sv, field_kind::attr, 0, ""sv, false},
    {"dimension"sv, field_kind::attr, 0, ""sv, false},
    {"is_stable"sv, field_kind::attr, 0, ""sv, false},
    {"batch_dims"sv, field_kind::attr, 0, ""sv, false},
    {"dim"sv, field_kind::attr, 0, ""sv, false},
    {"permutation"sv, field_kind::attr, 0, ""sv, false},
    {"left_side"sv, field_kind::attr, 0, ""sv, false},
    {"lower"sv, field_kind::attr, 0, ""sv, false},
    {"transpose_a"sv, field_kind::attr, 0, ""sv, false},
    {"unit_diagonal"sv, field_kind::attr, 0, ""sv, false},
};

// Sorted by op name (binary search). status: ok = layout known; none = the op has no
// property storage; unknown = layout not derivable (see the note).
inline constexpr op_desc ops_vhlo[] = {
    {"vhlo.abs_v1"sv, op_status::none, 0, 0},
    {"vhlo.add_v1"sv, op_status::none, 0, 0},
    {"vhlo.after_all_v1"sv, op_status::none, 0, 0},
    {"vhlo.all_gather_v1"sv, op_status::ok, 0, 4},
    {"vhlo.all_gather_v2"sv, op_status::ok, 0, 4},
    {"vhlo.all_reduce_v1"sv, op_status::ok, 4, 3},
    {"vhlo.all_reduce_v2"sv, op_status::ok, 4, 3},
    {"vhlo.all_to_all_v1"sv, op_status::ok, 7, 5},
    {"vhlo.all_to_all_v2"sv, op_status::ok, 7, 5},
    {"vhlo.and_v1"sv, op_status::none, 0, 0},
    {"vhlo.async_done_v1"sv, op_status::none, 0, 0},
    {"vhlo.async_start_v1"sv, op_status::none, 0, 0},
    {"vhlo.atan2_v1"sv, op_status::none, 0, 0},
    {"vhlo.batch_norm_grad_v1"sv, op_status::ok, 12, 2},
    {"vhlo.batch_norm_inference_v1"sv, op_status::ok, 12, 2},
    {"vhlo.batch_norm_training_v1"sv, op_status::ok, 12, 2},
    {"vhlo.bitcast_convert_v1"sv, op_status::none, 0, 0},
    {"vhlo.broadcast_in_dim_v1"sv, op_status::ok, 14, 1},
    {"vhlo.broadcast_v1"sv, op_status::ok, 15, 1},
    {"vhlo.call_v1"sv, op_status::ok, 16, 1},
    {"vhlo.case_v1"sv, op_status::none, 0, 0},
    {"vhlo.cbrt_v1"sv, op_status::none, 0, 0},
    {"vhlo.cbrt_v2"sv, op_status::ok, 17, 1},
    {"vhlo.ceil_v1"sv, op_status::none, 0, 0},
    {"vhlo.cholesky_v1"sv, op_status::ok, 18, 1},
    {"vhlo.clamp_v1"sv, op_status::none, 0, 0},
    {"vhlo.collective_broadcast_v1"sv, op_status::ok, 19, 2},
    {"vhlo.collective_broadcast_v2"sv, op_status::ok, 21, 3},
    {"vhlo.collective_permute_v1"sv, op_status::ok, 24, 2},
    {"vhlo.collective_reduce_v1"sv, op_status::ok, 26, 4},
    {"vhlo.compare_v1"sv, op_status::ok, 30, 2},
    {"vhlo.complex_v1"sv, op_status::none, 0, 0},
    {"vhlo.composite_v1"sv, op_status::ok, 32, 4},
    {"vhlo.composite_v2"sv, op_status::ok, 32, 4},
    {"vhlo.concatenate_v1"sv, op_status::ok, 36, 1},
    {"vhlo.constant_v1"sv, op_status::ok, 37, 1},
    {"vhlo.convert_v1"sv, op_status::none, 0, 0},
    {"vhlo.convolution_v1"sv, op_status::ok, 38, 17},
    {"vhlo.cosine_v1"sv, op_status::none, 0, 0},
    {"vhlo.cosine_v2"sv, op_status::ok, 17, 1},
    {"vhlo.count_leading_zeros_v1"sv, op_status::none, 0, 0},
    {"vhlo.create_token_v1"sv, op_status::none, 0, 0},
    {"vhlo.cross-replica-sum_v1"sv, op_status::ok, 55, 1},
    {"vhlo.custom_call_v1"sv, op_status::ok, 56, 8},
    {"vhlo.custom_call_v2"sv, op_status::ok, 64, 9},
    {"vhlo.divide_v1"sv, op_status::none, 0, 0},
    {"vhlo.dot_general_v1"sv, op_status::ok, 73, 5},
    {"vhlo.dot_general_v2"sv, op_status::ok, 78, 12},
    {"vhlo.dot_v1"sv, op_status::ok, 90, 1},
    {"vhlo.dynamic_broadcast_in_dim_v1"sv, op_status::ok, 91, 3},
    {"vhlo.dynamic_conv_v1"sv, op_status::ok, 38, 17},
    {"vhlo.dynamic_conv_v2"sv, op_status::ok, 94, 16},
    {"vhlo.dynamic_gather_v1"sv, op_status::ok, 110, 5},
    {"vhlo.dynamic_gather_v2"sv, op_status::ok, 115, 7},
    {"vhlo.dynamic_iota_v1"sv, op_status::ok, 122, 1},
    {"vhlo.dynamic_pad_v1"sv, op_status::none, 0, 0},
    {"vhlo.dynamic_reshape_v1"sv, op_status::none, 0, 0},
    {"vhlo.dynamic_slice_v1"sv, op_status::ok, 123, 1},
    {"vhlo.dynamic_update_slice_v1"sv, op_status::none, 0, 0},
    {"vhlo.einsum_v1"sv, op_status::ok, 124, 1},
    {"vhlo.exponential_minus_one_v1"sv, op_status::none, 0, 0},
    {"vhlo.exponential_minus_one_v2"sv, op_status::ok, 17, 1},
    {"vhlo.exponential_v1"sv, op_status::none, 0, 0},
    {"vhlo.exponential_v2"sv, op_status::ok, 17, 1},
    {"vhlo.fft_v1"sv, op_status::ok, 125, 2},
    {"vhlo.floor_v1"sv, op_status::none, 0, 0},
    {"vhlo.func_v1"sv, op_status::ok, 127, 5},
    {"vhlo.gather_v1"sv, op_status::ok, 132, 6},
    {"vhlo.gather_v2"sv, op_status::ok, 138, 8},
    {"vhlo.get_dimension_size_v1"sv, op_status::ok, 36, 1},
    {"vhlo.get_tuple_element_v1"sv, op_status::ok, 146, 1},
    {"vhlo.if_v1"sv, op_status::none, 0, 0},
    {"vhlo.imag_v1"sv, op_status::none, 0, 0},
    {"vhlo.infeed_v1"sv, op_status::ok, 147, 2},
    {"vhlo.iota_v1"sv, op_status::ok, 122, 1},
    {"vhlo.is_finite_v1"sv, op_status::none, 0, 0},
    {"vhlo.log_plus_one_v1"sv, op_status::none, 0, 0},
    {"vhlo.log_plus_one_v2"sv, op_status::ok, 17, 1},
    {"vhlo.log_v1"sv, op_status::none, 0, 0},
    {"vhlo.log_v2"sv, op_status::ok, 17, 1},
    {"vhlo.logistic_v1"sv, op_status::none, 0, 0},
    {"vhlo.logistic_v2"sv, op_status::ok, 17, 1},
    {"vhlo.map_v1"sv, op_status::ok, 149, 1},
    {"vhlo.maximum_v1"sv, op_status::none, 0, 0},
    {"vhlo.minimum_v1"sv, op_status::none, 0, 0},
    {"vhlo.multiply_v1"sv, op_status::none, 0, 0},
    {"vhlo.negate_v1"sv, op_status::none, 0, 0},
    {"vhlo.not_v1"sv, op_status::none, 0, 0},
    {"vhlo.optimization_barrier_v1"sv, op_status::none, 0, 0},
    {"vhlo.or_v1"sv, op_status::none, 0, 0},
    {"vhlo.outfeed_v1"sv, op_status::ok, 150, 1},
    {"vhlo.pad_v1"sv, op_status::ok, 151, 3},
    {"vhlo.partition_id_v1"sv, op_status::none, 0, 0},
    {"vhlo.popcnt_v1"sv, op_status::none, 0, 0},
    {"vhlo.power_v1"sv, op_status::none, 0, 0},
    {"vhlo.real_dynamic_slice_v1"sv, op_status::none, 0, 0},
    {"vhlo.real_v1"sv, op_status::none, 0, 0},
    {"vhlo.recv_v1"sv, op_status::ok, 154, 3},
    {"vhlo.recv_v2"sv, op_status::ok, 157, 4},
    {"vhlo.reduce_precision_v1"sv, op_status::ok, 161, 2},
    {"vhlo.reduce_scatter_v1"sv, op_status::ok, 163, 4},
    {"vhlo.reduce_v1"sv, op_status::ok, 149, 1},
    {"vhlo.reduce_window_v1"sv, op_status::ok, 167, 5},
    {"vhlo.remainder_v1"sv, op_status::none, 0, 0},
    {"vhlo.replica_id_v1"sv, op_status::none, 0, 0},
    {"vhlo.reshape_v1"sv, op_status::none, 0, 0},
    {"vhlo.return_v1"sv, op_status::none, 0, 0},
    {"vhlo.reverse_v1"sv, op_status::ok, 149, 1},
    {"vhlo.rng_bit_generator_v1"sv, op_status::ok, 172, 1},
    {"vhlo.rng_v1"sv, op_status::ok, 173, 1},
    {"vhlo.round_nearest_afz_v1"sv, op_status::none, 0, 0},
    {"vhlo.round_nearest_even_v1"sv, op_status::none, 0, 0},
    {"vhlo.rsqrt_v1"sv, op_status::none, 0, 0},
    {"vhlo.rsqrt_v2"sv, op_status::ok, 17, 1},
    {"vhlo.scatter_v1"sv, op_status::ok, 174, 6},
    {"vhlo.scatter_v2"sv, op_status::ok, 180, 8},
    {"vhlo.select_and_scatter_v1"sv, op_status::ok, 188, 3},
    {"vhlo.select_v1"sv, op_status::none, 0, 0},
    {"vhlo.send_v1"sv, op_status::ok, 154, 3},
    {"vhlo.send_v2"sv, op_status::ok, 157, 4},
    {"vhlo.set_dimension_size_v1"sv, op_status::ok, 36, 1},
    {"vhlo.shift_left_v1"sv, op_status::none, 0, 0},
    {"vhlo.shift_right_arithmetic_v1"sv, op_status::none, 0, 0},
    {"vhlo.shift_right_logical_v1"sv, op_status::none, 0, 0},
    {"vhlo.sign_v1"sv, op_status::none, 0, 0},
    {"vhlo.sine_v1"sv, op_status::none, 0, 0},
    {"vhlo.sine_v2"sv, op_status::ok, 17, 1},
    {"vhlo.slice_v1"sv, op_status::ok, 191, 3},
    {"vhlo.sort_v1"sv, op_status::ok, 194, 2},
    {"vhlo.sqrt_v1"sv, op_status::none, 0, 0},
    {"vhlo.sqrt_v2"sv, op_status::ok, 17, 1},
    {"vhlo.subtract_v1"sv, op_status::none, 0, 0},
    {"vhlo.tan_v1"sv, op_status::none, 0, 0},
    {"vhlo.tan_v2"sv, op_status::ok, 17, 1},
    {"vhlo.tanh_v1"sv, op_status::none, 0, 0},
    {"vhlo.tanh_v2"sv, op_status::ok, 17, 1},
    {"vhlo.torch_index_select_v1"sv, op_status::ok, 196, 2},
    {"vhlo.transpose_v1"sv, op_status::ok, 198, 1},
    {"vhlo.triangular_solve_v1"sv, op_status::ok, 199, 4},
    {"vhlo.tuple_v1"sv, op_status::none, 0, 0},
    {"vhlo.unary_einsum_v1"sv, op_status::ok, 124, 1},
    {"vhlo.uniform_dequantize_v1"sv, op_status::none, 0, 0},
    {"vhlo.uniform_quantize_v1"sv, op_status::none, 0, 0},
    {"vhlo.while_v1"sv, op_status::none, 0, 0},
    {"vhlo.xor_v1"sv, op_status::none, 0, 0},
};

// ---- end mlirbc/generated/op_schemas_vhlo.inc
// Not tied to an MLIR release: StableHLO keeps every versioned op's layout forever.
inline constexpr schema_set vhlo_ops{"StableHLO vhlo", any_release, ops_vhlo, fields_vhlo, {}, "vhlo"};
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

// The vhlo type codes' names and what scalar types stand for (docs/dialects.md).
namespace vhlo_types {
enum class scalar : std::uint8_t { no, boolean, integer, index, floating, none };
struct type_info {
  std::string_view mnemonic;  // "" for an unused code
  scalar cls = scalar::no;
  std::uint8_t width = 0;     // integers
  bool is_unsigned = false;   // integers
  float_kind fk{};            // floats
  std::string_view builtin;   // the builtin type it stands for (scalars)
};
constexpr type_info other(std::string_view m) { return {m, scalar::no, 0, false, float_kind{}, {}}; }
constexpr type_info floating(std::string_view m, float_kind k, std::string_view b) { return {m, scalar::floating, 0, false, k, b}; }

// By code. tf32 really is spelled `tf31_v1` by StableHLO.
inline constexpr std::array<type_info, 43> type_table{{
    {"bool_v1", scalar::boolean, 1, false, {}, "i1"},
    other("complex_v1"),
    floating("bf16_v1", float_kind::bf16, "bf16"),
    floating("f16_v1", float_kind::f16, "f16"),
    floating("f32_v1", float_kind::f32, "f32"),
    floating("f64_v1", float_kind::f64, "f64"),
    floating("f8E4M3FN_v1", float_kind::f8E4M3FN, "f8E4M3FN"),
    floating("f8E5M2_v1", float_kind::f8E5M2, "f8E5M2"),
    other("func_v1"),
    {"index_v1", scalar::index, 64, false, {}, "index"},
    {"i4_v1", scalar::integer, 4, false, {}, "i4"},
    {"i8_v1", scalar::integer, 8, false, {}, "i8"},
    {"i16_v1", scalar::integer, 16, false, {}, "i16"},
    {"i32_v1", scalar::integer, 32, false, {}, "i32"},
    {"i64_v1", scalar::integer, 64, false, {}, "i64"},
    {"ui4_v1", scalar::integer, 4, true, {}, "ui4"},
    {"ui8_v1", scalar::integer, 8, true, {}, "ui8"},
    {"ui16_v1", scalar::integer, 16, true, {}, "ui16"},
    {"ui32_v1", scalar::integer, 32, true, {}, "ui32"},
    {"ui64_v1", scalar::integer, 64, true, {}, "ui64"},
    other("tensor_v1"),
    other("tensor_v1"),
    other("token_v1"),
    other("tuple_v1"),
    other("quant_v1"),
    other("unranked_tensor_v1"),
    other("witness_v1"),
    floating("f8E4M3FNUZ_v1", float_kind::f8E4M3FNUZ, "f8E4M3FNUZ"),
    floating("f8E5M2FNUZ_v1", float_kind::f8E5M2FNUZ, "f8E5M2FNUZ"),
    floating("f8E4M3B11FNUZ_v1", float_kind::f8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
    other("quant_per_axis_v1"),
    {"i2_v1", scalar::integer, 2, false, {}, "i2"},
    {"ui2_v1", scalar::integer, 2, true, {}, "ui2"},
    {"none_v1", scalar::none, 0, false, {}, "none"},
    floating("tf31_v1", float_kind::tf32, "tf32"),
    floating("f8E4M3_v1", float_kind::f8E4M3, "f8E4M3"),
    floating("f8E3M4_v1", float_kind::f8E3M4, "f8E3M4"),
    floating("f4E2M1FN_v1", float_kind::f4E2M1FN, "f4E2M1FN"),
    floating("f6E2M3FN_v1", float_kind::f6E2M3FN, "f6E2M3FN"),
    floating("f6E3M2FN_v1", float_kind::f6E3M2FN, "f6E3M2FN"),
    floating("f8E8M0FNU_v1", float_kind::f8E8M0FNU, "f8E8M0FNU"),
    other("buffer_v1"),
    other("future_v1"),
}};

}  // namespace vhlo_types

struct vhlo_dialect {
  static constexpr std::string_view dialect = "vhlo";

  // ---------------------------------------------------------------- types
  using scalar = vhlo_types::scalar;
  using type_info = vhlo_types::type_info;
  static constexpr const auto& type_table = vhlo_types::type_table;

  enum class type_code : std::uint8_t {
    boolean = 0, complex = 1, function = 8, index = 9, ranked_tensor = 20, ranked_tensor_with_encoding = 21,
    token = 22, tuple = 23, quant = 24, unranked_tensor = 25, witness = 26, quant_per_axis = 30, none = 33,
    ranked_buffer = 41, future = 42,
  };
  struct vhlo_type {
    std::uint8_t code = 0;  // index into type_table
    std::vector<std::int64_t> shape;             // tensor_v1, buffer_v1 (dynamic_dim for `?`)
    std::uint64_t element = 0;                   // complex, tensors, buffer
    bool has_encoding = false;
    std::uint64_t encoding = 0;                  // tensor_v1 with encoding (attribute)
    std::vector<std::uint64_t> types, results;   // func_v1 inputs/outputs; tuple_v1, future_v1 members
    // quant_v1, quant_per_axis_v1
    std::uint64_t flags = 0, storage = 0, expressed = 0, quantized_dimension = 0;
    std::vector<std::uint64_t> scales;           // f64 bit patterns
    std::vector<std::int64_t> zero_points;
    std::int64_t storage_min = 0, storage_max = 0;

    const type_info& info() const noexcept { return type_table[code]; }
    bool is(type_code c) const noexcept { return code == static_cast<std::uint8_t>(c); }
  };
  using type_value = vhlo_type;

  type_value decode_type(dialect_reader& r) const {
    vhlo_type t;
    const std::uint64_t code = r.varint("vhlo type code");
    if (!r.ok()) return t;
    if (code >= type_table.size() || type_table[code].mnemonic.empty()) {
      r.decline();  // a newer StableHLO's type
      return t;
    }
    t.code = static_cast<std::uint8_t>(code);
    switch (static_cast<type_code>(code)) {
      case type_code::complex:
      case type_code::unranked_tensor: t.element = r.type("vhlo element type"); break;
      case type_code::function:
        types(r, t.types, "vhlo function input count");
        types(r, t.results, "vhlo function result count");
        break;
      case type_code::ranked_tensor_with_encoding:
        t.has_encoding = true;
        t.encoding = r.attribute("vhlo tensor encoding");
        [[fallthrough]];
      case type_code::ranked_tensor:
      case type_code::ranked_buffer:
        signed_list(r, t.shape, "vhlo shape rank");
        t.element = r.type("vhlo element type");
        break;
      case type_code::tuple:
      case type_code::future: types(r, t.types, "vhlo type count"); break;
      case type_code::quant:
        quant_types(r, t);
        t.scales.push_back(r.fixed_width_bits(64, "vhlo quant scale"));
        t.zero_points.push_back(r.signed_varint("vhlo quant zero point"));
        t.storage_min = r.signed_varint("vhlo quant storage min");
        t.storage_max = r.signed_varint("vhlo quant storage max");
        break;
      case type_code::quant_per_axis: {
        quant_types(r, t);
        t.quantized_dimension = r.varint("vhlo quant quantized dimension");
        t.storage_min = r.signed_varint("vhlo quant storage min");
        t.storage_max = r.signed_varint("vhlo quant storage max");
        t.scales.resize(static_cast<std::size_t>(r.count("vhlo quant scale count")));
        for (auto& s : t.scales) s = r.fixed_width_bits(64, "vhlo quant scale");
        signed_list(r, t.zero_points, "vhlo quant zero point count");
        break;
      }
      default: break;  // scalars, token, witness: the code is all
    }
    return t;
  }

  void print_type(const vhlo_type& t, dialect_printer& p) const {
    p.mnemonic(t.info().mnemonic);
    switch (static_cast<type_code>(t.code)) {
      case type_code::complex:
      case type_code::unranked_tensor:
        p.text("<");
        p.type(t.element);
        p.text(">");
        break;
      case type_code::function:
        p.text("<(");
        type_array(p, t.types);
        p.text(") -> ");
        type_array(p, t.results);
        p.text(">");
        break;
      case type_code::ranked_tensor:
      case type_code::ranked_tensor_with_encoding:
      case type_code::ranked_buffer:
        p.text("<" + shape_prefix(t.shape));
        p.type(t.element);
        if (t.has_encoding) {
          p.text(", ");
          p.attribute(t.encoding);
        }
        p.text(">");
        break;
      case type_code::tuple:
      case type_code::future:
        p.text("<");
        comma_types(p, t.types);
        p.text(">");
        break;
      case type_code::quant:
        quant_head(t, p);
        p.floating(float_kind::f64, t.scales[0]);
        p.text(":" + std::to_string(t.zero_points[0]) + ", ");
        quant_tail(t, p);
        break;
      case type_code::quant_per_axis: {
        quant_head(t, p);
        // StableHLO keeps the dimension as a 32-bit int.
        p.signed_int(static_cast<std::int32_t>(static_cast<std::uint32_t>(t.quantized_dimension)));
        p.text(", [");
        for (std::size_t i = 0; i < t.scales.size(); ++i) {
          if (i != 0) p.text(", ");
          p.floating(float_kind::f64, t.scales[i]);
        }
        p.text("], [");
        for (std::size_t i = 0; i < t.zero_points.size(); ++i) p.text((i != 0 ? ", " : "") + std::to_string(t.zero_points[i]));
        p.text("], ");
        quant_tail(t, p);
        break;
      }
      default: break;
    }
  }

  // ---------------------------------------------------------------- attributes

  enum class attr_code : std::uint8_t {
    array = 1, boolean = 2, comparison_direction = 3, comparison_type = 4, api_version = 5, dictionary = 6,
    fft_type = 7, floating = 8, integer = 9, output_operand_alias = 10, precision = 11, rng_algorithm = 12,
    rng_distribution = 13, string = 14, tensor = 15, transpose = 16, type = 17, type_extensions = 18,
    result_accuracy_mode = 19, result_accuracy = 20, sub_axis_info = 21, axis_ref = 22,
    replica_group_mesh_axes = 23, mesh_axis = 24, mesh = 25,
  };
  static constexpr std::uint64_t last_attr_code = 25;

  // Enum attributes print as `#vhlo<mnemonic CASE>`.
  struct enum_info {
    std::string_view mnemonic;
    std::uint32_t first = 0;  // value of cases[0]
    std::array<std::string_view, 6> cases{};
  };
  static const enum_info* enum_of(attr_code c) noexcept {
    static constexpr enum_info comparison_direction{"comparison_direction_v1", 0, {"EQ", "NE", "GE", "GT", "LE", "LT"}};
    static constexpr enum_info comparison_type{"comparison_type_v1", 0, {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}};
    static constexpr enum_info api_version{
        "api_version_v1", 0,
        {"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
         "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"}};
    static constexpr enum_info fft_type{"fft_type_v1", 0, {"FFT", "IFFT", "RFFT", "IRFFT"}};
    static constexpr enum_info precision{"precision_v1", 0, {"DEFAULT", "HIGH", "HIGHEST"}};
    static constexpr enum_info rng_algorithm{"rng_algorithm_v1", 0, {"DEFAULT", "THREE_FRY", "PHILOX"}};
    static constexpr enum_info rng_distribution{"rng_distribution_v1", 1, {"UNIFORM", "NORMAL"}};
    static constexpr enum_info transpose{"transpose_v1", 0, {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}};
    static constexpr enum_info result_accuracy_mode{"result_accuracy_mode_v1", 0, {"DEFAULT", "HIGHEST", "TOLERANCE"}};
    switch (c) {
      case attr_code::comparison_direction: return &comparison_direction;
      case attr_code::comparison_type: return &comparison_type;
      case attr_code::api_version: return &api_version;
      case attr_code::fft_type: return &fft_type;
      case attr_code::precision: return &precision;
      case attr_code::rng_algorithm: return &rng_algorithm;
      case attr_code::rng_distribution: return &rng_distribution;
      case attr_code::transpose: return &transpose;
      case attr_code::result_accuracy_mode: return &result_accuracy_mode;
      default: return nullptr;
    }
  }

  // The data of a tensor_v1 attribute: a view into the file, with what it takes
  // to read it (builtin element format, shape) and to print it.
  struct tensor_data {
    std::span<const std::byte> bytes;  // as stored
    std::vector<std::int64_t> shape;
    std::uint64_t num_elements = 0;
    dense_element_format format;
    // Booleans: one byte per element, bit-packed (8 per byte, low bit first),
    // or one 0xFF byte for "all true"; other types: elements, or one for a splat.
    enum class layout : std::uint8_t { elements, splat, bits, all_true } storage = layout::elements;
    bool is_bool = false;
    std::string builtin_type;  // `tensor<2x3xf32` (the encoding and `>` follow when printed)
    bool has_encoding = false;
    std::uint64_t encoding = 0;

    bool element_true(std::uint64_t i) const noexcept {
      switch (storage) {
        case layout::all_true: return true;
        case layout::splat: return bytes[0] != std::byte{0};
        case layout::bits: return ((static_cast<unsigned>(bytes[static_cast<std::size_t>(i / 8)]) >> (i % 8)) & 1u) != 0;
        case layout::elements: return bytes[static_cast<std::size_t>(i)] != std::byte{0};
      }
      return false;
    }
  };

  struct vhlo_attribute {
    std::uint8_t code = 0;
    std::vector<std::uint64_t> refs;   // array elements; dictionary key, value, key, …; struct parameters
    bool flag = false;                 // bool_v1 value; axis_ref/mesh: the optional parameter is present
    std::uint32_t enum_value = 0;
    std::uint64_t type = 0;            // float_v1, integer_v1, tensor_v1, type_v1
    std::uint64_t lo = 0, hi = 0;      // float_v1/integer_v1 bits; result_accuracy atol (lo), rtol (hi)
    std::uint32_t width = 0;           // integer_v1
    bool is_signed = true;             // integer_v1
    std::string_view builtin_type;     // integer_v1: `i32`, `ui8`, `index`
    std::string_view text;             // string_v1
    std::vector<std::int64_t> ints, ints2;  // type_extensions bounds; output_operand_alias index lists
    std::int64_t number = 0, number2 = 0;   // operandIndex; sub_axis pre_size/size; mesh_axis size; ulps
    tensor_data data;                  // tensor_v1

    attr_code kind() const noexcept { return static_cast<attr_code>(code); }
  };
  using attribute_value = vhlo_attribute;

  attribute_value decode_attribute(dialect_reader& r) const {
    vhlo_attribute a;
    const std::uint64_t code = r.varint("vhlo attribute code");
    if (!r.ok()) return a;
    if (code == 0 || code > last_attr_code) {
      r.decline();  // retired (0) or a newer StableHLO's attribute
      return a;
    }
    a.code = static_cast<std::uint8_t>(code);
    const attr_code c = a.kind();
    if (const enum_info* e = enum_of(c)) {
      const std::uint64_t at = r.offset();
      // StableHLO reads the varint into 32 bits before looking the case up.
      a.enum_value = static_cast<std::uint32_t>(r.varint("vhlo enum value"));
      if (r.ok() && !case_name(*e, a.enum_value)) r.fail_at(at, "vhlo enum value out of range", a.enum_value, e->first + 5);
      return a;
    }
    switch (c) {
      case attr_code::array: attributes(r, a.refs, 1, "vhlo array size"); break;
      case attr_code::dictionary: attributes(r, a.refs, 2, "vhlo dictionary size"); break;
      case attr_code::boolean: {
        const std::uint64_t at = r.offset();
        const std::uint64_t v = r.varint("vhlo bool value");
        if (r.ok() && v > 1) r.fail_at(at, "vhlo bool value must be 0 or 1", v, 1);
        a.flag = v == 1;
        break;
      }
      case attr_code::floating: decode_float(r, a); break;
      case attr_code::integer: decode_integer(r, a); break;
      case attr_code::output_operand_alias:
        signed_list(r, a.ints, "vhlo output tuple index count");
        a.number = r.signed_varint("vhlo operand index");
        signed_list(r, a.ints2, "vhlo operand tuple index count");
        break;
      case attr_code::string: a.text = r.string("vhlo string"); break;
      case attr_code::tensor: decode_tensor(r, a); break;
      case attr_code::type: a.type = r.type("vhlo type attribute"); break;
      case attr_code::type_extensions: signed_list(r, a.ints, "vhlo bounds count"); break;
      case attr_code::result_accuracy:
        a.lo = r.fixed_width_bits(64, "vhlo result accuracy atol");
        a.hi = r.fixed_width_bits(64, "vhlo result accuracy rtol");
        a.number = r.signed_varint("vhlo result accuracy ulps");
        a.refs.push_back(r.attribute("vhlo result accuracy mode"));
        break;
      case attr_code::sub_axis_info:
        a.number = r.signed_varint("vhlo sub axis pre size");
        a.number2 = r.signed_varint("vhlo sub axis size");
        break;
      case attr_code::axis_ref: {
        a.refs.push_back(r.attribute("vhlo axis name"));
        // Any non-zero varint means "present" to StableHLO's reader.
        a.flag = r.varint("vhlo sub axis info presence") != 0;
        if (a.flag) a.refs.push_back(r.attribute("vhlo sub axis info"));
        break;
      }
      case attr_code::replica_group_mesh_axes:
        a.refs.push_back(r.attribute("vhlo mesh"));
        a.refs.push_back(r.attribute("vhlo mesh axes"));
        break;
      case attr_code::mesh_axis:
        a.refs.push_back(r.attribute("vhlo mesh axis name"));
        a.number = r.signed_varint("vhlo mesh axis size");
        break;
      case attr_code::mesh: {
        a.refs.push_back(r.attribute("vhlo mesh axes"));
        const auto ids = r.optional_attribute("vhlo mesh device ids");
        a.flag = ids.has_value();
        if (ids) a.refs.push_back(*ids);
        break;
      }
      default: break;
    }
    return a;
  }

  void print_attribute(const vhlo_attribute& a, dialect_printer& p) const {
    if (const enum_info* e = enum_of(a.kind())) {
      p.text("<");
      p.text(e->mnemonic);
      p.text(" ");
      p.text(*case_name(*e, a.enum_value));
      p.text(">");
      return;
    }
    p.mnemonic(attr_mnemonic(a.kind()));
    p.text("<");
    switch (a.kind()) {
      case attr_code::array:
        p.text("[");
        comma_attributes(p, a.refs);
        p.text("]");
        break;
      case attr_code::dictionary:
        p.text("{");
        for (std::size_t i = 0; i + 1 < a.refs.size(); i += 2) {
          if (i != 0) p.text(", ");
          p.attribute(a.refs[i]);
          p.text(" = ");
          p.attribute(a.refs[i + 1]);
        }
        p.text("}");
        break;
      case attr_code::boolean: p.text(a.flag ? "true" : "false"); break;
      case attr_code::floating:
        p.floating(type_table[type_code_of(p, a.type)].fk, a.lo, a.hi);
        p.text(" : ");
        p.type(a.type);
        break;
      case attr_code::integer: {
        std::string s;
        if (a.width == 1) s = (a.lo & 1u) != 0 ? "true" : "false";
        else print_detail::append_int(&a.lo, 1, a.width, a.is_signed, s);
        p.text(s + " : ");
        p.text(a.builtin_type);
        break;
      }
      case attr_code::output_operand_alias:
        p.text("outputTupleIndices = " + dims(a.ints) + ", operandIndex = " + std::to_string(a.number) +
               ", operandTupleIndices = " + dims(a.ints2));
        break;
      case attr_code::string: p.quoted(a.text); break;
      case attr_code::tensor: print_tensor(a.data, p); break;
      case attr_code::type: p.type(a.type); break;
      case attr_code::type_extensions: p.text("bounds = " + dims(a.ints)); break;
      case attr_code::result_accuracy:
        p.text("atol = ");
        p.floating(float_kind::f64, a.lo);
        p.text(", rtol = ");
        p.floating(float_kind::f64, a.hi);
        p.text(", ulps = " + std::to_string(a.number) + ", mode = ");
        p.attribute(a.refs[0]);
        break;
      case attr_code::sub_axis_info:
        p.text("pre_size = " + std::to_string(a.number) + ", size = " + std::to_string(a.number2));
        break;
      case attr_code::axis_ref:
      case attr_code::mesh:
        p.text(a.kind() == attr_code::mesh ? "axes = " : "name = ");
        p.attribute(a.refs[0]);
        if (a.flag) {
          p.text(a.kind() == attr_code::mesh ? ", device_ids = " : ", sub_axis_info = ");
          p.attribute(a.refs[1]);
        }
        break;
      case attr_code::replica_group_mesh_axes:
        p.text("mesh = ");
        p.attribute(a.refs[0]);
        p.text(", axes = ");
        p.attribute(a.refs[1]);
        break;
      case attr_code::mesh_axis:
        p.text("name = ");
        p.attribute(a.refs[0]);
        p.text(", size = " + std::to_string(a.number));
        break;
      default: break;
    }
    p.text(">");
  }

  // ---------------------------------------------------------------- op layouts

  static std::span<const op_schema::schema_set> op_schemas() { return {&op_schema::vhlo_ops, 1}; }

 private:
  // ---- decoding helpers

  static void types(dialect_reader& r, std::vector<std::uint64_t>& out, const char* what) {
    out.resize(static_cast<std::size_t>(r.count(what)));
    for (auto& t : out) t = r.type("vhlo type");
  }
  static void attributes(dialect_reader& r, std::vector<std::uint64_t>& out, std::size_t per_item, const char* what) {
    out.resize(static_cast<std::size_t>(r.count(what, per_item)) * per_item);
    for (auto& a : out) a = r.attribute("vhlo attribute");
  }
  static void signed_list(dialect_reader& r, std::vector<std::int64_t>& out, const char* what) {
    out.resize(static_cast<std::size_t>(r.count(what)));
    for (auto& v : out) v = r.signed_varint("vhlo signed value");
  }
  static void quant_types(dialect_reader& r, vhlo_type& t) {
    t.flags = r.varint("vhlo quant flags");
    t.storage = r.type("vhlo quant storage type");
    t.expressed = r.type("vhlo quant expressed type");
  }

  // The vhlo type entry `idx` (nullptr: not decoded yet, or not a vhlo type).
  static const vhlo_type* vhlo_type_now(dialect_reader& r, std::uint64_t idx, bool& pending) {
    const mlirbc::type* t = r.type_now(idx);
    pending = t == nullptr;
    if (t == nullptr) return nullptr;
    const auto* d = t->get<types::dialect>();
    return d != nullptr ? d->as<vhlo_type>() : nullptr;
  }

  // float_v1: the value's width comes from its vhlo float type.
  static void decode_float(dialect_reader& r, vhlo_attribute& a) {
    const std::uint64_t at = r.offset();
    a.type = r.type("vhlo float type");
    if (!r.ok()) return;
    bool pending = false;
    const vhlo_type* t = vhlo_type_now(r, a.type, pending);
    if (pending) return;
    if (t == nullptr || t->info().cls != scalar::floating) {
      r.fail_at(at, "vhlo float_v1 needs a vhlo float type");
      return;
    }
    const unsigned bits = float_info_bits(t->info().fk);
    a.lo = r.fixed_width_bits(bits, "vhlo float value");
  }

  // integer_v1: the value's width comes from its vhlo integer (or index) type.
  static void decode_integer(dialect_reader& r, vhlo_attribute& a) {
    const std::uint64_t at = r.offset();
    a.type = r.type("vhlo integer type");
    if (!r.ok()) return;
    bool pending = false;
    const vhlo_type* t = vhlo_type_now(r, a.type, pending);
    if (pending) return;
    if (t == nullptr || (t->info().cls != scalar::integer && t->info().cls != scalar::index)) {
      r.fail_at(at, "vhlo integer_v1 needs a vhlo integer or index type");
      return;
    }
    a.width = t->info().width;
    a.is_signed = !t->info().is_unsigned;
    a.builtin_type = t->info().builtin;
    a.lo = r.fixed_width_bits(a.width, "vhlo integer value");
  }

  // tensor_v1: a static ranked tensor type and its data blob, kept as a view.
  static void decode_tensor(dialect_reader& r, vhlo_attribute& a) {
    const std::uint64_t at = r.offset();
    a.type = r.type("vhlo tensor type");
    if (!r.ok()) return;
    bool pending = false;
    const vhlo_type* t = vhlo_type_now(r, a.type, pending);
    if (pending) return;
    if (t == nullptr || !(t->is(type_code::ranked_tensor) || t->is(type_code::ranked_tensor_with_encoding))) {
      r.fail_at(at, "vhlo tensor_v1 needs a vhlo ranked tensor type");
      return;
    }
    tensor_data& d = a.data;
    auto n = static_element_count(t->shape);
    if (!n) {
      r.fail_at(at, "vhlo tensor_v1 needs a static shape");
      return;
    }
    d.num_elements = *n;
    d.shape = t->shape;
    d.has_encoding = t->has_encoding;
    d.encoding = t->encoding;
    const vhlo_type* e = vhlo_type_now(r, t->element, pending);
    if (pending) return;
    std::string element_text;
    if (e == nullptr || !element_format(r, *e, d, element_text, pending)) {
      if (!pending) r.decline();  // e.g. quantized elements: no builtin form to print
      return;
    }
    d.builtin_type = "tensor<";
    for (const std::int64_t dim : d.shape) d.builtin_type += std::to_string(dim) + "x";
    d.builtin_type += element_text;
    const std::uint64_t blob_at = r.offset();
    d.bytes = r.blob("vhlo tensor data");
    if (!r.ok()) return;
    const std::uint64_t size = d.bytes.size();
    if (d.is_bool) {
      // StableHLO packs booleans 8 to a byte; one 0xFF byte stands for "all true".
      const std::uint64_t packed = (d.num_elements + 7) / 8;
      if (size == 1 && d.bytes[0] == std::byte{0xFF}) d.storage = tensor_data::layout::all_true;
      else if (size == packed && size != d.num_elements) d.storage = tensor_data::layout::bits;
      else if (size == 1 && d.num_elements != 1) d.storage = tensor_data::layout::splat;
      else if (size == d.num_elements) d.storage = tensor_data::layout::elements;
      else r.fail_at(blob_at, "vhlo tensor_v1 boolean data size", size, d.num_elements);
      return;
    }
    const std::uint64_t eb = d.format.bytes();
    if (size == eb && d.num_elements > 1) d.storage = tensor_data::layout::splat;
    else if (eb != 0 && size / eb == d.num_elements && size % eb == 0) d.storage = tensor_data::layout::elements;
    else r.fail_at(blob_at, "vhlo tensor_v1 data size does not match its type", size, d.num_elements * eb);
  }

  // The builtin element format and text of a vhlo element type (complex of a
  // scalar, or a scalar); false when it has none (quantized, token, …).
  static bool element_format(dialect_reader& r, const vhlo_type& e, tensor_data& d, std::string& text, bool& pending) {
    const vhlo_type* scalar_type = &e;
    if (e.is(type_code::complex)) {
      scalar_type = vhlo_type_now(r, e.element, pending);
      if (scalar_type == nullptr) return false;
      d.format.complex = true;
    }
    const type_info& info = scalar_type->info();
    switch (info.cls) {
      case scalar::boolean:
        if (d.format.complex) return false;
        d.is_bool = true;
        d.format.width = 1;
        break;
      case scalar::integer:
        d.format.width = info.width;
        d.format.is_signed = !info.is_unsigned;
        break;
      case scalar::index: d.format.k = dense_element_format::kind::index; break;
      case scalar::floating:
        d.format.k = dense_element_format::kind::floating;
        d.format.fk = info.fk;
        break;
      default: return false;
    }
    text = d.format.complex ? "complex<" + std::string(info.builtin) + ">" : std::string(info.builtin);
    return true;
  }

  static unsigned float_info_bits(float_kind k) noexcept { return mlirbc::info(k).bits; }

  // ---- printing helpers

  static std::optional<std::string_view> case_name(const enum_info& e, std::uint32_t v) noexcept {
    if (v < e.first || v - e.first >= e.cases.size() || e.cases[v - e.first].empty()) return std::nullopt;
    return e.cases[v - e.first];
  }
  static std::string_view attr_mnemonic(attr_code c) noexcept {
    switch (c) {
      case attr_code::array: return "array_v1";
      case attr_code::boolean: return "bool_v1";
      case attr_code::dictionary: return "dict_v1";
      case attr_code::floating: return "float_v1";
      case attr_code::integer: return "integer_v1";
      case attr_code::output_operand_alias: return "output_operand_alias_v1";
      case attr_code::string: return "string_v1";
      case attr_code::tensor: return "tensor_v1";
      case attr_code::type: return "type_v1";
      case attr_code::type_extensions: return "type_extensions_v1";
      case attr_code::result_accuracy: return "result_accuracy_v1";
      case attr_code::sub_axis_info: return "sub_axis_info_v1";
      case attr_code::axis_ref: return "axis_ref_v1";
      case attr_code::replica_group_mesh_axes: return "replica_group_mesh_axes_v1";
      case attr_code::mesh_axis: return "mesh_axis_v1";
      case attr_code::mesh: return "mesh_v1";
      default: return {};
    }
  }
  static std::uint8_t type_code_of(const dialect_printer& p, std::uint64_t idx) noexcept {
    const auto* d = p.type_node(idx).get<types::dialect>();
    const vhlo_type* t = d != nullptr ? d->as<vhlo_type>() : nullptr;
    return t != nullptr ? t->code : 0;
  }
  static std::string dim_text(std::int64_t d) { return d == dynamic_dim ? "?" : std::to_string(d); }
  // `2x?x` before a tensor's element type.
  static std::string shape_prefix(std::span<const std::int64_t> shape) {
    std::string s;
    for (const std::int64_t d : shape) s += dim_text(d) + "x";
    return s;
  }
  // `[16, ?]`
  static std::string dims(std::span<const std::int64_t> v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) s += (i != 0 ? ", " : "") + dim_text(v[i]);
    return s + "]";
  }
  static void comma_types(dialect_printer& p, std::span<const std::uint64_t> ts) {
    for (std::size_t i = 0; i < ts.size(); ++i) {
      if (i != 0) p.text(", ");
      p.type(ts[i]);
    }
  }
  // StableHLO prints an empty type list of a function as `()`.
  static void type_array(dialect_printer& p, std::span<const std::uint64_t> ts) {
    if (ts.empty()) p.text("()");
    comma_types(p, ts);
  }
  static void comma_attributes(dialect_printer& p, std::span<const std::uint64_t> as) {
    for (std::size_t i = 0; i < as.size(); ++i) {
      if (i != 0) p.text(", ");
      p.attribute(as[i]);
    }
  }
  static void quant_head(const vhlo_type& t, dialect_printer& p) {
    p.text("<");
    p.type(t.storage);
    p.text(":");
    p.type(t.expressed);
    p.text(", ");
  }
  static void quant_tail(const vhlo_type& t, dialect_printer& p) {
    p.text(std::to_string(t.storage_min) + ":" + std::to_string(t.storage_max) + ", " + std::to_string(t.flags) + ">");
  }

  // `dense<…> : tensor<…>`: the data as MLIR prints a DenseElementsAttr of the
  // builtin type the vhlo type stands for.
  static void print_tensor(const tensor_data& d, dialect_printer& p) {
    std::string s = "dense<";
    if (d.is_bool) {
      // A splat layout needs no scan (its element count is not bounded by the data).
      const bool stored_splat = d.storage == tensor_data::layout::all_true || d.storage == tensor_data::layout::splat;
      bool all_same = true;
      for (std::uint64_t i = 1; !stored_splat && i < d.num_elements && all_same; ++i)
        all_same = d.element_true(i) == d.element_true(0);
      if (d.num_elements > 0 && all_same) {
        s += d.element_true(0) ? "true" : "false";
      } else if (d.num_elements > 100) {
        // MLIR holds booleans one per byte: that is what its hex form shows.
        std::vector<std::byte> bytes(static_cast<std::size_t>(d.num_elements));
        for (std::uint64_t i = 0; i < d.num_elements; ++i) bytes[static_cast<std::size_t>(i)] = std::byte{d.element_true(i) ? std::uint8_t{1} : std::uint8_t{0}};
        s += '"';
        print_detail::append_hex_bytes(bytes, s);
        s += '"';
      } else {
        print_detail::append_nested(d.shape, d.num_elements, "[", "]", [&](std::string_view t) { s += t; },
                                    [&](std::uint64_t i) { s += d.element_true(i) ? "true" : "false"; });
      }
    } else {
      // MLIR keeps data whose elements are all equal as a splat.
      const std::size_t eb = d.format.bytes();
      bool splat = d.storage == tensor_data::layout::splat || d.num_elements == 1;
      if (!splat && d.num_elements > 1) {
        splat = true;
        for (std::uint64_t i = 1; i < d.num_elements && splat; ++i)
          splat = std::equal(d.bytes.begin(), d.bytes.begin() + static_cast<std::ptrdiff_t>(eb),
                             d.bytes.begin() + static_cast<std::ptrdiff_t>(i * eb));
      }
      print_detail::append_dense_body(d.format, d.shape, d.num_elements, splat, d.bytes, true, s);
    }
    s += "> : " + d.builtin_type;
    p.text(s);
    if (d.has_encoding) {
      p.text(", ");
      p.attribute(d.encoding);
    }
    p.text(">");
  }
};

}  // namespace mlirbc::dialects
// ---- end mlirbc/dialects/vhlo.hpp

namespace mlirbc {

// Plug-ins for the dialects that mlir-opt's upstream dialects write with
// their own encodings (builtin, llvm, quant) or whose text MLIR re-prints
// differently from what the file holds (dlti), StableHLO's vhlo (the dialect
// of its portable artifacts, with its ops' layouts), and the op property
// layouts of MLIR 22 and 19. MLIR's internal `test` dialect
// is not in it: add dialects::test_dialect (dialects/test.hpp) to read files
// of mlir-opt's test suite as mlir-opt does.
inline const dialect_registry& default_dialects() {
  static const dialect_registry r = [] {
    dialect_registry d;
    d.add(dialects::builtin_dialect{})
        .add(dialects::llvm_dialect{})
        .add(dialects::quant_dialect{})
        .add(dialects::dlti_dialect{})
        .add(dialects::vhlo_dialect{});
    d.add_op_schemas(op_schema::llvm22).add_op_schemas(op_schema::llvm19);
    return d;
  }();
  return r;
}

}  // namespace mlirbc
// ---- end mlirbc/dialects/registry.hpp
// ---- begin mlirbc/op_properties.hpp
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

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>


namespace mlirbc {

// What a dialect plug-in's decode_property sees of one property entry: the
// bytes of its field (sticky errors, as dialect_reader), the attributes of
// the file, and the op's dialect version.
class property_reader {
 public:
  property_reader(cursor& c, const attr_reader& r, const op_name& op, std::uint64_t entry_offset) noexcept
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
};

// The LLVM release whose op definitions apply to `b`, or 0 when unknown. v5+
// files hold their writer's layouts: the producer's release (`mlirbc`, the
// writer in writer.hpp, writes MLIR 22's). v0-4 files carry attributes by
// name, and the reference printer (mlir-opt 22) applies its own definitions.
inline unsigned layout_release(const bytecode& b) noexcept {
  if (b.version() < version_native_properties || b.producer() == "mlirbc") return 22;
  return mlir_producer_major(b.producer());
}

// The release whose layouts apply: the registry's forced one
// (dialect_registry::force_op_layouts), else layout_release(file).
inline unsigned layout_release(const bytecode& b, const dialect_registry& reg) noexcept {
  if (const unsigned forced = reg.forced_op_layouts()) return forced;
  return layout_release(b);
}
inline unsigned layout_release(const attr_reader& r) noexcept { return layout_release(r.file(), r.dialects()); }

// The release set (MLIR's own op layouts) of layout_release, if registered.
inline const op_schema::schema_set* release_set(const bytecode& b, const dialect_registry& reg) noexcept {
  const unsigned release = layout_release(b, reg);
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (release != 0 && s->major == release && s->dialect.empty()) return s;
  return nullptr;
}
inline const op_schema::schema_set* release_set(const attr_reader& r) noexcept {
  return release_set(r.file(), r.dialects());
}

// For a producer without a release set: the registered release sets in the
// order they are tried on each op, nearest release first (newest first when
// the producer names no MLIR release).
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
inline op_layout find_layout(const attr_reader& r, const op_name& op) {
  return find_layout_in(r, op, layout_release(r));
}

namespace detail {

inline error props_error(errc code, const property_entry& e, const char* what) {
  return error{code, section_id::properties, e.offset, what};
}

// One native property value of codec `codes` (op_schema::native_code); `level`
// is the current nibble (0 = outermost): nesting is bounded by the four codes
// of the table, never by the file.
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

// Decodes one field of a registered op's entry into `out` (nothing for an
// absent optional attribute without a default, or a segment field of the
// other version).
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
    case field_kind::attr: add(value::attribute(pr.attribute("required property attribute"))); return;
    case field_kind::opt_attr: {
      // Like the reference reader: without the presence flag the attribute is absent;
      // the op then fills in its default value, if it has one.
      const std::uint64_t v_at = c.offset();
      const auto v = c.flagged_varint("optional property attribute");
      if (v.flag && c.ok() && v.value >= r.num_attributes())
        c.fail_at(v_at, errc::index_out_of_range, "optional property attribute", v.value, r.num_attributes());
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

// A unregistered op's properties entry (v5+): the index of the attribute that mlir-opt
// prints as `<ATTR>` (normally a DictionaryAttr, printed `<{…}>`, even when empty).
inline result<std::uint64_t> unregistered_properties_attribute(const bytecode& b, const property_entry& e) {
  cursor c(b.bytes(), e.offset, e.offset + e.bytes.size(), section_id::properties);
  const std::uint64_t idx = c.varint("unregistered op properties attribute");
  c.expect_end("unregistered op properties entry");
  if (!c.ok()) return c.err();
  if (idx >= b.attr_types().num_attributes()) {
    return error{errc::index_out_of_range, section_id::properties, e.offset, "properties attribute", idx,
                 b.attr_types().num_attributes()};
  }
  return idx;
}

namespace detail {

// Decodes entry `e` by `layout`, consuming it exactly; values sorted by name.
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
inline result<decoded_properties> decode_by_known_layouts(const attr_reader& r, const op_name& op,
                                                          const property_entry& e) {
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
  if (!chosen) return first_error;
  return decoded_properties{std::move(*chosen), chosen_set, true};
}

}  // namespace detail

// Decodes the properties entry `e` of op `op` (file version >= 5), consuming it exactly,
// and says which layout set did it. The values are what mlir-opt's generic printer shows
// inside `<{…}>`, sorted by name: absent optional attributes are left out.
// - registered op: its layout (find_layout); a producer without a layout table: the
//   known releases' layouts that decode the entry exactly (decode_by_known_layouts);
//   an op unknown to the producer's table → errc::unsupported.
// - unregistered op: the entry is one attr idx; a DictionaryAttr yields its entries, any
//   other attribute one value with an empty name (printed `<ATTR>`).
inline result<decoded_properties> decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                                const property_entry& e) {
  const bytecode& b = r.file();
  decoded_properties out;
  if (b.version() < version_native_properties)
    return detail::props_error(errc::bad_value, e, "op properties exist only in files of version 5 and later");
  if (!op.registered) {
    auto idx = unregistered_properties_attribute(b, e);
    if (!idx) return idx.err();
    auto a = r.attribute(*idx);
    if (!a) return a.err();
    if (const auto* d = (*a)->get<attrs::dictionary>()) {
      for (const named_attr& na : d->entries)
        out.values.push_back(property_value{na.name, props::value::attribute(na.value)});
    } else {
      out.values.push_back(property_value{{}, props::value::attribute(*idx)});
    }
    return out;
  }
  const op_layout own = find_release_independent_layout(r, op);
  if (own.desc == nullptr && release_set(r) == nullptr) return detail::decode_by_known_layouts(r, op, e);
  const op_layout layout = own.desc != nullptr ? own : find_layout(r, op);
  if (layout.desc == nullptr) {
    return detail::props_error(errc::unsupported, e,
                               "op properties: registered op unknown to the producer's schema; layout unknown");
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

// The values of decode_properties_and_layout.
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
inline result<std::vector<property_value>> legacy_properties(const attr_reader& r, const op_name& op,
                                                             std::uint64_t attrs) {
  std::vector<property_value> out;
  if (r.file().version() >= version_native_properties)
    return error{errc::bad_value, section_id::ir, 0, "legacy_properties applies to files of version 0 to 4"};
  const op_layout layout = find_layout(r, op);
  if (layout.desc == nullptr || layout.desc->status != op_schema::op_status::ok || layout.desc->count == 0) return out;
  if (attrs != no_attr) {
    auto dict = r.dictionary(attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict)
      if (is_inherent_attribute(r, op, na.name))
        out.push_back(property_value{inherent_print_name(na.name), props::value::attribute(na.value)});
  }
  for (const op_schema::field_desc& f : op_schema::fields_of(*layout.set, *layout.desc)) {
    if (!f.has_default) continue;
    const bool present = std::any_of(out.begin(), out.end(), [&](const property_value& v) { return v.name == f.name; });
    if (!present) out.push_back(property_value{f.name, props::value::printed(f.default_text)});
  }
  std::stable_sort(out.begin(), out.end(), [](const property_value& x, const property_value& y) { return x.name < y.name; });
  return out;
}

// "func.func properties: <error message> (producer 'MLIR19.1.7', schema MLIR 19)" — names
// the op and the producer, which the fixed-size error value cannot carry.
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
// ---- end mlirbc/op_properties.hpp
// ---- begin mlirbc/property_printer.hpp
// property_printer: a property value as mlir-opt prints it inside `<{...}>`
// (values that are attributes of the file are printed by attr_printer).

#include <cstdint>
#include <string>


namespace mlirbc {

// Appends the text of `v`, which is not a props::kind::attribute. `nested`:
// inside a list or an optional, where an i64 integer drops its `: i64`.
inline void append_property_text(const props::value& v, std::string& out, bool nested = false) {
  using props::kind;
  auto items = [&](std::string_view open, std::string_view close, bool nest) {
    out += open;
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      if (i != 0) out += ", ";
      append_property_text(v.items[i], out, nest);
    }
    out += close;
  };
  switch (v.kind) {
    case kind::attribute: return;  // printed by attr_printer
    case kind::integer:
      out += std::to_string(v.integer);
      if (v.bits != 64 || !nested) out += " : i" + std::to_string(v.bits);
      return;
    case kind::boolean: out += v.flag ? "true" : "false"; return;
    case kind::unit_attr:
    case kind::unit_prop: out += "unit"; return;
    case kind::string: print_detail::append_quoted(v.str, out); return;
    case kind::list:
    case kind::optional: items("[", "]", true); return;
    case kind::dense_array:
      out += "array<i" + std::to_string(v.bits);
      for (std::size_t i = 0; i < v.items.size(); ++i) {
        out += i == 0 ? ": " : ", ";
        out += std::to_string(v.items[i].integer);
      }
      out += '>';
      return;
    case kind::record:
      out += '{';
      for (std::size_t i = 0; i < v.items.size(); ++i) {
        if (i != 0) out += ", ";
        print_detail::append_keyword_or_string(v.items[i].name, out);
        out += " = ";
        append_property_text(v.items[i], out);
      }
      out += '}';
      return;
    case kind::enum_case:
    case kind::printed: out += v.text; return;
  }
}

}  // namespace mlirbc
// ---- end mlirbc/property_printer.hpp
// ---- begin mlirbc/ir.hpp
// ir: the IR section, walked lazily with an explicit stack (no recursion on
// file data), validating every field as it goes.
//
// The walk is push-style: `ir_walker::walk(visitor)` calls the visitor's
// optional hooks (on_op, on_op_end, on_region_begin/end, on_block_begin/end)
// in file order, which is also print order. Views passed to hooks point into
// buffers the walker reuses, so they are valid only during the call; the
// structural walk allocates nothing per op once its buffers have grown.
//
// Value numbering (docs/format.md §11.5): a value scope starts at the top level
// and at every op whose region varint carries the `isolated` flag. Entering a
// region appends its `numValues` slots to the scope; leaving removes them.
// Operands index the current scope; a slot may be referenced before the op or
// block that defines it (forward reference), and every referenced slot must be
// defined by the time its region ends. Operands are handed out as `value_ref`
// (defining region's walk id, index among that region's values), which is
// stable within one walk and does not depend on the scope.
//
// Laziness (v2+): the regions of an isolated op are stored in one nested IR
// section. Returning walk_action::skip from on_op skips such a section in O(1)
// by its length; the op_view's `lazy` handle decodes it later with walk_lazy().

#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>


namespace mlirbc {

// A value as seen by its users: the walk-order id of the region that defines
// it (0 = the top-level block) and its position among that region's values
// (block 0's arguments, then block 0's op results, then block 1's arguments…).
struct value_ref {
  std::uint32_t region = 0;
  std::uint32_t index = 0;
  friend bool operator==(const value_ref&, const value_ref&) = default;
};

// One use-list order entry: the desired order of the uses of one value of a
// range (an op's results or a block's arguments), docs/format.md §11.6.
struct use_list_order {
  std::uint64_t value_index = 0;  // position of the value in its range
  bool pair_form = false;         // indices are (position, reference index) pairs
  std::span<const std::uint64_t> indices;
};

// The regions of an isolated op that live in a nested IR section (v2+): enough
// to skip them now and decode them later with ir_walker::walk_lazy.
struct lazy_regions {
  std::uint64_t offset = 0;  // file offset of the section payload
  std::uint64_t length = 0;
  std::uint64_t num_regions = 0;
  std::uint32_t depth = 0;  // region depth of the op's regions
  bool present = false;
};

struct block_arg {
  std::uint64_t type = 0;  // type index
  std::uint64_t loc = 0;   // attribute index of the location; valid when has_loc
  bool has_loc = false;    // false: v4+ elided loc(unknown)
};

struct op_view {
  std::uint64_t offset = 0;  // file offset of the op's name varint
  std::uint64_t name_index = 0;
  const op_name* name = nullptr;  // entry of the dialect table
  std::uint8_t mask = 0;
  std::uint64_t location = 0;  // attribute index
  bool has_attrs = false;
  std::uint64_t attrs = 0;  // attribute index of a DictionaryAttr
  bool has_properties = false;
  std::uint64_t properties = 0;  // properties-section entry index (v5+)
  std::span<const std::uint64_t> result_types;
  value_ref first_result{};  // results are consecutive values of the enclosing region
  std::span<const value_ref> operands;
  std::span<const std::uint64_t> successors;  // block indices in the enclosing region
  std::span<const use_list_order> use_list_orders;
  std::uint64_t num_regions = 0;
  bool isolated = false;     // computed by the writer; starts a new value scope
  lazy_regions lazy{};       // present when the regions live in a nested section
  std::uint32_t depth = 0;   // region depth of the op (top-level ops: 0)
  std::uint32_t region = 0;  // walk id of the enclosing region
  std::uint64_t block = 0;   // index of the enclosing block in that region
};

struct region_view {
  std::uint32_t id = 0;  // walk order; 0 is the top-level block's pseudo-region
  std::uint32_t parent = 0;
  std::uint64_t index = 0;  // position among the op's regions
  std::uint64_t num_blocks = 0;
  std::uint64_t num_values = 0;
  std::uint32_t depth = 0;  // 1 for the regions of a top-level op
  bool top_level = false;
};

struct block_view {
  std::uint32_t region = 0;
  std::uint64_t index = 0;
  std::uint64_t num_ops = 0;
  std::span<const block_arg> args;
  value_ref first_arg{};
  std::span<const use_list_order> use_list_orders;  // v3+, for the arguments
};

enum class walk_action : std::uint8_t {
  advance,  // visit the op's regions
  skip,     // no hooks for the op's regions; O(1) when they are in a lazy section
  stop,     // end the walk now (walk returns no error)
};

namespace detail {
// The visitor's hooks are optional: each is called only when the visitor has it.
template <class V>
walk_action call_on_op(V& v, const op_view& op) {
  if constexpr (requires { { v.on_op(op) } -> std::same_as<walk_action>; }) {
    return v.on_op(op);
  } else if constexpr (requires { v.on_op(op); }) {
    v.on_op(op);
    return walk_action::advance;
  } else {
    return walk_action::advance;
  }
}
template <class V> void call_on_op_end(V& v, const op_view& op) {
  if constexpr (requires { v.on_op_end(op); }) v.on_op_end(op);
}
template <class V> void call_on_region_begin(V& v, const region_view& r) {
  if constexpr (requires { v.on_region_begin(r); }) v.on_region_begin(r);
}
template <class V> void call_on_region_end(V& v, const region_view& r) {
  if constexpr (requires { v.on_region_end(r); }) v.on_region_end(r);
}
template <class V> void call_on_block_begin(V& v, const block_view& b) {
  if constexpr (requires { v.on_block_begin(b); }) v.on_block_begin(b);
}
template <class V> void call_on_block_end(V& v) {
  if constexpr (requires { v.on_block_end(); }) v.on_block_end();
}
template <class V> inline constexpr bool wants_op_end = requires(V& v, const op_view& op) { v.on_op_end(op); };
}  // namespace detail

class ir_walker {
 public:
  explicit ir_walker(const bytecode& b) : b_(&b) {}

  // Walks the whole IR section. Returns an error (section ir, byte offset) for
  // malformed IR, or a default (ok) error.
  template <class V>
  error walk(V& v) {
    const section& s = b_->get_section(section_id::ir);
    reset(s.offset, s.offset + s.length);
    return run(v, nullptr);
  }

  // Decodes regions that an earlier walk skipped (op_view::lazy). They form
  // their own value scope; region ids restart at 1.
  template <class V>
  error walk_lazy(const lazy_regions& h, V& v) {
    if (!h.present) return error{errc::bad_value, section_id::ir, h.offset, "op has no lazy regions"};
    reset(h.offset, h.offset + h.length);
    return run(v, &h);
  }

  // File offset of the next byte the walk reads. Inside on_op: just past the
  // op's header (where its inline regions or its region section start); inside
  // on_op_end: just past the op and all of its regions.
  std::uint64_t position() const noexcept { return c_.offset(); }

  // Totals of the last walk.
  std::uint64_t ops_visited() const noexcept { return ops_; }
  std::uint32_t regions_visited() const noexcept { return next_region_id_; }

 private:
  enum : std::uint8_t { slot_undefined = 0, slot_forward = 1, slot_defined = 2 };
  struct slot {
    std::uint32_t region;
    std::uint32_t index;
    std::uint8_t state;
  };
  struct frame {
    std::uint64_t op_offset = 0;
    std::uint64_t num_regions = 0;
    std::uint64_t next_region = 0;
    std::uint64_t saved_scope_base = 0;
    std::uint64_t saved_end = 0;  // cursor end to restore after a region section
    bool isolated = false;
    bool in_section = false;
    bool muted = false;  // hooks suppressed (walk_action::skip on a non-lazy op)
    bool top = false;
    // The region being walked (when in_region).
    bool in_region = false;
    bool in_block = false;
    std::uint32_t region_id = 0;
    std::uint32_t depth = 0;  // region depth of this op's regions
    std::uint64_t num_blocks = 0;
    std::uint64_t block_index = 0;
    std::uint64_t values_base = 0;  // first slot of the region in slots_
    std::uint64_t num_values = 0;
    std::uint64_t defined = 0;
    std::uint64_t ops_left = 0;
  };

  void reset(std::uint64_t begin, std::uint64_t end) {
    c_ = cursor(b_->bytes(), begin, end, section_id::ir);
    stack_.clear();
    slots_.clear();
    scope_base_ = 0;
    ops_ = 0;
    next_region_id_ = 0;
    values_budget_ = end - begin;
  }

  // ---- field readers -------------------------------------------------------

  bool check_attr(std::uint64_t idx, std::uint64_t at, const char* what) {
    if (idx >= b_->attr_types().num_attributes()) {
      c_.fail_at(at, errc::index_out_of_range, what, idx, b_->attr_types().num_attributes());
      return false;
    }
    return true;
  }
  bool check_type(std::uint64_t idx, std::uint64_t at, const char* what) {
    if (idx >= b_->attr_types().num_types()) {
      c_.fail_at(at, errc::index_out_of_range, what, idx, b_->attr_types().num_types());
      return false;
    }
    return true;
  }

  // Use-list orders for a range of n values into uses_/use_idx_ (appending).
  void read_use_list_orders(std::uint64_t n) {
    const std::uint64_t at = c_.offset();
    if (n == 0) {
      c_.fail_at(at, errc::bad_value, "use-list order for an empty value range");
      return;
    }
    const std::uint64_t entries = n > 1 ? c_.count("use-list order count", 2) : 1;
    if (entries > n) c_.fail_at(at, errc::count_too_large, "use-list order count", entries, n);
    for (std::uint64_t e = 0; e < entries && c_.ok(); ++e) {
      const std::uint64_t idx_at = c_.offset();
      const std::uint64_t value = n > 1 ? c_.varint("use-list value index") : 0;
      if (c_.ok() && value >= n) c_.fail_at(idx_at, errc::index_out_of_range, "use-list value index", value, n);
      const std::uint64_t k_at = c_.offset();
      const auto f = c_.flagged_varint("use-list index count");
      const std::uint64_t k = f.value;
      if (c_.ok() && k > c_.remaining()) c_.fail_at(k_at, errc::count_too_large, "use-list index count", k, c_.remaining());
      if (c_.ok() && f.flag && (k % 2) != 0) c_.fail_at(k_at, errc::bad_value, "use-list pair form with an odd count", k);
      if (!c_.ok()) return;
      const std::size_t first = use_idx_.size();
      if (!f.flag) seen_.assign(static_cast<std::size_t>(k), 0);
      for (std::uint64_t j = 0; j < k; ++j) {
        const std::uint64_t i_at = c_.offset();
        const std::uint64_t i = c_.varint("use-list index");
        if (!c_.ok()) return;
        if (!f.flag) {  // full form: a permutation of 0..k-1
          if (i >= k || seen_[static_cast<std::size_t>(i)] != 0) {
            c_.fail_at(i_at, errc::bad_value, "use-list order is not a permutation", i, k);
            return;
          }
          seen_[static_cast<std::size_t>(i)] = 1;
        }
        use_idx_.push_back(i);
      }
      uses_.push_back(use_list_order{value, f.flag, {}});
      use_first_.push_back(first);
    }
  }
  void finish_use_lists(std::size_t first_entry) {
    for (std::size_t i = first_entry; i < uses_.size(); ++i) {
      const std::size_t b = use_first_[i];
      const std::size_t e = i + 1 < uses_.size() ? use_first_[i + 1] : use_idx_.size();
      uses_[i].indices = std::span<const std::uint64_t>(use_idx_.data() + b, e - b);
    }
  }

  // Reads an op header (everything up to its regions). `define` is false when
  // re-reading an op for on_op_end (its results are already defined).
  void read_op(frame& f, op_view& op, bool define) {
    reset_op(op);
    read_op_name(op);
    op.mask = c_.byte("op mask");
    op.location = checked_attr("op location");
    if (op.mask & op_mask::has_attrs) {
      op.has_attrs = true;
      op.attrs = checked_attr("op attributes");
    }
    if ((op.mask & op_mask::has_properties) && b_->version() >= version_native_properties) {
      const std::uint64_t at = c_.offset();
      op.has_properties = true;
      op.properties = c_.varint("op properties");
      if (c_.ok() && op.properties >= b_->properties().size())
        c_.fail_at(at, errc::index_out_of_range, "op properties", op.properties, b_->properties().size());
    }
    types_.clear();
    operands_.clear();
    succ_.clear();
    uses_.clear();
    use_idx_.clear();
    use_first_.clear();
    if (op.mask & op_mask::has_results) read_result_types();
    if (op.mask & op_mask::has_operands) read_operands();
    if (op.mask & op_mask::has_successors) read_successors(f);
    if ((op.mask & op_mask::has_use_list_orders) && b_->version() >= version_use_list_ordering)
      read_use_list_orders(types_.size());
    if (op.mask & op_mask::has_regions) read_region_count(op);
    if (!c_.ok()) return;
    finish_use_lists(0);
    op.result_types = types_;
    op.operands = operands_;
    op.successors = succ_;
    op.use_list_orders = uses_;
    op.depth = f.depth;
    op.region = f.region_id;
    op.block = f.block_index;
    op.first_result = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
    if (define && !types_.empty()) define_values(f, types_.size(), op.offset);
  }

  // Field by field: `op = op_view{}` compiles to a 208-byte `rep stos`, which
  // was a third of read_op's time. Fields not reset here are always written
  // before the op is handed out.
  void reset_op(op_view& op) {
    op.offset = c_.offset();
    op.name = nullptr;
    op.has_attrs = false;
    op.attrs = 0;
    op.has_properties = false;
    op.properties = 0;
    op.result_types = {};
    op.operands = {};
    op.successors = {};
    op.use_list_orders = {};
    op.num_regions = 0;
    op.isolated = false;
    op.lazy = lazy_regions{};
  }
  void read_op_name(op_view& op) {
    op.name_index = c_.varint("op name");
    const auto& names = b_->dialects().op_names;
    if (c_.ok() && op.name_index >= names.size())
      c_.fail_at(op.offset, errc::index_out_of_range, "op name", op.name_index, names.size());
    if (c_.ok()) op.name = &names[static_cast<std::size_t>(op.name_index)];
  }
  // An attribute index, checked against the table.
  std::uint64_t checked_attr(const char* what) {
    const std::uint64_t at = c_.offset();
    const std::uint64_t idx = c_.varint(what);
    if (c_.ok()) check_attr(idx, at, what);
    return idx;
  }
  void read_result_types() {
    const std::uint64_t n = c_.count("op result count");
    for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
      const std::uint64_t at = c_.offset();
      const std::uint64_t t = c_.varint("op result type");
      if (c_.ok() && check_type(t, at, "op result type")) types_.push_back(t);
    }
  }
  // Operands index the current value scope; a slot not defined yet is a forward reference.
  void read_operands() {
    const std::uint64_t scope_size = slots_.size() - scope_base_;
    const std::uint64_t n = c_.count("op operand count");
    for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
      const std::uint64_t at = c_.offset();
      const std::uint64_t v = c_.varint("op operand");
      if (!c_.ok()) break;
      if (v >= scope_size) {
        c_.fail_at(at, errc::index_out_of_range, "op operand value", v, scope_size);
        break;
      }
      slot& s = slots_[static_cast<std::size_t>(scope_base_ + v)];
      if (s.state == slot_undefined) s.state = slot_forward;
      operands_.push_back(value_ref{s.region, s.index});
    }
  }
  void read_successors(const frame& f) {
    const std::uint64_t n = c_.count("op successor count");
    for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
      const std::uint64_t at = c_.offset();
      const std::uint64_t s = c_.varint("op successor");
      if (c_.ok() && s >= f.num_blocks) c_.fail_at(at, errc::index_out_of_range, "op successor block", s, f.num_blocks);
      succ_.push_back(s);
    }
  }
  void read_region_count(op_view& op) {
    const std::uint64_t at = c_.offset();
    const auto r = c_.flagged_varint("op region count");
    op.num_regions = r.value;
    op.isolated = r.flag;
    // Each region takes at least one byte (its block count).
    if (c_.ok() && op.num_regions > c_.remaining())
      c_.fail_at(at, errc::count_too_large, "op region count", op.num_regions, c_.remaining());
    if (c_.ok() && op.num_regions == 0) c_.fail_at(at, errc::bad_value, "op has the region flag but no regions");
  }

  // Marks the next n slots of region f as defined.
  void define_values(frame& f, std::uint64_t n, std::uint64_t at) {
    if (n > f.num_values - f.defined) {
      c_.fail_at(at, errc::count_too_large, "region defines more values than it declared", f.defined + n,
                 f.num_values);
      return;
    }
    for (std::uint64_t i = 0; i < n; ++i) slots_[static_cast<std::size_t>(f.values_base + f.defined + i)].state = slot_defined;
    f.defined += n;
  }

  // Block header: (numOps<<1 | hasArgs), args, v3+ use-list flag.
  void read_block(frame& f, block_view& bv) {
    const std::uint64_t version = b_->version();
    const std::uint64_t at = c_.offset();
    const auto h = c_.flagged_varint("block op count");
    // Each op takes at least three bytes (name, mask, location).
    if (c_.ok() && h.value > c_.remaining() / 3) {
      c_.fail_at(at, errc::count_too_large, "block op count", h.value, c_.remaining() / 3);
    }
    args_.clear();
    uses_.clear();
    use_idx_.clear();
    use_first_.clear();
    bv = block_view{};
    bv.region = f.region_id;
    bv.index = f.block_index;
    bv.num_ops = h.value;
    bv.first_arg = value_ref{f.region_id, static_cast<std::uint32_t>(f.defined)};
    if (h.flag && c_.ok()) {
      const std::uint64_t n = c_.count("block argument count");
      for (std::uint64_t i = 0; i < n && c_.ok(); ++i) {
        block_arg a;
        std::uint64_t t_at = c_.offset();
        if (version >= version_elide_unknown_block_arg_loc) {
          const auto t = c_.flagged_varint("block argument type");
          a.type = t.value;
          a.has_loc = t.flag;
        } else {
          a.type = c_.varint("block argument type");
          a.has_loc = true;
        }
        if (c_.ok()) check_type(a.type, t_at, "block argument type");
        if (a.has_loc) {
          t_at = c_.offset();
          a.loc = c_.varint("block argument location");
          if (c_.ok()) check_attr(a.loc, t_at, "block argument location");
        }
        args_.push_back(a);
      }
      if (version >= version_use_list_ordering && c_.ok()) {
        const std::uint8_t flag = c_.byte("block use-list flag");
        if (flag != 0 && c_.ok()) read_use_list_orders(args_.size());
      }
      if (c_.ok()) define_values(f, args_.size(), at);
    }
    if (!c_.ok()) return;
    finish_use_lists(0);
    bv.args = args_;
    bv.use_list_orders = uses_;
    f.ops_left = h.value;
    f.in_block = true;
  }

  // Region header (numBlocks, numValues) and its value slots.
  bool enter_region(frame& f) {
    const std::uint64_t at = c_.offset();
    const std::uint64_t nb = c_.count("region block count");
    std::uint64_t nv = 0;
    if (nb > 0) {
      const std::uint64_t v_at = c_.offset();
      nv = c_.varint("region value count");
      // Every value is defined by a distinct type byte of the IR, so the
      // declared counts of all regions together cannot exceed its size.
      if (c_.ok() && nv > values_budget_) {
        c_.fail_at(v_at, errc::count_too_large, "region value count", nv, values_budget_);
      }
    }
    if (!c_.ok()) return false;
    if (next_region_id_ == UINT32_MAX) {
      c_.fail_at(at, errc::limit_exceeded, "region count", next_region_id_, UINT32_MAX);
      return false;
    }
    values_budget_ -= nv;
    f.in_region = true;
    f.in_block = false;
    f.region_id = next_region_id_++;
    f.num_blocks = nb;
    f.block_index = 0;
    f.num_values = nv;
    f.defined = 0;
    f.ops_left = 0;
    f.values_base = slots_.size();
    slots_.resize(static_cast<std::size_t>(f.values_base + nv));
    for (std::uint64_t i = 0; i < nv; ++i) {
      slots_[static_cast<std::size_t>(f.values_base + i)] =
          slot{f.region_id, static_cast<std::uint32_t>(i), slot_undefined};
    }
    return true;
  }

  // At region end: every referenced slot must have been defined.
  void leave_region(frame& f) {
    if (f.defined < f.num_values) {
      for (std::uint64_t i = f.defined; i < f.num_values; ++i) {
        if (slots_[static_cast<std::size_t>(f.values_base + i)].state == slot_forward) {
          c_.fail(errc::bad_value, "operand refers to a value that is never defined", i, f.defined);
          return;
        }
      }
    }
    slots_.resize(static_cast<std::size_t>(f.values_base));
    f.in_region = false;
  }

  // Nested region section of an isolated op (v2+): located, then passed over
  // (the walk enters it through a cursor of its own, or skips it).
  lazy_regions read_region_section(std::uint64_t num_regions, std::uint32_t depth) {
    const section s = read_section(c_, b_->limits_used());
    if (c_.ok() && s.id != section_id::ir) {
      c_.fail_at(s.header_offset, errc::bad_section_id, "expected an IR section for the regions",
                 static_cast<std::uint8_t>(s.id), static_cast<std::uint8_t>(section_id::ir));
    }
    if (!c_.ok()) return {};
    return lazy_regions{s.offset, s.length, num_regions, depth, true};
  }

  // What one step of the walk asks of run().
  enum class step : std::uint8_t { next, stop, done };

  template <class V>
  error run(V& v, const lazy_regions* lazy) {
    push_top(v, lazy);
    op_view op;
    block_view bv;
    while (!stack_.empty() && c_.ok()) {
      frame& f = stack_.back();
      step s = step::next;
      if (f.in_region) s = step_region(v, f, op, bv, lazy);
      else if (f.next_region < f.num_regions) begin_region(v, f);
      else s = end_op_regions(v, op);
      if (s == step::stop) return {};
      if (s == step::done) break;
    }
    if (!c_.ok()) return c_.err();
    return {};
  }

  // The outermost frame: the top-level block (a pseudo-region without a header
  // or values), or the regions of a lazily decoded isolated op (their own scope).
  template <class V>
  void push_top(V& v, const lazy_regions* lazy) {
    frame top;
    top.top = true;
    top.saved_end = c_.end_offset();
    if (lazy == nullptr) {
      top.num_regions = 1;
      top.in_region = true;
      top.region_id = next_region_id_++;
      top.num_blocks = 1;
      stack_.push_back(top);
      region_view r;
      r.num_blocks = 1;
      r.top_level = true;
      detail::call_on_region_begin(v, r);
      return;
    }
    next_region_id_ = 1;
    top.num_regions = lazy->num_regions;
    top.depth = lazy->depth;
    top.isolated = true;
    stack_.push_back(top);
  }

  // Inside a region: the next op of the current block, the end of a block, the
  // next block, or the end of the region.
  template <class V>
  step step_region(V& v, frame& f, op_view& op, block_view& bv, const lazy_regions* lazy) {
    if (f.in_block && f.ops_left > 0) return visit_op(v, f, op);
    if (f.in_block) {
      f.in_block = false;
      ++f.block_index;
      if (!f.muted) detail::call_on_block_end(v);
    }
    if (f.block_index < f.num_blocks) {
      read_block(f, bv);
      if (c_.ok() && !f.muted) detail::call_on_block_begin(v, bv);
      return step::next;
    }
    leave_region(f);
    if (!c_.ok()) return step::next;
    ++f.next_region;
    if (!f.muted) {
      region_view r;
      r.id = f.region_id;
      r.top_level = f.top && lazy == nullptr;
      detail::call_on_region_end(v, r);
    }
    return step::next;
  }

  template <class V>
  void begin_region(V& v, frame& f) {
    if (!enter_region(f) || f.muted) return;
    region_view r;
    r.id = f.region_id;
    r.parent = stack_.size() > 1 ? stack_[stack_.size() - 2].region_id : 0;
    r.index = f.next_region;
    r.num_blocks = f.num_blocks;
    r.num_values = f.num_values;
    r.depth = f.depth;
    detail::call_on_region_begin(v, r);
  }

  // One op: its header, the visitor's on_op, then either on_op_end (no regions,
  // or regions skipped in O(1)) or a frame for its regions.
  template <class V>
  step visit_op(V& v, frame& f, op_view& op) {
    --f.ops_left;
    const limits& lim = b_->limits_used();
    if (++ops_ > lim.max_ops) {
      c_.fail(errc::limit_exceeded, "operation budget", ops_, lim.max_ops);
      return step::next;
    }
    read_op(f, op, true);
    if (!c_.ok()) return step::next;
    const walk_action act = f.muted ? walk_action::advance : detail::call_on_op(v, op);
    if (act == walk_action::stop) return step::stop;
    if (op.num_regions == 0) {
      if (!f.muted) detail::call_on_op_end(v, op);
      return step::next;
    }
    if (f.depth + 1 > lim.max_ir_depth) {
      c_.fail_at(op.offset, errc::limit_exceeded, "region nesting depth", f.depth + 1, lim.max_ir_depth);
      return step::next;
    }
    open_op_regions(v, f, op, act);
    return step::next;
  }

  // Pushes the frame of an op's regions; an isolated op's regions in a nested
  // section (v2+) are entered through a cursor of their own, or skipped.
  template <class V>
  void open_op_regions(V& v, frame& f, op_view& op, walk_action act) {
    frame nf;
    nf.op_offset = op.offset;
    nf.num_regions = op.num_regions;
    nf.isolated = op.isolated;
    nf.muted = f.muted || act == walk_action::skip;
    nf.depth = f.depth + 1;
    nf.saved_scope_base = scope_base_;
    if (op.isolated && b_->version() >= version_lazy_loading) {
      const lazy_regions h = read_region_section(op.num_regions, nf.depth);
      if (!c_.ok()) return;
      if (act == walk_action::skip) {
        if (!f.muted) {
          op.lazy = h;
          detail::call_on_op_end(v, op);
        }
        return;
      }
      nf.in_section = true;
      nf.saved_end = c_.end_offset();
      c_ = cursor(b_->bytes(), h.offset, h.offset + h.length, section_id::ir);
    }
    if (op.isolated) scope_base_ = slots_.size();
    stack_.push_back(nf);  // invalidates f
  }

  // All regions of an op are done: leave its section and scope, and call
  // on_op_end with its header read again (nested ops reused the buffers).
  template <class V>
  step end_op_regions(V& v, op_view& op) {
    const frame done = stack_.back();
    stack_.pop_back();
    if ((done.in_section || done.top) && !c_.at_end()) {
      c_.fail(errc::trailing_data, done.top ? "bytes after the top-level operations" : "region section",
              c_.remaining(), 0);
      return step::next;
    }
    if (done.top) return step::done;
    if (done.in_section) c_ = cursor(b_->bytes(), c_.offset(), done.saved_end, section_id::ir);
    scope_base_ = done.saved_scope_base;
    if (!detail::wants_op_end<V>) return step::next;
    frame& parent = stack_.back();
    if (parent.muted) return step::next;
    const cursor saved = c_;
    c_ = cursor(b_->bytes(), done.op_offset, saved.end_offset(), section_id::ir);
    read_op(parent, op, false);
    op.first_result.index -= static_cast<std::uint32_t>(op.result_types.size());
    c_ = saved;
    detail::call_on_op_end(v, op);
    return step::next;
  }

  const bytecode* b_;
  cursor c_;
  std::vector<frame> stack_;
  std::vector<slot> slots_;
  std::uint64_t scope_base_ = 0;
  std::uint64_t ops_ = 0;
  std::uint32_t next_region_id_ = 0;
  std::uint64_t values_budget_ = 0;
  // Reused buffers behind the views.
  std::vector<std::uint64_t> types_;
  std::vector<value_ref> operands_;
  std::vector<std::uint64_t> succ_;
  std::vector<use_list_order> uses_;
  std::vector<std::uint64_t> use_idx_;
  std::vector<std::size_t> use_first_;
  std::vector<std::uint8_t> seen_;
  std::vector<block_arg> args_;
};

}  // namespace mlirbc
// ---- end mlirbc/ir.hpp
// ---- begin mlirbc/ir_printer.hpp
// ir_printer: prints the IR in MLIR's generic op form, byte-identical to
// `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//  --mlir-print-local-scope [--mlir-print-debuginfo]`.
//
// Two walks: the first records what a one-pass print cannot know yet (value
// types and names, which MLIR assigns in an order that differs from file
// order, forward references, block predecessors); the second streams the text
// in chunks to a sink. Memory is proportional to the number of values,
// regions and branch edges, never to the output size.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

// ---- begin mlirbc/ir_print_attrs.hpp
// ir_print_attrs: the one place where the op printer meets the attribute layer
// (attr_printer: types, locations, attributes) and the op property schemas
// (op_properties: what goes into `<{...}>` and what into `{...}`).
//
// Anything that cannot be printed (an attribute of a dialect without a
// decoder, a property layout unknown for the producer) prints a visible
// placeholder `<<...>>` and is remembered as the first error, so a dump still
// shows the whole structure but reports the failure.

#include <cstdint>
#include <string>
#include <string_view>


namespace mlirbc {

class ir_attrs {
 public:
  ir_attrs(const bytecode& b, const dialect_registry& dialects) : b_(b), reader_(b, dialects), printer_(reader_) {}

  const attr_reader& reader() const noexcept { return reader_; }

  // Appends the type's MLIR text.
  void type(std::string& out, std::uint64_t idx) {
    const std::size_t at = out.size();
    if (error e = printer_.print_type(idx, out)) failed(out, at, e, "type");
  }

  // Appends `loc(...)`.
  void location(std::string& out, std::uint64_t idx) {
    const std::size_t at = out.size();
    if (error e = printer_.print_location(idx, out)) failed(out, at, e, "loc");
  }

  // Whether a result type is a FunctionType (printed in parentheses).
  bool is_function_type(std::uint64_t idx) const {
    if (auto t = reader_.type(idx); t && (*t)->is<types::function>()) return true;
    const raw_entry e = b_.attr_types().type(static_cast<std::size_t>(idx));
    if (e.custom) return false;
    auto text = e.text();
    return text && !text->empty() && text->front() == '(';
  }

  // Appends ` <{...}>` (or ` <ATTR>`) for what MLIR shows as the op's properties.
  void properties(std::string& out, const op_view& op) {
    const op_name& name = *op.name;
    if (b_.version() >= version_native_properties) {
      if (!op.has_properties) return;
      auto props = decode_properties(reader_, name, b_.properties()[static_cast<std::size_t>(op.properties)]);
      if (!props) {
        const std::size_t at = out.size();
        out += ' ';
        failed(out, at + 1, props.err(), "properties");
        return;
      }
      // An unregistered op keeps whatever attribute it had, even an empty
      // dictionary; a registered op with nothing set shows nothing.
      if (!name.registered && props->size() == 1 && (*props)[0].name.empty()) {
        out += " <";
        const std::size_t at = out.size();
        if (error e = printer_.print_attribute((*props)[0].attr(), out)) failed(out, at, e, "attr");
        out += '>';
        return;
      }
      if (props->empty() && name.registered) return;
      print_dict(out, " <{", *props, "}>");
      return;
    }
    // v0-4: the inherent attributes travel in the attribute dictionary.
    auto props = legacy_properties(reader_, name, op.has_attrs ? op.attrs : no_attr);
    if (!props) {
      const std::size_t at = out.size();
      out += ' ';
      failed(out, at + 1, props.err(), "properties");
      return;
    }
    if (!props->empty()) print_dict(out, " <{", *props, "}>");
  }

  // Appends ` {...}` for the op's discardable attributes, if any.
  void discardable(std::string& out, const op_view& op) {
    if (!op.has_attrs) return;
    auto dict = reader_.dictionary(op.attrs);
    if (!dict) {
      const std::size_t at = out.size();
      out += ' ';
      failed(out, at + 1, dict.err(), "attrs");
      return;
    }
    const bool legacy = b_.version() < version_native_properties;
    bool first = true;
    for (const named_attr& na : *dict) {
      if (legacy && is_inherent_attribute(reader_, *op.name, na.name)) continue;
      out += first ? " {" : ", ";
      first = false;
      const std::size_t at = out.size();
      if (error e = printer_.print_named_attribute(na, out)) failed(out, at, e, "attr");
    }
    if (!first) out += '}';
  }

  // The first thing that could not be printed (ok when none).
  error first_error() const { return err_; }
  std::uint64_t failures() const noexcept { return failures_; }

 private:
  void print_dict(std::string& out, const char* open, const std::vector<property_value>& props, const char* close) {
    out += open;
    for (std::size_t i = 0; i < props.size(); ++i) {
      const property_value& p = props[i];
      if (i) out += ", ";
      if (p.attr() != no_attr) {
        const std::size_t at = out.size();
        if (error e = printer_.print_named_attribute(named_attr{p.name, p.attr()}, out)) failed(out, at, e, "attr");
        continue;
      }
      print_detail::append_keyword_or_string(p.name, out);
      if (p.value.kind != props::kind::unit_attr) {  // a set unit prints as its bare name
        out += " = ";
        append_property_text(p.value, out);
      }
    }
    out += close;
  }

  // Replaces a partial print from `at` on with a placeholder and keeps the error.
  void failed(std::string& out, std::size_t at, const error& e, const char* what) {
    out.resize(at);
    out += "<<";
    out += what;
    out += " error>>";
    ++failures_;
    if (!err_) err_ = e;
  }

  const bytecode& b_;
  attr_reader reader_;
  attr_printer printer_;
  error err_{};
  std::uint64_t failures_ = 0;
};

}  // namespace mlirbc
// ---- end mlirbc/ir_print_attrs.hpp

namespace mlirbc {

struct print_options {
  bool debuginfo = false;  // ` loc(...)` after every op and block argument
  // Printed in the location of the module MLIR wraps around top-level ops that
  // are not a single builtin.module (loc("NAME":0:0)); mlir-opt uses the path.
  std::string_view source_name = "-";
  // Append the `{-# dialect_resources / external_resources #-}` block that
  // mlir-opt prints without --mlir-print-local-scope (it omits it with it).
  bool resources = false;
};

namespace detail {

inline void append_uint(std::string& out, std::uint64_t v) {
  char buf[24];
  char* p = buf + sizeof buf;
  do {
    *--p = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  out.append(p, static_cast<std::size_t>(buf + sizeof buf - p));
}

// First walk: value names and types, region name counters, branch edges.
class ir_namer {
 public:
  struct value_info {
    std::uint64_t type = 0;
    std::uint64_t number = 0;  // relative to the region's first %N or %argN
    std::uint32_t result = 0;  // result number within its op
    bool arg_name = false;     // entry-block argument: %argN
    bool multi = false;        // result of an op with several results: %N#k
  };
  struct region_info {
    std::uint32_t parent = 0;
    std::uint64_t value_base = 0;  // first entry of the region in values
    std::uint64_t own_v = 0, own_a = 0;    // names taken by the region itself
    std::uint64_t tree_v = 0, tree_a = 0;  // ... and by all regions nested in it
    std::uint64_t later = 0, later_a = 0;  // tree totals of later sibling regions
    std::uint64_t start_v = 0, start_a = 0;
  };
  struct edge {
    std::uint32_t region;
    std::uint64_t target;
    std::uint64_t source;
    bool operator<(const edge& o) const noexcept {
      if (region != o.region) return region < o.region;
      if (target != o.target) return target < o.target;
      return source < o.source;
    }
  };

  std::vector<region_info> regions;
  std::vector<value_info> values;
  std::vector<edge> edges;

  void on_region_begin(const region_view& r) {
    if (regions.size() <= r.id) regions.resize(r.id + 1);
    region_info& ri = regions[r.id];
    ri.parent = r.parent;
    ri.value_base = values.size();
    values.resize(static_cast<std::size_t>(values.size() + r.num_values));
  }
  void on_block_begin(const block_view& b) {
    region_info& ri = regions[b.region];
    for (std::size_t i = 0; i < b.args.size(); ++i) {
      value_info& v = values[static_cast<std::size_t>(ri.value_base + b.first_arg.index + i)];
      v.type = b.args[i].type;
      v.arg_name = b.index == 0;
      v.number = v.arg_name ? ri.own_a++ : ri.own_v++;
    }
  }
  void on_op(const op_view& op) {
    region_info& ri = regions[op.region];
    if (!op.result_types.empty()) {
      const std::uint64_t number = ri.own_v++;
      for (std::size_t k = 0; k < op.result_types.size(); ++k) {
        value_info& v = values[static_cast<std::size_t>(ri.value_base + op.first_result.index + k)];
        v.type = op.result_types[k];
        v.number = number;
        v.result = static_cast<std::uint32_t>(k);
        v.multi = op.result_types.size() > 1;
      }
    }
    for (const std::uint64_t s : op.successors) edges.push_back(edge{op.region, s, op.block});
  }

  // MLIR names values region by region from a stack: a region's own values,
  // then its nested regions, the last one first. So a region's first name is
  // its parent's first name + the parent's own names + everything named in
  // the later siblings' trees. Region ids are pre-order, so children come
  // after parents and siblings in order.
  void finish() {
    for (std::size_t i = regions.size(); i-- > 1;) {
      region_info& r = regions[i];
      r.tree_v += r.own_v;
      r.tree_a += r.own_a;
      region_info& p = regions[r.parent];
      r.later = p.tree_v;  // p.tree_* so far = trees of the later siblings
      r.later_a = p.tree_a;
      p.tree_v += r.tree_v;
      p.tree_a += r.tree_a;
    }
    if (!regions.empty()) {
      regions[0].tree_v += regions[0].own_v;
      regions[0].tree_a += regions[0].own_a;
    }
    for (std::size_t i = 1; i < regions.size(); ++i) {
      region_info& r = regions[i];
      const region_info& p = regions[r.parent];
      r.start_v = p.start_v + p.own_v + r.later;
      r.start_a = p.start_a + p.own_a + r.later_a;
    }
    std::sort(edges.begin(), edges.end());
  }

  const value_info& value(const value_ref& v) const {
    return values[static_cast<std::size_t>(regions[v.region].value_base + v.index)];
  }
  // %argN, %N or %N#k (without #k when result_number is false).
  void append_name(std::string& out, const value_ref& ref, bool result_number = true) const {
    const value_info& v = value(ref);
    const region_info& r = regions[ref.region];
    if (v.arg_name) {
      out += "%arg";
      append_uint(out, r.start_a + v.number);
    } else {
      out += '%';
      append_uint(out, r.start_v + v.number);
      if (v.multi && result_number) {
        out += '#';
        append_uint(out, v.result);
      }
    }
  }
};

// The resource block mlir-opt prints after the module when not in local
// scope: builtin dialect resources that an attribute refers to (in file
// order; declarations without data are left out), then every external
// resource. Blobs print as hex: the alignment as 4 little-endian bytes, then
// the data.
inline error append_resource_trailer(const bytecode& b, std::string& out) {
  const resource_table& res = b.resources();
  // DenseResourceElementsAttr (builtin attribute code 16) holds the handle.
  std::vector<std::uint8_t> used(res.num_dialect_resources(), 0);
  const attr_type_table& at = b.attr_types();
  for (std::size_t i = 0; i < at.num_attributes(); ++i) {
    const raw_entry e = at.attribute(i);
    if (!e.custom || b.dialects().dialects[e.dialect].name != "builtin") continue;
    cursor c(b.bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    if (c.varint("attribute code") != 16 || !c.ok()) continue;
    (void)c.varint("type");
    const std::uint64_t h = c.varint("resource handle");
    if (c.ok() && h < used.size()) used[static_cast<std::size_t>(h)] = 1;
  }
  auto blob_hex = [&](const resource_entry& e) -> error {
    auto bl = b.get_blob(e);
    if (!bl) return bl.err();
    const std::uint32_t align = static_cast<std::uint32_t>(bl->alignment);
    const std::byte a[4] = {std::byte(align & 0xFF), std::byte((align >> 8) & 0xFF), std::byte((align >> 16) & 0xFF),
                            std::byte(align >> 24)};
    out += '"';
    print_detail::append_hex_bytes(std::span<const std::byte>(a, 4), out);
    const std::size_t mark = out.size();
    print_detail::append_hex_bytes(bl->data, out);
    out.erase(mark, 2);  // one "0x" prefix for both parts
    out += '"';
    return {};
  };
  std::string dialect_part, external_part;
  const std::size_t first_dialect = res.entries().size() - res.num_dialect_resources();
  for (const resource_group& g : res.groups()) {
    std::string body;
    for (std::uint32_t i = g.first; i < g.first + g.count; ++i) {
      const resource_entry& e = res.entries()[i];
      if (e.empty()) continue;
      if (!g.external && (g.name != "builtin" || e.kind != resource_kind::blob || !used[i - first_dialect])) continue;
      body += body.empty() ? "" : ",\n";
      body += "      ";
      print_detail::append_keyword_or_string(e.key, body);
      body += ": ";
      std::swap(out, body);
      error err;
      switch (e.kind) {
        case resource_kind::blob: err = blob_hex(e); break;
        case resource_kind::boolean: out += e.bool_value ? "true" : "false"; break;
        case resource_kind::string: print_detail::append_quoted(e.string_value, out); break;
      }
      std::swap(out, body);
      if (err) return err;
    }
    if (body.empty()) continue;
    std::string& part = g.external ? external_part : dialect_part;
    part += part.empty() ? "" : ",\n";
    part += "    ";
    print_detail::append_keyword_or_string(g.name, part);
    part += ": {\n" + body + "\n    }";
  }
  if (dialect_part.empty() && external_part.empty()) return {};
  out += "\n{-#\n";
  if (!dialect_part.empty()) out += "  dialect_resources: {\n" + dialect_part + "\n  }";
  if (!dialect_part.empty() && !external_part.empty()) out += ",\n";
  if (!external_part.empty()) out += "  external_resources: {\n" + external_part + "\n  }";
  out += "\n#-}\n";
  return {};
}

// Second walk: the text.
template <class Sink>
class ir_text_printer {
 public:
  ir_text_printer(const bytecode& b, const ir_namer& names, ir_attrs& attrs, const print_options& opt, Sink& sink)
      : b_(b), names_(names), attrs_(attrs), opt_(opt), sink_(sink) {
    out_.reserve(flush_size + 4096);
  }

  void on_region_begin(const region_view& r) {
    if (r.top_level) return;
    if (r.index > 0) out_ += ", ";
    out_ += "{\n";
  }
  void on_region_end(const region_view& r) {
    if (r.top_level) {
      if (wrapped_) {
        out_ += "}) : () -> ()";
        if (opt_.debuginfo) {
          out_ += " loc(\"";
          print_detail::append_escaped(opt_.source_name, out_);
          out_ += "\":0:0)";
        }
        out_ += '\n';
      }
      flush();
      return;
    }
    indent(op_depth_stack_.back());
    out_ += '}';
  }
  void on_block_begin(const block_view& bv) {
    if (bv.region == 0 && !top_seen_) {
      top_seen_ = true;
      // MLIR wraps the top-level ops in a module unless there is exactly one
      // builtin.module; decided at the first op when there is one op.
      top_ops_ = bv.num_ops;
      if (top_ops_ != 1) begin_wrap();
      if (top_ops_ == 0) out_ += "^bb0:\n";
      return;
    }
    const bool entry = bv.index == 0;
    if (entry && bv.args.empty() && bv.num_ops != 0) return;
    indent_label();
    out_ += "^bb";
    append_uint(out_, bv.index);
    if (!bv.args.empty()) {
      out_ += '(';
      for (std::size_t i = 0; i < bv.args.size(); ++i) {
        if (i) out_ += ", ";
        names_.append_name(out_, value_ref{bv.first_arg.region, static_cast<std::uint32_t>(bv.first_arg.index + i)});
        out_ += ": ";
        attrs_.type(out_, bv.args[i].type);
        if (opt_.debuginfo) {
          out_ += ' ';
          if (bv.args[i].has_loc) {
            attrs_.location(out_, bv.args[i].loc);
          } else {
            out_ += "loc(unknown)";
          }
        }
      }
      out_ += ')';
    }
    out_ += ':';
    append_preds(bv.region, bv.index, entry);
    out_ += '\n';
  }

  walk_action on_op(const op_view& op) {
    if (op.depth == 0 && top_ops_ == 1 && !wrapped_ && !(op.name->dialect_name == "builtin" && op.name->name == "module")) {
      begin_wrap();
    }
    cur_depth_ = op.depth + (wrapped_ ? 1u : 0u);
    indent(cur_depth_);
    if (!op.result_types.empty()) {
      names_.append_name(out_, op.first_result, /*result_number=*/false);
      if (op.result_types.size() > 1) {
        out_ += ':';
        append_uint(out_, op.result_types.size());
      }
      out_ += " = ";
    }
    out_ += '"';
    print_detail::append_escaped(op.name->dialect_name, out_);
    if (!op.name->name.empty()) {
      out_ += '.';
      print_detail::append_escaped(op.name->name, out_);
    }
    out_ += "\"(";
    for (std::size_t i = 0; i < op.operands.size(); ++i) {
      if (i) out_ += ", ";
      names_.append_name(out_, op.operands[i]);
    }
    out_ += ')';
    if (!op.successors.empty()) {
      out_ += '[';
      for (std::size_t i = 0; i < op.successors.size(); ++i) {
        if (i) out_ += ", ";
        out_ += "^bb";
        append_uint(out_, op.successors[i]);
      }
      out_ += ']';
    }
    attrs_.properties(out_, op);
    if (op.num_regions != 0) {
      out_ += " (";
      op_depth_stack_.push_back(cur_depth_);
    }
    maybe_flush();
    return walk_action::advance;
  }

  void on_op_end(const op_view& op) {
    if (op.num_regions != 0) {
      out_ += ')';
      op_depth_stack_.pop_back();
    }
    attrs_.discardable(out_, op);
    out_ += " : (";
    for (std::size_t i = 0; i < op.operands.size(); ++i) {
      if (i) out_ += ", ";
      attrs_.type(out_, names_.value(op.operands[i]).type);
    }
    out_ += ") -> ";
    const auto& rt = op.result_types;
    if (rt.size() == 1 && !attrs_.is_function_type(rt[0])) {
      attrs_.type(out_, rt[0]);
    } else {
      out_ += '(';
      for (std::size_t i = 0; i < rt.size(); ++i) {
        if (i) out_ += ", ";
        attrs_.type(out_, rt[i]);
      }
      out_ += ')';
    }
    if (opt_.debuginfo) {
      out_ += ' ';
      attrs_.location(out_, op.location);
    }
    out_ += '\n';
    maybe_flush();
  }

  void flush() {
    if (!out_.empty()) sink_(std::string_view(out_));
    out_.clear();
  }

 private:
  static constexpr std::size_t flush_size = 1u << 16;

  void maybe_flush() {
    if (out_.size() >= flush_size) flush();
  }
  void begin_wrap() {
    wrapped_ = true;
    out_ += "\"builtin.module\"() ({\n";
  }
  void indent(std::uint64_t depth) { out_.append(static_cast<std::size_t>(2 * depth), ' '); }
  // Block labels sit two columns left of the block's ops.
  void indent_label() {
    const std::uint64_t d = op_depth_stack_.empty() ? 0 : op_depth_stack_.back();
    indent(d);
  }

  void append_preds(std::uint32_t region, std::uint64_t block, bool entry) {
    const auto& e = names_.edges;
    auto it = std::lower_bound(e.begin(), e.end(), ir_namer::edge{region, block, 0});
    auto end = it;
    while (end != e.end() && end->region == region && end->target == block) ++end;
    if (it == end) {
      if (!entry) out_ += "  // no predecessors";
      return;
    }
    if (end - it == 1) {  // exactly one edge (MLIR's getSinglePredecessor)
      out_ += "  // pred: ^bb";
      append_uint(out_, it->source);
      return;
    }
    out_ += "  // ";
    append_uint(out_, static_cast<std::uint64_t>(end - it));
    out_ += " preds: ";
    for (auto p = it; p != end; ++p) {
      if (p != it) out_ += ", ";
      out_ += "^bb";
      append_uint(out_, p->source);
    }
  }

  const bytecode& b_;
  const ir_namer& names_;
  ir_attrs& attrs_;
  const print_options& opt_;
  Sink& sink_;
  std::string out_;
  std::vector<std::uint64_t> op_depth_stack_;  // print depth of each op whose regions are open
  std::uint64_t cur_depth_ = 0;
  std::uint64_t top_ops_ = 0;
  bool top_seen_ = false;
  bool wrapped_ = false;
};

}  // namespace detail

// Prints the module to `sink`, a callable taking std::string_view chunks,
// decoding attributes and types with `dialects`.
template <class Sink>
  requires requires(Sink& s, std::string_view v) { s(v); }
error print_generic(const bytecode& b, Sink&& sink, const print_options& opt = {},
                    const dialect_registry& dialects = default_dialects()) {
  detail::ir_namer names;
  ir_walker w(b);
  if (error e = w.walk(names)) return e;
  names.finish();
  ir_attrs attrs(b, dialects);
  detail::ir_text_printer<std::remove_reference_t<Sink>> p(b, names, attrs, opt, sink);
  if (error e = w.walk(p)) return e;
  p.flush();
  if (opt.resources) {
    std::string tail;
    if (error e = detail::append_resource_trailer(b, tail)) return e;
    if (!tail.empty()) sink(std::string_view(tail));
  }
  return attrs.first_error();
}

// Prints the module into a string.
inline error print_generic(const bytecode& b, std::string& out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects()) {
  return print_generic(b, [&out](std::string_view s) { out.append(s); }, opt, dialects);
}

// Prints the module to a stdio stream.
inline error print_generic(const bytecode& b, std::FILE* out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects()) {
  return print_generic(b, [out](std::string_view s) { std::fwrite(s.data(), 1, s.size(), out); }, opt, dialects);
}

}  // namespace mlirbc
// ---- end mlirbc/ir_printer.hpp
// ---- begin mlirbc/weights.hpp
// weights: the dense_resource attributes an op uses, each with its resource
// blob seen through the attribute's type (element kind, shape, typed span),
// and a whole-file index "resource -> the ops that use it".
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

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_set>
#include <vector>


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

  // The data as num_elements values of T. T must have the element's storage
  // size; a floating-point T must be exactly the element's format (float =
  // f32, double = f64); an integer or other trivially copyable T of the right
  // size takes any element as raw bits (e.g. std::uint16_t for bf16). Also
  // fails if the blob address is not aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (problem) return problem;
    if (!has_data) return no_data();
    if (sizeof(T) != element.bytes) {
      return error{errc::type_mismatch, section_id::resource, data.offset, "element size of the requested type",
                   sizeof(T), element.bytes};
    }
    if constexpr (std::is_floating_point_v<T>) {
      const bool same = element.kind == element_kind::floating &&
                        ((std::is_same_v<T, float> && element.fkind == float_kind::f32) ||
                         (std::is_same_v<T, double> && element.fkind == float_kind::f64));
      if (!same) {
        return error{errc::type_mismatch, section_id::resource, data.offset,
                     "floating-point type does not match the element type"};
      }
    }
    return data.as<T>();
  }

 private:
  error no_data() const {
    return error{errc::not_found, section_id::resource, data.offset, "resource declared without data (or elided)"};
  }
};

// The weights of one op. `unreadable_properties` is set (errc::unsupported)
// when the op has v5+ properties whose layout is unknown for this producer or
// op: weights held there cannot be found and are missing from `weights`.
struct op_weights {
  std::vector<weight_view> weights;
  error unreadable_properties;
};

namespace weights_detail {

inline element_info element_of(const attr_reader& r, std::uint64_t type_idx) {
  element_info e;
  e.type = type_idx;
  const type& t = r.type_node(type_idx);
  auto int_bytes = [](std::uint32_t w) { return w == 1 ? 1u : (w + 7) / 8; };
  if (const auto* i = t.get<types::integer>()) {
    e.kind = element_kind::integer;
    e.bits = i->width;
    e.bytes = int_bytes(i->width);
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

// A weight from a decoded dense_resource attribute node.
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

}  // namespace weights_detail

// Every dense_resource attribute `op` uses, once per attribute index, in order:
// attribute dictionary first, then properties (v5+), depth-first within each.
// Fails on malformed attributes or property entries, and when `visit_budget`
// (if given) runs out: each attribute looked at costs 1. Many ops sharing one
// huge array would otherwise cost ops x array size for a small file.
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
    auto props = decode_properties(r, *op.name, *entry);
    if (!props) {
      if (props.err().code != errc::unsupported) return props.err();
      out.unreadable_properties = props.err();
    } else {
      for (const property_value& p : *props)
        if (p.attr() != no_attr) roots.push_back({p.attr(), p.name});
    }
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

// One use of a resource by an op.
struct resource_use {
  weight_view w;                // the dense_resource (key, type, data, problem)
  const op_name* op = nullptr;  // the using op
  std::uint64_t op_ordinal = 0; // pre-order position of the op in the whole IR (0 = the top-level op)
  std::uint64_t op_offset = 0;  // file offset of the op
  std::uint64_t location = 0;   // attribute index of the op's location
};

// Bounds for resource_use_index::build against crafted files (0 = automatic).
// A use costs about 250 bytes; the automatic bounds are proportional to the
// metadata a legitimate file needs for that many uses (M = IR + AttrType bytes):
struct resource_use_limits {
  std::uint64_t max_uses = 0;    // automatic: M + 4096
  std::uint64_t max_visits = 0;  // attribute visits over all ops; automatic: 16 x M + 2^20
};

// Whole-file index: for each dialect resource, the ops whose dense_resource
// attributes refer to it. Walks the whole IR once (lazy sections included).
// Views (keys, shapes) stay valid as long as the attr_reader and the file.
class resource_use_index {
 public:
  static result<resource_use_index> build(const attr_reader& r, const resource_use_limits& lim = {}) {
    resource_use_index idx;
    const bytecode& b = r.file();
    const std::uint64_t meta = b.get_section(section_id::ir).length + b.get_section(section_id::attr_type).length;
    struct visitor {
      const attr_reader* r = nullptr;
      resource_use_index* idx = nullptr;
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
        for (weight_view& w : ws->weights) {
          if (idx->uses_.size() >= max_uses) {
            err = error{errc::limit_exceeded, section_id::ir, op.offset, "dense_resource uses", idx->uses_.size() + 1,
                        max_uses};
            return walk_action::stop;
          }
          resource_use u;
          u.w = std::move(w);
          u.op = op.name;
          u.op_ordinal = ord;
          u.op_offset = op.offset;
          u.location = op.location;
          idx->uses_.push_back(std::move(u));
        }
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

  // Ops whose v5+ properties could not be decoded (unknown layout for the
  // producer); uses held in them are missing. The first one's error and op.
  std::uint64_t ops_with_unreadable_properties() const noexcept { return unreadable_; }
  const error& first_unreadable_properties() const noexcept { return first_unreadable_; }
  const op_name* first_unreadable_op() const noexcept { return first_unreadable_op_; }

 private:
  const bytecode* file_ = nullptr;
  std::vector<resource_use> uses_;
  std::vector<std::size_t> first_;
  std::uint64_t unreadable_ = 0;
  error first_unreadable_;
  const op_name* first_unreadable_op_ = nullptr;
};

}  // namespace mlirbc
// ---- end mlirbc/weights.hpp
// ---- begin mlirbc/functions.hpp
// functions: the isolated ops directly inside the top-level op (func.func and
// the like), indexed by byte range without decoding their bodies, decoded one
// at a time on demand or all at once on several threads.
//
// Indexing walks only the top level: every op directly inside a top-level op
// is skipped (walk_action::skip). From version 2 on the regions of an
// isolated op are one length-delimited nested section, so skipping a body
// costs O(1) and indexing touches only the module's own ops. Versions 0/1
// store the regions inline; indexing then walks (and validates) the bodies
// sequentially once to find where each ends — the "sequential skip".
//
// Either way an entry's `regions` is a lazy_regions handle (the section
// payload, or the inline bytes of v0/v1), and ir_walker::walk_lazy decodes it
// on its own: an isolated op's regions form their own value scope, so no
// state from outside them is needed. That is what makes bodies independent,
// and safe to walk concurrently: each thread uses its own ir_walker over the
// shared read-only bytecode view (and may share one thread-safe attr_reader).

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <span>
#include <string_view>
#include <thread>
#include <vector>


namespace mlirbc {

struct function_entry {
  std::uint64_t ordinal = 0;  // position among all ops directly inside the top-level op(s)
  std::uint64_t offset = 0;   // file offset of the op
  std::uint64_t end = 0;      // file offset just past the op and its regions
  const op_name* name = nullptr;
  std::uint64_t location = 0;  // attribute index
  bool has_attrs = false;
  std::uint64_t attrs = 0;  // attribute index of the op's DictionaryAttr
  bool has_properties = false;
  std::uint64_t properties = 0;  // properties entry index (v5+)
  std::uint64_t num_regions = 0;
  bool in_section = false;  // v2+: the regions are a nested IR section
  lazy_regions regions;     // what ir_walker::walk_lazy decodes

  std::uint64_t size() const noexcept { return end - offset; }
  // The op's header fields as an op_view (no results/operands: an isolated op
  // inside a module has none that matter here), e.g. for weights_of().
  op_view header() const noexcept {
    op_view v;
    v.offset = offset;
    v.name = name;
    v.location = location;
    v.has_attrs = has_attrs;
    v.attrs = attrs;
    v.has_properties = has_properties;
    v.properties = properties;
    v.num_regions = num_regions;
    v.isolated = true;
    v.depth = 1;
    if (in_section) v.lazy = regions;
    return v;
  }
};

class function_index {
 public:
  // Indexes the isolated ops with regions directly inside the top-level op(s).
  // Validates everything it reads (for v0/v1 that is every body).
  static result<function_index> build(const bytecode& b) {
    function_index idx;
    idx.b_ = &b;
    struct visitor {
      const ir_walker* w = nullptr;
      function_index* idx = nullptr;
      std::uint64_t ordinal = 0;
      std::uint64_t regions_at = 0;
      bool pending = false;
      walk_action on_op(const op_view& op) {
        if (op.depth == 0) return walk_action::advance;  // the module: look inside
        // depth 1: an op directly inside the module; never look inside.
        const std::uint64_t ord = ordinal++;
        if (op.num_regions == 0 || !op.isolated) return walk_action::skip;
        function_entry f;
        f.ordinal = ord;
        f.offset = op.offset;
        f.name = op.name;
        f.location = op.location;
        f.has_attrs = op.has_attrs;
        f.attrs = op.attrs;
        f.has_properties = op.has_properties;
        f.properties = op.properties;
        f.num_regions = op.num_regions;
        idx->fns_.push_back(f);
        regions_at = w->position();
        pending = true;
        return walk_action::skip;
      }
      void on_op_end(const op_view& op) {
        if (op.depth != 1 || !pending || idx->fns_.back().offset != op.offset) return;
        pending = false;
        function_entry& f = idx->fns_.back();
        f.end = w->position();
        if (op.lazy.present) {
          f.in_section = true;
          f.regions = op.lazy;
        } else {  // v0/v1: the regions are the inline bytes after the header
          f.regions.offset = regions_at;
          f.regions.length = f.end - regions_at;
          f.regions.num_regions = op.num_regions;
          f.regions.depth = op.depth + 1;
          f.regions.present = true;
        }
      }
    };
    ir_walker walker(b);
    visitor v;
    v.w = &walker;
    v.idx = &idx;
    if (error e = walker.walk(v)) return e;
    idx.ops_scanned_ = walker.ops_visited();
    return idx;
  }

  const bytecode& file() const noexcept { return *b_; }
  std::span<const function_entry> functions() const noexcept { return fns_; }
  std::size_t size() const noexcept { return fns_.size(); }
  const function_entry& operator[](std::size_t i) const noexcept { return fns_[i]; }
  // Ops the indexing walk decoded (v2+: only the top levels; v0/v1: all).
  std::uint64_t ops_scanned() const noexcept { return ops_scanned_; }

  // Walks the regions of function i (not the op itself) with visitor v. Region
  // ids restart at 1; op and region depths are those of the whole file.
  template <class V>
  error walk(std::size_t i, ir_walker& w, V& v) const {
    return w.walk_lazy(fns_[i].regions, v);
  }
  template <class V>
  error walk(std::size_t i, V& v) const {
    ir_walker w(*b_);
    return walk(i, w, v);
  }

 private:
  const bytecode* b_ = nullptr;
  std::vector<function_entry> fns_;
  std::uint64_t ops_scanned_ = 0;
};

// Calls fn(i, walker) -> error for every function i of idx, on up to `threads`
// threads (0 or 1: on the calling thread, in order). Each thread has its own
// ir_walker; fn must be safe to call concurrently for different i (write
// results into slot i of a pre-sized vector, share only thread-safe readers).
// Work is split by size: consecutive functions are grouped into chunks of
// about equal byte size (several per thread, so one big function does not
// leave the others idle), handed out in file order. On failure no new chunk is
// started and the error of the first failing function in file order is
// returned, the same one a serial run returns; fn may have run for some later
// functions.
template <class F>
error for_each_function(const function_index& idx, unsigned threads, F&& fn) {
  const std::size_t n = idx.size();
  if (threads <= 1 || n <= 1) {
    ir_walker w(idx.file());
    for (std::size_t i = 0; i < n; ++i)
      if (error e = fn(i, w)) return e;
    return {};
  }
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  std::uint64_t total = 0;
  for (const function_entry& f : idx.functions()) total += f.regions.length + 1;
  const std::uint64_t target = std::max<std::uint64_t>(1, total / (std::uint64_t{threads} * 8));
  std::vector<std::size_t> chunk_first{0};
  std::uint64_t acc = 0;
  for (std::size_t i = 0; i < n; ++i) {
    acc += idx[i].regions.length + 1;
    if (acc >= target && i + 1 < n) {
      chunk_first.push_back(i + 1);
      acc = 0;
    }
  }
  chunk_first.push_back(n);
  const std::size_t chunks = chunk_first.size() - 1;

  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  struct failure {
    std::size_t index = SIZE_MAX;
    error e;
  };
  std::vector<failure> fails(threads);
  auto work = [&](unsigned t) {
    ir_walker w(idx.file());
    for (;;) {
      if (failed.load(std::memory_order_acquire)) return;
      const std::size_t c = next.fetch_add(1, std::memory_order_relaxed);
      if (c >= chunks) return;
      for (std::size_t i = chunk_first[c]; i < chunk_first[c + 1]; ++i) {
        if (error e = fn(i, w)) {
          fails[t] = failure{i, e};
          failed.store(true, std::memory_order_release);
          return;
        }
      }
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& th : pool) th.join();
  const failure* first = nullptr;
  for (const failure& f : fails)
    if (f.e && (first == nullptr || f.index < first->index)) first = &f;
  return first != nullptr ? first->e : error{};
}

// Position-independent totals and a 64-bit digest of what a walk of one
// function's regions sees: op names, masks, attribute/type/location indices,
// operands, successors, blocks and their arguments, region shapes. Region ids
// and depths are taken relative to the function, so the same function gives
// the same summary from function_index::walk and from inside a full walk.
struct function_summary {
  std::uint64_t ops = 0;
  std::uint64_t regions = 0;
  std::uint64_t blocks = 0;
  std::uint64_t block_args = 0;
  std::uint64_t hash = 0xcbf29ce484222325ull;
  friend bool operator==(const function_summary&, const function_summary&) = default;
};

// Visitor that fills a function_summary; feed it the hooks of one function's
// regions (fresh visitor per function).
class summary_visitor {
 public:
  function_summary sum;

  void on_region_begin(const region_view& r) {
    if (!started_) {
      started_ = true;
      region_base_ = r.id - 1;
      depth_base_ = r.depth - 1;
    }
    ++sum.regions;
    mix(0x52);
    mix(r.id - region_base_);
    mix(r.index);
    mix(r.num_blocks);
    mix(r.num_values);
    mix(r.depth - depth_base_);
  }
  void on_block_begin(const block_view& b) {
    ++sum.blocks;
    sum.block_args += b.args.size();
    mix(0x42);
    mix(b.region - region_base_);
    mix(b.index);
    mix(b.num_ops);
    for (const block_arg& a : b.args) {
      mix(a.type);
      mix(a.has_loc ? a.loc + 1 : 0);
    }
    mix(b.use_list_orders.size());
  }
  walk_action on_op(const op_view& op) {
    ++sum.ops;
    mix(0x4F);
    mix(op.name_index);
    mix(op.mask);
    mix(op.location);
    mix(op.has_attrs ? op.attrs + 1 : 0);
    mix(op.has_properties ? op.properties + 1 : 0);
    mix(op.result_types.size());
    for (std::uint64_t t : op.result_types) mix(t);
    mix(op.operands.size());
    for (const value_ref& v : op.operands) {
      mix(v.region - region_base_);
      mix(v.index);
    }
    mix(op.successors.size());
    for (std::uint64_t s : op.successors) mix(s);
    mix(op.use_list_orders.size());
    mix(op.num_regions * 2 + (op.isolated ? 1 : 0));
    mix(op.depth - depth_base_);
    return walk_action::advance;
  }

 private:
  void mix(std::uint64_t x) noexcept {
    // One multiply and shift per word: order-dependent, cheap next to the walk.
    sum.hash = (sum.hash ^ x) * 0x9E3779B97F4A7C15ull;
    sum.hash ^= sum.hash >> 29;
  }
  bool started_ = false;
  std::uint32_t region_base_ = 0;
  std::uint32_t depth_base_ = 0;
};

// Summaries of all functions of idx, on `threads` threads; identical for any
// thread count.
inline result<std::vector<function_summary>> summarize_functions(const function_index& idx, unsigned threads) {
  std::vector<function_summary> out(idx.size());
  error e = for_each_function(idx, threads, [&](std::size_t i, ir_walker& w) -> error {
    summary_visitor v;
    if (error err = idx.walk(i, w, v)) return err;
    out[i] = v.sum;
    return {};
  });
  if (e) return e;
  return out;
}

// The symbol name of a function (its `sym_name`): from the attribute
// dictionary (v0-4) or the decoded properties (v5+). Empty if it has none.
inline result<std::string_view> symbol_name(const attr_reader& r, const function_entry& f) {
  const bytecode& b = r.file();
  std::uint64_t attr = no_attr;
  if (f.has_attrs) {
    auto dict = r.dictionary(f.attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict)
      if (na.name == "sym_name") attr = na.value;
  }
  if (attr == no_attr && f.has_properties && f.name != nullptr) {
    auto entry = b.properties().at(f.properties);
    if (!entry) return entry.err();
    auto props = decode_properties(r, *f.name, *entry);
    if (!props) return props.err();
    for (const property_value& p : *props)
      if (p.name == "sym_name") attr = p.attr();
  }
  if (attr == no_attr) return std::string_view{};
  auto a = r.attribute(attr);
  if (!a) return a.err();
  if (const auto* s = (*a)->get<attrs::string>()) return s->value;
  return std::string_view{};
}

}  // namespace mlirbc
// ---- end mlirbc/functions.hpp
// ---- begin mlirbc/decode_all.hpp
// decode_all: decode every attribute and type entry of a file, on any number
// of threads sharing one attr_reader.
//
// The work is a sequence of chunks handed out by one atomic counter, so every
// thread that calls decode_job::run() takes chunks until none are left: a
// caller can start helpers, do other work (e.g. an IR walk) and then join in.
// Types come first because attributes refer to them (integer widths, shaped
// types) and decoding them early keeps the attribute decodes shallow.
// Consecutive chunks lie in different pages of the reader's node table: the
// first decode in a page allocates and first-touches it (about a millisecond
// for 2 MiB on a VM), so threads that start different pages do that in
// parallel instead of waiting for one another.
// attr_reader is safe to share (docs/attributes.md): when two threads reach
// the same entry first, both decode it and one copy is kept.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>


namespace mlirbc {

class decode_job {
 public:
  explicit decode_job(const attr_reader& r) noexcept
      : r_(&r),
        types_{r.num_types(), attr_reader::type_page_entries},
        attrs_{r.num_attributes(), attr_reader::attribute_page_entries},
        total_(types_.chunks() + attrs_.chunks()) {}

  decode_job(const decode_job&) = delete;
  decode_job& operator=(const decode_job&) = delete;

  // Decodes chunks until none remain. Safe to call from several threads at once.
  void run() noexcept {
    std::uint64_t attr_errors = 0, type_errors = 0;
    for (;;) {
      const std::size_t c = next_.fetch_add(1, std::memory_order_relaxed);
      if (c >= total_) break;
      const bool is_type = c < types_.chunks();
      const auto [first, last] = is_type ? types_.chunk_range(c) : attrs_.chunk_range(c - types_.chunks());
      (is_type ? type_errors : attr_errors) += r_->validate_range(is_type ? entry_kind::type : entry_kind::attribute, first, last);
    }
    attr_errors_.fetch_add(attr_errors, std::memory_order_relaxed);
    type_errors_.fetch_add(type_errors, std::memory_order_relaxed);
  }

  // Entries whose decoding failed (malformed); read after every run() returned.
  std::uint64_t attribute_errors() const noexcept { return attr_errors_.load(std::memory_order_relaxed); }
  std::uint64_t type_errors() const noexcept { return type_errors_.load(std::memory_order_relaxed); }

 private:
  // Large enough to make the counter cheap, small enough to balance two threads
  // whose other work (a walk) ends at different times.
  static constexpr std::size_t chunk = 2048;

  // One table (types or attributes) cut into pages of `per_page` entries and
  // each page into chunks; chunk k is chunk k / pages of page k % pages, so
  // chunks 0, 1, 2, ... start pages 0, 1, 2, ... first.
  struct table {
    std::size_t n;
    std::size_t per_page;

    std::size_t pages() const noexcept { return (n + per_page - 1) / per_page; }
    std::size_t chunks_per_page() const noexcept { return (std::min(n, per_page) + chunk - 1) / chunk; }
    std::size_t chunks() const noexcept { return pages() * chunks_per_page(); }
    std::pair<std::size_t, std::size_t> chunk_range(std::size_t k) const noexcept {
      const std::size_t page = k % pages(), sub = k / pages();
      const std::size_t page_end = std::min(n, (page + 1) * per_page);
      const std::size_t first = std::min(page_end, page * per_page + sub * chunk);
      return {first, std::min(page_end, first + chunk)};
    }
  };

  const attr_reader* r_;
  table types_;
  table attrs_;
  std::size_t total_;
  std::atomic<std::size_t> next_{0};
  std::atomic<std::uint64_t> attr_errors_{0};
  std::atomic<std::uint64_t> type_errors_{0};
};

struct decode_counts {
  std::uint64_t attribute_errors = 0;
  std::uint64_t type_errors = 0;
};

// Decodes every entry on `threads` threads (the caller's included; 0 means
// one per hardware thread). Afterwards every entry is either decoded in `r`
// (its node, or only its kind under retention::requested) or has a remembered
// error, so later lookups of kept nodes only read.
inline decode_counts decode_all(const attr_reader& r, unsigned threads = 1) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  decode_job job(r);
  std::vector<std::thread> helpers;
  helpers.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t) helpers.emplace_back([&job] { job.run(); });
  job.run();
  for (auto& h : helpers) h.join();
  return {job.attribute_errors(), job.type_errors()};
}

}  // namespace mlirbc
// ---- end mlirbc/decode_all.hpp
// ---- begin mlirbc/writer.hpp
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

#include <fcntl.h>
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

// Padding bytes needed at `offset` to reach a multiple of `alignment` (a power of two).
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
    for (std::uint64_t i = 0; i < n; ++i)
      if (!put(&padding_byte, 1)) return false;
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

// The builtin attribute and type entries a weight file needs (docs/format.md
// §7.2, §7.3).
namespace builtin_entry {
inline byte_buffer code(builtin_attr_code c) {
  byte_buffer b;
  b.varint(code_value(c));
  return b;
}
inline byte_buffer code(builtin_type_code c) {
  byte_buffer b;
  b.varint(code_value(c));
  return b;
}
inline byte_buffer element(element_type t) {
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
inline byte_buffer ranked_tensor(std::span<const std::int64_t> shape, std::uint64_t element) {
  byte_buffer b = code(builtin_type_code::ranked_tensor);
  b.varint(shape.size());
  for (const std::int64_t d : shape) b.svarint(d);
  b.varint(element);
  return b;
}
inline byte_buffer string_attr(std::uint64_t string_index) {
  byte_buffer b = code(builtin_attr_code::string);
  b.varint(string_index);
  return b;
}
inline byte_buffer dense_resource(std::uint64_t type, std::uint64_t resource_handle) {
  byte_buffer b = code(builtin_attr_code::dense_resource_elements);
  b.varint(type);
  b.varint(resource_handle);
  return b;
}
inline byte_buffer dictionary_of_one(std::uint64_t name_attr, std::uint64_t value_attr) {
  byte_buffer b = code(builtin_attr_code::dictionary);
  b.varint(1);
  b.varint(name_attr);
  b.varint(value_attr);
  return b;
}
}  // namespace builtin_entry

// Appends `e` to `table` unless an equal entry is there; returns its index.
class entry_table {
 public:
  std::uint64_t add(byte_buffer&& e, bool dedupe) {
    if (dedupe) {
      std::string key(reinterpret_cast<const char*>(e.bytes.data()), e.bytes.size());
      auto [it, inserted] = index_.emplace(std::move(key), entries_.size());
      if (!inserted) return it->second;
    }
    entries_.push_back(std::move(e));
    return entries_.size() - 1;
  }
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
  static result<weight_file_plan> make(std::span<const weight> weights, const write_options& opt) {
    weight_file_plan p(weights, opt);
    if (error e = p.validate()) return e;
    p.intern_strings();
    p.build_types();
    p.build_attributes();
    if (error e = p.emit_metadata()) return e;
    return p;
  }

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

  error validate() {
    if (opt_.version > max_version) return bad_input("bytecode version", opt_.version, max_version);
    if (!valid_alignment(opt_.alignment)) return bad_input("default alignment", opt_.alignment, limits{}.max_alignment);
    if (opt_.producer.find('\0') != std::string::npos) return bad_input("producer contains NUL");
    std::unordered_map<std::string_view, std::size_t> seen;
    for (std::size_t i = 0; i < weights_.size(); ++i) {
      if (error e = validate_weight(i, seen)) return e;
    }
    return {};
  }
  error validate_weight(std::size_t i, std::unordered_map<std::string_view, std::size_t>& seen) {
    const weight& w = weights_[i];
    if (!is_bare_identifier(w.name)) return bad_input("weight name is not a bare identifier", i);
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

  std::uint64_t intern(std::string_view s) {
    auto [it, inserted] = string_index_.emplace(s, strings_.size());
    if (inserted) strings_.push_back(s);
    return it->second;
  }
  void intern_strings() {
    s_builtin_ = intern("builtin");
    s_arith_ = intern("arith");
    s_module_ = intern("module");
    s_constant_ = intern("constant");
    if (!has(version_native_properties)) s_value_ = intern("value");
    for (std::size_t i = 0; i < weights_.size(); ++i) key_string_[i] = intern(weights_[i].name);
  }

  // One element type per kind used, one tensor type per (shape, element type).
  void build_types() {
    for (std::size_t i = 0; i < weights_.size(); ++i) {
      const std::uint64_t elem = types_.add(builtin_entry::element(weights_[i].type), true);
      tensor_type_[i] = types_.add(builtin_entry::ranked_tensor(weights_[i].shape, elem), true);
    }
  }
  // UnknownLoc, [StringAttr "value"], one dense_resource per weight, [{value = ...} per weight].
  void build_attributes() {
    a_loc_ = attrs_.add(builtin_entry::code(builtin_attr_code::unknown_loc), false);
    const bool dictionaries = !has(version_native_properties);
    const std::uint64_t a_value_name = dictionaries ? attrs_.add(builtin_entry::string_attr(s_value_), false) : 0;
    for (std::size_t i = 0; i < weights_.size(); ++i)
      a_resource_[i] = attrs_.add(builtin_entry::dense_resource(tensor_type_[i], i), false);
    if (!dictionaries) return;
    for (std::size_t i = 0; i < weights_.size(); ++i)
      a_dict_[i] = attrs_.add(builtin_entry::dictionary_of_one(a_value_name, a_resource_[i]), false);
  }

  void emit_section(section_id id, const byte_buffer& payload) {
    meta_.u8(static_cast<std::uint8_t>(id));
    meta_.varint(payload.size());
    meta_.append(payload.bytes);
  }
  error emit_metadata() {
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

  // Count, sizes in reverse order, then the NUL-terminated data.
  byte_buffer string_section() const {
    byte_buffer s;
    s.varint(strings_.size());
    for (auto it = strings_.rbegin(); it != strings_.rend(); ++it) s.varint(it->size() + 1);
    for (std::string_view str : strings_) {
      s.append(str);
      s.u8(0);
    }
    return s;
  }
  // Dialects builtin and arith, [op-name count], one op name each.
  byte_buffer dialect_section() const {
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
  // One builtin group per table, every entry custom-encoded.
  byte_buffer attr_type_offset_section() const {
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
  byte_buffer attr_type_section() const {
    byte_buffer data;
    for (const auto* table : {&attrs_, &types_})
      for (const auto& e : table->entries()) data.append(e.bytes);
    return data;
  }
  // One builtin.module (isolated) whose single block holds one arith.constant per weight.
  byte_buffer ir_section() const {
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
  // module: sym_name and sym_visibility absent; each constant: its value attribute.
  byte_buffer properties_section() const {
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

  // Resource entries are laid out relative to an origin aligned to the
  // largest alignment, so their padding does not depend on where the section
  // starts; the section header then pads the origin to that alignment.
  void layout_resources() {
    const std::size_t n = weights_.size();
    entry_pad_.resize(n);
    entry_size_.resize(n);
    rel_data_.resize(n);
    std::uint64_t rel = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint64_t size = weights_[i].byte_size();
      const std::uint64_t head = varint_size(alignment_[i]) + varint_size(size);
      entry_pad_[i] = padding_at(rel + head, alignment_[i]);
      rel_data_[i] = rel + head + entry_pad_[i];
      entry_size_[i] = head + entry_pad_[i] + size;
      rel += entry_size_[i];
      max_align_ = std::max(max_align_, alignment_[i]);
    }
    resource_payload_ = rel;
  }
  // No external groups; one builtin dialect group of blobs.
  byte_buffer resource_offset_section() const {
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
  // Resource section header, flagged with the alignment when it is above 1.
  void emit_resource_header() {
    const auto id = static_cast<std::uint8_t>(section_id::resource);
    if (max_align_ > 1) {
      meta_.u8(id | section_aligned_flag);
      meta_.varint(resource_payload_);
      meta_.varint(max_align_);
      const std::uint64_t pad = padding_at(meta_.size(), max_align_);
      for (std::uint64_t k = 0; k < pad; ++k) meta_.u8(static_cast<std::uint8_t>(padding_byte));
    } else {
      meta_.u8(id);
      meta_.varint(resource_payload_);
    }
    origin_ = meta_.size();
  }

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
inline bool put_weight_data(buffered_out& out, const weight& w, std::vector<std::byte>& chunk, std::size_t chunk_size,
                            bool& source_failed) {
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

}  // namespace detail

// Writes `weights` as one bytecode file to `sink`. Fails (without throwing)
// on invalid input — bad version, name, alignment or a size that does not
// match the shape — before writing anything, and on sink or callback failure.
inline result<write_summary> write_weights(byte_sink& sink, std::span<const weight> weights,
                                           const write_options& opt = {}) {
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
// ---- end mlirbc/writer.hpp
// ---- end mlirbc.hpp
