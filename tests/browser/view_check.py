#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Loads pages of `mlirbc view` in headless Chromium (Debian `chromium`) and
checks them through the DOM Chromium dumps after the page's scripts ran: the
weights table has the file's keys and byte total (as `mlirbc resources --json`
lists them), each drawn graph has one op node per op of its function (up to
the node limit), the page recorded no script error and no network request,
and nothing in it points at the network. Saves a PNG screenshot of each page.

Pages: the bundled example, the committed StableHLO and Shardy fixtures
(tests/data/stablehlo_mlp, shardy_meshes: ops, a weight, sdy shardings), with
MLIRBC_SHARED_DIR also a StableHLO artifact and a real-world sample with Shardy
shardings from there (more pages; the verdict never needs them), and a
generated module of ~240k ops (written by mlir-opt 22 from bench/gen_ir.hpp's
text when the benchmark binary is given with --bench, else from the same shape
of text made here).

usage: view_check.py CLI OUTDIR [--bench MLIRBC_BENCH]     (a .ci/run step)
"""
import html as html_text
import json
import os
import pathlib
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MAX_NODES = 300  # view_options' default, the CLI's --max-nodes default
MAX_PAGE = 5 << 20


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        for d in os.environ.get("PATH", "").split(":"):
            if os.access(os.path.join(d, name), os.X_OK):
                return os.path.join(d, name)
    raise SystemExit("view_check: chromium not found (apt-get install chromium)")


def generated_module(out_dir, bench):
    """A module of ~240k ops, as bytecode written by mlir-opt 22."""
    text = out_dir / "gen240k.mlir"
    if bench:
        subprocess.run([bench, "--gen-ir", "240000", str(text)], check=True, stdout=subprocess.DEVNULL)
    else:  # functions of ~50 ops: an integer chain, as bench/gen_ir.hpp's
        lines, ops, f = ["module {"], 1, 0
        while ops < 240000:
            lines.append(f"  func.func @f{f}(%a: i32) -> i32 {{")
            lines.append(f"    %k = arith.constant {f * 7 + 3} : i32")
            prev = "%a"
            for i in range(47):
                op = ("arith.addi", "arith.muli", "arith.xori", "arith.subi")[i % 4]
                lines.append(f"    %v{i} = {op} {prev}, %k : i32")
                prev = f"%v{i}"
            lines.append(f"    return {prev} : i32\n  }}")
            ops += 50
            f += 1
        lines.append("}")
        text.write_text("\n".join(lines) + "\n")
    out = out_dir / "gen240k.mlirbc"
    subprocess.run([MLIR_OPT, "--emit-bytecode", str(text), "-o", str(out)], check=True)
    text.unlink()
    return out


def pages(out_dir, bench):
    yield "weights", ROOT / "examples" / "weights.mlirbc"
    yield "stablehlo", ROOT / "tests/data/stablehlo_mlp.v6.mlirbc"
    yield "shardy", ROOT / "tests/data/shardy_meshes.v6.mlirbc"
    shared = os.environ.get("MLIRBC_SHARED_DIR")
    if shared:  # the ecosystem's own files too (vhlo, sdy's own encoding): more pages, same checks
        stablehlo = sorted((pathlib.Path(shared) / "stablehlo").glob("*.mlir.bc"))
        if stablehlo:
            yield "stablehlo-shared", stablehlo[-1]
        sdy = pathlib.Path(shared) / "realworld/jax/export_with_multiple_meshes__serialization_v9.mlirbc"
        if sdy.exists():
            yield "shardy-shared", sdy
    yield "ops240k", generated_module(out_dir, bench)


def data_v(dom, element_id):
    m = re.search(r'id="%s"[^>]*data-v="(\d+)"' % element_id, dom) or \
        re.search(r'data-v="(\d+)"[^>]*id="%s"' % element_id, dom)
    return int(m.group(1)) if m else None


def check(name, source, cli, out_dir, browser):
    problems = []
    html = out_dir / (name + ".html")
    start = time.monotonic()
    subprocess.run([cli, "view", "--force", "-o", str(html), str(source)], check=True)
    seconds = time.monotonic() - start
    page = html.read_text(encoding="utf-8")
    if len(page.encode()) >= MAX_PAGE:
        problems.append("page is %d bytes" % len(page.encode()))
    if re.search(r"""(src|href)\s*=\s*["']?\s*(https?:|//)""", page, re.I):
        problems.append("a src/href points at the network")

    run = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr",
                          "--v=0", "--virtual-time-budget=10000", "--dump-dom", html.as_uri()],
                         capture_output=True, text=True, timeout=300)
    dom = run.stdout
    for line in run.stderr.splitlines():
        if "CONSOLE" in line or "Uncaught" in line or "Refused to" in line:
            problems.append("browser log: " + line.strip())

    m = re.search(r'id="console-errors" data-count="(\d+)"', dom)
    if not m or m.group(1) != "0":
        problems.append("script errors recorded: %s" % (m.group(0) if m else "no #console-errors"))
    m = re.search(r'id="network-requests" data-count="(\d+)"', dom)
    if not m:
        problems.append("the page's script did not run (no network count)")
    elif m.group(1) != "0":
        problems.append("%s network requests" % m.group(1))

    listed = json.loads(subprocess.run([cli, "resources", "--json", str(source)], check=True,
                                       capture_output=True, text=True).stdout)
    blobs = [r for r in listed if r["kind"] == "blob"]
    total = sum(r["size"] for r in blobs)
    if data_v(dom, "weights-bytes") != total:
        problems.append("weights byte total %s, resources lists %d" % (data_v(dom, "weights-bytes"), total))
    keys = set(html_text.unescape(k) for k in re.findall(r'<tr data-key="([^"]*)"', dom))
    missing = [r["key"] for r in blobs[:1000] if r["key"] not in keys]
    if missing:
        problems.append("weights table lacks %s" % missing[:5])

    graphs = 0
    for m in re.finditer(r'<details class="graph"[^>]*data-function="([^"]+)" data-ops="(\d+)" data-drawn="(\d+)"'
                         r'.*?</details>', dom, re.S):
        graphs += 1
        ops, drawn = int(m.group(2)), int(m.group(3))
        nodes = len(re.findall(r'<g id="n\d+" class="node op"', m.group(0)))
        if nodes != drawn or nodes != min(ops, MAX_NODES):
            problems.append("graph %s: %d op nodes, %d ops (%d drawn)" % (m.group(1), nodes, ops, drawn))

    stats = json.loads(subprocess.run([cli, "stats", "--json", str(source)], check=True,
                                      capture_output=True, text=True).stdout)
    shot = out_dir / (name + ".png")
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=1400,1000", "--screenshot=" + str(shot), html.as_uri()],
                   capture_output=True, timeout=300)
    if not shot.exists():
        problems.append("no screenshot")
    print("%-10s %-70s %8d bytes  %7d ops  %3d graphs  %4d blobs  view %.2f s" %
          (name, str(source)[-70:], len(page.encode()), stats["ops"], graphs, len(blobs), seconds))
    if name == "ops240k" and os.access(MLIR_OPT, os.X_OK):
        start = time.monotonic()
        subprocess.run([MLIR_OPT, str(source), "-o", os.devnull], check=True)
        theirs = time.monotonic() - start
        print("           240k-op page %.2f s, mlir-opt 22 reading it %.2f s: ratio %.2f" %
              (seconds, theirs, seconds / theirs))
    for p in problems:
        print("  FAIL %s: %s" % (name, p))
    return not problems


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    cli, out_dir = str(pathlib.Path(argv[1]).resolve()), pathlib.Path(argv[2]).resolve()
    bench = argv[argv.index("--bench") + 1] if "--bench" in argv else None
    out_dir.mkdir(parents=True, exist_ok=True)
    browser = chromium()
    ok = all([check(name, src, cli, out_dir, browser) for name, src in pages(out_dir, bench)])
    print("view_check: %s (pages and screenshots in %s)" % ("ok" if ok else "FAILED", out_dir))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
