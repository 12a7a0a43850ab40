// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc strip / export / attach: a weight-laden module to and from the files
// tensor tools take (weight_exchange.hpp). Each writes its output whole or not
// at all, and shows its progress on stderr when that is a terminal.
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/tasks/weight_exchange.hpp>

#include "cli.hpp"

namespace cli {

using namespace mlirbc;

namespace {

// "\r  123.4 / 2048.0 MiB  6%" on a terminal, at most every 100 ms.
output_file::progress_fn progress_bar(std::uint64_t total) {
  if (::isatty(STDERR_FILENO) == 0 || total == 0) return {};
  auto last = std::make_shared<std::chrono::steady_clock::time_point>();
  return [total, last](std::uint64_t written) {
    const auto now = std::chrono::steady_clock::now();
    if (written < total && now - *last < std::chrono::milliseconds(100)) return;
    *last = now;
    const double mib = 1024.0 * 1024.0;
    const std::uint64_t shown = written < total ? written : total;
    std::fprintf(stderr, "\r  %.1f / %.1f MiB %3d%%", static_cast<double>(shown) / mib,
                 static_cast<double>(total) / mib, static_cast<int>(100.0 * static_cast<double>(shown) / static_cast<double>(total)));
    if (shown >= total) std::fprintf(stderr, "\n");
    std::fflush(stderr);
  };
}

int fail_named(const std::string& file, const named_error& e) {
  std::fprintf(stderr, "mlirbc: %s: %s\n", file.c_str(), e.message().c_str());
  return exit_failure;
}

// Refuses an output that is the input itself (it would be replaced).
bool same_file(const std::string& a, const std::string& b) {
  struct stat sa {}, sb {};
  return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

std::string mib(std::uint64_t n) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f MiB", static_cast<double>(n) / (1024.0 * 1024.0));
  return buf;
}

}  // namespace

int cmd_strip(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 2, 2, "IN and OUT")) return exit_usage;
  const std::string& in = a.positional[0];
  const std::string& path = a.positional[1];
  const auto min_size = number_option(a, "--min-size", 0, UINT64_MAX, 0);
  if (!min_size) return exit_usage;
  if (same_file(in, path)) return usage_error(a.cmd, "OUT is IN itself ('%s'); strip never modifies its input", path.c_str());
  const auto mode = input_mode(a);
  if (!mode) return exit_usage;
  auto f = bytecode_file::open(in, input_limits(a), *mode);
  if (!f) return fail(in, f.err());
  warn_on_stderr(in, f->view());
  strip_options opt;
  opt.keep = a.values("--keep");
  opt.min_size = *min_size;
  strip_report rep;
  if (named_error e = strip_weights(*f, path, opt, &rep, progress_bar(f->view().bytes().size()))) {
    return fail_named(e.e.code == errc::io ? path : in, e);
  }
  out.printf("wrote %s: %llu bytes (%s was %llu); %llu blobs without data (%s), %llu kept\n", path.c_str(),
             static_cast<unsigned long long>(rep.output_size), in.c_str(),
             static_cast<unsigned long long>(f->view().bytes().size()),
             static_cast<unsigned long long>(rep.rewrite.dropped),
             mib(f->view().bytes().size() - std::min<std::uint64_t>(f->view().bytes().size(), rep.output_size)).c_str(),
             static_cast<unsigned long long>(rep.rewrite.kept));
  return exit_ok;
}

int cmd_export(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 2, 2, "IN and OUT")) return exit_usage;
  const std::string& in = a.positional[0];
  const std::string& path = a.positional[1];
  export_options opt;
  std::string format;
  if (const std::string* v = a.value("--format")) format = *v;
  else if (path.size() > 12 && path.ends_with(".safetensors")) format = "safetensors";
  else if (path.ends_with(".npz")) format = "npz";
  if (format == "safetensors") opt.format = tensor_format::safetensors;
  else if (format == "npz") opt.format = tensor_format::npz;
  else if (format.empty()) return usage_error(a.cmd, "give --format safetensors|npz (OUT's extension says neither)");
  else return usage_error(a.cmd, "--format: unknown format '%s' (safetensors, npz)", format.c_str());
  opt.raw = a.has("--raw");
  if (same_file(in, path)) return usage_error(a.cmd, "OUT is IN itself ('%s')", path.c_str());
  int status = exit_ok;
  const auto input = read_input(a, in, status, "weights they hold");
  if (!input) return status;
  opt.metadata = {{"producer", std::string("mlirbc ") + MLIRBC_VERSION_STRING},
                  {"source", in},
                  {"source_producer", std::string(input->view().producer())}};
  export_report rep;
  if (named_error e = export_weights(input->file, *input->reader, *input->uses, path, opt, &rep,
                                     progress_bar(input->view().bytes().size())))
    return fail_named(e.e.code == errc::io ? path : in, e);
  for (const auto& [name, why] : rep.skipped)
    std::fprintf(stderr, "mlirbc: %s: skipped resource '%s': %s%s\n", in.c_str(), name.c_str(), why.c_str(),
                 opt.raw ? "" : " (--raw exports it as bytes)");
  std::uint64_t bytes = 0, raw = 0;
  for (const exported_tensor& t : rep.written) {
    bytes += t.size;
    raw += t.raw ? 1 : 0;
  }
  out.printf("wrote %s: %zu tensors (%s; %llu as raw bytes), %zu skipped\n", path.c_str(), rep.written.size(),
             mib(bytes).c_str(), static_cast<unsigned long long>(raw), rep.skipped.size());
  return exit_ok;
}

int cmd_attach(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 3, 3, "STRIPPED, WEIGHTS and OUT")) return exit_usage;
  const std::string& in = a.positional[0];
  const std::string& weights = a.positional[1];
  const std::string& path = a.positional[2];
  if (same_file(in, path) || same_file(weights, path))
    return usage_error(a.cmd, "OUT ('%s') is one of the inputs", path.c_str());
  int status = exit_ok;
  const auto input = read_input(a, in, status, "weights they hold");
  if (!input) return status;
  attach_options opt;
  opt.allow_missing = a.has("--allow-missing");
  mapped_file wf;
  if (error e = wf.open(weights)) return fail(weights, e);
  rewrite_summary sum;
  if (named_error e = attach_weights(input->file, *input->reader, *input->uses, wf, path, opt, &sum,
                                     progress_bar(wf.size()))) {
    // Output failures are I/O errors; the module's have a section; the rest are the weights file's.
    return fail_named(e.e.code == errc::io ? path : e.e.section != section_id::none ? in : weights, e);
  }
  out.printf("wrote %s: %llu resources attached (%s)\n", path.c_str(), static_cast<unsigned long long>(sum.replaced),
             mib(sum.blob_bytes).c_str());
  return exit_ok;
}

}  // namespace cli
