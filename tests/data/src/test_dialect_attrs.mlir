// The test dialect's own attribute and type encodings (attribute code 0,
// `#test.attr_params`, with negative and wide fields; type code 99, `!test.i32`)
// and an int64_t property stored as an i64 IntegerAttr. (test.with_nice_properties is
// left out: mlir-opt 22 crashes printing it from a v0-v4 file.)
"test.op"() {params = #test.attr_params<1, 2>, neg = #test.attr_params<-3, 40000>, ty = !test.i32} : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = 42}> : () -> ()
