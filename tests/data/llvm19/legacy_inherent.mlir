// Written by mlir-opt 19 as bytecode v0-4, where inherent attributes travel by
// name in the attribute dictionary. Which of them are inherent, of which kind,
// and which defaults the reader fills in are MLIR 19's call:
// - vector.multi_reduction's reduction_dims is an array attribute in MLIR 19
//   (MLIR 22 takes a dense array and refuses the file);
// - llvm.add's overflowFlags default prints #llvm.overflow<none> in MLIR 19
//   (MLIR 22 fills in `0 : i32`).
func.func @reduce(%v: vector<4x8xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <maximumf>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
  %s = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
  %t = arith.addf %r, %s fastmath<fast> : vector<4xf32>
  return %t : vector<4xf32>
}
func.func @calls(%a: i32, %b: index) -> i32 {
  %c = arith.addi %a, %a overflow<nsw> : i32
  %d = func.call @callee(%c) : (i32) -> i32
  %m = memref.alloc(%b) {alignment = 64 : i64} : memref<?xf32>
  %e = arith.cmpi slt, %d, %c : i32
  %sel = arith.select %e, %d, %c : i32
  return %sel : i32
}
func.func private @callee(i32) -> i32
llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.add %0, %x : i32
  llvm.store %1, %p : i32, !llvm.ptr
  llvm.return %1 : i32
}
