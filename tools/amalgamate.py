#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes single_include/mlirbc.hpp: include/mlirbc.hpp and every project header it
reaches, each inlined once where the preprocessor would first read it; then, in
one `#if MLIRBC_WITH_BODIES` block, the bodies (the impl/*.ipp files the headers
include under that condition, with the generated .inc schema tables), so the
result compiles exactly like the original in both modes (docs/design.md, "Two
modes"): header-only by default; with MLIRBC_COMPILED_LIB, declarations only,
and the bodies in the one translation unit that also defines MLIRBC_IMPLEMENTATION.

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
SPDX = "SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception"

# #include "x" (relative to the including file) or #include <mlirbc/x> / <mlirbc.hpp>.
INCLUDE_LINE = re.compile(r'^\s*#\s*include\s*(?:"([^"]+)"|<(mlirbc(?:\.hpp|/[^>]+))>)\s*(//.*)?$')
PRAGMA_ONCE = re.compile(r"^\s*#\s*pragma\s+once\s*$")
SPDX_LINE = re.compile(r"^\s*//\s*SPDX-License-Identifier:")  # said once, at the top
BODIES_IF = re.compile(r"^\s*#\s*if\s+MLIRBC_WITH_BODIES\s*$")


def inline(path, seen, out, bodies):
    """Appends `path` to `out`, replacing each project include by that file's text;
    the bodies a header includes under MLIRBC_WITH_BODIES go to `bodies` instead."""
    path = path.resolve()
    if path in seen:
        return
    seen.add(path)
    name = path.relative_to(INCLUDE).as_posix()
    out.append(f"// ---- begin {name}\n")
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if BODIES_IF.match(line):  # #if MLIRBC_WITH_BODIES / #include "impl/X.ipp" / #endif
            m = INCLUDE_LINE.match(lines[i])
            if m is None or not lines[i + 1].strip().startswith("#endif"):
                raise SystemExit(f"amalgamate: {name}: expected one include of bodies after {line.strip()}")
            bodies.append(path.parent / m.group(1))
            i += 2
            continue
        if PRAGMA_ONCE.match(line) or SPDX_LINE.match(line):
            continue
        m = INCLUDE_LINE.match(line)
        if m is None:
            out.append(line)
            continue
        target = path.parent / m.group(1) if m.group(1) else INCLUDE / m.group(2)
        if not target.is_file():
            raise SystemExit(f"amalgamate: {name}: cannot find {line.strip()}")
        inline(target, seen, out, bodies)
    out.append(f"// ---- end {name}\n")


def generate():
    out = [
        f"// {SPDX} (LICENSE, NOTICE)\n",
        "// mlirbc: zero-copy reader of MLIR bytecode, as one header.\n",
        "// GENERATED from include/ by tools/amalgamate.py -- do not edit; regenerate with\n",
        f"//   {REGENERATE}\n",
        "#pragma once\n",
    ]
    seen, bodies = set(), []
    inline(INCLUDE / "mlirbc.hpp", seen, out, bodies)
    out.append("\n#if MLIRBC_WITH_BODIES\n")
    done = 0
    while done < len(bodies):  # bodies may reach headers whose bodies come next
        inline(bodies[done], seen, out, bodies)
        done += 1
    out.append("#endif  // MLIRBC_WITH_BODIES\n")
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
