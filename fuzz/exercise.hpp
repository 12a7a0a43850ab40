// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// exercise: what the fuzzers and the corruption test do with one input: open
// it, then touch everything a user could reach — every table entry, every
// resource through blob::as<T>(), every attribute and type (attr_check.hpp),
// the whole IR walk with each op's location, attributes and properties — and check the library's
// promises on the way. The structural walk runs twice, with runs of ops and with
// the general op reader only (ir_walker::use_op_runs), and both must report the
// same: they share the op record's reader, not the run's loop around it. Returns nullptr, or the promise that was broken (the
// fuzzers abort on it; the corruption test fails on it). Crashes, hangs and
// UB are caught by the sanitizers around it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/properties/inherent_attributes.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/properties/op_properties.hpp>

#include "attr_check.hpp"

namespace mlirbc_fuzz {

// Limits small enough that a fuzzer never spends long on one input, large
// enough for every project fixture.
inline mlirbc::limits fuzz_limits() {
  mlirbc::limits lim;
  lim.max_ops = std::uint64_t{1} << 20;
  lim.max_ir_depth = 1u << 12;
  lim.max_attr_depth = 1u << 10;
  return lim;
}

struct outcome {
  bool opened = false;
  bool walked = false;  // the IR walk finished without error
  std::uint64_t ops = 0;
  mlirbc::error err;  // the first error (open or walk)
};

namespace detail {

inline bool inside(std::span<const std::byte> file, const void* p, std::size_t n) {
  const auto* b = static_cast<const std::byte*>(p);
  if (n == 0) return true;
  return b >= file.data() && b <= file.data() + file.size() && n <= static_cast<std::size_t>(file.data() + file.size() - b);
}

inline const char* check_error(const mlirbc::error& e, std::span<const std::byte> file) {
  if (!e) return "an error without a code";
  if (e.code != mlirbc::errc::io && e.offset > file.size()) return "error offset past the end of the input";
  if (e.message().empty()) return "empty error message";
  return nullptr;
}

template <class T>
const char* touch_as(const mlirbc::blob& bl, volatile std::uint64_t& sink) {
  auto r = bl.template as<T>();
  if (!r) return r.err().code == mlirbc::errc::type_mismatch ? nullptr : "as<T> failed with an unexpected code";
  if (r->size() * sizeof(T) != bl.data.size()) return "as<T> span does not cover the blob";
  if (reinterpret_cast<std::uintptr_t>(r->data()) % alignof(T) != 0) return "as<T> span is misaligned";
  if (!r->empty()) {
    T first;
    std::memcpy(&first, &(*r)[0], sizeof(T));
    T last;
    std::memcpy(&last, &(*r)[r->size() - 1], sizeof(T));
    unsigned char bytes[sizeof(T)];
    std::memcpy(bytes, &first, sizeof(T));
    sink = sink + bytes[0];
    std::memcpy(bytes, &last, sizeof(T));
    sink = sink + bytes[sizeof(T) - 1];
  }
  return nullptr;
}

// Visits every op and block of the walk and checks the indices it hands out.
struct checker {
  const mlirbc::bytecode* b = nullptr;
  const mlirbc::attr_reader* rd = nullptr;
  std::span<const std::byte> in;
  const char* broken = nullptr;
  std::uint64_t ops = 0;

  void on_op(const mlirbc::op_view& op) {
    ++ops;
    const auto& at = b->attr_types();
    if (op.name == nullptr) broken = "op without a name";
    if (op.location >= at.num_attributes()) broken = "op location index out of range";
    if (op.has_attrs && op.attrs >= at.num_attributes()) broken = "op attribute index out of range";
    if (op.has_properties && op.properties >= b->properties().size()) broken = "op properties index out of range";
    for (const std::uint64_t t : op.result_types)
      if (t >= at.num_types()) broken = "op result type out of range";
    if (op.name != nullptr) (void)op.name->full_name();
    if (broken != nullptr) return;
    // What a printer does: the location and the attribute dictionary.
    if (auto loc = rd->attribute(op.location); !loc) {
      broken = check_error(loc.err(), in);
    }
    if (op.has_attrs) {
      if (auto d = rd->dictionary(op.attrs); !d) {
        broken = check_error(d.err(), in);
      } else {
        for (const auto& e : *d)
          if (!rd->attribute(e.value)) broken = "a dictionary entry of a decoded dictionary does not decode";
      }
    }
    if (broken != nullptr || op.name == nullptr) return;
    // Properties: native (v5+) entries by the op's schema, or the inherent
    // attributes of older files.
    if (op.has_properties) {
      const mlirbc::property_entry& entry = b->properties()[static_cast<std::size_t>(op.properties)];
      const auto exact = mlirbc::decode_properties(*rd, *op.name, entry);
      check_props(exact);
      // What the printers use: the exact decode, or (not in strict mode) the entry's own bytes.
      const auto shown = mlirbc::properties_or_opaque(*rd, *op.name, entry);
      if (exact && (!shown || shown->opaque)) broken = "properties_or_opaque differs from the exact decode";
      if (!exact && !b->limits_used().strict &&
          (!shown || !shown->opaque || shown->raw.data() != entry.bytes.data() || !shown->values.empty()))
        broken = "an entry that does not decode is not shown opaque";
      if (!exact && b->limits_used().strict && shown) broken = "strict mode shows an entry that does not decode";
    } else if (op.has_attrs && b->version() < mlirbc::version_native_properties) {
      check_props(mlirbc::legacy_properties(*rd, *op.name, op.attrs));
    }
  }
  void check_props(const mlirbc::result<std::vector<mlirbc::property_value>>& r) {
    if (!r) {
      broken = check_error(r.err(), in);
      return;
    }
    for (const auto& v : *r) {
      if (v.attr() == mlirbc::no_attr) continue;
      if (v.attr() >= b->attr_types().num_attributes()) {
        broken = "a property names an attribute index out of range";
      } else if (auto a = rd->attribute(v.attr()); !a) {
        broken = check_error(a.err(), in);  // the entry itself may be malformed
      }
    }
  }
  void on_block_begin(const mlirbc::block_view& blk) {
    for (const auto& a : blk.args) {
      if (a.type >= b->attr_types().num_types()) broken = "block argument type out of range";
      if (a.has_loc && a.loc >= b->attr_types().num_attributes()) broken = "block argument location out of range";
    }
  }
};

// Warnings name a place in the file, are bounded in number, and strict mode
// refuses exactly the files that have them, at one of them: the first that
// open meets, which is not always the first in file order (open reads the
// string section before the dialect section, wherever they are).
inline const char* check_warnings(const mlirbc::bytecode& b, std::span<const std::byte> data,
                                  const mlirbc::limits& lim) {
  const std::vector<mlirbc::error> list = b.warnings().list();
  const std::uint64_t count = b.warnings().count();
  if (list.size() > lim.max_warnings || count < list.size()) return "warnings not bounded";
  for (const mlirbc::error& e : list)
    if (!e || e.offset >= data.size()) return "a warning names no place in the file";
  mlirbc::limits strict = lim;
  strict.strict = true;
  auto s = mlirbc::bytecode::open(data, strict);
  if (count == 0) return s ? nullptr : "strict mode refuses a file without warnings";
  if (s) return "strict mode reads a file with warnings";
  if (count > list.size()) return nullptr;  // the one met first may be past the kept ones
  const bool at_a_warning = std::any_of(list.begin(), list.end(), [&](const mlirbc::error& w) {
    return w.offset == s.err().offset && w.section == s.err().section;
  });
  if (!at_a_warning) return "strict mode refuses elsewhere than at a warning";
  return nullptr;
}

// A digest of everything a structural walk reports (every hook's fields and
// the walker's position), to compare the run of ops with the general op reader.
struct walk_digest {
  const mlirbc::ir_walker* w = nullptr;
  bool skip_isolated = false;
  std::uint64_t h = 0xcbf29ce484222325ull;
  void mix(std::uint64_t x) { h = (h ^ x) * 0x100000001b3ull; }
  void op(const mlirbc::op_view& o) {
    for (std::uint64_t x : {o.offset, o.name_index, std::uint64_t{o.mask}, o.location, std::uint64_t{o.has_attrs}, o.attrs,
                            std::uint64_t{o.has_properties}, o.properties, o.num_regions, std::uint64_t{o.isolated},
                            std::uint64_t{o.depth}, std::uint64_t{o.region}, o.block, std::uint64_t{o.first_result.region},
                            std::uint64_t{o.first_result.index}, std::uint64_t{o.lazy.present}, o.lazy.offset,
                            o.lazy.length, o.use_list_orders.size(), w->position()})
      mix(x);
    for (std::uint64_t t : o.result_types) mix(t);
    for (const mlirbc::value_ref& v : o.operands) mix(std::uint64_t{v.region} << 32 | v.index);
    for (std::uint64_t s : o.successors) mix(s);
  }
  mlirbc::walk_action on_op(const mlirbc::op_view& o) {
    op(o);
    return skip_isolated && o.isolated ? mlirbc::walk_action::skip : mlirbc::walk_action::advance;
  }
  void on_op_end(const mlirbc::op_view& o) { op(o); }
  void on_region_begin(const mlirbc::region_view& r) {
    for (std::uint64_t x : {std::uint64_t{r.id}, std::uint64_t{r.parent}, r.index, r.num_blocks, r.num_values,
                            std::uint64_t{r.depth}})
      mix(x);
  }
  void on_region_end(const mlirbc::region_view& r) { mix(~std::uint64_t{r.id}); }
  void on_block_begin(const mlirbc::block_view& b) {
    for (std::uint64_t x : {std::uint64_t{b.region}, b.index, b.num_ops, std::uint64_t{b.args.size()},
                            std::uint64_t{b.first_arg.index}, w->position()})
      mix(x);
  }
  void on_block_end() { mix(0xb10c); }
};

}  // namespace detail

// A structural walk condensed: the digest of its hooks, the op count, and
// "ok" or the error. `op_runs` false: every op by the general op reader
// (ir_walker::use_op_runs); `skip_isolated`: on_op skips isolated ops.
inline std::string walk_signature(const mlirbc::bytecode& b, bool op_runs, bool skip_isolated) {
  mlirbc::ir_walker w(b);
  w.use_op_runs(op_runs);
  detail::walk_digest d{&w, skip_isolated};
  const mlirbc::error e = w.walk(d);
  return std::to_string(d.h) + " " + std::to_string(w.ops_visited()) + " " + (e ? "error " + e.message() : "ok");
}

// Null when the run of ops and the general op reader report the same walk,
// with and without skipping isolated ops.
inline const char* compare_op_readers(const mlirbc::bytecode& b) {
  for (const bool skip : {false, true})
    if (walk_signature(b, true, skip) != walk_signature(b, false, skip))
      return "the run of ops and the general op reader walk differently";
  return nullptr;
}

// Opens `data` and touches everything. See the file comment.
inline const char* exercise(std::span<const std::byte> data, outcome* out = nullptr,
                            const mlirbc::limits& lim = fuzz_limits()) {
  using namespace mlirbc;
  outcome local;
  outcome& o = out != nullptr ? *out : local;
  o = outcome{};
  auto r = bytecode::open(data, lim);
  if (!r) {
    o.err = r.err();
    return detail::check_error(o.err, data);
  }
  o.opened = true;
  const bytecode& b = *r;
  if (const char* bad = detail::check_warnings(b, data, lim)) return bad;
  volatile std::uint64_t sink = 0;

  // Tables: every view must lie inside the input.
  for (std::size_t i = 0; i < b.strings().size(); ++i) {
    const std::string_view s = b.strings()[i];
    if (!detail::inside(data, s.data(), s.size())) return "string outside the input";
    sink = sink + s.size();
  }
  for (const auto& d : b.dialects().dialects) {
    if (!detail::inside(data, d.name.data(), d.name.size())) return "dialect name outside the input";
    if (!detail::inside(data, d.version.data(), d.version.size())) return "dialect version outside the input";
  }
  for (const auto& op : b.dialects().op_names) {
    if (op.dialect >= b.dialects().dialects.size()) return "op name with a bad dialect index";
    sink = sink + op.full_name().size();
  }
  const auto& at = b.attr_types();
  for (std::size_t i = 0; i < at.num_attributes() + at.num_types(); ++i) {
    const raw_entry e = i < at.num_attributes() ? at.attribute(i) : at.type(i - at.num_attributes());
    if (!detail::inside(data, e.bytes.data(), e.bytes.size())) return "attr/type entry outside the input";
    if (e.dialect >= b.dialects().dialects.size()) return "attr/type entry with a bad dialect index";
    if (!e.custom) {
      auto t = e.text();
      if (!t) {
        if (const char* bad = detail::check_error(t.err(), data)) return bad;
      } else {
        sink = sink + t->size();
      }
    }
  }
  for (std::size_t i = 0; i < b.properties().size(); ++i) {
    const property_entry& p = b.properties()[i];
    if (!detail::inside(data, p.bytes.data(), p.bytes.size())) return "property entry outside the input";
  }
  for (const auto& e : b.resources().entries()) {
    if (!detail::inside(data, e.bytes.data(), e.bytes.size())) return "resource entry outside the input";
    if (e.kind != resource_kind::blob) continue;
    auto bl = b.get_blob(e);
    if (!bl) {
      if (const char* bad = detail::check_error(bl.err(), data)) return bad;
      continue;
    }
    if (!detail::inside(data, bl->data.data(), bl->data.size())) return "blob outside the input";
    if (const char* bad = detail::touch_as<std::uint8_t>(*bl, sink)) return bad;
    if (const char* bad = detail::touch_as<std::uint32_t>(*bl, sink)) return bad;
    if (const char* bad = detail::touch_as<double>(*bl, sink)) return bad;
  }
  for (std::uint64_t h = 0; h < b.resources().num_dialect_resources(); ++h)
    if (!b.resources().dialect_resource(h)) return "dialect resource handle below the count refused";

  // Every attribute and type, with its reference closure.
  format_warnings warned(lim);  // what decoding and the walk tolerate
  const attr_reader rd(b, mlir_opt_dialects(), &warned);
  if (const char* bad = check_all_entries(rd, data)) return bad;

  // The structural walk both ways, then the IR walk with decoding: every op,
  // every region, lazy sections included.
  if (const char* bad = compare_op_readers(b)) return bad;
  ir_walker w(b, &warned);
  detail::checker v;
  v.b = &b;
  v.rd = &rd;
  v.in = data;
  const error we = w.walk(v);
  o.ops = v.ops;
  if (v.broken != nullptr) return v.broken;
  // What decoding and the walk tolerated: bounded, each at a place in the file; none in strict mode.
  const std::vector<error> met = warned.list();
  if (met.size() > lim.max_warnings || warned.count() < met.size()) return "decode warnings not bounded";
  if (lim.strict && !met.empty()) return "a decode warning in strict mode";
  // (The end of the file is the place of an entry cut short: an opaque property entry's reason.)
  for (const error& e : met)
    if (!e || e.offset > data.size()) return "a decode warning names no place in the file";
  if (we) {
    o.err = we;
    return detail::check_error(we, data);
  }
  o.walked = true;
  return nullptr;
}

}  // namespace mlirbc_fuzz
