#!/usr/bin/python3
"""Writes single_include/mlirbc.hpp: include/mlirbc.hpp and every project header it
reaches (the generated .inc schema tables too), each inlined once where the
preprocessor would first read it, so the result compiles exactly like the original.

  /usr/bin/python3 tools/amalgamate.py           regenerate single_include/mlirbc.hpp
  /usr/bin/python3 tools/amalgamate.py --check   fail if it is not current (CI, tests)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INCLUDE = ROOT / "include"
OUT = ROOT / "single_include" / "mlirbc.hpp"
REGENERATE = "/usr/bin/python3 tools/amalgamate.py"

# #include "x" (relative to the including file) or #include <mlirbc/x> / <mlirbc.hpp>.
INCLUDE_LINE = re.compile(r'^\s*#\s*include\s*(?:"([^"]+)"|<(mlirbc(?:\.hpp|/[^>]+))>)\s*(//.*)?$')
PRAGMA_ONCE = re.compile(r"^\s*#\s*pragma\s+once\s*$")


def inline(path, seen, out):
    """Appends `path` to `out`, replacing each project include by that file's text."""
    path = path.resolve()
    if path in seen:
        return
    seen.add(path)
    name = path.relative_to(INCLUDE).as_posix()
    out.append(f"// ---- begin {name}\n")
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        if PRAGMA_ONCE.match(line):
            continue
        m = INCLUDE_LINE.match(line)
        if m is None:
            out.append(line)
            continue
        target = path.parent / m.group(1) if m.group(1) else INCLUDE / m.group(2)
        if not target.is_file():
            raise SystemExit(f"amalgamate: {name}: cannot find {line.strip()}")
        inline(target, seen, out)
    out.append(f"// ---- end {name}\n")


def generate():
    out = [
        "// mlirbc: zero-copy reader of MLIR bytecode, as one header.\n",
        "// GENERATED from include/ by tools/amalgamate.py -- do not edit; regenerate with\n",
        f"//   {REGENERATE}\n",
        "// Licensed under the Apache License 2.0 (the project's license).\n",
        "#pragma once\n",
    ]
    inline(INCLUDE / "mlirbc.hpp", set(), out)
    return "".join(out)


def main(argv):
    text = generate()
    if argv[1:] == ["--check"]:
        current = OUT.read_text(encoding="utf-8") if OUT.is_file() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is not current with include/: run {REGENERATE}", file=sys.stderr)
            return 1
        return 0
    if argv[1:]:
        print(__doc__, file=sys.stderr)
        return 2
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
