// Control flow across several blocks with block arguments.
func.func @select_max(%a: i32, %b: i32) -> i32 {
  %gt = arith.cmpi sgt, %a, %b : i32
  cf.cond_br %gt, ^take(%a : i32), ^take(%b : i32)
^take(%v: i32):
  return %v : i32
}

func.func @count_down(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%n, %c0 : index, index)
^head(%i: index, %acc: index):
  %done = arith.cmpi eq, %i, %c0 : index
  cf.cond_br %done, ^exit(%acc : index), ^body
^body:
  %next = arith.subi %i, %c1 : index
  %acc2 = arith.addi %acc, %i : index
  cf.br ^head(%next, %acc2 : index, index)
^exit(%result: index):
  return %result : index
}

func.func @diamond(%c: i1, %x: f32, %y: f32) -> f32 {
  cf.cond_br %c, ^left, ^right(%y : f32)
^left:
  %l = arith.mulf %x, %x : f32
  cf.br ^join(%l, %c : f32, i1)
^right(%r0: f32):
  %r = arith.addf %r0, %x : f32
  cf.br ^join(%r, %c : f32, i1)
^join(%out: f32, %flag: i1):
  return %out : f32
}

func.func @switcher(%flag: i32, %x: i64) -> i64 {
  cf.switch %flag : i32, [
    default: ^d(%x : i64),
    4: ^d(%x : i64),
    9: ^e
  ]
^d(%dv: i64):
  return %dv : i64
^e:
  %z = arith.constant 0 : i64
  return %z : i64
}

func.func @unreachable_block() {
  return
^dead:
  cf.br ^dead
}
