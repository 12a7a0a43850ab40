#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The C++ examples of README.md and docs/*.md, for the test suite to compile and run.

Every block fenced with a line "```cpp" is an example: a complete program that
takes a bytecode file as its first argument. A block fenced "```cpp synopsis"
lists declarations and is not compiled. An example may be followed, after at
most one paragraph, by a block fenced "```text output": what it prints when run
on examples/weights.mlirbc, which the test compares.

  doc_examples.py pages ROOT              "FILE COUNT" for each Markdown file with examples
  doc_examples.py extract FILE.md N OUT   write example N (0-based) to OUT
  doc_examples.py run FILE.md N EXE ARG   run EXE ARG; compare with the output block
"""
import re
import subprocess
import sys
from pathlib import Path

FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```$", re.S | re.M)


def blocks(md):
    """(info string, body, text before the block) of every fenced block."""
    text = Path(md).read_text(encoding="utf-8")
    out, last = [], 0
    for m in FENCE.finditer(text):
        out.append((m.group(1).strip(), m.group(2), text[last:m.start()]))
        last = m.end()
    return out


def examples(md):
    """Each example's body and its expected output (or None)."""
    bs = blocks(md)
    found = []
    for i, (info, body, _) in enumerate(bs):
        if info != "cpp":
            continue
        expected = None
        if i + 1 < len(bs) and bs[i + 1][0] == "text output":
            between = bs[i + 1][2].strip()
            if "\n\n" not in between:  # at most one paragraph in between
                expected = bs[i + 1][1]
        found.append((body, expected))
    return found


def main(argv):
    if len(argv) == 3 and argv[1] == "pages":
        root = Path(argv[2])
        for md in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
            if examples(md):
                print(md.relative_to(root), len(examples(md)))
        return 0
    if len(argv) == 5 and argv[1] == "extract":
        body, _ = examples(argv[2])[int(argv[3])]
        Path(argv[4]).write_text(f"// Example {argv[3]} of {Path(argv[2]).name}, extracted by tests/doc_examples.py.\n"
                                 + body, encoding="utf-8")
        return 0
    if len(argv) == 6 and argv[1] == "run":
        _, expected = examples(argv[2])[int(argv[3])]
        r = subprocess.run([argv[4], argv[5]], capture_output=True, text=True)
        sys.stdout.write(r.stdout)
        sys.stderr.write(r.stderr)
        if r.returncode != 0:
            print(f"example {argv[3]} of {argv[2]} exited with status {r.returncode}", file=sys.stderr)
            return 1
        if expected is not None and r.stdout != expected:
            print(f"example {argv[3]} of {argv[2]}: output differs from the 'text output' block after it",
                  file=sys.stderr)
            return 1
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
