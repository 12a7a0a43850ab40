// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// How the CLI prints bytes that come from a file (keys, names, strings):
//
// JSON: always valid UTF-8. Well-formed UTF-8 (RFC 3629) is copied; '"', '\'
// and control characters are escaped as JSON requires; every byte that is not
// part of a well-formed sequence is written as \u00XX, XX being the byte (so
// the byte 0xFF becomes U+00FF). That is lossy (U+00FF may also have been
// there as text), so a field whose bytes are not valid UTF-8 is followed by a
// field of the same name plus "_hex" holding every byte in hex:
//   "key": "bad\u00ff\u00fekey", "key_hex": "626164fffe6b6579"
//
// Text tables: a byte that is not part of well-formed UTF-8, or that encodes a
// control character (C0, DEL or C1), is written \xNN; a backslash is written
// \\. Nothing from the file reaches the terminal as a control sequence.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

namespace cli {

// Length of the well-formed UTF-8 sequence that starts at s[i] (shortest form,
// no surrogates, at most U+10FFFF), or 0 if the bytes there are not one.
inline std::size_t utf8_length(std::string_view s, std::size_t i) noexcept {
  auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = at(0);
  if (c < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c == 0xE0) n = 3, lo = 0xA0;
  else if (c == 0xED) n = 3, hi = 0x9F;
  else if (c >= 0xE1 && c <= 0xEF) n = 3;
  else if (c == 0xF0) n = 4, lo = 0x90;
  else if (c == 0xF4) n = 4, hi = 0x8F;
  else if (c >= 0xF1 && c <= 0xF3) n = 4;
  else return 0;
  if (s.size() - i < n || at(1) < lo || at(1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if ((at(k) & 0xC0) != 0x80) return 0;
  return n;
}

inline bool is_utf8(std::string_view s) noexcept {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_length(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

namespace detail {

inline void append_escaped_byte(std::string& out, const char* format, unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, format, c);
  out += buf;
}

}  // namespace detail

// A JSON string literal (with quotes) for any bytes, by the rule above.
inline std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = utf8_length(s, i);
    if (n == 0) detail::append_escaped_byte(out, "\\u%04x", c);
    else if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20) detail::append_escaped_byte(out, "\\u%04x", c);
    else out.append(s.substr(i, n));
    i += n == 0 ? 1 : n;
  }
  out += '"';
  return out;
}

// `"name": "value"`, followed by `, "name_hex": "..."` when value is not UTF-8.
inline std::string json_field(std::string_view name, std::string_view value) {
  std::string out = json_string(name) + ": " + json_string(value);
  if (is_utf8(value)) return out;
  out += ", " + json_string(std::string(name) + "_hex") + ": \"";
  for (const char ch : value) detail::append_escaped_byte(out, "%02x", static_cast<unsigned char>(ch));
  out += '"';
  return out;
}

// Bytes from a file made safe for a terminal, by the rule above.
inline std::string text_escape(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = utf8_length(s, i);
    const bool c1_control = n == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0;
    if (n == 0 || c < 0x20 || c == 0x7F) {
      detail::append_escaped_byte(out, "\\x%02X", c);
      i += 1;
      continue;
    }
    if (c1_control) {
      detail::append_escaped_byte(out, "\\x%02X", c);
      detail::append_escaped_byte(out, "\\x%02X", static_cast<unsigned char>(s[i + 1]));
    } else if (c == '\\') {
      out += "\\\\";
    } else {
      out.append(s.substr(i, n));
    }
    i += n;
  }
  return out;
}

}  // namespace cli
