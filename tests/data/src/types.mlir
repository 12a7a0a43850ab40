// A sampler of builtin types, used as block argument and result types.
"types.holder"() ({
^bb0(%i0: i1, %i1: si7, %i2: ui33, %i3: i128, %ix: index, %none: none,
     %f0: f16, %f1: bf16, %f2: f32, %f3: f64, %f4: f80, %f5: f128, %f6: tf32,
     %c0: complex<f32>, %c1: complex<i8>,
     %v0: vector<4xf32>, %v1: vector<2x3xi8>, %v2: vector<[4]xf32>, %v3: vector<2x[8]xi1>,
     %t0: tensor<4x?xf32>, %t1: tensor<*xi32>, %t2: tensor<f64>, %t3: tensor<0x3xi8>,
     %t4: tensor<2xf32, "encoding">,
     %m0: memref<4x4xf32>, %m1: memref<?x8xi16, 3>, %m2: memref<*xf32>,
     %m3: memref<4xf32, strided<[2], offset: 1>>, %m4: memref<2x2xi8, affine_map<(d0, d1) -> (d1, d0)>>,
     %m5: memref<*xf32, 1>, %m6: memref<f32>,
     %tu0: tuple<>, %tu1: tuple<i32, tuple<f32>, tensor<2xi8>>,
     %fn0: () -> (), %fn1: (i32, f32) -> (i64, i1), %fn2: ((i32) -> i32) -> ((f32) -> f32),
     %o0: !foo.opaque_type, %o1: !foo<"quoted type">):
  %r:3 = "types.produce"() : () -> (tensor<?x?x?xf32>, memref<3x?xcomplex<f64>>, vector<1xindex>)
  "types.end"() : () -> ()
}) {type_list = [i32, f8E4M3FN, f8E5M2, !foo.bar, memref<2xvector<4xf32>>]} : () -> ()
