// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of resource_listing.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../../printing/attr_printer.hpp"
#include "../resource_listing.hpp"

namespace mlirbc {

MLIRBC_INLINE result<std::vector<listed_resource>> list_resources(const bytecode_file& f) {
  const resource_table& t = f.view().resources();
  std::vector<listed_resource> out;
  out.reserve(t.size());
  for (const resource_entry& e : t.entries()) {
    listed_resource row;
    row.entry = &e;
    row.group = &t.groups()[e.group];
    row.size = e.bytes.size();
    row.offset = e.offset;
    if (e.kind == resource_kind::blob) {
      auto bl = f.get_blob(e);
      if (!bl) return bl.err();
      row.size = bl->data.size();
      row.alignment = bl->alignment;
      row.offset = bl->offset;
    }
    row.handle = t.handle_of(e);
    out.push_back(std::move(row));
  }
  return out;
}

MLIRBC_INLINE result<std::vector<listed_resource>> list_resources(const bytecode_file& f, const attr_reader& r,
                                                                  const weight_index& uses) {
  auto rows = list_resources(f);
  if (!rows) return rows;
  for (listed_resource& row : *rows) {
    if (!row.handle) continue;
    // A printer per resource: distinct[N] numbering restarts with each one's uses.
    attr_printer p(r);
    for (const resource_use& u : uses.uses_of(*row.handle)) {
      listed_use l;
      l.use = &u;
      l.op = u.op != nullptr ? u.op->full_name() : std::string("?");
      if (p.print_type(u.w.type, l.type)) l.type = std::string("?");  // (not = "?": a GCC 12 -Wrestrict false positive at -O3)
      if (p.print_location(u.location, l.location)) l.location = std::string("loc(?)");
      row.uses.push_back(std::move(l));
    }
  }
  return rows;
}

}  // namespace mlirbc
