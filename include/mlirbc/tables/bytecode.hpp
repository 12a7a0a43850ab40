// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// bytecode: a validated, non-owning view of a whole bytecode file, and
// bytecode_file: the same view together with the mapping that owns the bytes.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "attr_type_table.hpp"
#include "dialect_table.hpp"
#include "../base/format_warnings.hpp"
#include "../base/limits.hpp"
#include "mapped_file.hpp"
#include "property_table.hpp"
#include "resource_table.hpp"
#include "../base/result.hpp"
#include "sections.hpp"
#include "string_table.hpp"

namespace mlirbc {

class bytecode {
 public:
  // Validates the header, the section framing and every table index. Reads only
  // metadata: the IR is walked and attributes decoded later, on demand, and blob
  // data is never touched. `file` must outlive the returned view. `load`:
  // see resource_table::entry_loader (bytecode_file::open in load_mode::read).
  static result<bytecode> open(std::span<const std::byte> file, const limits& lim = {},
                               const resource_table::entry_loader* load = nullptr);

  // Declared here and defined with the bodies, so that a program that only
  // opens a file does not compile the destruction of every table.
  bytecode() = default;
  bytecode(const bytecode&);
  bytecode(bytecode&&) noexcept;
  bytecode& operator=(const bytecode&);
  bytecode& operator=(bytecode&&) noexcept;
  ~bytecode();

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
  // e.message(), naming the op the error concerns (error::op), if any.
  std::string describe(const error& e) const;
  // The error::op number of `op` when it is an entry of this file's op-name table, else 0.
  std::uint32_t op_number(const op_name& op) const noexcept;

  // The blob of a resource entry (see resource_table::get_blob).
  result<blob> get_blob(const resource_entry& e) const { return resources_.get_blob(e, limits_); }
  // The blob stored under `key` in `group` ("builtin" for dense_resource data).
  result<blob> find_blob(std::string_view group, std::string_view key) const;

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
  // (immune to SIGBUS when another process truncates the file; see mapped_file);
  // load_mode::read reads only the metadata, with a few preads, and leaves
  // blob data in the file (read_bytes); load_mode::map_writable maps
  // copy-on-write.
  static result<bytecode_file> open(const std::string& path, const limits& lim = {},
                                    load_mode mode = load_mode::map);

  bytecode_file(bytecode_file&&) noexcept;
  bytecode_file& operator=(bytecode_file&&) noexcept;
  ~bytecode_file();

  const bytecode& view() const noexcept { return view_; }
  const bytecode* operator->() const noexcept { return &view_; }
  const bytecode& operator*() const noexcept { return view_; }
  const mapped_file& mapping() const noexcept { return *map_; }

  // The blob of a resource entry, as view().get_blob(e), but with its header
  // (alignment, length, padding) read by pread instead of through the
  // mapping: listing every blob's offset and length touches no page of the
  // mapping, so it costs neither page faults nor resident memory
  // (docs/weights.md). The data is a view into the mapping, as always.
  result<blob> get_blob(const resource_entry& e) const;

  // Reads out.size() bytes of the file at `offset` with pread (from the copy
  // in load_mode::copy), never through the mapping: how blob data is read in
  // load_mode::read, and how to copy it safely in the others. A file
  // truncated since it was opened is an error at the first missing byte
  // (errc::truncated, section resource), never SIGBUS.
  error read_bytes(std::uint64_t offset, std::span<std::byte> out) const;

 private:
  bytecode_file() = default;
  // load_mode::read: brings into the reservation every byte open() parses.
  static error load_framing(const mapped_file& m, const limits& lim);
  std::unique_ptr<mapped_file> map_;
  bytecode view_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/bytecode.ipp"
#endif
