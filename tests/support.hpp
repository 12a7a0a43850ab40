// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The tests' support layer: fixture paths and file loading, the oracles
// (mlir-opt) and running commands, scratch directories, hand-built files of
// custom dialect entries.
#pragma once

#include <doctest/doctest.h>
#include <mlirbc/base/cursor.hpp>
#include <mlirbc/base/limits.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace test_support {

inline std::filesystem::path data_dir() { return MLIRBC_TEST_DATA; }

// Files outside the repository (the corpus of mlir-opt-written files, StableHLO
// artifacts, real-world samples) are read only when MLIRBC_SHARED_DIR names the
// folder that holds them, so that the README's test command has the same verdict
// on every machine; .ci/run sweeps them in a step of its own. A name that is not
// a folder stops the run: a sweep asked for must not pass by skipping.
inline std::filesystem::path shared_dir() {
  const char* d = std::getenv("MLIRBC_SHARED_DIR");
  if (d == nullptr || *d == '\0') return {};
  if (!std::filesystem::is_directory(d)) {
    std::fprintf(stderr, "MLIRBC_SHARED_DIR=%s is not a directory\n", d);
    std::abort();
  }
  return d;
}
// The corpus (a folder per case), or an empty path when no sweep was asked for.
inline std::filesystem::path corpus_dir() {
  const std::filesystem::path s = shared_dir();
  return s.empty() ? s : s / "corpus";
}
inline bool have_corpus() { return !corpus_dir().empty() && std::filesystem::is_directory(corpus_dir()); }
// StableHLO portable artifacts (`*.mlir.bc`) beside their expected prints
// (`*.mlir`); the artifacts sorted, none unless MLIRBC_SHARED_DIR is set.
inline std::filesystem::path stablehlo_dir() {
  const std::filesystem::path s = shared_dir();
  return s.empty() ? s : s / "stablehlo";
}
inline std::vector<std::filesystem::path> stablehlo_artifacts() {
  std::vector<std::filesystem::path> out;
  if (stablehlo_dir().empty() || !std::filesystem::is_directory(stablehlo_dir())) return out;
  for (const auto& e : std::filesystem::directory_iterator(stablehlo_dir()))
    if (e.path().string().ends_with(".mlir.bc")) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// Bytecode as the ecosystem writes it (`*.mlirbc`, `*.bc`, `*.mlirb`, a folder per
// source under realworld/), sorted; none unless MLIRBC_SHARED_DIR is set.
inline std::filesystem::path realworld_dir() {
  const std::filesystem::path s = shared_dir();
  return s.empty() ? s : s / "realworld";
}
inline std::vector<std::filesystem::path> realworld_files() {
  std::vector<std::filesystem::path> out;
  if (realworld_dir().empty() || !std::filesystem::is_directory(realworld_dir())) return out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(realworld_dir())) {
    const std::string n = e.path().filename().string();
    if (e.is_regular_file() && (n.ends_with(".mlirbc") || n.ends_with(".bc") || n.ends_with(".mlirb")))
      out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Limits that refuse what MLIR's reader tolerates (limits::strict).
inline mlirbc::limits strict_limits() {
  mlirbc::limits lim;
  lim.strict = true;
  return lim;
}

// Every .mlirbc of the project fixtures, then of the corpus when a sweep was asked for.
inline std::vector<std::filesystem::path> fixture_and_corpus_files() {
  namespace fs = std::filesystem;
  std::vector<fs::path> paths;
  for (const auto& e : fs::directory_iterator(data_dir()))
    if (e.path().extension() == ".mlirbc") paths.push_back(e.path());
  if (have_corpus())
    for (const auto& d : fs::directory_iterator(corpus_dir()))
      if (d.is_directory())
        for (const auto& e : fs::directory_iterator(d.path()))
          if (e.path().extension() == ".mlirbc") paths.push_back(e.path());
  return paths;
}

inline std::vector<std::byte> read_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::vector<char> chars((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::byte> out(chars.size());
  for (std::size_t i = 0; i < chars.size(); ++i) out[i] = static_cast<std::byte>(chars[i]);
  return out;
}

// The oracles: mlir-opt from Debian's mlir-22-tools (and -19, -16). The one
// place that names them.
inline constexpr const char* mlir_opt_22 = "/usr/lib/llvm-22/bin/mlir-opt";
inline constexpr const char* mlir_opt_19 = "/usr/lib/llvm-19/bin/mlir-opt";
inline constexpr const char* mlir_opt_16 = "/usr/lib/llvm-16/bin/mlir-opt";

// Whether the oracle `tool` can be run. When it cannot: with
// MLIRBC_REQUIRE_ORACLE=1 in the environment (CI sets it) the current test
// fails, so a machine without the oracle cannot go green; otherwise the test
// says, visibly, what it skips.
inline bool oracle(const char* tool) {
  if (std::filesystem::exists(tool)) return true;
  const char* required = std::getenv("MLIRBC_REQUIRE_ORACLE");
  if (required != nullptr && std::string_view(required) == "1") {
    FAIL_CHECK(std::string(tool) << " is not installed and MLIRBC_REQUIRE_ORACLE=1");
  } else {
    MESSAGE("skipped (oracle " << std::string(tool) << " not installed; MLIRBC_REQUIRE_ORACLE=1 makes this a failure)");
  }
  return false;
}
inline bool have_mlir_opt() { return oracle(mlir_opt_22); }

// A shell command's exit status (-1 if it could not be started or did not
// exit) and standard output.
struct command_result {
  int status = -1;
  std::string out;
};
inline command_result run_command(const std::string& cmd) {
  command_result r;
  FILE* p = ::popen(cmd.c_str(), "r");
  if (p == nullptr) return r;
  char buf[65536];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = ::pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}
// Standard output of a shell command (empty if it cannot be started).
inline std::string run_capture(const std::string& cmd) { return run_command(cmd).out; }

// A scratch directory unique to this process and `name`, emptied when made
// and removed with everything in it at the end of its scope.
// Writes `data` (bytes or text) to `p`, replacing the file; fails the test if it cannot.
inline void write_file(const std::filesystem::path& p, std::span<const std::byte> data) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
  REQUIRE_MESSAGE(out.good(), "cannot write " << p.string());
}
inline void write_file(const std::filesystem::path& p, std::string_view text) {
  write_file(p, std::as_bytes(std::span<const char>(text.data(), text.size())));
}

struct scratch_dir {
  std::filesystem::path path;
  explicit scratch_dir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("mlirbc-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  scratch_dir(const scratch_dir&) = delete;
  scratch_dir& operator=(const scratch_dir&) = delete;
  ~scratch_dir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
};

// A full disk at a byte the test chooses: while this lives, files of this
// process cannot grow past `bytes` (RLIMIT_FSIZE); a write past it fails with
// EFBIG (SIGXFSZ is ignored meanwhile). Pipes and terminals are not limited.
class file_size_limit {
 public:
  explicit file_size_limit(std::uint64_t bytes) {
    REQUIRE(::getrlimit(RLIMIT_FSIZE, &saved_) == 0);
    previous_ = ::signal(SIGXFSZ, SIG_IGN);
    ::rlimit lowered = saved_;
    lowered.rlim_cur = static_cast<::rlim_t>(bytes);
    REQUIRE(::setrlimit(RLIMIT_FSIZE, &lowered) == 0);
  }
  file_size_limit(const file_size_limit&) = delete;
  file_size_limit& operator=(const file_size_limit&) = delete;
  ~file_size_limit() {
    ::setrlimit(RLIMIT_FSIZE, &saved_);
    ::signal(SIGXFSZ, previous_);
  }

 private:
  ::rlimit saved_{};
  ::sighandler_t previous_ = SIG_DFL;
};

// Deterministic bytes (xorshift32 from `seed`), different per seed: data for weights and tensors.
inline std::vector<std::byte> pattern_bytes(std::size_t n, std::uint32_t seed) {
  std::vector<std::byte> v(n);
  std::uint32_t x = 2463534242u ^ seed;
  for (auto& b : v) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    b = static_cast<std::byte>(x);
  }
  return v;
}

// Every .mlirbc fixture under tests/data, sorted.
inline std::vector<std::filesystem::path> fixture_files() {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(data_dir()))
    if (e.path().extension() == ".mlirbc") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The bytes of a string of hex digit pairs ("0a1B" -> 0x0A 0x1B).
inline std::vector<std::byte> from_hex(const std::string& hex) {
  std::vector<std::byte> out;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    out.push_back(static_cast<std::byte>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}

// One row of tests/data/resources.tsv: a blob as the fixture source's .mlir
// gives it (the source's stem, the blob's key, alignment and data).
struct resource_row {
  std::string source, key;
  std::uint64_t alignment = 0;
  std::vector<std::byte> data;
};
// Every row of tests/data/resources.tsv, in file order. Fields are split at
// tabs only: keys may hold any other byte.
inline std::vector<resource_row> resource_rows() {
  std::vector<resource_row> rows;
  std::istringstream in(read_text(data_dir() / "resources.tsv"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string source, key, alignment, hex;
    std::getline(fields, source, '\t');
    std::getline(fields, key, '\t');
    std::getline(fields, alignment, '\t');
    std::getline(fields, hex, '\t');
    rows.push_back({source, key, std::stoull(alignment), from_hex(hex)});
  }
  return rows;
}

// ---- hand-built files

inline void put_varint(std::vector<std::byte>& b, std::uint64_t v) {
  std::byte tmp[9];
  const std::size_t n = mlirbc::encode_varint(v, tmp);
  b.insert(b.end(), tmp, tmp + n);
}
inline void put_section(std::vector<std::byte>& f, std::uint8_t id, const std::vector<std::byte>& payload) {
  f.push_back(std::byte{id});
  put_varint(f, payload.size());
  f.insert(f.end(), payload.begin(), payload.end());
}
// The zigzag encoding of signed varints.
inline std::uint64_t zigzag(std::int64_t v) {
  return (static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63);
}
// A version-0 file: producer `producer`, a string section of `strings`, the
// given dialect, attr/type offset and attr/type sections, and an empty IR.
inline std::vector<std::byte> v0_file(std::string_view producer, const std::vector<std::string_view>& strings,
                                      const std::vector<std::byte>& dialects, const std::vector<std::byte>& offsets,
                                      const std::vector<std::byte>& entries) {
  std::vector<std::byte> f = {std::byte{0x4D}, std::byte{0x4C}, std::byte{0xEF}, std::byte{0x52}};
  put_varint(f, 0);
  for (char c : producer) f.push_back(static_cast<std::byte>(c));
  f.push_back(std::byte{0});
  std::vector<std::byte> table;
  put_varint(table, strings.size());
  for (auto s = strings.rbegin(); s != strings.rend(); ++s) put_varint(table, s->size() + 1);  // sizes in reverse order
  for (std::string_view s : strings) {
    for (char c : s) table.push_back(static_cast<std::byte>(c));
    table.push_back(std::byte{0});
  }
  put_section(f, 0, table);
  put_section(f, 1, dialects);
  put_section(f, 3, offsets);
  put_section(f, 2, entries);
  put_section(f, 4, {std::byte{0x01}});
  return f;
}
// One custom-encoded attribute or type entry: its dialect (0 = builtin,
// 1 = the file's other dialect), its bytes as varints, then raw bytes.
struct custom_entry {
  int dialect = 0;
  std::vector<std::uint64_t> varints;
  std::vector<std::uint8_t> raw = {};
};
// A version-0 file with dialects builtin (0) and `dialect` (1), the given
// custom attribute and type entries (one group each, so dialect order is free)
// and an empty IR. Its strings are "builtin" (0) and `dialect` (1).
inline std::vector<std::byte> custom_entry_file(std::string_view dialect, const std::vector<custom_entry>& attrs,
                                                const std::vector<custom_entry>& types) {
  std::vector<std::byte> dialects;
  put_varint(dialects, 2);
  put_varint(dialects, 0);
  put_varint(dialects, 1);
  std::vector<std::byte> offsets, data;
  put_varint(offsets, attrs.size());
  put_varint(offsets, types.size());
  for (const auto* list : {&attrs, &types}) {
    for (const custom_entry& e : *list) {
      std::vector<std::byte> bytes;
      for (auto v : e.varints) put_varint(bytes, v);
      for (auto b : e.raw) bytes.push_back(std::byte{b});
      put_varint(offsets, static_cast<std::uint64_t>(e.dialect));
      put_varint(offsets, 1);
      put_varint(offsets, (bytes.size() << 1) | 1);
      data.insert(data.end(), bytes.begin(), bytes.end());
    }
  }
  return v0_file("", {"builtin", dialect}, dialects, offsets, data);
}

}  // namespace test_support
