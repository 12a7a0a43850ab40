// Test-dialect ops whose property layouts are hand-described or read off mlir-opt 22
// (docs/op-schemas.md, "The test dialect"): a hand-written two-int property class, an enum
// property printed through its attribute, an int property stored as an attribute, and
// three ops with plain attribute properties.
"test.with_versioned_properties"() <{prop = {value1 = 41 : i32, value2 = -17 : i32}}> : () -> ()
"test.with_versioned_properties"() <{prop = {value1 = 2147483647 : i32, value2 = -2147483648 : i32}}> {tag = "edge"} : () -> ()
"test.op_with_enum_prop_attr_form_always"() <{value = #test<enum third>}> : () -> ()
"test.op_with_enum_prop_attr_form_always"() <{value = #test<enum second>}> {note = 4 : i16} : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = -9000000000 : i64}> : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = 77}> : () -> ()
"test.format_optional_default_enum_attr"() : () -> ()
"test.format_optional_default_enum_attr"() <{e = 10 : i64}> {extra} : () -> ()
"test.parse_custom_operation_name_api"() <{name = "omega"}> : () -> ()
%v = "other.make"() : () -> f32
"test.variadic_args_types_split"(%v, %v, %v) <{str = "three"}> : (f32, f32, f32) -> ()
"test.variadic_args_types_split"() <{str = ""}> {after = [1, 2]} : () -> ()
