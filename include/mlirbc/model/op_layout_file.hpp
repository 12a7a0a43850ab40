// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// op_layout_file: op property layouts read at run time from a text file, for
// a dialect mlirbc was not built with (a private or newer one). The format is
// in docs/op-schemas.md ("Layout files"); tools/gen_op_schemas.py writes it
// from any dialect's .td files (--layout-file). A loaded file is one
// schema_set, scoped to its dialect and valid for every producer.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "op_schema.hpp"

namespace mlirbc::op_schema {

class layout_file {
 public:
  // The first line of every layout file (then a space and the format version, 1).
  static constexpr std::string_view magic = "mlirbc-op-layouts";
  static constexpr std::size_t max_size = std::size_t{64} << 20;  // 64 MiB: far above any dialect

  // Parses a layout file's text; null, with `why` set to "line N: …", if it is not one.
  static std::shared_ptr<const layout_file> parse(std::string_view text, std::string& why);
  // Reads and parses the file at `path`; `why` also says when it cannot be read.
  static std::shared_ptr<const layout_file> load(const std::string& path, std::string& why);

  const schema_set& set() const noexcept { return set_; }
  std::string_view dialect() const noexcept { return set_.dialect; }

  layout_file(const layout_file&) = delete;
  layout_file& operator=(const layout_file&) = delete;

 private:
  layout_file() = default;
  std::string text_;  // owns every name, expect and default the tables view
  std::string name_;  // the set's name: "NAME (layout file)"
  std::vector<field_desc> fields_;
  std::vector<op_desc> ops_;
  schema_set set_{};
};

}  // namespace mlirbc::op_schema

#if MLIRBC_WITH_BODIES
#include "impl/op_layout_file.ipp"
#endif
