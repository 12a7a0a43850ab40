#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The Python module on a large weight file (docs/benchmarks.md, "Python").

  bench/python_weights.py BUILD [--gib 4] [--dir DIR]

BUILD is a build directory with the CLI (tools/mlirbc), the Python module
(python/) and bench/scan_sum (meson setup BUILD -Dbench=true -Dbuildtype=release).
Writes a GIB GiB weight file of 64 MiB f32 weights with `mlirbc pack` into a
temporary directory (removed at exit), then measures, each in a fresh process:
  1. open + keys() + get_tensor(one key), wall time and resident growth, with
     the file's pages warm and evicted (posix_fadvise DONTNEED);
  2. a full pass over every tensor in numpy (np.bitwise_xor.reduce, and
     np.add.reduce modulo 2^32, of its 32-bit words) against the same pass in
     C++ (bench/scan_sum), best
     of 3 in the same run, as a ratio numpy time / C++ time; both totals must
     be equal. "fresh": each pass maps the file anew (a first pass: every page
     is faulted in from the page cache); "same": passes over pages already mapped.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

CHUNK = 64 << 20  # bytes per weight

OPEN_ONE = r"""
import json, os, sys, time
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
import numpy as np
import mlirbc
path = sys.argv[1]
if sys.argv[2] == "cold":
    fd = os.open(path, os.O_RDONLY)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(fd)
r0 = rss()
t0 = time.perf_counter()
f = mlirbc.open(path)
keys = f.keys()
a = f.get_tensor(keys[len(keys) // 2])
t1 = time.perf_counter()
first = float(a.flat[0])  # touches one page of the tensor
t2 = time.perf_counter()
r1 = rss()
print(json.dumps({"keys": len(keys), "shape": a.shape, "seconds": t1 - t0, "first_element_seconds": t2 - t1,
                  "rss_growth": r1 - r0}))
"""

FULL_PASS = r"""
import json, sys, time
import numpy as np
import mlirbc
xor = sys.argv[2] == "xor"
fresh = sys.argv[3] == "fresh"
best, total, f = 1e300, 0, None
for r in range(int(sys.argv[4])):
    t0 = time.perf_counter()
    if fresh or f is None:
        f = mlirbc.open(sys.argv[1])
    total = 0
    for key in f:
        w = f[key].view(np.uint32)
        if xor:
            total ^= int(np.bitwise_xor.reduce(w, axis=None))
        else:
            total = (total + int(np.add.reduce(w, axis=None))) % (1 << 32)
    dt = time.perf_counter() - t0
    if fresh:
        f.close()  # the last array is gone too: this unmaps, outside the timed part
    if r > 0:  # the first pass warms up (and in "same" maps the pages)
        best = min(best, dt)
print(json.dumps({"seconds": best, "sum": total}))
"""


def run_json(args, env):
    p = subprocess.run(args, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit("%s failed:\n%s" % (args[0], p.stderr))
    return json.loads(p.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build", type=pathlib.Path)
    ap.add_argument("--gib", type=float, default=4.0)
    ap.add_argument("--dir", default=None)
    args = ap.parse_args()
    build = args.build.resolve()
    env = dict(os.environ, PYTHONPATH=str(build / "python"))
    count = max(1, int(args.gib * (1 << 30)) // CHUNK)
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        tmp = pathlib.Path(tmp)
        chunk = tmp / "chunk.bin"
        chunk.write_bytes(os.urandom(CHUNK))  # random f32 bits: every weight reads the same 64 MiB
        weights = tmp / "weights.mlirbc"
        specs = ["w%03d=%s:f32:%dx%d" % (i, chunk, 4096, CHUNK // 4 // 4096) for i in range(count)]
        subprocess.run([str(build / "tools" / "mlirbc"), "pack", str(weights), *specs, "--align", "64"], check=True,
                       capture_output=True)
        size = weights.stat().st_size
        print("file: %d weights of %d MiB, %.2f GiB" % (count, CHUNK >> 20, size / (1 << 30)))
        for mode in ("cold", "warm"):
            if mode == "warm":
                subprocess.run(["cat", str(weights)], stdout=subprocess.DEVNULL, check=True)
            r = run_json([sys.executable, "-c", OPEN_ONE, str(weights), mode], env)
            print("open + keys() + get_tensor (%s): %.3f ms, first element +%.3f ms, resident growth %.1f MiB"
                  " (%d keys, shape %s)" % (mode, r["seconds"] * 1e3, r["first_element_seconds"] * 1e3,
                                           r["rss_growth"] / (1 << 20), r["keys"], tuple(r["shape"])))
        # numpy 1.24 reduces uint32 with SIMD for xor but not for add: both are shown.
        for kernel in ("xor", "sum"):
            for mode, what in (("fresh", "first pass (new mapping, page cache warm)"),
                               ("same", "repeated pass (pages mapped)")):
                py = run_json([sys.executable, "-c", FULL_PASS, str(weights), kernel, mode, "4"], env)
                cpp = run_json([str(build / "bench" / "scan_sum"), str(weights), kernel, mode, "4"], env)
                if py["sum"] != cpp["sum"]:
                    sys.exit("results differ: numpy %d, C++ %d" % (py["sum"], cpp["sum"]))
                gib = cpp["bytes"] / (1 << 30)
                print("%s, %s, best of 3: numpy %.3f s (%.2f GiB/s), C++ %.3f s (%.2f GiB/s); numpy / C++ = %.2fx"
                      % (kernel, what, py["seconds"], gib / py["seconds"], cpp["seconds"], gib / cpp["seconds"],
                         py["seconds"] / cpp["seconds"]))


if __name__ == "__main__":
    main()
