// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc pack: build a weight file from raw binary files.
//   mlirbc pack OUT.mlirbc NAME=FILE.bin:TYPE[:SHAPE] ... [--version N] [--align N]
// Every argument is checked, and each input's size against its shape, before
// anything is written; errors name the weight, the sizes and the rule.
// Input files are read with pread in chunks while the output is written, so
// memory stays bounded whatever the weight sizes.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>

#include "cli.hpp"

namespace cli {

namespace {

// An open input file; closes on destruction.
struct input_file {
  int fd = -1;
  std::uint64_t size = 0;
  input_file() = default;
  input_file(const input_file&) = delete;
  input_file& operator=(const input_file&) = delete;
  ~input_file() {
    if (fd >= 0) ::close(fd);
  }
};

// One NAME=FILE:TYPE[:SHAPE] argument.
struct weight_spec {
  mlirbc::weight w;
  std::string path;
  std::string shape;  // as given ("" if none)
};

// NAME=FILE:TYPE[:SHAPE]; SHAPE is "AxBxC", or "scalar" for rank 0.
bool parse_spec(std::string_view spec, weight_spec& out, std::string& why) {
  mlirbc::weight& w = out.w;
  const auto eq = spec.find('=');
  if (eq == std::string_view::npos) return why = "expected NAME=FILE:TYPE[:SHAPE]", false;
  w.name = std::string(spec.substr(0, eq));
  std::string_view rest = spec.substr(eq + 1);
  // The path may contain ':'; TYPE and SHAPE are the last one or two fields.
  const auto c1 = rest.rfind(':');
  if (c1 == std::string_view::npos) return why = "missing :TYPE", false;
  std::string_view last = rest.substr(c1 + 1);
  mlirbc::element_type t{};
  if (mlirbc::parse_element_type(last, t)) {
    out.path = std::string(rest.substr(0, c1));
  } else {
    const auto c0 = rest.rfind(':', c1 == 0 ? 0 : c1 - 1);
    if (c0 == std::string_view::npos || c0 == c1 ||
        !mlirbc::parse_element_type(rest.substr(c0 + 1, c1 - c0 - 1), t)) {
      return why = "unknown element type (i1 i8 i16 i32 i64 f16 bf16 f32 f64)", false;
    }
    out.path = std::string(rest.substr(0, c0));
    out.shape = std::string(last);
    w.shape.clear();
    if (last != "scalar") {
      while (true) {
        const auto x = last.find('x');
        std::uint64_t d = 0;
        if (!parse_u64(last.substr(0, x), d) || d > static_cast<std::uint64_t>(INT64_MAX))
          return why = "bad shape (expected e.g. 4096x4096 or scalar)", false;
        w.shape.push_back(static_cast<std::int64_t>(d));
        if (x == std::string_view::npos) break;
        last = last.substr(x + 1);
      }
    }
  }
  w.type = t;
  if (out.path.empty()) return why = "empty file name", false;
  if (!mlirbc::print_detail::is_bare_identifier(w.name))
    return why = "the name is not a bare identifier ([A-Za-z_][A-Za-z0-9_$.]*)", false;
  return true;
}

// Checks the rule "file size = elements x element size" (or, without a shape,
// "file size is a multiple of the element size" and sets the 1-D shape).
bool check_size(weight_spec& s, std::uint64_t file_size, std::string& why) {
  mlirbc::weight& w = s.w;
  const std::uint64_t esize = mlirbc::element_type_size(w.type);
  const std::string type = mlirbc::element_type_name(w.type);
  char buf[320];
  if (s.shape.empty()) {
    if (file_size % esize == 0) {
      w.shape = {static_cast<std::int64_t>(file_size / esize)};
      return true;
    }
    std::snprintf(buf, sizeof buf, "%s is %llu bytes, not a multiple of the %s element size (%llu bytes)",
                  s.path.c_str(), static_cast<unsigned long long>(file_size), type.c_str(),
                  static_cast<unsigned long long>(esize));
    return why = buf, false;
  }
  std::uint64_t elements = 1;
  bool overflow = false;
  for (const std::int64_t d : w.shape) overflow |= __builtin_mul_overflow(elements, static_cast<std::uint64_t>(d), &elements);
  std::uint64_t expected = 0;
  overflow |= __builtin_mul_overflow(elements, esize, &expected);
  if (!overflow && expected == file_size) return true;
  if (overflow) {
    std::snprintf(buf, sizeof buf, "shape %s of %s is larger than 2^64 bytes", s.shape.c_str(), type.c_str());
  } else {
    std::snprintf(buf, sizeof buf,
                  "%s is %llu bytes, but shape %s of %s needs %llu bytes (%llu elements x %llu bytes; "
                  "the file size must be elements x element size)",
                  s.path.c_str(), static_cast<unsigned long long>(file_size), s.shape.c_str(), type.c_str(),
                  static_cast<unsigned long long>(expected), static_cast<unsigned long long>(elements),
                  static_cast<unsigned long long>(esize));
  }
  return why = buf, false;
}

// Opens the input of one weight and lets the writer pull its bytes with pread.
bool open_input(weight_spec& s, input_file& in, std::string& why) {
  in.fd = ::open(s.path.c_str(), O_RDONLY | O_CLOEXEC);
  struct stat st {};
  if (in.fd < 0 || ::fstat(in.fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    why = s.path + ": " + (in.fd < 0 ? std::strerror(errno) : "not a regular file");
    return false;
  }
  in.size = static_cast<std::uint64_t>(st.st_size);
  if (!check_size(s, in.size, why)) return false;
  s.w.size = in.size;
  const int fd = in.fd;
  s.w.source = [fd](std::uint64_t off, std::span<std::byte> buf) {
    std::size_t done = 0;
    while (done < buf.size()) {
      const ::ssize_t r = ::pread(fd, buf.data() + done, buf.size() - done, static_cast<::off_t>(off + done));
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) return false;  // error, or the file shrank
      done += static_cast<std::size_t>(r);
    }
    return true;
  };
  return true;
}

// mlir-opt (LLVM's file reader) maps a file only from 16 KiB on and when its
// size is not a multiple of the page size; otherwise it reads it into a heap
// buffer aligned to 16 bytes, and refuses a file whose data is aligned beyond.
bool mlir_opt_may_refuse(std::uint64_t file_size, std::uint64_t alignment) {
  return alignment > 16 && (file_size < 16384 || file_size % 4096 == 0);
}

}  // namespace

int cmd_pack(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 2, SIZE_MAX, "OUT and at least one NAME=FILE:TYPE[:SHAPE]")) return exit_usage;
  const auto version = number_option(a, "--version", 0, 6, 6);
  const auto alignment = number_option(a, "--align", 1, 65536, 16);
  if (!version || !alignment) return exit_usage;
  if (!std::has_single_bit(*alignment)) return usage_error(a.cmd, "--align: %llu is not a power of two",
                                                           static_cast<unsigned long long>(*alignment));
  mlirbc::write_options opt;
  opt.version = *version;
  opt.alignment = *alignment;
  const std::string& path = a.positional[0];
  const std::size_t n = a.positional.size() - 1;
  std::vector<weight_spec> specs(n);
  std::vector<input_file> inputs(n);
  std::set<std::string> names;
  for (std::size_t i = 0; i < n; ++i) {
    std::string why;
    const std::string& arg = a.positional[i + 1];
    if (!parse_spec(arg, specs[i], why)) return usage_error(a.cmd, "%s: %s", arg.c_str(), why.c_str());
    const std::string& name = specs[i].w.name;
    if (!names.insert(name).second) return usage_error(a.cmd, "weight '%s' is given twice", name.c_str());
    if (!open_input(specs[i], inputs[i], why)) {
      std::fprintf(stderr, "mlirbc pack: weight '%s': %s\n", name.c_str(), why.c_str());
      return exit_failure;
    }
  }
  std::vector<mlirbc::weight> weights;
  for (weight_spec& s : specs) weights.push_back(std::move(s.w));
  auto r = path == "-" ? mlirbc::write_weights(STDOUT_FILENO, weights, opt)
                       : mlirbc::write_weights_file(path, weights, opt);
  if (!r) return fail(path == "-" ? "standard output" : path, r.err());
  if (mlir_opt_may_refuse(r->file_size, opt.alignment))
    std::fprintf(stderr, "mlirbc pack: warning: mlir-opt 22 may refuse %s: it reads a file of %llu bytes into a "
                 "buffer aligned to 16 bytes, less than the data's %llu (--align 16 avoids this)\n", path.c_str(),
                 static_cast<unsigned long long>(r->file_size), static_cast<unsigned long long>(opt.alignment));
  if (path != "-")  // with "-", stdout holds the file itself
    out.printf("wrote %s: %zu weights, %llu bytes (metadata %llu bytes), version %llu, alignment %llu\n",
               path.c_str(), n, static_cast<unsigned long long>(r->file_size),
               static_cast<unsigned long long>(r->metadata_size), static_cast<unsigned long long>(opt.version),
               static_cast<unsigned long long>(opt.alignment));
  return exit_ok;
}

}  // namespace cli
