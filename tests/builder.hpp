// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Test-side byte builder: assembles bytecode files section by section, so a
// malformed-input test can change one field and know the exact offset of it.
//
// Independent of the library's parser on purpose (only encode_varint is shared):
// `split` re-frames an existing file with its own small section walker, so a
// bug in the reader's framing cannot hide in the tests built on it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc/base/cursor.hpp>

namespace tb {

using bytes = std::vector<std::byte>;

// Shortest varint encoding.
inline bytes varint(std::uint64_t v) {
  std::byte b[9];
  const std::size_t n = mlirbc::encode_varint(v, b);
  return bytes(b, b + n);
}

// The varint encoding of v stretched to exactly n bytes (1..9); v must fit.
inline bytes varint_n(std::uint64_t v, unsigned n) {
  bytes out(n);
  if (n == 9) {
    out[0] = std::byte{0};
    for (unsigned i = 0; i < 8; ++i) out[1 + i] = static_cast<std::byte>(v >> (8 * i));
    return out;
  }
  const std::uint64_t word = ((v << 1) | 1) << (n - 1);  // marker bit at position n-1
  for (unsigned i = 0; i < n; ++i) out[i] = static_cast<std::byte>(word >> (8 * i));
  return out;
}

// A growable byte string with chainable appenders.
struct buf {
  bytes b;
  buf& u8(unsigned x) {
    b.push_back(static_cast<std::byte>(x));
    return *this;
  }
  buf& var(std::uint64_t v) { return raw(varint(v)); }
  buf& raw(const bytes& x) {
    b.insert(b.end(), x.begin(), x.end());
    return *this;
  }
  buf& str(std::string_view s) {  // without NUL
    for (char ch : s) b.push_back(static_cast<std::byte>(ch));
    return *this;
  }
  buf& cstr(std::string_view s) { return str(s).u8(0); }
  std::size_t size() const { return b.size(); }
  operator bytes() const { return b; }  // NOLINT: implicit for brevity in tests
};

// Section ids (same numbers as the format).
enum : std::uint8_t {
  s_string = 0,
  s_dialect = 1,
  s_attr_type = 2,
  s_attr_type_offset = 3,
  s_ir = 4,
  s_resource = 5,
  s_resource_offset = 6,
  s_dialect_versions = 7,
  s_properties = 8,
};

struct section_spec {
  std::uint8_t id = 0;
  bytes payload;
  std::uint64_t alignment = 0;  // 0: no alignment flag; otherwise flag + varint + padding
  std::uint8_t pad_byte = 0xCB;
  std::optional<std::uint64_t> length;  // declared length, when it must lie
  bool force_flag = false;              // set the alignment flag even for alignment 0
};

// Frames one section at absolute offset `at` (alignment padding is absolute).
inline bytes frame(const section_spec& s, std::uint64_t at, std::uint64_t* payload_at = nullptr) {
  buf o;
  const bool flagged = s.alignment != 0 || s.force_flag;
  o.u8(flagged ? (s.id | 0x80u) : s.id);
  o.var(s.length.value_or(s.payload.size()));
  if (flagged) {
    o.var(s.alignment);
    // Pads only for alignments a reader could accept; others are written bare.
    const bool pow2 = s.alignment != 0 && (s.alignment & (s.alignment - 1)) == 0;
    if (pow2 && s.alignment <= (std::uint64_t{1} << 20))
      while ((at + o.size()) % s.alignment != 0) o.u8(s.pad_byte);
  }
  if (payload_at != nullptr) *payload_at = at + o.size();
  o.raw(s.payload);
  return o.b;
}

struct file {
  bytes magic = {std::byte{0x4D}, std::byte{0x4C}, std::byte{0xEF}, std::byte{0x52}};
  bytes version = varint(6);
  std::string producer = "MLIRbuilder";
  std::vector<section_spec> sections;

  std::size_t index_of(std::uint8_t id) const {
    for (std::size_t i = 0; i < sections.size(); ++i)
      if (sections[i].id == id) return i;
    throw std::logic_error("builder: no section with that id");
  }
  section_spec& sec(std::uint8_t id) { return sections[index_of(id)]; }
  void remove(std::uint8_t id) { sections.erase(sections.begin() + static_cast<std::ptrdiff_t>(index_of(id))); }

  std::uint64_t header_size() const { return magic.size() + version.size() + producer.size() + 1; }

  bytes build() const {
    buf o;
    o.raw(magic).raw(version).cstr(producer);
    for (const auto& s : sections) o.raw(frame(s, o.size()));
    return o.b;
  }
  // Absolute offset of the id byte / first payload byte of the first section with `id`.
  std::uint64_t header_offset(std::uint8_t id) const { return offsets(id).first; }
  std::uint64_t payload_offset(std::uint8_t id) const { return offsets(id).second; }

 private:
  std::pair<std::uint64_t, std::uint64_t> offsets(std::uint8_t id) const {
    std::uint64_t at = header_size();
    for (const auto& s : sections) {
      std::uint64_t p = 0;
      const bytes f = frame(s, at, &p);
      if (s.id == id) return {at, p};
      at += f.size();
    }
    throw std::logic_error("builder: no section with that id");
  }
};

// Re-frames an existing well-formed file (as mlir-opt writes it): header fields
// and section payloads; alignment flags are kept.
inline file split(std::span<const std::byte> in) {
  file f;
  std::size_t pos = 4;
  auto rd = [&]() -> std::uint64_t {
    mlirbc::cursor c(in, pos, in.size(), mlirbc::section_id::none);
    const std::uint64_t v = c.varint("split");
    if (!c.ok()) throw std::runtime_error("builder: bad varint while splitting");
    pos = static_cast<std::size_t>(c.offset());
    return v;
  };
  const std::size_t vstart = pos;
  (void)rd();
  f.version.assign(in.begin() + static_cast<std::ptrdiff_t>(vstart), in.begin() + static_cast<std::ptrdiff_t>(pos));
  f.producer.clear();
  while (in[pos] != std::byte{0}) f.producer.push_back(static_cast<char>(in[pos++]));
  ++pos;
  while (pos < in.size()) {
    section_spec s;
    const auto idb = static_cast<std::uint8_t>(in[pos++]);
    s.id = idb & 0x7F;
    const std::uint64_t len = rd();
    if (idb & 0x80) {
      s.alignment = rd();
      while (pos % s.alignment != 0) ++pos;
    }
    s.payload.assign(in.begin() + static_cast<std::ptrdiff_t>(pos),
                     in.begin() + static_cast<std::ptrdiff_t>(pos + len));
    pos += static_cast<std::size_t>(len);
    f.sections.push_back(std::move(s));
  }
  return f;
}

// A small valid file of the given version, built from docs/format.md:
// strings {"builtin", "module"}, dialect builtin, op name builtin.module, one
// attribute (UnknownLoc, builtin code 15), and an IR section holding one empty
// builtin.module whose isolated region is a nested section for v>=2.
// Payload layouts (the tests compute offsets from these):
//   string:   05 0F 11 "builtin\0module\0"
//   dialect:  03 <dialect 0: 01> [v>=4: 03] 01 03 <op name: v<5 03, v>=5 07>
//   offsets:  03 01 01 03 07     (1 attr, 0 types, group: dialect 0, 1 entry of size 1, custom)
//   attr_type: 1F                (UnknownLoc)
inline file minimal(unsigned version) {
  file f;
  f.version = varint(version);
  f.sections.push_back({s_string, buf{}.var(2).var(7).var(8).cstr("builtin").cstr("module"), 0, 0xCB, {}});
  buf d;
  d.var(1).var(0);  // one dialect: name index 0 (with has-version 0 from v1 on: (0<<1)|0 = 0)
  if (version >= 4) d.var(1);
  d.var(0).var(1).var(version >= 5 ? (1u << 1) | 1u : 1u);
  f.sections.push_back({s_dialect, d, 0, 0xCB, {}});
  f.sections.push_back({s_attr_type_offset, buf{}.var(1).var(0).var(0).var(1).var((1u << 1) | 1u), 0, 0xCB, {}});
  f.sections.push_back({s_attr_type, buf{}.var(15), 0, 0xCB, {}});
  const bytes region = buf{}.var(1).var(0).var(0);  // 1 block, 0 values, block: 0 ops, no args
  buf ir;
  ir.var(1u << 1);                      // top-level block: 1 op, no args
  ir.var(0).u8(0x10).var(0);            // op name 0, mask: regions, location attr 0
  ir.var((1u << 1) | 1u);               // 1 region, isolated
  if (version >= 2) {
    ir.raw(frame({s_ir, region, 0, 0xCB, {}}, 0));
  } else {
    ir.raw(region);
  }
  f.sections.push_back({s_ir, ir, 0, 0xCB, {}});
  f.sections.push_back({s_resource_offset, buf{}.var(0), 0, 0xCB, {}});
  f.sections.push_back({s_resource, {}, 0, 0xCB, {}});
  if (version >= 5) f.sections.push_back({s_properties, buf{}.var(0), 0, 0xCB, {}});
  return f;
}

// The minimal file of `version` with the payload of section `id` replaced.
inline file minimal_with(std::uint8_t id, const bytes& payload, unsigned version = 6) {
  file f = minimal(version);
  f.sec(id).payload = payload;
  return f;
}

// A v>=5 file for IR tests: strings {builtin, module, foo, bar}; dialects
// builtin and foo; op names 0 = builtin.module (registered), 1 = foo.bar
// (unregistered); attribute 0 = UnknownLoc; type 0 = i32. The IR is one
// builtin.module whose isolated region is `region` (a nested IR section).
// The region's first byte is at payload_offset(s_ir) + ir_region_offset(region).
inline file with_ir(const bytes& region, unsigned version = 6) {
  file f;
  f.version = varint(version);
  f.sections.push_back({s_string, buf{}.var(4).var(4).var(4).var(7).var(8).cstr("builtin").cstr("module").cstr("foo").cstr("bar"), 0, 0xCB, {}});
  f.sections.push_back({s_dialect, buf{}.var(2).var(0).var(2u << 1).var(2).var(0).var(1).var((1u << 1) | 1u).var(1).var(1).var(3u << 1), 0, 0xCB, {}});
  f.sections.push_back({s_attr_type_offset, buf{}.var(1).var(1).var(0).var(1).var((1u << 1) | 1u).var(0).var(1).var((3u << 1) | 1u), 0, 0xCB, {}});
  f.sections.push_back({s_attr_type, buf{}.var(15).var(0).var(32u << 2), 0, 0xCB, {}});
  buf ir;
  ir.var(1u << 1).var(0).u8(0x10).var(0).var((1u << 1) | 1u);
  ir.raw(frame({s_ir, region, 0, 0xCB, {}}, 0));
  f.sections.push_back({s_ir, ir, 0, 0xCB, {}});
  f.sections.push_back({s_resource_offset, buf{}.var(0), 0, 0xCB, {}});
  f.sections.push_back({s_resource, {}, 0, 0xCB, {}});
  f.sections.push_back({s_properties, buf{}.var(0), 0, 0xCB, {}});
  return f;
}
inline std::uint64_t ir_region_offset(const bytes& region) { return 5 + 1 + varint(region.size()).size(); }

// One attribute or type entry: its bytes and whether they are a custom encoding.
struct entry {
  bytes b;
  bool custom = true;
};

// The minimal file of `version` with its attr/type tables replaced: all
// attributes in one builtin group, all types in another.
inline file with_entries(const std::vector<entry>& attrs, const std::vector<entry>& types, unsigned version = 6) {
  file f = minimal(version);
  buf o;
  buf d;
  o.var(attrs.size()).var(types.size());
  for (const auto* list : {&attrs, &types}) {
    if (list->empty()) continue;
    o.var(0).var(list->size());
    for (const auto& e : *list) {
      o.var((e.b.size() << 1) | (e.custom ? 1u : 0u));
      d.raw(e.b);
    }
  }
  f.sec(s_attr_type_offset).payload = o;
  f.sec(s_attr_type).payload = d;
  return f;
}

// Absolute offset of attribute i (or type i) in a file made by with_entries.
inline std::uint64_t entry_offset(const file& f, const std::vector<entry>& attrs, const std::vector<entry>& types,
                                  bool is_type, std::size_t i) {
  std::uint64_t at = f.payload_offset(s_attr_type);
  const std::size_t n = is_type ? attrs.size() + i : i;
  for (std::size_t k = 0; k < n; ++k) at += k < attrs.size() ? attrs[k].b.size() : types[k - attrs.size()].b.size();
  return at;
}

inline bytes to_bytes(std::string_view s) {
  bytes out;
  for (char c : s) out.push_back(static_cast<std::byte>(c));
  return out;
}

}  // namespace tb
