// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of error.hpp (docs/design.md, "Two modes"): an error's message. Included by
// it in header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <cstring>
#include <string>

namespace mlirbc {

MLIRBC_INLINE std::string error::message() const { return message_about({}); }

MLIRBC_INLINE std::string error::message_about(std::string_view subject, std::string_view attribute) const {
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
  if (!subject.empty()) {
    out += "op '";
    out += subject;
    out += "'";
    if (!attribute.empty()) {
      out += ", attribute '";
      out += attribute;
      out += "'";
    }
    out += ": ";
  }
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

}  // namespace mlirbc
