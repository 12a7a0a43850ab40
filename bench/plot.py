#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Plots and tabulates a google-benchmark JSON file from bench/mlirbc_bench.

    bench/plot.py RESULTS.json [docs/bench-open.png]

Draws open + list time, throughput (file bytes / time) and resident-memory
growth against file size for the open_* benchmarks, and prints markdown tables
(open, scan ratios against the plain-mmap baseline of the same run, varint,
IR) for docs/benchmarks.md. Needs matplotlib (Debian: python3-matplotlib).
"""
import json
import sys
from collections import defaultdict


def load(path):
    with open(path) as f:
        data = json.load(f)
    runs = {}
    for b in data["benchmarks"]:
        # With repetitions, keep the median aggregate; otherwise the single run.
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        name = b.get("run_name", b["name"])
        if b.get("run_type") == "iteration" and name in runs and runs[name].get("run_type") == "aggregate":
            continue
        runs[name] = b
    return data["context"], runs


def seconds(b):
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b.get("time_unit", "ns")]
    return b["real_time"] * scale


def human(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.3g} {unit}"
        n /= 1024


def open_series(runs):
    series = defaultdict(list)  # family -> [(file_bytes, seconds, rss KiB, close us)]
    for name, b in runs.items():
        if not name.startswith("open_"):
            continue
        family = name.split("/")[0]
        series[family].append((b["file_bytes"], seconds(b), b.get("rss_growth_KiB", 0), b.get("close_us", 0)))
    for v in series.values():
        v.sort()
    return series


def tables(context, runs):
    out = []
    out.append(f"Run: {context.get('date')}, {context.get('num_cpus')} CPUs at {context.get('mhz_per_cpu')} MHz, "
               f"load average {', '.join(f'{x:.2f}' for x in context.get('load_avg', []))}")
    out.append("")
    series = open_series(runs)
    if series:
        out.append("| benchmark | file size | open + list | close (munmap) | RSS growth |")
        out.append("|---|---|---|---|---|")
        for family in sorted(series):
            for size, t, rss, close in series[family]:
                out.append(f"| {family} | {human(size)} | {t * 1e6:.0f} µs | {close:.0f} µs | {rss:.0f} KiB |")
        out.append("")
    scans = {n.split("/")[0]: b for n, b in runs.items() if n.startswith(("scan_", "memcpy_"))}
    if scans:
        out.append("| scan (256 MiB) | wall time | bandwidth | ratio to plain mmap (wall) | CPU time | ratio (CPU) |")
        out.append("|---|---|---|---|---|---|")
        for name in ("scan_blob_as_warm", "scan_plain_mmap_warm", "memcpy_warm", "scan_blob_as_cold",
                     "scan_plain_mmap_cold"):
            if name not in scans:
                continue
            b = scans[name]
            base = scans.get("scan_plain_mmap_cold" if name.endswith("_cold") else "scan_plain_mmap_warm")
            ratio = b["bytes_per_second"] / base["bytes_per_second"] if base else float("nan")
            cpu_ratio = base["cpu_time"] / b["cpu_time"] if base else float("nan")
            out.append(f"| {name} | {seconds(b) * 1e3:.1f} ms | {b['bytes_per_second'] / 2**30:.2f} GiB/s | "
                       f"{ratio:.2f}x | {b['cpu_time'] * seconds(b) / b['real_time'] * 1e3:.1f} ms | {cpu_ratio:.2f}x |")
        if "scan_paired_warm" in scans:
            b = scans["scan_paired_warm"]
            out.append(f"| scan_paired_warm (interleaved) | | library {b['library_GiBps']:.2f} GiB/s, "
                       f"plain {b['plain_mmap_GiBps']:.2f} GiB/s | {b['ratio']:.2f}x | | |")
        out.append("")
    varints = sorted((int(n.split("/")[1]), b) for n, b in runs.items() if n.startswith("varint_decode/"))
    if varints:
        out.append("| varint length | decode bandwidth | varints/s |")
        out.append("|---|---|---|")
        for length, b in varints:
            label = "mixed 1..9" if length == 0 else f"{length} bytes"
            out.append(f"| {label} | {b['bytes_per_second'] / 2**30:.2f} GiB/s | {b['items_per_second'] / 1e6:.0f} M/s |")
        out.append("")
    order = {"ir_walk": 0, "ir_walk_decode": 1, "ir_dump": 2}
    irs = sorted(((order.get(n.split("/")[0], 9), n.split("/")[0], int(n.split("/")[1])), b)
                 for n, b in runs.items() if n.startswith("ir_"))
    if irs:
        out.append("| IR benchmark | ops | file | wall time | CPU time | ops/s (wall) |")
        out.append("|---|---|---|---|---|---|")
        for (_, name, _), b in irs:
            if b.get("error_occurred"):
                out.append(f"| {name} | | | skipped: {b.get('error_message')} | |")
                continue
            cpu = b["cpu_time"] * seconds(b) / b["real_time"]
            out.append(f"| {name} | {b['ops']:.0f} | {human(b['file_bytes'])} | {seconds(b) * 1e3:.1f} ms | "
                       f"{cpu * 1e3:.1f} ms | {b['items_per_second'] / 1e6:.1f} M/s |")
        out.append("")
    return "\n".join(out)


def plot(runs, png):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    series = open_series(runs)
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.5))
    for family in sorted(series):
        pts = series[family]
        xs = [p[0] for p in pts]
        style = "--" if family.endswith("_cold") else "-"
        axes[0].plot(xs, [p[1] * 1e6 for p in pts], style, marker="o", label=family)
        axes[1].plot(xs, [p[0] / p[1] / 2**30 for p in pts], style, marker="o", label=family)
        axes[2].plot(xs, [max(p[2], 1) for p in pts], style, marker="o", label=family)
    titles = ("open + list time (µs)", "throughput = file size / time (GiB/s)", "resident growth (KiB)")
    for ax, title in zip(axes, titles):
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("file size (bytes)")
        ax.set_title(title)
        ax.grid(True, which="both", alpha=0.3)
    axes[0].axhline(1000, color="red", linewidth=0.8, linestyle=":", label="1 ms target")
    axes[2].axhline(2048, color="red", linewidth=0.8, linestyle=":", label="2 MiB target")
    axes[0].legend(fontsize=7)
    axes[2].legend(fontsize=7)
    fig.suptitle("mlirbc: open + list resources of weight files (256 f32 blobs), warm and cold page cache")
    fig.tight_layout()
    fig.savefig(png, dpi=100)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    context, runs = load(sys.argv[1])
    print(tables(context, runs))
    png = sys.argv[2] if len(sys.argv) > 2 else "docs/bench-open.png"
    if open_series(runs):
        plot(runs, png)
        print(f"wrote {png}", file=sys.stderr)


if __name__ == "__main__":
    main()
