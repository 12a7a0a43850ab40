// mlirbc dump / stats: the commands that walk the IR.
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/attr_reader.hpp>
#include <mlirbc/decode_all.hpp>
#include <mlirbc/ir.hpp>
#include <mlirbc/ir_printer.hpp>

#include "cli.hpp"
#include "json_out.hpp"

namespace cli {

using namespace mlirbc;

// Streams to stdout (a module's text can be far larger than is worth holding).
int cmd_dump(const parsed_args& a, output&) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  auto f = bytecode_file::open(a.positional[0], input_limits(a));
  if (!f) return fail(a.positional[0], f.err());
  warn_on_stderr(a.positional[0], f->view());
  print_options opt;
  opt.debuginfo = a.has("--debuginfo");
  opt.resources = a.has("--resources");
  opt.source_name = a.positional[0];
  if (error e = print_generic(f->view(), stdout, opt, mlir_opt_dialects())) {
    std::fflush(stdout);
    return fail(a.positional[0], e);
  }
  return 0;
}

namespace {

// Counts everything the walk sees.
struct stats_visitor {
  std::vector<std::uint64_t> per_name;  // indexed by op-name index
  std::uint64_t ops = 0, values = 0, blocks = 0, regions = 0, block_args = 0, lazy_sections = 0;
  std::uint32_t max_depth = 0;

  void on_op(const op_view& op) {
    ++ops;
    ++per_name[static_cast<std::size_t>(op.name_index)];
    values += op.result_types.size();
    if (op.isolated) ++lazy_sections;
  }
  void on_region_begin(const region_view& r) {
    if (r.top_level) return;
    ++regions;
    max_depth = std::max(max_depth, r.depth);
  }
  void on_block_begin(const block_view& b) {
    if (b.region != 0) ++blocks;
    values += b.args.size();
    block_args += b.args.size();
  }
};

}  // namespace

int cmd_stats(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  const auto threads_option = number_option(a, "--threads", 1, 1024, 1);
  if (!threads_option) return exit_usage;
  auto f = bytecode_file::open(a.positional[0], input_limits(a));
  if (!f) return fail(a.positional[0], f.err());
  const bytecode& b = f->view();
  stats_visitor st;
  st.per_name.assign(b.dialects().op_names.size(), 0);

  // Decode every attribute and type (entries of dialects without a decoder
  // stay opaque; malformed ones are counted). With --threads N, N-1 helpers
  // decode while this thread walks the IR, then it helps with what is left.
  // One thread by default: on the 2-vCPU VM of docs/benchmarks.md a second
  // thread gave no wall-clock gain (first-touching the decoded nodes' memory
  // slows the walk on the other vCPU as much as the decoding it takes over).
  // Every entry is validated but only its kind is kept (retention::requested):
  // nothing here reads the nodes afterwards.
  attr_reader reader(b, mlir_opt_dialects(), retention::requested);
  decode_job job(reader);
  const auto threads = static_cast<unsigned>(*threads_option);
  std::vector<std::thread> helpers;
  for (unsigned t = 1; t < threads; ++t) helpers.emplace_back([&job] { job.run(); });
  ir_walker w(b);
  const error walk_error = w.walk(st);
  job.run();
  for (auto& h : helpers) h.join();
  if (walk_error) return fail(a.positional[0], walk_error);
  if (b.version() < version_lazy_loading) st.lazy_sections = 0;
  const std::uint64_t attr_errors = job.attribute_errors(), type_errors = job.type_errors();
  const std::uint64_t undecodable = reader.undecodable_count();

  std::vector<std::pair<std::string, std::uint64_t>> names;
  for (std::size_t i = 0; i < st.per_name.size(); ++i) {
    if (st.per_name[i] != 0) names.emplace_back(b.dialects().op_names[i].full_name(), st.per_name[i]);
  }
  // Most frequent first, then by name.
  std::sort(names.begin(), names.end(), [](const auto& x, const auto& y) {
    return x.second != y.second ? x.second > y.second : x.first < y.first;
  });
  std::uint64_t blob_bytes = 0, blobs = 0;
  advise_blob_headers(*f);
  for (const auto& e : b.resources().entries()) {
    if (e.kind != resource_kind::blob || e.empty()) continue;
    if (auto bl = f->get_blob(e)) {  // header read with pread: no blob page touched
      ++blobs;
      blob_bytes += bl->data.size();
    }
  }
  const auto& sections = b.layout().sections;
  if (a.has("--json")) {
    out.printf("{\"version\": %llu, \"ops\": %llu, \"regions\": %llu, \"blocks\": %llu, \"values\": %llu, "
                "\"block_arguments\": %llu, \"max_depth\": %u, \"lazy_sections\": %llu, \"attributes\": %zu, \"types\": %zu, "
                "\"undecodable\": %llu, \"attribute_errors\": %llu, \"type_errors\": %llu, "
                "\"resources\": %zu, \"resource_blobs\": %llu, \"resource_blob_bytes\": %llu, \"sections\": {",
                static_cast<unsigned long long>(b.version()), static_cast<unsigned long long>(st.ops),
                static_cast<unsigned long long>(st.regions), static_cast<unsigned long long>(st.blocks),
                static_cast<unsigned long long>(st.values), static_cast<unsigned long long>(st.block_args),
                st.max_depth, static_cast<unsigned long long>(st.lazy_sections), b.attr_types().num_attributes(), b.attr_types().num_types(),
                static_cast<unsigned long long>(undecodable), static_cast<unsigned long long>(attr_errors),
                static_cast<unsigned long long>(type_errors), b.resources().size(),
                static_cast<unsigned long long>(blobs), static_cast<unsigned long long>(blob_bytes));
    bool first = true;
    for (std::size_t id = 0; id < sections.size(); ++id) {
      if (!sections[id].present) continue;
      out.printf("%s\"%s\": %llu", first ? "" : ", ", section_name(static_cast<section_id>(id)),
                  static_cast<unsigned long long>(sections[id].length));
      first = false;
    }
    out.printf("}, \"op_counts\": {");
    first = true;
    for (const auto& [name, n] : names) {
      out.printf("%s%s: %llu", first ? "" : ", ", json_string(name).c_str(), static_cast<unsigned long long>(n));
      first = false;
    }
    out.printf("}, ");
    print_warnings_json(b.warnings(), out);
    out.printf("}\n");
    return 0;
  }
  out.printf("version:          %llu\n", static_cast<unsigned long long>(b.version()));
  out.printf("operations:       %llu\n", static_cast<unsigned long long>(st.ops));
  out.printf("regions:          %llu\n", static_cast<unsigned long long>(st.regions));
  out.printf("blocks:           %llu\n", static_cast<unsigned long long>(st.blocks));
  out.printf("values:           %llu (block arguments %llu)\n", static_cast<unsigned long long>(st.values),
              static_cast<unsigned long long>(st.block_args));
  out.printf("max depth:        %u\n", st.max_depth);
  out.printf("lazy regions:     %llu ops with regions in a lazily-loadable section\n",
              static_cast<unsigned long long>(st.lazy_sections));
  out.printf("attributes:       %zu\n", b.attr_types().num_attributes());
  out.printf("types:            %zu\n", b.attr_types().num_types());
  out.printf("undecodable:      %llu (opaque entries of dialects without a decoder)\n",
              static_cast<unsigned long long>(undecodable));
  out.printf("decode errors:    %llu attributes, %llu types\n", static_cast<unsigned long long>(attr_errors),
              static_cast<unsigned long long>(type_errors));
  out.printf("resources:        %zu (%llu blobs, %llu bytes)\n", b.resources().size(),
              static_cast<unsigned long long>(blobs), static_cast<unsigned long long>(blob_bytes));
  out.printf("sections:\n");
  for (std::size_t id = 0; id < sections.size(); ++id) {
    if (!sections[id].present) continue;
    out.printf("  %-18s %llu\n", section_name(static_cast<section_id>(id)),
                static_cast<unsigned long long>(sections[id].length));
  }
  out.printf("op counts:\n");
  for (const auto& [name, n] : names)
    out.printf("  %8llu  %s\n", static_cast<unsigned long long>(n), text_escape(name).c_str());
  print_warnings_text(b.warnings(), out);
  return 0;
}

}  // namespace cli
