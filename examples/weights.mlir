// A tiny "model": one function that combines its input with four constant weights stored
// as dense_resource blobs (different element types, shapes and alignments).
module @tiny_model {
  func.func @predict(%x: tensor<4x4xf32>, %h: tensor<16xbf16>, %q: tensor<8xi8>, %s: tensor<2x2xi64>)
      -> (tensor<4x4xf32>, tensor<16xbf16>, tensor<8xi8>, tensor<2x2xi64>) {
    %w0 = arith.constant dense_resource<dense_weight> : tensor<4x4xf32>
    %w1 = arith.constant dense_resource<half_scale> : tensor<16xbf16>
    %w2 = arith.constant dense_resource<quant_bias> : tensor<8xi8>
    %w3 = arith.constant dense_resource<index_table> : tensor<2x2xi64>
    %y0 = arith.mulf %x, %w0 : tensor<4x4xf32>
    %y1 = arith.addf %h, %w1 : tensor<16xbf16>
    %y2 = arith.addi %q, %w2 : tensor<8xi8>
    %y3 = arith.muli %s, %w3 : tensor<2x2xi64>
    return %y0, %y1, %y2, %y3 : tensor<4x4xf32>, tensor<16xbf16>, tensor<8xi8>, tensor<2x2xi64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      dense_weight: "0x100000000000003F0000803D0000003E0000403E0000803E0000003F0000C03E0000E03E0000003F0000103F0000003F0000303F0000403F0000503F0000603F0000003F",
      half_scale: "0x02000000803F80BF003F00BF004000C0803E80BE804080C0003E00BE004100C1C03FC0BF",
      quant_bias: "0x0100000001FF02FE03FD7F80",
      index_table: "0x080000000100000000000000FFFFFFFFFFFFFFFF00000000000100000000000000FFFFFF"
    }
  }
#-}
