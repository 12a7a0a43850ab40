// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Differential test against mlir-opt 22 on mutated files (docs/hostile-input.md,
// "Differential testing against mlir-opt").
//
// Mutants are made by tests/mutate.hpp from a seed, then read by
//   mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//            --mlir-print-local-scope [--mlir-print-debuginfo] FILE
// (10 s timeout) and by mlirbc (bytecode::open + print_generic with the
// plug-ins mlir-opt has, in a forked child so that a crash or a hang is
// recorded instead of ending the run). Each mutant falls in one class:
// both refuse, both read and print the same, both read and print differently,
// only mlir-opt reads, only mlirbc reads, mlir-opt crashes or hangs, mlirbc
// crashes or hangs.
//
// Two runs:
//  - the fixed set (always): every fixture of tests/data with one mutant of
//    every mutation kind; its disagreements must be exactly those listed in
//    tests/regressions/differential-fixed-set.txt;
//  - a campaign (MLIRBC_DIFF_CAMPAIGN=1, a step of .ci/run): seeded mutants of
//    the fixtures and of the corpus (with MLIRBC_SHARED_DIR), until a count or
//    a time box.
//
// Environment:
//   MLIRBC_DIFF_JOBS=N            mlir-opt processes at once (default 2)
//   MLIRBC_DIFF_SAVE=DIR          write every disagreement (the mutant and a note) to DIR
//   MLIRBC_DIFF_VERBOSE=1         one line per mutant on stderr
//   MLIRBC_DIFF_WRITE_FIXED_SET=1 rewrite the fixed set's list from this run
//   MLIRBC_DIFF_MLIRBC_ONLY=1     the fixed set's mutants are read by mlirbc alone: no crash,
//                                 warnings only where strict mode refuses, and the listed
//                                 disagreements keep mlirbc's side. For .ci/run's later runs of
//                                 the suite (shared sweep, sanitizers, coverage): its first run
//                                 has already compared them with mlir-opt.
// and for the campaign:
//   MLIRBC_DIFF_SEED=N            seed (default below)
//   MLIRBC_DIFF_MUTANTS=N         stop after N mutants (default 4000)
//   MLIRBC_DIFF_BUDGET_SECONDS=S  stop after S seconds (default 60; 30 with sanitizers)
//   MLIRBC_DIFF_MINIMIZE=1        with _SAVE: first minimize the first mutant of each new class
//   MLIRBC_DIFF_SOURCES=W         all (default), data (tests/data only) or corpus
#include <doctest/doctest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/printing/ir_printer.hpp>

#include "mutate.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;
using bytes = std::vector<std::byte>;
using clock_type = std::chrono::steady_clock;

namespace {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(undefined_behavior_sanitizer)
constexpr bool sanitized = true;
#else
constexpr bool sanitized = false;
#endif
#else
constexpr bool sanitized = false;
#endif

constexpr std::uint64_t default_seed = 0x6d6c697262633135ull;  // "mlirbc15"
constexpr std::uint64_t mutants_per_source = 8;
constexpr std::uint64_t max_source_bytes = 64 * 1024;
constexpr int mlir_opt_timeout_s = 10;
constexpr int mlirbc_timeout_s = sanitized ? 60 : 10;

std::uint64_t env_u64(const char* name, std::uint64_t fallback) {
  const char* v = std::getenv(name);
  if (v == nullptr || *v == '\0') return fallback;
  return std::strtoull(v, nullptr, 0);
}

// ---- classes

enum class cls : std::uint8_t {
  both_refuse,
  both_same,
  both_differ,
  only_mlir_opt,
  only_mlirbc,
  mlir_opt_crash,
  mlirbc_crash,
};
constexpr std::size_t num_classes = 7;
const char* cls_name(cls c) {
  switch (c) {
    case cls::both_refuse: return "both-refuse";
    case cls::both_same: return "both-same";
    case cls::both_differ: return "both-differ";
    case cls::only_mlir_opt: return "only-mlir-opt-reads";
    case cls::only_mlirbc: return "only-mlirbc-reads";
    case cls::mlir_opt_crash: return "mlir-opt-crash-or-hang";
    case cls::mlirbc_crash: return "mlirbc-crash-or-hang";
  }
  return "?";
}

// ---- mlir-opt

enum class outcome : std::uint8_t { reads, refuses, crash, hang };

struct tool_result {
  outcome o = outcome::refuses;
  std::string text;     // the print when it reads
  std::string message;  // mlir-opt: first line of stderr; mlirbc: the error's message
  std::string key;      // mlirbc: "section: what: code" of the error
  std::uint64_t warnings = 0;
  bool strict_refuses = false;
};

std::string first_line(const std::string& s) {
  const auto nl = s.find('\n');
  return nl == std::string::npos ? s : s.substr(0, nl);
}

void sleep_ms(long ms) {
  timespec ts{0, ms * 1000000L};
  ::nanosleep(&ts, nullptr);
}

// A running mlir-opt: its stdout and stderr go to files.
struct oracle_run {
  pid_t pid = -1;
  std::string file;
  fs::path out, err;
  clock_type::time_point start;
};

oracle_run start_mlir_opt(const fs::path& file, bool debuginfo, const fs::path& scratch, const std::string& tag) {
  oracle_run r;
  r.out = scratch / (tag + ".out");
  r.err = scratch / (tag + ".err");
  r.file = file.string();
  std::vector<std::string> args = {test_support::mlir_opt_22, "--allow-unregistered-dialect",
                                   "--mlir-print-op-generic", "--mlir-print-local-scope"};
  if (debuginfo) args.push_back("--mlir-print-debuginfo");
  args.push_back(file.string());
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  const std::string out = r.out.string(), err = r.err.string();
  r.start = clock_type::now();
  r.pid = ::fork();
  if (r.pid == 0) {
    // Only async-signal-safe calls until exec.
    const int in = ::open("/dev/null", O_RDONLY);
    const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || o < 0 || e < 0) ::_exit(127);
    ::dup2(in, 0);
    ::dup2(o, 1);
    ::dup2(e, 2);
    // A mutant may make mlir-opt allocate what the file declares: cap its
    // address space (an allocation failure then aborts it: a crash).
    const rlimit as{std::uint64_t{4} << 30, std::uint64_t{4} << 30};
    ::setrlimit(RLIMIT_AS, &as);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return r;
}

// What a finished mlir-opt did; nothing while it still runs within its time.
std::optional<tool_result> poll_mlir_opt(oracle_run& r) {
  int st = 0;
  bool timed_out = false;
  const pid_t w = ::waitpid(r.pid, &st, WNOHANG);
  if (w == 0) {
    if (clock_type::now() < r.start + std::chrono::seconds(mlir_opt_timeout_s)) return std::nullopt;
    ::kill(r.pid, SIGKILL);
    ::waitpid(r.pid, &st, 0);
    timed_out = true;
  } else if (w < 0) {
    st = -1;
  }
  tool_result res;
  std::string err = test_support::read_text(r.err);
  // Messages name the mutant's scratch path; reports name it FILE.
  for (std::size_t at; (at = err.find(r.file)) != std::string::npos;) err.replace(at, r.file.size(), "FILE");
  res.message = first_line(err);
  // After a crash LLVM prints a banner; the line before it says what broke.
  if (const auto banner = err.find("PLEASE submit a bug report"); banner != std::string::npos && banner > 0) {
    const auto line_start = err.rfind('\n', banner - 2);
    res.message = err.substr(line_start == std::string::npos ? 0 : line_start + 1,
                             banner - 1 - (line_start == std::string::npos ? 0 : line_start + 1));
  }
  if (timed_out) {
    res.o = outcome::hang;
    res.message = "timeout after " + std::to_string(mlir_opt_timeout_s) + " s";
  } else if (st == -1 || !WIFEXITED(st)) {
    res.o = outcome::crash;
    if (st != -1 && WIFSIGNALED(st)) res.message = "signal " + std::to_string(WTERMSIG(st)) + ": " + res.message;
  } else if (err.find("LLVM ERROR") != std::string::npos || err.find("Stack dump") != std::string::npos) {
    res.o = outcome::crash;
  } else if (WEXITSTATUS(st) == 0) {
    res.o = outcome::reads;
    res.text = test_support::read_text(r.out);
  } else {
    res.o = outcome::refuses;
  }
  std::error_code ec;
  fs::remove(r.out, ec);
  fs::remove(r.err, ec);
  return res;
}

tool_result finish_mlir_opt(oracle_run& r) {
  for (;;) {
    if (auto res = poll_mlir_opt(r)) return *res;
    sleep_ms(1);
  }
}

// ---- mlirbc, in a forked child

limits strict_limits() {
  limits lim;
  lim.strict = true;
  return lim;
}

std::string error_key(const error& e) {
  return std::string(section_name(e.section)) + ": " + (e.what != nullptr ? e.what : "") + ": " + errc_text(e.code);
}

// What the child computes, before it is serialised.
tool_result mlirbc_read(const bytes& data, const std::string& source_name, bool debuginfo) {
  tool_result res;
  // An exact-size heap copy, so that a sanitizer sees any read past the end.
  const bytes copy = data;
  auto b = bytecode::open(copy);
  if (!b) {
    res.message = b.err().message();
    res.key = error_key(b.err());
    return res;
  }
  format_warnings met = b->warnings();  // open's, then the print's
  print_options opt;
  opt.debuginfo = debuginfo;
  opt.source_name = source_name;
  opt.warnings = &met;
  if (const error e = print_generic(*b, res.text, opt, mlir_opt_dialects())) {
    res.text.clear();
    res.message = e.message();
    res.key = error_key(e);
    return res;
  }
  res.o = outcome::reads;
  res.warnings = met.count();
  if (res.warnings != 0) {
    auto strict = bytecode::open(copy, strict_limits());
    std::string ignored;
    opt.warnings = nullptr;
    res.strict_refuses = !strict || print_generic(*strict, ignored, opt, mlir_opt_dialects());
  }
  return res;
}

// The error key of mlirbc's refusal in strict mode (open, then print), or "".
std::string strict_error_key(const bytes& data, const std::string& source_name) {
  auto b = bytecode::open(data, strict_limits());
  if (!b) return error_key(b.err());
  print_options opt;
  opt.source_name = source_name;
  std::string ignored;
  const error e = print_generic(*b, ignored, opt, mlir_opt_dialects());
  return e ? error_key(e) : std::string();
}

void put_string(std::string& out, const std::string& s) {
  const std::uint64_t n = s.size();
  out.append(reinterpret_cast<const char*>(&n), sizeof n);
  out += s;
}
bool get_string(std::string_view& in, std::string& s) {
  std::uint64_t n = 0;
  if (in.size() < sizeof n) return false;
  std::memcpy(&n, in.data(), sizeof n);
  in.remove_prefix(sizeof n);
  if (in.size() < n) return false;
  s.assign(in.substr(0, n));
  in.remove_prefix(n);
  return true;
}

tool_result run_mlirbc(const bytes& data, const std::string& source_name, bool debuginfo) {
  int fds[2];
  REQUIRE(::pipe2(fds, O_CLOEXEC) == 0);
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::close(fds[0]);
    const tool_result r = mlirbc_read(data, source_name, debuginfo);
    std::string msg;
    msg.push_back(static_cast<char>(r.o));
    msg.push_back(static_cast<char>(r.strict_refuses ? 1 : 0));
    msg.append(reinterpret_cast<const char*>(&r.warnings), sizeof r.warnings);
    put_string(msg, r.message);
    put_string(msg, r.key);
    put_string(msg, r.text);
    std::size_t done = 0;
    while (done < msg.size()) {
      const ssize_t n = ::write(fds[1], msg.data() + done, msg.size() - done);
      if (n <= 0) ::_exit(3);
      done += static_cast<std::size_t>(n);
    }
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string got;
  const auto deadline = clock_type::now() + std::chrono::seconds(mlirbc_timeout_s);
  bool timed_out = false;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock_type::now()).count();
    if (left <= 0) {
      timed_out = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) {
      timed_out = ready == 0;
      break;
    }
    char buf[65536];
    const ssize_t n = ::read(fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fds[0]);
  if (timed_out) ::kill(pid, SIGKILL);
  int st = 0;
  ::waitpid(pid, &st, 0);
  tool_result res;
  if (timed_out) {
    res.o = outcome::hang;
    res.message = "timeout after " + std::to_string(mlirbc_timeout_s) + " s";
    return res;
  }
  std::string_view in(got);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || in.size() < 2 + sizeof(std::uint64_t)) {
    res.o = outcome::crash;
    res.message = WIFSIGNALED(st) ? "signal " + std::to_string(WTERMSIG(st))
                                  : "exit status " + std::to_string(WIFEXITED(st) ? WEXITSTATUS(st) : -1);
    return res;
  }
  res.o = static_cast<outcome>(in[0]);
  res.strict_refuses = in[1] != 0;
  std::memcpy(&res.warnings, in.data() + 2, sizeof res.warnings);
  in.remove_prefix(2 + sizeof res.warnings);
  if (!get_string(in, res.message) || !get_string(in, res.key) || !get_string(in, res.text)) {
    res.o = outcome::crash;
    res.message = "incomplete result from the child";
  }
  return res;
}

cls classify(const tool_result& theirs, const tool_result& mine) {
  if (mine.o == outcome::crash || mine.o == outcome::hang) return cls::mlirbc_crash;
  if (theirs.o == outcome::crash || theirs.o == outcome::hang) return cls::mlir_opt_crash;
  const bool t = theirs.o == outcome::reads, m = mine.o == outcome::reads;
  if (t && m) return theirs.text == mine.text ? cls::both_same : cls::both_differ;
  if (t) return cls::only_mlir_opt;
  if (m) return cls::only_mlirbc;
  return cls::both_refuse;
}

// The line where two prints first differ, both ways, for reports.
std::string first_difference(const std::string& a, const std::string& b) {
  std::size_t i = 0, line = 1, line_start = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) {
    if (a[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
    ++i;
  }
  auto line_of = [&](const std::string& s) {
    const auto end = s.find('\n', line_start);
    std::string l = s.substr(line_start, end == std::string::npos ? std::string::npos : end - line_start);
    if (l.size() > 300) l = l.substr(0, 300) + "...";
    return l;
  };
  return "line " + std::to_string(line) + ": mlir-opt `" + line_of(a) + "` / mlirbc `" + line_of(b) + "`";
}

// ---- documented disagreements
//
// Where mlir-opt reads a mutant that mlirbc refuses, mlirbc's error names the
// rule. Every rule met so far is listed here, with a file of
// tests/regressions/ showing it, and explained in docs/hostile-input.md
// ("Differential testing against mlir-opt"). Three kinds:
//  - mlir_opt_wrong: mlir-opt's print is wrong: it reads past an entry,
//    misreads one entry as another, or accepts a value that MLIR's own rules
//    for that attribute or type forbid (its parser refuses the text it prints);
//  - stricter: mlirbc refuses a rule the file breaks where mlir-opt's print is
//    plausible (bytes left over, a flag byte other than 0/1, a count above what
//    the file could define). These count against the 0.5% budget;
//  - not_bytecode: the mutant is no longer bytecode (mlir-opt parses it as text).
enum class refusal_kind : std::uint8_t { mlir_opt_wrong, stricter, not_bytecode };
struct known_refusal {
  const char* key_prefix;  // start of error_key()
  refusal_kind kind;
};
const known_refusal known_refusals[] = {
    {"attr_type: dense array size does not match its data: invalid value", refusal_kind::mlir_opt_wrong},
    {"attr_type: dense data size does not match the shape: invalid value", refusal_kind::mlir_opt_wrong},
    {"attr_type: duplicate dictionary key: invalid value", refusal_kind::mlir_opt_wrong},
    {"attr_type: complex element type must be an integer or float type: invalid value", refusal_kind::mlir_opt_wrong},
    {"attr_type: integer attribute of a non-integer type: invalid value", refusal_kind::mlir_opt_wrong},
    {"attr_type: vector dimension must be static: invalid value", refusal_kind::mlir_opt_wrong},
    {"attr_type: integer type width: invalid value", refusal_kind::stricter},
    {"ir: region value count: count larger than the data that could hold it", refusal_kind::stricter},
    {"ir: region defines more values than it declared", refusal_kind::stricter},
    {"ir: op has the region flag but no regions", refusal_kind::stricter},
    {"ir: use-list order for an empty value range: invalid value", refusal_kind::stricter},
    {"header: magic: not MLIR bytecode", refusal_kind::not_bytecode},
};

const known_refusal* find_known_refusal(const std::string& key) {
  for (const known_refusal& k : known_refusals)
    if (key.rfind(k.key_prefix, 0) == 0) return &k;
  return nullptr;
}

// Where both read and print differently: a class is a predicate on the
// original file, the mutant and the two prints.
struct known_difference {
  const char* name;
  bool (*matches)(const bytes& original, const bytes& mutant, const std::string& theirs, const std::string& mine);
};

std::vector<std::string_view> lines_of(std::string_view s) {
  std::vector<std::string_view> out;
  while (!s.empty()) {
    const auto nl = s.find('\n');
    out.push_back(s.substr(0, nl));
    s.remove_prefix(nl == std::string_view::npos ? s.size() : nl + 1);
  }
  return out;
}

// Every changed byte lies inside a textual attribute/type entry: mlir-opt
// parses the text and prints what it parsed (canonical form, escaped
// strings, folded affine expressions; in a file before v5 an inherent
// attribute that parses to another kind is then dropped), mlirbc prints the
// text as stored.
std::vector<std::pair<std::uint64_t, std::uint64_t>> textual_entries(const bytes& file) {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
  auto b = bytecode::open(file);
  if (!b) return out;
  const attr_type_table& t = b->attr_types();
  for (std::size_t i = 0; i < t.num_attributes() + t.num_types(); ++i) {
    const raw_entry e = i < t.num_attributes() ? t.attribute(i) : t.type(i - t.num_attributes());
    if (!e.custom) out.emplace_back(e.offset, e.offset + e.bytes.size());
  }
  return out;
}
bool inside(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& ranges, std::uint64_t at) {
  for (const auto& [begin, end] : ranges)
    if (at >= begin && at < end) return true;
  return false;
}

bool edits_textual_entries_only(const bytes& original, const bytes& mutant, const std::string&, const std::string&) {
  if (original.size() != mutant.size()) return false;
  const auto text = textual_entries(original);
  bool any = false;
  for (std::size_t i = 0; i < original.size(); ++i) {
    if (original[i] == mutant[i]) continue;
    if (!inside(text, i)) return false;
    any = true;
  }
  return any;
}

// The index of the `}` that closes the `{` at `open`, skipping strings; npos if none.
std::size_t closing_brace(std::string_view y, std::size_t open) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t k = open; k < y.size(); ++k) {
    if (in_string) {
      if (y[k] == '\\') ++k;
      else if (y[k] == '"') in_string = false;
    } else if (y[k] == '"') {
      in_string = true;
    } else if (y[k] == '{') {
      ++depth;
    } else if (y[k] == '}' && --depth == 0) {
      return k;
    }
  }
  return std::string_view::npos;
}

// A file before v5 keeps inherent attributes in the op's dictionary; mlir-opt
// moves them into properties and silently drops one of a kind the property
// does not take. mlirbc keeps it, in the op's attribute dictionary (or, for
// files from before that rule, in `<{...}>`). Every differing line of
// mlir-opt's print is mlirbc's with part of one attribute dictionary removed.
bool pre_v5_property_dropped(const bytes&, const bytes& mutant, const std::string& theirs, const std::string& mine) {
  auto b = bytecode::open(mutant);
  if (!b || b->version() >= 5) return false;
  const auto a = lines_of(theirs), m = lines_of(mine);
  if (a.size() != m.size()) return false;
  bool any = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == m[i]) continue;
    const std::string_view x = a[i], y = m[i];
    std::size_t pre = 0, suf = 0;
    while (pre < x.size() && x[pre] == y[pre]) ++pre;
    while (suf < x.size() - pre && x[x.size() - 1 - suf] == y[y.size() - 1 - suf]) ++suf;
    if (pre + suf != x.size() || y.size() <= x.size()) return false;  // not one deletion
    const std::size_t removed_end = y.size() - suf;
    bool in_dictionary = false;
    // `<{` (properties) or ` {` (attributes) after the operands, at or before the deletion.
    for (std::size_t k = y.find(") "); k != std::string_view::npos && k <= pre + 1 && !in_dictionary;
         k = y.find('{', k + 1)) {
      if (y[k] != '{' || (y[k - 1] != '<' && y[k - 1] != ' ')) continue;
      const std::size_t close = closing_brace(y, k);
      in_dictionary = close != std::string_view::npos && removed_end <= close + 3;  // "}> " at most
    }
    if (!in_dictionary) return false;
    any = true;
  }
  return any;
}

// An op whose properties entry nothing decodes prints it as
// `<#mlirbc.opaque_properties<"0x…">>`; mlir-opt prints what its own rule
// makes of it (for an op it does not know, the attribute the first varint
// names). Every differing line is the same but for that one `<…>` block.
bool opaque_properties(const bytes&, const bytes&, const std::string& theirs, const std::string& mine) {
  const auto a = lines_of(theirs), m = lines_of(mine);
  if (a.size() != m.size()) return false;
  constexpr std::string_view marker = " <#mlirbc.opaque_properties<\"0x";
  bool any = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == m[i]) continue;
    const std::string_view x = a[i], y = m[i];
    const auto at = y.find(marker);
    if (at == std::string_view::npos || x.substr(0, at + 2) != y.substr(0, at + 2)) return false;  // same up to " <"
    const auto end = y.find("\">>", at + marker.size());
    if (end == std::string_view::npos) return false;
    const std::string_view after = y.substr(end + 3);
    if (x.size() < at + 2 + after.size() + 1 || !x.ends_with(after) || x[x.size() - after.size() - 1] != '>')
      return false;  // theirs: the same line with another <...> in its place
    any = true;
  }
  return any;
}

const known_difference known_differences[] = {
    {"textual entry edited", edits_textual_entries_only},
    {"properties nothing decodes shown opaque; mlir-opt reads them by its own rule", opaque_properties},
    {"pre-v5 inherent attribute of another kind dropped by mlir-opt", pre_v5_property_dropped},
};

const known_difference* find_known_difference(const bytes& original, const bytes& mutant, const std::string& theirs,
                                              const std::string& mine) {
  for (const known_difference& k : known_differences)
    if (k.matches(original, mutant, theirs, mine)) return &k;
  return nullptr;
}

// ---- sources

struct source {
  fs::path path;
  std::string label;  // "data/NAME" or "corpus/CASE/NAME"
  bytes data;
};

// `which`: "all" (fixtures, then the corpus when present), "data" or "corpus".
std::vector<source> collect_sources(const std::string& which) {
  std::vector<source> out;
  if (which != "corpus")
    for (const fs::path& p : test_support::fixture_files()) out.push_back({p, "data/" + p.filename().string(), {}});
  if (which != "data" && test_support::have_corpus()) {
    std::vector<fs::path> corpus;
    for (const auto& d : fs::directory_iterator(test_support::corpus_dir()))
      if (d.is_directory())
        for (const auto& e : fs::directory_iterator(d.path()))
          if (e.path().extension() == ".mlirbc" && e.file_size() <= max_source_bytes) corpus.push_back(e.path());
    std::sort(corpus.begin(), corpus.end());
    for (const fs::path& p : corpus)
      out.push_back({p, "corpus/" + p.parent_path().filename().string() + "/" + p.filename().string(), {}});
  }
  return out;
}

using test_support::write_file;

struct verdict {
  cls c = cls::both_refuse;
  tool_result theirs, mine;
};

// Both readers on one file, synchronously.
verdict judge(const fs::path& file, const bytes& data, bool debuginfo, const fs::path& scratch) {
  verdict v;
  oracle_run r = start_mlir_opt(file, debuginfo, scratch, "judge");
  v.mine = run_mlirbc(data, file.string(), debuginfo);
  v.theirs = finish_mlir_opt(r);
  v.c = classify(v.theirs, v.mine);
  return v;
}

// The disagreement class of a verdict, for "new class?" and minimization:
// the class plus mlirbc's error rule (for only-mlir-opt) or the first
// differing line's start (for both-differ).
// The class of a both-differ verdict. A same-size mutant whose changes lie
// both inside and outside textual entries is judged again with only the
// changes outside: when both then print alike, the textual edit made the
// difference.
std::string difference_name(const bytes& original, const bytes& mutant, const verdict& v, bool debuginfo,
                            const fs::path& scratch) {
  if (const known_difference* d = find_known_difference(original, mutant, v.theirs.text, v.mine.text)) return d->name;
  if (original.size() == mutant.size()) {
    const auto text = textual_entries(original);
    bytes outside = original;
    bool any_inside = false;
    for (std::size_t i = 0; i < original.size(); ++i) {
      if (original[i] == mutant[i]) continue;
      if (inside(text, i)) any_inside = true;
      else outside[i] = mutant[i];
    }
    if (any_inside) {
      const fs::path p = scratch / "outside-text.mlirbc";
      write_file(p, outside);
      if (judge(p, outside, debuginfo, scratch).c == cls::both_same) return "textual entry edited";
    }
  }
  return "undocumented";
}

std::string disagreement_key(const verdict& v, const bytes& original, const bytes& mutant, bool debuginfo,
                             const fs::path& scratch) {
  std::string k = cls_name(v.c);
  if (v.c == cls::only_mlir_opt) k += " | " + v.mine.key;
  if (v.c == cls::both_differ) k += " | " + difference_name(original, mutant, v, debuginfo, scratch);
  if (v.c == cls::mlir_opt_crash) {
    k += std::string(" | ") + (v.theirs.o == outcome::hang ? "hang" : "crash");
    k += std::string(" | mlirbc ") + (v.mine.o == outcome::reads ? "reads" : "refuses");
  }
  return k;
}

// Reverts changed bytes of a same-size mutant one at a time while the
// verdict keeps its disagreement key; returns the smallest mutant found.
bytes minimize(const bytes& original, bytes mutant, bool debuginfo, const std::string& key, const fs::path& scratch) {
  if (mutant.size() != original.size()) return mutant;
  const fs::path p = scratch / "minimize.mlirbc";
  for (std::size_t i = 0; i < mutant.size(); ++i) {
    if (mutant[i] == original[i]) continue;
    bytes trial = mutant;
    trial[i] = original[i];
    write_file(p, trial);
    if (disagreement_key(judge(p, trial, debuginfo, scratch), original, trial, debuginfo, scratch) == key)
      mutant = std::move(trial);
  }
  return mutant;
}

struct job {
  std::uint64_t index = 0;
  std::size_t source = 0;
  bool debuginfo = false;
  mutate::mutant m;
  fs::path path;
  oracle_run run;
  tool_result mine;
};

struct campaign {
  std::uint64_t seed = default_seed;
  // The repository's fixed set: every fixture (sorted) with one mutant of every
  // kind, no clock, no files from outside the repository. Otherwise an
  // open-ended campaign over `sources` in a seeded order, until max_mutants or
  // budget_s.
  bool fixed_set = false;
  std::uint64_t max_mutants = 4000;
  double budget_s = sanitized ? 30 : 60;
  unsigned jobs = 2;
  std::optional<fs::path> save_dir;
  bool minimize_new = false;
  bool verbose = false;
  std::string sources = "all";
  bool with_mlir_opt = true;  // false: mlirbc reads alone (MLIRBC_DIFF_MLIRBC_ONLY)

  // Results.
  std::array<std::uint64_t, num_classes> counts{};
  std::map<std::string, std::uint64_t> kinds;     // per mutation kind
  std::map<std::string, std::uint64_t> versions;  // per fixture version (v0..v6, mlir16, mlir19)
  std::uint64_t stricter_refusals = 0;  // only-mlir-opt-reads of refusal_kind::stricter
  std::uint64_t mutants = 0, sources_used = 0, sources_skipped = 0, with_warnings = 0;
  double seconds = 0;
  std::vector<std::string> failures;  // broken promises, one line each
  std::map<std::string, std::uint64_t> disagreements;  // key -> count
  std::map<std::string, std::string> examples;         // key -> first example
  std::vector<std::string> disagreement_list;          // "label mutant N: key", in mutant order
  std::map<std::string, std::uint64_t> refusals_of_mlir_opt;  // only-mlirbc-reads: mlir-opt's error, digits as N
  std::map<std::string, tool_result> read_alone;  // without mlir-opt: "label mutant N" -> mlirbc's result
};

// mlir-opt's message without its location prefix and with numbers as N, so
// that one rule gives one line.
std::string message_class(const std::string& m) {
  std::string s = m;
  if (const auto e = s.find("error: "); e != std::string::npos) s = s.substr(e + 7);
  std::string out;
  for (std::size_t i = 0; i < s.size() && out.size() < 70; ++i) {
    if (s[i] >= '0' && s[i] <= '9') {
      while (i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9') ++i;
      out += 'N';
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string describe(const source& s, const job& j) {
  std::ostringstream o;
  o << s.label << (j.debuginfo ? " (debuginfo)" : "") << ", mutant " << j.index << " ["
    << mutate::kind_name(j.m.k) << " " << j.m.what << "]";
  return o.str();
}

// The version part of a fixture's name: "data/dense.v3.mlirbc" -> "v3".
std::string fixture_version(const std::string& label) {
  const std::string stem = fs::path(label).stem().string();
  const auto dot = stem.rfind('.');
  return dot == std::string::npos ? "?" : stem.substr(dot + 1);
}

// The fixed set's mutant of kind `k`; a kind that does not apply to the file
// (a swap needs two sections) falls back to byte changes, as make_any does.
mutate::mutant fixed_mutant(const bytes& f, mutate::kind k, std::uint64_t seed) {
  mutate::rng r(seed);
  mutate::mutant m;
  if (mutate::make(f, k, r, m)) return m;
  for (int attempt = 0; attempt < 8; ++attempt)
    if (mutate::make(f, mutate::kind::change_bytes, r, m)) return m;
  return m;
}

// Counts a judged mutant and checks the promises mlirbc keeps on every one,
// with or without mlir-opt: no crash or hang, and what warns is refused in
// strict mode.
void count_and_check_mlirbc(campaign& c, const source& src, const job& j, const tool_result& mine,
                            const std::string& where) {
  ++c.mutants;
  ++c.kinds[mutate::kind_name(j.m.k)];
  ++c.versions[fixture_version(src.label)];
  if (mine.o == outcome::crash || mine.o == outcome::hang) c.failures.push_back("mlirbc " + mine.message + ": " + where);
  if (mine.o == outcome::reads && mine.warnings != 0) {
    ++c.with_warnings;
    if (!mine.strict_refuses)
      c.failures.push_back("reads with " + std::to_string(mine.warnings) + " warning(s) but strict mode accepts: " +
                           where);
  }
}

// A mutant mlirbc read without mlir-opt.
void record_alone(campaign& c, const source& src, const job& j) {
  count_and_check_mlirbc(c, src, j, j.mine, describe(src, j));
  if (j.mine.o == outcome::crash || j.mine.o == outcome::hang) ++c.counts[static_cast<std::size_t>(cls::mlirbc_crash)];
  c.read_alone[src.label + " mutant " + std::to_string(j.index)] = j.mine;
}

void run_campaign(campaign& c) {
  test_support::scratch_dir scratch("differential");
  std::vector<source> sources = collect_sources(c.sources);
  REQUIRE(!sources.empty());
  // The order sources are visited in: a seeded shuffle (the fixed set keeps
  // them sorted).
  std::vector<std::size_t> order(sources.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  mutate::rng shuffle(mutate::item_seed(c.seed, ~std::uint64_t{0}));
  for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[shuffle.below(i)]);

  // Baseline per visit: both read the original alike (else its mutants say
  // nothing about mutations).
  std::map<std::pair<std::size_t, bool>, bool> baseline;
  auto baseline_ok = [&](std::size_t s, bool dbg) {
    const auto key = std::make_pair(s, dbg);
    if (auto it = baseline.find(key); it != baseline.end()) return it->second;
    source& src = sources[s];
    if (src.data.empty()) src.data = test_support::read_bytes(src.path);
    const fs::path p = scratch.path / "original.mlirbc";
    bool ok = false;
    if (c.with_mlir_opt) {
      write_file(p, src.data);
      const verdict v = judge(p, src.data, dbg, scratch.path);
      ok = v.c == cls::both_same && v.mine.warnings == 0;
    } else {
      const tool_result mine = run_mlirbc(src.data, p.string(), dbg);
      ok = mine.o == outcome::reads && mine.warnings == 0;
    }
    baseline[key] = ok;
    ++(ok ? c.sources_used : c.sources_skipped);
    return ok;
  };

  const auto t0 = clock_type::now();
  auto elapsed = [&] { return std::chrono::duration<double>(clock_type::now() - t0).count(); };
  std::uint64_t next_index = 0;
  std::deque<job> inflight;
  bool stop = false;

  // The next mutant, its mlir-opt started; false when no source is read
  // alike by both (every file and mode skipped in a row).
  auto next_job = [&](job& j) -> bool {
    if (c.fixed_set) {
      for (;;) {
        if (next_index >= sources.size() * mutate::num_kinds) return false;
        j.index = next_index++;
        const std::size_t s = static_cast<std::size_t>(j.index / mutate::num_kinds);
        const auto k = static_cast<mutate::kind>(j.index % mutate::num_kinds);
        const bool dbg = (s + j.index) % 2 == 1;
        if (!baseline_ok(s, dbg)) continue;
        j.source = s;
        j.debuginfo = dbg;
        j.m = fixed_mutant(sources[s].data, k, mutate::item_seed(c.seed, j.index));
        if (j.m.data == sources[s].data) continue;
        j.path = scratch.path / ("m" + std::to_string(j.index) + ".mlirbc");
        if (!c.with_mlir_opt) return true;
        write_file(j.path, j.m.data);
        j.run = start_mlir_opt(j.path, dbg, scratch.path, "m" + std::to_string(j.index));
        return true;
      }
    }
    for (std::uint64_t skipped = 0;;) {
      const std::uint64_t visit = next_index / mutants_per_source;
      const std::size_t s = order[visit % order.size()];
      mutate::rng mode(mutate::item_seed(c.seed, visit ^ 0x5eed5eed5eedull));
      const bool dbg = mode.percent(50);
      if (!baseline_ok(s, dbg)) {
        next_index = (visit + 1) * mutants_per_source;
        if (++skipped > 4 * order.size() + 64) return false;
        continue;
      }
      j.index = next_index++;
      j.source = s;
      j.debuginfo = dbg;
      mutate::rng r(mutate::item_seed(c.seed, j.index));
      j.m = mutate::make_any(sources[s].data, r);
      if (j.m.data == sources[s].data) continue;  // nothing changed
      j.path = scratch.path / ("m" + std::to_string(j.index) + ".mlirbc");
      write_file(j.path, j.m.data);
      j.run = start_mlir_opt(j.path, dbg, scratch.path, "m" + std::to_string(j.index));
      return true;
    }
  };

  std::set<std::string> minimized;
  for (;;) {
    while (!stop && inflight.size() < c.jobs) {
      if (!c.fixed_set && (c.mutants + inflight.size() >= c.max_mutants || elapsed() >= c.budget_s)) {
        stop = true;
        break;
      }
      job j;
      if (!next_job(j)) {
        stop = true;
        break;
      }
      // mlirbc reads the mutant while mlir-opt runs.
      j.mine = run_mlirbc(j.m.data, j.path.string(), j.debuginfo);
      if (!c.with_mlir_opt) {
        record_alone(c, sources[j.source], j);
        continue;
      }
      inflight.push_back(std::move(j));
    }
    if (inflight.empty()) break;
    // Whichever mlir-opt finishes first (a hanging one holds only its slot).
    std::optional<tool_result> theirs;
    auto it = inflight.begin();
    for (;; sleep_ms(1)) {
      for (it = inflight.begin(); it != inflight.end(); ++it)
        if ((theirs = poll_mlir_opt(it->run))) break;
      if (theirs) break;
    }
    job j = std::move(*it);
    inflight.erase(it);
    const source& src = sources[j.source];
    verdict v;
    v.mine = std::move(j.mine);
    v.theirs = std::move(*theirs);
    v.c = classify(v.theirs, v.mine);
    ++c.counts[static_cast<std::size_t>(v.c)];
    const std::string where = describe(src, j);
    if (c.verbose) std::fprintf(stderr, "%s: %s%s%s\n", cls_name(v.c), where.c_str(), v.mine.key.empty() ? "" : " | ",
                                v.mine.key.c_str());
    count_and_check_mlirbc(c, src, j, v.mine, where);
    if (v.c == cls::only_mlirbc) ++c.refusals_of_mlir_opt[message_class(v.theirs.message)];
    // Disagreements.
    const bool disagrees =
        v.c == cls::only_mlir_opt || v.c == cls::both_differ || v.c == cls::mlir_opt_crash;
    if (disagrees) {
      const std::string key = disagreement_key(v, src.data, j.m.data, j.debuginfo, scratch.path);
      std::string detail;
      if (v.c == cls::only_mlir_opt) detail = "mlirbc: " + v.mine.message;
      if (v.c == cls::both_differ) detail = first_difference(v.theirs.text, v.mine.text);
      if (v.c == cls::mlir_opt_crash)
        detail = "mlir-opt: " + v.theirs.message + "; mlirbc: " + (v.mine.o == outcome::reads ? "reads" : v.mine.message);
      if (c.disagreements[key]++ == 0) c.examples[key] = where + "; " + detail;
      // The fixed set's listing leaves out what mlir-opt's heap or the clock
      // decides: a crash or a 10 s timeout of mlir-opt on a mutant mlirbc refuses
      // (it reads out of bounds there, so the same mutant may crash, hang or be
      // refused from one run to the next). Counted and summarized all the same.
      if (!(v.c == cls::mlir_opt_crash && v.mine.o != outcome::reads))
        c.disagreement_list.push_back(src.label + " mutant " + std::to_string(j.index) + ": " + key);
      const known_refusal* known = v.c == cls::only_mlir_opt ? find_known_refusal(v.mine.key) : nullptr;
      if (known != nullptr && known->kind == refusal_kind::stricter) ++c.stricter_refusals;
      if (v.c == cls::only_mlir_opt && known == nullptr)
        c.failures.push_back("mlir-opt reads, mlirbc refuses (undocumented): " + where + "; " + detail);
      if (v.c == cls::both_differ && key.ends_with("| undocumented"))
        c.failures.push_back("both read, prints differ (undocumented): " + where + "; " + detail);
      if (c.save_dir) {
        bytes data = j.m.data;
        if (c.minimize_new && minimized.insert(key).second)
          data = minimize(src.data, data, j.debuginfo, key, scratch.path);
        const std::string stem = "m" + std::to_string(j.index);
        fs::create_directories(*c.save_dir);
        write_file(*c.save_dir / (stem + ".mlirbc"), data);
        std::ofstream notes(*c.save_dir / (stem + ".txt"));
        notes << key << "\n" << where << "\n" << detail << "\nsource: " << src.path.string()
              << "\nmlir-opt: " << v.theirs.message << "\nmlirbc: " << v.mine.message << "\n";
        if (v.c == cls::both_differ) notes << "---- mlir-opt\n" << v.theirs.text << "---- mlirbc\n" << v.mine.text;
      }
    }
    std::error_code ec;
    fs::remove(j.path, ec);
  }
  c.seconds = elapsed();
}

std::string summary(const campaign& c) {
  std::ostringstream o;
  if (!c.with_mlir_opt) o << "mlirbc alone, ";
  o << "differential (seed " << c.seed << ", " << c.mutants << " mutants from " << c.sources_used << " file visits ("
    << c.sources_skipped << " skipped: not read alike), " << static_cast<int>(c.seconds) << " s):";
  for (std::size_t i = 0; i < num_classes; ++i) o << " " << cls_name(static_cast<cls>(i)) << " " << c.counts[i] << ";";
  o << " with warnings " << c.with_warnings << "; kinds:";
  for (const auto& [k, n] : c.kinds) o << " " << k << " " << n;
  for (const auto& [k, n] : c.disagreements) o << "\n  " << n << " x " << k << "\n      e.g. " << c.examples.at(k);
  // Why mlir-opt refused what mlirbc read: the most frequent messages.
  std::vector<std::pair<std::uint64_t, std::string>> why;
  for (const auto& [m, n] : c.refusals_of_mlir_opt) why.emplace_back(n, m);
  std::sort(why.rbegin(), why.rend());
  if (!why.empty()) o << "\n  only-mlirbc-reads, mlir-opt's most frequent errors:";
  for (std::size_t i = 0; i < why.size() && i < 8; ++i) o << "\n    " << why[i].first << " x " << why[i].second;
  return o.str();
}

}  // namespace

TEST_CASE("mutation engine: framing round trip, determinism, every kind applies") {
  std::array<std::uint64_t, mutate::num_kinds> made{};
  for (const fs::path& p : test_support::fixture_files()) {
    CAPTURE(p.filename().string());
    const bytes f = test_support::read_bytes(p);
    mutate::framed_file ff;
    REQUIRE(mutate::parse(f, ff));
    CHECK(mutate::rebuild(ff) == f);  // MLIR's writer frames sections as rebuild does
    for (std::uint64_t i = 0; i < 24; ++i) {
      mutate::rng a(mutate::item_seed(7, i)), b(mutate::item_seed(7, i));
      const mutate::mutant ma = mutate::make_any(f, a), mb = mutate::make_any(f, b);
      CHECK(ma.data == mb.data);
      CHECK(ma.what == mb.what);
      CHECK(ma.data != f);
      ++made[static_cast<std::size_t>(ma.k)];
    }
  }
  for (unsigned k = 0; k < mutate::num_kinds; ++k) {
    CAPTURE(mutate::kind_name(static_cast<mutate::kind>(k)));
    CHECK(made[k] > 0);
  }
  // The width edit keeps the value: re-reading the varint gives it back.
  bytes enc;
  for (unsigned w = 1; w <= 9; ++w) {
    REQUIRE(mutate::encode_width(100, w, enc));
    CHECK(enc.size() == w);
    mlirbc::cursor cur(enc, 0, enc.size(), section_id::none);
    CHECK(cur.varint("v") == 100);
    CHECK(cur.at_end());
  }
  CHECK(!mutate::encode_width(128, 1, enc));
}

namespace {

// The fixed set's disagreements as the last reviewed run found them, one line
// each ("data/NAME mutant N: class | rule"); MLIRBC_DIFF_WRITE_FIXED_SET=1
// rewrites the file from the current run.
fs::path fixed_set_expectations() {
  return test_support::data_dir().parent_path() / "regressions" / "differential-fixed-set.txt";
}

// Without mlir-opt, each listed disagreement ("LABEL mutant N: class | rule")
// still fixes mlirbc's side: only-mlir-opt-reads -> mlirbc refuses by that
// rule; both-differ -> mlirbc reads; mlir-opt-crash-or-hang -> as the line says.
void check_listed_disagreements_alone(const campaign& c, const std::string& listing) {
  std::istringstream lines(listing);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) continue;
    CAPTURE(line);
    const auto colon = line.find(": ");
    REQUIRE(colon != std::string::npos);
    const auto it = c.read_alone.find(line.substr(0, colon));
    REQUIRE(it != c.read_alone.end());
    const std::string key = line.substr(colon + 2);
    const tool_result& mine = it->second;
    const std::string only_theirs = std::string(cls_name(cls::only_mlir_opt)) + " | ";
    if (key.rfind(only_theirs, 0) == 0) {
      CHECK(mine.o == outcome::refuses);
      CHECK(mine.key == key.substr(only_theirs.size()));
    } else if (key.rfind(cls_name(cls::both_differ), 0) == 0 || key.ends_with("| mlirbc reads")) {
      CHECK(mine.o == outcome::reads);
    } else {
      CHECK(mine.o == outcome::refuses);
    }
  }
}

void check_campaign_promises(const campaign& c) {
  for (const std::string& f : c.failures) FAIL_CHECK(f);
  CHECK(c.counts[static_cast<std::size_t>(cls::mlirbc_crash)] == 0);
  // Mutants mlir-opt reads and mlirbc refuses: each in a documented class
  // (checked above), and at most 0.5% of all mutants. A short run is too
  // small for a ratio and only reports it.
  const std::uint64_t only_theirs = c.counts[static_cast<std::size_t>(cls::only_mlir_opt)];
  MESSAGE("read by mlir-opt only: " << only_theirs << " (" << 100.0 * static_cast<double>(only_theirs) /
                                                                static_cast<double>(c.mutants)
                                    << "%), of which mlirbc is stricter: " << c.stricter_refusals);
  if (c.mutants >= 200) {
    CHECK_MESSAGE(only_theirs * 200 <= c.mutants,
                  only_theirs << " of " << c.mutants << " mutants are read by mlir-opt and refused by mlirbc (> 0.5%)");
  }
}

}  // namespace

// The README's test command runs this one: a fixed list of mutants of the
// repository's fixtures, so its verdict depends on the commit alone.
TEST_CASE("differential: the repository's fixed set of mutants, read by mlir-opt 22 and mlirbc") {
  campaign c;
  c.with_mlir_opt = env_u64("MLIRBC_DIFF_MLIRBC_ONLY", 0) == 0;
  if (c.with_mlir_opt && !test_support::oracle(test_support::mlir_opt_22)) return;
  c.fixed_set = true;
  c.sources = "data";
  c.jobs = static_cast<unsigned>(std::max<std::uint64_t>(1, env_u64("MLIRBC_DIFF_JOBS", 2)));
  if (const char* d = std::getenv("MLIRBC_DIFF_SAVE"); d != nullptr && *d != '\0') c.save_dir = fs::path(d);
  c.verbose = env_u64("MLIRBC_DIFF_VERBOSE", 0) != 0;
  run_campaign(c);
  MESSAGE(summary(c));
  REQUIRE(c.mutants > 0);
  check_campaign_promises(c);

  // It covers every mutation kind and every fixture version.
  for (unsigned k = 0; k < mutate::num_kinds; ++k) {
    CAPTURE(mutate::kind_name(static_cast<mutate::kind>(k)));
    CHECK(c.kinds[mutate::kind_name(static_cast<mutate::kind>(k))] > 0);
  }
  for (const char* v : {"v0", "v1", "v2", "v3", "v4", "v5", "v6", "mlir16", "mlir19"}) {
    CAPTURE(std::string(v));
    CHECK(c.versions[v] > 0);
  }

  const std::string expected = test_support::read_text(fixed_set_expectations());
  if (!c.with_mlir_opt) {
    check_listed_disagreements_alone(c, expected);
    return;
  }
  // Its disagreements are exactly the listed ones.
  std::string got;
  for (const std::string& d : c.disagreement_list) got += d + "\n";
  if (env_u64("MLIRBC_DIFF_WRITE_FIXED_SET", 0) != 0) {
    std::ofstream(fixed_set_expectations()) << got;
    MESSAGE("rewrote " << fixed_set_expectations().string());
  }
  CHECK_MESSAGE(got == expected, "disagreements of the fixed set differ from " << fixed_set_expectations().string()
                                                                                << ":\n" << got);
}

// Open-ended: more mutants, from the corpus too (MLIRBC_SHARED_DIR), until a
// count or a time box. Only with MLIRBC_DIFF_CAMPAIGN=1 (a step of .ci/run).
TEST_CASE("differential campaign: seeded mutants until a count or a time box (MLIRBC_DIFF_CAMPAIGN=1)") {
  if (env_u64("MLIRBC_DIFF_CAMPAIGN", 0) == 0) return;
  if (!test_support::oracle(test_support::mlir_opt_22)) return;
  campaign c;
  c.seed = env_u64("MLIRBC_DIFF_SEED", default_seed);
  c.max_mutants = env_u64("MLIRBC_DIFF_MUTANTS", c.max_mutants);
  c.budget_s = static_cast<double>(env_u64("MLIRBC_DIFF_BUDGET_SECONDS", static_cast<std::uint64_t>(c.budget_s)));
  c.jobs = static_cast<unsigned>(std::max<std::uint64_t>(1, env_u64("MLIRBC_DIFF_JOBS", 2)));
  if (const char* d = std::getenv("MLIRBC_DIFF_SAVE"); d != nullptr && *d != '\0') c.save_dir = fs::path(d);
  c.minimize_new = env_u64("MLIRBC_DIFF_MINIMIZE", 0) != 0;
  c.verbose = env_u64("MLIRBC_DIFF_VERBOSE", 0) != 0;
  if (const char* w = std::getenv("MLIRBC_DIFF_SOURCES"); w != nullptr && *w != '\0') c.sources = w;
  run_campaign(c);
  MESSAGE(summary(c));
  REQUIRE(c.mutants > 0);
  check_campaign_promises(c);
}

namespace {

// The disagreements kept in tests/regressions/diff-*.mlirbc (minimized mutants
// of the fixtures named), each with the outcome expected today. `detail` is
// the start of mlirbc's error key (only-mlir-opt-reads; both-same: in strict
// mode, the disagreement mlirbc now reads with a warning; "": read alike
// without a warning) or the difference class (both-differ). mlir-opt reads
// some of them out of bounds: its print
// (or a crash) then depends on the heap.
struct regression {
  const char* file;  // in tests/regressions
  const char* from;  // the fixture of tests/data it was made from ("": not made from one)
  cls expected;
  const char* detail;
  bool mlir_opt_reads_out_of_bounds;
};
const regression regressions[] = {
    {"diff-both-same-negative-dimension.mlirbc", "types.v4.mlirbc", cls::both_same,
     "attr_type: negative dimension", false},
    {"diff-only-mlir-opt-dense-array-size.mlirbc", "attributes.v2.mlirbc", cls::only_mlir_opt,
     "attr_type: dense array size does not match its data", true},
    {"diff-only-mlir-opt-dense-elements-size.mlirbc", "dense.v3.mlirbc", cls::only_mlir_opt,
     "attr_type: dense data size does not match the shape", true},
    {"diff-only-mlir-opt-duplicate-dictionary-key.mlirbc", "dense.v2.mlirbc", cls::only_mlir_opt,
     "attr_type: duplicate dictionary key", false},
    {"diff-only-mlir-opt-complex-element-type.mlirbc", "types.v0.mlirbc", cls::only_mlir_opt,
     "attr_type: complex element type must be an integer or float type", false},
    {"diff-only-mlir-opt-integer-attr-of-float-type.mlirbc", "unregistered.v1.mlirbc", cls::only_mlir_opt,
     "attr_type: integer attribute of a non-integer type", false},
    {"diff-both-same-negative-vector-dimension.mlirbc", "scalable_vectors.mlir19.mlirbc", cls::both_same,
     "attr_type: negative dimension", false},
    {"diff-both-same-unknown-registered-op.mlirbc", "test_dialect_props.v6.mlirbc", cls::both_same,
     "properties: op properties: registered op unknown to the producer's schema", false},
    {"diff-both-same-unknown-op-unknown-producer.mlirbc", "test_dialect_props.v5.mlirbc", cls::both_same,
     "properties: op properties: no known release has a layout for this op", false},
    {"diff-both-same-property-slot-decode-error.mlirbc", "resources.v6.mlirbc", cls::both_same,
     "attr_type: negative dimension", false},
    {"diff-both-same-integer-signedness-3.mlirbc", "attributes.v2.mlirbc", cls::both_same,
     "attr_type: integer type signedness 3", false},
    {"diff-both-same-scalable-flag-byte.mlirbc", "types.v0.mlirbc", cls::both_same,
     "attr_type: scalable flag", false},
    {"diff-both-same-ir-trailing-bytes.mlirbc", "unregistered.v1.mlirbc", cls::both_same,
     "ir: bytes after the top-level operations", false},
    {"diff-both-same-region-section-trailing-bytes.mlirbc", "types.v3.mlirbc", cls::both_same,
     "ir: region section: unexpected trailing data", false},
    {"diff-both-same-region-value-count.mlirbc", "empty.v5.mlirbc", cls::both_same,
     "ir: region value count", false},
    {"diff-both-differ-opaque-properties-trailing-bytes.mlirbc", "properties.v6.mlirbc", cls::both_differ,
     "properties nothing decodes shown opaque; mlir-opt reads them by its own rule", false},
    {"diff-both-same-unregistered-property-trailing-bytes.mlirbc", "unregistered.v5.mlirbc", cls::both_same,
     "properties: unregistered op properties entry: unexpected trailing data", false},
    {"diff-both-same-resource-trailing-bytes.mlirbc", "resources.mlir16.mlirbc", cls::both_same,
     "resource: bytes after the last resource entry", false},
    {"diff-both-same-bool-resource-byte.mlirbc", "", cls::both_same,
     "resource: bool resource: invalid value", false},
    {"diff-only-mlir-opt-use-list-order-without-results.mlirbc", "empty.v5.mlirbc", cls::only_mlir_opt,
     "ir: use-list order for an empty value range", false},
    {"diff-only-mlir-opt-empty-file.mlirbc", "", cls::only_mlir_opt,
     "header: magic", false},
    {"diff-both-differ-textual-affine-fold.mlirbc", "attributes.v3.mlirbc", cls::both_differ,
     "textual entry edited", false},
    {"diff-both-differ-textual-string-escape.mlirbc", "dlti_legacy.v2.mlirbc", cls::both_differ,
     "textual entry edited", false},
    {"diff-both-differ-pre-v5-property-dropped.mlirbc", "test_dialect_props.v1.mlirbc", cls::both_differ,
     "pre-v5 inherent attribute of another kind dropped by mlir-opt", false},
    {"diff-both-same-duplicate-resource-key.mlirbc", "odd_keys.v1.mlirbc", cls::both_same,
     "resource: ", false},
    // An i0 IntegerAttr storing a nonzero byte: valid bytecode, printed as
    // mlir-opt prints it (docs/format.md §7.1), without a warning.
    {"diff-both-same-zero-width-integer-value.mlirbc", "test_dialect_props.v6.mlirbc", cls::both_same, "", false},
};

fs::path regressions_dir() { return test_support::data_dir().parent_path() / "regressions"; }

}  // namespace

TEST_CASE("differential regressions: every tests/regressions/diff-*.mlirbc keeps its documented outcome") {
  std::set<std::string> listed, present;
  for (const regression& r : regressions) listed.insert(r.file);
  for (const auto& e : fs::directory_iterator(regressions_dir())) {
    const std::string name = e.path().filename().string();
    if (name.rfind("diff-", 0) == 0 && e.path().extension() == ".mlirbc") present.insert(name);
  }
  CHECK(listed == present);  // a file without an expectation, or an expectation without its file
  const bool oracle = test_support::oracle(test_support::mlir_opt_22);
  test_support::scratch_dir scratch("differential-regressions");
  for (const regression& r : regressions) {
    CAPTURE(std::string(r.file));
    const fs::path path = regressions_dir() / r.file;
    if (!fs::exists(path)) continue;
    const bytes data = test_support::read_bytes(path);
    // mlirbc in this process (a sanitizer build checks it here, leaks included).
    const tool_result mine = mlirbc_read(data, path.string(), false);
    if (r.expected == cls::only_mlir_opt) {
      CHECK(mine.o == outcome::refuses);
      CHECK_MESSAGE(mine.key.rfind(r.detail, 0) == 0, "mlirbc: " << mine.message);
      CHECK(find_known_refusal(mine.key) != nullptr);
    } else {
      CHECK(mine.o == outcome::reads);
    }
    if (r.expected == cls::both_same && *r.detail == '\0') {  // read alike, nothing to warn about
      CHECK(mine.warnings == 0);
    } else if (r.expected == cls::both_same) {  // read with a warning; strict mode refuses by the rule
      CHECK(mine.warnings != 0);
      CHECK(mine.strict_refuses);
      const std::string strict = strict_error_key(data, path.string());
      CHECK_MESSAGE(strict.rfind(r.detail, 0) == 0, "mlirbc --strict: " << strict);
    }
    if (!oracle) continue;
    const verdict v = judge(path, data, false, scratch.path);
    if (r.mlir_opt_reads_out_of_bounds && v.c == cls::mlir_opt_crash) continue;
    CHECK_MESSAGE(v.c == r.expected, "class " << cls_name(v.c) << "; mlir-opt: " << v.theirs.message
                                              << "; mlirbc: " << v.mine.message);
    if (v.c == cls::both_differ) {
      const bytes original = test_support::read_bytes(test_support::data_dir() / r.from);
      CHECK(difference_name(original, data, v, false, scratch.path) == r.detail);
    }
  }
}

TEST_CASE("differential: minimize a mutant by hand (MLIRBC_DIFF_MINIMIZE_FILE=mutant, _ORIGINAL=its original)") {
  const char* mutant = std::getenv("MLIRBC_DIFF_MINIMIZE_FILE");
  const char* original = std::getenv("MLIRBC_DIFF_MINIMIZE_ORIGINAL");
  if (mutant == nullptr || original == nullptr) return;
  if (!test_support::oracle(test_support::mlir_opt_22)) return;
  const bool dbg = env_u64("MLIRBC_DIFF_MINIMIZE_DEBUGINFO", 0) != 0;
  test_support::scratch_dir scratch("differential-minimize");
  const bytes o = test_support::read_bytes(original), m = test_support::read_bytes(mutant);
  const verdict v = judge(mutant, m, dbg, scratch.path);
  const std::string key = disagreement_key(v, o, m, dbg, scratch.path);
  const bytes small = minimize(o, m, dbg, key, scratch.path);
  std::size_t changed = 0;
  if (small.size() == o.size())
    for (std::size_t i = 0; i < o.size(); ++i) changed += small[i] != o[i] ? 1u : 0u;
  const fs::path out = std::string(mutant) + ".min";
  write_file(out, small);
  MESSAGE(key << ": " << changed << " byte(s) differ from the original; written to " << out.string());
}
