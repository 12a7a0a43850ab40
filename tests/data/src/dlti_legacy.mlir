// Data layout specs in the syntax of MLIR 19 and older (#dlti.dl_spec of
// #dlti.dl_entry items). mlir-opt 19 and 16 store them as this text; mlir-opt 22
// reads such files and prints the specs as `key = value`.
module attributes {dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<"dlti.endianness", "big">,
    #dlti.dl_entry<index, 32 : i64>,
    #dlti.dl_entry<"probe.width", 64 : i32>,
    #dlti.dl_entry<"probe.map", affine_map<(d0, d1) -> (d1, d0)>>>} {
  "probe.holder"() {
    nested = #dlti.dl_spec<#dlti.dl_entry<"outer", #dlti.dl_spec<#dlti.dl_entry<"inner", 7 : i8>>>>,
    empty = #dlti.dl_spec<>,
    listed = [#dlti.dl_spec<#dlti.dl_entry<"text", "x, y > z">>, 3 : i32],
    lone = #dlti.dl_entry<"alone", unit>,
    dict = {deep = #dlti.dl_spec<#dlti.dl_entry<i16, [1, 2]>, #dlti.dl_entry<"s", "q\"uote">>}
  } : () -> ()
  "probe.op_with_spec"() ({
    "probe.inside"() : () -> ()
  }) {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"probe.size", 128 : index>>} : () -> ()
}
