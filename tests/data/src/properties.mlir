// Registered ops whose inherent attributes become properties at v5/v6.
func.func private @hidden(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}

func.func nested @nested_vis() {
  return
}

func.func @props(%a: i32, %b: i32, %f: f32, %g: f64, %n: index, %m: index) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %0, %b overflow<nsw, nuw> : i32
  %2 = arith.muli %1, %a overflow<nuw> : i32
  %3 = arith.addf %f, %f fastmath<fast> : f32
  %4 = arith.mulf %3, %f fastmath<nnan, ninf> : f32
  %5 = arith.addf %g, %g : f64
  %c = arith.constant 42 : i32
  %c2 = arith.constant -7 : i64
  %cf = arith.constant 2.5 : f32
  %cmp = arith.cmpi ult, %2, %c : i32
  %cmpf = arith.cmpf oge, %4, %cf : f32
  %sel = arith.select %cmp, %2, %c : i32
  %m0 = memref.alloc(%n, %m) : memref<?x?xf32>
  %m1 = memref.alloc(%n)[%m] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %m2 = memref.alloc() {alignment = 64 : i64} : memref<8xi8>
  memref.dealloc %m0 : memref<?x?xf32>
  %ld = memref.load %m2[%n] : memref<8xi8>
  %h = func.call @hidden(%sel) : (i32) -> i32
  return %h : i32
}
