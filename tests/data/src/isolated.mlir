// Nested isolated regions: modules, functions, self-contained unregistered regions, scf.
module @outer {
  builtin.module @inner {
    func.func @deep(%x: i32) -> i32 {
      %r = "iso.wrap"(%x) ({
      ^bb0(%y: i32):
        %z = "iso.inner"(%y) : (i32) -> i32
        "iso.yield"(%z) : (i32) -> ()
      }) : (i32) -> i32
      return %r : i32
    }
    builtin.module @innermost {
      func.func private @decl(f64) -> f64
    }
  }
  func.func @loops(%lb: index, %ub: index, %step: index, %cond: i1, %init: f32) -> f32 {
    %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
      %v = scf.if %cond -> (f32) {
        %d = arith.addf %acc, %acc : f32
        scf.yield %d : f32
      } else {
        scf.yield %acc : f32
      }
      scf.yield %v : f32
    }
    scf.if %cond {
      "iso.side_effect"(%sum) : (f32) -> ()
    }
    %w = scf.while (%a = %sum) : (f32) -> f32 {
      %c = "iso.check"(%a) : (f32) -> i1
      scf.condition(%c) %a : f32
    } do {
    ^bb0(%b: f32):
      scf.yield %b : f32
    }
    return %w : f32
  }
  "iso.container"() ({
    func.func @in_unregistered() {
      return
    }
  }) : () -> ()
}
