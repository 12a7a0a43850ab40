// mlirbc dump / stats: the commands that walk the IR (the counting is file_stats.hpp).
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/engine/attr_reader.hpp>
#include <mlirbc/tasks/file_stats.hpp>
#include <mlirbc/engine/ir.hpp>
#include <mlirbc/printing/ir_printer.hpp>

#include "cli.hpp"
#include "json_out.hpp"

namespace cli {

using namespace mlirbc;

// Streams to stdout (a module's text can be far larger than is worth holding).
int cmd_dump(const parsed_args& a, output&) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  const auto threads_option = number_option(a, "--threads", 1, 1024, 1);
  if (!threads_option) return exit_usage;
  auto f = bytecode_file::open(a.positional[0], input_limits(a));
  if (!f) return fail(a.positional[0], f.err());
  print_options opt;
  opt.debuginfo = a.has("--debuginfo");
  opt.resources = a.has("--resources");
  opt.source_name = a.positional[0];
  opt.threads = static_cast<unsigned>(*threads_option);
  const auto dialects = input_dialects(a);
  if (!dialects) return exit_usage;
  // One list, in file order: what open met and what every stage of the print meets.
  format_warnings warned = f->view().warnings();
  opt.warnings = &warned;
  const error e = print_generic(f->view(), stdout, opt, *dialects);
  std::fflush(stdout);
  warn_on_stderr(a.positional[0], f->view(), warned);
  if (e) return fail(a.positional[0], f->view(), e);
  return 0;
}

int cmd_stats(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  const auto threads_option = number_option(a, "--threads", 1, 1024, 1);
  if (!threads_option) return exit_usage;
  const auto dialects = input_dialects(a);
  if (!dialects) return exit_usage;
  auto f = bytecode_file::open(a.positional[0], input_limits(a));
  if (!f) return fail(a.positional[0], f.err());
  // One thread by default: on the 2-vCPU VM of docs/benchmarks.md a second
  // thread gave no wall-clock gain (first-touching the decoded nodes' memory
  // slows the walk on the other vCPU as much as the decoding it takes over).
  auto st = compute_stats(*f, *dialects, static_cast<unsigned>(*threads_option));
  if (!st) return fail(a.positional[0], f->view(), st.err());
  const file_stats& s = *st;
  if (a.has("--json")) {
    out.printf("{\"version\": %llu, \"ops\": %llu, \"regions\": %llu, \"blocks\": %llu, \"values\": %llu, "
               "\"block_arguments\": %llu, \"max_depth\": %u, \"lazy_sections\": %llu, \"attributes\": %llu, "
               "\"types\": %llu, \"undecodable\": %llu, \"attribute_errors\": %llu, \"type_errors\": %llu, "
               "\"property_errors\": %llu, \"properties_inferred\": %llu, "
               "\"resources\": %llu, \"resource_blobs\": %llu, \"resource_blob_bytes\": %llu, \"sections\": {",
               static_cast<unsigned long long>(s.version), static_cast<unsigned long long>(s.ops),
               static_cast<unsigned long long>(s.regions), static_cast<unsigned long long>(s.blocks),
               static_cast<unsigned long long>(s.values), static_cast<unsigned long long>(s.block_arguments),
               s.max_depth, static_cast<unsigned long long>(s.lazy_sections),
               static_cast<unsigned long long>(s.attributes), static_cast<unsigned long long>(s.types),
               static_cast<unsigned long long>(s.undecodable), static_cast<unsigned long long>(s.attribute_errors),
               static_cast<unsigned long long>(s.type_errors), static_cast<unsigned long long>(s.property_errors),
               static_cast<unsigned long long>(s.properties_inferred), static_cast<unsigned long long>(s.resources),
               static_cast<unsigned long long>(s.resource_blobs),
               static_cast<unsigned long long>(s.resource_blob_bytes));
    bool first = true;
    for (const auto& [id, length] : s.sections) {
      out.printf("%s\"%s\": %llu", first ? "" : ", ", section_name(id), static_cast<unsigned long long>(length));
      first = false;
    }
    out.printf("}, \"op_counts\": {");
    first = true;
    for (const auto& [name, n] : s.op_counts) {
      out.printf("%s%s: %llu", first ? "" : ", ", json_string(name).c_str(), static_cast<unsigned long long>(n));
      first = false;
    }
    out.printf("}, \"property_layouts\": {");
    first = true;
    for (const auto& [name, n] : s.property_layouts) {
      out.printf("%s%s: %llu", first ? "" : ", ", json_string(name).c_str(), static_cast<unsigned long long>(n));
      first = false;
    }
    out.printf("}, ");
    print_warnings_json(f->view(), s.warnings, s.warning_count, out);
    out.printf("}\n");
    return 0;
  }
  out.printf("version:          %llu\n", static_cast<unsigned long long>(s.version));
  out.printf("operations:       %llu\n", static_cast<unsigned long long>(s.ops));
  out.printf("regions:          %llu\n", static_cast<unsigned long long>(s.regions));
  out.printf("blocks:           %llu\n", static_cast<unsigned long long>(s.blocks));
  out.printf("values:           %llu (block arguments %llu)\n", static_cast<unsigned long long>(s.values),
             static_cast<unsigned long long>(s.block_arguments));
  out.printf("max depth:        %u\n", s.max_depth);
  out.printf("lazy regions:     %llu ops with regions in a lazily-loadable section\n",
             static_cast<unsigned long long>(s.lazy_sections));
  out.printf("attributes:       %llu\n", static_cast<unsigned long long>(s.attributes));
  out.printf("types:            %llu\n", static_cast<unsigned long long>(s.types));
  out.printf("undecodable:      %llu (opaque entries of dialects without a decoder)\n",
             static_cast<unsigned long long>(s.undecodable));
  out.printf("decode errors:    %llu attributes, %llu types\n", static_cast<unsigned long long>(s.attribute_errors),
             static_cast<unsigned long long>(s.type_errors));
  out.printf("property errors:  %llu ops\n", static_cast<unsigned long long>(s.property_errors));
  out.printf("property layouts:");
  for (const auto& [name, n] : s.property_layouts)
    out.printf(" %s %llu ops;", text_escape(name).c_str(), static_cast<unsigned long long>(n));
  out.printf("%s inferred %llu\n", s.property_layouts.empty() ? " none;" : "",
             static_cast<unsigned long long>(s.properties_inferred));
  out.printf("resources:        %llu (%llu blobs, %llu bytes)\n", static_cast<unsigned long long>(s.resources),
             static_cast<unsigned long long>(s.resource_blobs), static_cast<unsigned long long>(s.resource_blob_bytes));
  out.printf("sections:\n");
  for (const auto& [id, length] : s.sections)
    out.printf("  %-18s %llu\n", section_name(id), static_cast<unsigned long long>(length));
  out.printf("op counts:\n");
  for (const auto& [name, n] : s.op_counts)
    out.printf("  %8llu  %s\n", static_cast<unsigned long long>(n), text_escape(name).c_str());
  print_warnings_text(f->view(), s.warnings, s.warning_count, out);
  return 0;
}

}  // namespace cli
