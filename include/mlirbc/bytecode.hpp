// bytecode: a validated, non-owning view of a whole bytecode file, and
// bytecode_file: the same view together with the mapping that owns the bytes.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attr_type_table.hpp"
#include "dialect_table.hpp"
#include "format_warnings.hpp"
#include "limits.hpp"
#include "mapped_file.hpp"
#include "property_table.hpp"
#include "resource_table.hpp"
#include "result.hpp"
#include "sections.hpp"
#include "string_table.hpp"

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
                                    b.layout_.get(section_id::resource), b.strings_, b.dialects_, b.warnings_);
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
  // e.message(), naming the op the error concerns (error::op), if any.
  std::string describe(const error& e) const {
    if (e.op == 0 || e.op > dialects_.op_names.size()) return e.message();
    return e.message_about(dialects_.op_names[e.op - 1].full_name());
  }
  // The error::op number of `op` when it is an entry of this file's op-name table, else 0.
  std::uint32_t op_number(const op_name& op) const noexcept {
    const auto& names = dialects_.op_names;
    const std::less<const op_name*> before;  // a total order, also for pointers into other objects
    if (names.empty() || before(&op, names.data()) || !before(&op, names.data() + names.size())) return 0;
    return static_cast<std::uint32_t>(&op - names.data()) + 1;
  }

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
