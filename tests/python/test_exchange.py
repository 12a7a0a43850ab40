# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc.strip, File.export and mlirbc.attach (docs/weights.md, "Strip, export,
attach") against independent readers: numpy.load for npz, a small safetensors
reader written here from the format's rules, File.get_tensor for the values, and
mlir-opt 22 for what the round trip prints. Run by `meson test` (test 'python')."""

import json
import os
import pathlib
import subprocess

import numpy as np
import pytest

import mlirbc

DATA = pathlib.Path(os.environ.get("MLIRBC_TEST_DATA", pathlib.Path(__file__).parents[1] / "data"))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
EXCHANGE = [DATA / "exchange" / ("exchange.v%d.mlirbc" % v) for v in (0, 4, 6)]
FILES = EXCHANGE + sorted(DATA.glob("resources.v*.mlirbc")) + [DATA.parents[1] / "examples" / "weights.mlirbc"]


def read_safetensors(path):
    """name -> (dtype, shape, bytes), and the metadata: the format's rules, nothing of mlirbc's."""
    raw = pathlib.Path(path).read_bytes()
    n = int.from_bytes(raw[:8], "little")
    header = json.loads(raw[8:8 + n].decode("utf-8"))
    assert (8 + n) % 8 == 0
    data = raw[8 + n:]
    out = {k: (v["dtype"], v["shape"], data[v["data_offsets"][0]:v["data_offsets"][1]])
           for k, v in header.items() if k != "__metadata__"}
    return out, header.get("__metadata__", {})


def as_bytes(a):
    return np.ascontiguousarray(a).view(np.uint8).tobytes()


def mlir_opt_print(path):
    # Without --mlir-print-local-scope, which leaves out the dialect_resources trailer.
    r = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", str(path)],
                       capture_output=True)
    return r.stdout if r.returncode == 0 else None


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_export_npz_equals_get_tensor(path, tmp_path):
    f = mlirbc.open(path)
    out = tmp_path / "w.npz"
    report = f.export(out)
    archive = np.load(out)
    assert sorted(archive.files) == sorted(report["written"])
    for key in report["written"]:
        want = f.get_tensor(key)
        got = archive[key]
        assert got.shape == want.shape, key
        assert got.dtype == want.dtype, key
        assert as_bytes(got) == as_bytes(want), key
    # Every blob with data is written or skipped with a reason.
    assert sorted(report["written"] + list(report["skipped"])) == sorted(f.keys())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_export_safetensors_equals_get_tensor(path, tmp_path):
    f = mlirbc.open(path)
    out = tmp_path / "w.safetensors"
    report = f.export(out)
    tensors, meta = read_safetensors(out)
    assert sorted(tensors) == sorted(report["written"])
    assert meta["source"] == str(path)
    for key, (dtype, shape, data) in tensors.items():
        want = f.get_tensor(key)
        info = f.info(key)
        assert tuple(shape) == info["shape"], key
        assert data == as_bytes(want), key
        assert meta["mlirbc.alignment:" + key] == str(info["alignment"])


def test_export_skips_what_it_cannot_type(tmp_path):
    f = mlirbc.open(EXCHANGE[2])
    report = f.export(tmp_path / "w.safetensors")
    assert set(report["skipped"]) == {"twice", "cplx", "nibbles"}
    assert "disagree" in report["skipped"]["twice"]
    # npz has complex64; the other two stay skipped.
    report = f.export(tmp_path / "w.npz")
    assert set(report["skipped"]) == {"twice", "nibbles"}
    assert np.load(tmp_path / "w.npz")["cplx"].dtype == np.complex64
    report = f.export(tmp_path / "raw.npz", raw=True)
    assert report["skipped"] == {}
    assert np.load(tmp_path / "raw.npz")["twice"].dtype == np.uint8
    with pytest.raises(ValueError):
        f.export(tmp_path / "w.bin")
    with pytest.raises(ValueError):
        f.export(tmp_path / "w.bin", format="gguf")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_strip_export_attach_round_trip(path, tmp_path):
    stripped, weights, back = tmp_path / "s.mlirbc", tmp_path / "w.safetensors", tmp_path / "b.mlirbc"
    report = mlirbc.strip(path, stripped)
    assert report["size"] == stripped.stat().st_size < path.stat().st_size
    assert mlirbc.open(stripped).keys() == []
    mlirbc.open(path).export(weights, raw=True)
    assert mlirbc.attach(stripped, weights, back)["attached"] == report["dropped"]
    assert back.read_bytes() == path.read_bytes()
    if os.path.exists(MLIR_OPT):
        original = mlir_opt_print(path)
        if original is not None:
            assert mlir_opt_print(back) == original


def test_attach_errors_leave_no_output(tmp_path):
    stripped, weights, out = tmp_path / "s.mlirbc", tmp_path / "w.safetensors", tmp_path / "o.mlirbc"
    mlirbc.strip(EXCHANGE[2], stripped)
    mlirbc.open(EXCHANGE[2]).export(weights, raw=True)
    good = weights.read_bytes()
    n = int.from_bytes(good[:8], "little")
    header = json.loads(good[8:8 + n])

    def rewrite(h):
        text = json.dumps(h).encode()
        text += b" " * (-(8 + len(text)) % 8)
        weights.write_bytes(len(text).to_bytes(8, "little") + text + good[8 + n:])

    h = json.loads(json.dumps(header))
    h["f32s"]["shape"] = [3, 2]
    rewrite(h)
    with pytest.raises(mlirbc.BytecodeError, match="f32s"):
        mlirbc.attach(stripped, weights, out)
    h = json.loads(json.dumps(header))
    h["stranger"] = h.pop("f32s")
    rewrite(h)
    with pytest.raises(mlirbc.BytecodeError, match="stranger"):
        mlirbc.attach(stripped, weights, out)
    weights.write_bytes(good[:5])
    with pytest.raises(mlirbc.BytecodeError):
        mlirbc.attach(stripped, weights, out)
    weights.write_bytes((1 << 40).to_bytes(8, "little") + good[8:])
    with pytest.raises(mlirbc.BytecodeError):
        mlirbc.attach(stripped, weights, out)
    assert not out.exists()
    assert [p.name for p in tmp_path.iterdir() if ".partial-" in p.name] == []
    with pytest.raises(FileNotFoundError):
        mlirbc.attach(stripped, tmp_path / "nope.safetensors", out)
    with pytest.raises(OSError):
        mlirbc.strip(EXCHANGE[2], tmp_path / "no-such-dir" / "x.mlirbc")
    # An error with no errno behind it says what it is, not strerror(0) ("Success").
    with pytest.raises(OSError) as e:
        mlirbc.strip(EXCHANGE[2], tmp_path)
    assert e.value.strerror == "the output path exists and is not a regular file"
