// Unregistered operations in generic form.
"test_top.container"() ({
  "foo.bar"() : () -> ()
  %0 = "foo.make"() {kind = "seed", width = 17 : i32} : () -> i32
  %1:3 = "foo.split"(%0) : (i32) -> (i32, i16, i8)
  "foo.use"(%1#0, %1#2, %0) {flag} : (i32, i8, i32) -> ()
  %2 = "foo.props"(%0) <{mode = 3 : i64, name = "p", list = [1, "two", unit]}> {extra = 1.0 : f32} : (i32) -> f64
  "foo.props_only"() <{only = true}> : () -> ()
  "nodot"() : () -> ()
  %3 = "nodot_result"(%2) : (f64) -> tensor<2xf64>
  "foo.region_holder"() ({
    ^bb0(%x: i32, %y: f64):
      %s = "foo.sum"(%x, %x) : (i32, i32) -> i32
      "foo.yield"(%s, %y) : (i32, f64) -> ()
  }, {
    "foo.empty_yield"() : () -> ()
  }, {
  }) {regions = 3 : i8} : () -> ()
  "foo.two_blocks"() ({
    "foo.jump"()[^next] : () -> ()
  ^next:
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.uses_outer"() ({
    "foo.sink"(%0, %3) : (i32, tensor<2xf64>) -> ()
  }) : () -> ()
}) : () -> ()
