// A two-layer MLP as JAX lowers it to StableHLO (generic form: mlir-opt 22 has
// no stablehlo dialect), with one weight as a dense_resource blob. At v5 and v6
// mlir-opt 22 finds the Resource section's payload already aligned for the
// blob, and so writes it without an alignment (strip + export + attach must too).
module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32> {jax.arg_info = "x"}) -> (tensor<2xf32> {jax.result_info = ""}) {
    %w = "stablehlo.constant"() {value = dense_resource<dense_w> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %b = "stablehlo.constant"() {value = dense<[0.5, -1.0, 2.0]> : tensor<3xf32>} : () -> tensor<3xf32>
    %zero = "stablehlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
    %0 = "stablehlo.dot"(%arg0, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%b) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%zero) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %4 = "stablehlo.maximum"(%2, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.reduce"(%4, %zero) ({
    ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
      %s = "stablehlo.add"(%acc, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = call @norm(%5) : (tensor<2xf32>) -> tensor<2xf32>
    return %6 : tensor<2xf32>
  }
  func.func private @norm(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1 = "stablehlo.sqrt"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      dense_w: "0x040000000000803F000000400000404000008040000080BF000000C0000040C0000080C00000003F000000BF0000C03F0000C0BF"
    }
  }
#-}
