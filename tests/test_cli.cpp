// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The mlirbc CLI: the table commands (info, resources, extract), pack's errors,
// and the conventions every command follows (README.md "CLI").
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>  // mlir_opt_dialects(): the CLI's tables

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

using run_result = test_support::command_result;
using test_support::scratch_dir;

// Runs the CLI with `args` (shell words), capturing stdout; `stderr_to` is a
// shell redirection of stderr (" 2>&1": captured with stdout).
run_result run_cli(const std::string& args, const std::string& stderr_to = " 2>/dev/null") {
  return test_support::run_command(std::string(MLIRBC_CLI) + " " + args + stderr_to);
}

std::string fixture(const char* name) { return (test_support::data_dir() / name).string(); }

// stdout and stderr apart.
struct split_result {
  int status;
  std::string out, err;
};

split_result run_split(const std::string& args) {
  const fs::path err_file = fs::temp_directory_path() / ("mlirbc-cli-stderr-" + std::to_string(::getpid()));
  const auto r = run_cli(args, " 2>" + err_file.string());
  split_result s{r.status, r.out, test_support::read_text(err_file)};
  fs::remove(err_file);
  return s;
}

std::string hex(std::string_view bytes) {
  std::string out;
  char buf[4];
  for (const char c : bytes) {
    std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned char>(c));
    out += buf;
  }
  return out;
}

const char* const commands[] = {"info", "resources", "extract", "constants", "dump", "stats", "pack"};

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
  const scratch_dir scratch("cli-extract");
  const fs::path& dir = scratch.path;
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
    CHECK(fs::exists(dir / "all" / "builtin" / std::string(e.key)));  // plain keys keep their name
  }
}

TEST_CASE("cli errors: non-zero status and a message naming the problem") {
  const auto missing = run_cli("info /nonexistent.mlirbc", " 2>&1");
  CHECK(missing.status == 1);
  CHECK(missing.out.find("cannot open file") != std::string::npos);

  const auto not_bc = run_cli("info " + (test_support::data_dir() / "MANIFEST.md").string(), " 2>&1");
  CHECK(not_bc.status == 1);
  CHECK(not_bc.out.find("bad magic") != std::string::npos);

  const auto no_key = run_cli("extract " + fixture("resources.v6.mlirbc") + " nokey -o /dev/null", " 2>&1");
  CHECK(no_key.status == 1);
  CHECK(no_key.out.find("no resource with key 'nokey'") != std::string::npos);

  CHECK(run_cli("info").status == 2);
}


TEST_CASE("cli --version prints the project's version; help CMD and CMD --help print the same help on stdout") {
  const auto v = run_split("--version");
  CHECK(v.status == 0);
  CHECK(v.out.rfind(std::string("mlirbc ") + MLIRBC_PROJECT_VERSION + "\n", 0) == 0);
  // Then every op-layout table the CLI reads with, and what it was generated from.
  std::size_t tables = 0;
  for (const mlirbc::op_schema::schema_set* s : mlirbc::mlir_opt_dialects().op_schemas()) {
    REQUIRE(s->origin != nullptr);
    CHECK(v.out.find("  " + std::string(s->origin->table) + " ") != std::string::npos);
    CHECK(v.out.find(std::string(s->name) + ": " + std::string(s->origin->source) + "\n") != std::string::npos);
    ++tables;
  }
  CHECK(tables >= 15);
  for (const char* cmd : commands) {
    CAPTURE(cmd);
    const auto a = run_split(std::string("help ") + cmd);
    const auto b = run_split(std::string(cmd) + " --help");
    const auto c = run_split(std::string(cmd) + " -h");
    CHECK(a.status == 0);
    CHECK(b.status == 0);
    CHECK(a.out.rfind(std::string("usage: mlirbc ") + cmd + " ", 0) == 0);
    CHECK(a.out == b.out);
    CHECK(a.out == c.out);
    CHECK(a.err.empty());
  }
  const auto top = run_split("--help");
  CHECK(top.status == 0);
  for (const char* cmd : commands) CHECK(top.out.find(std::string("  ") + cmd + " ") != std::string::npos);
  CHECK(run_split("help frobnicate").status == 2);
}

TEST_CASE("cli usage errors name the unknown command or option, exit 2, print nothing on stdout") {
  const std::string f = fixture("resources.v6.mlirbc");
  const auto cmd = run_split("frobnicate " + f);
  CHECK(cmd.status == 2);
  CHECK(cmd.err.find("unknown command 'frobnicate'") != std::string::npos);
  CHECK(cmd.err.find("usage:") == std::string::npos);  // a reason, not the whole usage
  // Each command accepts only its own options: `dump --json` is not silently ignored.
  const struct { const char* args; const char* named; } foreign[] = {
      {"dump --json", "'--json'"},      {"info --uses", "'--uses'"},    {"resources --threads 2", "'--threads'"},
      {"stats --debuginfo", "'--debuginfo'"}, {"info --all x", "'--all'"}, {"extract --json", "'--json'"},
      {"info --frob", "'--frob'"}, {"constants --uses", "'--uses'"},
  };
  for (const auto& c : foreign) {
    CAPTURE(c.args);
    const auto r = run_split(std::string(c.args) + " " + f);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(std::string("unknown option ") + c.named) != std::string::npos);
  }
  const auto extra = run_split("info " + f + " " + f);
  CHECK(extra.status == 2);
  CHECK(extra.err.find("unexpected argument") != std::string::npos);
  const auto threads = run_split("stats --threads 0 " + f);
  CHECK(threads.status == 2);
  CHECK(threads.err.find("--threads") != std::string::npos);
}

TEST_CASE("cli --json is valid UTF-8 JSON for keys that are not UTF-8; _hex fields give the exact bytes") {
  const std::string f = fixture("odd_keys.v6.mlirbc");
  auto file = mlirbc::bytecode_file::open(f);
  REQUIRE(file);
  // Strict: decode as UTF-8 (errors raise), then parse; print each key's bytes in hex.
  const std::string check =
      " | /usr/bin/python3 -c 'import json, sys\n"
      "doc = json.loads(sys.stdin.buffer.read().decode(\"utf-8\", errors=\"strict\"))\n"
      "for e in doc: print(e.get(\"key_hex\") or e[\"key\"].encode(\"utf-8\").hex())'";
  const auto r = run_cli("resources --json " + f + check);
  REQUIRE(r.status == 0);
  std::string expected;
  for (const auto& e : file->view().resources().entries()) expected += hex(e.key) + "\n";
  CHECK(r.out == expected);
  CHECK(r.out.find(hex("bad\xff\xfekey")) != std::string::npos);
  // The escaping rule itself: each invalid byte as \u00XX, plus key_hex.
  const auto raw = run_split("resources --json " + f);
  CHECK(raw.out.find(R"("key": "bad\u00ff\u00fekey", "key_hex": "626164fffe6b6579")") != std::string::npos);
  CHECK(raw.out.find(R"("key": "esc\u001b[31mred\u0007bell", "kind")") != std::string::npos);
  for (const char* cmd : {"info --json ", "stats --json ", "resources --uses --json "}) {
    CAPTURE(cmd);
    CHECK(run_cli(cmd + f + check.substr(0, check.find("for e in doc"))  + "'").status == 0);
  }
}

TEST_CASE("cli tables escape control bytes and bytes that are not UTF-8") {
  const auto r = run_split("resources " + fixture("odd_keys.v6.mlirbc"));
  REQUIRE(r.status == 0);
  for (const char c : r.out) CHECK_MESSAGE((static_cast<unsigned char>(c) >= 0x20 || c == '\n'), int(c));
  CHECK(r.out.find(R"(bad\xFF\xFEkey)") != std::string::npos);
  CHECK(r.out.find(R"(esc\x1B[31mred\x07bell)") != std::string::npos);
  const auto missing = run_split("extract " + fixture("odd_keys.v6.mlirbc") + " \"$(printf '\\033[2J')\" -o /dev/null");
  CHECK(missing.status == 1);
  CHECK(missing.err.find(R"(no resource with key '\x1B[2J')") != std::string::npos);
}

TEST_CASE("cli: a failing command writes nothing to stdout (resources --json on a corrupt blob header)") {
  const std::string f = fixture("resources.v6.mlirbc");
  auto bytes = test_support::read_bytes(f);
  auto b = mlirbc::bytecode::open(bytes);
  REQUIRE(b);
  // The last blob's alignment varint (its entry's first byte) becomes 3: not a power of two.
  const mlirbc::resource_entry* last = nullptr;
  for (const auto& e : b->resources().entries())
    if (e.kind == mlirbc::resource_kind::blob && !e.empty()) last = &e;
  REQUIRE(last != nullptr);
  bytes[static_cast<std::size_t>(last->offset)] = std::byte{3 << 1 | 1};
  scratch_dir dir("corrupt");
  const fs::path bad = dir.path / "bad.mlirbc";
  test_support::write_file(bad, bytes);
  for (const char* cmd : {"resources --json ", "resources "}) {
    const auto r = run_split(cmd + bad.string());
    CHECK(r.status == 1);
    CHECK(r.out.empty());
    CHECK(r.err.find("alignment") != std::string::npos);
  }
}

TEST_CASE("cli extract: -o - is stdout; write errors say why") {
  const std::string f = fixture("odd_keys.v6.mlirbc");
  scratch_dir dir("stdout");
  const auto r = run_cli("extract " + f + " a_b -o -");  // a file named '-' would appear in the cwd
  CHECK(r.status == 0);
  CHECK(r.out == "\x07\x08");
  CHECK_FALSE(fs::exists("-"));
  const auto full = run_split("extract " + f + " a_b -o /dev/full");
  CHECK(full.status == 1);
  CHECK(full.err.find("'/dev/full': " + std::string(std::strerror(ENOSPC))) != std::string::npos);
  const auto to_full = run_split("info " + f + " >/dev/full");  // popen's pipe is replaced
  CHECK(to_full.status == 1);
  CHECK(to_full.err.find(std::strerror(ENOSPC)) != std::string::npos);
  const auto no_dir = run_split("extract " + f + " a_b -o " + (dir.path / "no" / "such").string());
  CHECK(no_dir.status == 1);
  CHECK(no_dir.err.find(std::strerror(ENOENT)) != std::string::npos);
}

TEST_CASE("cli extract --all: distinct keys give distinct files, by the documented mapping; no silent overwrite") {
  const std::string f = fixture("odd_keys.v6.mlirbc");
  auto file = mlirbc::bytecode_file::open(f);
  REQUIRE(file);
  scratch_dir dir("all");
  const std::string out = (dir.path / "out").string();
  REQUIRE(run_cli("extract " + f + " --all " + out).status == 0);
  const std::pair<const char*, const char*> names[] = {
      {"a/b", "a%2Fb"}, {"a_b", "a_b"}, {"100%", "100%25"}, {"bad\xff\xfekey", "bad%FF%FEkey"},
      {"esc\x1b[31mred\x07" "bell", "esc%1B[31mred%07bell"}};
  for (const auto& entry : names) {
    const char* const key = entry.first;
    const char* const name = entry.second;
    CAPTURE(name);
    auto blob = file->view().find_blob("builtin", key);
    REQUIRE(blob);
    const auto got = test_support::read_bytes(dir.path / "out" / "builtin" / name);
    REQUIRE(got.size() == blob->data.size());
    CHECK(std::memcmp(got.data(), blob->data.data(), got.size()) == 0);
  }
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path / "out" / "builtin")) ++files;
  CHECK(files == file->view().resources().size());
  const auto again = run_split("extract " + f + " --all " + out);
  CHECK(again.status == 1);
  CHECK(again.err.find("--force") != std::string::npos);
  CHECK(run_cli("extract " + f + " --all " + out + " --force").status == 0);
  CHECK(run_split("extract " + f + " a_b --force -o x").status == 2);  // --force goes with --all
}

TEST_CASE("cli pack: errors name the weight, the sizes and the rule; the default alignment loads in mlir-opt") {
  scratch_dir dir("pack");
  const fs::path in = dir.path / "w.bin";
  test_support::write_file(in, std::vector<std::byte>(64, std::byte{1}));
  const std::string out = (dir.path / "out.mlirbc").string();
  const auto shape = run_split("pack " + out + " w0=" + in.string() + ":f32:3x3");
  CHECK(shape.status == 1);
  CHECK(shape.err.find("weight 'w0'") != std::string::npos);
  CHECK(shape.err.find("64 bytes") != std::string::npos);
  CHECK(shape.err.find("needs 36 bytes") != std::string::npos);
  CHECK(shape.err.find("elements x element size") != std::string::npos);
  CHECK_FALSE(fs::exists(out));
  const auto multiple = run_split("pack " + out + " w1=" + in.string() + ":f64 w2=" + in.string() + ":bf16:3");
  CHECK(multiple.status == 1);
  CHECK(multiple.err.find("weight 'w2'") != std::string::npos);
  const auto name = run_split("pack " + out + " 2w=" + in.string() + ":f32");
  CHECK(name.status == 2);
  CHECK(name.err.find("bare identifier") != std::string::npos);
  CHECK(run_split("pack " + out + " w=" + in.string() + ":f32 w=" + in.string() + ":i8").err.find("'w' is given twice") !=
        std::string::npos);
  const auto align = run_split("pack " + out + " w=" + in.string() + ":f32 --align 64");
  CHECK(align.status == 0);
  CHECK(align.err.find("warning: mlir-opt 22 may refuse") != std::string::npos);
  if (!test_support::have_mlir_opt()) return;
  for (int v = 0; v <= 6; ++v) {
    CAPTURE(v);
    REQUIRE(run_split("pack " + out + " w=" + in.string() + ":f32:4x4 b=" + in.string() + ":i8 --version " +
                      std::to_string(v)).status == 0);
    const std::string opt = std::string(test_support::mlir_opt_22) + " " + out + " -o /dev/null 2>&1; echo status=$?";
    CHECK(test_support::run_capture(opt) == "status=0\n");
  }
}
