// dense_resource constants backed by blobs with alignments 1..16, plus a declaration.
module {
  func.func @weights() -> (tensor<6xi8>, tensor<4xbf16>, tensor<3xf32>, tensor<2xi64>) {
    %a = arith.constant dense_resource<r_i8_a1> : tensor<6xi8>
    %b = arith.constant dense_resource<r_bf16_a2> : tensor<4xbf16>
    %c = arith.constant dense_resource<r_f32_a4> : tensor<3xf32>
    %d = arith.constant dense_resource<r_i64_a8> : tensor<2xi64>
    return %a, %b, %c, %d : tensor<6xi8>, tensor<4xbf16>, tensor<3xf32>, tensor<2xi64>
  }
  func.func @more() -> (tensor<4xf16>, tensor<4xi32>) {
    %e = arith.constant dense_resource<r_f16_a16> : tensor<4xf16>
    %h = arith.constant dense_resource<r_declared_only> : tensor<4xi32>
    return %e, %h : tensor<4xf16>, tensor<4xi32>
  }
  "res.attr_holder"() {again = dense_resource<r_f32_a4> : tensor<3xf32>} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      r_i8_a1: "0x01000000010203FD7F80",
      r_bf16_a2: "0x02000000803F004080BF003F",
      r_f32_a4: "0x040000000000803F00000040000000BF",
      r_i64_a8: "0x080000000100000000000000FEFFFFFFFFFFFFFF",
      r_f16_a16: "0x10000000003C00C00038FF7B"
    }
  }
#-}
