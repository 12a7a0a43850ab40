# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""File.get_slice against numpy's own indexing of the whole tensor, the read
backend (backend="read": pread, nothing mapped), writable=True (copy-on-write)
and files truncated after open (docs/python.md, docs/weights.md "Backends").
Run by `meson test` (test 'python')."""

import os
import pathlib
import subprocess

import numpy as np
import pytest

import mlirbc

DATA = pathlib.Path(os.environ.get("MLIRBC_TEST_DATA", pathlib.Path(__file__).parents[1] / "data"))
CLI = os.environ.get("MLIRBC_CLI", "")
# Fixtures with blobs of many element types (complex, bf16, f8, i4, f80 with a trailing dimension...).
FIXTURES = sorted(p for s in ("resources", "resources_wide") for p in DATA.glob(s + ".v6.mlirbc"))
PACK_TYPES = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
              "f16": np.float16, "bf16": np.uint16, "f32": np.float32, "f64": np.float64}
SHAPES = [(7,), (5, 6), (3, 4, 5), (2, 3, 4, 5)]
BACKENDS = ["map", "read"]


def cli(*args):
    if not CLI:
        pytest.skip("MLIRBC_CLI not set (run through meson test)")
    return subprocess.run([CLI, *[str(a) for a in args]], check=True, capture_output=True).stdout


def as_bytes(a):
    return np.ascontiguousarray(a).view(np.uint8).tobytes()


@pytest.fixture(scope="module")
def packed(tmp_path_factory):
    """A file of every type the writer has, ranks 1 to 4: key -> the array written."""
    d = tmp_path_factory.mktemp("slices")
    rng = np.random.default_rng(46)
    args, expected = [], {}
    for t, dt in PACK_TYPES.items():
        for shape in SHAPES:
            a = rng.integers(0, 2 if dt is np.bool_ else 120, size=shape).astype(dt)
            name = "w_%s_r%d" % (t, len(shape))
            (d / name).write_bytes(a.tobytes())
            args.append("%s=%s:%s:%s" % (name, d / name, t, "x".join(map(str, shape))))
            expected[name] = a
    out = d / "all.mlirbc"
    cli("pack", out, *args, "--align", 64)
    return out, expected


def random_index(rng, shape):
    """An index numpy takes: ints (negative too), slices with any bounds and steps, maybe '...'."""
    items = []
    for n in shape[:rng.integers(0, len(shape) + 1)]:
        kind = rng.integers(0, 5)
        if kind == 0:
            items.append(int(rng.integers(-n, n)))
        elif kind == 1:
            items.append(slice(None))
        else:
            bound = lambda: None if rng.integers(0, 4) == 0 else int(rng.integers(-n - 2, n + 3))
            step = int(rng.integers(1, 4)) * (-1 if rng.integers(0, 3) == 0 else 1)
            items.append(slice(bound(), bound(), step))
    if items and rng.integers(0, 4) == 0:
        items.insert(int(rng.integers(0, len(items) + 1)), Ellipsis)
    return tuple(items) if len(items) != 1 or rng.integers(0, 2) else items[0]


def check_slices(f, key, full, backend, rng, rounds=30):
    s = f.get_slice(key)
    assert s.get_shape() == list(full.shape)
    assert s.get_dtype() == full.dtype.name
    for _ in range(rounds):
        index = random_index(rng, full.shape)
        got, want = s[index], full[index]
        assert got.shape == want.shape and got.dtype == want.dtype, (key, index)
        assert as_bytes(got) == as_bytes(want), (key, index)
        if backend == "map":
            assert not got.flags.writeable and not got.flags.owndata
        else:
            assert got.flags.writeable


@pytest.mark.parametrize("backend", BACKENDS)
def test_slices_equal_numpy_every_writer_type_rank_1_to_4(packed, backend):
    path, expected = packed
    rng = np.random.default_rng(1)
    with mlirbc.open(path, backend=backend) as f:
        assert sorted(f.keys()) == sorted(expected)
        for key, a in expected.items():
            check_slices(f, key, a, backend, rng)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_slices_equal_numpy_on_fixtures(path, backend):
    rng = np.random.default_rng(2)
    with mlirbc.open(path) as mapped, mlirbc.open(path, backend=backend) as f:
        for key in f.keys():
            try:
                full = mapped.get_tensor(key, copy=True)
            except mlirbc.BytecodeError:
                with pytest.raises(mlirbc.BytecodeError):
                    f.get_slice(key)
                continue
            if full.ndim == 0:
                assert as_bytes(f.get_slice(key)[()]) == as_bytes(full)
                continue
            check_slices(f, key, full, backend, rng, rounds=10)


def test_a_mapped_slice_is_a_strided_view_of_the_file(packed):
    path, expected = packed
    with mlirbc.open(path) as f:
        whole = f.get_tensor("w_f32_r2")
        col = f.get_slice("w_f32_r2")[::-2, 3]
        assert np.shares_memory(col, whole)
        assert col.strides == (-2 * whole.strides[0],)
        assert (col == expected["w_f32_r2"][::-2, 3]).all()


def test_bad_indices():
    path = FIXTURES[0]
    with mlirbc.open(path) as f:
        key = next(k for k in f.keys() if f.info(k)["shape"] and len(f.info(k)["shape"]) >= 1)
        s = f.get_slice(key)
        rank = len(s.get_shape())
        with pytest.raises(IndexError):
            s[(0,) * (rank + 1)]
        with pytest.raises(IndexError):
            s[..., ...]
        with pytest.raises(IndexError):
            s[s.get_shape()[0]]
        with pytest.raises(ValueError):
            s[::0]
        with pytest.raises(TypeError):
            s["a"]
        with pytest.raises(KeyError):
            f.get_slice("no such key")


def test_read_backend_arrays_are_new_writable_and_equal_the_mapping(packed):
    path, expected = packed
    with mlirbc.open(path, backend="read") as f:
        for key, a in expected.items():
            t = f.get_tensor(key)
            assert t.flags.writeable and t.flags.owndata and t.flags.aligned
            assert as_bytes(t) == as_bytes(a)
            t[...] = 0  # its own memory
            assert as_bytes(f.get_tensor(key)) == as_bytes(a)
        assert as_bytes(f.resource_value("builtin", "w_i8_r1")) == as_bytes(expected["w_i8_r1"])
    with pytest.raises(ValueError):
        mlirbc.open(path, backend="mmap")
    with pytest.raises(ValueError):
        mlirbc.open(path, backend="read", writable=True)


@pytest.fixture(scope="module")
def large(tmp_path_factory):
    """Tensors of 2 MiB and more, whose arrays backend="read" recycles: key -> the array written."""
    d = tmp_path_factory.mktemp("large")
    shapes = {"a": (1024, 1024), "b": (1024, 1024), "c": (1024, 1536), "d": (4096, 1024)}  # f32: 4, 4, 6, 16 MiB
    args, expected = [], {}
    for i, (key, shape) in enumerate(shapes.items()):
        a = (np.arange(np.prod(shape), dtype=np.uint32) * 7 + i).astype(np.float32).reshape(shape)
        (d / key).write_bytes(a.tobytes())
        args.append("%s=%s:f32:%s" % (key, d / key, "x".join(map(str, shape))))
        expected[key] = a
    out = d / "large.mlirbc"
    cli("pack", out, *args, "--align", 4096)
    return out, expected


HUGE_PAGE = 2 << 20


def test_read_backend_recycles_the_memory_of_freed_large_arrays(large):
    path, expected = large
    with mlirbc.open(path, backend="read") as f:
        a = f.get_tensor("a")
        address = a.ctypes.data
        assert address % HUGE_PAGE == 0 and a.flags.writeable
        assert as_bytes(a) == as_bytes(expected["a"])
        a[...] = -1.0
        del a
        b = f.get_tensor("b")  # same size: the freed block, overwritten by the read
        assert b.ctypes.data == address
        assert as_bytes(b) == as_bytes(expected["b"])
        c = f.get_tensor("c")  # b still alive: another block
        assert c.ctypes.data != address and as_bytes(c) == as_bytes(expected["c"])
        part = f.get_slice("d")[1024:3072]  # 8 MiB: recycled memory for slices too
        assert as_bytes(part) == as_bytes(expected["d"][1024:3072])
        kept = [f.get_tensor(k) for k in expected]  # all alive at once: all distinct
        assert len({t.ctypes.data for t in kept}) == len(kept)
        for t, k in zip(kept, expected):
            assert as_bytes(t) == as_bytes(expected[k])
    assert as_bytes(b) == as_bytes(expected["b"])  # arrays outlive the File
    b[...] = 0.0
    del b, c, part, kept  # their blocks are unmapped now (the File is gone)


def test_read_backend_recycled_memory_and_truncation(large, tmp_path):
    path, expected = large
    copy = tmp_path / "t.mlirbc"
    copy.write_bytes(path.read_bytes())
    with mlirbc.open(copy, backend="read") as f:
        offset = f.info("d")["offset"]
        f.get_tensor("d")  # a 16 MiB block, freed at once: kept for reuse
        os.truncate(copy, offset + (5 << 20))
        with pytest.raises(mlirbc.BytecodeError, match="truncated since it was opened"):
            f.get_tensor("d")  # into the recycled block: the error, not its old bytes
        assert as_bytes(f.get_slice("d")[:1024]) == as_bytes(expected["d"][:1024])  # 4 MiB still in the file
        assert as_bytes(f.get_tensor("a")) == as_bytes(expected["a"])


def drop_from_cache(path):
    """Writes the file out and drops it from the page cache: the next read is cold."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


@pytest.mark.parametrize("direct", ["1", "0"])
def test_read_backend_cold_file_around_and_through_the_page_cache(tmp_path, monkeypatch, direct):
    # Cold, a long read whose array sits in its page as the data sits in the file goes around
    # the page cache (O_DIRECT); MLIRBC_DIRECT_IO=0 reads through it. The same bytes either way.
    monkeypatch.setenv("MLIRBC_DIRECT_IO", direct)
    shapes = {"a": (1000, 1537), "b": (3, 700001), "c": (1024, 1024)}  # f32 / i16 / f64, blobs aligned to 64
    dtypes = {"a": ("f32", np.float32), "b": ("i16", np.int16), "c": ("f64", np.float64)}
    args, expected = [], {}
    for i, (key, shape) in enumerate(shapes.items()):
        t, dt = dtypes[key]
        a = (np.arange(np.prod(shape), dtype=np.int64) * 7 + i).astype(dt).reshape(shape)
        (tmp_path / key).write_bytes(a.tobytes())
        args.append("%s=%s:%s:%s" % (key, tmp_path / key, t, "x".join(map(str, shape))))
        expected[key] = a
    path = tmp_path / "cold.mlirbc"
    cli("pack", path, *args, "--align", 64)
    drop_from_cache(path)
    with mlirbc.open(path, backend="read") as f:
        for key, want in expected.items():
            got = f.get_tensor(key)
            assert as_bytes(got) == as_bytes(want)
            assert got.flags.aligned and got.ctypes.data % 4096 == f.info(key)["offset"] % 4096
        assert as_bytes(f.get_slice("a")[100:900]) == as_bytes(expected["a"][100:900])
        offset = f.info("c")["offset"]
        os.truncate(path, offset + (5 << 20) + 100)
        drop_from_cache(path)
        with pytest.raises(mlirbc.BytecodeError, match="truncated since it was opened"):
            f.get_tensor("c")
        assert as_bytes(f.get_slice("c")[:600]) == as_bytes(expected["c"][:600])  # 4.7 MiB still in the file


def rchar():
    for line in pathlib.Path("/proc/self/io").read_text().splitlines():
        if line.startswith("rchar:"):
            return int(line.split()[1])
    pytest.skip("no /proc/self/io")


def test_read_backend_reads_only_the_slice(tmp_path):
    rows, cols = 1024, 4096  # float32: 16 MiB
    a = np.arange(rows * cols, dtype=np.float32).reshape(rows, cols)
    (tmp_path / "w").write_bytes(a.tobytes())
    out = tmp_path / "big.mlirbc"
    cli("pack", out, "w=%s:f32:%dx%d" % (tmp_path / "w", rows, cols), "--align", 4096)
    with mlirbc.open(out, backend="read") as f:
        s = f.get_slice("w")
        before = rchar()
        part = s[2 * rows // 8:3 * rows // 8]
        read = rchar() - before
    assert (part == a[2 * rows // 8:3 * rows // 8]).all()
    assert part.nbytes <= read <= part.nbytes + 2 * 4096


def test_dump_under_the_read_backend():
    path = DATA / "resources.v6.mlirbc"
    # dump reads no blob byte unless --resources prints them, which the read backend refuses.
    assert cli("dump", path, "--backend", "read") == cli("dump", path)
    p = subprocess.run([CLI, "dump", path, "--resources", "--backend", "read"], capture_output=True, text=True)
    assert p.returncode == 1 and "not in memory" in p.stderr, p.stderr
    assert b"dialect_resources" in cli("dump", path, "--resources", "--backend", "map")


def test_writable_maps_copy_on_write(packed, tmp_path):
    path, expected = packed
    copy = tmp_path / "c.mlirbc"
    copy.write_bytes(path.read_bytes())
    with mlirbc.open(copy, writable=True) as f:
        t = f.get_tensor("w_f32_r2")
        assert t.flags.writeable and not t.flags.owndata
        t[...] = 7.0
        assert (f.get_tensor("w_f32_r2") == 7.0).all()  # one mapping: the same pages
        assert (f.get_slice("w_f32_r2")[1:, :2] == 7.0).all()
    assert copy.read_bytes() == path.read_bytes()  # nothing reached the file
    with mlirbc.open(copy) as f:
        assert as_bytes(f.get_tensor("w_f32_r2")) == as_bytes(expected["w_f32_r2"])


def test_torch_shares_memory_without_warning(packed):
    torch = pytest.importorskip("torch")
    import warnings
    path, _ = packed
    with mlirbc.open(path, writable=True) as f:
        a = f.get_tensor("w_f32_r2")
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            t = torch.from_numpy(a)
        t[0, 0] = 42.0
        assert a[0, 0] == 42.0


# ---- files truncated after open: exceptions, never SIGBUS, no partial output ----


def truncated_copy(src, dst, backend):
    """dst: a copy of src, opened, then cut 100 bytes into the data of its
    largest blob (whose header stays whole). Returns the File and that key."""
    dst.write_bytes(src.read_bytes())
    f = mlirbc.open(dst, backend=backend)
    infos = {k: f.info(k) for k in f.keys()}  # also builds the index while the file is whole
    big = max(infos, key=lambda k: infos[k]["size"])
    assert infos[big]["size"] > 100
    os.truncate(dst, infos[big]["offset"] + 100)
    return f, big


@pytest.mark.parametrize("backend", BACKENDS)
def test_truncated_after_open_raises(packed, tmp_path, backend):
    path, expected = packed
    f, big = truncated_copy(path, tmp_path / "t.mlirbc", backend)
    with pytest.raises(mlirbc.BytecodeError, match="truncated since it was opened") as e:
        f.get_tensor(big, copy=True)
    assert e.value.code == "unexpected end of data" and e.value.section == "resource"
    assert f.get_slice(big)[0, 0, 0, :2].size == 2  # bytes still in the file
    if backend == "read":
        with pytest.raises(mlirbc.BytecodeError, match="truncated since it was opened"):
            f.get_slice(big)[-1]
    out = tmp_path / "out.safetensors"
    with pytest.raises((mlirbc.BytecodeError, OSError)):
        f.export(out)
    assert not out.exists() and list(tmp_path.glob("out.safetensors*")) == []
    stripped = tmp_path / "s.mlirbc"
    with pytest.raises((mlirbc.BytecodeError, OSError)):
        mlirbc.strip(tmp_path / "t.mlirbc", stripped)
    assert list(tmp_path.glob("s.mlirbc*")) == []
    f.close()


def test_export_under_the_read_backend_equals_the_mapping(packed, tmp_path):
    path, _ = packed
    with mlirbc.open(path) as f:
        f.export(tmp_path / "map.safetensors")
    with mlirbc.open(path, backend="read") as f:
        f.export(tmp_path / "read.safetensors")
        with pytest.raises(mlirbc.BytecodeError, match="not in memory"):
            f.dump(resources=True)  # the trailer would print blob data: refused, not zeros
    assert (tmp_path / "map.safetensors").read_bytes() == (tmp_path / "read.safetensors").read_bytes()
