// Text that must not end a <script> element or open a comment in mlirbc view's
// page (test_view): an op name with control bytes and "</" and "<!", a string
// attribute holding "</script><!--".
func.func @f() {
  "x.op\01\7F</b<!c"() {s = "</script><!--\C3\A9<", t = "\01"} : () -> ()
  return
}
