// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of ecosystem.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../ecosystem.hpp"

namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated tables use "..."sv
#include "../../generated/op_schemas_byre_serial.inc"
#include "../../generated/op_schemas_chlo.inc"
#include "../../generated/op_schemas_flow.inc"
#include "../../generated/op_schemas_ifrt.inc"
#include "../../generated/op_schemas_quantum.inc"
#include "../../generated/op_schemas_sdy.inc"
#include "../../generated/op_schemas_stablehlo.inc"
#include "../../generated/op_schemas_stream.inc"
#include "../../generated/op_schemas_torch.inc"
#include "../../generated/op_schemas_torch_c.inc"
#include "../../generated/op_schemas_tt.inc"
#include "../../generated/op_schemas_util.inc"
#include "../../generated/op_schemas_iree_codegen.inc"
#include "../../generated/op_schemas_iree_gpu.inc"
#include "../../generated/op_schemas_iree_linalg_ext.inc"
#include "../../generated/op_schemas_mhlo.inc"
#include "../../generated/op_schemas_mosaic_gpu.inc"
#include "../../generated/op_schemas_mpmd.inc"
#include "../../generated/op_schemas_tpu.inc"
#include "../../generated/op_schemas_triton_amdgpu.inc"
#include "../../generated/op_schemas_triton_gpu.inc"
#include "../../generated/op_schemas_triton_nvidia_gpu.inc"
#include "../../generated/op_schemas_ttcore.inc"
#include "../../generated/op_schemas_ttg.inc"
#include "../../generated/op_schemas_ttir.inc"
#include "../../generated/op_schemas_ttng.inc"
#include "../../generated/op_schemas_ttnn.inc"
#include "../../generated/op_schemas_onnx.inc"
#include "../../generated/op_schemas_krnl.inc"
#include "../../generated/op_schemas_zhigh.inc"
#include "../../generated/op_schemas_zlow.inc"
#include "../../generated/op_schemas_tfl.inc"
#include "../../generated/op_schemas_tensorrt.inc"
#include "../../generated/op_schemas_plan.inc"
#include "../../generated/op_schemas_executor.inc"
#include "../../generated/op_schemas_cuda.inc"
#include "../../generated/op_schemas_trtrt.inc"
#include "../../generated/op_schemas_kernel.inc"
#include "../../generated/op_schemas_top.inc"
#include "../../generated/op_schemas_sophgo_tpu.inc"
#include "../../generated/op_schemas_tf.inc"
#include "../../generated/op_schemas_tf_executor.inc"
#include "../../generated/op_schemas_tf_device.inc"
#include "../../generated/op_schemas_tf_saved_model.inc"
#include "../../generated/op_schemas_tfrt.inc"
#include "../../generated/op_schemas_corert.inc"
#include "../../generated/op_schemas_corert_sync.inc"
#include "../../generated/op_schemas_tfrt_dht.inc"
#include "../../generated/op_schemas_tfrt_dht_sync.inc"
#include "../../generated/op_schemas_ts.inc"
#include "../../generated/op_schemas_ts_sync.inc"
#include "../../generated/op_schemas_tfrt_test.inc"

namespace detail {
// Two projects' dialects named `amdgpu` and `tpu` (docs/producers.md, "Dialect names
// two projects use"): Triton's `amdgpu` ops come with Triton's own dialects; sophgo
// tpu-mlir's `tpu` files also hold its `top` dialect, Mosaic's never do: sophgo's set
// applies only with `top`, Mosaic's only without it.
inline constexpr std::string_view triton_dialects[] = {"tt", "ttg", "triton_gpu"};
inline constexpr std::string_view sophgo_dialects[] = {"top"};

// The names say where each table came from (the generated headers have the commits).
// `false`: in version 0-4 files these ops' attributes print as mlir-opt 22, which
// does not know the dialects, prints them: all discardable (schema_set::legacy_inherent).
inline constexpr schema_set ecosystem[] = {
    {"ByteIR byre_serial", any_release, ops_byre_serial, fields_byre_serial, "byre_serial", false, &origin_byre_serial},
    {"StableHLO chlo", any_release, ops_chlo, fields_chlo, "chlo", false, &origin_chlo},
    {"IREE flow", any_release, ops_flow, fields_flow, "flow", false, &origin_flow},
    {"XLA ifrt", any_release, ops_ifrt, fields_ifrt, "ifrt", false, &origin_ifrt},
    {"Catalyst quantum", any_release, ops_quantum, fields_quantum, "quantum", false, &origin_quantum},
    {"Shardy sdy", any_release, ops_sdy, fields_sdy, "sdy", false, &origin_sdy},
    {"StableHLO stablehlo", any_release, ops_stablehlo, fields_stablehlo, "stablehlo", false, &origin_stablehlo},
    {"IREE stream", any_release, ops_stream, fields_stream, "stream", false, &origin_stream},
    {"torch-mlir torch", any_release, ops_torch, fields_torch, "torch", false, &origin_torch},
    {"torch-mlir torch_c", any_release, ops_torch_c, fields_torch_c, "torch_c", false, &origin_torch_c},
    {"Triton tt", any_release, ops_tt, fields_tt, "tt", false, &origin_tt},
    {"IREE util", any_release, ops_util, fields_util, "util", false, &origin_util},
    {"IREE iree_codegen", any_release, ops_iree_codegen, fields_iree_codegen, "iree_codegen", false, &origin_iree_codegen},
    {"IREE iree_gpu", any_release, ops_iree_gpu, fields_iree_gpu, "iree_gpu", false, &origin_iree_gpu},
    {"IREE iree_linalg_ext", any_release, ops_iree_linalg_ext, fields_iree_linalg_ext, "iree_linalg_ext", false, &origin_iree_linalg_ext},
    {"XLA mhlo", any_release, ops_mhlo, fields_mhlo, "mhlo", false, &origin_mhlo},
    {"Mosaic GPU mosaic_gpu", any_release, ops_mosaic_gpu, fields_mosaic_gpu, "mosaic_gpu", false, &origin_mosaic_gpu},
    {"Shardy mpmd", any_release, ops_mpmd, fields_mpmd, "mpmd", false, &origin_mpmd},
    {"Mosaic TPU tpu", any_release, ops_tpu, fields_tpu, "tpu", false, &origin_tpu, {}, sophgo_dialects},
    {"Triton amdgpu", any_release, ops_triton_amdgpu, fields_triton_amdgpu, "amdgpu", false, &origin_triton_amdgpu, triton_dialects},
    {"Triton triton_gpu", any_release, ops_triton_gpu, fields_triton_gpu, "triton_gpu", false, &origin_triton_gpu},
    {"Triton triton_nvidia_gpu", any_release, ops_triton_nvidia_gpu, fields_triton_nvidia_gpu, "triton_nvidia_gpu",
     false, &origin_triton_nvidia_gpu},
    {"Triton ttg", any_release, ops_ttg, fields_ttg, "ttg", false, &origin_ttg},
    {"Triton ttng", any_release, ops_ttng, fields_ttng, "ttng", false, &origin_ttng},
    {"tt-mlir ttcore", any_release, ops_ttcore, fields_ttcore, "ttcore", false, &origin_ttcore},
    {"tt-mlir ttir", any_release, ops_ttir, fields_ttir, "ttir", false, &origin_ttir},
    {"tt-mlir ttnn", any_release, ops_ttnn, fields_ttnn, "ttnn", false, &origin_ttnn},
    {"onnx-mlir onnx", any_release, ops_onnx, fields_onnx, "onnx", false, &origin_onnx},
    {"onnx-mlir krnl", any_release, ops_krnl, fields_krnl, "krnl", false, &origin_krnl},
    {"onnx-mlir zhigh", any_release, ops_zhigh, fields_zhigh, "zhigh", false, &origin_zhigh},
    {"onnx-mlir zlow", any_release, ops_zlow, fields_zlow, "zlow", false, &origin_zlow},
    {"LiteRT tfl", any_release, ops_tfl, fields_tfl, "tfl", false, &origin_tfl},
    {"TensorRT tensorrt", any_release, ops_tensorrt, fields_tensorrt, "tensorrt", false, &origin_tensorrt},
    {"TensorRT plan", any_release, ops_plan, fields_plan, "plan", false, &origin_plan},
    {"TensorRT executor", any_release, ops_executor, fields_executor, "executor", false, &origin_executor},
    {"TensorRT cuda", any_release, ops_cuda, fields_cuda, "cuda", false, &origin_cuda},
    {"TensorRT trtrt", any_release, ops_trtrt, fields_trtrt, "trtrt", false, &origin_trtrt},
    {"TensorRT kernel", any_release, ops_kernel, fields_kernel, "kernel", false, &origin_kernel},
    {"sophgo tpu-mlir top", any_release, ops_top, fields_top, "top", false, &origin_top},
    {"sophgo tpu-mlir tpu", any_release, ops_sophgo_tpu, fields_sophgo_tpu, "tpu", false, &origin_sophgo_tpu, sophgo_dialects},
    {"TensorFlow tf", any_release, ops_tf, fields_tf, "tf", false, &origin_tf},
    {"TensorFlow tf_executor", any_release, ops_tf_executor, fields_tf_executor, "tf_executor", false, &origin_tf_executor},
    {"TensorFlow tf_device", any_release, ops_tf_device, fields_tf_device, "tf_device", false, &origin_tf_device},
    {"TensorFlow tf_saved_model", any_release, ops_tf_saved_model, fields_tf_saved_model, "tf_saved_model", false, &origin_tf_saved_model},
    {"TFRT tfrt", any_release, ops_tfrt, fields_tfrt, "tfrt", false, &origin_tfrt},
    {"TFRT corert", any_release, ops_corert, fields_corert, "corert", false, &origin_corert},
    {"TFRT corert_sync", any_release, ops_corert_sync, fields_corert_sync, "corert_sync", false, &origin_corert_sync},
    {"TFRT tfrt_dht", any_release, ops_tfrt_dht, fields_tfrt_dht, "tfrt_dht", false, &origin_tfrt_dht},
    {"TFRT tfrt_dht_sync", any_release, ops_tfrt_dht_sync, fields_tfrt_dht_sync, "tfrt_dht_sync", false, &origin_tfrt_dht_sync},
    {"TFRT ts", any_release, ops_ts, fields_ts, "ts", false, &origin_ts},
    {"TFRT ts_sync", any_release, ops_ts_sync, fields_ts_sync, "ts_sync", false, &origin_ts_sync},
    {"TFRT tfrt_test", any_release, ops_tfrt_test, fields_tfrt_test, "tfrt_test", false, &origin_tfrt_test},
};
}  // namespace detail

MLIRBC_INLINE std::span<const schema_set> ecosystem_sets() noexcept { return detail::ecosystem; }

}  // namespace mlirbc::op_schema
