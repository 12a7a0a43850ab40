// file_stats: whole-file counts — ops by name, regions, blocks, values,
// nesting, attribute, type and op-property decode errors, the op layouts
// used, resource blobs, section sizes.
// What `mlirbc stats` prints and the Python module's File.stats() returns,
// computed in one place so that the two cannot disagree.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <thread>
#include <utility>
#include <vector>

#include "attr_reader.hpp"
#include "bytecode.hpp"
#include "decode_all.hpp"
#include "dialect_registry.hpp"
#include "ir.hpp"
#include "op_properties.hpp"

namespace mlirbc {

struct file_stats {
  std::uint64_t version = 0;
  std::uint64_t ops = 0, regions = 0, blocks = 0, values = 0, block_arguments = 0;
  std::uint32_t max_depth = 0;
  std::uint64_t lazy_sections = 0;  // ops whose regions sit in a lazily-loadable section (v2+)
  std::uint64_t attributes = 0, types = 0;
  std::uint64_t undecodable = 0;  // opaque entries of dialects without a decoder
  std::uint64_t attribute_errors = 0, type_errors = 0;
  // Op properties (v5+): ops whose entry does not decode, ops whose layout was
  // chosen by fit (a producer without a layout table), and ops per layout set.
  std::uint64_t property_errors = 0, properties_inferred = 0;
  std::vector<std::pair<std::string, std::uint64_t>> property_layouts;  // most ops first
  std::uint64_t resources = 0, resource_blobs = 0, resource_blob_bytes = 0;
  std::vector<std::pair<section_id, std::uint64_t>> sections;   // present sections and payload lengths
  std::vector<std::pair<std::string, std::uint64_t>> op_counts;  // most frequent first, then by name
};

namespace file_stats_detail {

// How one (op name, properties entry) pair decoded: each pair is decoded once,
// however many ops share it.
struct property_outcome {
  static constexpr std::int32_t error = -1, no_layout = -2;
  std::int32_t layout = error;  // index into property_counter::sets, or error / no_layout
  bool inferred = false;
};
struct property_counter {
  const attr_reader* reader = nullptr;
  std::vector<const op_schema::schema_set*> sets;
  std::vector<std::uint64_t> ops_per_set;
  // By entry index: the op name first seen with it (+1; 0 = none yet) and its outcome.
  std::vector<std::pair<std::uint64_t, property_outcome>> first;
  std::unordered_map<std::uint64_t, property_outcome> others;  // other names on a shared entry
  std::uint64_t errors = 0, inferred = 0;

  property_outcome decode(std::uint64_t name_index, std::uint64_t entry) {
    const bytecode& b = reader->file();
    property_outcome o;
    auto d = decode_properties_and_layout(*reader, b.dialects().op_names[static_cast<std::size_t>(name_index)],
                                          b.properties()[static_cast<std::size_t>(entry)]);
    if (!d) return o;
    o.inferred = d->inferred;
    if (d->layout == nullptr) {
      o.layout = property_outcome::no_layout;
      return o;
    }
    const auto it = std::find(sets.begin(), sets.end(), d->layout);
    o.layout = static_cast<std::int32_t>(it - sets.begin());
    if (it == sets.end()) {
      sets.push_back(d->layout);
      ops_per_set.push_back(0);
    }
    return o;
  }
  void on_op(const op_view& op) {
    if (!op.has_properties) return;
    if (first.empty()) first.assign(reader->file().properties().size(), {});
    auto& [name, outcome] = first[static_cast<std::size_t>(op.properties)];
    const property_outcome* o = &outcome;
    if (name == 0) {
      name = op.name_index + 1;
      outcome = decode(op.name_index, op.properties);
    } else if (name != op.name_index + 1) {
      const std::uint64_t key = op.properties * reader->file().dialects().op_names.size() + op.name_index;
      auto it = others.find(key);
      if (it == others.end()) it = others.emplace(key, decode(op.name_index, op.properties)).first;
      o = &it->second;
    }
    if (o->layout == property_outcome::error) ++errors;
    else if (o->layout >= 0) ++ops_per_set[static_cast<std::size_t>(o->layout)];
    if (o->inferred) ++inferred;
  }
};

// Counts everything the walk sees.
struct counter {
  std::vector<std::uint64_t> per_name;  // indexed by op-name index
  file_stats* s = nullptr;
  property_counter* props = nullptr;

  void on_op(const op_view& op) {
    ++s->ops;
    ++per_name[static_cast<std::size_t>(op.name_index)];
    s->values += op.result_types.size();
    if (op.isolated) ++s->lazy_sections;
    props->on_op(op);
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
  file_stats_detail::property_counter props;
  props.reader = &reader;
  c.props = &props;
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
  s.property_errors = props.errors;
  s.properties_inferred = props.inferred;
  for (std::size_t i = 0; i < props.sets.size(); ++i)
    s.property_layouts.emplace_back(std::string(props.sets[i]->name), props.ops_per_set[i]);
  std::sort(s.property_layouts.begin(), s.property_layouts.end(), [](const auto& x, const auto& y) {
    return x.second != y.second ? x.second > y.second : x.first < y.first;
  });

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
