# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""tools/gen_op_schemas.py's defaults computed from populateDefaultProperties' C++ (used for
dialects no mlir-opt registers, e.g. Triton's tt.load). Where mlir-opt runs, the generator
itself compares every computed text with mlir-opt's print; here, each recognised form and the
forms it must leave unknown, with inputs shaped as mlir-tblgen 22 writes them."""

import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("gen_op_schemas", ROOT / "tools" / "gen_op_schemas.py")
gen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gen)

ENUM_DECLS = """namespace mlir {
namespace triton {
enum class CacheModifier : uint32_t {
  NONE = 1,
  CA = 2,
};
enum class Layout : uint32_t {
  ROW = 0,
  COL = 1,
};
class CacheModifierAttr : public ::mlir::IntegerAttr {
public:
};
} // namespace triton
} // namespace mlir
"""


def text(expr, ns="mlir::triton"):
    return gen.populated_default_text(expr, ns, gen.parse_enums(ENUM_DECLS))


def test_builder_forms():
    assert text("odsBuilder.getBoolAttr(false)") == "false"
    assert text("odsBuilder.getBoolAttr(true)") == "true"
    assert text("odsBuilder.getDenseI32ArrayAttr(::llvm::ArrayRef<int32_t>{})") == "array<i32>"
    assert text("odsBuilder.getDenseI64ArrayAttr({})") == "array<i64>"
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(32), 0)") == "0 : i32"
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(64), -3)") == "-3 : i64"
    assert text("odsBuilder.getI64IntegerAttr(5)") == "5 : i64"
    # An i1 IntegerAttr prints as a boolean (found by the generator's own check against mlir-opt).
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(1), 0)") == "false"
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(1), 1)") == "true"
    assert text('odsBuilder.getStringAttr("")') == '""'
    assert text("odsBuilder.getDenseI32ArrayAttr({0, 0})") == "array<i32: 0, 0>"
    assert text("odsBuilder.getArrayAttr({})") == "[]"  # ifrt.Call's io_aliases
    # Signed and unsigned integer types (tt-mlir's ui32 queue ids, si32 dims).
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(32, /*isSigned=*/false), 3)") == "3 : ui32"
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(8, /*isSigned=*/true), -1)") == "-1 : si8"
    # (a negative unsigned value is not what the C++ means: left unknown)
    assert text("odsBuilder.getIntegerAttr(odsBuilder.getIntegerType(32, /*isSigned=*/false), -1)") is None


def test_floats_are_rounded_to_their_type_and_left_to_the_builtin_printer():
    got = text("odsBuilder.getFloatAttr(odsBuilder.getF32Type(), 1e-05)")
    assert isinstance(got, gen.BuiltinText) and got == "0x3727C5AC : f32"  # 1e-05 rounded to f32
    assert text("odsBuilder.getFloatAttr(odsBuilder.getF64Type(), 1.0)") == "0x3FF0000000000000 : f64"


ATTR_DECLS = """namespace mlir {
namespace triton {
class LayoutAttr : public ::mlir::Attribute::AttrBase<LayoutAttr, ::mlir::Attribute, detail::LayoutAttrStorage> {
public:
  using Base::Base;
  static constexpr ::llvm::StringLiteral name = "tt.layout";
  static constexpr ::llvm::StringLiteral dialectName = "tt";
};
} // namespace triton
} // namespace mlir
"""
ATTR_DEFS = """void TritonDialect::printAttribute(::mlir::Attribute attr,
                         ::mlir::DialectAsmPrinter &printer) const {
}
namespace mlir {
namespace triton {
void LayoutAttr::print(::mlir::AsmPrinter &odsPrinter) const {
  ::mlir::Builder odsBuilder(getContext());
  odsPrinter << "<";
  odsPrinter << stringifyLayout(getValue());
  odsPrinter << ">";
}
} // namespace triton
} // namespace mlir
"""


def test_dialect_enum_attributes_print_as_dialect_mnemonic_keyword():
    enums = gen.parse_enums(ENUM_DECLS)
    enums.update(gen.parse_enum_attr_printers(ATTR_DEFS, ATTR_DECLS))
    enums["mlir::triton::Layout#keywords"] = {0: "row", 1: "col"}
    expr = "::mlir::triton::LayoutAttr::get(odsBuilder.getContext(), ::mlir::triton::Layout::COL)"
    assert gen.populated_default_text(expr, "mlir::triton", enums) == "#tt.layout<col>"
    # A printer of another shape, or a dialect with its own attribute printer: unknown.
    other = ATTR_DEFS.replace('odsPrinter << "<";', 'odsPrinter << "[";')
    assert gen.parse_enum_attr_printers(other, ATTR_DECLS) == {}
    assert gen.parse_enum_attr_printers(ATTR_DEFS.replace("printAttribute", "x"), ATTR_DECLS) == {}


def test_integer_enum_cases_print_their_value():
    got = text("::mlir::triton::CacheModifierAttr::get(odsBuilder.getContext(), ::mlir::triton::CacheModifier::NONE)")
    assert got == "1 : i32"
    # Unqualified names resolve in the op's namespace, as C++ does.
    assert text("::mlir::triton::CacheModifierAttr::get(odsBuilder.getContext(), triton::CacheModifier::CA)") == "2 : i32"


def test_forms_it_cannot_know_stay_unknown():
    # An enum whose attribute is not an integer attribute (a dialect EnumAttr prints its own syntax).
    assert text("::mlir::triton::LayoutAttr::get(odsBuilder.getContext(), ::mlir::triton::Layout::ROW)") is None
    # A case the enum does not have, a non-empty array, any other call.
    assert text("::mlir::triton::CacheModifierAttr::get(odsBuilder.getContext(), ::mlir::triton::CacheModifier::XX)") is None
    assert text("::mlir::FlatSymbolRefAttr::get(odsBuilder.getContext(), \"f\")") is None
