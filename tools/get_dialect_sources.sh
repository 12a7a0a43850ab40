#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Extracts the ODS (.td) sources of the dialects that ../shared/dialects does not hold into a
# sources folder (default ../dialect-sources), one folder per dialect laid out as its include
# lines expect — the second root of tools/gen_ecosystem_schemas.sh (docs/op-schemas.md).
# Argument 1: a directory holding a git clone (bare or not) of each repository below, named
# after it: onnx-mlir (onnx/onnx-mlir), LiteRT (google-ai-edge/LiteRT), TensorRT-Incubator
# (NVIDIA/TensorRT-Incubator), tpu-mlir (sophgo/tpu-mlir, or a fork holding its commit),
# tensorflow (theIArchitecture/tensorflow, a copy of TensorFlow 2.21.0's tree) and runtime
# (tensorflow/runtime, TFRT). Each tree is taken at its recorded commit with the repository's
# licence; nothing else is read.
# tools/dialect-compat/ adds our stand-ins.
set -euo pipefail
cd "$(dirname "$0")/.."
clones=${1:?usage: tools/get_dialect_sources.sh CLONES_DIR [OUT_DIR]}
out=${2:-../dialect-sources}

# folder, clone, commit, subtree of the repository, paths under it (all kept as they are)
take() {
  local folder=$1 clone=$2 commit=$3 tree=$4
  shift 4
  mkdir -p "$out/$folder"
  git -C "$clones/$clone" archive "$commit:$tree" "$@" | tar -x -C "$out/$folder"
}
# folder, clone, commit, the licence files' paths
license() {
  local folder=$1 clone=$2 commit=$3
  shift 3
  for f in "$@"; do git -C "$clones/$clone" show "$commit:$f" > "$out/$folder/$(basename "$f")"; done
}

for folder in onnx tfl tensorrt sophgo tensorflow tfrt; do rm -rf "${out:?}/$folder"; done
# The commits (also in tools/gen_ecosystem_schemas.sh, THIRD_PARTY.md and docs/producers.md).
onnx_mlir=ec744fe6d3d077f002200e5c6bb0c3c4ba777af3
litert=f67457790c9c2ab67347d6fe53270e8d3df20868
trt=e5b2b59572155f4259cf8bc8a9d220600f054949
sophgo=5eba2a0e2a1aca9374fc9f00f75211c8903acb90
tensorflow=a3f2a79dcbba18ce12fba14cf6452ac753604526
tfrt=4ecc3a44a32c832b748328bed3f9a599f795ca8d

# onnx-mlir: onnx, krnl, zhigh, zlow (include lines start at the repository root).
take onnx onnx-mlir $onnx_mlir "" src/Dialect/ONNX/ONNX.td src/Dialect/ONNX/ONNXOps.td.inc \
  src/Dialect/ONNX/AdditionalONNXOps.td src/Dialect/Krnl/Krnl.td src/Interface src/IR/AttrBase.td \
  src/Accelerators/NNPA/Dialect/ZHigh/ZHigh.td src/Accelerators/NNPA/Dialect/ZLow/ZLow.td
license onnx onnx-mlir $onnx_mlir LICENSE

# LiteRT's TFLite converter: tfl. Its tfl_ops.td includes TensorFlow's tf_op_base.td for one
# trait and one operand type; tools/dialect-compat/tfl stands in for that file.
take tfl LiteRT $litert "" tflite/converter/ir/tfl_ops.td tflite/converter/ir/tfl_op_interfaces.td \
  tflite/converter/ir/tfl_op_enums.td tflite/converter/quantization/common/quantization_lib/quantization.td
license tfl LiteRT $litert LICENSE
cp -r tools/dialect-compat/tfl/. "$out/tfl/"

# TensorRT-Incubator (mlir-tensorrt): tensorrt, plan, executor, cuda, trtrt, kernel; the .td
# files of their five include roots merged into one folder.
for root in common compiler/include executor/include kernel/include tensorrt/include; do
  take tensorrt TensorRT-Incubator $trt "mlir-tensorrt/$root" '*.td'
done
license tensorrt TensorRT-Incubator $trt mlir-tensorrt/LICENSE mlir-tensorrt/NOTICE

# sophgo tpu-mlir: top, tpu.
take sophgo tpu-mlir $sophgo include tpu_mlir/Dialect/Top/IR tpu_mlir/Dialect/Tpu/IR \
  tpu_mlir/Interfaces tpu_mlir/Traits
license sophgo tpu-mlir $sophgo LICENSE
# TensorFlow: tf, tf_executor, tf_device, tf_saved_model. The clone is of a copy of
# TensorFlow 2.21.0's source tree (theIArchitecture/tensorflow; docs/producers.md).
take tensorflow tensorflow $tensorflow "" tensorflow/compiler/mlir/tensorflow/ir/tf_ops.td \
  tensorflow/compiler/mlir/tensorflow/ir/tf_generated_ops.td tensorflow/compiler/mlir/tensorflow/ir/tf_op_base.td \
  tensorflow/compiler/mlir/tensorflow/ir/tf_op_interfaces.td tensorflow/compiler/mlir/tensorflow/ir/tf_executor_ops.td \
  tensorflow/compiler/mlir/tensorflow/ir/tf_device_ops.td tensorflow/compiler/mlir/tensorflow/ir/tf_saved_model_ops.td \
  tensorflow/compiler/mlir/tensorflow/ir/host_runtime/tfrt_ops.td
license tensorflow tensorflow $tensorflow LICENSE
# TFRT (tensorflow/runtime): tfrt, corert, corert_sync, tfrt_dht, tfrt_dht_sync, ts, ts_sync,
# tfrt_test; its include root, as the include lines expect.
take tfrt runtime $tfrt include '*.td'
license tfrt runtime $tfrt LICENSE
echo "wrote $out"
