// Every location kind, on ops and on block arguments.
module {
  "loc.unknown"() : () -> () loc(unknown)
  "loc.file"() : () -> () loc("input.c":10:3)
  "loc.range"() : () -> () loc("range.c":1:2 to 3:4)
  "loc.range_same_line"() : () -> () loc("range.c":1:2 to :9)
  "loc.name"() : () -> () loc("myname"("named.c":5:6))
  "loc.name_only"() : () -> () loc("bare_name")
  "loc.callsite"() : () -> () loc(callsite("callee" at "caller.c":7:8))
  "loc.callsite_nested"() : () -> () loc(callsite(callsite("inner.c":1:1 at "mid.c":2:2) at "outer.c":3:3))
  "loc.fused"() : () -> () loc(fused["a", "b.c":1:1])
  "loc.fused_meta"() : () -> () loc(fused<"meta">["x.c":4:4, "y"])
  "loc.fused_attr_meta"() : () -> () loc(fused<{pass = "opt"}>[unknown, "z.c":9:1])
  "loc.escaped"() : () -> () loc("dir with space/q\"uote.c":12:0)
  func.func @args(%a: i32 loc("arg_a.c":1:1), %b: f32 loc(unknown), %c: i8) -> i32 {
    cf.br ^next(%a, %b : i32, f32)
  ^next(%x: i32 loc("blk.c":2:2), %y: f32 loc(fused["p", "q"])):
    return %x : i32 loc("ret.c":3:7)
  } loc("func.c":20:1)
  "loc.result"() ({
  ^bb0(%u: index loc(callsite("u" at "bb.c":1:1)), %v: index):
    %r = "loc.inner"(%u, %v) : (index, index) -> index loc("inner"("in.c":8:8 to 8:20))
    "loc.term"(%r) : (index) -> () loc(unknown)
  }) : () -> () loc(fused["region_op", unknown])
} loc("top.mlir":1:1)
