// mlirbc: command-line inspector for MLIR bytecode files.
#include <string_view>

#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace cli;
  if (argc < 2) return usage();
  const std::string_view cmd = argv[1];
  args a;
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    std::fputs(usage_text, stdout);
    return 0;
  }
  if (cmd == "pack") return cmd_pack(argc, argv);
  if (!parse_args(argc, argv, 2, a)) return usage();
  if (cmd == "info") return cmd_info(a);
  if (cmd == "resources") return cmd_resources(a);
  if (cmd == "extract") return cmd_extract(a);
  if (cmd == "dump") return cmd_dump(a);
  if (cmd == "stats") return cmd_stats(a);
  return usage();
}
