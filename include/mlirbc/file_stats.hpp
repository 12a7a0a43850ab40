// file_stats: whole-file counts — ops by name, regions, blocks, values,
// nesting, attribute and type decode errors, resource blobs, section sizes.
// What `mlirbc stats` prints and the Python module's File.stats() returns,
// computed in one place so that the two cannot disagree.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "attr_reader.hpp"
#include "bytecode.hpp"
#include "decode_all.hpp"
#include "dialect_registry.hpp"
#include "ir.hpp"

namespace mlirbc {

struct file_stats {
  std::uint64_t version = 0;
  std::uint64_t ops = 0, regions = 0, blocks = 0, values = 0, block_arguments = 0;
  std::uint32_t max_depth = 0;
  std::uint64_t lazy_sections = 0;  // ops whose regions sit in a lazily-loadable section (v2+)
  std::uint64_t attributes = 0, types = 0;
  std::uint64_t undecodable = 0;  // opaque entries of dialects without a decoder
  std::uint64_t attribute_errors = 0, type_errors = 0;
  std::uint64_t resources = 0, resource_blobs = 0, resource_blob_bytes = 0;
  std::vector<std::pair<section_id, std::uint64_t>> sections;   // present sections and payload lengths
  std::vector<std::pair<std::string, std::uint64_t>> op_counts;  // most frequent first, then by name
};

namespace file_stats_detail {

// Counts everything the walk sees.
struct counter {
  std::vector<std::uint64_t> per_name;  // indexed by op-name index
  file_stats* s = nullptr;

  void on_op(const op_view& op) {
    ++s->ops;
    ++per_name[static_cast<std::size_t>(op.name_index)];
    s->values += op.result_types.size();
    if (op.isolated) ++s->lazy_sections;
  }
  void on_region_begin(const region_view& r) {
    if (r.top_level) return;
    ++s->regions;
    s->max_depth = std::max(s->max_depth, r.depth);
  }
  void on_block_begin(const block_view& b) {
    if (b.region != 0) ++s->blocks;
    s->values += b.args.size();
    s->block_arguments += b.args.size();
  }
};

}  // namespace file_stats_detail

// Walks the IR and decodes every attribute and type (malformed ones are
// counted, not fatal); fails only on malformed IR. With threads > 1, helpers
// decode while this thread walks, then it helps with what is left. Blob
// headers are read with pread (bytecode_file::get_blob): no blob page is touched.
inline result<file_stats> compute_stats(const bytecode_file& f, const dialect_registry& dialects,
                                        unsigned threads = 1) {
  const bytecode& b = f.view();
  file_stats s;
  s.version = b.version();
  file_stats_detail::counter c;
  c.s = &s;
  c.per_name.assign(b.dialects().op_names.size(), 0);

  // Only each entry's kind is kept (retention::requested): nothing reads the nodes afterwards.
  attr_reader reader(b, dialects, retention::requested);
  decode_job job(reader);
  std::vector<std::thread> helpers;
  for (unsigned t = 1; t < threads; ++t) helpers.emplace_back([&job] { job.run(); });
  ir_walker w(b);
  const error walk_error = w.walk(c);
  job.run();
  for (auto& h : helpers) h.join();
  if (walk_error) return walk_error;
  if (b.version() < version_lazy_loading) s.lazy_sections = 0;
  s.attributes = b.attr_types().num_attributes();
  s.types = b.attr_types().num_types();
  s.attribute_errors = job.attribute_errors();
  s.type_errors = job.type_errors();
  s.undecodable = reader.undecodable_count();

  for (std::size_t i = 0; i < c.per_name.size(); ++i)
    if (c.per_name[i] != 0) s.op_counts.emplace_back(b.dialects().op_names[i].full_name(), c.per_name[i]);
  std::sort(s.op_counts.begin(), s.op_counts.end(), [](const auto& x, const auto& y) {
    return x.second != y.second ? x.second > y.second : x.first < y.first;
  });

  // No readahead around the blob headers: a cold count must not pull each blob's first pages in.
  if (const section& rs = b.get_section(section_id::resource); rs.present)
    f.mapping().advise(access_hint::random, static_cast<std::size_t>(rs.offset), static_cast<std::size_t>(rs.length));
  s.resources = b.resources().size();
  for (const auto& e : b.resources().entries()) {
    if (e.kind != resource_kind::blob || e.empty()) continue;
    if (auto bl = f.get_blob(e)) {
      ++s.resource_blobs;
      s.resource_blob_bytes += bl->data.size();
    }
  }
  const auto& sections = b.layout().sections;
  for (std::size_t id = 0; id < sections.size(); ++id)
    if (sections[id].present) s.sections.emplace_back(static_cast<section_id>(id), sections[id].length);
  return s;
}

}  // namespace mlirbc
