// Functions with block arguments, calls and multiple results.
module {
  func.func private @external_decl(i32, f32) -> (i32, f32)

  func.func @pair(%a: i32, %b: f32) -> (i32, f32) {
    %r:2 = func.call @external_decl(%a, %b) : (i32, f32) -> (i32, f32)
    return %r#0, %r#1 : i32, f32
  }

  func.func @triple(%x: i64) -> (i64, i64, i64) {
    %one = arith.constant 1 : i64
    %y = arith.addi %x, %one : i64
    %z = arith.muli %y, %y : i64
    return %x, %y, %z : i64, i64, i64
  }

  func.func @caller(%v: i64, %w: i32, %f: f32) -> i64 {
    %t:3 = call @triple(%v) : (i64) -> (i64, i64, i64)
    %p:2 = call @pair(%w, %f) : (i32, f32) -> (i32, f32)
    %s = arith.addi %t#0, %t#2 : i64
    return %s : i64
  }

  func.func @no_args() {
    return
  }

  func.func @indirect(%fn: (i32) -> i32, %arg: i32) -> i32 {
    %r = func.call_indirect %fn(%arg) : (i32) -> i32
    return %r : i32
  }
}
