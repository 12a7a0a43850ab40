#!/usr/bin/env bash
# Regenerates include/mlirbc/generated/op_schemas_<dialect>.inc for the ecosystem's dialects
# (docs/op-schemas.md, "Ecosystem dialects") from their ODS sources, one folder per dialect
# laid out as its include lines expect (default ../shared/dialects; argument 1 overrides it).
# Needs mlir-tblgen-22 and libmlir-22-dev. The commits are the ones the sources were taken at.
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:-../shared/dialects}
out=include/mlirbc/generated

gen() {  # name, folder, .td file, source repository at commit
  /usr/bin/python3 tools/gen_op_schemas.py --llvm 22 --include /usr/lib/llvm-22/include \
    --tblgen mlir-tblgen-22 --package "$(dpkg-query -W -f='libmlir-22-dev ${Version}' libmlir-22-dev)" \
    --td-dir "$src/$2" --td "$3" --name "$1" --source "$4" --out "$out/op_schemas_$1.inc"
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
# XLA's IFRT IR: vifrt (the versioned dialect IFRT programs are serialized in) and ifrt.
ifrt="openxla/xla at 756478bb8bf06ca8a0b8f989fc3ce49ef1d561a2 (fork snapshot Intel-tensorflow/xla; VIFRT 0.5.0)"
gen vifrt vifrt xla/python/ifrt/ir/vifrt_ops.td "$ifrt"
gen ifrt ifrt xla/python/ifrt/ir/ifrt_ops.td "$ifrt"
