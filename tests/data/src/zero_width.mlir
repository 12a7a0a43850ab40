// Integers of width 0: MLIR stores no bytes for their dense data (every element is 0).
"zw.holder"() {
  row = dense<0> : tensor<3xi0>,
  grid = dense<0> : tensor<2x2xi0>,
  lanes = dense<0> : vector<4xui0>,
  one = dense<0> : tensor<1xsi0>,
  wide = dense<0> : tensor<101xi0>,
  none = dense<> : tensor<2x0xi0>,
  pairs = dense<(0, 0)> : tensor<2xcomplex<i0>>
} : () -> ()
