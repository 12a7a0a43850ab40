// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Stand-in for TensorFlow's tf_op_base.td (tools/get_dialect_sources.sh): tfl_ops.td takes two
// names from it, an op trait and an operand element type. Neither is an attribute, so neither
// changes an op's property layout; the stand-ins only let mlir-tblgen read the file.
include "mlir/IR/OpBase.td"

def TF_SameOperandsAndResultTypeResolveRef : NativeOpTrait<"SameOperandsAndResultType">;
def TF_Resource : Type<CPred<"true">, "resource">;
