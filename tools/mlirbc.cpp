// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc: command-line inspector for MLIR bytecode files. The command table
// (options and help of every command), argument parsing and main.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string_view>

#include "cli.hpp"


namespace cli {
namespace {

constexpr option_spec json_option{"--json", "", "print JSON (UTF-8; see 'JSON output' in README.md)"};

constexpr option_spec strict_option{"--strict", "",
                                    "refuse a file breaking a format rule MLIR tolerates (default: warn)"};

constexpr option_spec schema_option{"--schema", "NAME",
                                    "read op properties with the layouts of NAME (MLIR22, MLIR19), whatever the "
                                    "producer (default: the producer's, else per op by fit)"};

constexpr option_spec layouts_option{"--op-layouts", "FILE",
                                     "also read op properties with the layouts of FILE (a layout file, see "
                                     "docs/op-schemas.md; repeatable); they replace the layouts of its dialect"};

constexpr option_spec backend_option{"--backend", "B",
                                     "read the input by 'map' (the default) or by 'read' (pread, nothing mapped)"};
constexpr option_spec info_options[] = {json_option, strict_option, schema_option, layouts_option};

// The release, then each op-layout table the CLI reads with and the definitions it was
// generated from (THIRD_PARTY.md has their licenses).
int print_version() {
  std::printf("mlirbc %s\nop-layout tables (generated from):\n", MLIRBC_VERSION_STRING);
  for (const mlirbc::op_schema::schema_set* s : mlirbc::mlir_opt_dialects().op_schemas()) {
    if (s->origin == nullptr) continue;
    std::printf("  %-16.*s %.*s: %.*s\n", static_cast<int>(s->origin->table.size()), s->origin->table.data(),
                static_cast<int>(s->name.size()), s->name.data(), static_cast<int>(s->origin->source.size()),
                s->origin->source.data());
  }
  return exit_ok;
}
constexpr option_spec resources_options[] = {
    json_option,
    strict_option,
    {"--uses", "", "also list the ops that use each dialect resource (dense_resource)"},
    schema_option,
    layouts_option,
};
constexpr option_spec extract_options[] = {
    strict_option,
    {"-o", "OUT", "write the one resource to OUT ('-' for stdout); OUT is replaced if it exists"},
    {"--all", "DIR", "write every resource to DIR/GROUP/KEY (file names: see above)"},
    {"--force", "", "with --all: replace files that exist (default: refuse)"},
    backend_option,
};
constexpr option_spec constants_options[] = {json_option, strict_option, schema_option, layouts_option};
constexpr option_spec dump_options[] = {
    strict_option,
    schema_option,
    layouts_option,
    {"--debuginfo", "", "print locations, as mlir-opt --mlir-print-debuginfo"},
    {"--resources", "", "print the dialect resources trailer ({-# ... #-})"},
    {"--threads", "N", "print functions (isolated ops) on N threads; same text (1 to 1024; default 1)"},
    backend_option,  // blob bytes are read only for --resources, which 'read' refuses
};
constexpr option_spec stats_options[] = {
    json_option,
    strict_option,
    schema_option,
    layouts_option,
    {"--threads", "N", "decode attributes and types on N threads (1 to 1024; default 1)"},
};
constexpr option_spec pack_options[] = {
    {"--version", "N", "bytecode version to write, 0 to 6 (default 6)"},
    {"--align", "N", "alignment of each weight's data, a power of two up to 65536 (default 16)"},
};

constexpr option_spec strip_cmd_options[] = {
    strict_option,
    {"--keep", "NAME", "keep the data of resource NAME (repeatable)"},
    {"--min-size", "N", "keep the data of blobs smaller than N bytes"},
    backend_option,
};
constexpr option_spec export_cmd_options[] = {
    strict_option,
    schema_option,
    layouts_option,
    {"--format", "F", "safetensors or npz (default: from OUT's extension)"},
    {"--raw", "", "export blobs without one typed use as 1-D uint8 instead of skipping them"},
    backend_option,
};
constexpr option_spec attach_cmd_options[] = {
    strict_option,
    schema_option,
    layouts_option,
    {"--allow-missing", "", "leave resources without a tensor without data (default: an error)"},
    backend_option,
};

constexpr option_spec view_cmd_options[] = {
    strict_option,
    schema_option,
    layouts_option,
    {"-o", "OUT", "write the page to OUT ('-' for stdout; default FILE.html beside FILE)"},
    {"--force", "", "replace OUT if it exists (default: refuse)"},
    {"--no-stats", "", "skip the per-tensor statistics (they read every weight's data)"},
    {"--max-nodes", "N", "ops drawn per function graph, the rest summarised (1 to 100000; default 300)"},
};

constexpr command commands[] = {
    {"info", "[--json] [--strict] [--schema NAME] [--op-layouts FILE] FILE", "header, sections, table sizes and the op layouts applied",
     "'op layouts' names the layout set op properties are read with: the producer's MLIR\n"
     "release, or (a producer without one: another release, a git build, StableHLO) the\n"
     "registered releases tried on each op, nearest first; then dialects' own sets (vhlo).\n",
     info_options, cmd_info},
    {"resources", "[--json] [--uses] [--schema NAME] [--op-layouts FILE] FILE", "resource groups, keys, kinds, sizes, alignment and data offsets", "",
     resources_options, cmd_resources},
    {"extract", "FILE KEY -o OUT | FILE --all DIR [--force] [--backend B]", "write resource data bytes to files",
     "A resource's data bytes are: a blob's data (without its alignment header), one byte 0/1\n"
     "for a bool, or a string's characters.\n"
     "With --all, each group and key becomes one path component, in which every byte that is\n"
     "not printable UTF-8, and every '/', '\\' and '%', is written %XX (hex of the byte); a name\n"
     "of only dots has its dots written %2E and an empty name is '%'. Distinct keys thus get\n"
     "distinct files. A file that exists is an error unless --force is given.\n",
     extract_options, cmd_extract},
    {"constants", "[--json] [--schema NAME] [--op-layouts FILE] FILE", "tensor data stored inline in attributes, per op",
     "Lists builtin dense<...> of numbers or booleans and StableHLO's #vhlo.tensor_v1, in IR\n"
     "order: the op (and its pre-order number), the attribute, the type, how the data is stored\n"
     "('elements'; 'splat': one element for all; 'bits'/'all_true': packed booleans), the stored\n"
     "bytes and their file offset. The library and Python (File.get_constant) hand the data out.\n",
     constants_options, cmd_constants},
    {"dump", "[--debuginfo] [--resources] [--threads N] [--schema NAME] [--op-layouts FILE] FILE",
     "the IR in MLIR's generic op form",
     "Prints what mlir-opt --mlir-print-op-generic --mlir-print-local-scope prints.\n"
     "The text is streamed: on an error, what was printed before it stays on stdout.\n"
     "--threads N prints the regions of isolated ops stored in their own section (functions,\n"
     "v2+ files) on N threads and writes them in file order: the text does not change. Files\n"
     "with distinct attributes (numbered in print order) print on one thread.\n",
     dump_options, cmd_dump},
    {"stats", "[--json] [--threads N] [--schema NAME] [--op-layouts FILE] FILE",
     "op counts, nesting, values, blocks, sizes, decode errors, op layouts used",
     "Every attribute, type and op properties entry is decoded (and counted if malformed).\n"
     "'property layouts' counts the ops read with each layout set; 'inferred' those whose\n"
     "layout was chosen by fit, because the producer has no layout table of its own.\n",
     stats_options, cmd_stats},
    {"pack", "OUT NAME=FILE:TYPE[:SHAPE]... [--version N] [--align N]",
     "build a weight file of dense_resource constants from raw binary files",
     "TYPE is one of i1 i8 i16 i32 i64 f16 bf16 f32 f64; SHAPE is e.g. 4096x4096, or scalar;\n"
     "without SHAPE the weight is 1-D and FILE's size must be a multiple of the element size.\n"
     "NAME must be a bare identifier ([A-Za-z_][A-Za-z0-9_$.]*). OUT may be '-' (stdout).\n"
     "The default alignment 16 is the largest that mlir-opt 22 loads whatever the file size:\n"
     "it reads files under 16 KiB, and files whose size is a multiple of 4 KiB, into a buffer\n"
     "aligned to 16 bytes only, and refuses data aligned beyond that buffer.\n",
     pack_options, cmd_pack},
    {"strip", "IN OUT [--keep NAME]... [--min-size N] [--backend B]", "write the module without its blob data",
     "Every section is copied as it is except the resources: each dialect resource blob\n"
     "becomes an entry without data (its dense_resource handles stay), unless --keep or\n"
     "--min-size keeps it. mlir-opt reads the result and prints the same IR, without the\n"
     "blobs in its dialect_resources trailer. Bool and string resources are kept.\n"
     "OUT is written whole or not at all; IN is never modified.\n",
     strip_cmd_options, cmd_strip},
    {"export", "IN OUT [--format safetensors|npz] [--raw] [--backend B]", "write every dense_resource blob as a tensor",
     "Each builtin blob used by the IR becomes a tensor named by its resource name, with the\n"
     "dtype and shape of its use (bf16 is BF16 in safetensors, uint16 in npz; i1 is one byte\n"
     "per element, BOOL). Blobs without one typed use (unused, uses that disagree, an element\n"
     "type the format lacks) are listed on stderr and skipped, or with --raw written as 1-D\n"
     "uint8. safetensors' __metadata__ records the producer, the source file and each\n"
     "blob's alignment (mlirbc.alignment:NAME), which attach restores.\n",
     export_cmd_options, cmd_export},
    {"attach", "STRIPPED WEIGHTS.safetensors OUT [--allow-missing] [--backend B]", "put tensors back into a stripped module",
     "Each tensor becomes the data of the builtin resource of its name; its dtype and shape\n"
     "must be those of the resource's use in the IR (or 1-D uint8 of the same byte size, as\n"
     "export --raw writes). A tensor naming no resource is an error, as is a resource used\n"
     "by the IR that has neither data nor a tensor (unless --allow-missing). strip + export\n"
     "+ attach gives back the original module.\n",
     attach_cmd_options, cmd_attach},
    {"view", "FILE [-o OUT.html] [--force] [--no-stats] [--max-nodes N] [--schema NAME] [--op-layouts FILE]",
     "one self-contained HTML page: summary, bytes, weights, op counts, dataflow graphs",
     "The page has its scripts, styles and data inline and makes no network request. Graphs\n"
     "and the treemap are laid out by Graphviz (dot, patchwork) when it is installed; without\n"
     "it the page says so. Tables and graphs are cut at fixed limits, and the page says what\n"
     "it left out, so that it stays under 5 MiB whatever the input (docs/view.md).\n",
     view_cmd_options, cmd_view},
};

constexpr option_spec help_option{"-h, --help", "", "show this help"};

const command* find_command(std::string_view name) {
  for (const command& c : commands)
    if (c.name == name) return &c;
  return nullptr;
}

void print_option(const option_spec& o) {
  std::string left(o.name);
  if (!o.value.empty()) {  // appends, not " " + ...: g++ 12 -O3 warns falsely (-Wrestrict) on that form
    left += ' ';
    left += o.value;
  }
  std::printf("  %-14s %.*s\n", left.c_str(), static_cast<int>(o.help.size()), o.help.data());
}

int print_help(const command& c) {
  std::printf("usage: mlirbc %.*s %.*s\n\n%.*s.\n", static_cast<int>(c.name.size()), c.name.data(),
              static_cast<int>(c.synopsis.size()), c.synopsis.data(), static_cast<int>(c.summary.size()),
              c.summary.data());
  if (!c.details.empty()) std::printf("\n%.*s", static_cast<int>(c.details.size()), c.details.data());
  std::printf("\noptions:\n");
  for (const option_spec& o : c.options) print_option(o);
  print_option(help_option);
  return exit_ok;
}

int print_usage(std::FILE* to) {
  std::fprintf(to,
               "usage: mlirbc COMMAND [OPTIONS] ARGUMENTS\n"
               "       mlirbc help COMMAND       (or: mlirbc COMMAND --help)\n"
               "       mlirbc --version\n\ncommands:\n");
  for (const command& c : commands)
    std::fprintf(to, "  %-10.*s %.*s\n", static_cast<int>(c.name.size()), c.name.data(),
                 static_cast<int>(c.summary.size()), c.summary.data());
  std::fprintf(to, "\nexit status: 0 success, 1 a file could not be read, written or decoded, 2 usage error\n");
  return to == stdout ? exit_ok : exit_usage;
}

const option_spec* find_option(const command& c, std::string_view name) {
  for (const option_spec& o : c.options)
    if (o.name == name) return &o;
  return nullptr;
}

// Parses argv[first..] against c's options. Returns false after a usage error;
// sets `help` if -h/--help was given.
bool parse(const command& c, int argc, char** argv, int first, parsed_args& a, bool& help) {
  bool options_done = false;
  for (int i = first; i < argc; ++i) {
    const std::string_view s = argv[i];
    if (options_done || s.size() < 2 || s[0] != '-') {
      a.positional.emplace_back(s);
    } else if (s == "--") {
      options_done = true;
    } else if (s == "-h" || s == "--help") {
      help = true;
    } else {
      const std::size_t eq = s.starts_with("--") ? s.find('=') : std::string_view::npos;
      const std::string_view name = s.substr(0, eq);
      const option_spec* o = find_option(c, name);
      if (o == nullptr) return usage_error(c, "unknown option '%.*s'", static_cast<int>(name.size()), name.data()), false;
      if (o->value.empty()) {
        if (eq != std::string_view::npos)
          return usage_error(c, "option '%.*s' takes no value", static_cast<int>(name.size()), name.data()), false;
        a.set(o->name, "");
      } else if (eq != std::string_view::npos) {
        a.set(o->name, std::string(s.substr(eq + 1)));
      } else if (i + 1 < argc) {
        a.set(o->name, argv[++i]);
      } else {
        return usage_error(c, "option '%.*s' needs a value (%.*s)", static_cast<int>(name.size()), name.data(),
                           static_cast<int>(o->value.size()), o->value.data()), false;
      }
    }
  }
  return true;
}

// Writes the command's output; a failed write (full disk, closed pipe) is an error.
int finish(int status, const output& out) {
  if (status == exit_ok && !out.text().empty())
    std::fwrite(out.text().data(), 1, out.text().size(), stdout);
  if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
    std::fprintf(stderr, "mlirbc: cannot write to standard output: %s\n", std::strerror(errno));
    return exit_failure;
  }
  return status;
}

int help_command(int argc, char** argv) {
  if (argc < 3) return print_usage(stdout);
  const command* c = find_command(argv[2]);
  if (c == nullptr || argc > 3) {
    std::fprintf(stderr, "mlirbc help: unknown command '%s' (see 'mlirbc --help')\n", argv[2]);
    return exit_usage;
  }
  return print_help(*c);
}

}  // namespace
}  // namespace cli

namespace cli {
namespace {

// The backstop for an input truncated under its mapping (docs/hostile-input.md,
// "SIGBUS"): blob data is copied with pread and copy_file_range, which report a
// short file as an error, but metadata is read through the mapping. Touching a
// page past the new end raises SIGBUS: say so, remove the partial output, exit 1.
// Async-signal-safe: write, unlink and _exit only.
void on_sigbus(int) {
  static constexpr char message[] =
      "mlirbc: the input file shrank while it was read (SIGBUS: truncated by another process?); no output written\n";
  mlirbc::output_file::discard_all_in_signal_handler();
  [[maybe_unused]] const ::ssize_t n = ::write(STDERR_FILENO, message, sizeof message - 1);
  ::_exit(exit_failure);
}

void exit_on_sigbus() {
  struct ::sigaction sa {};
  sa.sa_handler = on_sigbus;
  ::sigemptyset(&sa.sa_mask);
  ::sigaction(SIGBUS, &sa, nullptr);
}

}  // namespace
}  // namespace cli

int main(int argc, char** argv) {
  using namespace cli;
  exit_on_sigbus();
  if (argc < 2) return print_usage(stderr);
  const std::string_view word = argv[1];
  if (word == "--help" || word == "-h") return finish(print_usage(stdout), output{});
  if (word == "help") return finish(help_command(argc, argv), output{});
  if (word == "--version") return finish(print_version(), output{});
  const command* c = find_command(word);
  if (c == nullptr) {
    std::fprintf(stderr, "mlirbc: unknown %s '%s' (see 'mlirbc --help')\n", word.starts_with("-") ? "option" : "command",
                 argv[1]);
    return exit_usage;
  }
  parsed_args a(*c);
  bool help = false;
  if (!parse(*c, argc, argv, 2, a, help)) return exit_usage;
  if (help) return finish(print_help(*c), output{});
  output out;
  const int status = c->run(a, out);
  return finish(status, out);
}
