# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The Python examples of docs/python.md: every block fenced "```python" is a
program run on examples/weights.mlirbc; a "```text output" block right after it
(at most one paragraph between) is what it must print. Blocks fenced
"```python synopsis" are fragments and are not run."""

import os
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```$", re.S | re.M)


def examples(md):
    text = md.read_text(encoding="utf-8")
    blocks, last = [], 0
    for m in FENCE.finditer(text):
        blocks.append((m.group(1).strip(), m.group(2), text[last:m.start()]))
        last = m.end()
    found = []
    for i, (info, body, _) in enumerate(blocks):
        if info != "python":
            continue
        expected = None
        if i + 1 < len(blocks) and blocks[i + 1][0] == "text output" and "\n\n" not in blocks[i + 1][2].strip():
            expected = blocks[i + 1][1]
        found.append((body, expected))
    return found


PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
EXAMPLES = [(md, i, body, expected) for md in PAGES for i, (body, expected) in enumerate(examples(md))]


def test_docs_have_python_examples():
    assert any(md.name == "python.md" for md, *_ in EXAMPLES)


@pytest.mark.parametrize("md,i,body,expected", EXAMPLES, ids=lambda x: x.name if hasattr(x, "name") else None)
def test_example_runs(md, i, body, expected, tmp_path):
    script = tmp_path / ("example_%d.py" % i)
    script.write_text(body, encoding="utf-8")
    out = subprocess.run([sys.executable, str(script), str(ROOT / "examples" / "weights.mlirbc")],
                         capture_output=True, text=True, env=dict(os.environ), check=True).stdout
    if expected is not None:
        assert out == expected
