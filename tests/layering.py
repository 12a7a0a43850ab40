#!/usr/bin/env python3
"""Checks that every header under include/mlirbc, and the bodies it keeps in
impl/NAME.ipp, include only headers of its own layer or of the layers above it
(docs/design.md, "Layers")."""
import pathlib
import re
import sys

LAYERS = [
    ["config", "encoding", "error", "result", "limits", "cursor", "populated_alloc", "bignum", "float_format",
     "print_text", "dense_text", "dense_data", "producer", "format_warnings", "output_file",
     "tensor_files"],
    ["sections", "string_table", "dialect_table", "attr_type_table", "resource_table", "property_table",
     "mapped_file", "bytecode", "resource_rewrite"],
    ["attributes", "shaped_types", "op_schema", "op_layout_file", "property_values"],
    ["dialect_reader", "dialect_printer", "dialect_registry", "node_table", "decode_stack", "attr_reader",
     "op_layout_choice", "property_slot_check", "property_fields", "op_properties", "inherent_attributes", "ir"],
    ["dialects/builtin", "dialects/llvm", "dialects/quant", "dialects/dlti", "dialects/dwarf_names", "dialects/ecosystem",
     "dialects/mlir_releases", "dialects/registry", "dialects/test", "dialects/vhlo", "dialects/sdy", "dialects/stablehlo",
     "dialects/tensor_literal", "dialects/byre_serial"],
    ["attr_printer", "property_printer", "ir_print_attrs", "ir_printer", "weights", "functions", "decode_all",
     "file_stats", "resource_listing", "weight_exchange"],
]
BESIDE = {"writer": 0, "weight_file_plan": 0}  # standalone: may include layer 0 (and each other) only


def layer_of(name):
    for i, names in enumerate(LAYERS):
        if name in names:
            return i
    return BESIDE.get(name)


def main(root):
    inc = pathlib.Path(root) / "include" / "mlirbc"
    bad = []
    seen = set()
    for h in sorted(list(inc.rglob("*.hpp")) + list(inc.rglob("impl/*.ipp"))):
        name = h.relative_to(inc).with_suffix("").as_posix().replace("impl/", "")
        seen.add(name)
        mine = layer_of(name)
        if mine is None:
            bad.append("%s: not in any layer of tests/layering.py (and docs/design.md)" % name)
            continue
        for target in re.findall(r'^#include "([^"]+)\.(?:hpp|ipp)"', h.read_text(), re.M):
            dep = (h.parent / target).resolve().relative_to(inc.resolve()).as_posix().replace("impl/", "")
            theirs = layer_of(dep)
            if theirs is None or theirs > mine:
                bad.append("%s (layer %s) includes %s (layer %s)" % (name, mine, dep, theirs))
    missing = [n for layer in LAYERS for n in layer if n not in seen] + [n for n in BESIDE if n not in seen]
    bad += ["%s: listed but no such header" % n for n in missing]
    for b in bad:
        print(b)
    print("%d headers checked, %d problems" % (len(seen), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
