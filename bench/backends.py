#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The read backend against the mapping on a large weight file, cold
(docs/benchmarks.md, "Backends: read against the mapping"; issue 46).

  bench/backends.py [--cli build/tools/mlirbc] [--pythonpath build/python] [--gib 2] [--runs 3] [--dir DIR] [--keep]

Writes a GIB GiB weight file with `mlirbc pack` (one 256 MiB f32 tensor of 2048 x 32768,
the rest 64 MiB ones) into a temporary directory (removed at exit), then:
  1. rchar: under backend="read", get_slice(big)[r:r + rows/8] reads at most the slice's
     bytes plus two pages (/proc/self/io); fails loudly otherwise;
  2. throughput, each pass in a fresh process after posix_fadvise(DONTNEED) over the whole
     file (cold page cache): open, then every tensor through get_tensor and a
     np.bitwise_xor.reduce of its 64-bit words, under the mapping (views: pages faulted in)
     and under backend="read" (pread into new arrays); passes alternate, best of RUNS each;
     both checksums (the xor of each tensor, combined in order) must be equal. Prints GB/s
     and the ratio read / map, of the best and of the median runs, and the load average.
     Each array is dropped after its checksum (so backend="read" reuses the memory of
     freed arrays, docs/python.md); --keep holds every array to the end instead (every
     array read then needs fresh memory).
"""
import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile

CHUNK = 64 << 20
BIG_ROWS, BIG_COLS = 2048, 32768  # f32: 256 MiB

PASS = r"""
import os, sys, time
import numpy as np
import mlirbc
path, backend, keep = sys.argv[1], sys.argv[2], sys.argv[3] == "keep"
kept = []
fd = os.open(path, os.O_RDONLY)
os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
os.close(fd)
t = time.perf_counter()
acc, total = 0, 0
with mlirbc.open(path, backend=backend) as f:
    for k in f.keys():
        a = f.get_tensor(k)
        # Per tensor, in order: the file repeats one random 64 MiB block, so a plain xor over all would be 0.
        acc = (acc * 1000003 + int(np.bitwise_xor.reduce(a.reshape(-1).view(np.uint64)))) % (1 << 64)
        total += a.nbytes
        if keep:
            kept.append(a)
print(time.perf_counter() - t, total, acc)
"""

SLICE = r"""
import sys
import mlirbc
def rchar():
    for line in open("/proc/self/io"):
        if line.startswith("rchar:"):
            return int(line.split()[1])
path, rows = sys.argv[1], int(sys.argv[2])
with mlirbc.open(path, backend="read") as f:
    s = f.get_slice("big")
    s[0, :1]  # the first array made pays numpy's lazy imports (read from disk too)
    lo = 3 * rows // 8
    before = rchar()
    part = s[lo:lo + rows // 8]
    print(rchar() - before, part.nbytes)
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cli", default="build/tools/mlirbc")
    ap.add_argument("--pythonpath", default="build/python")
    ap.add_argument("--gib", type=float, default=2)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--dir", default=None)
    ap.add_argument("--keep", action="store_true", help="hold every array to the end of the pass")
    a = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=os.path.abspath(a.pythonpath))
    with tempfile.TemporaryDirectory(dir=a.dir) as d:
        d = pathlib.Path(d)
        raw = d / "raw"
        raw.write_bytes(os.urandom(CHUNK))
        big = d / "big"
        with open(big, "wb") as out:
            for _ in range(BIG_ROWS * BIG_COLS * 4 // CHUNK):
                out.write(raw.read_bytes())
        n = max(0, int(a.gib * (1 << 30) - BIG_ROWS * BIG_COLS * 4) // CHUNK)
        specs = ["big=%s:f32:%dx%d" % (big, BIG_ROWS, BIG_COLS)]
        specs += ["w%03d=%s:f32:%dx%d" % (i, raw, 1024, CHUNK // 4096) for i in range(n)]
        path = d / "module.mlirbc"
        subprocess.run([a.cli, "pack", str(path), *specs, "--align", "4096"], check=True, capture_output=True)
        big.unlink()
        fd = os.open(path, os.O_RDONLY)
        os.fsync(fd)  # dirty pages cannot be dropped
        os.close(fd)
        size = path.stat().st_size

        read, want = map(int, subprocess.run([sys.executable, "-c", SLICE, str(path), str(BIG_ROWS)], env=env,
                                             check=True, capture_output=True, text=True).stdout.split())
        print("slice of 1/8 of a 256 MiB tensor's rows, backend='read': %d bytes read for %d (+%d)" %
              (read, want, read - want))
        if not want <= read <= want + 2 * 4096:
            raise SystemExit("read more than the slice plus two pages")

        times = {"map": [], "read": []}
        sums = set()
        for _ in range(a.runs):
            for backend in ("map", "read"):
                out = subprocess.run([sys.executable, "-c", PASS, str(path), backend, "keep" if a.keep else "drop"],
                                     env=env, check=True,
                                     capture_output=True, text=True).stdout.split()
                seconds, total, acc = float(out[0]), int(out[1]), int(out[2])
                sums.add(acc)
                times[backend].append(seconds)
        if len(sums) != 1:
            raise SystemExit("the backends disagree on the data")
        best = {b: min(t) for b, t in times.items()}
        median = {b: statistics.median(t) for b, t in times.items()}
        print("file: %.2f GiB, %d tensors, cold page cache (posix_fadvise DONTNEED), %d runs, arrays %s" %
              (size / (1 << 30), n + 1, a.runs, "kept to the end" if a.keep else "dropped after their checksum"))
        for backend in ("map", "read"):
            print("  %-5s best %6.2f s  %6.2f GB/s   median %6.2f s  %6.2f GB/s   all: %s" %
                  (backend, best[backend], total / best[backend] / 1e9, median[backend],
                   total / median[backend] / 1e9, " ".join("%.2f" % t for t in times[backend])))
        print("ratio read / map (throughput): best %.2f, median %.2f" %
              (best["map"] / best["read"], median["map"] / median["read"]))
        print("load average: %s" % " ".join("%.2f" % x for x in os.getloadavg()))


if __name__ == "__main__":
    main()
