// Shared pieces of the mlirbc CLI: argument parsing, usage, error reporting,
// and the commands (one file each under tools/).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>

namespace cli {

constexpr const char* usage_text =
    "usage:\n"
    "  mlirbc info [--json] FILE          header, sections and table sizes\n"
    "  mlirbc resources [--json] FILE     resource groups, keys, kinds, sizes, offsets\n"
    "  mlirbc resources --uses [--json] FILE   ... and the ops using each (dense_resource)\n"
    "  mlirbc extract FILE KEY -o OUT     write one resource's data bytes to OUT\n"
    "  mlirbc extract FILE --all DIR      write every resource into DIR/GROUP/KEY\n"
    "  mlirbc pack OUT NAME=FILE:TYPE[:SHAPE]... [--version N] [--align N]\n"
    "                                     weight file of dense_resource constants\n"
    "  mlirbc dump [--debuginfo] [--resources] FILE\n"
    "                                     print the IR in MLIR's generic op form\n"
    "  mlirbc stats [--json] [--threads N] FILE\n"
    "                                     op counts, depth, values, blocks, regions, sizes;\n"
    "                                     decodes every attribute/type on N threads (default 1)\n";

inline int usage() {
  std::fputs(usage_text, stderr);
  return 2;
}

inline int fail(const std::string& file, const mlirbc::error& e) {
  std::fprintf(stderr, "mlirbc: %s: %s\n", file.c_str(), e.message().c_str());
  return 1;
}

struct args {
  bool json = false;
  bool debuginfo = false;  // dump --debuginfo
  bool resources = false;  // dump --resources
  bool uses = false;       // resources --uses
  std::vector<std::string> positional;
  std::string output;  // -o
  std::string all_dir; // --all
  unsigned threads = 0;  // stats --threads (0: not given)
};

// Before reading every blob's header (next to each blob's data, read with
// pread by bytecode_file::get_blob): no readahead, so that a cold listing does
// not pull each blob's first pages into the page cache (docs/weights.md).
inline void advise_blob_headers(const mlirbc::bytecode_file& f) {
  const mlirbc::section& rs = f.view().get_section(mlirbc::section_id::resource);
  if (rs.present)
    f.mapping().advise(mlirbc::access_hint::random, static_cast<std::size_t>(rs.offset),
                       static_cast<std::size_t>(rs.length));
}

inline bool parse_args(int argc, char** argv, int first, args& a) {
  for (int i = first; i < argc; ++i) {
    const std::string_view s = argv[i];
    if (s == "--json") {
      a.json = true;
    } else if (s == "--debuginfo") {
      a.debuginfo = true;
    } else if (s == "--resources") {
      a.resources = true;
    } else if (s == "--uses") {
      a.uses = true;
    } else if (s == "--threads") {
      if (i + 1 >= argc) return false;
      const std::string_view v = argv[++i];
      unsigned n = 0;
      if (v.empty() || v.size() > 4) return false;
      for (char ch : v) {
        if (ch < '0' || ch > '9') return false;
        n = n * 10 + static_cast<unsigned>(ch - '0');
      }
      if (n == 0) return false;
      a.threads = n;
    } else if (s == "-o" || s == "--all") {
      if (i + 1 >= argc) return false;
      (s == "-o" ? a.output : a.all_dir) = argv[++i];
    } else if (s.size() > 1 && s[0] == '-') {
      return false;
    } else {
      a.positional.emplace_back(s);
    }
  }
  return true;
}

int cmd_info(const args& a);
int cmd_pack(int argc, char** argv);  // own options (--version, --align)
int cmd_resources(const args& a);
int cmd_extract(const args& a);
int cmd_dump(const args& a);
int cmd_stats(const args& a);

}  // namespace cli
