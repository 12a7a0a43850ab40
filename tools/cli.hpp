// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Shared pieces of the mlirbc CLI: the command table, argument parsing, help,
// error reporting and buffered output. The commands live one group per file
// (cmd_inspect.cpp, cmd_ir.cpp, cmd_pack.cpp); main and the table in mlirbc.cpp.
//
// Conventions (those of git and the llvm-* tools): `mlirbc CMD --help` and
// `mlirbc help CMD` print help on stdout and exit 0; each command accepts only
// its own options; a usage error names the offending word and exits 2; a file
// that cannot be read or written exits 1 with the reason; `-o -` is stdout.
#pragma once

#include <charconv>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>

namespace cli {

constexpr int exit_ok = 0;
constexpr int exit_failure = 1;  // a file could not be read or written, or is malformed
constexpr int exit_usage = 2;    // the command line is wrong

// What a command prints on stdout, kept until it succeeds: a command that fails
// writes nothing to stdout (only its error to stderr).
class output {
 public:
  [[gnu::format(printf, 2, 3)]] void printf(const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    char small[256];
    const int n = std::vsnprintf(small, sizeof small, format, args);
    va_end(args);
    if (n > 0 && static_cast<std::size_t>(n) < sizeof small) {
      text_.append(small, static_cast<std::size_t>(n));
    } else if (n > 0) {
      const std::size_t at = text_.size();
      text_.resize(at + static_cast<std::size_t>(n) + 1);
      std::vsnprintf(text_.data() + at, static_cast<std::size_t>(n) + 1, format, again);
      text_.resize(at + static_cast<std::size_t>(n));
    }
    va_end(again);
  }
  void write(std::string_view s) { text_ += s; }
  const std::string& text() const noexcept { return text_; }

 private:
  std::string text_;
};

// One option of a command: a flag ("--json") or one taking a value ("-o OUT").
struct option_spec {
  std::string_view name;
  std::string_view value;  // the value's name in help ("N", "OUT"); empty for a flag
  std::string_view help;
};

class parsed_args;

struct command {
  std::string_view name;
  std::string_view synopsis;  // what follows "mlirbc NAME" in the usage line
  std::string_view summary;   // one line, for the command list
  std::string_view details;   // more help text (may be empty)
  std::span<const option_spec> options;
  int (*run)(const parsed_args&, output&);
};

// The command line of one command, checked against its option table.
class parsed_args {
 public:
  explicit parsed_args(const command& c) : cmd(c) {}

  const command& cmd;
  std::vector<std::string> positional;

  bool has(std::string_view option) const { return find(option) != nullptr; }
  // The value given to an option, or nullptr if the option was not given.
  const std::string* value(std::string_view option) const {
    const auto* g = find(option);
    return g != nullptr ? &g->second : nullptr;
  }
  // Every value given to a repeatable option, in order.
  std::vector<std::string> values(std::string_view option) const {
    std::vector<std::string> out;
    for (const auto& g : given_)
      if (g.first == option) out.push_back(g.second);
    return out;
  }
  void set(std::string_view option, std::string v) { given_.emplace_back(option, std::move(v)); }

 private:
  const std::pair<std::string_view, std::string>* find(std::string_view option) const {
    for (auto it = given_.rbegin(); it != given_.rend(); ++it)  // the last one given wins
      if (it->first == option) return &*it;
    return nullptr;
  }
  std::vector<std::pair<std::string_view, std::string>> given_;
};

// "mlirbc CMD: MESSAGE" and a pointer to the help, on stderr; returns exit_usage.
[[gnu::format(printf, 2, 3)]] inline int usage_error(const command& c, const char* format, ...) {
  std::fprintf(stderr, "mlirbc %.*s: ", static_cast<int>(c.name.size()), c.name.data());
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fprintf(stderr, "\n(see 'mlirbc help %.*s')\n", static_cast<int>(c.name.size()), c.name.data());
  return exit_usage;
}

// Checks the number of positional arguments; `what` names them ("FILE").
inline bool positional_count_ok(const parsed_args& a, std::size_t min, std::size_t max, const char* what) {
  const std::size_t n = a.positional.size();
  if (n < min) {
    usage_error(a.cmd, "missing %s", what);
    return false;
  }
  if (n > max) {
    usage_error(a.cmd, "unexpected argument '%s' (expected %s)", a.positional[max].c_str(), what);
    return false;
  }
  return true;
}

// A decimal number that fits 64 bits, and nothing else.
inline bool parse_u64(std::string_view s, std::uint64_t& out) {
  if (s.empty()) return false;
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

// The value of a numeric option in [lo, hi], `fallback` when not given, or
// nullopt after a usage error naming the option and the bad value.
inline std::optional<std::uint64_t> number_option(const parsed_args& a, std::string_view option, std::uint64_t lo,
                                                  std::uint64_t hi, std::uint64_t fallback) {
  const std::string* v = a.value(option);
  if (v == nullptr) return fallback;
  std::uint64_t n = 0;
  if (parse_u64(*v, n) && n >= lo && n <= hi) return n;
  usage_error(a.cmd, "%.*s: expected a number from %llu to %llu, got '%s'", static_cast<int>(option.size()),
              option.data(), static_cast<unsigned long long>(lo), static_cast<unsigned long long>(hi), v->c_str());
  return std::nullopt;
}

// The reader's limits for the input file: `--strict` refuses files that break
// a format rule MLIR's reader tolerates (by default such a rule is a warning).
inline mlirbc::limits input_limits(const parsed_args& a) {
  mlirbc::limits lim;
  lim.strict = a.has("--strict");
  return lim;
}

// `--backend read|map`: how a command that copies blob data reads its input
// (docs/weights.md, "Backends"): map (the default) maps the file; read maps
// nothing, reading the metadata and then the blob data with pread. nullopt
// (after a message) for another value.
inline std::optional<mlirbc::load_mode> input_mode(const parsed_args& a) {
  const std::string* v = a.value("--backend");
  if (v == nullptr || *v == "map") return mlirbc::load_mode::map;
  if (*v == "read") return mlirbc::load_mode::read;
  usage_error(a.cmd, "--backend: unknown backend '%s' (read, map)", v->c_str());
  return std::nullopt;
}

// The dialects a command reads with: mlir-opt's set, plus the layout files
// given with `--op-layouts FILE` (each replaces the layouts of its dialect);
// `--schema NAME` (`MLIR22`, `MLIR19`: a registered release's op layouts) makes
// every file's op properties read with that release's layouts, whatever its
// producer. nullopt (after a message) for a name that is not registered or a
// layout file that cannot be read.
inline std::optional<mlirbc::dialect_registry> input_dialects(const parsed_args& a) {
  mlirbc::dialect_registry reg = mlirbc::mlir_opt_dialects();
  for (const std::string& path : a.values("--op-layouts")) {
    std::string why;
    auto file = mlirbc::op_schema::layout_file::load(path, why);
    if (!file) {
      usage_error(a.cmd, "--op-layouts: %s", why.c_str());
      return std::nullopt;
    }
    reg.add_op_layouts(std::move(file));
  }
  const std::string* name = a.value("--schema");
  if (name == nullptr) return reg;
  std::string known;
  for (const mlirbc::op_schema::schema_set* s : reg.op_schemas()) {
    if (!s->dialect.empty()) continue;
    std::string compact;  // "MLIR 22" -> "MLIR22"
    for (char c : s->name)
      if (c != ' ') compact += c;
    if (compact == *name) return reg.force_op_layouts(s->major);
    known += (known.empty() ? "" : ", ") + compact;
  }
  usage_error(a.cmd, "--schema: unknown layout set '%s' (known: %s)", name->c_str(), known.c_str());
  return std::nullopt;
}

// The format warnings of a read (one sink: format_warnings.hpp), one
// "warning: ..." line each, on stderr (text output stays what mlir-opt
// prints); `info` and `stats` also list them. The list holds the first
// warnings in file order; the count is all of them.
inline void warn_on_stderr(const std::string& file, const mlirbc::bytecode& b, const mlirbc::format_warnings& w) {
  const std::vector<mlirbc::error> list = w.list();
  for (const mlirbc::error& e : list)
    std::fprintf(stderr, "mlirbc: %s: warning: %s\n", file.c_str(), b.describe(e).c_str());
  if (w.count() > list.size())
    std::fprintf(stderr, "mlirbc: %s: warning: %llu more\n", file.c_str(),
                 static_cast<unsigned long long>(w.count() - list.size()));
}
// What open met.
inline void warn_on_stderr(const std::string& file, const mlirbc::bytecode& b) { warn_on_stderr(file, b, b.warnings()); }

// `"warnings": [{"section", "offset", "message"}...], "warning_count": N`
// (the list holds the first limits::max_warnings in file order; the count is all of them).
void print_warnings_json(const mlirbc::bytecode& b, std::span<const mlirbc::error> list, std::uint64_t count,
                         output& out);
// "warnings: N" then one indented line per listed warning; nothing when none.
void print_warnings_text(const mlirbc::bytecode& b, std::span<const mlirbc::error> list, std::uint64_t count,
                         output& out);

// "mlirbc: FILE: MESSAGE" on stderr; returns exit_failure.
inline int fail(const std::string& file, const mlirbc::error& e) {
  std::fprintf(stderr, "mlirbc: %s: %s\n", file.c_str(), e.message().c_str());
  return exit_failure;
}
// The same for an error met reading an open file: it names the op concerned, if any.
inline int fail(const std::string& file, const mlirbc::bytecode& b, const mlirbc::error& e) {
  std::fprintf(stderr, "mlirbc: %s: %s\n", file.c_str(), b.describe(e).c_str());
  return exit_failure;
}

// Before reading every blob's header (next to each blob's data, read with
// pread by bytecode_file::get_blob): no readahead, so that a cold listing does
// not pull each blob's first pages into the page cache (docs/weights.md).
inline void advise_blob_headers(const mlirbc::bytecode_file& f) {
  const mlirbc::section& rs = f.view().get_section(mlirbc::section_id::resource);
  if (rs.present)
    f.mapping().advise(mlirbc::access_hint::random, static_cast<std::size_t>(rs.offset),
                       static_cast<std::size_t>(rs.length));
}

// The uses of resources and the inline constants (`resources --uses`,
// `constants`, `export`, `attach`). On stderr: the warnings of the reader's
// sink (made from bytecode::warnings(), so those of open, decoding and the
// walk in one list), and a note about ops whose properties cannot be decoded
// (`missing` names what of theirs is not listed).
mlirbc::result<mlirbc::weight_index> use_index(const std::string& path, const mlirbc::attr_reader& reader,
                                               const char* missing);

// A FILE a command reads: its dialects (input_dialects), the file opened with the
// command's limits, and the command's one list of format warnings, made from what
// open met; decoding, the walk and the print add theirs to it (give `&warned` to
// the print_options), so a command reports one list in file order. With uses:
// the attribute reader and the index of resource uses and inline constants.
struct module_input {
  module_input(mlirbc::dialect_registry&& d, mlirbc::bytecode_file&& f)
      : dialects(std::move(d)), file(std::move(f)), warned(file.view().warnings()) {}
  mlirbc::dialect_registry dialects;
  mlirbc::bytecode_file file;
  mlirbc::format_warnings warned;
  std::optional<mlirbc::attr_reader> reader;  // with uses
  std::optional<mlirbc::weight_index> uses;   // with uses
  const mlirbc::bytecode& view() const noexcept { return file.view(); }
};

// Null after the message, with the exit status in `status`. The options are
// checked before the file is opened, so a bad option fails first. `uses_missing`
// (not null: build the index) is use_index's `missing`.
inline std::unique_ptr<module_input> read_input(const parsed_args& a, const std::string& path, int& status,
                                              const char* uses_missing = nullptr) {
  auto dialects = input_dialects(a);
  if (!dialects) {
    status = exit_usage;
    return nullptr;
  }
  const auto mode = input_mode(a);
  if (!mode) {
    status = exit_usage;
    return nullptr;
  }
  auto f = mlirbc::bytecode_file::open(path, input_limits(a), *mode);
  if (!f) {
    status = fail(path, f.err());
    return nullptr;
  }
  auto in = std::make_unique<module_input>(std::move(*dialects), std::move(*f));
  if (uses_missing != nullptr) {
    in->reader.emplace(in->view(), in->dialects, &in->warned);
    auto idx = use_index(path, *in->reader, uses_missing);
    if (!idx) {
      status = fail(path, in->view(), idx.err());
      return nullptr;
    }
    in->uses.emplace(std::move(*idx));
  }
  return in;
}

// The commands; their option tables and help are in mlirbc.cpp.
int cmd_info(const parsed_args& a, output& out);
int cmd_resources(const parsed_args& a, output& out);
int cmd_extract(const parsed_args& a, output& out);
int cmd_constants(const parsed_args& a, output& out);
int cmd_dump(const parsed_args& a, output& out);   // streams to stdout (see README)
int cmd_stats(const parsed_args& a, output& out);
int cmd_pack(const parsed_args& a, output& out);
int cmd_strip(const parsed_args& a, output& out);
int cmd_export(const parsed_args& a, output& out);
int cmd_attach(const parsed_args& a, output& out);
int cmd_view(const parsed_args& a, output& out);

}  // namespace cli
