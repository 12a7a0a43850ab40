#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Regenerates include/mlirbc/generated/op_schemas_<dialect>.inc for the ecosystem's dialects
# (docs/op-schemas.md, "Ecosystem dialects") from their ODS sources, one folder per dialect
# laid out as its include lines expect, under two roots: ../shared/dialects (argument 1
# overrides it) and the folder tools/get_dialect_sources.sh writes from clones of the later
# repositories (default ../dialect-sources; argument 2 overrides it).
# Needs mlir-tblgen-22 and libmlir-22-dev. The commits are the ones the sources were taken at.
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:-../shared/dialects}
more=${2:-../dialect-sources}
out=include/mlirbc/generated
[ -d "$more" ] || { echo "no $more: run tools/get_dialect_sources.sh CLONES_DIR $more first" >&2; exit 1; }

root=$src
gen() {  # name, folder under $root, .td file, source repository at commit, further generator options
  local name=$1 folder=$2 td=$3 source=$4
  shift 4
  /usr/bin/python3 tools/gen_op_schemas.py --llvm 22 --include /usr/lib/llvm-22/include \
    --tblgen mlir-tblgen-22 --package "$(dpkg-query -W -f='libmlir-22-dev ${Version}' libmlir-22-dev)" \
    --td-dir "$root/$folder" --td "$td" --name "$name" --source "$source" --out "$out/op_schemas_$name.inc" "$@"
}
# The later dialects' files define attributes of several dialects: --attr-dialect names them
# (their classes' dialect and enum defaults); floats in defaults print as mlir-opt prints builtins.
gen2() {
  gen "$@" --builtin-printer /usr/lib/llvm-22/bin/mlir-opt
}

shardy="openxla/shardy at 34f3e489e7c40ebabeb38a4aeafe55052b5615d0"
stablehlo="openxla/stablehlo at d496423cdb7f7d5272f14d517681202a0b9cbe41 (v1.13.7)"
torch="llvm/torch-mlir at 77d7f6447256545b7eb375c2baafa9b3084094c8"
iree="iree-org/iree at 1f69b857fffb2367682b436684cd9868329cd109"
# flow and stream: compat/*.td include the upstream file after defining the type constraint
# AnyVector, which LLVM 22 no longer has (it constrains operand types only, not properties).
gen sdy sdy shardy/dialect/sdy/ir/ops.td "$shardy"
gen stablehlo stablehlo stablehlo/dialect/StablehloOps.td "$stablehlo"
gen chlo stablehlo stablehlo/dialect/ChloOps.td "$stablehlo"
gen torch torch torch-mlir/Dialect/Torch/IR/TorchOps.td "$torch"
gen torch_c torch_c torch-mlir/Dialect/TorchConversion/IR/TorchConversionOps.td "$torch"
gen util util iree/compiler/Dialect/Util/IR/UtilOps.td "$iree"
gen flow flow compat/FlowOps.td "$iree"
gen stream stream compat/StreamOps.td "$iree"
gen tt tt triton/Dialect/Triton/IR/TritonOps.td "triton-lang/triton at 0b46687895f0bc7c4d5216150d8d5cfeb5b4e254"
gen quantum quantum Quantum/IR/QuantumOps.td "PennyLaneAI/catalyst at 07115899e9b67a8890ae0e1da211ee179cb6a5ff"
gen byre_serial byre_serial byteir/Dialect/Byre/Serialization/ByreSerial.td \
  "bytedance/byteir at f3079b12d9a058ccecf6f80696bcb23e80184104"

jax="jax-ml/jax at cec06d116c05f0d52adfceee3d3b730fdbcb0ce5"
xla="openxla/xla at 756478bb8bf06ca8a0b8f989fc3ce49ef1d561a2 (fork Intel-tensorflow/xla)"
triton="triton-lang/triton at 0b46687895f0bc7c4d5216150d8d5cfeb5b4e254"
ttmlir="tenstorrent/tt-mlir at 19c86fca45ae7c3d8f886c0401d8b40a40d2f294"
gen2 tpu tpu jaxlib/mosaic/dialect/tpu/tpu_ops.td "$jax" --attr-dialect tpu
gen2 mosaic_gpu mosaic_gpu jaxlib/mosaic/dialect/gpu/mosaic_gpu.td "$jax" --attr-dialect mosaic_gpu
gen2 mhlo mhlo mhlo/IR/hlo_ops.td "$xla" --attr-dialect mhlo
# TritonGPU and TritonNvidiaGPU were named triton_gpu / triton_nvidia_gpu at this commit and are
# ttg / ttng since 2024-11: the same layouts under both names (docs/op-schemas.md).
ttg=triton/Dialect/TritonGPU/IR/TritonGPUOps.td
ttng=triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.td
gen2 triton_gpu ttg $ttg "$triton" --attr-dialect triton_gpu --attr-dialect tt
gen2 ttg ttg $ttg "$triton" --attr-dialect triton_gpu --attr-dialect tt --rename-dialect triton_gpu=ttg
gen2 triton_nvidia_gpu ttng $ttng "$triton" --attr-dialect triton_nvidia_gpu --attr-dialect triton_gpu \
  --attr-dialect tt
gen2 ttng ttng $ttng "$triton" --attr-dialect triton_nvidia_gpu --attr-dialect triton_gpu --attr-dialect tt \
  --rename-dialect triton_nvidia_gpu=ttng
# Triton's TritonAMDGPU (named amdgpu, like MLIR's own AMDGPU dialect), from a later commit.
gen2 triton_amdgpu amdgpu Dialect/TritonAMDGPU/IR/TritonAMDGPUOps.td \
  "triton-lang/triton at ac14287c230aeed3ae8985981e18ffc732a5b673 (fork vwbaker/triton)" \
  --attr-dialect amdgpu --attr-dialect ttg --attr-dialect tt
gen2 iree_codegen iree_codegen iree/compiler/Codegen/Dialect/Codegen/IR/IREECodegenOps.td "$iree" \
  --td iree/compiler/Codegen/Dialect/Codegen/IR/UKernelOps.td --attr-dialect iree_codegen
# iree_gpu: compat/IREEGPUOps.td defines IsVectorTypePred (renamed in LLVM), then includes the file.
gen2 iree_gpu iree_gpu compat/IREEGPUOps.td "$iree" --attr-dialect iree_gpu --attr-dialect iree_codegen
gen2 iree_linalg_ext iree_linalg_ext iree/compiler/Dialect/LinalgExt/IR/LinalgExtOps.td "$iree" \
  --attr-dialect iree_linalg_ext
gen2 mpmd mpmd shardy/dialect/mpmd/ir/ops.td "$shardy" --attr-dialect mpmd --attr-dialect sdy
gen2 ttcore ttcore ttmlir/Dialect/TTCore/IR/TTCoreOps.td "$ttmlir" --attr-dialect ttcore
gen2 ttir ttir ttmlir/Dialect/TTIR/IR/TTIROps.td "$ttmlir" --attr-dialect ttcore --attr-dialect ttir
gen2 ttnn ttnn ttmlir/Dialect/TTNN/IR/TTNNOps.td "$ttmlir" --attr-dialect ttcore --attr-dialect ttnn
# XLA's IFRT IR: vifrt (the versioned dialect IFRT programs are serialized in) and ifrt.
ifrt="openxla/xla at 756478bb8bf06ca8a0b8f989fc3ce49ef1d561a2 (fork snapshot Intel-tensorflow/xla; VIFRT 0.5.0)"
gen vifrt vifrt xla/python/ifrt/ir/vifrt_ops.td "$ifrt"
gen ifrt ifrt xla/python/ifrt/ir/ifrt_ops.td "$ifrt"

# The later repositories' dialects, from the second root (tools/get_dialect_sources.sh has the
# same commits).
root=$more
onnx_mlir="onnx/onnx-mlir at ec744fe6d3d077f002200e5c6bb0c3c4ba777af3"
gen2 onnx onnx src/Dialect/ONNX/ONNX.td "$onnx_mlir" --attr-dialect onnx
gen2 krnl onnx src/Dialect/Krnl/Krnl.td "$onnx_mlir"
gen2 zhigh onnx src/Accelerators/NNPA/Dialect/ZHigh/ZHigh.td "$onnx_mlir" --attr-dialect zhigh
gen2 zlow onnx src/Accelerators/NNPA/Dialect/ZLow/ZLow.td "$onnx_mlir"
# tfl: tools/dialect-compat/tfl stands in for TensorFlow's tf_op_base.td (one trait, one type).
gen2 tfl tfl tflite/converter/ir/tfl_ops.td \
  "google-ai-edge/LiteRT at f67457790c9c2ab67347d6fe53270e8d3df20868 (tf_op_base.td: tools/dialect-compat/tfl)" \
  --attr-dialect tfl
trt="NVIDIA/TensorRT-Incubator at e5b2b59572155f4259cf8bc8a9d220600f054949"
gen2 tensorrt tensorrt mlir-tensorrt-dialect/TensorRT/IR/TensorRTOps.td "$trt" --attr-dialect tensorrt
gen2 plan tensorrt mlir-tensorrt/Compiler/Dialect/Plan/IR/PlanOps.td "$trt" --attr-dialect plan
gen2 executor tensorrt mlir-executor/Executor/IR/ExecutorOps.td "$trt" --attr-dialect executor
gen2 cuda tensorrt mlir-tensorrt/Compiler/Dialect/CUDA/IR/CUDAOps.td "$trt" --attr-dialect cuda
gen2 trtrt tensorrt mlir-tensorrt/Compiler/Dialect/TensorRTRuntime/IR/TensorRTRuntimeOps.td "$trt"
gen2 kernel tensorrt mlir-kernel/Kernel/IR/Ops.td "$trt" --attr-dialect kernel
# sophgo's tpu shares its name with Mosaic's: op_schemas_sophgo_tpu.inc (docs/producers.md).
sophgo="sophgo/tpu-mlir at 5eba2a0e2a1aca9374fc9f00f75211c8903acb90 (fork micropuma/tpu-mlir)"
gen2 top sophgo tpu_mlir/Dialect/Top/IR/TopOps.td "$sophgo" --attr-dialect top
gen2 sophgo_tpu sophgo tpu_mlir/Dialect/Tpu/IR/TpuOps.td "$sophgo" --attr-dialect tpu
# TensorFlow's dialects, from a copy of TensorFlow 2.21.0's source tree (docs/producers.md).
tf="theIArchitecture/tensorflow at a3f2a79dcbba18ce12fba14cf6452ac753604526 (a copy of TensorFlow 2.21.0's tree)"
tfir=tensorflow/compiler/mlir/tensorflow/ir
gen2 tf tensorflow $tfir/tf_ops.td "$tf" --td $tfir/host_runtime/tfrt_ops.td --attr-dialect tf
gen2 tf_executor tensorflow $tfir/tf_executor_ops.td "$tf" --attr-dialect tf_executor
gen2 tf_device tensorflow $tfir/tf_device_ops.td "$tf" --attr-dialect tf_device
gen2 tf_saved_model tensorflow $tfir/tf_saved_model_ops.td "$tf" --attr-dialect tf_saved_model
# TFRT (tensorflow/runtime; its last commit). coo defines ops without properties, ht and
# tfrt_tensor types only, tfrt_test_sync nothing: no tables (docs/producers.md).
tfrt="tensorflow/runtime at 4ecc3a44a32c832b748328bed3f9a599f795ca8d"
gen2 tfrt tfrt tfrt/basic_kernels/opdefs/basic_kernels.td "$tfrt"
gen2 corert tfrt tfrt/core_runtime/opdefs/core_runtime.td "$tfrt"
gen2 corert_sync tfrt tfrt/core_runtime/opdefs/sync/core_runtime.td "$tfrt"
gen2 tfrt_dht tfrt tfrt/tensor/opdefs/dense_host_tensor.td "$tfrt"
gen2 tfrt_dht_sync tfrt tfrt/tensor/opdefs/dense_host_tensor_sync.td "$tfrt"
gen2 ts tfrt tfrt/tensor/opdefs/tensor_shape.td "$tfrt"
gen2 ts_sync tfrt tfrt/tensor/opdefs/tensor_shape_sync.td "$tfrt"
gen2 tfrt_test tfrt tfrt/test_kernels/opdefs/test_kernels.td "$tfrt"
