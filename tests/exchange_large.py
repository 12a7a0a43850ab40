#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""strip, export and attach on a generated multi-GiB weight module (issue acceptance;
docs/benchmarks.md, "Strip, export, attach"). Not a meson test: it writes about 5x the
module size to disk. .ci/run runs it with --gib 2.

  /usr/bin/python3 tests/exchange_large.py --cli build/tools/mlirbc --pythonpath build/python [--gib 2] [--dir D]

Checks, failing loudly: the stripped module is < 1% of the input and mlir-opt 22 prints it as
mlirbc prints the original's IR; safetensors (read back by an independent reader below) and
npz (numpy.load) equal File.get_tensor for every key; attach after strip + export gives the
original file back byte for byte; each command's peak RSS stays under 64 MiB; the page of
`mlirbc view` is < 5 MiB and its RssAnon (resident beyond the mapping's file pages) stays under
64 MiB. Prints a table of sizes, times and peak RSS. --view-only: the page alone (docs/view.md)."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
RSS_LIMIT_KIB = 64 * 1024


def measured(cmd):
    """Runs cmd in a child of a fresh interpreter, so RUSAGE_CHILDREN is that one command's."""
    probe = ("import resource, subprocess, sys, time\n"
             "t = time.monotonic(); r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
             "sys.stderr.buffer.write(r.stderr)\n"
             "print(r.returncode, time.monotonic() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    out = subprocess.run([sys.executable, "-c", probe] + cmd, check=True, stdout=subprocess.PIPE).stdout.split()
    status, seconds, rss_kib = int(out[0]), float(out[1]), int(out[2])
    if status != 0:
        raise SystemExit("failed (%d): %s" % (status, " ".join(cmd)))
    return seconds, rss_kib


def measured_view(cmd):
    """Runs cmd (mlirbc view) sampling /proc/PID/status every 5 ms: the peaks of RssAnon
    (resident memory not backed by a file: what the page costs beyond the mapping's touched
    pages, which the weight statistics read) and RssFile, and wait4's peak RSS."""
    start = time.monotonic()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    peak = {"RssAnon": 0, "RssFile": 0}
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            break
        try:
            with open("/proc/%d/status" % child.pid) as f:
                for line in f:
                    key = line.split(":")[0]
                    if key in peak:
                        peak[key] = max(peak[key], int(line.split()[1]))
        except OSError:
            pass
        time.sleep(0.005)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit("failed (%d): %s" % (child.returncode, " ".join(cmd)))
    return time.monotonic() - start, usage.ru_maxrss, peak["RssAnon"], peak["RssFile"]


def read_safetensors(path):
    """An independent reader: header length, JSON header, then views of the data."""
    with open(path, "rb") as f:
        n = int.from_bytes(f.read(8), "little")
        header = json.loads(f.read(n))
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + n)
    dtypes = {"F32": np.float32, "F16": np.float16, "BF16": np.uint16, "I8": np.int8, "U8": np.uint8,
              "I16": np.int16, "I32": np.int32, "I64": np.int64, "F64": np.float64, "BOOL": np.bool_}
    tensors = {}
    for name, t in header.items():
        if name == "__metadata__":
            continue
        begin, end = t["data_offsets"]
        tensors[name] = data[begin:end].view(dtypes[t["dtype"]]).reshape(t["shape"])
    return tensors, header.get("__metadata__", {})


def equal_chunked(a, b):
    """Same shape, dtype and bytes (NaNs compare by their bits)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    a, b = a.reshape(-1).view(np.uint8), b.reshape(-1).view(np.uint8)
    step = 1 << 24
    return all(np.array_equal(a[i:i + step], b[i:i + step]) for i in range(0, a.size, step))


def same_file(p, q):
    if os.path.getsize(p) != os.path.getsize(q):
        return False
    with open(p, "rb") as f, open(q, "rb") as g:
        while True:
            x, y = f.read(1 << 24), g.read(1 << 24)
            if x != y:
                return False
            if not x:
                return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--pythonpath", required=True)
    ap.add_argument("--gib", type=float, default=2.0)
    ap.add_argument("--dir")
    ap.add_argument("--view-only", action="store_true", help="only the page of `mlirbc view` (no strip/export/attach)")
    args = ap.parse_args()
    if not args.view_only:
        sys.path.insert(0, args.pythonpath)
        import mlirbc

    cli = os.path.abspath(args.cli)
    work = tempfile.mkdtemp(prefix="mlirbc-exchange-", dir=args.dir)
    total = int(args.gib * (1 << 30))
    # Four weights: half f32 (square), a quarter bf16, an eighth i8, the rest f32 1-D.
    sizes = [total // 2, total // 4, total // 8, total - total // 2 - total // 4 - total // 8]
    specs = []
    pattern = (np.arange(1 << 20, dtype=np.uint32) * 2654435761).astype(np.uint32).view(np.uint8)
    for i, (size, ty) in enumerate(zip(sizes, ["f32", "bf16", "i8", "f32"])):
        path = os.path.join(work, "w%d.bin" % i)
        with open(path, "wb") as f:
            left = size
            while left:
                chunk = pattern[: min(left, pattern.size)]
                chunk = (chunk ^ np.uint8(i * 37 + (left // pattern.size) % 251)).tobytes()
                f.write(chunk)
                left -= len(chunk)
        esize = {"f32": 4, "bf16": 2, "i8": 1}[ty]
        n = size // esize
        side = int(round(n ** 0.5))
        shape = "%dx%d" % (side, side) if side * side == n and i == 0 else str(n)
        specs.append("w%d=%s:%s:%s" % (i, path, ty, shape))
    module = os.path.join(work, "model.mlirbc")
    subprocess.run([cli, "pack", module] + specs, check=True, stdout=subprocess.DEVNULL)
    for i in range(4):
        os.remove(os.path.join(work, "w%d.bin" % i))
    size = os.path.getsize(module)

    # mlirbc view: the page is < 5 MiB and costs < 64 MiB beyond the mapping's touched pages
    # (docs/view.md, "Bounds"). Graphviz runs as a child of its own, not counted here.
    failures = []
    page = os.path.join(work, "model.html")
    seconds, rss, anon, file_backed = measured_view([cli, "view", "-o", page, module])
    page_size = os.path.getsize(page)
    view_row = "| view (defaults) | %d | %.2f | %.1f MiB (RssAnon %.1f MiB, RssFile %.1f MiB) |" % (
        page_size, seconds, rss / 1024, anon / 1024, file_backed / 1024)
    if page_size >= 5 << 20:
        failures.append("view: the page is %d bytes, not < 5 MiB" % page_size)
    if anon > RSS_LIMIT_KIB:
        failures.append("view: RssAnon peaked at %.1f MiB > 64 MiB" % (anon / 1024))
    if args.view_only:
        print("module: %.2f GiB (%d bytes), 4 weights" % (size / (1 << 30), size))
        print("| command | output bytes | seconds | peak RSS |")
        print("|---|---|---|---|")
        print(view_row)
        subprocess.run(["rm", "-rf", work], check=True)
        for msg in failures:
            print("FAIL:", msg)
        return 1 if failures else 0

    rows = []
    stripped = os.path.join(work, "stripped.mlirbc")
    st = os.path.join(work, "weights.safetensors")
    npz = os.path.join(work, "weights.npz")
    back = os.path.join(work, "back.mlirbc")
    for name, cmd, out in [("strip", [cli, "strip", module, stripped], stripped),
                           ("export safetensors", [cli, "export", module, st], st),
                           ("export npz", [cli, "export", module, npz], npz),
                           ("attach", [cli, "attach", stripped, st, back], back)]:
        seconds, rss = measured(cmd)
        rows.append((name, os.path.getsize(out), seconds, rss))

    if os.path.getsize(stripped) * 100 >= size:
        failures.append("stripped module is %d bytes, not < 1%% of %d" % (os.path.getsize(stripped), size))
    if os.path.exists(MLIR_OPT):
        printed = subprocess.run([MLIR_OPT, "--mlir-print-op-generic", "--mlir-print-local-scope", stripped],
                                 check=True, stdout=subprocess.PIPE).stdout
        ours = subprocess.run([cli, "dump", module], check=True, stdout=subprocess.PIPE).stdout
        if printed != ours:
            failures.append("mlir-opt 22 prints the stripped module unlike mlirbc's dump of the original")
    else:
        failures.append("mlir-opt 22 is not installed (%s)" % MLIR_OPT)
    f = mlirbc.open(module)
    tensors, meta = read_safetensors(st)
    archive = np.load(npz)
    if sorted(tensors) != sorted(f.keys()) or sorted(archive.files) != sorted(f.keys()):
        failures.append("keys differ: safetensors %s, npz %s, module %s" % (sorted(tensors), archive.files, f.keys()))
    for key in f.keys():
        want = f.get_tensor(key)
        if key in tensors and not equal_chunked(tensors[key], want):
            failures.append("safetensors tensor %s differs" % key)
        if key in archive.files and not equal_chunked(archive[key], want):
            failures.append("npz tensor %s differs" % key)
    if meta.get("source") != module:
        failures.append("safetensors __metadata__ lacks the source: %r" % meta)
    if not same_file(back, module):
        failures.append("attach after strip + export is not the original file")
    for name, _, _, rss in rows:
        if rss > RSS_LIMIT_KIB:
            failures.append("%s: peak RSS %.1f MiB > 64 MiB" % (name, rss / 1024))

    print("module: %.2f GiB (%d bytes), 4 weights" % (size / (1 << 30), size))
    print("| command | output bytes | seconds | peak RSS |")
    print("|---|---|---|---|")
    for name, out_size, seconds, rss in rows:
        print("| %s | %d | %.2f | %.1f MiB |" % (name, out_size, seconds, rss / 1024))
    print(view_row)
    subprocess.run(["rm", "-rf", work], check=True)
    for msg in failures:
        print("FAIL:", msg)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
