// mlirbc pack: build a weight file from raw binary files.
//   mlirbc pack OUT.mlirbc NAME=FILE.bin:TYPE[:SHAPE] ... [--version N] [--align N]
// Input files are read with pread in chunks while the output is written, so
// memory stays bounded whatever the weight sizes.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>

#include "cli.hpp"

namespace cli {

namespace {

bool parse_u64(std::string_view s, std::uint64_t& out) {
  if (s.empty()) return false;
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

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

// NAME=FILE:TYPE[:SHAPE]; SHAPE is "AxBxC", or "scalar" for rank 0.
bool parse_spec(std::string_view spec, mlirbc::weight& w, std::string& path, bool& has_shape,
                std::string& why) {
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
    path = std::string(rest.substr(0, c1));
    has_shape = false;
  } else {
    const auto c0 = rest.rfind(':', c1 == 0 ? 0 : c1 - 1);
    if (c0 == std::string_view::npos || c0 == c1 ||
        !mlirbc::parse_element_type(rest.substr(c0 + 1, c1 - c0 - 1), t)) {
      return why = "unknown element type (i1 i8 i16 i32 i64 f16 bf16 f32 f64)", false;
    }
    path = std::string(rest.substr(0, c0));
    has_shape = true;
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
  if (path.empty()) return why = "empty file name", false;
  return true;
}

}  // namespace

int cmd_pack(int argc, char** argv) {
  mlirbc::write_options opt;
  std::vector<std::string> pos;
  for (int i = 2; i < argc; ++i) {
    const std::string_view s = argv[i];
    if (s == "--version" || s == "--align") {
      std::uint64_t v = 0;
      if (i + 1 >= argc || !parse_u64(argv[i + 1], v)) return usage();
      (s == "--version" ? opt.version : opt.alignment) = v;
      ++i;
    } else if (s.size() > 1 && s[0] == '-') {
      return usage();
    } else {
      pos.emplace_back(s);
    }
  }
  if (pos.size() < 2) return usage();
  const std::string out = pos[0];
  const std::size_t n = pos.size() - 1;
  std::vector<mlirbc::weight> weights(n);
  std::vector<input_file> inputs(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::string path, why;
    bool has_shape = false;
    mlirbc::weight& w = weights[i];
    if (!parse_spec(pos[i + 1], w, path, has_shape, why)) {
      std::fprintf(stderr, "mlirbc pack: %s: %s\n", pos[i + 1].c_str(), why.c_str());
      return 2;
    }
    input_file& in = inputs[i];
    in.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (in.fd < 0 || ::fstat(in.fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      std::fprintf(stderr, "mlirbc pack: %s: %s\n", path.c_str(), in.fd < 0 ? std::strerror(errno) : "not a regular file");
      return 1;
    }
    in.size = static_cast<std::uint64_t>(st.st_size);
    const std::uint64_t esize = mlirbc::element_type_size(w.type);
    if (!has_shape) {
      if (in.size % esize != 0) {
        std::fprintf(stderr, "mlirbc pack: %s: size %llu is not a multiple of the %s element size %llu\n",
                     path.c_str(), static_cast<unsigned long long>(in.size), mlirbc::element_type_name(w.type),
                     static_cast<unsigned long long>(esize));
        return 1;
      }
      w.shape = {static_cast<std::int64_t>(in.size / esize)};
    }
    w.size = in.size;
    const int fd = in.fd;
    w.source = [fd](std::uint64_t off, std::span<std::byte> buf) {
      std::size_t done = 0;
      while (done < buf.size()) {
        const ::ssize_t r = ::pread(fd, buf.data() + done, buf.size() - done, static_cast<::off_t>(off + done));
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return false;  // error, or the file shrank
        done += static_cast<std::size_t>(r);
      }
      return true;
    };
  }
  auto r = mlirbc::write_weights_file(out, weights, opt);
  if (!r && r.err().code == mlirbc::errc::bad_value) {  // input rejected before writing
    const mlirbc::error e = r.err();
    std::fprintf(stderr, "mlirbc pack: %s (value %llu, limit %llu)\n", e.what, static_cast<unsigned long long>(e.value),
                 static_cast<unsigned long long>(e.limit));
    return 1;
  }
  if (!r) return fail(out, r.err());
  std::printf("wrote %s: %zu weights, %llu bytes (metadata %llu bytes), version %llu\n", out.c_str(), n,
              static_cast<unsigned long long>(r->file_size), static_cast<unsigned long long>(r->metadata_size),
              static_cast<unsigned long long>(opt.version));
  return 0;
}

}  // namespace cli
