// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The mutation engine of tests/test_differential.cpp: seeded, deterministic
// edits of a bytecode file that know its framing.
//
// Kinds: 1-3 changed bytes; a truncation; a varint replaced by a nearby value
// (same width when it fits) or by the same value in another width (the
// enclosing section's length fixed up); two sections' order or bodies swapped
// (the file re-framed, padding recomputed). Offsets favour metadata: most
// picks avoid the Resource section's payload, where a change only alters blob
// bytes that no generic print shows.
#pragma once

#include <mlirbc/base/cursor.hpp>
#include <mlirbc/base/encoding.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace mutate {

using bytes = std::vector<std::byte>;

// splitmix64: the same stream on every platform and standard library (the
// std:: distributions are implementation-defined).
class rng {
 public:
  explicit rng(std::uint64_t seed) : s_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform enough in [0, n) for n far below 2^64 (0 when n is 0).
  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
  bool percent(unsigned p) { return below(100) < p; }

 private:
  std::uint64_t s_;
};

// A seed for item `index` of a stream seeded with `seed`, independent of the
// order in which items are made.
inline std::uint64_t item_seed(std::uint64_t seed, std::uint64_t index) {
  rng r(seed ^ (index * 0xD1B54A32D192ED03ull));
  r.next();
  return r.next();
}

// ---- framing

// One top-level section as framed in the file.
struct piece {
  std::uint8_t id_byte = 0;     // section id, bit 7 = an alignment follows the length
  std::uint64_t alignment = 1;  // meaningful when bit 7 is set
  std::uint64_t header_offset = 0, payload_offset = 0;
  bytes payload;
};
struct framed_file {
  bytes head;  // magic, version, producer
  std::vector<piece> sections;
};

// Splits `f` into header and sections; false when the framing does not parse
// (then only framing-blind mutations apply).
inline bool parse(const bytes& f, framed_file& out) {
  out = {};
  mlirbc::cursor c(f, 0, f.size(), mlirbc::section_id::header);
  c.skip(4, "magic");
  (void)c.varint("version");
  (void)c.cstring("producer");
  if (!c.ok()) return false;
  out.head.assign(f.begin(), f.begin() + static_cast<std::ptrdiff_t>(c.offset()));
  while (c.ok() && !c.at_end()) {
    piece p;
    p.header_offset = c.offset();
    p.id_byte = c.byte("section id");
    const std::uint64_t length = c.varint("section length");
    if ((p.id_byte & mlirbc::section_aligned_flag) != 0) {
      p.alignment = c.varint("section alignment");
      if (p.alignment == 0 || (p.alignment & (p.alignment - 1)) != 0 || p.alignment > 65536) return false;
      c.align_to(p.alignment, "section padding");
    }
    p.payload_offset = c.offset();
    const auto body = c.bytes(length, "section payload");
    if (!c.ok()) return false;
    p.payload.assign(body.begin(), body.end());
    out.sections.push_back(std::move(p));
  }
  return c.ok();
}

inline void put_varint(bytes& b, std::uint64_t v) {
  std::byte tmp[9];
  const std::size_t n = mlirbc::encode_varint(v, tmp);
  b.insert(b.end(), tmp, tmp + n);
}

// `value` encoded in exactly `width` bytes (1..9; MLIR's reader accepts
// non-minimal widths); false when it does not fit.
inline bool encode_width(std::uint64_t value, unsigned width, bytes& out) {
  out.clear();
  if (width == 9) {
    out.push_back(std::byte{0});
    for (unsigned i = 0; i < 8; ++i) out.push_back(static_cast<std::byte>(value >> (8 * i)));
    return true;
  }
  if (width == 0 || width > 8 || (width < 8 && (value >> (7 * width)) != 0)) return false;
  const std::uint64_t word = ((value << 1) | 1) << (width - 1);
  for (unsigned i = 0; i < width; ++i) out.push_back(static_cast<std::byte>(word >> (8 * i)));
  return true;
}

// The file again, each section re-framed where it now lands: shortest length
// varint, the same alignment, 0xCB padding measured from the file start (as
// MLIR's writer frames them; parse then rebuild gives back a writer's file).
inline bytes rebuild(const framed_file& ff) {
  bytes f = ff.head;
  for (const piece& p : ff.sections) {
    f.push_back(std::byte{p.id_byte});
    put_varint(f, p.payload.size());
    if ((p.id_byte & mlirbc::section_aligned_flag) != 0) {
      put_varint(f, p.alignment);
      while (f.size() % p.alignment != 0) f.push_back(mlirbc::padding_byte);
    }
    f.insert(f.end(), p.payload.begin(), p.payload.end());
  }
  return f;
}

// ---- mutations

enum class kind : std::uint8_t { change_bytes, truncate, varint_value, varint_width, swap_order, swap_bodies };
inline constexpr unsigned num_kinds = 6;

inline const char* kind_name(kind k) {
  switch (k) {
    case kind::change_bytes: return "bytes";
    case kind::truncate: return "truncate";
    case kind::varint_value: return "varint-value";
    case kind::varint_width: return "varint-width";
    case kind::swap_order: return "swap-order";
    case kind::swap_bodies: return "swap-bodies";
  }
  return "?";
}

struct mutant {
  bytes data;
  kind k = kind::change_bytes;
  std::uint64_t offset = 0;  // first byte the mutation touches
  std::string what;          // e.g. "@123 0x05->0x07"
};

namespace detail {

inline std::string hex(unsigned v) {
  static const char digits[] = "0123456789abcdef";
  std::string s = "0x";
  s += digits[(v >> 4) & 15];
  s += digits[v & 15];
  return s;
}

inline const char* section_label(std::uint8_t id_byte) {
  const unsigned id = id_byte & mlirbc::section_id_mask;
  return id < mlirbc::num_section_ids ? mlirbc::section_name(static_cast<mlirbc::section_id>(id)) : "?";
}

// An offset in [0, size): 85% of picks avoid the Resource payload when the
// framing is known.
inline std::uint64_t pick_offset(const bytes& f, const framed_file* ff, rng& r) {
  if (ff != nullptr && r.percent(85)) {
    std::uint64_t skip_begin = 0, skip_len = 0;
    for (const piece& p : ff->sections)
      if ((p.id_byte & mlirbc::section_id_mask) == static_cast<std::uint8_t>(mlirbc::section_id::resource)) {
        skip_begin = p.payload_offset;
        skip_len = p.payload.size();
      }
    if (skip_len < f.size()) {
      const std::uint64_t o = r.below(f.size() - skip_len);
      return o < skip_begin ? o : o + skip_len;
    }
  }
  return r.below(f.size());
}

// The section whose payload holds `offset`, or -1.
inline int section_at(const framed_file& ff, std::uint64_t offset) {
  for (std::size_t i = 0; i < ff.sections.size(); ++i) {
    const piece& p = ff.sections[i];
    if (offset >= p.payload_offset && offset < p.payload_offset + p.payload.size()) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace detail

// One mutant of `f` of kind `k`; false when this kind does not apply to this
// file (e.g. a swap on a file with fewer than two sections).
inline bool make(const bytes& f, kind k, rng& r, mutant& out) {
  out = {};
  out.k = k;
  if (f.size() < 2) return false;
  framed_file ff;
  const bool framed = parse(f, ff);
  switch (k) {
    case kind::change_bytes: {
      out.data = f;
      const unsigned n = 1 + static_cast<unsigned>(r.below(3));
      std::uint64_t first = f.size();
      for (unsigned i = 0; i < n; ++i) {
        const std::uint64_t at = detail::pick_offset(f, framed ? &ff : nullptr, r);
        const auto old = std::to_integer<unsigned>(out.data[at]);
        unsigned now = r.percent(50) ? (old ^ (1u << r.below(8))) : static_cast<unsigned>(r.below(256));
        if (now == old) now = old ^ 0x01u;
        out.data[at] = static_cast<std::byte>(now);
        first = std::min(first, at);
        if (!out.what.empty()) out.what += ", ";
        out.what += "@" + std::to_string(at) + " " + detail::hex(old) + "->" + detail::hex(now);
      }
      out.offset = first;
      return out.data != f;
    }
    case kind::truncate: {
      const std::uint64_t at = r.below(f.size());
      out.data.assign(f.begin(), f.begin() + static_cast<std::ptrdiff_t>(at));
      out.offset = at;
      out.what = "cut at " + std::to_string(at) + " of " + std::to_string(f.size());
      return true;
    }
    case kind::varint_value:
    case kind::varint_width: {
      // Varints start anywhere; try a few offsets for one that decodes.
      for (int attempt = 0; attempt < 16; ++attempt) {
        const std::uint64_t at = detail::pick_offset(f, framed ? &ff : nullptr, r);
        mlirbc::cursor c(f, at, f.size(), mlirbc::section_id::none);
        const std::uint64_t v = c.varint("mutated varint");
        if (!c.ok()) continue;
        const auto width = static_cast<unsigned>(c.offset() - at);
        std::uint64_t nv = v;
        bytes enc;
        if (k == kind::varint_value) {
          static const std::int64_t deltas[] = {-3, -2, -1, 1, 2, 3, 64, -64};
          const std::int64_t d = deltas[r.below(std::size(deltas))];
          if (d < 0 && v < static_cast<std::uint64_t>(-d)) continue;
          nv = v + static_cast<std::uint64_t>(d);
          if (!encode_width(nv, width, enc)) {  // does not fit its width: shortest
            enc.clear();
            put_varint(enc, nv);
          }
        } else {
          unsigned shortest = 1;
          while (!encode_width(v, shortest, enc)) ++shortest;
          if (shortest == 9) continue;  // one width only
          unsigned w = shortest + static_cast<unsigned>(r.below(9 - shortest));  // shortest..8
          if (w >= width) ++w;                                                  // skip the current width
          encode_width(v, w, enc);
        }
        out.offset = at;
        out.what = "@" + std::to_string(at) + " " + std::to_string(v) + " (" + std::to_string(width) + " B) -> " +
                   std::to_string(nv) + " (" + std::to_string(enc.size()) + " B)";
        const int s = framed ? detail::section_at(ff, at) : -1;
        if (s >= 0) {
          out.what += std::string(" in ") + detail::section_label(ff.sections[static_cast<std::size_t>(s)].id_byte) +
                      " +" + std::to_string(at - ff.sections[static_cast<std::size_t>(s)].payload_offset);
        }
        const bool inside = s >= 0 && at + width <= ff.sections[static_cast<std::size_t>(s)].payload_offset +
                                                         ff.sections[static_cast<std::size_t>(s)].payload.size();
        if (enc.size() != width && inside) {
          // Another width inside a payload: the section's length follows.
          bytes& body = ff.sections[static_cast<std::size_t>(s)].payload;
          const auto rel = static_cast<std::ptrdiff_t>(at - ff.sections[static_cast<std::size_t>(s)].payload_offset);
          body.erase(body.begin() + rel, body.begin() + rel + width);
          body.insert(body.begin() + rel, enc.begin(), enc.end());
          out.data = rebuild(ff);
          out.what += ", section length fixed";
        } else {
          out.data = f;
          out.data.erase(out.data.begin() + static_cast<std::ptrdiff_t>(at),
                         out.data.begin() + static_cast<std::ptrdiff_t>(at + width));
          out.data.insert(out.data.begin() + static_cast<std::ptrdiff_t>(at), enc.begin(), enc.end());
        }
        return out.data != f;
      }
      return false;
    }
    case kind::swap_order:
    case kind::swap_bodies: {
      if (!framed || ff.sections.size() < 2) return false;
      const std::size_t n = ff.sections.size();
      const std::size_t i = r.below(n);
      std::size_t j = r.below(n - 1);
      if (j >= i) ++j;
      piece& a = ff.sections[i];
      piece& b = ff.sections[j];
      out.offset = std::min(a.header_offset, b.header_offset);
      out.what = std::string(detail::section_label(a.id_byte)) + "@" + std::to_string(a.header_offset) + " <-> " +
                 detail::section_label(b.id_byte) + "@" + std::to_string(b.header_offset);
      if (k == kind::swap_order) {
        std::swap(a, b);
      } else {
        // Bodies move with their alignment; ids stay in place.
        const auto flag = static_cast<std::uint8_t>(mlirbc::section_aligned_flag);
        const auto ida = static_cast<std::uint8_t>((a.id_byte & ~flag) | (b.id_byte & flag));
        const auto idb = static_cast<std::uint8_t>((b.id_byte & ~flag) | (a.id_byte & flag));
        std::swap(a.payload, b.payload);
        std::swap(a.alignment, b.alignment);
        a.id_byte = ida;
        b.id_byte = idb;
      }
      out.data = rebuild(ff);
      return out.data != f;
    }
  }
  return false;
}

// A mutant of a kind drawn with fixed weights (bytes 35%, varint value 25%,
// varint width 10%, truncation 10%, each swap 10%); kinds that do not apply to
// the file fall back to byte changes.
inline mutant make_any(const bytes& f, rng& r) {
  const std::uint64_t roll = r.below(100);
  const kind k = roll < 35   ? kind::change_bytes
                 : roll < 60 ? kind::varint_value
                 : roll < 70 ? kind::varint_width
                 : roll < 80 ? kind::truncate
                 : roll < 90 ? kind::swap_order
                             : kind::swap_bodies;
  mutant m;
  if (make(f, k, r, m)) return m;
  for (int attempt = 0; attempt < 8; ++attempt)
    if (make(f, kind::change_bytes, r, m)) return m;
  return m;
}

}  // namespace mutate
