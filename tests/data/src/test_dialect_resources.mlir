// The test dialect's `#test.e1di64_elements<KEY>` is written as text; mlir-opt parses it after
// the resource section, where the file's test resources already hold KEY, so its print says
// KEY_1 (or the first KEY_N not taken): docs/dialects.md, "test".
module attributes {test.a = #test.e1di64_elements<blob1> : tensor<*xi1>, test.b = #test.e1di64_elements<blob1_1> : tensor<*xi1>, test.c = #test.e1di64_elements<fresh> : tensor<*xi1>} {}
{-#
  dialect_resources: {
    test: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob1_1: "0x08000000040000000000000005000000000000000600000000000000"
    }
  }
#-}
