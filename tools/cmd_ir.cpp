// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc dump / stats: the commands that walk the IR (the counting is file_stats.hpp).
#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/file_stats.hpp>
#include <mlirbc/ir/ir.hpp>
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
  int status = exit_ok;
  const auto input = read_input(a, a.positional[0], status);
  if (!input) return status;
  print_options opt;
  opt.debuginfo = a.has("--debuginfo");
  opt.resources = a.has("--resources");
  opt.source_name = a.positional[0];
  opt.threads = static_cast<unsigned>(*threads_option);
  opt.warnings = &input->warned;  // every stage of the print adds to open's
  const error e = print_generic(input->view(), stdout, opt, input->dialects);
  std::fflush(stdout);
  warn_on_stderr(a.positional[0], input->view(), input->warned);
  if (e) return fail(a.positional[0], input->view(), e);
  return 0;
}

// `"name": count, …` of a list of (name, count) pairs, after `open`.
template <class Name>
void print_json_counts(const char* open, const std::vector<std::pair<Name, std::uint64_t>>& counts, output& out) {
  out.printf("%s", open);
  const char* sep = "";
  for (const auto& [name, n] : counts) {
    if constexpr (std::is_same_v<Name, section_id>)
      out.printf("%s\"%s\": %llu", sep, section_name(name), static_cast<unsigned long long>(n));
    else
      out.printf("%s%s: %llu", sep, json_string(name).c_str(), static_cast<unsigned long long>(n));
    sep = ", ";
  }
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
    const char* sep = "{";
    for (const stats_count& c : stats_counts) {
      out.printf("%s\"%.*s\": %llu", sep, static_cast<int>(c.key.size()), c.key.data(),
                 static_cast<unsigned long long>(s.*c.member));
      sep = ", ";
    }
    print_json_counts(", \"sections\": {", s.sections, out);
    print_json_counts("}, \"op_counts\": {", s.op_counts, out);
    print_json_counts("}, \"property_layouts\": {", s.property_layouts, out);
    out.printf("}, ");
    print_warnings_json(f->view(), s.warnings, s.warning_count, out);
    out.printf("}\n");
    return 0;
  }
  for (const stats_count& c : stats_counts) {
    const std::string label = std::string(c.label) + ":";
    out.printf("%-21s %llu\n", label.c_str(), static_cast<unsigned long long>(s.*c.member));
  }
  out.printf("property layouts:");
  for (const auto& [name, n] : s.property_layouts)
    out.printf(" %s %llu ops;", text_escape(name).c_str(), static_cast<unsigned long long>(n));
  out.printf("%s\n", s.property_layouts.empty() ? " none" : "");
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
