// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of ir_printer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../../base/helper_thread.hpp"
#include "../ir_printer.hpp"
#include "../ir_text_printer.hpp"
#include "../resource_mentions.hpp"

#include <algorithm>
#include <charconv>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <utility>

namespace mlirbc {
namespace detail {

MLIRBC_INLINE void append_uint(std::string& out, std::uint64_t v) {
  // to_chars writes two digits per division: one digit per division made a
  // longer chain of dependent divisions.
  char buf[20];
  const char* end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  out.append(buf, static_cast<std::size_t>(end - buf));
}

MLIRBC_INLINE void ir_namer::on_region_begin(const region_view& r) {
  if (regions.size() <= r.id) regions.resize(r.id + 1);
  region_info& ri = regions[r.id];
  ri.parent = r.parent;
  // Sized by the room, not the declared count, which may overstate (region_view).
  const auto n = static_cast<std::size_t>(r.value_room);
  if (n == 0) return;
  ri.values = take_values(n);
  ri.capacity = n;
}

MLIRBC_INLINE auto ir_namer::take_values(std::size_t n) -> value_info* {
  if (n > block_free_) {
    value_blocks_.emplace_back(std::max(n, values_per_block));
    block_free_ = value_blocks_.back().size();
  }
  value_info* out = value_blocks_.back().data() + (value_blocks_.back().size() - block_free_);
  block_free_ -= n;
  return out;
}

MLIRBC_INLINE auto ir_namer::values_up_to(region_info& ri, std::uint64_t end) -> value_info* {
  if (end <= ri.capacity) [[likely]] return ri.values;
  // Only in a file whose counts overstate: the region defines more values than
  // the room it was given. The defined values bound the growth.
  const auto n = static_cast<std::size_t>(std::max(end, 2 * ri.capacity));
  value_info* grown = take_values(n);
  std::copy(ri.values, ri.values + ri.capacity, grown);
  ri.values = grown;
  ri.capacity = n;
  return grown;
}

MLIRBC_INLINE void ir_namer::on_block_begin(const block_view& b) {
  region_info& ri = regions[b.region];
  value_info* values = values_up_to(ri, b.first_arg.index + b.args.size());
  for (std::size_t i = 0; i < b.args.size(); ++i) {
    value_info& v = values[b.first_arg.index + i];
    v.type = b.args[i].type;
    v.arg_name = b.index == 0;
    v.number = v.arg_name ? ri.own_a++ : ri.own_v++;
  }
}

MLIRBC_INLINE void ir_namer::on_op(const op_view& op) {
  region_info& ri = regions[op.region];
  if (!op.result_types.empty()) {
    const std::uint64_t number = ri.own_v++;
    value_info* values = values_up_to(ri, op.first_result.index + op.result_types.size());
    for (std::size_t k = 0; k < op.result_types.size(); ++k) {
      value_info& v = values[op.first_result.index + k];
      v.type = op.result_types[k];
      v.number = number;
      v.result = static_cast<std::uint32_t>(k);
      v.multi = op.result_types.size() > 1;
    }
  }
  for (const std::uint64_t s : op.successors) edges.push_back(edge{op.region, s, op.block});
  const std::size_t d = op.depth;
  std::int64_t innermost = d == 0 || isolated_path_.size() < d ? -1 : isolated_path_[d - 1];
  if (op.isolated) {
    if (innermost >= 0) isolated[static_cast<std::size_t>(innermost)].has_nested = true;
    innermost = static_cast<std::int64_t>(isolated.size());
    isolated.push_back(isolated_op{op.offset, static_cast<std::uint32_t>(regions.size()), op.num_regions});
  }
  if (isolated_path_.size() <= d) isolated_path_.resize(d + 1);
  isolated_path_[d] = innermost;
}

MLIRBC_INLINE auto ir_namer::find_isolated(std::uint64_t op_offset) const -> const isolated_op* {
  const auto it = std::lower_bound(isolated.begin(), isolated.end(), op_offset,
                                   [](const isolated_op& x, std::uint64_t off) { return x.offset < off; });
  return it != isolated.end() && it->offset == op_offset ? &*it : nullptr;
}

MLIRBC_INLINE void ir_namer::finish() {
  for (std::size_t i = regions.size(); i-- > 1;) {
    region_info& r = regions[i];
    r.tree_v += r.own_v;
    r.tree_a += r.own_a;
    region_info& p = regions[r.parent];
    r.tree_regions += 1;
    p.tree_regions += r.tree_regions;
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
  // An op's regions are consecutive subtrees in pre-order.
  for (isolated_op& op : isolated) {
    std::uint64_t id = op.first_region;
    for (std::uint64_t k = 0; k < op.num_regions && id < regions.size(); ++k) {
      op.tree_regions += regions[static_cast<std::size_t>(id)].tree_regions;
      id += regions[static_cast<std::size_t>(id)].tree_regions;
    }
    if (!op.has_nested) ++isolated_leaves;
  }
}

MLIRBC_INLINE auto ir_namer::value(const value_ref& v) const -> const value_info& {
  return regions[v.region].values[v.index];
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

MLIRBC_INLINE error append_resource_trailer(const bytecode& b, const attr_reader& reader,
                                           const std::vector<std::string>& mentioned, std::string& out) {
  const resource_table& res = b.resources();
  // The resources that a dense_resource attribute refers to, as its dialect's
  // decoder reads it (only builtin attributes hold such handles; the other
  // entries are not decoded here).
  std::vector<std::uint8_t> used(res.num_dialect_resources(), 0);
  const attr_type_table& at = b.attr_types();
  for (std::size_t i = 0; i < at.num_attributes() && !used.empty(); ++i) {
    const raw_entry e = at.attribute(i);
    if (!e.custom || b.dialects().dialects[e.dialect].name != "builtin") continue;
    const auto a = reader.attribute(i);
    const attrs::dense_resource* d = a ? (*a)->get<attrs::dense_resource>() : nullptr;
    if (d != nullptr && d->handle < used.size()) used[static_cast<std::size_t>(d->handle)] = 1;
  }
  auto blob_hex = [&](const resource_entry& e) -> error {
    auto bl = b.get_blob(e);
    if (!bl) return bl.err();
    if (!bl->in_memory) return bl->not_in_memory();
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
  auto printed_key = [](const resource_entry& e) {
    std::string key;
    print_detail::append_keyword_or_string(e.rename != 0 ? std::string_view(e.mlir_name()) : e.key, key);
    return key;
  };
  // A dialect group lists its entries in the order the text first mentions
  // them (as mlir-opt does); one the text does not mention comes after, in
  // file order. An external group keeps file order.
  std::unordered_map<std::string_view, std::size_t> mention_rank;
  for (std::size_t i = 0; i < mentioned.size(); ++i) mention_rank.emplace(mentioned[i], i);
  std::string dialect_part, external_part;
  for (const resource_group& g : res.groups()) {
    std::vector<std::pair<std::size_t, std::uint32_t>> listed;  // (rank, entry)
    for (std::uint32_t i = g.first; i < g.first + g.count; ++i) {
      const resource_entry& e = res.entries()[i];
      if (e.empty()) continue;
      if (!g.external && (g.name != "builtin" || e.kind != resource_kind::blob || !used[*res.handle_of(e)])) continue;
      const auto rank = g.external ? mention_rank.end() : mention_rank.find(printed_key(e));
      listed.emplace_back(rank != mention_rank.end() ? rank->second : mentioned.size() + i, i);
    }
    std::sort(listed.begin(), listed.end());
    std::string body;
    for (const auto& [rank, i] : listed) {
      const resource_entry& e = res.entries()[i];
      body += body.empty() ? "" : ",\n";
      body += "      ";
      body += printed_key(e);
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
  out += "\n#-}\n\n";  // mlir-opt ends the module's text with one more newline
  return {};
}

MLIRBC_INLINE bool may_print_distinct(const bytecode& b) {
  const attr_type_table& at = b.attr_types();
  const auto& dialects = b.dialects().dialects;
  auto mentions_distinct = [](const raw_entry& e) {
    auto text = e.text();
    return text && text->find("distinct[") != std::string_view::npos;
  };
  for (std::size_t i = 0; i < at.num_attributes(); ++i) {
    const raw_entry e = at.attribute(i);
    if (!e.custom) {
      if (mentions_distinct(e)) return true;
      continue;
    }
    if (dialects[e.dialect].name != "builtin") continue;
    cursor c(b.bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    if (c.varint("attribute code") == static_cast<std::uint64_t>(builtin_attr_code::distinct)) return true;
  }
  for (std::size_t i = 0; i < at.num_types(); ++i) {
    const raw_entry e = at.type(i);
    if (!e.custom && mentions_distinct(e)) return true;
  }
  return false;
}

MLIRBC_INLINE parallel_print print_in_parallel(const bytecode& b, const ir_namer& names, ir_attrs& attrs,
                                               const print_options& opt, chunk_sink out) {
  // The main printer's text up to a hole, then the regions that fill it.
  struct piece {
    std::string text;
    bool has_hole = false;
    print_hole hole;
    std::uint64_t main_failures = 0;  // the main printer's failures by the end of `text`
    error task_walk, task_failure;
    // First hole of a run a worker took: the text of holes [k, batch_end)
    // with the main text between them, and whether it is there.
    std::string batch_text;
    std::size_t batch_end = 0;
    bool done = false;
  };
  // Workers take runs of consecutive holes of about `batch` section bytes (a
  // hand-off per function would cost more than printing a small one), as soon
  // as the main walk has found them, and at most `window` bytes ahead of the
  // text written. A deque: pieces keep their address while the main walk adds
  // more; the deque itself, `before` and the counters are used under `m`.
  std::mutex m;
  std::condition_variable changed;
  std::deque<piece> pieces(1);
  std::vector<std::uint64_t> before(1, 0);  // section bytes of holes [0, k)
  std::size_t holes = 0, next = 0, written = 0;
  bool main_done = false, stop = false;
  std::vector<std::string> spare;  // written run buffers, their memory reused
  constexpr std::uint64_t batch = 64 << 10;
  const unsigned threads = static_cast<unsigned>(std::min<std::size_t>(opt.threads, names.isolated_leaves));
  const std::uint64_t window = 2 * std::uint64_t{threads} * batch;

  // Whether a worker has a run to take (under `m`).
  auto run_ready = [&] {
    const bool enough = main_done || before[holes] - before[next] >= batch;
    return next < holes && enough && before[next] - before[written] < window;
  };
  struct collect {
    std::deque<piece>* pieces;
    piece* current;
    const ir_attrs* attrs;
    std::mutex* m;
    std::condition_variable* changed;
    std::vector<std::uint64_t>* before;
    std::size_t* holes;
    const decltype(run_ready)* ready;
    void operator()(std::string_view s) { current->text.append(s); }
    void hole(const print_hole& h) {
      current->has_hole = true;
      current->hole = h;
      current->main_failures = attrs->failures();
      bool wake;
      {
        const std::lock_guard<std::mutex> lock(*m);
        current = &pieces->emplace_back();
        before->push_back(before->back() + h.regions.length);
        ++*holes;
        wake = (*ready)();
      }
      // Only when a run is there to take: waking the workers for every hole
      // (thousands of small functions) cost more context switches than it saved.
      if (wake) changed->notify_all();
    }
  };

  auto work = [&] {
    ir_attrs task_attrs(b, attrs.reader());
    ir_walker w(b, opt.warnings);
    const chunk_sink no_sink{nullptr, [](void*, std::string_view) {}};
    std::vector<piece*> run;
    for (;;) {
      std::size_t first, last;
      std::string text;
      {
        std::unique_lock<std::mutex> lock(m);
        changed.wait(lock, [&] { return stop || (main_done && next >= holes) || run_ready(); });
        if (stop || next >= holes) break;
        first = last = next;
        while (last < holes && (last == first || before[last] - before[first] < batch)) ++last;
        next = last;
        run.clear();
        for (std::size_t k = first; k < last; ++k) run.push_back(&pieces[k]);
        if (!spare.empty()) {
          text = std::move(spare.back());
          spare.pop_back();
        }
      }
      // One buffer per run: hole k's regions, then (inside the run) piece
      // k + 1's main text, so the writer writes a run in one piece.
      text.clear();
      error walked;
      for (std::size_t i = 0; i < run.size() && !walked; ++i) {
        piece& p = *run[i];
        if (i != 0) text += p.text;
        ir_text_printer printer(b, names, task_attrs, opt, no_sink);
        printer.start_task(p.hole, std::move(text));
        walked = w.walk_lazy(p.hole.regions, printer);
        text = printer.take_text();
        p.task_walk = walked;  // read by the writer once `done` is published
        p.task_failure = task_attrs.take_first_error();
      }
      {
        const std::lock_guard<std::mutex> lock(m);
        run[0]->batch_text = std::move(text);
        run[0]->batch_end = last;
        run[0]->done = true;
        if (walked) stop = true;
      }
      changed.notify_all();
    }
  };
  std::vector<std::thread> workers;
  workers.reserve(threads);
  for (unsigned t = 0; t < threads; ++t) workers.push_back(start_helper([&work] { work(); }));
  auto finish = [&](parallel_print r) {
    {
      const std::lock_guard<std::mutex> lock(m);
      stop = true;
    }
    changed.notify_all();
    for (auto& t : workers) t.join();
    return r;
  };

  // The main walk, on this thread: the text outside the holes, and the holes.
  collect sink{&pieces, &pieces.front(), &attrs, &m, &changed, &before, &holes, &run_ready};
  ir_walker main_walk(b, opt.warnings);
  ir_text_printer main_printer(b, names, attrs, opt,
                               chunk_sink{&sink, [](void* c, std::string_view s) { (*static_cast<collect*>(c))(s); }});
  main_printer.skip_lazy_regions(
      hole_sink{&sink, [](void* c, const print_hole& h) { static_cast<collect*>(c)->hole(h); }});
  parallel_print result;
  if (error e = main_walk.walk(main_printer)) {
    result.walk = e;
    return finish(result);
  }
  main_printer.flush();
  sink.current->main_failures = attrs.failures();
  const error main_failure = attrs.first_error();
  {
    const std::lock_guard<std::mutex> lock(m);
    main_done = true;
  }
  changed.notify_all();

  // Then the writer: piece k's main text, then the run that starts at hole k.
  bool main_reported = false;
  auto main_failed_in = [&](const piece& p) {
    if (main_reported || p.main_failures == 0) return;
    main_reported = true;
    if (!result.failure) result.failure = main_failure;
  };
  for (std::size_t k = 0; k < pieces.size();) {
    piece& p = pieces[k];  // the main walk is over: the deque no longer changes
    out(p.text);
    std::string().swap(p.text);
    main_failed_in(p);
    if (!p.has_hole) {
      ++k;
      continue;
    }
    {
      std::unique_lock<std::mutex> lock(m);
      changed.wait(lock, [&] { return p.done; });
    }
    out(p.batch_text);
    const std::size_t end = p.batch_end;
    for (std::size_t j = k; j < end && !result.walk; ++j) {
      if (j != k) main_failed_in(pieces[j]);
      if (!result.failure) result.failure = pieces[j].task_failure;
      result.walk = pieces[j].task_walk;
    }
    {
      const std::lock_guard<std::mutex> lock(m);
      spare.push_back(std::move(p.batch_text));
      written = end;
    }
    changed.notify_all();
    if (result.walk) break;
    k = end;
  }
  return finish(result);
}

MLIRBC_INLINE error print_generic_chunks(const bytecode& b, chunk_sink out, const print_options& opt,
                                        const dialect_registry& dialects) {
  // With the trailer, the text passes the scan that orders it on its way out.
  struct scanned_sink {
    chunk_sink out;
    resource_mentions mentions;
  } scanned{out, {}};
  const chunk_sink sink = !opt.resources ? out
                                         : chunk_sink{&scanned, [](void* s, std::string_view text) {
                                             auto* self = static_cast<scanned_sink*>(s);
                                             self->mentions.scan(text);
                                             self->out(text);
                                           }};
  ir_namer names;
  ir_walker w(b, opt.warnings);
  if (error e = w.walk(names)) return e;
  names.finish();
  ir_attrs attrs(b, dialects, opt.warnings);
  error failure;
  if (opt.threads > 1 && names.isolated_leaves > 1 && b.version() >= version_lazy_loading &&
      !may_print_distinct(b)) {
    parallel_print r = print_in_parallel(b, names, attrs, opt, sink);
    if (r.walk) return r.walk;
    failure = r.failure;
  } else {
    ir_text_printer p(b, names, attrs, opt, sink);
    if (error e = w.walk(p)) return e;
    p.flush();
    failure = attrs.first_error();
  }
  if (opt.resources) {
    std::string tail;
    if (error e = append_resource_trailer(b, attrs.reader(), scanned.mentions.keys(), tail)) return e;
    if (!tail.empty()) out(std::string_view(tail));
  }
  return failure;
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
