// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Generated MLIR text for the IR benchmarks: a module of functions that look
// like ordinary compiler output (integer chains, an scf.for reduction over a
// memref, a compare/select, a call to the previous function), ~50 ops each,
// with distinct constants so the attribute table grows with the module.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>

#include <mlirbc.hpp>

#include "common.hpp"

namespace bench {

struct generated_ir {
  std::string text;
  std::uint64_t ops = 0;  // ops in the module, builtin.module included
};

inline generated_ir generate_ir(std::uint64_t target_ops) {
  generated_ir g;
  g.ops = 1;  // builtin.module
  g.text = "module {\n";
  const char* chain_ops[] = {"arith.addi", "arith.muli", "arith.xori", "arith.subi"};
  for (std::uint64_t f = 0; g.ops < target_ops; ++f) {
    const std::string fs = std::to_string(f);
    std::string& t = g.text;
    t += "  func.func @f" + fs + "(%a: i32, %b: f32, %m: memref<16xf32>) -> i32 {\n";
    t += "    %c0 = arith.constant 0 : index\n";
    t += "    %c1 = arith.constant 1 : index\n";
    t += "    %c16 = arith.constant 16 : index\n";
    t += "    %k = arith.constant " + std::to_string(f * 7 + 3) + " : i32\n";
    g.ops += 5;
    // An integer chain sized so that the function has ~50 ops.
    std::string prev = "%a";
    const int chain = f == 0 ? 37 : 36;
    for (int j = 0; j < chain; ++j) {
      const std::string v = "%v" + std::to_string(j);
      t += "    " + v + " = " + chain_ops[j % 4] + " " + prev + ", %k : i32\n";
      prev = v;
    }
    g.ops += static_cast<std::uint64_t>(chain);
    t += "    %r = scf.for %iv = %c0 to %c16 step %c1 iter_args(%acc = %b) -> (f32) {\n";
    t += "      %x = memref.load %m[%iv] : memref<16xf32>\n";
    t += "      %y = arith.addf %acc, %x fastmath<fast> : f32\n";
    t += "      scf.yield %y : f32\n";
    t += "    }\n";
    t += "    memref.store %r, %m[%c0] : memref<16xf32>\n";
    t += "    %cmp = arith.cmpi slt, " + prev + ", %k : i32\n";
    t += "    %sel = arith.select %cmp, " + prev + ", %a : i32\n";
    g.ops += 7;
    if (f > 0) {
      t += "    %call = func.call @f" + std::to_string(f - 1) + "(%sel, %b, %m) : (i32, f32, memref<16xf32>) -> i32\n";
      t += "    return %call : i32\n";
      g.ops += 2;
    } else {
      t += "    return %sel : i32\n";
      g.ops += 1;
    }
    t += "  }\n";
  }
  g.text += "}\n";
  return g;
}

// The structural walk the IR measurements time: every op visited, nothing decoded.
// Returns the op count. `op_runs` false: every op by the general reader
// (ir_walker::use_op_runs), the walk before runs existed.
inline std::uint64_t walk_ops(const mlirbc::bytecode& b, bool op_runs = true) {
  struct op_counter {
    std::uint64_t ops = 0;
    void on_op(const mlirbc::op_view&) { ++ops; }
  };
  mlirbc::ir_walker w(b);
  w.use_op_runs(op_runs);
  op_counter c;
  if (mlirbc::error e = w.walk(c)) die(e.message());
  return c.ops;
}

inline const char* mlir_opt() {
  const char* env = std::getenv("MLIR_OPT_22");
  return env != nullptr ? env : "/usr/lib/llvm-22/bin/mlir-opt";
}

struct ir_file {
  std::string path;
  std::uint64_t ops = 0;
  std::uint64_t ir_bytes = 0;  // IR section payload
};

// The generated module of ~`ops` ops, written as bytecode by mlir-opt 22 into
// the scratch directory once per process (shared by every benchmark);
// nullptr without mlir-opt.
inline const ir_file* module_file(std::uint64_t ops) {
  static std::map<std::uint64_t, ir_file> cache;
  if (auto it = cache.find(ops); it != cache.end()) return &it->second;
  if (!fs::exists(mlir_opt())) return nullptr;
  const auto g = generate_ir(ops);
  const auto text = scratch() / ("ir-" + std::to_string(ops) + ".mlir");
  const auto bc = scratch() / ("ir-" + std::to_string(ops) + ".mlirbc");
  std::ofstream(text) << g.text;
  const std::string cmd = std::string(mlir_opt()) + " --emit-bytecode " + text.string() + " -o " + bc.string();
  if (std::system(cmd.c_str()) != 0) die("mlir-opt failed: " + cmd);
  fs::remove(text);
  ir_file f;
  f.path = bc.string();
  f.ops = g.ops;
  auto opened = mlirbc::bytecode_file::open(f.path);
  if (!opened) die(opened.err().message());
  f.ir_bytes = opened->view().get_section(mlirbc::section_id::ir).length;
  return &cache.emplace(ops, f).first->second;
}

}  // namespace bench
