// Resources of an external group beside a dialect's blobs: mlir-opt's own
// `mlir_reproducer` group holds a string and two booleans (kinds no blob has).
module {
  "res.holder"() {a = dense_resource<blob1> : tensor<2xi8>, b = dense_resource<blob2> : tensor<2xi32>} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x010000000102",
      blob2: "0x0800000001000000FEFFFFFF"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: false
    }
  }
#-}
