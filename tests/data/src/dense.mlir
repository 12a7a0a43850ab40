// Dense elements constants of many element types.
"dense.holder"() {
  i1_vec = dense<[true, false, true, true, false, false, false, true, true]> : tensor<9xi1>,
  i1_splat = dense<true> : tensor<4xi1>,
  i8_vec = dense<[-128, -1, 0, 1, 127]> : tensor<5xi8>,
  i8_2d = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>,
  i32_vec = dense<[2147483647, -2147483648, 12345]> : tensor<3xi32>,
  i32_splat = dense<7> : tensor<3x3xi32>,
  i64_vec = dense<[9223372036854775807, -1, 0]> : tensor<3xi64>,
  u16_vec = dense<[65535, 1]> : tensor<2xui16>,
  idx_vec = dense<[0, 5]> : tensor<2xindex>,
  f16_vec = dense<[1.0, -2.5, 65504.0]> : tensor<3xf16>,
  bf16_vec = dense<[1.0, 3.140625, -0.5]> : tensor<3xbf16>,
  f32_vec = dense<[0.0, -0.0, 1.5, 3.25e+10]> : tensor<4xf32>,
  f32_splat = dense<0.125> : tensor<2x2xf32>,
  f64_vec = dense<[2.718281828459045, -1.0e-300]> : tensor<2xf64>,
  c32_vec = dense<[(1.0, 2.0), (-3.5, 0.0)]> : tensor<2xcomplex<f32>>,
  ci16_splat = dense<(3, -4)> : tensor<2xcomplex<i16>>,
  empty_f32 = dense<> : tensor<0xf32>,
  empty_i32_2d = dense<> : tensor<0x4xi32>,
  scalar_i64 = dense<99> : tensor<i64>,
  vec_f32 = dense<[1.0, 2.0]> : vector<2xf32>,
  str_vec = dense<["ab", "c"]> : tensor<2x!foo.str>
} : () -> ()

func.func @consts() -> (tensor<4xf32>, tensor<2x2xi64>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[[1, -2], [3, -4]]> : tensor<2x2xi64>
  %c = arith.constant dense<-1> : tensor<16xi32>
  return %a, %b : tensor<4xf32>, tensor<2x2xi64>
}
