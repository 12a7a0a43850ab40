// Builtin forms no other fixture holds: a string attribute with a type, memref layouts that
// are identity maps with symbols (mlir-opt leaves them out of its print), and a sparse
// attribute whose values are strings.
"test.op"() {typed = "text" : i32, layout1 = memref<4xf32, affine_map<(d0)[s0] -> (d0)>>, layout2 = memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>>, layout3 = memref<4xf32, affine_map<(d0)[s0, s1, s2] -> (d0)>>, shifted = memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, sp = sparse<[[0, 1]], ["a"]> : tensor<2x2x!u.string>} : () -> ()
