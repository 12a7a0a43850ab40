// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// file_stats: whole-file counts — ops by name, regions, blocks, values,
// nesting, attribute, type and op-property decode errors, the op layouts
// used, resource blobs, section sizes.
// What `mlirbc stats` prints and the Python module's File.stats() returns,
// computed in one place so that the two cannot disagree.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/bytecode.hpp"
#include "decode_all.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../ir/ir.hpp"
#include "../properties/op_properties.hpp"
#include "../base/populated_alloc.hpp"

namespace mlirbc {

struct file_stats {
  std::uint64_t version = 0;
  std::uint64_t ops = 0, regions = 0, blocks = 0, values = 0, block_arguments = 0;
  std::uint64_t max_depth = 0;
  std::uint64_t lazy_sections = 0;  // ops whose regions sit in a lazily-loadable section (v2+)
  std::uint64_t attributes = 0, types = 0;
  std::uint64_t undecodable = 0;  // opaque entries of dialects without a decoder
  std::uint64_t attribute_errors = 0, type_errors = 0;
  // Op properties (v5+): ops whose entry does not decode (printed opaque, with a
  // warning; in strict mode the file is refused), ops whose layout was
  // chosen by fit (a producer without a layout table), and ops per layout set.
  std::uint64_t property_errors = 0, properties_inferred = 0;
  std::vector<std::pair<std::string, std::uint64_t>> property_layouts;  // most ops first
  std::uint64_t resources = 0, resource_blobs = 0, resource_blob_bytes = 0;
  std::vector<std::pair<section_id, std::uint64_t>> sections;   // present sections and payload lengths
  std::vector<std::pair<std::string, std::uint64_t>> op_counts;  // most frequent first, then by name
  // Deviations MLIR tolerates that open, decoding and the walk met, one sink's
  // (format_warnings.hpp): the first limits::max_warnings in file order; the
  // count is all of them.
  std::vector<error> warnings;
  std::uint64_t warning_count = 0;
};

// The counts of file_stats, in the order `mlirbc stats` prints them: the key of
// `stats --json` and of Python's File.stats(), the label of the text, and the
// member. The CLI (text and JSON) and Python print from this one list.
struct stats_count {
  std::string_view key;
  std::string_view label;
  std::uint64_t file_stats::*member;
};

inline constexpr stats_count stats_counts[] = {
    {"version", "version", &file_stats::version},
    {"ops", "operations", &file_stats::ops},
    {"regions", "regions", &file_stats::regions},
    {"blocks", "blocks", &file_stats::blocks},
    {"values", "values", &file_stats::values},
    {"block_arguments", "block arguments", &file_stats::block_arguments},
    {"max_depth", "max depth", &file_stats::max_depth},
    {"lazy_sections", "lazy sections", &file_stats::lazy_sections},
    {"attributes", "attributes", &file_stats::attributes},
    {"types", "types", &file_stats::types},
    {"undecodable", "undecodable", &file_stats::undecodable},
    {"attribute_errors", "attribute errors", &file_stats::attribute_errors},
    {"type_errors", "type errors", &file_stats::type_errors},
    {"property_errors", "property errors", &file_stats::property_errors},
    {"properties_inferred", "properties inferred", &file_stats::properties_inferred},
    {"resources", "resources", &file_stats::resources},
    {"resource_blobs", "resource blobs", &file_stats::resource_blobs},
    {"resource_blob_bytes", "resource bytes", &file_stats::resource_blob_bytes},
};

namespace file_stats_detail {

// Op properties: the walk counts the ops of each (op name, properties entry)
// pair; finish() decodes each pair once, after the attributes are decoded (so
// their kinds are known and no node is kept for the slot checks).
struct property_counter {
  const attr_reader* reader = nullptr;
  // By entry index: the op name first seen with it (+1; 0 = none yet) and its
  // ops. Written in full when first needed, so mapped populated (one call, not
  // a page fault per 4 KiB: 16 bytes per entry).
  std::vector<std::pair<std::uint64_t, std::uint64_t>,
              detail::populated_allocator<std::pair<std::uint64_t, std::uint64_t>>>
      first;
  // By op-name index: the last other entry (+1) seen with it and its ops not
  // yet in `others` (an entry shared by several op names, as an empty one
  // often is, then costs no hash lookup per op).
  std::vector<std::pair<std::uint64_t, std::uint64_t>> recent;
  std::unordered_map<std::uint64_t, std::uint64_t> others;  // entry * names + name -> ops (shared entries)

  std::uint64_t names() const noexcept { return reader->file().dialects().op_names.size(); }
  void on_op(const op_view& op);
  void finish(file_stats& s) const;
};

// Counts everything the walk sees.
struct counter {
  std::vector<std::uint64_t> per_name;  // indexed by op-name index
  file_stats* s = nullptr;
  property_counter* props = nullptr;

  void on_op(const op_view& op);
  void on_region_begin(const region_view& r);
  void on_block_begin(const block_view& b);
};

}  // namespace file_stats_detail

// Walks the IR and decodes every attribute and type (malformed ones are
// counted, not fatal); fails only on malformed IR. With threads > 1, helpers
// decode while this thread walks, then it helps with what is left. Blob
// headers are read with pread (bytecode_file::get_blob): no blob page is touched.
result<file_stats> compute_stats(const bytecode_file& f, const dialect_registry& dialects,
                                        unsigned threads = 1);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/file_stats.ipp"
#endif
