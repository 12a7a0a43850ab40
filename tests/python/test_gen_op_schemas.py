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
    assert text("odsBuilder.getArrayAttr({})") == "[]"  # ifrt.Call's io_aliases


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
    assert text("odsBuilder.getDenseI32ArrayAttr({1, 2})") is None
    assert text("::mlir::FlatSymbolRefAttr::get(odsBuilder.getContext(), \"f\")") is None
