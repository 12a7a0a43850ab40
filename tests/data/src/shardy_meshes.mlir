// A JAX export with two Shardy meshes and sharded arguments, results and ops
// (sdy attributes as mlir-opt 22 reads them without the sdy dialect: opaque).
module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32} {
  "sdy.mesh"() {sym_name = "mesh_xy", mesh = #sdy.mesh<["x"=2, "y"=4]>} : () -> ()
  "sdy.mesh"() {sym_name = "mesh_z", mesh = #sdy.mesh<["z"=8]>} : () -> ()
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"x"}, {"y"}]>},
                         %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"y"}]>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh_z, [{"z"}, {}]>}) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
    %1 = "stablehlo.add"(%arg0, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh_xy, [{"x"}, {"y"}]>]>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = "sdy.reshard"(%1) {sharding = #sdy.sharding<@mesh_z, [{"z"}, {}]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "sdy.manual_computation"(%2) ({
    ^bb0(%local: tensor<1x16xf32>):
      %4 = "stablehlo.multiply"(%local, %local) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
      "sdy.return"(%4) : (tensor<1x16xf32>) -> ()
    }) {in_shardings = #sdy.sharding_per_value<[<@mesh_z, [{"z"}, {}]>]>, out_shardings = #sdy.sharding_per_value<[<@mesh_z, [{"z"}, {}]>]>, manual_axes = #sdy<manual_axes{"z"}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
  // Not Shardy: a top-level op with a region after the function that uses a value from
  // outside it (so it is not a function of its own: the writer stores a region inline unless
  // it is isolated), whose values the generic printer numbers before the function's.
  %k = "stablehlo.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %r = scf.execute_region -> tensor<f32> {
    %c = "stablehlo.multiply"(%k, %k) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    scf.yield %c : tensor<f32>
  }
}
