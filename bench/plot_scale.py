#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Plots the CSV of bench/scale.sh: time per op of walk, stats and dump, and the
peak RSS of stats and dump against its bound, over module size.

    bench/plot_scale.py scale.csv docs/bench-scale.png

Needs matplotlib (Debian: python3-matplotlib).
"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(path, out):
    with open(path) as f:
        rows = [{k: float(v) for k, v in r.items()} for r in csv.DictReader(f)]
    ops = [r["ops"] for r in rows]
    fig, (t, m) = plt.subplots(1, 2, figsize=(11, 4))
    for key, label in (("walk_s", "walk"), ("stats_s", "mlirbc stats"), ("dump_s", "mlirbc dump")):
        t.plot(ops, [r[key] / r["ops"] * 1e9 for r in rows], marker="o", label=label)
    t.set(xscale="log", yscale="log", xlabel="ops in the module", ylabel="ns per op",
          title="time per op (flat = linear)")
    t.legend()
    t.grid(True, which="both", alpha=0.3)
    mib = 1024 * 1024
    m.plot(ops, [r["stats_rss_kib"] / 1024 for r in rows], marker="o", label="stats peak RSS")
    m.plot(ops, [1.2 * r["file_bytes"] / mib + 64 for r in rows], color="C0", linestyle="--",
           label="stats bound: 1.2 x file + 64 MiB")
    m.plot(ops, [r["dump_rss_kib"] / 1024 for r in rows], marker="o", label="dump peak RSS")
    m.plot(ops, [r["file_bytes"] / mib for r in rows], linestyle=":", label="file size")
    m.set(xscale="log", yscale="log", xlabel="ops in the module", ylabel="MiB", title="memory")
    m.legend()
    m.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(out, dpi=90)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
