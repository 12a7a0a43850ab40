#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks that every header under include/mlirbc, and the bodies it keeps in
impl/NAME.ipp beside it, include only headers of its own layer or of the layers
below it. A header's layer is its folder (docs/design.md, "Layers")."""
import pathlib
import re
import sys

# folder -> layer; the writer stands beside the layers and may use base/ only.
LAYER_OF_FOLDER = {
    "base": 0,        # vocabulary and bytes
    "exchange": 1,    # files written whole, safetensors, npz
    "tables": 2,      # framing and the file's tables
    "model": 3,       # what decoding yields
    "ir": 4,          # the IR walk
    "attributes": 4,  # the plug-in interface and the attribute/type decoding engine
    "properties": 5,  # op properties by registered layouts, v0-4 inherent attributes
    "dialects": 6,    # dialect plug-ins
    "printing": 7,    # MLIR's generic text
    "tasks": 7,       # weights, functions, stats, exchange
}
BESIDE = {"writing": 1}  # folder -> the highest layer it may include


def layer_of(rel):
    """The layer of a file given by its path under include/mlirbc (None: no layer)."""
    folder = rel.split("/")[0]
    if folder in LAYER_OF_FOLDER:
        return LAYER_OF_FOLDER[folder]
    return None


def may_include(mine, theirs):
    folder = mine.split("/")[0]
    if theirs.split("/")[0] == folder:
        return True
    if folder in BESIDE:
        return layer_of(theirs) is not None and layer_of(theirs) <= BESIDE[folder]
    return layer_of(theirs) is not None and layer_of(theirs) <= layer_of(mine)


def main(root):
    inc = (pathlib.Path(root) / "include" / "mlirbc").resolve()
    bad = []
    files = sorted(list(inc.rglob("*.hpp")) + list(inc.rglob("*.ipp")))
    for h in files:
        rel = h.relative_to(inc).as_posix()
        folder = rel.split("/")[0]
        if folder not in LAYER_OF_FOLDER and folder not in BESIDE:
            bad.append("%s: not in a layer's folder (tests/layering.py, docs/design.md)" % rel)
            continue
        for target in re.findall(r'^#include "([^"]+\.(?:hpp|ipp))"', h.read_text(), re.M):
            dep = (h.parent / target).resolve()
            try:
                dep_rel = dep.relative_to(inc).as_posix()
            except ValueError:
                bad.append("%s includes %s, outside include/mlirbc" % (rel, target))
                continue
            if not dep.is_file():
                bad.append("%s includes %s: no such file" % (rel, dep_rel))
            elif not may_include(rel, dep_rel):
                bad.append("%s (layer %s) includes %s (layer %s)" % (rel, layer_of(rel) if folder not in BESIDE
                           else "beside", dep_rel, layer_of(dep_rel)))
    for b in bad:
        print(b)
    print("%d files checked, %d problems" % (len(files), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
