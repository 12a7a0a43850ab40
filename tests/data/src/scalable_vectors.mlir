// Scalable vector types: MLIR 16 writes the number of trailing scalable dimensions,
// later releases a flag per dimension (docs/format.md); the mlir16 file takes the first
// encoding, the others the second.
"foo.op"() {v = vector<2x[4]xf32>, w = vector<[8]xi8>, x = vector<3x4xi1>} : () -> ()
