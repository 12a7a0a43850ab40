// Ops of MLIR's `test` dialect (built into mlir-opt) whose properties have layouts
// that come from the test dialect's ODS and C++: native property values (integers,
// strings, bools, units, optionals, arrays), hand-written property classes, a
// dialect-versioned property encoding, segment sizes and plain inherent attributes.
"test.with_optional_properties"() <{anAttr = 9 : i32, simple = [-12 : i64], simplei8 = [-3 : i8], simpleui8 = [200 : i8], nonTrivialStorage = ["tab\there"], hasDefault = [0 : i64], nested = [[5 : i64]], longSyntax = ["long"], hasUnit, maybeUnit = [false]}> : () -> ()
"test.with_optional_properties"() : () -> ()
"test.with_array_properties"() <{ints = [1 : i64, -2 : i64, 300 : i64], strings = ["p", "q r"], nested = [[1 : i32, -1 : i32], []], opt = [[3 : i32]], explicitOptions = [[], [4 : i64]], explicitUnits = [unit, false, unit], hasDefault = [7 : i64]}> : () -> ()
"test.with_properties"() <{a = -1 : i64, b = "attr b", c = "native c", flag = true, array = array<i64: 1, 2, 9000000000>, array32 = array<i32: -5>}> : () -> ()
"test.with_wrapped_properties"() <{prop = "wrapped \"content\""}> : () -> ()
"test.with_default_valued_properties"() <{a = 3 : i32, b = "bee", c = 17 : i32}> : () -> ()
"test.op_with_bit_enum_prop"() <{value1 = 5 : i32, value2 = 2 : i32}> : () -> ()
"test.format_optional_prop_dict"() <{a = ["x"], b = 4 : i32}> : () -> ()
"test.using_property_ref_in_custom"() <{first = 10 : i64, second = -20 : i64}> : () -> ()
"test.versionedA"() <{dims = 7 : i64, modifier = true}> : () -> ()
"test.any_attr_of_i32_str"() <{attr = "text"}> : () -> ()
"test.op_with_enum"() <{value = #test<enum second>, tag = 1 : i32}> : () -> ()
"test.match_op_attribute1"() <{required_attr = 1 : i32, more_attr = 2 : i32}> : () -> i32
%a:3 = "test.producer"() : () -> (i32, i32, i32)
"test.attr_sized_operands"(%a#0, %a#1, %a#2) <{operandSegmentSizes = array<i32: 2, 0, 1, 0>}> : (i32, i32, i32) -> ()
%r:3 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 1, 1, 1>}> : () -> (i32, i32, i32)
%n = "test.index"() : () -> index
"test.compare"(%n, %n) <{cmp = "LT"}> {tag = "discardable"} : (index, index) -> ()
