// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// graph_layout: lays graphs out with Graphviz (docs/view.md), run as a
// program at the time a page is written: `dot` draws dataflow graphs,
// `patchwork` (squarified treemaps) draws where a file's bytes are. The
// graph goes in, SVG comes out; the layout is Graphviz's, none of ours.
// Input and output pass through temporary files, so the child never blocks
// on a pipe we are not reading.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "../base/config.hpp"

namespace mlirbc {

struct graphviz_run {
  bool ran = false;      // false: the program could not be started (not installed), or its
                         // input could not be written to a temporary file (err says why)
  int status = -1;       // exit status when it ran; -1 when a signal ended it
  std::string out, err;  // its standard output and standard error
};

// Runs Graphviz program `engine` ("dot", "patchwork", found on PATH) with
// `args`, `input` on its standard input.
graphviz_run run_graphviz(std::string_view engine, std::string_view args, std::string_view input);

// The SVG of `graph` (DOT language) laid out by `engine`; nullopt with the
// reason in `why` when Graphviz is missing or fails.
std::optional<std::string> graphviz_svg(std::string_view engine, std::string_view graph, std::string& why);

// "graphviz version 2.42.2 (0)" as `dot -V` says it; empty when dot is missing.
std::string graphviz_version();

// The same words as Graphviz writes them into an SVG it made ("<!-- Generated
// by graphviz version 2.42.2 (0)"): a page names the version that drew it
// without starting `dot -V`. Empty when the SVG does not say.
std::string graphviz_version_in(std::string_view svg);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/graph_layout.ipp"
#endif
