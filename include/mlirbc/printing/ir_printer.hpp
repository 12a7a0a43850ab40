// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// ir_printer: prints the IR in MLIR's generic op form, byte-identical to
// `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//  --mlir-print-local-scope [--mlir-print-debuginfo]`.
//
// Two walks: the first records what a one-pass print cannot know yet (value
// types and names, which MLIR assigns in an order that differs from file
// order, forward references, block predecessors); the second streams the text
// in chunks to a sink. Memory is proportional to the number of values,
// regions and branch edges, never to the output size.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>

#include "../base/config.hpp"
#include "../base/format_warnings.hpp"
#include "../dialects/registry.hpp"
#include "../tables/bytecode.hpp"
#include "ir_print_attrs.hpp"  // ir_attrs: an op's attributes as the printer prints them

namespace mlirbc {

struct print_options {
  bool debuginfo = false;  // ` loc(...)` after every op and block argument
  // Printed in the location of the module MLIR wraps around top-level ops that
  // are not a single builtin.module (loc("NAME":0:0)); mlir-opt uses the path.
  std::string_view source_name = "-";
  // Append the `{-# dialect_resources / external_resources #-}` block that
  // mlir-opt prints without --mlir-print-local-scope (it omits it with it).
  bool resources = false;
  // If set, the sink every stage of the print reports to (format_warnings.hpp)
  // the deviations MLIR tolerates that it meets: a negative dimension, a v0-4
  // inherent attribute of a kind its definition does not accept (printed in the
  // attribute dictionary), a registered op that no known release defines (its
  // properties read as MLIR reads an unknown op's), bytes after the last op...
  // Those found at open are bytecode::warnings(): start from a copy of it for
  // one list. In strict mode each is the print's error instead.
  format_warnings* warnings = nullptr;
  // Print the regions of isolated ops (functions) that are stored in their own
  // section (v2+) on this many threads, each into its own buffer, written in
  // file order: the text is the same as with one thread. Files that number
  // distinct attributes (distinct[N] follows print order) print on one.
  unsigned threads = 1;
};

namespace detail {

// Text chunks to a caller's sink, without knowing its type.
struct chunk_sink {
  void* context;
  void (*write)(void*, std::string_view);
  void operator()(std::string_view s) const { write(context, s); }
};

// print_generic, the text going to `sink`: the bodies, with the sink's type erased.
error print_generic_chunks(const bytecode& b, chunk_sink sink, const print_options& opt,
                           const dialect_registry& dialects);

}  // namespace detail

// Prints the module to `sink`, a callable taking std::string_view chunks
// (of up to 64 KiB each), decoding attributes and types with `dialects`.
template <class Sink>
  requires requires(Sink& s, std::string_view v) { s(v); }
error print_generic(const bytecode& b, Sink&& sink, const print_options& opt = {},
                    const dialect_registry& dialects = default_dialects()) {
  using sink_type = std::remove_reference_t<Sink>;
  auto write = [](void* s, std::string_view text) { (*static_cast<sink_type*>(s))(text); };
  void* context = const_cast<void*>(static_cast<const void*>(&sink));  // cast back to sink_type* by write
  return detail::print_generic_chunks(b, detail::chunk_sink{context, write}, opt, dialects);
}

// Prints the module into a string.
error print_generic(const bytecode& b, std::string& out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects());

// Prints the module to a stdio stream.
error print_generic(const bytecode& b, std::FILE* out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects());

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/ir_printer.ipp"
#endif
