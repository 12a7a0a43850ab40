// The bodies of ir_printer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../ir_printer.hpp"

namespace mlirbc {
namespace detail {

MLIRBC_INLINE void append_uint(std::string& out, std::uint64_t v) {
  char buf[24];
  char* p = buf + sizeof buf;
  do {
    *--p = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  out.append(p, static_cast<std::size_t>(buf + sizeof buf - p));
}

MLIRBC_INLINE void ir_namer::on_region_begin(const region_view& r) {
  if (regions.size() <= r.id) regions.resize(r.id + 1);
  region_info& ri = regions[r.id];
  ri.parent = r.parent;
  ri.value_base = values.size();
  values.resize(static_cast<std::size_t>(values.size() + r.num_values));
}

MLIRBC_INLINE void ir_namer::on_block_begin(const block_view& b) {
  region_info& ri = regions[b.region];
  for (std::size_t i = 0; i < b.args.size(); ++i) {
    value_info& v = values[static_cast<std::size_t>(ri.value_base + b.first_arg.index + i)];
    v.type = b.args[i].type;
    v.arg_name = b.index == 0;
    v.number = v.arg_name ? ri.own_a++ : ri.own_v++;
  }
}

MLIRBC_INLINE void ir_namer::on_op(const op_view& op) {
  region_info& ri = regions[op.region];
  if (!op.result_types.empty()) {
    const std::uint64_t number = ri.own_v++;
    for (std::size_t k = 0; k < op.result_types.size(); ++k) {
      value_info& v = values[static_cast<std::size_t>(ri.value_base + op.first_result.index + k)];
      v.type = op.result_types[k];
      v.number = number;
      v.result = static_cast<std::uint32_t>(k);
      v.multi = op.result_types.size() > 1;
    }
  }
  for (const std::uint64_t s : op.successors) edges.push_back(edge{op.region, s, op.block});
}

MLIRBC_INLINE void ir_namer::finish() {
  for (std::size_t i = regions.size(); i-- > 1;) {
    region_info& r = regions[i];
    r.tree_v += r.own_v;
    r.tree_a += r.own_a;
    region_info& p = regions[r.parent];
    r.later = p.tree_v;  // p.tree_* so far = trees of the later siblings
    r.later_a = p.tree_a;
    p.tree_v += r.tree_v;
    p.tree_a += r.tree_a;
  }
  if (!regions.empty()) {
    regions[0].tree_v += regions[0].own_v;
    regions[0].tree_a += regions[0].own_a;
  }
  for (std::size_t i = 1; i < regions.size(); ++i) {
    region_info& r = regions[i];
    const region_info& p = regions[r.parent];
    r.start_v = p.start_v + p.own_v + r.later;
    r.start_a = p.start_a + p.own_a + r.later_a;
  }
  std::sort(edges.begin(), edges.end());
}

MLIRBC_INLINE auto ir_namer::value(const value_ref& v) const -> const value_info& {
  return values[static_cast<std::size_t>(regions[v.region].value_base + v.index)];
}

MLIRBC_INLINE void ir_namer::append_name(std::string& out, const value_ref& ref, bool result_number) const {
  const value_info& v = value(ref);
  const region_info& r = regions[ref.region];
  if (v.arg_name) {
    out += "%arg";
    append_uint(out, r.start_a + v.number);
  } else {
    out += '%';
    append_uint(out, r.start_v + v.number);
    if (v.multi && result_number) {
      out += '#';
      append_uint(out, v.result);
    }
  }
}

MLIRBC_INLINE error append_resource_trailer(const bytecode& b, const attr_reader& reader, std::string& out) {
  const resource_table& res = b.resources();
  // The resources that a dense_resource attribute refers to, as its dialect's
  // decoder reads it (only builtin attributes hold such handles; the other
  // entries are not decoded here).
  std::vector<std::uint8_t> used(res.num_dialect_resources(), 0);
  const attr_type_table& at = b.attr_types();
  for (std::size_t i = 0; i < at.num_attributes(); ++i) {
    const raw_entry e = at.attribute(i);
    if (!e.custom || b.dialects().dialects[e.dialect].name != "builtin") continue;
    const auto a = reader.attribute(i);
    const attrs::dense_resource* d = a ? (*a)->get<attrs::dense_resource>() : nullptr;
    if (d != nullptr && d->handle < used.size()) used[static_cast<std::size_t>(d->handle)] = 1;
  }
  auto blob_hex = [&](const resource_entry& e) -> error {
    auto bl = b.get_blob(e);
    if (!bl) return bl.err();
    const std::uint32_t align = static_cast<std::uint32_t>(bl->alignment);
    const std::byte a[4] = {std::byte(align & 0xFF), std::byte((align >> 8) & 0xFF), std::byte((align >> 16) & 0xFF),
                            std::byte(align >> 24)};
    out += '"';
    print_detail::append_hex_bytes(std::span<const std::byte>(a, 4), out);
    const std::size_t mark = out.size();
    print_detail::append_hex_bytes(bl->data, out);
    out.erase(mark, 2);  // one "0x" prefix for both parts
    out += '"';
    return {};
  };
  std::string dialect_part, external_part;
  const std::size_t first_dialect = res.entries().size() - res.num_dialect_resources();
  for (const resource_group& g : res.groups()) {
    std::string body;
    for (std::uint32_t i = g.first; i < g.first + g.count; ++i) {
      const resource_entry& e = res.entries()[i];
      if (e.empty()) continue;
      if (!g.external && (g.name != "builtin" || e.kind != resource_kind::blob || !used[i - first_dialect])) continue;
      body += body.empty() ? "" : ",\n";
      body += "      ";
      if (e.rename != 0) print_detail::append_keyword_or_string(e.mlir_name(), body);
      else print_detail::append_keyword_or_string(e.key, body);
      body += ": ";
      std::swap(out, body);
      error err;
      switch (e.kind) {
        case resource_kind::blob: err = blob_hex(e); break;
        case resource_kind::boolean: out += e.bool_value ? "true" : "false"; break;
        case resource_kind::string: print_detail::append_quoted(e.string_value, out); break;
      }
      std::swap(out, body);
      if (err) return err;
    }
    if (body.empty()) continue;
    std::string& part = g.external ? external_part : dialect_part;
    part += part.empty() ? "" : ",\n";
    part += "    ";
    print_detail::append_keyword_or_string(g.name, part);
    part += ": {\n" + body + "\n    }";
  }
  if (dialect_part.empty() && external_part.empty()) return {};
  out += "\n{-#\n";
  if (!dialect_part.empty()) out += "  dialect_resources: {\n" + dialect_part + "\n  }";
  if (!dialect_part.empty() && !external_part.empty()) out += ",\n";
  if (!external_part.empty()) out += "  external_resources: {\n" + external_part + "\n  }";
  out += "\n#-}\n";
  return {};
}

}
}
namespace mlirbc {

MLIRBC_INLINE auto print_generic(const bytecode& b, std::string& out, const print_options& opt,
                           const dialect_registry& dialects) -> error {
  return print_generic(b, [&out](std::string_view s) { out.append(s); }, opt, dialects);
}

MLIRBC_INLINE auto print_generic(const bytecode& b, std::FILE* out, const print_options& opt,
                           const dialect_registry& dialects) -> error {
  return print_generic(b, [out](std::string_view s) { std::fwrite(s.data(), 1, s.size(), out); }, opt, dialects);
}

}
