// Resources for strip / export / attach: uses that agree and disagree, element
// types with and without an exchange dtype, an unused blob, a declared-only one.
module {
  func.func @weights() {
    %0 = arith.constant dense_resource<f32s> : tensor<2x3xf32>
    %1 = arith.constant dense_resource<f32s> : tensor<2x3xf32>
    %2 = arith.constant dense_resource<twice> : tensor<4xi8>
    %3 = arith.constant dense_resource<twice> : tensor<2xi16>
    %4 = arith.constant dense_resource<cplx> : tensor<2xcomplex<f32>>
    %5 = arith.constant dense_resource<flags> : tensor<3xi1>
    %6 = arith.constant dense_resource<halves> : tensor<2x2xbf16>
    %7 = arith.constant dense_resource<nibbles> : tensor<2xi4>
    %8 = arith.constant dense_resource<absent> : tensor<2xf32>
    %9 = arith.constant dense_resource<f8s> : tensor<2xf8E4M3FN>
    "x.use"() {v = dense_resource<bytes_u> : tensor<4xui8>} : () -> ()
    return
  }
}

{-#
  dialect_resources: {
    builtin: {
      f32s: "0x100000000000803F0000004000004040000080400000A0400000C040",
      twice: "0x0100000001020304",
      cplx: "0x08000000000080BF0000803F00000040000000C0",
      flags: "0x01000000010001",
      halves: "0x02000000803F0040404080C0",
      nibbles: "0x010000000107",
      f8s: "0x010000003844",
      bytes_u: "0x04000000FF00807F",
      lonely: "0x04000000DEADBEEF"
    }
  }
#-}
