// Ops named as the ecosystem's dialects name theirs (util, sdy, torch), written by
// mlir-opt, which registers none of those dialects: in every version they print as
// mlir-opt prints ops it does not know, whatever layouts mlirbc has for those names.
"builtin.module"() ({
  "util.global"() {initial_value = dense<1.5> : tensor<4xf32>, sym_name = "weight", type = tensor<4xf32>} : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
  %0 = "torch.constant.int"() {value = 7 : i64} : () -> !torch.int
  "util.global.store"(%0) {global = @weight} : (!torch.int) -> ()
}) : () -> ()
