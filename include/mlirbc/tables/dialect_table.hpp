// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialect_table: dialect names, their version payloads, and the op names.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "../base/format_warnings.hpp"
#include "../base/result.hpp"
#include "sections.hpp"
#include "string_table.hpp"

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
  std::string full_name() const;
};

struct dialect_table {
  std::vector<dialect_entry> dialects;
  std::vector<op_name> op_names;
  // The builtin dialect's version (MLIR 23 may write one; docs/format.md §5.3):
  // 0 when the file has none.
  std::uint64_t builtin_version = 0;

  static result<dialect_table> read(std::span<const std::byte> file, const section& s,
                                    std::uint64_t version, const string_table& strings,
                                    const limits& lim, format_warnings& warnings);

 private:
  // Reads `builtin_version` from the builtin dialect's version payload, if any.
  error read_builtin_version(std::span<const std::byte> file, const limits& lim, format_warnings& warnings);
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/dialect_table.ipp"
#endif
