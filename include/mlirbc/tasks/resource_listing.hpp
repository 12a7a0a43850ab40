// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// resource_listing: every resource entry as `mlirbc resources` lists it and the
// Python module's File.resources() returns it — where its data lies, its
// dialect resource handle and, given a use index, the ops that use it with
// their text — built in one place, so that the two only format the rows.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/bytecode.hpp"
#include "../tables/resource_table.hpp"
#include "weights.hpp"

namespace mlirbc {

// One use of a resource, with the text a listing shows for it.
struct listed_use {
  const resource_use* use = nullptr;  // in the weight_index the listing was given
  std::string op;        // full op name; "?" when the op name is unknown
  std::string type;      // the dense_resource's type; "?" when it cannot be printed
  std::string location;  // loc(...); "loc(?)" when it cannot be printed
};

// One resource entry.
struct listed_resource {
  const resource_entry* entry = nullptr;
  const resource_group* group = nullptr;
  std::uint64_t size = 0;       // a blob's data bytes; otherwise the entry's bytes
  std::uint64_t alignment = 1;  // a blob's declared alignment; otherwise 1
  std::uint64_t offset = 0;     // file offset of a blob's data; otherwise of the entry
  std::optional<std::uint64_t> handle;  // dialect resource handle; nullopt in an external group
  std::vector<listed_use> uses;         // with a use index: the ops using it, in IR order
};

// Every entry, in file order. Blob headers are read with pread
// (bytecode_file::get_blob): listing touches no page of the mapping. Fails on
// the first malformed blob header.
result<std::vector<listed_resource>> list_resources(const bytecode_file& f);
// The same, with the uses of each dialect resource from `uses`, an index built
// from `r` (weight_index::build), which reads f.
result<std::vector<listed_resource>> list_resources(const bytecode_file& f, const attr_reader& r,
                                                    const weight_index& uses);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/resource_listing.ipp"
#endif
