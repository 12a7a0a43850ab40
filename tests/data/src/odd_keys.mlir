// Resource keys that are awkward to print or to use as file names: bytes that are not
// UTF-8, control bytes, a slash, and two keys that a naive file-name mapping would merge.
module {
  func.func @odd_keys() -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
    %0 = arith.constant dense_resource<"bad\FF\FEkey"> : tensor<2xi8>
    %1 = arith.constant dense_resource<"esc\1B[31mred\07bell"> : tensor<2xi8>
    %2 = arith.constant dense_resource<"a/b"> : tensor<2xi8>
    %3 = arith.constant dense_resource<a_b> : tensor<2xi8>
    %4 = arith.constant dense_resource<"100%"> : tensor<2xi8>
    return %0, %1, %2, %3, %4 : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
  }
}

{-#
  dialect_resources: {
    builtin: {
      "bad\FF\FEkey": "0x010000000102",
      "esc\1B[31mred\07bell": "0x010000000304",
      "a/b": "0x010000000506",
      a_b: "0x010000000708",
      "100%": "0x01000000090A"
    }
  }
#-}
