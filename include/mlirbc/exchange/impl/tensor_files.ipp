// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Bodies of tensor_files.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <limits>
#include <string>
#include <unordered_set>

#include "../tensor_files.hpp"

namespace mlirbc {

MLIRBC_INLINE std::size_t tensor_dtype_size(tensor_dtype t) noexcept {
  switch (t) {
    case tensor_dtype::boolean:
    case tensor_dtype::u8:
    case tensor_dtype::i8:
    case tensor_dtype::f8_e4m3fn:
    case tensor_dtype::f8_e5m2: return 1;
    case tensor_dtype::u16:
    case tensor_dtype::i16:
    case tensor_dtype::f16:
    case tensor_dtype::bf16: return 2;
    case tensor_dtype::u32:
    case tensor_dtype::i32:
    case tensor_dtype::f32: return 4;
    case tensor_dtype::u64:
    case tensor_dtype::i64:
    case tensor_dtype::f64:
    case tensor_dtype::c64: return 8;
    case tensor_dtype::c128: return 16;
  }
  return 0;
}

MLIRBC_INLINE const char* safetensors_dtype_name(tensor_dtype t) noexcept {
  switch (t) {
    case tensor_dtype::boolean: return "BOOL";
    case tensor_dtype::u8: return "U8";
    case tensor_dtype::i8: return "I8";
    case tensor_dtype::u16: return "U16";
    case tensor_dtype::i16: return "I16";
    case tensor_dtype::u32: return "U32";
    case tensor_dtype::i32: return "I32";
    case tensor_dtype::u64: return "U64";
    case tensor_dtype::i64: return "I64";
    case tensor_dtype::f16: return "F16";
    case tensor_dtype::bf16: return "BF16";
    case tensor_dtype::f32: return "F32";
    case tensor_dtype::f64: return "F64";
    case tensor_dtype::f8_e4m3fn: return "F8_E4M3";
    case tensor_dtype::f8_e5m2: return "F8_E5M2";
    case tensor_dtype::c64:
    case tensor_dtype::c128: return nullptr;
  }
  return nullptr;
}

MLIRBC_INLINE bool parse_safetensors_dtype(std::string_view s, tensor_dtype& out) noexcept {
  for (unsigned i = 0; i <= static_cast<unsigned>(tensor_dtype::c128); ++i) {
    const auto t = static_cast<tensor_dtype>(i);
    const char* name = safetensors_dtype_name(t);
    if (name != nullptr && s == name) {
      out = t;
      return true;
    }
  }
  return false;
}

MLIRBC_INLINE const char* npy_descr(tensor_dtype t) noexcept {
  switch (t) {
    case tensor_dtype::boolean: return "|b1";
    case tensor_dtype::u8: return "|u1";
    case tensor_dtype::i8: return "|i1";
    case tensor_dtype::u16: return "<u2";
    case tensor_dtype::i16: return "<i2";
    case tensor_dtype::u32: return "<u4";
    case tensor_dtype::i32: return "<i4";
    case tensor_dtype::u64: return "<u8";
    case tensor_dtype::i64: return "<i8";
    case tensor_dtype::f16: return "<f2";
    case tensor_dtype::bf16: return "<u2";
    case tensor_dtype::f32: return "<f4";
    case tensor_dtype::f64: return "<f8";
    case tensor_dtype::f8_e4m3fn:
    case tensor_dtype::f8_e5m2: return "|u1";
    case tensor_dtype::c64: return "<c8";
    case tensor_dtype::c128: return "<c16";
  }
  return nullptr;
}

MLIRBC_INLINE std::string named_error::message() const {
  std::string out = name.empty() ? e.message() : "tensor '" + name + "': " + e.message();
  if (!detail.empty()) out += ": " + detail;
  return out;
}

MLIRBC_INLINE const safetensors_tensor* safetensors_index::find(std::string_view name) const noexcept {
  for (const auto& t : tensors)
    if (t.name == name) return &t;
  return nullptr;
}

MLIRBC_INLINE const std::string* safetensors_index::meta(std::string_view key) const noexcept {
  for (const auto& [k, v] : metadata)
    if (k == key) return &v;
  return nullptr;
}

namespace detail {

struct crc32_tables {
  std::uint32_t t[8][256];
};

// Slicing-by-8 tables: t[0] is the classic byte table, t[k] advances k more zero bytes.
// Not constexpr: a constant initializer would be evaluated by the compiler only (crc32).
inline crc32_tables make_crc32_tables() noexcept {
  crc32_tables r{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1u) != 0 ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    r.t[0][i] = c;
  }
  for (std::uint32_t i = 0; i < 256; ++i)
    for (int k = 1; k < 8; ++k) r.t[k][i] = (r.t[k - 1][i] >> 8) ^ r.t[0][r.t[k - 1][i] & 0xFFu];
  return r;
}

MLIRBC_INLINE error tensor_file_error(errc code, std::uint64_t offset, const char* what, std::uint64_t value = 0,
                                      std::uint64_t limit = 0) noexcept {
  return error{code, section_id::none, offset, what, value, limit};
}

// Bytes of a tensor of `shape` x `element_size`; false if that overflows 64 bits.
// A zero dimension makes it empty whatever the others are.
MLIRBC_INLINE bool tensor_byte_size(std::span<const std::uint64_t> shape, std::uint64_t element_size,
                                    std::uint64_t& out) noexcept {
  if (std::find(shape.begin(), shape.end(), std::uint64_t{0}) != shape.end()) {
    out = 0;
    return true;
  }
  std::uint64_t n = element_size;
  for (const std::uint64_t d : shape) {
    if (n > std::numeric_limits<std::uint64_t>::max() / d) return false;
    n *= d;
  }
  out = n;
  return true;
}

// Index of the first byte of `s` that does not start a valid UTF-8 sequence
// (overlong forms, surrogates and code points above U+10FFFF are invalid), or npos.
MLIRBC_INLINE std::size_t utf8_invalid_at(std::string_view s) noexcept {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  std::size_t i = 0;
  while (i < s.size()) {
    const unsigned c = byte(i);
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t len = 0;
    unsigned lo = 0x80, hi = 0xBF;  // range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
      len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      len = 3;
      if (c == 0xE0) lo = 0xA0;  // overlong
      if (c == 0xED) hi = 0x9F;  // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
      len = 4;
      if (c == 0xF0) lo = 0x90;  // overlong
      if (c == 0xF4) hi = 0x8F;  // above U+10FFFF
    } else {
      return i;
    }
    if (s.size() - i < len) return i;
    if (byte(i + 1) < lo || byte(i + 1) > hi) return i;
    for (std::size_t k = 2; k < len; ++k)
      if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return i;
    i += len;
  }
  return std::string_view::npos;
}

MLIRBC_INLINE void append_json_string(std::string& out, std::string_view s) {
  static constexpr char hex[] = "0123456789abcdef";
  out += '"';
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += hex[c >> 4];
          out += hex[c & 0xF];
        } else {
          out += ch;
        }
    }
  }
  out += '"';
}

// The checks both writers make before writing anything.
MLIRBC_INLINE named_error check_tensor_sources(std::span<const tensor_source> tensors, bool safetensors) {
  std::unordered_set<std::string_view> names;
  names.reserve(tensors.size());
  std::uint64_t total = 0;
  for (const auto& t : tensors) {
    const auto fail = [&](errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) {
      return named_error{tensor_file_error(code, 0, what, value, limit), t.name};
    };
    if (t.name.empty()) return fail(errc::bad_value, "tensor has an empty name");
    if (utf8_invalid_at(t.name) != std::string_view::npos) return fail(errc::bad_string, "tensor name is not valid UTF-8");
    if (safetensors && t.name == "__metadata__")
      return fail(errc::bad_value, "safetensors: the name __metadata__ is reserved for metadata");
    if (!names.insert(t.name).second) return fail(errc::bad_value, "duplicate tensor name");
    const std::size_t element_size = tensor_dtype_size(t.dtype);
    if (element_size == 0) return fail(errc::bad_value, "invalid tensor dtype", static_cast<std::uint64_t>(t.dtype));
    if (safetensors && safetensors_dtype_name(t.dtype) == nullptr)
      return fail(errc::bad_value, "safetensors has no such dtype (it has no complex types)");
    std::uint64_t expected = 0;
    if (!tensor_byte_size(t.shape, element_size, expected))
      return fail(errc::bad_value, "tensor shape has more bytes than fit in 64 bits");
    if (t.size != expected) return fail(errc::bad_value, "tensor size does not match its shape and dtype", t.size, expected);
    if (t.size > 0 && t.fd < 0) return fail(errc::bad_value, "tensor has no input file");
    if (total > std::numeric_limits<std::uint64_t>::max() - t.size)
      return fail(errc::limit_exceeded, "tensors have more bytes than fit in 64 bits");
    total += t.size;
  }
  return {};
}

// Little-endian fields of the binary headers.
struct le_bytes {
  std::string bytes;
  void put(std::uint64_t v, int n) {
    for (int i = 0; i < n; ++i) bytes += static_cast<char>((v >> (8 * i)) & 0xFFu);
  }
  void u16(std::uint64_t v) { put(v, 2); }
  void u32(std::uint64_t v) { put(v, 4); }
  void u64(std::uint64_t v) { put(v, 8); }
};

}  // namespace detail

MLIRBC_INLINE std::uint32_t crc32(std::span<const std::byte> bytes, std::uint32_t crc) noexcept {
  // Built at the first call (microseconds) rather than by the compiler, so that the tests
  // of crc32 run the table generator too.
  static const detail::crc32_tables tables = detail::make_crc32_tables();
  const auto& t = tables.t;
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  std::size_t n = bytes.size();
  std::uint32_t c = ~crc;
  const auto word = [](const unsigned char* q) {
    return static_cast<std::uint32_t>(q[0]) | static_cast<std::uint32_t>(q[1]) << 8 |
           static_cast<std::uint32_t>(q[2]) << 16 | static_cast<std::uint32_t>(q[3]) << 24;
  };
  while (n >= 8) {
    const std::uint32_t lo = c ^ word(p), hi = word(p + 4);
    c = t[7][lo & 0xFFu] ^ t[6][(lo >> 8) & 0xFFu] ^ t[5][(lo >> 16) & 0xFFu] ^ t[4][lo >> 24] ^
        t[3][hi & 0xFFu] ^ t[2][(hi >> 8) & 0xFFu] ^ t[1][(hi >> 16) & 0xFFu] ^ t[0][hi >> 24];
    p += 8;
    n -= 8;
  }
  for (; n > 0; --n, ++p) c = t[0][(c ^ *p) & 0xFFu] ^ (c >> 8);
  return ~c;
}

// ---- safetensors: writing

MLIRBC_INLINE named_error write_safetensors(output_file& out, std::span<const tensor_source> tensors,
                                           const tensor_metadata& metadata) {
  using detail::tensor_file_error;
  if (auto e = detail::check_tensor_sources(tensors, true)) return e;
  std::unordered_set<std::string_view> keys;
  for (const auto& [key, value] : metadata) {
    if (detail::utf8_invalid_at(key) != std::string_view::npos || detail::utf8_invalid_at(value) != std::string_view::npos)
      return {tensor_file_error(errc::bad_string, 0, "safetensors: metadata is not valid UTF-8"), {}};
    if (!keys.insert(key).second) return {tensor_file_error(errc::bad_value, 0, "safetensors: duplicate metadata key"), {}};
  }

  // Metadata first, then the tensors in order, as the reference writer does.
  std::string header = "{";
  if (!metadata.empty()) {
    header += "\"__metadata__\":{";
    for (std::size_t i = 0; i < metadata.size(); ++i) {
      if (i > 0) header += ',';
      detail::append_json_string(header, metadata[i].first);
      header += ':';
      detail::append_json_string(header, metadata[i].second);
    }
    header += '}';
  }
  std::uint64_t data_offset = 0;
  for (const auto& t : tensors) {
    if (header.size() > 1) header += ',';
    detail::append_json_string(header, t.name);
    header += ":{\"dtype\":\"";
    header += safetensors_dtype_name(t.dtype);
    header += "\",\"shape\":[";
    for (std::size_t i = 0; i < t.shape.size(); ++i) {
      if (i > 0) header += ',';
      header += std::to_string(t.shape[i]);
    }
    header += "],\"data_offsets\":[";
    header += std::to_string(data_offset);
    header += ',';
    data_offset += t.size;
    header += std::to_string(data_offset);
    header += "]}";
  }
  header += '}';
  // Trailing spaces (JSON whitespace) so the data starts 8-aligned.
  header.append((8 - header.size() % 8) % 8, ' ');
  if (header.size() > safetensors_max_header)
    return {tensor_file_error(errc::limit_exceeded, 0, "safetensors: header too large", header.size(),
                              safetensors_max_header),
            {}};

  detail::le_bytes length;
  length.u64(header.size());
  if (!out.write(length.bytes) || !out.write(header)) return {out.failure(), {}};
  for (const auto& t : tensors)
    if (!out.copy_from(t.fd, t.offset, t.size)) return {out.failure(), t.name};
  return {};
}

// ---- safetensors: reading

namespace detail {

// A strict parser of exactly the JSON a safetensors header may hold. It is
// driven by the expected structure (no generic values), so nesting cannot
// recurse and nothing is allocated beyond what the header's text holds.
class safetensors_parser {
 public:
  safetensors_parser(std::string_view text, std::uint64_t base) : text_(text), base_(base) {}

  // Fills `out` and, per tensor, where its shape and data_offsets are in the header.
  bool parse(safetensors_index& out, std::vector<std::uint64_t>& shape_at, std::vector<std::uint64_t>& offsets_at,
             std::vector<std::pair<std::uint64_t, std::uint64_t>>& ranges);

  named_error err;

 private:
  bool fail(errc code, const char* what, std::size_t at, std::uint64_t value = 0, std::uint64_t limit = 0) {
    err.e = tensor_file_error(code, base_ + at, what, value, limit);
    return false;
  }
  void skip_space() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }
  // Skips whitespace; true (and consumes it) if the next byte is `c`.
  bool take(char c) {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool expect(char c, const char* what) { return take(c) || fail(errc::bad_value, what, pos_); }
  bool hex4(std::uint32_t& out);
  bool string(std::string& out);
  bool integer(std::uint64_t& out);
  bool integer_array(std::vector<std::uint64_t>& out);
  bool metadata(tensor_metadata& out);
  bool tensor(safetensors_tensor& t, std::uint64_t& shape_at, std::uint64_t& offsets_at,
              std::pair<std::uint64_t, std::uint64_t>& range);

  std::string_view text_;
  std::uint64_t base_;
  std::size_t pos_ = 0;
};

MLIRBC_INLINE bool safetensors_parser::hex4(std::uint32_t& out) {
  if (text_.size() - pos_ < 4) return fail(errc::bad_value, "safetensors: malformed JSON header: bad \\u escape", pos_);
  out = 0;
  for (int i = 0; i < 4; ++i, ++pos_) {
    const char c = text_[pos_];
    std::uint32_t d = 0;
    if (c >= '0' && c <= '9')
      d = static_cast<std::uint32_t>(c - '0');
    else if (c >= 'a' && c <= 'f')
      d = static_cast<std::uint32_t>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F')
      d = static_cast<std::uint32_t>(c - 'A' + 10);
    else
      return fail(errc::bad_value, "safetensors: malformed JSON header: bad \\u escape", pos_);
    out = out << 4 | d;
  }
  return true;
}

MLIRBC_INLINE bool safetensors_parser::string(std::string& out) {
  out.clear();
  if (!expect('"', "safetensors: malformed JSON header: expected a string")) return false;
  for (;;) {
    if (pos_ >= text_.size()) return fail(errc::bad_value, "safetensors: malformed JSON header: unterminated string", pos_);
    const char c = text_[pos_];
    if (c == '"') {
      ++pos_;
      return true;
    }
    if (static_cast<unsigned char>(c) < 0x20)
      return fail(errc::bad_value, "safetensors: malformed JSON header: control character in a string", pos_);
    if (c != '\\') {
      out += c;  // the header was checked to be UTF-8 as a whole
      ++pos_;
      continue;
    }
    const std::size_t escape_at = pos_++;
    if (pos_ >= text_.size()) return fail(errc::bad_value, "safetensors: malformed JSON header: unterminated string", pos_);
    switch (text_[pos_++]) {
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case '/': out += '/'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'u': {
        std::uint32_t cp = 0;
        if (!hex4(cp)) return false;
        if (cp >= 0xDC00 && cp <= 0xDFFF)
          return fail(errc::bad_string, "safetensors: unpaired surrogate in a JSON \\u escape", escape_at);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
          std::uint32_t low = 0;
          if (text_.substr(pos_, 2) != "\\u") return fail(errc::bad_string, "safetensors: unpaired surrogate in a JSON \\u escape", escape_at);
          pos_ += 2;
          if (!hex4(low)) return false;
          if (low < 0xDC00 || low > 0xDFFF)
            return fail(errc::bad_string, "safetensors: unpaired surrogate in a JSON \\u escape", escape_at);
          cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        const auto put = [&](std::uint32_t b) { out += static_cast<char>(b); };
        if (cp < 0x80) {
          put(cp);
        } else if (cp < 0x800) {
          put(0xC0 | cp >> 6);
          put(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
          put(0xE0 | cp >> 12);
          put(0x80 | (cp >> 6 & 0x3F));
          put(0x80 | (cp & 0x3F));
        } else {
          put(0xF0 | cp >> 18);
          put(0x80 | (cp >> 12 & 0x3F));
          put(0x80 | (cp >> 6 & 0x3F));
          put(0x80 | (cp & 0x3F));
        }
        break;
      }
      default: return fail(errc::bad_value, "safetensors: malformed JSON header: invalid escape in a string", escape_at);
    }
  }
}

MLIRBC_INLINE bool safetensors_parser::integer(std::uint64_t& out) {
  skip_space();
  const std::size_t start = pos_;
  if (pos_ < text_.size() && text_[pos_] == '-')
    return fail(errc::bad_value, "safetensors: expected a non-negative integer, not a negative number", pos_);
  out = 0;
  while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
    const auto d = static_cast<std::uint64_t>(text_[pos_] - '0');
    if (out > (std::numeric_limits<std::uint64_t>::max() - d) / 10)
      return fail(errc::bad_value, "safetensors: integer does not fit 64 bits", start);
    out = out * 10 + d;
    ++pos_;
  }
  if (pos_ == start) return fail(errc::bad_value, "safetensors: malformed JSON header: expected a non-negative integer", pos_);
  if (text_[start] == '0' && pos_ - start > 1)
    return fail(errc::bad_value, "safetensors: malformed JSON header: leading zero in a number", start);
  if (pos_ < text_.size() && (text_[pos_] == '.' || text_[pos_] == 'e' || text_[pos_] == 'E'))
    return fail(errc::bad_value, "safetensors: expected a non-negative integer, not a fractional number", start);
  return true;
}

MLIRBC_INLINE bool safetensors_parser::integer_array(std::vector<std::uint64_t>& out) {
  out.clear();
  if (!expect('[', "safetensors: malformed JSON header: expected '['")) return false;
  if (take(']')) return true;
  for (;;) {
    std::uint64_t v = 0;
    if (!integer(v)) return false;
    out.push_back(v);
    if (take(']')) return true;
    if (!expect(',', "safetensors: malformed JSON header: expected ',' or ']'")) return false;
  }
}

MLIRBC_INLINE bool safetensors_parser::metadata(tensor_metadata& out) {
  if (!expect('{', "safetensors: __metadata__ is not a JSON object")) return false;
  if (take('}')) return true;
  std::unordered_set<std::string> keys;
  for (;;) {
    skip_space();
    const std::size_t key_at = pos_;
    std::string key, value;
    if (!string(key) || !expect(':', "safetensors: malformed JSON header: expected ':'")) return false;
    if (!keys.insert(key).second) return fail(errc::bad_value, "safetensors: duplicate metadata key", key_at);
    skip_space();
    if (pos_ >= text_.size() || text_[pos_] != '"')
      return fail(errc::bad_value, "safetensors: __metadata__ value is not a string", pos_);
    if (!string(value)) return false;
    out.emplace_back(std::move(key), std::move(value));
    if (take('}')) return true;
    if (!expect(',', "safetensors: malformed JSON header: expected ',' or '}'")) return false;
  }
}

MLIRBC_INLINE bool safetensors_parser::tensor(safetensors_tensor& t, std::uint64_t& shape_at,
                                              std::uint64_t& offsets_at,
                                              std::pair<std::uint64_t, std::uint64_t>& range) {
  skip_space();
  const std::size_t entry_at = pos_;
  if (!expect('{', "safetensors: tensor entry is not a JSON object")) return false;
  bool have_dtype = false, have_shape = false, have_offsets = false;
  std::string field, dtype;
  std::vector<std::uint64_t> offsets;
  if (!take('}')) {
    for (;;) {
      skip_space();
      const std::size_t field_at = pos_;
      if (!string(field) || !expect(':', "safetensors: malformed JSON header: expected ':'")) return false;
      skip_space();
      const std::size_t value_at = pos_;
      if (field == "dtype") {
        if (have_dtype) return fail(errc::bad_value, "safetensors: duplicate field 'dtype' in a tensor", field_at);
        have_dtype = true;
        if (!string(dtype)) return false;
        if (!parse_safetensors_dtype(dtype, t.dtype)) {
          err.detail = dtype;
          return fail(errc::bad_value, "safetensors: unknown dtype", value_at);
        }
      } else if (field == "shape") {
        if (have_shape) return fail(errc::bad_value, "safetensors: duplicate field 'shape' in a tensor", field_at);
        have_shape = true;
        shape_at = base_ + value_at;
        if (!integer_array(t.shape)) return false;
      } else if (field == "data_offsets") {
        if (have_offsets) return fail(errc::bad_value, "safetensors: duplicate field 'data_offsets' in a tensor", field_at);
        have_offsets = true;
        offsets_at = base_ + value_at;
        if (!integer_array(offsets)) return false;
        if (offsets.size() != 2)
          return fail(errc::bad_value, "safetensors: data_offsets must hold two integers", value_at, offsets.size(), 2);
        range = {offsets[0], offsets[1]};
      } else {
        err.detail = field;
        return fail(errc::bad_value, "safetensors: unknown field in a tensor", field_at);
      }
      if (take('}')) break;
      if (!expect(',', "safetensors: malformed JSON header: expected ',' or '}'")) return false;
    }
  }
  if (!have_dtype) return fail(errc::bad_value, "safetensors: tensor has no dtype", entry_at);
  if (!have_shape) return fail(errc::bad_value, "safetensors: tensor has no shape", entry_at);
  if (!have_offsets) return fail(errc::bad_value, "safetensors: tensor has no data_offsets", entry_at);
  return true;
}

MLIRBC_INLINE bool safetensors_parser::parse(safetensors_index& out, std::vector<std::uint64_t>& shape_at,
                                             std::vector<std::uint64_t>& offsets_at,
                                             std::vector<std::pair<std::uint64_t, std::uint64_t>>& ranges) {
  skip_space();
  if (pos_ >= text_.size() || text_[pos_] != '{')
    return fail(errc::bad_value, "safetensors: header is not a JSON object", pos_);
  ++pos_;
  bool have_metadata = false;
  std::unordered_set<std::string> names;
  if (!take('}')) {
    for (;;) {
      skip_space();
      const std::size_t key_at = pos_;
      std::string key;
      if (!string(key) || !expect(':', "safetensors: malformed JSON header: expected ':'")) return false;
      if (key == "__metadata__") {
        if (have_metadata) return fail(errc::bad_value, "safetensors: duplicate __metadata__", key_at);
        have_metadata = true;
        if (!metadata(out.metadata)) return false;
      } else {
        err.name = key;
        if (!names.insert(key).second) return fail(errc::bad_value, "safetensors: duplicate tensor name", key_at);
        safetensors_tensor t;
        std::uint64_t s_at = 0, o_at = 0;
        std::pair<std::uint64_t, std::uint64_t> range;
        if (!tensor(t, s_at, o_at, range)) return false;
        err.name.clear();
        t.name = std::move(key);
        out.tensors.push_back(std::move(t));
        shape_at.push_back(s_at);
        offsets_at.push_back(o_at);
        ranges.push_back(range);
      }
      if (take('}')) break;
      if (!expect(',', "safetensors: malformed JSON header: expected ',' or '}'")) return false;
    }
  }
  skip_space();
  if (pos_ != text_.size()) return fail(errc::bad_value, "safetensors: data after the JSON header", pos_);
  return true;
}

}  // namespace detail

MLIRBC_INLINE named_error read_safetensors(std::span<const std::byte> file, safetensors_index& out) {
  using detail::tensor_file_error;
  out = {};
  const auto failed = [&](named_error e) {
    out = {};
    return e;
  };
  if (file.size() < 8)
    return failed({tensor_file_error(errc::truncated, 0, "safetensors: header length", file.size(), 8), {}});
  std::uint64_t length = 0;
  for (int i = 7; i >= 0; --i) length = length << 8 | std::to_integer<std::uint64_t>(file[static_cast<std::size_t>(i)]);
  if (length > safetensors_max_header)
    return failed({tensor_file_error(errc::limit_exceeded, 0, "safetensors: header length", length,
                                     safetensors_max_header),
                   {}});
  if (length > file.size() - 8)
    return failed({tensor_file_error(errc::truncated, 0, "safetensors: header length beyond the end of the file",
                                     length, file.size() - 8),
                   {}});
  const std::string_view header(reinterpret_cast<const char*>(file.data()) + 8, static_cast<std::size_t>(length));
  if (const std::size_t bad = detail::utf8_invalid_at(header); bad != std::string_view::npos)
    return failed({tensor_file_error(errc::bad_string, 8 + bad, "safetensors: header is not valid UTF-8"), {}});

  out.data_start = 8 + length;
  std::vector<std::uint64_t> shape_at, offsets_at;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  detail::safetensors_parser parser(header, 8);
  if (!parser.parse(out, shape_at, offsets_at, ranges)) return failed(std::move(parser.err));

  const std::uint64_t buffer = file.size() - out.data_start;
  for (std::size_t i = 0; i < out.tensors.size(); ++i) {
    auto& t = out.tensors[i];
    const auto [begin, end] = ranges[i];
    std::uint64_t bytes = 0;
    if (!detail::tensor_byte_size(t.shape, tensor_dtype_size(t.dtype), bytes))
      return failed({tensor_file_error(errc::bad_value, shape_at[i], "safetensors: shape product overflows 64 bits"),
                     t.name});
    if (begin > end)
      return failed({tensor_file_error(errc::bad_value, offsets_at[i], "safetensors: data_offsets begin after end",
                                       begin, end),
                     t.name});
    if (end > buffer)
      return failed({tensor_file_error(errc::index_out_of_range, offsets_at[i],
                                       "safetensors: data_offsets end beyond the data buffer", end, buffer),
                     t.name});
    if (end - begin != bytes)
      return failed({tensor_file_error(errc::bad_value, offsets_at[i],
                                       "safetensors: data size does not match shape and dtype", end - begin, bytes),
                     t.name});
    t.offset = out.data_start + begin;
    t.size = bytes;
  }

  // The ranges must tile the buffer: sorted, each begins where the last ended.
  std::vector<std::size_t> order(out.tensors.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ranges[a] < ranges[b] || (ranges[a] == ranges[b] && a < b); });
  std::uint64_t expected = 0;
  for (const std::size_t i : order) {
    const auto [begin, end] = ranges[i];
    if (begin < expected)
      return failed({tensor_file_error(errc::bad_value, offsets_at[i], "safetensors: tensor data overlaps another tensor's",
                                       begin, expected),
                     out.tensors[i].name});
    if (begin > expected)
      return failed({tensor_file_error(errc::bad_value, offsets_at[i],
                                       "safetensors: data buffer not contiguous (unused bytes before this tensor)",
                                       begin, expected),
                     out.tensors[i].name});
    expected = end;
  }
  if (expected != buffer)
    return failed({tensor_file_error(errc::bad_value, out.data_start + expected,
                                     "safetensors: data buffer not contiguous (unused bytes at its end)", buffer - expected),
                   {}});
  return {};
}

// ---- npz: writing

namespace detail {

// The .npy header (format 1.0, or 2.0 when its length needs 32 bits), padded
// with spaces before its final newline so the data starts at a multiple of 64.
MLIRBC_INLINE std::string npy_header(const tensor_source& t) {
  std::string dict = "{'descr': '";
  dict += npy_descr(t.dtype);
  dict += "', 'fortran_order': False, 'shape': (";
  for (std::size_t i = 0; i < t.shape.size(); ++i) {
    if (i > 0) dict += ", ";
    dict += std::to_string(t.shape[i]);
  }
  if (t.shape.size() == 1) dict += ',';
  dict += "), }";
  constexpr std::size_t v1_prefix = 10, v2_prefix = 12;  // magic, version, length
  const auto padded = [&](std::size_t prefix) { return (prefix + dict.size() + 1 + 63) / 64 * 64; };
  const bool v2 = padded(v1_prefix) - v1_prefix > 0xFFFF;
  const std::size_t prefix = v2 ? v2_prefix : v1_prefix;
  const std::size_t total = padded(prefix);
  le_bytes h;
  h.bytes = "\x93NUMPY";
  h.bytes += static_cast<char>(v2 ? 2 : 1);
  h.bytes += '\0';
  h.put(total - prefix, v2 ? 4 : 2);
  h.bytes += dict;
  h.bytes.append(total - h.bytes.size() - 1, ' ');
  h.bytes += '\n';
  return std::move(h.bytes);
}

struct npz_entry {
  std::string name;  // in the archive: "NAME.npy"
  std::uint64_t header_offset = 0, size = 0;
  std::uint32_t crc = 0;
};

constexpr std::uint32_t zip_local_signature = 0x04034b50, zip_central_signature = 0x02014b50,
                        zip_end_signature = 0x06054b50, zip64_end_signature = 0x06064b50,
                        zip64_locator_signature = 0x07064b50;
constexpr std::uint16_t zip_version_classic = 20, zip_version_zip64 = 45;
constexpr std::uint16_t zip_utf8_flag = 0x0800;
constexpr std::uint16_t zip_date_1980 = (0 << 9) | (1 << 5) | 1;  // 1980-01-01: fixed, so output is reproducible
// An extra field that only pads (the id zipalign uses: 2 bytes alignment, then zeros).
constexpr std::uint16_t zip_padding_extra_id = 0xD935;
constexpr std::uint64_t npz_alignment = 64;

MLIRBC_INLINE std::uint16_t zip_name_flags(std::string_view name) noexcept {
  for (const char c : name)
    if (static_cast<unsigned char>(c) >= 0x80) return zip_utf8_flag;
  return 0;
}

MLIRBC_INLINE named_error write_npz(output_file& out, std::span<const tensor_source> tensors, const npz_limits& given) {
  // Thresholds above the classic fields' range would truncate them: clamp.
  const npz_limits limits{std::min<std::uint64_t>(given.zip64_at, 0xFFFFFFFF),
                          std::min<std::uint64_t>(given.zip64_entries_at, 0xFFFF)};
  if (auto e = check_tensor_sources(tensors, false)) return e;
  for (const auto& t : tensors)
    if (t.name.size() > 0xFFFF - 4)
      return {tensor_file_error(errc::limit_exceeded, 0, "npz: tensor name too long for a zip entry", t.name.size(),
                                0xFFFF - 4),
              t.name};

  std::vector<npz_entry> entries;
  entries.reserve(tensors.size());
  for (const auto& t : tensors) {
    npz_entry entry;
    entry.name = t.name + ".npy";
    entry.header_offset = out.position();
    const std::string npy = npy_header(t);
    entry.size = npy.size() + t.size;
    const bool zip64 = entry.size >= limits.zip64_at;
    const std::uint16_t flags = zip_name_flags(entry.name);

    // Local header; the CRC is patched in once the data has streamed past.
    const std::uint64_t zip64_extra = zip64 ? 20 : 0;
    const std::uint64_t data_at = entry.header_offset + 30 + entry.name.size() + zip64_extra;
    std::uint64_t padding = (npz_alignment - data_at % npz_alignment) % npz_alignment;
    if (padding != 0 && padding < 6) padding += npz_alignment;  // the padding field's own header and alignment
    le_bytes h;
    h.u32(zip_local_signature);
    h.u16(zip64 ? zip_version_zip64 : zip_version_classic);
    h.u16(flags);
    h.u16(0);  // stored
    h.u16(0);  // time
    h.u16(zip_date_1980);
    h.u32(0);  // CRC-32, patched
    h.u32(zip64 ? 0xFFFFFFFF : entry.size);
    h.u32(zip64 ? 0xFFFFFFFF : entry.size);
    h.u16(entry.name.size());
    h.u16(zip64_extra + padding);
    h.bytes += entry.name;
    if (zip64) {
      h.u16(0x0001);
      h.u16(16);
      h.u64(entry.size);
      h.u64(entry.size);
    }
    if (padding != 0) {
      h.u16(zip_padding_extra_id);
      h.u16(padding - 4);
      h.u16(npz_alignment);
      h.bytes.append(static_cast<std::size_t>(padding - 6), '\0');
    }
    std::uint32_t crc = crc32(std::as_bytes(std::span(npy.data(), npy.size())));
    if (!out.write(h.bytes) || !out.write(npy)) return {out.failure(), t.name};
    const output_file::observe_fn observe = [&crc](std::span<const std::byte> chunk) { crc = crc32(chunk, crc); };
    if (!out.copy_from(t.fd, t.offset, t.size, observe)) return {out.failure(), t.name};
    le_bytes crc_bytes;
    crc_bytes.u32(crc);
    if (!out.patch(entry.header_offset + 14, std::as_bytes(std::span(crc_bytes.bytes.data(), 4))))
      return {out.failure(), t.name};
    entry.crc = crc;
    entries.push_back(std::move(entry));
  }

  const std::uint64_t directory_at = out.position();
  for (const auto& entry : entries) {
    const bool zip64_size = entry.size >= limits.zip64_at;
    const bool zip64_offset = entry.header_offset >= limits.zip64_at;
    le_bytes extra;
    if (zip64_size || zip64_offset) {
      extra.u16(0x0001);
      extra.u16((zip64_size ? 16u : 0u) + (zip64_offset ? 8u : 0u));
      if (zip64_size) {
        extra.u64(entry.size);  // uncompressed, then compressed, as the fields are ordered
        extra.u64(entry.size);
      }
      if (zip64_offset) extra.u64(entry.header_offset);
    }
    le_bytes c;
    c.u32(zip_central_signature);
    c.u16(3 << 8 | zip_version_zip64);  // made by: Unix, so the mode below applies
    c.u16(zip64_size ? zip_version_zip64 : zip_version_classic);
    c.u16(zip_name_flags(entry.name));
    c.u16(0);
    c.u16(0);
    c.u16(zip_date_1980);
    c.u32(entry.crc);
    c.u32(zip64_size ? 0xFFFFFFFF : entry.size);
    c.u32(zip64_size ? 0xFFFFFFFF : entry.size);
    c.u16(entry.name.size());
    c.u16(extra.bytes.size());
    c.u16(0);  // comment
    c.u16(0);  // disk
    c.u16(0);  // internal attributes
    c.u32(std::uint64_t{0100644} << 16);  // a regular file, rw-r--r--
    c.u32(zip64_offset ? 0xFFFFFFFF : entry.header_offset);
    c.bytes += entry.name;
    c.bytes += extra.bytes;
    if (!out.write(c.bytes)) return {out.failure(), entry.name.substr(0, entry.name.size() - 4)};
  }
  const std::uint64_t directory_size = out.position() - directory_at;
  const std::uint64_t count = entries.size();
  const bool zip64_count = count >= limits.zip64_entries_at;
  const bool zip64_directory_size = directory_size >= limits.zip64_at;
  const bool zip64_directory_at = directory_at >= limits.zip64_at;

  le_bytes end;
  if (zip64_count || zip64_directory_size || zip64_directory_at) {
    const std::uint64_t zip64_end_at = out.position();
    end.u32(zip64_end_signature);
    end.u64(44);  // size of the rest of this record
    end.u16(zip_version_zip64);
    end.u16(zip_version_zip64);
    end.u32(0);
    end.u32(0);
    end.u64(count);
    end.u64(count);
    end.u64(directory_size);
    end.u64(directory_at);
    end.u32(zip64_locator_signature);
    end.u32(0);
    end.u64(zip64_end_at);
    end.u32(1);  // disks
  }
  end.u32(zip_end_signature);
  end.u16(0);
  end.u16(0);
  end.u16(zip64_count ? 0xFFFF : count);
  end.u16(zip64_count ? 0xFFFF : count);
  end.u32(zip64_directory_size ? 0xFFFFFFFF : directory_size);
  end.u32(zip64_directory_at ? 0xFFFFFFFF : directory_at);
  end.u16(0);  // comment
  if (!out.write(end.bytes)) return {out.failure(), {}};
  return {};
}

}  // namespace detail

MLIRBC_INLINE named_error write_npz(output_file& out, std::span<const tensor_source> tensors) {
  return detail::write_npz(out, tensors, detail::npz_limits{});
}

}  // namespace mlirbc
