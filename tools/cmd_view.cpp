// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc view: one self-contained HTML page of a file (the page is
// tasks/html_view.hpp; docs/view.md).
#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include <mlirbc.hpp>
#include <mlirbc/tasks/html_view.hpp>

#include "cli.hpp"

namespace cli {

using namespace mlirbc;

int cmd_view(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  const auto max_nodes = number_option(a, "--max-nodes", 1, 100000, view_options{}.max_nodes);
  if (!max_nodes) return exit_usage;
  const std::string& path = a.positional[0];
  const std::string* o = a.value("-o");
  const std::string target = o != nullptr ? *o : path + ".html";
  struct stat st {};
  if (target != "-" && !a.has("--force") && ::stat(target.c_str(), &st) == 0) {
    std::fprintf(stderr, "mlirbc: %s: exists (use --force to replace it)\n", target.c_str());
    return exit_failure;
  }
  int status = exit_ok;
  const auto input = read_input(a, path, status);
  if (!input) return status;
  view_options opt;
  const auto slash = path.rfind('/');
  const std::string title = slash == std::string::npos ? path : path.substr(slash + 1);
  opt.title = title;
  opt.weight_stats = !a.has("--no-stats");
  opt.max_nodes = *max_nodes;
  opt.max_drawn_ops = std::max(opt.max_drawn_ops, opt.max_nodes);
  opt.warnings = &input->warned;
  auto page = html_view(input->file, input->dialects, opt);
  warn_on_stderr(path, input->view(), input->warned);
  if (!page) return fail(path, input->view(), page.err());
  for (const std::string& note : page->notes) std::fprintf(stderr, "mlirbc: %s: note: %s\n", path.c_str(), note.c_str());
  if (target == "-") {
    out.write(page->html);
    return exit_ok;
  }
  auto file = output_file::create(target);
  if (!file) return fail(target, file.err());
  file->write(page->html);
  if (error e = file->failure()) return fail(target, e);
  if (error e = file->commit()) return fail(target, e);
  return exit_ok;
}

}  // namespace cli
