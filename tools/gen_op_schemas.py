#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Generate include/mlirbc/generated/op_schemas_llvmNN.inc from MLIR's ODS.

How: run `mlir-tblgen-NN -gen-op-decls` and `-gen-op-defs` on every .td file of an
installed MLIR (Debian package libmlir-NN-dev), then read the C++ that ODS generates for
each op: `readProperties` (the exact field order and encodings of the op's property blob),
`getPropertiesAsAttr` (how mlir-opt prints native properties inside `<{...}>`),
`getInherentAttr` (which attribute names are inherent) and the `Properties` struct
(segment-array sizes, native default values). Parsing ODS's own output, instead of
re-deriving its ordering rules from the .td records, keeps the table faithful to what the
writer really does. Anything this script does not recognise is recorded as "layout
unknown" for that op, never guessed.

Usage (python3, stdlib only):
  tools/gen_op_schemas.py --llvm 22 --include /usr/lib/llvm-22/include \
      --tblgen mlir-tblgen-22 --out include/mlirbc/generated/op_schemas_llvm22.inc
  tools/gen_op_schemas.py --llvm 19 --include <libmlir-19-dev root>/usr/lib/llvm-19/include \
      --tblgen mlir-tblgen-19 --out include/mlirbc/generated/op_schemas_llvm19.inc
  (both also with --mlir-opt of the same release). --td mode runs chosen .td files only:
  tools/gen_op_schemas.py --llvm 22 --include /usr/lib/llvm-22/include --tblgen mlir-tblgen-22 \
      --td-dir DIR --td FILE.td --name NAME --source '...' [--mlir-opt ...] --out OUT.inc
  Without --mlir-opt (a dialect mlir-opt does not register, e.g. StableHLO's vhlo) the
  mlir-opt steps are skipped: no printed defaults, no inherent-name check; an op that would
  need a default from mlir-opt is marked "layout unknown".
See docs/op-schemas.md.
"""

import argparse
import os
import re
import struct
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

# ---------------------------------------------------------------------------------------
# Running tblgen


CACHE = None
EXTRA_INCLUDES = []  # further -I directories (--td mode: the installed include/)


def run_tblgen(tblgen, include, td, backend):
    if CACHE:
        path = os.path.join(CACHE, td.replace("/", "_") + backend)
        if os.path.exists(path):
            with open(path) as f:
                t = f.read()
            return (t[1:], None) if t.startswith("+") else (None, t[1:])
        out, err = run_tblgen_uncached(tblgen, include, td, backend)
        with open(path, "w") as f:
            f.write("+" + out if out is not None else "-" + err)
        return out, err
    return run_tblgen_uncached(tblgen, include, td, backend)


def run_tblgen_uncached(tblgen, include, td, backend):
    cmd = [tblgen, *backend.split(), "-I", include, "-I", os.path.dirname(os.path.join(include, td))]
    for d in EXTRA_INCLUDES:
        cmd += ["-I", d]
    cmd.append(os.path.join(include, td))
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip()
    return p.stdout, None


def all_td_files(include):
    root = os.path.join(include, "mlir")
    out = []
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".td"):
                out.append(os.path.relpath(os.path.join(d, f), include))
    return sorted(out)


# ---------------------------------------------------------------------------------------
# Parsing the generated C++

NS_TOKEN = re.compile(r'R"\((?:.|\n)*?\)"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*(?:.|\n)*?\*/'
                      r'|\bnamespace\s+([\w:]+)\s*\{|[{}]')


class Namespaces:
    """Answers "which C++ namespace encloses this offset" for generated code, by
    counting braces outside strings and comments."""

    def __init__(self, text):
        self.starts = []  # (offset, "a::b") after each namespace open/close
        stack = []  # (depth at which the namespace's brace closes, name)
        depth = 0
        for m in NS_TOKEN.finditer(text):
            t = m.group(0)
            if m.group(1):
                stack.append((depth, m.group(1)))
                depth += 1
                self.starts.append((m.end(), "::".join(n for _, n in stack if n != "detail")))
            elif t == "{":
                depth += 1
            elif t == "}":
                depth -= 1
                if stack and stack[-1][0] == depth:
                    stack.pop()
                    self.starts.append((m.end(), "::".join(n for _, n in stack if n != "detail")))

    def at(self, pos):
        lo, hi, cur = 0, len(self.starts), ""
        while lo < hi:
            mid = (lo + hi) // 2
            if self.starts[mid][0] <= pos:
                cur = self.starts[mid][1]
                lo = mid + 1
            else:
                hi = mid
        return cur


def parse_decls(text):
    """op key (ns::Class) -> {name, props: {field: (type, init)} or None}"""
    ns = Namespaces(text)
    ops = {}
    # The Properties struct lives in detail::<Class>GenericAdaptorBase; the op class has
    # getOperationName. Both are keyed by namespace so equal class names cannot mix.
    structs = {}
    for m in re.finditer(r"^class (\w+)GenericAdaptorBase \{\npublic:\n  struct Properties \{\n(.*?)\n  \};",
                         text, re.S | re.M):
        fields = {}
        for fm in re.finditer(r"^    using (\w+)Ty = (.*?);\n    \1Ty \1(?: = (.*?))?;$", m.group(2), re.M):
            fields[fm.group(1)] = (fm.group(2), fm.group(3))
        structs[ns.at(m.start()) + "::" + m.group(1)] = fields
    for m in re.finditer(r"^class (\w+) : public ::mlir::Op<\1\b[^\n]*\n(?:(?!^class ).*\n)*?"
                         r"\s*static constexpr ::llvm::StringLiteral getOperationName\(\) \{\s*return "
                         r"::llvm::StringLiteral\(\"([^\"]+)\"\);", text, re.M):
        key = ns.at(m.start()) + "::" + m.group(1)
        ops[key] = {"name": m.group(2), "props": structs.get(key), "class": m.group(1)}
    return ops


# What an attribute-backed property's storage class requires of the attribute
# read into it: MLIR's reader casts to that class and refuses the file when the
# cast fails. Builtin classes map to a check on the attribute's kind; a dialect's
# own attribute classes (from -gen-attrdef-decls) to "#dialect.mnemonic". Any other class
# (::mlir::Attribute, interfaces such as TypedAttr) is not checked ("").
BUILTIN_EXPECT = {
    "::mlir::StringAttr": "string", "::mlir::TypeAttr": "type", "::mlir::IntegerAttr": "integer",
    "::mlir::BoolAttr": "bool", "::mlir::FloatAttr": "float", "::mlir::ArrayAttr": "array",
    "::mlir::DictionaryAttr": "dictionary", "::mlir::UnitAttr": "unit",
    "::mlir::FlatSymbolRefAttr": "flat_symbol_ref", "::mlir::SymbolRefAttr": "symbol_ref",
    "::mlir::DenseBoolArrayAttr": "dense_array_i1", "::mlir::DenseI8ArrayAttr": "dense_array_i8",
    "::mlir::DenseI16ArrayAttr": "dense_array_i16", "::mlir::DenseI32ArrayAttr": "dense_array_i32",
    "::mlir::DenseI64ArrayAttr": "dense_array_i64", "::mlir::DenseF32ArrayAttr": "dense_array_f32",
    "::mlir::DenseF64ArrayAttr": "dense_array_f64", "::mlir::DenseIntElementsAttr": "dense_int_elements",
    "::mlir::DenseFPElementsAttr": "dense_fp_elements", "::mlir::DenseElementsAttr": "dense_elements",
}


def parse_attrdef_names(text):
    """-gen-attrdef-decls output -> {"::ns::Class": "dialect.mnemonic"}."""
    ns = Namespaces(text)
    out = {}
    for m in re.finditer(r"^class (\w+) : public ::mlir::Attribute::AttrBase<\1\b.*?\n(?:(?!^class ).*\n)*?"
                         r"\s*static constexpr ::llvm::StringLiteral name = \"([\w.]+)\";", text, re.M):
        out["::" + ns.at(m.start()) + "::" + m.group(1)] = m.group(2)
    return out


# The enumerators of op_schema::expected_attr whose name differs from the text above
# (C++ keywords); a dialect's class is `dialect` with its name after it.
EXPECT_ENUMERATOR = {"bool": "boolean", "float": "floating"}


def cxx_expect(expect):
    """The expect members of a field_desc row (after has_default), or "" for any attribute."""
    if not expect:
        return ""
    if expect.startswith("#"):
        return ", expected_attr::dialect, " + cxx_string(expect)
    return ", expected_attr::" + EXPECT_ENUMERATOR.get(expect, expect)


def expectation(storage, attr_names):
    if storage in BUILTIN_EXPECT:
        return BUILTIN_EXPECT[storage]
    name = attr_names.get(storage, "")
    # (builtin classes without a kind of their own, and names without a mnemonic: not checked)
    if name and not name.startswith("builtin.") and re.fullmatch(r"\w+\.\w[\w.]*", name):
        return "#" + name
    return ""


def function_body(defs, key, signature_re):
    """Body of the first function matching `signature_re` inside the namespace of `key`."""
    text, ns = defs
    want = key.rsplit("::", 1)[0]
    for m in re.finditer(signature_re, text, re.M):
        if ns.at(m.start()) == want:
            e = text.find("\n}\n", m.end())
            return text[m.end():e + 1]
    return None


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


# Recognised native-property bodies (whitespace-normalised) -> decode kind.
SPARSE_V6 = ("if (reader.getBytecodeVersion() >= /*kNativePropertiesODSSegmentSize=*/6) "
             "return reader.readSparseArray(::llvm::MutableArrayRef(propStorage)); ;")


def classify_native_read(body):
    b = norm(body)
    if b == SPARSE_V6:
        return ("seg_v6", None)
    m = re.fullmatch(r"uint64_t rawValue; if \(::mlir::failed\(reader\.readVarInt\(rawValue\)\)\) return "
                     r"::mlir::failure\(\); if \(rawValue > std::numeric_limits<uint(8|16|32|64)_t>::max\(\)\) return "
                     r"::mlir::failure\(\); propStorage = static_cast<([\w:]+)>\(rawValue\);;", b)
    if m:
        return ("enum_u" + m.group(1), m.group(2))
    m = re.fullmatch(r"uint64_t val; if \(failed\(reader\.readVarInt\(val\)\)\) return ::mlir::failure\(\); "
                     r"propStorage = static_cast<([\w:]+)>\(val\);;", b)
    if m:
        return ("enum_cast", m.group(1))
    if b == "if (::mlir::failed(reader.readBool(propStorage))) return ::mlir::failure();;":
        return ("bool", None)
    if b == ("::mlir::Attribute attr; if (::mlir::failed(reader.readAttribute(attr))) return ::mlir::failure(); "
             "if (::mlir::failed(convertFromAttribute(propStorage, attr, nullptr))) return ::mlir::failure();;"):
        # A native property written as its attribute form (writeMlirBytecodeWithConvertToAttribute).
        return ("attr_conv", None)
    if b == ("bool isPresent = false; if (::mlir::failed(reader.readBool(isPresent))) return ::mlir::failure(); "
             "if (!isPresent) { propStorage = std::nullopt; return ::mlir::success(); } int64_t presentVal; "
             "auto presentResult = [&](int64_t& propStorage) -> ::mlir::LogicalResult { uint64_t val; "
             "if (failed(reader.readVarInt(val))) return ::mlir::failure(); propStorage = val; ; "
             "return ::mlir::success(); }(presentVal); if (::mlir::failed(presentResult)) return ::mlir::failure(); "
             "propStorage = std::move(presentVal);;"):
        return ("opt_i64", None)
    return (None, b)


STMT_PATTERNS = [
    ("attr", re.compile(r"\s*if \(::mlir::failed\(reader\.readAttribute\(prop\.(\w+)\)\)\)\s*return ::mlir::failure\(\);")),
    ("opt_attr", re.compile(
        r"\s*if \(::mlir::failed\(reader\.readOptionalAttribute\(prop\.(\w+)\)\)\)\s*return ::mlir::failure\(\);")),
    ("seg_v5", re.compile(
        r"\s*if \(reader\.getBytecodeVersion\(\) < /\*kNativePropertiesODSSegmentSize=\*/6\) \{\s*"
        r"auto &propStorage = prop\.(\w+);\s*::mlir::DenseI32ArrayAttr attr;\s*"
        r"if \(::mlir::failed\(reader\.readAttribute\(attr\)\)\) return ::mlir::failure\(\);\s*"
        r"if \(attr\.size\(\) > static_cast<int64_t>\(sizeof\(propStorage\) / sizeof\(int32_t\)\)\) \{\s*"
        r"reader\.emitError\(\"size mismatch for operand/result_segment_size\"\);\s*return ::mlir::failure\(\);\s*\}\s*"
        r"::llvm::copy\(::llvm::ArrayRef<int32_t>\(attr\), propStorage\.begin\(\)\);\s*\}")),
    ("native", re.compile(
        r"\s*\{\s*auto &propStorage = prop\.(\w+);\s*auto readProp = \[&\]\(\) \{\n(.*?)\n      return ::mlir::success\(\);\s*"
        r"\};\s*if \(::mlir::failed\(readProp\(\)\)\)\s*return ::mlir::failure\(\);\s*\}", re.S)),
]
READ_HEAD = re.compile(r"\s*auto &prop = state\.getOrAddProperties<Properties>\(\); \(void\)prop;")
READ_END = re.compile(r"\s*return ::mlir::success\(\);\s*$")


def parse_read_properties(body):
    """-> (list of (kind, name, detail), None) or (None, reason)"""
    m = READ_HEAD.match(body)
    if not m:
        return None, "unrecognised readProperties prologue"
    pos = m.end()
    out = []
    while True:
        if READ_END.match(body, pos):
            return out, None
        for kind, pat in STMT_PATTERNS:
            m = pat.match(body, pos)
            if m:
                break
        else:
            return None, "unrecognised statement: " + norm(body[pos:pos + 200])
        pos = m.end()
        if kind == "native":
            nk, detail = classify_native_read(m.group(2))
            if nk is None:
                # Composite or hand-written reader: build_op derives a value codec from the
                # storage type and checks it against this reader and the print.
                nk = "codec"
            out.append((nk, m.group(1), detail))
        else:
            out.append((kind, m.group(1), None))


def parse_as_attr(body):
    """getPropertiesAsAttr -> {name: normalised conversion code} for every property."""
    res = {}
    for m in re.finditer(r"\n    \{\n      const auto &propStorage = prop\.(\w+);\n(.*?attrs\.push_back\(.*?\);)\n    \}\n",
                         body, re.S):
        res[m.group(1)] = norm(m.group(2))
    return res


def parse_inherent(body):
    names = []
    for m in re.finditer(r"if \((name == \"\w+\"(?: \|\| name == \"\w+\")*)\)", body):
        names += re.findall(r"name == \"(\w+)\"", m.group(1))
    return names


def parse_enum_keywords(text, enums):
    """enum-defs output -> {ns::Enum#keywords: {value: printed keyword}} (stringifyX switches)."""
    ns = Namespaces(text)
    out = {}
    for m in re.finditer(r"^::llvm::StringRef stringify(\w+)\(\1 val\) \{\n  switch \(val\) \{\n(.*?)\n  \}\n  return \"\";",
                         text, re.S | re.M):
        key = ns.at(m.start()) + "::" + m.group(1)
        if key not in enums:
            continue
        kws = {}
        for cm in re.finditer(r"^\s*case %s::(\w+): return \"([\w ]+)\";" % m.group(1), m.group(2), re.M):
            kws[enums[key][1][cm.group(1)]] = cm.group(2)
        out[key + "#keywords"] = kws
    return out


def parse_enums(text):
    """enum-decls output -> {ns::Enum: (underlying, {case: value})}"""
    ns = Namespaces(text)
    enums = {}
    for m in re.finditer(r"^enum class (\w+) : (\w+) \{\n(.*?)\n\};", text, re.S | re.M):
        cases = {}
        for cm in re.finditer(r"^\s*(\w+) = (\d+),", m.group(3), re.M):
            cases[cm.group(1)] = int(cm.group(2))
        enums[ns.at(m.start()) + "::" + m.group(1)] = (m.group(2), cases)
    # I32EnumAttr/I64EnumAttr without a dialect attribute: the value prints as an integer.
    for m in re.finditer(r"^class (\w+)Attr : public ::mlir::IntegerAttr \{", text, re.M):
        enums[ns.at(m.start()) + "::" + m.group(1) + "#integer_attr"] = True
    return enums


def populated_default_text(expr, ns, enums):
    """The printed text of a default that populateDefaultProperties builds (`expr`, its C++),
    for the forms whose text follows from the code alone; None for any other. Used where no
    mlir-opt registers the dialect to print it."""
    e = " ".join(expr.split())
    m = re.fullmatch(r"odsBuilder\.getBoolAttr\((true|false)\)", e)
    if m:
        return m.group(1)
    m = re.fullmatch(r"odsBuilder\.getDenseI(\d+)ArrayAttr\((?:::llvm::ArrayRef<int\d+_t>)?\{\}\)", e)
    if m:
        return "array<i%s>" % m.group(1)
    m = re.fullmatch(r"odsBuilder\.getIntegerAttr\(odsBuilder\.getIntegerType\((\d+)\), (-?\d+)\)", e) or \
        re.fullmatch(r"odsBuilder\.getI(\d+)IntegerAttr\((-?\d+)\)", e)
    if m:
        if m.group(1) == "1":  # an i1 IntegerAttr prints as a boolean
            return "false" if int(m.group(2)) == 0 else "true"
        return "%s : i%s" % (m.group(2), m.group(1))
    if e == "odsBuilder.getArrayAttr({})":  # an empty ArrayAttr
        return "[]"
    # arrays of i64 integers (i64 is the integer type the printer leaves out) and of strings
    m = re.fullmatch(r"odsBuilder\.getI64ArrayAttr\(\{((?:-?\d+(?:, -?\d+)*)?)\}\)", e) or \
        re.fullmatch(r'odsBuilder\.getStrArrayAttr\(\{((?:"[\w .-]*"(?:, "[\w .-]*")*)?)\}\)', e)
    if m:
        return "[%s]" % m.group(1)
    # signed / unsigned integer types print as siN / uiN
    m = re.fullmatch(r"odsBuilder\.getIntegerAttr\(odsBuilder\.getIntegerType\((\d+), /\*isSigned=\*/(true|false)\), (-?\d+)\)", e)
    if m and (m.group(2) == "true" or not m.group(3).startswith("-")):
        return "%s : %si%s" % (m.group(3), "s" if m.group(2) == "true" else "u", m.group(1))
    m = re.fullmatch(r"odsBuilder\.getDenseI(\d+)ArrayAttr\(\{(-?\d+(?:, -?\d+)*)\}\)", e)
    if m:
        return "array<i%s: %s>" % (m.group(1), m.group(2))
    # A float: its text is the builtin printer's (printed by mlir-opt later, print_builtin_texts);
    # the C++ double literal is rounded to the type as APFloat's convert does (nearest, ties to even).
    m = re.fullmatch(r"odsBuilder\.getFloatAttr\(odsBuilder\.getF(32|64)Type\(\), \(?(-?[\d.]+(?:e[-+]?\d+)?)\)?\)", e)
    if m:
        bits = struct.unpack("<I", struct.pack("<f", float(m.group(2))))[0] if m.group(1) == "32" else \
            struct.unpack("<Q", struct.pack("<d", float(m.group(2))))[0]
        return BuiltinText("0x%X : f%s" % (bits, m.group(1)))
    # an array of floats: each element's bits as the C++ literal rounds them, printed by mlir-opt
    m = re.fullmatch(r"odsBuilder\.getF(32|64)ArrayAttr\(\{(-?[\d.]+(?:e[-+]?\d+)?(?:, -?[\d.]+(?:e[-+]?\d+)?)*)\}\)", e)
    if m:
        code, width = ("<f", "<I") if m.group(1) == "32" else ("<d", "<Q")
        bits = [struct.unpack(width, struct.pack(code, float(v)))[0] for v in m.group(2).split(", ")]
        return BuiltinText("[%s]" % ", ".join("0x%X : f%s" % (b, m.group(1)) for b in bits))
    m = re.fullmatch(r'odsBuilder\.getStringAttr\("([\w .%-]*)"\)', e)  # (characters printed as they are)
    if m:
        return '"%s"' % m.group(1)
    m = re.fullmatch(r"([\w:]+)Attr::get\(odsBuilder\.getContext\(\), ([\w:]+)::(\w+)\)", e)
    if m:
        key, enum = resolve_enum(enums, ns, m.group(2))
        if enum is None or m.group(3) not in enum[1]:
            return None
        if not enums.get(key + "#integer_attr"):
            return dialect_enum_text(m.group(1) + "Attr", key, enum[1][m.group(3)], enums)
        if m.group(1).lstrip(":").split("::")[-1] != key.split("::")[-1]:
            return None
        bits = 64 if enum[0] == "uint64_t" else 32
        return "%d : i%d" % (enum[1][m.group(3)], bits)
    return None


class BuiltinText(str):
    """A builtin attribute in MLIR syntax whose printed form mlir-opt gives (print_builtin_texts)."""


def dialect_enum_text(attr_class, enum_key, value, enums):
    """The printed text of a dialect's enum attribute `attr_class` holding `value`: only for
    a class whose generated printer is `<` keyword `>` (-gen-attrdef-defs), in a dialect with
    the default attribute printer, so the attribute prints as #dialect.mnemonic<keyword>."""
    cls = attr_class.lstrip(":").split("::")[-1]
    found = [v for k, v in enums.items() if k.endswith("::" + cls + "#enum_attr")]
    keyword = enums.get(enum_key + "#keywords", {}).get(value)
    if len(found) != 1 or found[0][1] != enum_key.split("::")[-1] or keyword is None or " " in keyword:
        return None
    if len(found[0]) > 2 and found[0][2] == "bare":  # `dialect<mnemonic keyword>` (like #gpu<dim x>)
        dialect, _, mnemonic = found[0][0].partition(".")
        return "#%s<%s %s>" % (dialect, mnemonic, keyword)
    return "#%s<%s>" % (found[0][0], keyword)


def parse_enum_attr_printers(defs_text, decls_text):
    """-gen-attrdef-defs/-decls of one dialect -> {ns::XAttr#enum_attr: ("dialect.mnemonic", Enum)}
    for attributes of one enum printed as `<` stringifyEnum(value) `>` by the dialect's generated
    printer; ("dialect.mnemonic", Enum, "bare") for those printed as ` ` stringifyEnum(value)
    (EnumAttr's default format `$value`), which MLIR writes #dialect<mnemonic keyword>."""
    out = {}
    # (the dialect's printAttribute is generated only with useDefaultAttributePrinterParser)
    if not defs_text or not decls_text or not re.search(r"^void \w+Dialect::printAttribute\(", defs_text, re.M):
        return out
    names = parse_attrdef_names(decls_text)
    ns = Namespaces(defs_text)
    for m in re.finditer(r"^void (\w+)::print\(::mlir::AsmPrinter &odsPrinter\) const \{\n"
                         r"  ::mlir::Builder odsBuilder\(getContext\(\)\);\n"
                         r"  odsPrinter << \"<\";\n"
                         r"  odsPrinter << stringify(\w+)\(get\w+\(\)\);\n"
                         r"  odsPrinter << \">\";\n\}", defs_text, re.M):
        full = "::" + ns.at(m.start()) + "::" + m.group(1)
        if full in names and "." in names[full]:
            out[full.lstrip(":") + "#enum_attr"] = (names[full], m.group(2))
    for m in re.finditer(r"^void (\w+)::print\(::mlir::AsmPrinter &odsPrinter\) const \{\n"
                         r"  ::mlir::Builder odsBuilder\(getContext\(\)\);\n"
                         r"  odsPrinter << ' ';\n"
                         r"  odsPrinter << stringify(\w+)\(get\w+\(\)\);\n\}", defs_text, re.M):
        full = "::" + ns.at(m.start()) + "::" + m.group(1)
        if full in names and "." in names[full]:
            out[full.lstrip(":") + "#enum_attr"] = (names[full], m.group(2), "bare")
    return out


def print_builtin_texts(mlir_opt, texts):
    """{builtin attribute text: as mlir-opt prints it}, in one run (an unregistered op holding them)."""
    texts = sorted(set(texts))
    if not texts:
        return {}
    attrs = ", ".join("a%d = %s" % (i, t) for i, t in enumerate(texts))
    p = subprocess.run([mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "-"],
                       input='"x.y"() {%s} : () -> ()\n' % attrs, capture_output=True, text=True, check=True)
    m = re.search(r'"x\.y"\(\) (\{.*\}) : \(\) -> \(\)', p.stdout)
    got = dict_entries(m.group(1))
    return {t: got["a%d" % i] for i, t in enumerate(texts)}


# ---------------------------------------------------------------------------------------
# Building one op's schema

PRINT_ATTR = "if (propStorage) attrs.push_back(odsBuilder.getNamedAttr(\"%s\", propStorage));"


def resolve_enum(enums, ns, type_name):
    t = type_name.lstrip(":")
    cands = [t] if "::" in t else []
    parts = ns.split("::")
    for i in range(len(parts), -1, -1):
        cands.append("::".join(parts[:i] + [t]) if i else t)
    for c in cands:
        if c in enums:
            return c, enums[c]
    return None, None


# Native property values built from ODS's property classes (IntProp, StringProp, BoolProp,
# UnitProp, OptionalProp, ArrayProp, IntArrayProp), as a "value codec": up to four 4-bit
# codes, outermost first, in field_desc::size. The decoder in property_fields.hpp follows the
# same codes. Wrappers: optional (presence byte; printed `[]` / `[x]`), array (varint count;
# printed `[x, y]`). Leaves: ints (varint, stored in the C++ type, printed as IntegerAttr
# `v : iN`), bool (byte, `true`/`false`), unit (byte, `unit`/`false`), string (string-table
# index, a quoted string), dense int arrays (varint count + varints, `array<i64: ...>`).
CODEC = {"opt": 1, "arr": 2, "i8": 3, "i32": 5, "i64": 6, "u8": 7, "bool": 11, "unit": 12, "str": 13,
         "dense_i64": 14, "dense_i32": 15}
INT_LEAF = {"int64_t": "i64", "int32_t": "i32", "int8_t": "i8", "uint8_t": "u8"}
# Hand-written property classes of MLIR's test dialect (mlir/test/lib/Dialect/Test): their
# readFromMlirBytecode/convertToAttribute live in C++ (TestOps.h, TestOpDefs.cpp), not in
# ODS, so they are recognised by storage type and print code only.
#   MyPropStruct: readString(content); printed as the StringAttr of the content.
#   PropertiesWithCustomPrint: readString(label), readVarInt(value), value stored as int;
#     printed as {label = "...", value = N : i32}.
# Ops of the test dialect with a hand-written readProperties (TestOpDefs.cpp), checked
# against their Properties struct and inherent attribute names:
#   test.versionedA: readAttribute(dims); then, unless the file's test dialect version is
#   below 2.0, readAttribute(modifier) (older files: the dialect's upgrade sets it false).
HAND_WRITTEN_OPS = {
    "test.versionedA": [("dims", "attr"), ("modifier", "attr_test_v2")],
}
#   VersionedProperties (test.with_versioned_properties): readVarInt(value1), then, unless
#     the file's test dialect version is below 2.0, readVarInt(value2) (else 0); both stored
#     as int; printed as {value1 = N : i32, value2 = M : i32}.
CUSTOM = {
    ("MyPropStruct", "return propStorage.asAttribute(ctx);"): "custom_string",
    ("PropertiesWithCustomPrint", "return getPropertiesAsAttribute(ctx, propStorage);"): "custom_label_value",
    ("VersionedProperties", "return getPropertiesAsAttribute(ctx, propStorage);"): "custom_versioned_pair",
}
# LLVM 19's IntegerOverflowFlags: the cases the llvm plug-in prints (`#llvm.overflow<nsw, nuw>`).
LLVM_OVERFLOW_BITS = {"none": 0, "nsw": 1, "nuw": 2}
# --td mode: test-dialect ops with properties that mlir-opt 22 registers but that the stored
# .td versions do not define. Their layout is read off mlir-opt 22 itself (see
# docs/op-schemas.md): the property blob it writes at v5/v6 holds exactly one entry (blob
# length with and without operands); the verifier's "requires attribute 'X'" or the property
# conversion's "Invalid attribute `X`" shows the entry is an attribute; a required attribute
# is a plain index, an optional one carries the presence flag (checked by decoding files
# mlir-opt wrote with several values). The generator then confirms the names as inherent
# (check_inherent) and takes the populated default from mlir-opt's print (attach_defaults).
OBSERVED_TEST_OPS = {
    "test.format_optional_default_enum_attr": [("e", "opt_attr", True)],
    "test.parse_custom_operation_name_api": [("name", "attr", False)],
    "test.variadic_args_types_split": [("str", "attr", False)],
}


def codec_parts(ptype, dense_ok):
    """storage type -> list of codec names (outermost first), or None."""
    t = ptype.strip()
    m = re.fullmatch(r"std::optional<(.*)>", t)
    if m:
        inner = codec_parts(m.group(1), False)
        return None if inner is None else ["opt"] + inner
    m = re.fullmatch(r"::llvm::SmallVector<(.*)>", t)
    if m:
        e = m.group(1).strip()
        if dense_ok and e in ("int64_t", "int32_t"):
            return ["dense_" + INT_LEAF[e]]
        inner = codec_parts(e, False)
        return None if inner is None else ["arr"] + inner
    if t in INT_LEAF:
        return [INT_LEAF[t]]
    if t == "bool":
        return ["bool"]  # or unit: decided by the print
    if t == "std::string":
        return ["str"]
    return None


def derive_codec(ptype, read_body, conv):
    """-> ((kind, aux), None) or (None, reason)"""
    conv = conv or ""
    for (ctype, cprint), kind in CUSTOM.items():
        if ptype == ctype:
            if norm(read_body) != "if (::mlir::failed(readFromMlirBytecode(reader, propStorage))) return ::mlir::failure();;" \
                    or ("auto attr = [&]() -> ::mlir::Attribute { %s }();" % cprint) not in conv:
                return None, "hand-written property class with an unexpected reader or print"
            return (kind, 0), None
    if ptype is None:
        return None, "no storage type"
    # A top-level SmallVector printed straight through convertToAttribute is an IntArrayProp.
    dense_ok = re.fullmatch(r"auto attr = \[&\]\(\) -> ::mlir::Attribute \{ return convertToAttribute\(ctx, "
                            r"propStorage\); \}\(\); attrs\.push_back\(.*\);", conv) is not None
    parts = codec_parts(ptype, dense_ok)
    if parts is None:
        return None, "storage type not recognised"
    # bool leaves print either as BoolAttr (BoolProp) or UnitAttr/false (UnitProp).
    if parts[-1] == "bool" and "UnitAttr::get(ctx)" in conv:
        parts[-1] = "unit"
    if len(parts) > 4 or (len(parts) == 1 and parts[0] == "unit"):
        return None, "codec too deep or a plain unit property"
    # The sequence of reads and of printed wrappers must be exactly what the codec implies.
    want_read, want_print = "", ""
    for p_ in parts:
        want_read += {"opt": "P", "arr": "L", "dense_i64": "LV", "dense_i32": "LV", "bool": "B", "unit": "B",
                      "str": "S"}.get(p_, "V")
        want_print += {"opt": "o", "arr": "a", "unit": "u"}.get(p_, "c")
    got_read = "".join({"readBool(isPresent)": "P", "readVarInt(length)": "L", "readBool(propStorage)": "B",
                        "readString(val)": "S"}.get(m.group(1), "V" if m.group(1).startswith("readVarInt(") else "?")
                       for m in re.finditer(r"reader\.(read\w+\(\w+\))", read_body))
    got_read += "?" * len(re.findall(r"readAttribute|readFromMlirBytecode|readSparseArray", read_body))
    got_print = "".join({"ArrayAttr::get(ctx, {})": "o", "SmallVector<::mlir::Attribute> elems": "a",
                         "UnitAttr::get(ctx)": "u"}.get(m.group(0), "c")
                        for m in re.finditer(r"ArrayAttr::get\(ctx, \{\}\)|SmallVector<::mlir::Attribute> elems|"
                                             r"UnitAttr::get\(ctx\)|convertToAttribute\(ctx", conv))
    if got_read != want_read or got_print != want_print:
        return None, "reads %s / prints %s, expected %s / %s for %s" % (got_read, got_print, want_read, want_print, parts)
    aux = 0
    for p_ in parts:
        aux = (aux << 4) | CODEC[p_]
    aux <<= 4 * (4 - len(parts))
    return ("native", aux), None


def build_op(key, op, defs_text, enums, attr_dialects=None):
    """-> dict(name, status, fields, inherent, note)"""
    ns, cls = key.rsplit("::", 1)
    res = {"name": op["name"], "fields": [], "inherent": [], "status": "ok", "note": ""}
    rp = function_body(defs_text, key, r"^::llvm::LogicalResult " + cls + r"::readProperties\(::mlir::DialectBytecodeReader &reader, "
                       r"::mlir::OperationState &state\) \{")
    if op["props"] is None:
        if rp is not None:
            res.update(status="unknown", note="readProperties without an ODS Properties struct")
        else:
            res["status"] = "none"
        return res
    if rp is None:
        hand = HAND_WRITTEN_OPS.get(op["name"])
        inh = function_body(defs_text, key, r"^std::optional<mlir::Attribute> " + cls + r"::getInherentAttr\(") or ""
        if hand is not None and set(op["props"]) == {n for n, _ in hand} and \
                set(parse_inherent(inh)) == {n for n, _ in hand}:
            res["inherent"] = sorted(n for n, _ in hand)
            res["fields"] = [{"name": n, "kind": k, "aux": 0, "dflt": 0, "populated": False} for n, k in hand]
            return res
        res.update(status="unknown", note="Properties struct but no generated readProperties (hand-written encoder)")
        return res
    stmts, why = parse_read_properties(rp)
    if stmts is None:
        res.update(status="unknown", note=why)
        return res
    as_attr = parse_as_attr(function_body(defs_text, key, r"^::mlir::Attribute " + cls + r"::getPropertiesAsAttr\(") or "")
    inh = function_body(defs_text, key, r"^std::optional<mlir::Attribute> " + cls + r"::getInherentAttr\(") or ""
    res["inherent"] = sorted(set(parse_inherent(inh)))
    props = op["props"]
    fields = []
    for kind, name, detail in stmts:
        f = {"name": name, "kind": kind, "aux": 0, "dflt": 0}
        conv = as_attr.get(name)
        ptype, pinit = props.get(name, (None, None))
        if kind in ("attr", "opt_attr"):
            f["expect"] = expectation(ptype, attr_dialects or {})
            if conv != PRINT_ATTR % name:
                res.update(status="unknown", note="unrecognised print of attribute '%s': %s" % (name, conv))
                return res
        elif kind == "seg_v5":
            pass
        elif kind == "seg_v6":
            m = re.fullmatch(r"std::array<int32_t, (\d+)>", ptype or "")
            ok_print = conv in ("auto attr = [&]() -> ::mlir::Attribute { return ::mlir::DenseI32ArrayAttr::get(ctx, "
                                "propStorage); }(); attrs.push_back(odsBuilder.getNamedAttr(\"%s\", attr));" % name,
                                "attrs.push_back(odsBuilder.getNamedAttr(\"%s\", ::mlir::DenseI32ArrayAttr::get(ctx, "
                                "propStorage)));" % name)
            if not m or not ok_print:
                res.update(status="unknown", note="segment array '%s' of type %s printed as %s" % (name, ptype, conv))
                return res
            f["aux"] = int(m.group(1))
        elif kind.startswith("enum_"):
            ename, einfo = resolve_enum(enums, ns, detail)
            if einfo is None:
                res.update(status="unknown", note="enum type %s of '%s' not found" % (detail, name))
                return res
            m = re.fullmatch(r"auto attr = \[&\]\(\) -> ::mlir::Attribute \{ return ::mlir::IntegerAttr::get\("
                             r"::mlir::IntegerType::get\(ctx, (\d+)\), static_cast<uint(\d+)_t>\(propStorage\)\); \}\(\); "
                             r"attrs\.push_back\(odsBuilder\.getNamedAttr\(\"" + name + r"\", attr\)\);", conv or "")
            if m and kind != "enum_cast" and m.group(1) == m.group(2) and kind == "enum_u" + m.group(1):
                f["kind"] = "enum_i" + m.group(1)
            elif kind == "enum_u32" and ename == "test::TestEnum" and conv == (
                    "auto attr = [&]() -> ::mlir::Attribute { return ::test::TestEnumAttr::get(ctx, propStorage); }(); "
                    "attrs.push_back(odsBuilder.getNamedAttr(\"%s\", attr));" % name) and \
                    set(einfo[1].values()) <= set(enums.get("test::TestEnum#keywords", {})):
                # The test dialect's EnumPropWithAttrForm with storeInCustomAttribute: the
                # value is stored as a varint and printed through TestEnumAttr, `#test<enum first>`.
                f["kind"] = "test_enum_attr"
                f["enum_keywords"] = {kw: v for v, kw in enums["test::TestEnum#keywords"].items()}
            elif kind == "enum_cast" and conv == ("attrs.push_back(odsBuilder.getNamedAttr(\"%s\", "
                                                 "convertToAttribute(ctx, propStorage)));" % name) and \
                    ename.endswith("LLVM::IntegerOverflowFlags"):
                # LLVM 19: printed through the dialect's IntegerOverflowFlagsAttr, a bit enum. The
                # llvm plug-in decodes it (its codec is per dialect) and knows these bits only.
                if not op["name"].startswith("llvm.") or einfo[1] != LLVM_OVERFLOW_BITS:
                    res.update(status="unknown", note="overflow flags '%s' outside llvm or with other bits %s" % (
                        name, einfo[1]))
                    return res
                f["kind"] = "llvm_overflow"
            else:
                res.update(status="unknown", note="enum property '%s' printed as %s" % (name, conv))
                return res
            # LLVM 19 left some enum properties without an initializer (value-initialised: 0).
            init = (pinit or "").split("::")[-1]
            if pinit is None and 0 in einfo[1].values():
                init = [k for k, v in einfo[1].items() if v == 0][0]
            if init not in einfo[1]:
                res.update(status="unknown", note="default '%s' of '%s' not found" % (pinit, name))
                return res
            f["dflt"] = einfo[1][init]
        elif kind == "bool":
            if conv != ("auto attr = [&]() -> ::mlir::Attribute { if (propStorage) return ::mlir::UnitAttr::get(ctx); "
                        "else return ::mlir::BoolAttr::get(ctx, false); }(); "
                        "attrs.push_back(odsBuilder.getNamedAttr(\"%s\", attr));" % name) or pinit not in ("false",):
                res.update(status="unknown", note="bool property '%s' printed as %s (default %s)" % (name, conv, pinit))
                return res
            f["kind"] = "unit_bool"
        elif kind == "attr_conv":
            if ptype != "int64_t" or pinit is not None or conv != (
                    "auto attr = [&]() -> ::mlir::Attribute { return convertToAttribute(ctx, propStorage); }(); "
                    "attrs.push_back(odsBuilder.getNamedAttr(\"%s\", attr));" % name):
                res.update(status="unknown", note="attribute-encoded property '%s' (%s) printed as %s" % (name, ptype, conv))
                return res
            # convertToAttribute of an int64_t is an i64 IntegerAttr; that is what mlir-opt writes.
            f["kind"] = "attr_i64_prop"
        elif kind == "codec":
            c, why = derive_codec(ptype, detail, conv)
            if c is None:
                res.update(status="unknown", note="native property '%s' (%s): %s" % (name, ptype, why))
                return res
            f["kind"], f["aux"] = c
        elif kind == "opt_i64":
            if conv != ("auto attr = [&]() -> ::mlir::Attribute { if (!propStorage.has_value()) { return "
                        "::mlir::ArrayAttr::get(ctx, {}); } auto attr = [&]() -> ::mlir::Attribute { return "
                        "convertToAttribute(ctx, (*(propStorage))); }(); return ::mlir::ArrayAttr::get(ctx, {attr}); }(); "
                        "attrs.push_back(odsBuilder.getNamedAttr(\"%s\", attr));" % name) or \
                    ptype != "std::optional<int64_t>" or pinit != "std::nullopt":
                res.update(status="unknown", note="optional property '%s' printed as %s" % (name, conv))
                return res
        fields.append(f)
    # Every property of the struct must be read, and printed.
    read_names = {f["name"] for f in fields}
    if read_names != set(props) or set(as_attr) != set(props):
        res.update(status="unknown", note="properties %s vs read %s vs printed %s" % (
            sorted(props), sorted(read_names), sorted(as_attr)))
        return res
    # Inherent names for v0-4 files: exactly the attribute-backed ones plus the segment arrays.
    derived = {f["name"] for f in fields if f["kind"] in ("attr", "opt_attr", "seg_v5", "seg_v6")}
    legacy = {"operandSegmentSizes": "operand_segment_sizes", "resultSegmentSizes": "result_segment_sizes"}
    derived |= {legacy[n] for n in derived if n in legacy}
    if derived != set(res["inherent"]):
        res.update(status="unknown", note="inherent names %s differ from fields %s" % (res["inherent"], sorted(derived)))
        return res
    pd = function_body(defs_text, key, r"^void " + cls + r"::populateDefaultProperties\(") or ""
    defaulted = dict(re.findall(r"if \(!properties\.(\w+)\)\s*properties\.\w+ = (.*?);\n", pd, re.S))
    defaulted.update({n: None for n in re.findall(r"if \(!properties\.(\w+)\)", pd) if n not in defaulted})
    for n in [n for n, v in defaulted.items() if v == "nullptr"]:
        del defaulted[n]  # a null default: nothing filled in, nothing printed
    for f in fields:
        f["populated"] = f["name"] in defaulted
        if f["populated"] and defaulted[f["name"]] is not None:
            f["populated_text"] = populated_default_text(defaulted[f["name"]], ns, enums)
        if f["populated"] and f["kind"] != "opt_attr":
            res.update(status="unknown", note="default populated for non-optional field '%s'" % f["name"])
            return res
    res["fields"] = fields
    return res



# ---------------------------------------------------------------------------------------
# Default values, as the reference printer shows them
#
# A property the file does not hold still prints: default-valued attributes are filled in
# by the op's populateDefaultProperties (for absent optional entries at v5+ and for
# missing dictionary entries at v0-4), native properties of v0-4 files keep their
# initial value, and segment sizes of v0-4 files without the attribute are zeros. The
# printed text of each is taken from mlir-opt itself: every op is parsed in generic form
# with nothing set, each in its own split, and its `<{...}>` read back from the print or
# from the verifier's "see current operation" note.


def skip_group(s, i):
    depth = 0
    while i < len(s):
        ch = s[i]
        if ch == '"':
            i += 1
            while i < len(s) and s[i] != '"':
                i += 2 if s[i] == "\\" else 1
        elif s.startswith("->", i) or s.startswith(">=", i) or s.startswith("<=", i):
            i += 1
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(s)


def dict_entries(d):
    """'{a = 1, b}' -> {'a': '1', 'b': ''}"""
    out = {}
    if not (d.startswith("{") and d.endswith("}")):
        return out
    body = d[1:-1]
    items, start, i = [], 0, 0
    while i < len(body):
        ch = body[i]
        if ch == '"' or ch in "([{<":
            if ch == '"':
                i += 1
                while i < len(body) and body[i] != '"':
                    i += 2 if body[i] == "\\" else 1
                i += 1
            else:
                i = skip_group(body, i)
            continue
        if ch == ",":
            items.append(body[start:i])
            start = i + 1
        i += 1
    items.append(body[start:])
    for it in items:
        it = it.strip()
        if not it:
            continue
        k, sep, v = it.partition(" = ")
        out[k.strip('"')] = v if sep else ""
    return out


OP_LINE = re.compile(r'"([\w.$-]+)"\(\) <(\{.*)$')


def printed_defaults(mlir_opt, names):
    """op name -> {property: printed text} for ops created with nothing set."""
    result = {}
    todo = [list(names)]
    while todo:
        chunk = todo.pop()
        text = "".join('"%s"() : () -> ()\n// -----\n' % n for n in chunk)
        p = subprocess.run([mlir_opt, "--allow-unregistered-dialect", "--split-input-file", "--mlir-print-op-generic",
                            "--mlir-print-local-scope", "-"], input=text, capture_output=True, text=True)
        if p.returncode < 0 or (p.returncode != 0 and "see current operation" not in p.stderr and len(chunk) > 1):
            if len(chunk) == 1:
                print("  mlir-opt failed on %s" % chunk[0], file=sys.stderr)
                continue
            todo += [chunk[:len(chunk) // 2], chunk[len(chunk) // 2:]]
            continue
        for line in (p.stdout + "\n" + p.stderr).splitlines():
            m = OP_LINE.search(line)
            if m and m.group(1) in chunk:
                props = m.group(2)
                props = props[:skip_group(props, 0)]
                result[m.group(1)] = dict_entries(props)
    return result


def native_default_text(f):
    k = f["kind"]
    if k.startswith("enum_i"):
        bits = int(k[len("enum_i"):])
        v = f["dflt"]
        if bits < 64 and v >= 1 << (bits - 1):
            v -= 1 << bits
        return "%d : i%d" % (v, bits)
    if k == "unit_bool":
        return "false"
    if k == "test_enum_attr":
        names = [n for n, v in f["enum_keywords"].items() if v == f["dflt"]]
        return "#test<enum %s>" % names[0] if len(names) == 1 else None
    if k == "opt_i64":
        return "[]"
    return None


def computed_default_text(f):
    """The initial value of a native property or v6 segment array, as printed (None: unknown)."""
    if f["kind"] == "seg_v6":
        return "array<i32" + ("" if not f["aux"] else ": " + ", ".join(["0"] * f["aux"])) + ">"
    return native_default_text(f)


POPULATED_MISMATCHES = []


def attach_defaults(ops, mlir_opt):
    names = sorted(n for n, o in ops.items() if o["status"] == "ok" and o["fields"])
    if mlir_opt is None:
        attach_computed_defaults(ops, names)
        return
    printed = printed_defaults(mlir_opt, names)
    for n in names:
        o = ops[n]
        got = printed.get(n)  # None: mlir-opt rejected the op before printing it
        for f in o["fields"]:
            f["default"] = None
            if f["kind"] == "opt_attr" and f["populated"]:
                # A populated default may be null (a unit attribute defaulting to false).
                if got is None:
                    o.update(status="unknown", note="default of '%s' unknown: mlir-opt did not print the op" % f["name"])
                f["default"] = (got or {}).get(f["name"])
                # The text computed from the C++ (what --td mode without mlir-opt relies on)
                # must be what mlir-opt prints.
                computed = f.get("populated_text")
                if got is not None and computed is not None and computed != f["default"]:
                    POPULATED_MISMATCHES.append("%s.%s: computed %s, printed %s" % (n, f["name"], computed, f["default"]))
            elif f["kind"] not in ("attr", "opt_attr", "seg_v5", "attr_test_v2"):
                computed = computed_default_text(f)
                shown = got.get(f["name"]) if got is not None else None
                if got is not None and computed is not None and shown != computed:
                    o.update(status="unknown", note="default of '%s' printed %s, computed %s" % (f["name"], shown, computed))
                f["default"] = shown if shown is not None else computed
                if f["default"] is None and f["kind"] not in ("custom_string", "custom_label_value",
                                                              "custom_versioned_pair"):
                    # (hand-written property classes: no initial value to print; v0-4 files
                    # cannot hold them, so only their v5+ encoding matters)
                    o.update(status="unknown", note="default of native property '%s' unknown" % f["name"])
        if got is not None:
            extra = set(got) - {f["name"] for f in o["fields"] if f.get("default") is not None}
            if extra:
                o.update(status="unknown", note="mlir-opt printed unexpected defaults %s" % sorted(extra))
    for o in ops.values():
        for f in o["fields"]:
            f.setdefault("default", None)


def attach_computed_defaults(ops, names):
    """--td mode without mlir-opt (a dialect mlir-opt does not register): nothing can be
    printed, so a populated default of an optional attribute keeps only the text computed
    from populateDefaultProperties' C++ (populated_default_text; checked against mlir-opt's
    prints wherever mlir-opt runs), and a native property keeps only a default computed from
    its storage (enum, bool, segment zeros, empty optional); anything else marks the op unknown."""
    for n in names:
        o = ops[n]
        for f in o["fields"]:
            f["default"] = None
            if f["kind"] == "opt_attr" and f["populated"]:
                f["default"] = f.get("populated_text")
                if f["default"] is None:
                    o.update(status="unknown", note="default of '%s' unknown: no mlir-opt to print it" % f["name"])
            elif f["kind"] not in ("attr", "opt_attr", "seg_v5", "attr_test_v2"):
                f["default"] = computed_default_text(f)
                if f["default"] is None:
                    o.update(status="unknown", note="default of native property '%s' unknown (no mlir-opt)" % f["name"])
    for o in ops.values():
        for f in o["fields"]:
            f.setdefault("default", None)


def check_inherent(ops, mlir_opt):
    """--td mode: .td files from outside the release may differ from the op definitions
    compiled into mlir-opt. Each attribute-backed field name is given to mlir-opt as a
    generic-form attribute `{name = unit}`: an inherent name is checked against its
    constraint ("attribute 'name' failed to satisfy constraint") or moved out of the
    discardable dictionary; a name mlir-opt does not know as inherent stays there. An op
    with a name that stays, or whose answer cannot be read, is marked unknown.
    Returns (names confirmed, ops marked unknown)."""
    probes = []
    for n, o in sorted(ops.items()):
        if o["status"] != "ok":
            continue
        for f in o["fields"]:
            if f["kind"] in ("attr", "opt_attr", "attr_test_v2"):
                probes.append((n, f["name"]))
    text = "".join('"%s"() {%s = unit, zzz_probe = unit} : () -> ()\n// -----\n' % pr for pr in probes)
    p = subprocess.run([mlir_opt, "--allow-unregistered-dialect", "--split-input-file", "--mlir-print-op-generic",
                        "--mlir-print-local-scope", "-"], input=text, capture_output=True, text=True)
    # mlir-opt writes diagnostics to stderr and prints to stdout; match per probe by content.
    out = p.stdout + "\n" + p.stderr
    confirmed, bad = 0, set()
    for n, name in probes:
        ok = None
        if re.search(r"'%s' op attribute '%s' failed to satisfy constraint" % (re.escape(n), re.escape(name)), out):
            ok = True
        else:
            for m in re.finditer(r'"%s"\(\)( <\{.*?\}>)? \{([^\n]*?zzz_probe[^\n]*?)\} :' % re.escape(n), out):
                disc = dict_entries("{" + m.group(2) + "}")
                if "zzz_probe" in disc and "unit" not in m.group(2).replace("zzz_probe", ""):
                    ok = name not in disc
        if ok:
            confirmed += 1
        else:
            bad.add(n)
            ops[n].update(status="unknown", note="attribute '%s' is %s by mlir-opt" % (
                name, "not inherent" if ok is False else "not confirmed inherent"))
    return confirmed, bad


# ---------------------------------------------------------------------------------------
# Emitting the table

KIND_ENUM = {
    "attr": "attr", "opt_attr": "opt_attr", "seg_v5": "segments_v5", "seg_v6": "segments_v6",
    "enum_i8": "enum_i8", "enum_i16": "enum_i16", "enum_i32": "enum_i32", "enum_i64": "enum_i64",
    "unit_bool": "unit_bool", "opt_i64": "optional_i64", "native": "native",
}
# Fields a dialect plug-in decodes: emitted as field_kind::custom (custom_attr: an attribute,
# inherent in v0-4 files) with the plug-in's codec number. The plug-in of the op's own
# dialect is asked, so each kind belongs to one dialect.
# The test dialect's (include/mlirbc/dialects/test.hpp, property_codec):
TEST_CODECS = {
    "custom_string": ("custom", 1), "custom_label_value": ("custom", 2), "attr_test_v2": ("custom_attr", 3),
    "custom_versioned_pair": ("custom", 4), "test_enum_attr": ("custom", 5), "attr_i64_prop": ("custom", 6),
}
# The llvm dialect's (include/mlirbc/dialects/llvm.hpp, property_codec): LLVM 19's overflow flags.
LLVM_CODECS = {"llvm_overflow": ("custom", 1)}
PLUGIN_CODECS = {**TEST_CODECS, **LLVM_CODECS}


def emitted_kind(f):
    """(field_kind name, aux) of a field as the C++ table spells it."""
    if f["kind"] in PLUGIN_CODECS:
        return PLUGIN_CODECS[f["kind"]]
    return KIND_ENUM[f["kind"]], f["aux"]


def cxx_string(t):
    out = []
    for ch in t:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append("\\x%02x" % ord(ch))
    return '"' + "".join(out) + '"sv'  # a literal's length is free; strlen at compile time is not


def table_source(args):
    """One line naming the definitions a table was generated from: the --source repository and
    commit of --td files, else the package the release's .td files came from."""
    return args.source if args.td else (args.package or args.include)


def emit(args, ops, header_lines, test_enum_keywords=None, test_input=True):
    fields_flat = []
    seq_index = {}
    rows = []
    for name in sorted(ops):
        o = ops[name]
        seq = tuple((f["name"],) + emitted_kind(f) + (f["default"], f.get("expect", "")) for f in o["fields"])
        if seq and seq not in seq_index:
            # reuse a suffix/prefix-free exact copy only; keeps the generator simple
            seq_index[seq] = len(fields_flat)
            fields_flat.extend(seq)
        first = seq_index.get(seq, 0)
        rows.append((name, o["status"], first, len(seq), o.get("note", "")))
    out = []
    out += ["// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception",
            "// GENERATED by tools/gen_op_schemas.py -- do not edit.", "//"]
    for l in header_lines:
        # (--td headers carry a long provenance note: wrapped; the release tables keep theirs)
        out += ["// " + w for w in (textwrap.wrap(l, 96, break_on_hyphens=False) if args.td else [l])]
    out += ["//", "// Included inside namespace mlirbc::op_schema (op_schema.hpp has the model).", ""]
    # Where the definitions came from (schema_set::origin: `mlirbc --version`, THIRD_PARTY.md).
    out.append("inline constexpr table_origin origin_%s{%s, %s};" % (args.name, cxx_string(args.name),
                                                                    cxx_string(table_source(args))))
    out.append("")
    out.append("inline constexpr field_desc fields_%s[] = {" % args.name)
    if not fields_flat:
        out.append("    {\"\"sv, field_kind::attr, 0, {}, false},")
    for (n, k, aux, d, expect) in fields_flat:
        out.append("    {%s, field_kind::%s, %s, %s, %s%s}," % (cxx_string(n), k, "0x%04x" % aux if k == "native" else aux,
                                                                 cxx_string(d or ""),
                                                                 "true" if d is not None else "false",
                                                                 cxx_expect(expect)))
    out.append("};")
    out.append("")
    out.append("// Sorted by op name (binary search). status: ok = layout known; none = the op has no")
    out.append("// property storage; unknown = layout not derivable (see the note).")
    out.append("inline constexpr op_desc ops_%s[] = {" % args.name)
    for (name, status, first, n, note) in rows:
        line = "    {%s, op_status::%s, %d, %d}," % (cxx_string(name), status, first, n)
        if status == "unknown":
            line += "  // " + note.replace("\n", " ")[:150]
        out.append(line)
    out.append("};")
    out.append("")
    if args.td and test_input:  # (another dialect's .td has no such table)
        out.append("// Printed keywords of the test dialect's TestEnum (custom codec 5: `#test<enum first>`).")
        out.append("inline constexpr enum_case test_enum_%s[] = {" % args.name)
        for v, kw in sorted((test_enum_keywords or {}).items()):
            out.append("    {%s, %d}," % (cxx_string(kw), v))
        out.append("};")
    out.append("")
    return "\n".join(out)


# The field kinds a layout file may name (include/mlirbc/model/op_layout_file.hpp); the others need
# a dialect plug-in or a release table.
LAYOUT_FILE_KINDS = {"attr", "opt_attr", "segments_v5", "segments_v6", "enum_i8", "enum_i16", "enum_i32", "enum_i64",
                     "unit_bool", "optional_i64", "native"}


def emit_layout_file(ops, header_lines):
    """The same layouts as a layout file (docs/op-schemas.md, "Layout files"), read at run time."""
    dialects = sorted({n.split(".", 1)[0] for n in ops})
    if len(dialects) != 1:
        sys.exit("--layout-file: the ops must be of one dialect, not %s" % ", ".join(dialects))
    out = ["mlirbc-op-layouts 1", "# GENERATED by tools/gen_op_schemas.py -- do not edit."]
    out += ["# " + w for l in header_lines for w in textwrap.wrap(l, 96, break_on_hyphens=False)]
    out += ["dialect " + dialects[0]]
    for name in sorted(ops):
        o = ops[name]
        kinds = [emitted_kind(f) for f in o["fields"]]
        status = o["status"]
        if status == "ok" and any(k not in LAYOUT_FILE_KINDS for k, _ in kinds):
            out.append("# %s: a field needs a dialect plug-in's codec; not describable here" % name)
            status = "unknown"
        elif status == "unknown":
            out.append("# %s: %s" % (name, o.get("note", "").replace("\n", " ")[:150]))
        out.append("op %s %s" % (name, status))
        if status != "ok":
            continue
        for f, (k, aux) in zip(o["fields"], kinds):
            line = "field %s %s %s %s" % (f["name"], k, "0x%04x" % aux if k == "native" else aux, f.get("expect") or "-")
            if f["default"] is not None:
                if "\n" in f["default"]:
                    sys.exit("--layout-file: %s: a default value spans lines" % name)
                line += " = " + f["default"]
            out.append(line)
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llvm", required=True, help="major version, e.g. 22")
    ap.add_argument("--include", required=True, help="directory holding mlir/ (the .td files)")
    ap.add_argument("--tblgen", required=True, help="mlir-tblgen binary of the same version")
    ap.add_argument("--package", default="", help="package the .td files came from, for the header")
    ap.add_argument("--mlir-opt", help="mlir-opt of the same version (prints the defaults; checks inherent names "
                    "in --td mode). Required, except in --td mode for a dialect mlir-opt does not register: "
                    "then those steps are skipped")
    ap.add_argument("--out", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--cache", help="directory to keep tblgen outputs in between runs (development)")
    ap.add_argument("--td-dir", help="run only the --td files of this directory (not the installed tree); "
                    "--include then only serves their includes")
    ap.add_argument("--td", action="append", default=[], help="a .td file under --td-dir (repeatable)")
    ap.add_argument("--name", help="table name suffix (default llvmNN): fields_NAME, ops_NAME")
    ap.add_argument("--source", default="", help="where the --td files came from, for the header")
    ap.add_argument("--attr-dialect", action="append", default=[],
                    help="--td mode: a dialect whose attribute classes the files define among others (repeatable); "
                    "-gen-attrdef-* runs once per such dialect (it refuses files of several dialects otherwise), "
                    "giving the classes' dialect (field_desc::expect) and the text of their enum defaults")
    ap.add_argument("--builtin-printer", help="--td mode without --mlir-opt: an mlir-opt that prints builtin attributes "
                    "a default is built of (floats), as the dialect's own tool would")
    ap.add_argument("--rename-dialect", help="OLD=NEW: name the ops NEW.x instead of OLD.x (a dialect renamed "
                    "after the commit of its .td files)")
    ap.add_argument("--layout-file", action="store_true",
                    help="write a layout file (read at run time: mlirbc --op-layouts) instead of a C++ table")
    args = ap.parse_args()
    if not args.name:
        args.name = "llvm" + args.llvm
    if bool(args.td) != bool(args.td_dir):
        ap.error("--td and --td-dir go together")
    if not args.mlir_opt and not args.td:
        ap.error("--mlir-opt is required (it may only be left out in --td mode)")
    global CACHE
    if args.cache:
        os.makedirs(args.cache, exist_ok=True)
        CACHE = args.cache

    root = args.include
    tds = all_td_files(args.include)
    if args.td:
        root = args.td_dir
        tds = args.td
        EXTRA_INCLUDES.append(args.include)

    def gen(td):
        decls, e1 = run_tblgen(args.tblgen, root, td, "-gen-op-decls")
        defs, e2 = run_tblgen(args.tblgen, root, td, "-gen-op-defs")
        enums, _ = run_tblgen(args.tblgen, root, td, "-gen-enum-decls")
        attrdefs, _ = run_tblgen(args.tblgen, root, td, "-gen-attrdef-decls")
        enums = (enums, attrdefs)
        enum_defs = None
        if args.td:  # the printed enum keywords (test_enum_attr), from the stringify functions
            enum_defs, _ = run_tblgen(args.tblgen, root, td, "-gen-enum-defs")
        per_dialect = [(run_tblgen(args.tblgen, root, td, "-gen-attrdef-decls --attrdefs-dialect=" + d)[0],
                        run_tblgen(args.tblgen, root, td, "-gen-attrdef-defs --attrdefs-dialect=" + d)[0])
                       for d in args.attr_dialect]
        return td, decls, defs, enums + (enum_defs, per_dialect), e1 or e2

    with ThreadPoolExecutor(max_workers=args.j) as ex:
        results = list(ex.map(gen, tds))

    failures = []
    all_enums = {}
    keyword_texts = []
    attr_dialects = {}
    for td, _, _, (enums, attrdefs, enum_defs, per_dialect), _ in results:
        if enum_defs:
            keyword_texts.append(enum_defs)
        for d_decls, d_defs in per_dialect:
            if d_decls:
                attr_dialects.update(parse_attrdef_names(d_decls))
            all_enums.update(parse_enum_attr_printers(d_defs, d_decls))
        if enums:
            all_enums.update(parse_enums(enums))
        if attrdefs:
            attr_dialects.update(parse_attrdef_names(attrdefs))
    for t in keyword_texts:
        all_enums.update(parse_enum_keywords(t, all_enums))
    ops = {}
    conflicts = []
    for td, decls, defs, _, err in results:
        if err is not None:
            if "Couldn't find the 'Op' class" not in err:
                failures.append((td, err.splitlines()[0] if err else "?"))
            continue
        defs_ns = (defs, Namespaces(defs))
        for key, op in parse_decls(decls).items():
            built = build_op(key, op, defs_ns, all_enums, attr_dialects)
            prev = ops.get(built["name"])
            if prev is not None and (prev["fields"], prev["status"]) != (built["fields"], built["status"]):
                conflicts.append(built["name"])
                built = {"name": built["name"], "fields": [], "status": "unknown",
                         "note": "different layouts in different .td files"}
            ops[built["name"]] = built

    observed = []
    # --td input of MLIR's test dialect (not e.g. StableHLO's vhlo): its extra ops and enum table
    test_input = any(n.startswith("test.") for n in ops)
    if args.td and test_input:
        for name, flds in sorted(OBSERVED_TEST_OPS.items()):
            if name not in ops:
                observed.append(name)
                ops[name] = {"name": name, "status": "ok", "note": "", "inherent": sorted(n for n, _, _ in flds),
                             "fields": [{"name": n, "kind": k, "aux": 0, "dflt": 0, "populated": pop}
                                        for n, k, pop in flds]}
    if args.rename_dialect:
        old, new = args.rename_dialect.split("=")
        ops = {new + n[len(old):]: dict(o, name=new + n[len(old):]) for n, o in ops.items()
               if n.startswith(old + ".")}
    builtin = [f["populated_text"] for o in ops.values() for f in o["fields"]
               if isinstance(f.get("populated_text"), BuiltinText)]
    printed_builtin = print_builtin_texts(args.builtin_printer, builtin) if args.builtin_printer else {}
    for o in ops.values():
        for f in o["fields"]:
            if isinstance(f.get("populated_text"), BuiltinText):
                f["populated_text"] = printed_builtin.get(f["populated_text"])
    attach_defaults(ops, args.mlir_opt)
    inherent_check = None
    if args.td and args.mlir_opt:
        inherent_check = check_inherent(ops, args.mlir_opt)
    version = subprocess.run([args.tblgen, "--version"], capture_output=True, text=True).stdout
    version = " ".join(version.split())
    counts = {s: sum(1 for o in ops.values() if o["status"] == s) for s in ("ok", "none", "unknown")}
    opt_version = " ".join(subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout.split()) \
        if args.mlir_opt else None
    if args.td and not args.mlir_opt:
        header = [
            "Source: %s under %s (%s)," % (", ".join(args.td), args.td_dir, args.source),
            "with includes from %s%s," % (args.include, " (" + args.package + ")" if args.package else ""),
            "run through %s (%s)" % (args.tblgen, version),
            "with -gen-op-decls, -gen-op-defs, -gen-enum-decls and -gen-attrdef-decls, then parsed;",
            "no mlir-opt given (it does not register this dialect): no default values printed, inherent",
            "names taken from the generated getInherentAttr only (not checked by mlir-opt).",
        ]
    elif args.td:
        header = [
            "Source: %s under %s (%s)," % (", ".join(args.td), args.td_dir, args.source),
            "with includes from %s%s," % (args.include, " (" + args.package + ")" if args.package else ""),
            "run through %s (%s)" % (args.tblgen, version),
            "with -gen-op-decls, -gen-op-defs, -gen-enum-decls and -gen-attrdef-decls, then parsed;",
            "default values as printed by %s (%s);" % (args.mlir_opt, opt_version),
            "%d attribute names confirmed inherent by that mlir-opt (check_inherent), %d ops refused by it." % (
                inherent_check[0], len(inherent_check[1])),
            "Not in those .td files, layout read off that mlir-opt (OBSERVED_TEST_OPS): %s." % (
                ", ".join(observed) or "none"),
        ]
    else:
        header = [
            "Source: the .td files under %s%s," % (args.include, " (" + args.package + ")" if args.package else ""),
            "run through %s (%s)" % (args.tblgen, version),
            "with -gen-op-decls, -gen-op-defs, -gen-enum-decls and -gen-attrdef-decls on every .td file, then parsed;",
            "default values as printed by %s (%s)." % (args.mlir_opt, opt_version),
        ]
    header += [
        "Command: tools/gen_op_schemas.py --llvm %s --include %s --tblgen %s%s%s%s --out %s" % (
            args.llvm, args.include, args.tblgen, " --mlir-opt " + args.mlir_opt if args.mlir_opt else "",
            " --package '" + args.package + "'" if args.package else "",
            "".join(" --td " + t for t in args.td) + (" --td-dir %s --name %s --source '%s'" % (
                args.td_dir, args.name, args.source) if args.td else "") +
            "".join(" --attr-dialect " + d for d in args.attr_dialect) +
            (" --builtin-printer " + args.builtin_printer if args.builtin_printer else "") +
            (" --rename-dialect " + args.rename_dialect if args.rename_dialect else "") +
            (" --layout-file" if args.layout_file else ""),
            args.out),
        "Ops: %d with properties, %d without property storage, %d with an unknown layout." % (
            counts["ok"], counts["none"], counts["unknown"]),
    ]
    for td, err in failures:
        header.append("tblgen failed on %s: %s" % (td, err[:120]))
    if args.layout_file:
        text = emit_layout_file(ops, header)
    else:
        text = emit(args, ops, header, all_enums.get("test::TestEnum#keywords", {}), test_input)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as f:
        f.write(text)
    print("%s: %d ops (%s); %d tblgen failures; %d conflicts" % (args.out, len(ops), counts, len(failures),
                                                                   len(conflicts)), file=sys.stderr)
    for o in sorted(ops.values(), key=lambda o: o["name"]):
        if o["status"] == "unknown":
            print("  unknown: %s: %s" % (o["name"], o["note"][:300]), file=sys.stderr)
    if POPULATED_MISMATCHES:
        sys.exit("defaults computed from populateDefaultProperties differ from mlir-opt's print:\n  " +
                 "\n  ".join(POPULATED_MISMATCHES))


if __name__ == "__main__":
    main()
