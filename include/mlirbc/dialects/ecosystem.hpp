// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/ecosystem: the op property layouts of dialects outside MLIR whose ODS
// is public — Shardy (sdy, mpmd), StableHLO (stablehlo, chlo), XLA (mhlo),
// torch-mlir (torch, torch_c), IREE (util, flow, stream, iree_codegen, iree_gpu,
// iree_linalg_ext), Triton (tt, ttg/triton_gpu, ttng/triton_nvidia_gpu, amdgpu),
// Mosaic (tpu, mosaic_gpu), tt-mlir (ttcore, ttir, ttnn), Catalyst (quantum),
// ByteIR (byre_serial), onnx-mlir (onnx, krnl, zhigh, zlow), LiteRT (tfl),
// MLIR-TensorRT (tensorrt, plan, executor, cuda, trtrt, kernel), sophgo tpu-mlir
// (top, tpu) and TensorFlow (tf, tf_executor, tf_device, tf_saved_model) — generated
// by tools/gen_ecosystem_schemas.sh
// (docs/op-schemas.md, "Ecosystem dialects"). Each set is scoped to its dialect
// and holds for every producer: these dialects are written by their own
// compilers, whose producer string names no MLIR release. Triton's `amdgpu` and
// the two `tpu` dialects (Mosaic's, sophgo's) share their names and apply per file
// (schema_set::only_with / not_with; docs/producers.md).
// XLA's IFRT IR (ifrt) is among them; its versioned vifrt comes with the vifrt
// plug-in (dialects/vifrt.hpp), which owns its attribute and type encodings too.
#pragma once

#include <span>

#include "../base/config.hpp"
#include "../model/op_schema.hpp"

namespace mlirbc::op_schema {

// One set per dialect, defined with the bodies (impl/ecosystem.ipp) like the
// release tables, so a compiled-mode program does not parse them.
std::span<const schema_set> ecosystem_sets() noexcept;

}  // namespace mlirbc::op_schema

#if MLIRBC_WITH_BODIES
#include "impl/ecosystem.ipp"
#endif
