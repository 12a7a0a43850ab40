// Graph and table corners of mlirbc view's page (test_view): a top-level op
// that uses a value defined after it (a graph region), an op with nine
// regions, an op with more operands than four per node of its function, a
// nested region, isolated ops without a symbol or with a sym_name that is no
// string, and weights: a scalar, a dynamic shape (no statistics: its element
// count is unknown), one used nine times, and one whose byte size overflows.
"x.user"(%late) : (i32) -> ()
%late = "x.def"() : () -> i32
"x.nine"() ({}, {}, {}, {}, {}, {}, {}, {}, {}) : () -> ()
func.func @wide(%a: f32) {
  "x.use"(%a, %a, %a, %a, %a, %a, %a, %a, %a) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}
func.func @nested() {
  "x.outer"() ({
    "x.inner"() : () -> ()
  }) : () -> ()
  return
}
"x.anonymous"() ({
  "x.body"() : () -> ()
}) : () -> ()
func.func @tensors() {
  %0 = "x.c"() {v = dense_resource<scalar> : tensor<f32>} : () -> tensor<f32>
  %1 = "x.c"() {v = dense_resource<dynamic> : tensor<?xf32>} : () -> tensor<?xf32>
  %2 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %3 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %4 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %5 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %6 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %7 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %8 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %9 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %10 = "x.c"() {v = dense_resource<shared> : tensor<2xf32>} : () -> tensor<2xf32>
  %11 = "x.c"() {v = dense_resource<huge> : tensor<4611686018427387904xf32>} : () -> tensor<4611686018427387904xf32>
  return
}
"x.numbered"() ({
  "x.body"() : () -> ()
}) {sym_name = 7 : i64} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      scalar: "0x040000000000803F",
      dynamic: "0x040000000000803F",
      shared: "0x040000000000803F00000040",
      huge: "0x040000000000803F"
    }
  }
#-}
