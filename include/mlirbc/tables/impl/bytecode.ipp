// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of bytecode.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../bytecode.hpp"

namespace mlirbc {

MLIRBC_INLINE result<bytecode> bytecode::open(std::span<const std::byte> file, const limits& lim,
                                             const resource_table::entry_loader* load) {
  auto layout = read_layout(file, lim);
  if (!layout) return layout.err();
  bytecode b;
  b.file_ = file;
  b.limits_ = lim;
  b.layout_ = *layout;
  b.warnings_ = format_warnings(lim);
  auto strings = string_table::read(file, b.layout_.get(section_id::string), b.warnings_, lim.strict);
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
                                  b.layout_.get(section_id::resource), b.strings_, b.dialects_, b.warnings_,
                                  lim.strict, load);
  if (!res) return res.err();
  b.resources_ = std::move(*res);
  auto props = property_table::read(file, b.layout_.get(section_id::properties));
  if (!props) return props.err();
  b.properties_ = std::move(*props);
  return b;
}

MLIRBC_INLINE bytecode::bytecode(const bytecode&) = default;
MLIRBC_INLINE bytecode::bytecode(bytecode&&) noexcept = default;
MLIRBC_INLINE bytecode& bytecode::operator=(const bytecode&) = default;
MLIRBC_INLINE bytecode& bytecode::operator=(bytecode&&) noexcept = default;
MLIRBC_INLINE bytecode::~bytecode() = default;

MLIRBC_INLINE std::string bytecode::describe(const error& e) const {
  if (e.op != 0 && e.op <= dialects_.op_names.size()) {
    const std::string_view attribute = e.name != 0 && e.name <= strings_.size() ? strings_[e.name - 1] : std::string_view{};
    return e.message_about(dialects_.op_names[e.op - 1].full_name(), attribute);
  }
  // A fault inside a resource entry (a blob's header, its data): name the resource.
  if (e.section == section_id::resource) {
    for (const resource_entry& r : resources_.entries()) {
      if (e.offset < r.offset || e.offset - r.offset >= r.bytes.size()) continue;
      return e.message_about("resource '" + std::string(r.key) + "' of '" +
                             std::string(resources_.groups()[r.group].name) + "'");
    }
  }
  return e.message();
}

MLIRBC_INLINE std::uint32_t bytecode::op_number(const op_name& op) const noexcept {
  const auto& names = dialects_.op_names;
  const std::less<const op_name*> before;  // a total order, also for pointers into other objects
  if (names.empty() || before(&op, names.data()) || !before(&op, names.data() + names.size())) return 0;
  return static_cast<std::uint32_t>(&op - names.data()) + 1;
}

MLIRBC_INLINE result<blob> bytecode::find_blob(std::string_view group, std::string_view key) const {
  const resource_entry* e = resources_.find(group, key);
  if (e == nullptr) return error{errc::not_found, section_id::resource, 0, "resource key"};
  return get_blob(*e);
}

MLIRBC_INLINE bytecode_file::bytecode_file(bytecode_file&&) noexcept = default;
MLIRBC_INLINE bytecode_file& bytecode_file::operator=(bytecode_file&&) noexcept = default;
MLIRBC_INLINE bytecode_file::~bytecode_file() = default;

MLIRBC_INLINE auto bytecode_file::open(const std::string& path, const limits& lim,
                                    load_mode mode) -> result<bytecode_file> {
  mapped_file m;
  if (error e = m.open(path, mode)) return e;
  result<bytecode> view = error{};
  if (m.reads_on_demand()) {
    if (error e = load_framing(m, lim)) return e;
    // Each resource entry as the index names it: a bool or string value whole,
    // a blob's header and padding only (parse_blob_layout asks for no data).
    const resource_table::entry_loader load = [&m, &lim](const resource_entry& e) -> error {
      if (e.kind != resource_kind::blob) return m.load(e.offset, e.bytes.size());
      std::uint64_t loaded = 0;
      error failed;
      (void)parse_blob_layout(e, lim, [&](std::uint64_t n) -> result<std::span<const std::byte>> {
        if (n > loaded && !failed) failed = m.load(e.offset + loaded, n - loaded);
        loaded = std::max(loaded, n);
        return e.bytes.first(static_cast<std::size_t>(n));
      });
      return failed;  // a malformed header: get_blob reports it from the bytes loaded
    };
    view = bytecode::open(m.bytes(), lim, &load);
  } else {
    view = bytecode::open(m.bytes(), lim);
  }
  if (!view) return view.err();
  bytecode_file f;
  f.map_ = std::make_unique<mapped_file>(std::move(m));
  f.view_ = std::move(*view);
  return f;
}

MLIRBC_INLINE error bytecode_file::load_framing(const mapped_file& m, const limits& lim) {
  const std::uint64_t size = m.size();
  // The header: magic, version, producer up to its NUL (read in doubling prefixes).
  std::uint64_t loaded = 0, want = std::min<std::uint64_t>(size, 256), pos = 0;
  for (;;) {
    if (error e = m.load(loaded, want - loaded)) return e;
    loaded = want;
    cursor c(m.bytes(), 0, loaded, section_id::header);
    (void)c.bytes(4, "magic");
    (void)c.varint("version");
    (void)c.cstring("producer");
    if (c.ok()) {
      pos = c.offset();
      break;
    }
    if (loaded == size) return {};  // bytecode::open reports it
    want = std::min<std::uint64_t>(size, want * 2);
  }
  // Each section's framing and payload, except the Resource section's payload:
  // its entries are loaded as the ResourceOffset index names them. Framing
  // that does not parse stops here; bytecode::open reports it.
  while (pos < size) {
    if (error e = m.load(pos, 1 + 2 * 10)) return e;  // id, length and alignment varints
    cursor c(m.bytes(), pos, size, section_id::none);
    const std::uint8_t id_and_align = c.byte("section id");
    const std::uint64_t length = c.varint("section length");
    std::uint64_t alignment = 1;
    if (id_and_align & section_aligned_flag) alignment = c.varint("section alignment");
    if (!c.ok() || !std::has_single_bit(alignment) || alignment > lim.max_alignment) return {};
    const std::uint64_t payload = c.offset() + padding_to_alignment(c.offset(), alignment);
    if (payload > size || length > size - payload) return {};
    if (error e = m.load(c.offset(), payload - c.offset())) return e;
    if ((id_and_align & section_id_mask) != static_cast<std::uint8_t>(section_id::resource))
      if (error e = m.load(payload, length)) return e;
    pos = payload + length;
  }
  return {};
}

MLIRBC_INLINE error bytecode_file::read_bytes(std::uint64_t offset, std::span<std::byte> out) const {
  error e = map_->read_exactly(offset, out);
  if (e.code == errc::truncated) e.section = section_id::resource;
  return e;
}

MLIRBC_INLINE result<blob> bytecode_file::get_blob(const resource_entry& e) const {
  if (e.kind != resource_kind::blob || e.empty() || !map_->can_read_at() || map_->reads_on_demand())
    return view_.get_blob(e);
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

}
