// Shapes of IR and trailer the other sources lack: a block nothing branches to
// (`// no predecessors`), results of function type (printed in parentheses),
// an op outside the functions that is not isolated, and a trailer with
// external resources only (no dialect resources).
module {
  func.func @callee(%x: i32) -> i32 {
    return %x : i32
  }

  func.func @unreachable_block() -> ((i32) -> i32) {
    %f = func.constant @callee : (i32) -> i32
    return %f : (i32) -> i32
  ^bb1:
    %g = func.constant @callee : (i32) -> i32
    return %g : (i32) -> i32
  }

  %h = "shapes.make_fn"() : () -> ((i32) -> i32)
  "shapes.use"(%h) : ((i32) -> i32) -> ()
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  }
#-}
