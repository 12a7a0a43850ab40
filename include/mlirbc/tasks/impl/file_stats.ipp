// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of file_stats.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../../base/helper_thread.hpp"
#include "../file_stats.hpp"

namespace mlirbc {
namespace file_stats_detail {

MLIRBC_INLINE void property_counter::on_op(const op_view& op) {
  if (!op.has_properties) return;
  if (first.empty()) first.assign(reader->file().properties().size(), {0, 0});
  auto& slot = first[static_cast<std::size_t>(op.properties)];
  if (slot.first == 0) slot.first = op.name_index + 1;
  if (slot.first == op.name_index + 1) {
    ++slot.second;
    return;
  }
  if (recent.empty()) recent.assign(static_cast<std::size_t>(names()), {0, 0});
  auto& mine = recent[static_cast<std::size_t>(op.name_index)];
  if (mine.first == op.properties + 1) {
    ++mine.second;
    return;
  }
  if (mine.first != 0) others[(mine.first - 1) * names() + op.name_index] += mine.second;
  mine = {op.properties + 1, 1};
}

MLIRBC_INLINE void property_counter::finish(file_stats& s) const {
  const bytecode& b = reader->file();
  std::vector<std::pair<const op_schema::schema_set*, std::uint64_t>> per_set;
  // Each op name's layout is looked up once, not once per (name, entry) pair.
  std::vector<std::optional<op_layout_lookup>> layouts(static_cast<std::size_t>(names()));
  auto count = [&](std::uint64_t name_index, std::uint64_t entry, std::uint64_t ops) {
    const op_name& op = b.dialects().op_names[static_cast<std::size_t>(name_index)];
    auto& where = layouts[static_cast<std::size_t>(name_index)];
    if (!where) where = look_up_layout(*reader, op);
    auto d = properties_or_opaque(*reader, op, b.properties()[static_cast<std::size_t>(entry)], *where);
    if (!d || d->opaque) {
      s.property_errors += ops;
      return;
    }
    if (d->inferred) s.properties_inferred += ops;
    if (d->layout == nullptr) return;
    auto it = std::find_if(per_set.begin(), per_set.end(), [&](const auto& p) { return p.first == d->layout; });
    if (it == per_set.end()) it = per_set.insert(per_set.end(), {d->layout, 0});
    it->second += ops;
  };
  for (std::size_t i = 0; i < first.size(); ++i)
    if (first[i].first != 0) count(first[i].first - 1, i, first[i].second);
  std::unordered_map<std::uint64_t, std::uint64_t> shared = others;
  for (std::size_t n = 0; n < recent.size(); ++n)
    if (recent[n].first != 0) shared[(recent[n].first - 1) * names() + n] += recent[n].second;
  for (const auto& [key, ops] : shared) count(key % names(), key / names(), ops);
  for (const auto& [set, ops] : per_set) s.property_layouts.emplace_back(std::string(set->name), ops);
  std::sort(s.property_layouts.begin(), s.property_layouts.end(), [](const auto& x, const auto& y) {
    return x.second != y.second ? x.second > y.second : x.first < y.first;
  });
}

MLIRBC_INLINE void counter::on_op(const op_view& op) {
  ++s->ops;
  ++per_name[static_cast<std::size_t>(op.name_index)];
  s->values += op.result_types.size();
  if (op.isolated) ++s->lazy_sections;
  props->on_op(op);
}

MLIRBC_INLINE void counter::on_region_begin(const region_view& r) {
  if (r.top_level) return;
  ++s->regions;
  s->max_depth = std::max<std::uint64_t>(s->max_depth, r.depth);
}

MLIRBC_INLINE void counter::on_block_begin(const block_view& b) {
  if (b.region != 0) ++s->blocks;
  s->values += b.args.size();
  s->block_arguments += b.args.size();
}

}
}
namespace mlirbc {

MLIRBC_INLINE auto compute_stats(const bytecode_file& f, const dialect_registry& dialects,
                                        unsigned threads) -> result<file_stats> {
  const bytecode& b = f.view();
  file_stats s;
  s.version = b.version();
  file_stats_detail::counter c;
  c.s = &s;
  c.per_name.assign(b.dialects().op_names.size(), 0);

  // Only each entry's kind is kept (retention::requested): nothing reads the nodes afterwards.
  // One list: what open met, then every stage of this read reports to it.
  format_warnings warned = b.warnings();
  attr_reader reader(b, dialects, retention::requested, &warned);
  file_stats_detail::property_counter props;
  props.reader = &reader;
  c.props = &props;
  decode_job job(reader);
  std::vector<std::thread> helpers;
  for (unsigned t = 1; t < threads; ++t) helpers.push_back(start_helper([&job] { job.run(); }));
  ir_walker w(b, &warned);
  const error walk_error = w.walk(c);
  // With helpers, the properties (a serial step) are decoded while they go on
  // with the tables; alone, after the tables (measured a little faster so).
  const bool props_first = !helpers.empty() && !walk_error;
  if (props_first) props.finish(s);
  job.run();
  for (auto& h : helpers) h.join();
  if (walk_error) return walk_error;
  if (b.version() < version_lazy_loading) s.lazy_sections = 0;
  s.attributes = b.attr_types().num_attributes();
  s.types = b.attr_types().num_types();
  s.attribute_errors = job.attribute_errors();
  s.type_errors = job.type_errors();
  if (!props_first) props.finish(s);
  s.undecodable = reader.undecodable_count();
  s.warnings = warned.list();
  s.warning_count = warned.count();

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

}
