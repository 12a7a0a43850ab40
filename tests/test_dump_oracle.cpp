// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Oracle test for the generic printer: for every project fixture and every
// file of the shared corpus, print_generic's output must equal mlir-opt 22's
//   mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//            --mlir-print-local-scope [--mlir-print-debuginfo] FILE
// byte for byte, except for the (file, mode) pairs listed in
// tests/data/dump_known_failures.txt. Files mlir-opt cannot read are excluded.
//
// Expected text: committed prints where they are known to equal mlir-opt's
// print of that very file (fixtures; corpus versions listed in meta.json's
// *_same_for_versions), otherwise mlir-opt run live, two processes at a time.
// Live prints are cached under $MLIRBC_ORACLE_CACHE (default: a directory in
// the system temp dir), keyed by the file's bytes and mlir-opt's identity.
//
// MLIRBC_WRITE_KNOWN_FAILURES=1 rewrites the known-failures list from the
// current results.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/printing/ir_printer.hpp>

#include "print_support.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

const char* const mlir_opt = test_support::mlir_opt_22;

struct job {
  fs::path file;
  std::string key;    // "data/NAME.vN.mlirbc" or "corpus/CASE/vN.mlirbc"
  std::string group;  // v0-4, v5-6, mlir16, mlir19
  bool debuginfo = false;
  std::string source_name;  // the path mlir-opt was given (loc of an implicit module)
  bool have_expected = false;
  std::string expected;
  // Results.
  bool excluded = false;  // mlir-opt cannot read the file
  bool pass = false;
  bool as_mlir19 = false;  // an MLIR 16 file printed as mlir-opt 19 prints it, not as 22 does
  std::string reason;
};

std::string group_of(const std::string& variant) {
  if (variant == "mlir16" || variant == "mlir19") return variant;
  if (variant.size() == 2 && variant[0] == 'v') return variant[1] <= '4' ? "v0-4" : "v5-6";
  return "other";
}

// The integers of the JSON array under "key" (flat, as in the corpus meta.json).
std::set<int> json_int_array(const std::string& json, const std::string& key) {
  std::set<int> out;
  const auto k = json.find("\"" + key + "\"");
  if (k == std::string::npos) return out;
  const auto open = json.find('[', k);
  const auto close = json.find(']', open);
  std::istringstream in(json.substr(open + 1, close - open - 1));
  std::string item;
  while (std::getline(in, item, ',')) {
    const auto d = item.find_first_of("0123456789");
    if (d != std::string::npos) out.insert(std::stoi(item.substr(d)));
  }
  return out;
}

bool has_alias_or_trailer(const std::string& text) {
  if (!text.empty() && (text[0] == '#' || text[0] == '!')) return true;
  return text.find("\n#") != std::string::npos || text.find("\n!") != std::string::npos ||
         text.find("{-#") != std::string::npos;
}

std::vector<job> collect_jobs() {
  std::vector<job> jobs;
  // Project fixtures: their prints were made from tests/data with relative paths.
  for (const auto& e : fs::directory_iterator(test_support::data_dir())) {
    const fs::path& p = e.path();
    if (p.extension() != ".mlirbc") continue;
    const std::string stem = p.stem().string();
    const std::string variant = stem.substr(stem.rfind('.') + 1);
    for (bool dbg : {false, true}) {
      job j;
      j.file = p;
      j.key = "data/" + p.filename().string();
      j.group = group_of(variant);
      j.debuginfo = dbg;
      j.source_name = p.filename().string();
      fs::path txt = p;
      txt.replace_extension(dbg ? ".generic-debuginfo.txt" : ".generic.txt");
      fs::path unreadable = p;
      unreadable.replace_extension(".unreadable.txt");
      if (fs::exists(txt)) {
        j.have_expected = true;
        j.expected = test_support::read_text(txt);
      } else if (fs::exists(unreadable)) {
        j.excluded = true;
      }
      jobs.push_back(std::move(j));
    }
  }
  if (!test_support::have_corpus()) return jobs;
  for (const auto& c : fs::directory_iterator(test_support::corpus_dir())) {
    if (!c.is_directory()) continue;
    const fs::path dir = c.path();
    const std::string meta = test_support::read_text(dir / "meta.json");
    const auto same_plain = json_int_array(meta, "generic_same_for_versions");
    const auto same_dbg = json_int_array(meta, "generic-debuginfo_same_for_versions");
    std::string plain_txt, dbg_txt;
    bool plain_ok = false, dbg_ok = false;
    if (fs::exists(dir / "generic.txt")) {
      // Printed without --mlir-print-local-scope: equal to the local-scope
      // print plus one final newline when it has no aliases and no resources.
      plain_txt = test_support::read_text(dir / "generic.txt");
      plain_ok = !has_alias_or_trailer(plain_txt) && plain_txt.size() >= 2 &&
                 plain_txt.compare(plain_txt.size() - 2, 2, "\n\n") == 0;
      if (plain_ok) plain_txt.pop_back();
    }
    if (fs::exists(dir / "generic-debuginfo-local-scope.txt")) {
      dbg_txt = test_support::read_text(dir / "generic-debuginfo-local-scope.txt");
      dbg_ok = true;
    }
    for (const auto& e : fs::directory_iterator(dir)) {
      const fs::path& p = e.path();
      if (p.extension() != ".mlirbc") continue;
      const std::string variant = p.stem().string();
      for (bool dbg : {false, true}) {
        job j;
        j.file = p;
        j.key = "corpus/" + dir.filename().string() + "/" + p.filename().string();
        j.group = group_of(variant);
        j.debuginfo = dbg;
        j.source_name = p.string();
        if (variant.size() == 2 && variant[0] == 'v') {
          const int v = variant[1] - '0';
          if (!dbg && plain_ok && same_plain.count(v)) {
            j.have_expected = true;
            j.expected = plain_txt;
          }
          if (dbg && dbg_ok && same_dbg.count(v)) {
            j.have_expected = true;
            j.expected = dbg_txt;
          }
          // The committed prints are of v6.mlirbc, run from the case folder.
          if (j.have_expected) j.source_name = "v6.mlirbc";
        }
        jobs.push_back(std::move(j));
      }
    }
  }
  std::sort(jobs.begin(), jobs.end(), [](const job& a, const job& b) {
    return a.key != b.key ? a.key < b.key : a.debuginfo < b.debuginfo;
  });
  return jobs;
}

std::uint64_t fnv1a(const std::vector<std::byte>& data, std::uint64_t h = 1469598103934665603ull) {
  for (const std::byte b : data) {
    h ^= static_cast<std::uint8_t>(b);
    h *= 1099511628211ull;
  }
  return h;
}

fs::path cache_dir() {
  if (const char* env = std::getenv("MLIRBC_ORACLE_CACHE")) return env;
  return fs::temp_directory_path() / ("mlirbc-oracle-cache-" + std::to_string(getuid()));
}

std::string cache_key(const std::vector<std::byte>& bytes, bool dbg) {
  struct stat st {};
  ::stat(mlir_opt, &st);
  const std::uint64_t tool = static_cast<std::uint64_t>(st.st_mtime) * 1000003u + static_cast<std::uint64_t>(st.st_size);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%016llx-%zu-%llx-%c", static_cast<unsigned long long>(fnv1a(bytes)), bytes.size(),
                static_cast<unsigned long long>(tool), dbg ? 'd' : 'g');
  return buf;
}

// Runs mlir-opt on `path`; false when it cannot read the file.
bool run_mlir_opt(const std::string& path, bool dbg, std::string& out) {
  std::string cmd = std::string(mlir_opt) +
                    " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope";
  if (dbg) cmd += " --mlir-print-debuginfo";
  cmd += " '" + path + "' 2>/dev/null";
  auto r = test_support::run_command(cmd);
  out += r.out;
  return r.status == 0;
}

// Expected text of a job without a committed print: from the cache or live.
bool live_expected(job& j, const std::vector<std::byte>& bytes) {
  const fs::path dir = cache_dir();
  const fs::path ok = dir / (cache_key(bytes, j.debuginfo) + ".txt");
  const fs::path bad = dir / (cache_key(bytes, j.debuginfo) + ".unreadable");
  if (fs::exists(ok)) {
    j.expected = test_support::read_text(ok);
    return true;
  }
  if (fs::exists(bad)) return false;
  std::string out;
  const bool readable = run_mlir_opt(j.source_name, j.debuginfo, out);
  std::error_code ec;
  fs::create_directories(dir, ec);
  const fs::path target = readable ? ok : bad;
  const fs::path tmp = target.string() + ".tmp" + std::to_string(getpid());
  {
    std::ofstream f(tmp, std::ios::binary);  // a cache: a failed write only costs a rerun
    f << out;
  }
  fs::rename(tmp, target, ec);
  j.expected = std::move(out);
  return readable;
}

void run_job(job& j) {
  if (j.excluded) return;
  const auto bytes = test_support::read_bytes(j.file);
  if (!j.have_expected && !live_expected(j, bytes)) {
    j.excluded = true;
    return;
  }
  auto b = bytecode::open(bytes);
  if (!b) {
    j.reason = "open: " + b.err().message();
    return;
  }
  std::string got;
  print_options opt;
  opt.debuginfo = j.debuginfo;
  opt.source_name = j.source_name;
  const error e = print_generic(*b, got, opt, mlir_opt_dialects());
  std::string parallel;  // functions printed on three threads: the same text
  opt.threads = 3;
  const error pe = print_generic(*b, parallel, opt, mlir_opt_dialects());
  if (parallel != got || pe.code != e.code) {
    j.reason = "--threads 3 prints differently";
    return;
  }
  if (got == j.expected && !e) {
    j.pass = true;
    return;
  }
  if (e) {
    j.reason = e.message();
    return;
  }
  // A version 0-4 file of MLIR 16 prints by MLIR 19's definitions, the release nearest at
  // or after its producer's (docs/producers.md, point 5): where 19 and 22 differ on what is
  // inherent (affine.if's condition), its mlir-opt is the reference.
  if (j.group == "mlir16" && test_support::oracle(test_support::mlir_opt_19)) {
    std::string cmd = std::string(test_support::mlir_opt_19) +
                      " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope";
    if (j.debuginfo) cmd += " --mlir-print-debuginfo";
    const auto r19 = test_support::run_command(cmd + " '" + j.source_name + "' 2>/dev/null");
    if (r19.status == 0 && r19.out == got) {
      j.pass = j.as_mlir19 = true;
      return;
    }
  }
  std::size_t line = 1, i = 0;
  while (i < got.size() && i < j.expected.size() && got[i] == j.expected[i]) line += got[i++] == '\n' ? 1u : 0u;
  j.reason = "output differs from line " + std::to_string(line);
}

fs::path known_failures_path() { return test_support::data_dir() / "dump_known_failures.txt"; }

// "KEY MODE REASON" per line; '#' starts a comment line.
std::set<std::string> read_known_failures() {
  std::set<std::string> out;
  std::ifstream in(known_failures_path());
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto a = line.find(' ');
    const auto b = line.find(' ', a + 1);
    out.insert(line.substr(0, b == std::string::npos ? line.size() : b));
  }
  return out;
}

std::string mode_key(const job& j) { return j.key + (j.debuginfo ? " debuginfo" : " generic"); }

}  // namespace

TEST_CASE("dump matches mlir-opt's generic print on every fixture and corpus file") {
  if (!test_support::oracle(mlir_opt)) return;
  std::vector<job> jobs = collect_jobs();
  REQUIRE(!jobs.empty());

  // Two workers: mlir-opt runs dominate and the machine has two cores.
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < jobs.size();) run_job(jobs[i]);
  };
  std::thread t1(worker), t2(worker);
  t1.join();
  t2.join();

  if (std::getenv("MLIRBC_WRITE_KNOWN_FAILURES") != nullptr) {
    std::ofstream out(known_failures_path());
    out << "# (file, mode) pairs where `mlirbc dump` does not yet match mlir-opt 22; written by\n"
           "# MLIRBC_WRITE_KNOWN_FAILURES=1 build/tests/test_dump_oracle. Format: KEY MODE REASON.\n";
    for (const job& j : jobs)
      if (!j.excluded && !j.pass) out << mode_key(j) << ' ' << j.reason << '\n';
  }

  const std::set<std::string> known = read_known_failures();
  std::map<std::string, std::array<std::uint64_t, 3>> counts;  // group -> pass, total, excluded
  std::vector<std::string> fixed;
  for (const job& j : jobs) {
    auto& c = counts[j.group + (j.debuginfo ? " debuginfo" : " generic")];
    if (j.excluded) {
      ++c[2];
      continue;
    }
    ++c[1];
    if (j.pass) ++c[0];
    const bool listed = known.count(mode_key(j)) != 0;
    if (j.pass && listed) fixed.push_back(mode_key(j));
    if (!j.pass && !listed) {
      CAPTURE(j.reason);
      FAIL_CHECK("regression: " << mode_key(j));
    }
  }
  std::ostringstream msg;
  msg << "dump vs mlir-opt (pass/total, excluded = unreadable by mlir-opt):";
  for (const auto& [g, c] : counts) msg << "\n  " << g << ": " << c[0] << "/" << c[1] << " (excluded " << c[2] << ")";
  msg << "\n  MLIR 16 files printed as mlir-opt 19 prints them (19 and 22 differ on what is inherent): "
      << std::count_if(jobs.begin(), jobs.end(), [](const job& j) { return j.as_mlir19; });
  MESSAGE(msg.str());
  if (!fixed.empty()) {
    std::ostringstream f;
    f << fixed.size() << " listed known failures now pass; remove them from " << known_failures_path().string();
    for (std::size_t i = 0; i < fixed.size() && i < 20; ++i) f << "\n  " << fixed[i];
    MESSAGE(f.str());
  }
}

TEST_CASE("dump with resources matches mlir-opt's resource block (prints without local scope)") {
  if (!test_support::have_corpus()) {
    MESSAGE("corpus sweep skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  // Without --mlir-print-local-scope mlir-opt prints `{-# ... #-}` after the
  // module; with no aliases the rest equals the local-scope print. The
  // committed generic.txt prints are of that kind.
  const std::set<std::string> known = read_known_failures();
  std::uint64_t checked = 0;
  for (const auto& c : fs::directory_iterator(test_support::corpus_dir())) {
    const fs::path txt = c.path() / "generic.txt";
    if (!fs::exists(txt)) continue;
    std::string want = test_support::read_text(txt);
    if (want.find("\n{-#\n") == std::string::npos) continue;
    const std::string body = want.substr(0, want.find("\n{-#\n"));
    if (has_alias_or_trailer(body)) continue;
    const std::string meta = test_support::read_text(c.path() / "meta.json");
    for (const int v : json_int_array(meta, "generic_same_for_versions")) {
      const std::string name = "v" + std::to_string(v) + ".mlirbc";
      const std::string key = "corpus/" + c.path().filename().string() + "/" + name;
      if (known.count(key + " generic") != 0 || !fs::exists(c.path() / name)) continue;
      CAPTURE(key);
      const auto bytes = test_support::read_bytes(c.path() / name);
      auto b = bytecode::open(bytes);
      REQUIRE(b);
      std::string got;
      print_options opt;
      opt.resources = true;
      CHECK(!print_generic(*b, got, opt, mlir_opt_dialects()));
      CHECK(got == want);
      ++checked;
    }
  }
  CHECK(checked > 0);
  MESSAGE("resource blocks checked: " << checked);
}

namespace {
std::string run_cli(const std::string& args, int& status) {
  auto r = test_support::run_command(std::string(MLIRBC_CLI) + " " + args + " 2>/dev/null");
  status = r.status;
  return std::move(r.out);
}
}  // namespace

TEST_CASE("mlirbc dump and stats on the command line") {
  for (const char* name : {"branches.v6", "unregistered.v0", "isolated.v3"}) {
    CAPTURE(name);
    const fs::path bc = test_support::data_dir() / (std::string(name) + ".mlirbc");
    int status = 0;
    CHECK(run_cli("dump '" + bc.string() + "'", status) ==
          test_support::read_text(test_support::data_dir() / (std::string(name) + ".generic.txt")));
    CHECK(status == 0);
    CHECK(run_cli("dump --debuginfo '" + bc.string() + "'", status) ==
          test_support::read_text(test_support::data_dir() / (std::string(name) + ".generic-debuginfo.txt")));
    CHECK(status == 0);
    // The op count of stats equals the number of op lines mlir-opt printed.
    const std::string print = test_support::read_text(test_support::data_dir() / (std::string(name) + ".generic.txt"));
    std::size_t ops = 0;
    std::istringstream in(print);
    for (std::string line; std::getline(in, line);) {
      const auto i = line.find_first_not_of(' ');
      if (i != std::string::npos && (line[i] == '"' || line[i] == '%')) ++ops;
    }
    const std::string json = run_cli("stats --json '" + bc.string() + "'", status);
    CHECK(status == 0);
    CHECK(json.find("\"ops\": " + std::to_string(ops) + ",") != std::string::npos);
    // Decoding on helper threads changes nothing in the report.
    CHECK(run_cli("stats --json --threads 3 '" + bc.string() + "'", status) == json);
    CHECK(status == 0);
  }
  int status = 0;
  run_cli("dump /nonexistent.mlirbc", status);
  CHECK(status != 0);
  const std::string any = (test_support::data_dir() / "branches.v6.mlirbc").string();
  for (const char* bad : {"0", "x", "", "99999"}) {
    CAPTURE(bad);
    run_cli(std::string("stats --threads '") + bad + "' '" + any + "'", status);
    CHECK(status == 2);  // usage error
  }
}

// MLIR 19 files that mlir-opt 22 cannot read (op layouts changed between the
// releases) have MLIR 19's own reader as the oracle. Ops the MLIR 19 table
// does not define (its test dialect) are read by fit with MLIR 22's layouts:
// a file must print as mlir-opt 19 prints it, or be refused as unsupported
// (no layout fits), never printed differently — except for `#dlti.dl_spec`,
// which mlirbc prints in the newer form, as mlir-opt 22 does.
TEST_CASE("MLIR 19 files mlir-opt 22 cannot read print as mlir-opt 19 prints them") {
  if (!test_support::oracle(test_support::mlir_opt_19) || !test_support::have_corpus()) return;
  std::vector<fs::path> files;
  for (const auto& c : fs::directory_iterator(test_support::corpus_dir())) {
    const fs::path f = c.path() / "mlir19.mlirbc";
    if (!fs::exists(f)) continue;
    if (test_support::read_text(c.path() / "meta.json").find("\"mlir22_reads_it\": false") != std::string::npos)
      files.push_back(f);
  }
  std::sort(files.begin(), files.end());
  struct outcome {
    bool same = false, refused = false, dlti_only = false, opaque_only = false;
    std::string detail;
  };
  std::vector<outcome> out(files.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < files.size();) {
      outcome& o = out[i];
      const auto want = test_support::run_command(std::string(test_support::mlir_opt_19) +
                                                  " --allow-unregistered-dialect --mlir-print-op-generic "
                                                  "--mlir-print-local-scope '" + files[i].string() + "' 2>/dev/null");
      if (want.status != 0) {
        o.same = true;  // mlir-opt 19 refuses it too: nothing to compare
        continue;
      }
      const auto bytes = test_support::read_bytes(files[i]);
      auto b = bytecode::open(bytes);
      std::string got;
      const error e = b ? print_generic(*b, got, print_options{}, mlir_opt_dialects()) : b.err();
      if (e) {
        o.refused = e.code == errc::unsupported;
        o.detail = e.message();
        continue;
      }
      if (got == want.out) {
        o.same = true;
        continue;
      }
      std::istringstream a(got), w(want.out);
      std::string la, lw;
      o.dlti_only = true;
      o.opaque_only = true;  // properties no layout fits, shown opaque (this test dialect has no MLIR 19 table)
      while (std::getline(a, la) && std::getline(w, lw)) {
        if (la == lw) continue;
        if (la.find("#dlti.dl_spec") == std::string::npos) o.dlti_only = false;
        const auto at = la.find(" <#mlirbc.opaque_properties<\"0x");
        const auto end = at == std::string::npos ? at : la.find("\">>", at);
        if (end == std::string::npos || la.substr(0, at) + la.substr(end + 3) != lw) o.opaque_only = false;
      }
      o.detail = "output differs";
    }
  };
  std::thread t1(worker), t2(worker);
  t1.join();
  t2.join();
  std::size_t same = 0, refused = 0, dlti = 0, opaque = 0;
  for (std::size_t i = 0; i < files.size(); ++i) {
    CAPTURE(files[i].string());
    CAPTURE(out[i].detail);
    if (out[i].same) ++same;
    else if (out[i].refused) ++refused;
    else if (out[i].dlti_only) ++dlti;
    else if (out[i].opaque_only) ++opaque;
    else FAIL_CHECK("printed differently from mlir-opt 19");
  }
  MESSAGE("MLIR 19 files unreadable by mlir-opt 22: " << files.size() << ", printed as mlir-opt 19: " << same
                                                      << ", refused: " << refused
                                                      << ", properties shown opaque (no layout fits): " << opaque
                                                      << ", differing only in #dlti.dl_spec: " << dlti);
  CHECK(same * 10 >= files.size() * 9);
  CHECK(refused * 50 <= files.size());  // before the per-op fit, every test-dialect op was refused
}

TEST_CASE("v0-4 files print as their producer's mlir-opt prints them: MLIR 19's inherent attributes") {
  // tests/data/llvm19/legacy_inherent.vN (regen.sh): written and printed by
  // mlir-opt 19. MLIR 22's definitions would refuse reduction_dims = [1] (an
  // array attribute) and fill in other defaults; nothing is dropped or warned.
  const fs::path dir = test_support::data_dir() / "llvm19";
  int compared = 0;
  for (int v = 0; v <= 4; ++v) {
    const std::string base = "legacy_inherent.v" + std::to_string(v);
    CAPTURE(base);
    const auto bytes = test_support::read_bytes(dir / (base + ".mlirbc"));
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    REQUIRE(b->version() == static_cast<std::uint64_t>(v));
    CHECK(layout_release(*b, mlir_opt_dialects()) == 19);
    format_warnings sink;
    print_options opt;
    opt.warnings = &sink;
    std::string got;
    const error e = print_generic(*b, got, opt, mlir_opt_dialects());
    REQUIRE_MESSAGE(!e, e.message());
    CHECK(sink.count() == 0);
    const std::string want = test_support::read_text(dir / (base + ".generic.txt"));
    CHECK(want.find("reduction_dims = [1]}>") != std::string::npos);
    CHECK(got == want);
    // Read as MLIR 22 reads it, the attribute is not one its definition accepts:
    // it prints in the attribute dictionary, with a warning naming op and attribute.
    dialect_registry as22 = mlir_opt_dialects();
    as22.force_op_layouts(22);
    format_warnings sink22;
    opt.warnings = &sink22;
    std::string got22;
    REQUIRE(!print_generic(*b, got22, opt, as22));
    CHECK(got22.find("<{kind = #vector.kind<maximumf>}> {reduction_dims = [1]}") != std::string::npos);
    const std::vector<error> met = sink22.list();
    REQUIRE(!met.empty());
    CHECK(b->describe(met[0]).find("op 'vector.multi_reduction', attribute 'reduction_dims'") != std::string::npos);
    ++compared;
  }
  CHECK(compared == 5);
}

TEST_CASE("real-world MLIR 19 v0 file (MLIRBC_SHARED_DIR): prints as mlir-opt 19 prints it") {
  if (test_support::realworld_dir().empty()) return;
  const fs::path f = test_support::realworld_dir() / "torch-xla-mosaic" / "flash_attention.L64.mlirbc";
  if (!fs::exists(f)) return;
  const auto bytes = test_support::read_bytes(f);
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  const test_support::generic_print p = test_support::print_with_warnings(*b, mlir_opt_dialects());
  REQUIRE(!p.e);
  CHECK(p.warned.count() == 0);
  CHECK(p.text == test_support::read_text(fs::path(f).replace_extension(".mlir-opt-19.mlir")));
}

// MLIR 16 wrote a scalable vector's number of trailing scalable dimensions, not a
// flag per dimension: mlir-opt 22 and 19 cannot read tests/data/scalable_vectors.mlir16
// (its .unreadable.txt), so its producer's mlir-opt 16 is the oracle, run here.
TEST_CASE("MLIR 16 scalable vectors print as mlir-opt 16 prints them") {
  if (!test_support::oracle(test_support::mlir_opt_16)) return;
  const fs::path file = test_support::data_dir() / "scalable_vectors.mlir16.mlirbc";
  const auto want = test_support::run_command(std::string(test_support::mlir_opt_16) +
                                              " --allow-unregistered-dialect --mlir-print-op-generic "
                                              "--mlir-print-local-scope '" + file.string() + "'");
  REQUIRE(want.status == 0);
  CHECK(want.out.find("vector<2x[4]xf32>") != std::string::npos);
  const auto bytes = test_support::read_bytes(file);
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  std::string got;
  const error e = print_generic(*b, got, print_options{}, mlir_opt_dialects());
  REQUIRE_MESSAGE(!e, e.message());
  CHECK(got == want.out);
}

// The same MLIR 19 v0 file under a producer that names no release: mlirbc takes the
// newest release's definitions, under which vector.multi_reduction's reduction_dims
// differ, and says so (a warning at the producer string, beside the one for the
// attribute MLIR 22's definition refuses; strict mode refuses at the first).
TEST_CASE("v0-4 file whose producer names no release: a warning at the producer where the release matters") {
  auto bytes = test_support::read_bytes(test_support::data_dir() / "llvm19" / "legacy_inherent.v0.mlirbc");
  const std::string producer = "MLIR19.1.7";
  const std::uint64_t at = 5;  // magic (4 bytes), version 0 (1 byte)
  REQUIRE(std::string(reinterpret_cast<const char*>(bytes.data() + at), producer.size()) == producer);
  const std::string other = "SomeTool_1";  // same length: nothing else moves
  for (std::size_t i = 0; i < other.size(); ++i) bytes[at + i] = static_cast<std::byte>(other[i]);
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  format_warnings sink;
  print_options opt;
  opt.warnings = &sink;
  std::string got;
  const error e = print_generic(*b, got, opt, mlir_opt_dialects());
  REQUIRE_MESSAGE(!e, e.message());
  const std::vector<error> met = sink.list();
  const auto it = std::find_if(met.begin(), met.end(), [](const error& w) { return w.section == section_id::header; });
  REQUIRE(it != met.end());
  CHECK(it->code == errc::unsupported);
  CHECK(it->offset == at);
  CHECK(it->message().find("producer names no MLIR release") != std::string::npos);
  // Strict mode refuses at the first rule it meets: the attribute MLIR 22's definition
  // refuses, which the lenient print also reported (its warnings are in file order).
  const auto attr = std::find_if(met.begin(), met.end(), [](const error& w) { return w.section == section_id::attr_type; });
  REQUIRE(attr != met.end());
  limits strict;
  strict.strict = true;
  auto bs = bytecode::open(bytes, strict);
  REQUIRE(bs);
  std::string refused;
  const error es = print_generic(*bs, refused, print_options{}, mlir_opt_dialects());
  CHECK(es.code == attr->code);
  CHECK(es.section == section_id::attr_type);
  CHECK(es.offset == attr->offset);
}
