// dense_resource blobs aligned to 32 and 64 bytes. mlir-opt reads small files into a buffer
// that is only guaranteed 16-byte aligned, so whether it can read these back is luck.
func.func @wide() -> (tensor<2x2xf32>, tensor<8xi8>, tensor<2xi64>) {
  %f = arith.constant dense_resource<r_f32_a32> : tensor<2x2xf32>
  %g = arith.constant dense_resource<r_i8_a64> : tensor<8xi8>
  %h = arith.constant dense_resource<r_i64_a16> : tensor<2xi64>
  return %f, %g, %h : tensor<2x2xf32>, tensor<8xi8>, tensor<2xi64>
}

{-#
  dialect_resources: {
    builtin: {
      r_f32_a32: "0x200000000000803F000000400000404000008040",
      r_i8_a64: "0x400000000001020304050607",
      r_i64_a16: "0x10000000FFFFFFFFFFFFFF7F0000000000000080"
    }
  }
#-}
