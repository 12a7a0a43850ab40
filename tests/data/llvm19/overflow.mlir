// Every value of LLVM 19's overflow flags (nsw, nuw, both, none) on each op that has them.
llvm.func @flags(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %0, %b overflow<nsw> : i32
  %2 = llvm.sub %1, %a overflow<nuw> : i32
  %3 = llvm.mul %2, %b overflow<nsw, nuw> : i32
  %4 = llvm.shl %3, %a overflow<nsw> : i32
  %5 = llvm.sub %4, %b : i32
  llvm.return %5 : i32
}
