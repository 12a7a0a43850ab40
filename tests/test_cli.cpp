// The mlirbc CLI's table commands: info, resources, extract, and its errors.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include <mlirbc.hpp>

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

struct run_result {
  int status;
  std::string out;
};

// Runs the CLI with `args` (shell words), capturing stdout (and stderr when asked).
run_result run_cli(const std::string& args, bool merge_stderr = false) {
  const std::string cmd = std::string(MLIRBC_CLI) + " " + args + (merge_stderr ? " 2>&1" : " 2>/dev/null");
  FILE* p = ::popen(cmd.c_str(), "r");
  REQUIRE(p != nullptr);
  std::string out;
  char buf[4096];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  const int st = ::pclose(p);
  return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, out};
}

std::string fixture(const char* name) { return (test_support::data_dir() / name).string(); }

}  // namespace

TEST_CASE("cli info --json: version, producer and sections agree with the library") {
  const std::string path = fixture("resources.v5.mlirbc");
  auto file = mlirbc::bytecode_file::open(path);
  REQUIRE(file);
  const auto r = run_cli("info --json " + path);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("\"version\": 5") != std::string::npos);
  CHECK(r.out.find("\"producer\": \"" + std::string(file->view().producer()) + "\"") != std::string::npos);
  for (const auto& s : file->view().layout().sections) {
    if (!s.present) continue;
    const std::string entry = std::string("\"name\": \"") + mlirbc::section_name(s.id) +
                              "\", \"offset\": " + std::to_string(s.offset) +
                              ", \"length\": " + std::to_string(s.length);
    CHECK_MESSAGE(r.out.find(entry) != std::string::npos, entry);
  }
}

TEST_CASE("cli resources --json: the offset of each blob points at its data in the file") {
  const std::string path = fixture("resources.v6.mlirbc");
  const auto r = run_cli("resources --json " + path);
  REQUIRE(r.status == 0);
  const auto bytes = test_support::read_bytes(path);
  auto b = mlirbc::bytecode::open(bytes);
  REQUIRE(b);
  int seen = 0;
  for (const auto& e : b->resources().entries()) {
    if (e.empty()) continue;
    auto bl = b->get_blob(e);
    REQUIRE(bl);
    const std::string entry = "\"key\": \"" + std::string(e.key) + "\", \"kind\": \"blob\", \"external\": false, " +
                              "\"size\": " + std::to_string(bl->data.size()) + ", \"alignment\": " +
                              std::to_string(bl->alignment) + ", \"offset\": " + std::to_string(bl->offset);
    CHECK_MESSAGE(r.out.find(entry) != std::string::npos, entry);
    CHECK(std::memcmp(bytes.data() + bl->offset, bl->data.data(), bl->data.size()) == 0);
    ++seen;
  }
  CHECK(seen == 5);
}

TEST_CASE("cli extract: writes exactly the blob's data bytes; --all writes every resource") {
  const std::string path = fixture("resources.v6.mlirbc");
  const fs::path dir = fs::temp_directory_path() / ("mlirbc-cli-test-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path out = dir / "one.bin";
  REQUIRE(run_cli("extract " + path + " r_i64_a8 -o " + out.string()).status == 0);
  const auto got = test_support::read_bytes(out);
  auto file = mlirbc::bytecode_file::open(path);
  REQUIRE(file);
  auto bl = file->view().find_blob("builtin", "r_i64_a8");
  REQUIRE(bl);
  REQUIRE(got.size() == bl->data.size());
  CHECK(std::memcmp(got.data(), bl->data.data(), got.size()) == 0);

  REQUIRE(run_cli("extract " + path + " --all " + (dir / "all").string()).status == 0);
  for (const auto& e : file->view().resources().entries()) {
    CHECK(fs::exists(dir / "all" / "builtin" / std::string(e.key)));
  }
  fs::remove_all(dir);
}

TEST_CASE("cli errors: non-zero status and a message naming the problem") {
  const auto missing = run_cli("info /nonexistent.mlirbc", true);
  CHECK(missing.status == 1);
  CHECK(missing.out.find("cannot open file") != std::string::npos);

  const auto not_bc = run_cli("info " + (test_support::data_dir() / "MANIFEST.md").string(), true);
  CHECK(not_bc.status == 1);
  CHECK(not_bc.out.find("bad magic") != std::string::npos);

  const auto no_key = run_cli("extract " + fixture("resources.v6.mlirbc") + " nokey -o /dev/null", true);
  CHECK(no_key.status == 1);
  CHECK(no_key.out.find("no resource with key 'nokey'") != std::string::npos);

  CHECK(run_cli("frobnicate").status == 2);
  CHECK(run_cli("info").status == 2);
}
