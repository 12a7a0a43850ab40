# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The Python module against independent oracles: the hex that mlir-opt was
given (tests/data/src/*.mlir), the bytes in the file, the CLI (`mlirbc extract`,
`resources --json`, `stats --json`, `dump`), /proc/self/maps (where the array
data lives), and files the CLI's writer and mlir-opt make at test time.
Run by `meson test` (test 'python'), which sets the environment used here."""

import gc
import json
import os
import pathlib
import re
import shutil
import subprocess
import threading
import warnings

import numpy as np
import pytest

import mlirbc

DATA = pathlib.Path(os.environ.get("MLIRBC_TEST_DATA", pathlib.Path(__file__).parents[1] / "data"))
CLI = os.environ.get("MLIRBC_CLI", "")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
# The corpus of mlir-opt-written files, swept only when MLIRBC_SHARED_DIR names
# the folder holding it (.ci/run does; the README's test command does not).
SHARED = os.environ.get("MLIRBC_SHARED_DIR", "")
CORPUS = pathlib.Path(SHARED) / "corpus" if SHARED else None

# The fixtures with dense_resource blobs, every version mlir-opt 22 writes (0-6)
# plus mlir-opt 16 and 19 files; a few of them mlir-opt itself cannot read back
# (*.unreadable.txt) but their bytes are what it wrote.
WEIGHT_SOURCES = ["resources", "resources_wide", "odd_keys"]
WEIGHT_FILES = sorted(p for s in WEIGHT_SOURCES for p in DATA.glob(s + ".*.mlirbc"))
ALL_FIXTURES = sorted(DATA.glob("*.mlirbc"))

# MLIR element type -> numpy dtype the module documents (docs/python.md).
DTYPES = {"i1": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
          "si8": "int8", "ui8": "uint8", "ui16": "uint16", "ui32": "uint32", "si64": "int64",
          "index": "int64", "f16": "float16", "f32": "float32", "f64": "float64",
          "bf16": "uint16", "tf32": "uint8", "f8E4M3FN": "uint8", "f8E5M2": "uint8", "i4": "uint8",
          "complex<f32>": "complex64", "complex<f64>": "complex128", "complex<i16>": "int16",
          "i12": "uint16", "i48": "uint8", "f80": "uint8", "complex<bf16>": "uint16"}


def run(*args, **kw):
    return subprocess.run(args, check=True, capture_output=True, **kw).stdout


def cli(*args):
    if not CLI:
        pytest.skip("MLIRBC_CLI not set (run through meson test)")
    return run(CLI, *[a if isinstance(a, bytes) else str(a) for a in args])


def source_blobs(stem):
    """key -> (alignment, data bytes, MLIR type text) from the .mlir mlir-opt was given."""
    text = (DATA / "src" / (stem + ".mlir")).read_bytes().decode("latin-1")
    types = {}
    for key, ty in re.findall(r'dense_resource<("(?:[^"\\]|\\.)*"|[\w.$]+)> : ([^\s,)]+(?:<[^>]*>)?)', text):
        types.setdefault(unescape(key), ty)
    out = {}
    for key, hexdata in re.findall(r'^\s*("(?:[^"\\]|\\.)*"|[\w.$]+): "0x([0-9A-Fa-f]*)"', text, re.M):
        raw = bytes.fromhex(hexdata)
        out[unescape(key)] = (int.from_bytes(raw[:4], "little"), raw[4:], types.get(unescape(key)))
    return out


def unescape(key):
    """An MLIR key as the file stores it (bytes), decoded as the module decodes keys."""
    if not key.startswith('"'):
        return key
    raw = re.sub(rb"\\([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), key[1:-1].encode("latin-1"))
    return raw.decode("utf-8", "surrogateescape")


def mapping_of(address):
    """(path, file offset) of the mapping of this process that holds `address`, or None."""
    for line in open("/proc/self/maps"):
        parts = line.split()
        lo, hi = (int(x, 16) for x in parts[0].split("-"))
        if lo <= address < hi and len(parts) >= 6:
            return parts[5], int(parts[2], 16) + address - lo
    return None


def address_of(a):
    return a.__array_interface__["data"][0]


# ---- weights -----------------------------------------------------------------

@pytest.mark.parametrize("path", WEIGHT_FILES, ids=lambda p: p.name)
def test_every_blob_is_the_bytes_mlir_opt_was_given(path):
    expected = source_blobs(path.name.split(".")[0])
    with mlirbc.open(path) as f:
        assert sorted(f.keys()) == sorted(expected)
        assert len(f) == len(expected)
        for key, (alignment, data, ty) in expected.items():
            a = f.get_tensor(key)
            info = f.info(key)
            assert a.tobytes() == data, key
            assert info["type"] == ty
            element = re.match(r"(?:tensor|vector)<(?:\d+x)*(.*)>$", ty).group(1)
            assert info["element_type"] == element
            assert a.dtype == np.dtype(DTYPES[element])
            assert info["dtype"] == a.dtype.name
            assert a.shape == tuple(int(d) for d in re.findall(r"(\d+)x", ty))
            assert info["alignment"] == alignment
            assert info["size"] == len(data)
            assert key in f and f[key].tobytes() == data


@pytest.mark.parametrize("path", WEIGHT_FILES, ids=lambda p: p.name)
def test_arrays_view_the_file_mapping_without_copy(path):
    raw = path.read_bytes()
    with mlirbc.open(path) as f:
        for key in f:
            a = f.get_tensor(key)
            info = f.info(key)
            assert not a.flags.writeable
            assert not a.flags.owndata
            with pytest.raises(ValueError):
                a[...] = 0
            # The data lies in a mapping of this very file, at the offset the file says.
            where = mapping_of(address_of(a))
            assert where is not None and os.path.samefile(where[0], path)
            assert where[1] == info["offset"]
            assert raw[info["offset"]:info["offset"] + info["size"]] == a.tobytes()
            # Two calls view the same memory.
            assert np.shares_memory(a, f.get_tensor(key))
            assert np.shares_memory(a, np.frombuffer(memoryview(a), dtype=np.uint8))


@pytest.mark.parametrize("path", [p for p in WEIGHT_FILES if ".v" in p.name], ids=lambda p: p.name)
def test_blobs_equal_what_the_cli_extracts(path):
    with mlirbc.open(path) as f:
        for key in f:
            assert f[key].tobytes() == cli("extract", path, key.encode("utf-8", "surrogateescape"), "-o", "-")


def test_array_outlives_its_file():
    path = DATA / "resources.v6.mlirbc"
    f = mlirbc.open(path)
    a = f.get_tensor("r_f32_a4")
    f.close()
    f.close()  # idempotent
    assert f.closed
    with pytest.raises(ValueError):
        f.keys()
    del f
    gc.collect()
    assert a.tolist() == [1.0, 2.0, -0.5]
    assert mapping_of(address_of(a)) is not None
    address = address_of(a)
    del a
    gc.collect()
    # The last view is gone: so is the mapping.
    where = mapping_of(address)
    assert where is None or not os.path.samefile(where[0], path)


def test_copy_gives_a_writable_array_of_its_own():
    with mlirbc.open(DATA / "resources.v5.mlirbc") as f:
        view = f.get_tensor("r_i64_a8")
        c = f.get_tensor("r_i64_a8", copy=True)
        assert c.flags.writeable and c.flags.owndata
        assert not np.shares_memory(view, c)
        assert (c == view).all()


def test_unknown_key_is_a_key_error():
    with mlirbc.open(DATA / "resources.v6.mlirbc") as f:
        with pytest.raises(KeyError):
            f.get_tensor("nope")
        # declared without data: not a tensor
        assert "r_declared_only" not in f
        with pytest.raises(KeyError):
            f["r_declared_only"]


def test_tensors_from_many_threads():
    with mlirbc.open(DATA / "resources_wide.v6.mlirbc") as f:
        expected = {k: f[k].tobytes() for k in f}
        failures = []

        def work():
            for _ in range(200):
                for k, v in expected.items():
                    if f.get_tensor(k).tobytes() != v:
                        failures.append(k)

        threads = [threading.Thread(target=work) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not failures


# ---- files written at test time -----------------------------------------------

PACK_TYPES = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
              "f16": np.float16, "bf16": np.uint16, "f32": np.float32, "f64": np.float64}


@pytest.mark.parametrize("version", range(7))
def test_files_the_writer_makes(tmp_path, version):
    rng = np.random.default_rng(version)
    args, expected = [], {}
    for i, (name, dt) in enumerate(PACK_TYPES.items()):
        shape = (3, 1 + i, 2)
        if dt is np.bool_:
            a = rng.integers(0, 2, size=shape).astype(np.bool_)
        else:
            a = rng.integers(0, 100, size=shape).astype(dt)
        (tmp_path / name).write_bytes(a.tobytes())
        args.append("w_%s=%s:%s:%s" % (name, tmp_path / name, name, "x".join(map(str, shape))))
        expected["w_" + name] = a
    out = tmp_path / "w.mlirbc"
    cli("pack", out, *args, "--version", version)
    with mlirbc.open(out) as f:
        assert f.version == version
        assert f.keys() == list(expected)
        for key, a in expected.items():
            t = f.get_tensor(key)
            assert t.dtype == a.dtype and t.shape == a.shape
            assert (t == a).all()
            assert f.info(key)["element_type"] == key[2:]
            assert f.info(key)["exact"] == (key != "w_bf16")


def test_misaligned_data_needs_copy(tmp_path):
    # Alignment 1: the writer packs f32 data at whatever offset comes next.
    (tmp_path / "a").write_bytes(b"\x01\x02\x03")
    (tmp_path / "b").write_bytes(np.arange(4, dtype=np.float32).tobytes())
    out = tmp_path / "m.mlirbc"
    cli("pack", out, "a=%s:i8" % (tmp_path / "a"), "b=%s:f32" % (tmp_path / "b"), "--align", 1)
    with mlirbc.open(out) as f:
        info = f.info("b")
        if info["offset"] % 4 == 0:
            pytest.skip("the writer happened to align the data")
        with pytest.raises(mlirbc.AlignmentError) as e:
            f.get_tensor("b")
        assert isinstance(e.value, mlirbc.BytecodeError)
        assert e.value.section == "resource" and e.value.offset == info["offset"]
        assert "byte %d" % info["offset"] in str(e.value) and "copy=True" in str(e.value)
        assert f.get_tensor("b", copy=True).tolist() == [0.0, 1.0, 2.0, 3.0]


def mlir_opt(tmp_path, text, version=6):
    if not os.path.exists(MLIR_OPT):
        if os.environ.get("MLIRBC_REQUIRE_ORACLE") == "1":
            pytest.fail(MLIR_OPT + " is not installed and MLIRBC_REQUIRE_ORACLE=1")
        pytest.skip("mlir-opt 22 not installed")
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out = tmp_path / "out.mlirbc"
    run(MLIR_OPT, "--emit-bytecode", "--emit-bytecode-version=%d" % version, str(src), "-o", str(out))
    return out


# Element types numpy lacks (their bits, unsigned) and those it has; blob hex per type.
ODD_TYPES = [("bf16", "2x2", 8), ("f8E4M3FN", "4", 4), ("f8E5M2", "3", 3), ("i4", "5", 5), ("tf32", "2", 6),
             ("ui16", "2", 4), ("si8", "3", 3), ("index", "2", 16), ("i1", "4", 4), ("complex<f32>", "2", 16),
             ("complex<i16>", "3", 12), ("f64", "1x1", 8), ("i12", "3", 6), ("i48", "2", 12), ("f80", "1", 10),
             ("complex<bf16>", "2", 8)]


@pytest.mark.parametrize("version", [0, 5, 6])
def test_element_types_from_mlir_opt(tmp_path, version):
    consts, blobs, expect = [], [], {}
    for i, (ty, shape, nbytes) in enumerate(ODD_TYPES):
        data = bytes((i * 16 + j) % (2 if ty == "i1" else 256) for j in range(nbytes))
        key = "k%d" % i
        consts.append('%%c%d = arith.constant dense_resource<%s> : tensor<%sx%s>' % (i, key, shape, ty))
        blobs.append('%s: "0x08000000%s"' % (key, data.hex().upper()))
        expect[key] = (ty, [int(d) for d in shape.split("x")], data)
    text = ("func.func @f() {\n  " + "\n  ".join(consts) + "\n  return\n}\n{-#\n  dialect_resources: {\n"
            "    builtin: {\n      " + ",\n      ".join(blobs) + "\n    }\n  }\n#-}\n")
    with mlirbc.open(mlir_opt(tmp_path, text, version)) as f:
        for key, (ty, shape, data) in expect.items():
            a = f[key]
            info = f.info(key)
            assert info["element_type"] == ty
            assert a.dtype == np.dtype(DTYPES[ty]), ty
            # Types numpy lacks keep their storage bytes; a trailing dimension holds
            # what no numpy scalar of that width can (tf32: 3 bytes, complex<i16>: 2 parts).
            trailing = {"tf32": [3], "complex<i16>": [2], "i48": [6], "f80": [10], "complex<bf16>": [2]}.get(ty, [])
            assert list(a.shape) == shape + trailing
            assert a.tobytes() == data
            assert info["exact"] == (ty in ("ui16", "si8", "index", "i1", "complex<f32>", "f64"))


def test_unused_blob_is_uint8_bytes(tmp_path):
    # Two same-typed weights from the writer; then the dense_resource attribute of
    # 'b' is pointed at 'a' (builtin attribute code 16 = dense_resource_elements,
    # then the type index and the resource handle, each a one-byte varint
    # (value << 1 | 1) here), so that no op uses blob 'b' any more.
    (tmp_path / "a").write_bytes(b"AAAA")
    (tmp_path / "b").write_bytes(b"BBBB")
    out = tmp_path / "u.mlirbc"
    cli("pack", out, "a=%s:i8" % (tmp_path / "a"), "b=%s:i8" % (tmp_path / "b"))
    raw = bytearray(out.read_bytes())
    with mlirbc.open(out) as f:
        s = next(x for x in f.sections if x["name"] == "attr_type")
    section = bytes(raw[s["offset"]:s["offset"] + s["length"]])
    hits = [i for i in range(len(section) - 2) if section[i] == 0x21 and section[i + 2] == 0x03
            and bytes([0x21, section[i + 1], 0x01]) in section]
    assert len(hits) == 1
    raw[s["offset"] + hits[0] + 2] = 0x01
    out.write_bytes(bytes(raw))
    with mlirbc.open(out) as f:
        assert f.info("a")["type"] == "tensor<4xi8>" and f["a"].tobytes() == b"AAAA"
        info = f.info("b")
        assert info["type"] is None and info["element_type"] is None
        b = f["b"]
        assert b.dtype == np.uint8 and b.tobytes() == b"BBBB" and not b.flags.writeable


def test_external_resources(tmp_path):
    text = ('module {\n}\n{-#\n  external_resources: {\n'
            '    tool: { flag: true, name: "hello", data: "0x0800000001020304050607" }\n  }\n#-}\n')
    with mlirbc.open(mlir_opt(tmp_path, text)) as f:
        assert f.resource_value("tool", "flag") is True
        assert f.resource_value("tool", "name") == "hello"
        data = f.resource_value("tool", "data")
        assert data.tobytes() == bytes(range(1, 8)) and not data.flags.writeable
        rows = {(r["group"], r["key"]): r for r in f.resources()}
        assert rows[("tool", "flag")]["external"] and rows[("tool", "flag")]["kind"] == "bool"
        assert rows[("tool", "name")]["value"] == "hello"
        assert rows[("tool", "data")]["alignment"] == 8 and rows[("tool", "data")]["size"] == 7
        assert len(f) == 0 and "data" not in f
        with pytest.raises(KeyError):
            f.resource_value("tool", "nope")


# ---- errors ------------------------------------------------------------------

def test_missing_path_and_directory():
    with pytest.raises(FileNotFoundError) as e:
        mlirbc.open(DATA / "no-such-file.mlirbc")
    assert e.value.filename.endswith("no-such-file.mlirbc")
    with pytest.raises(IsADirectoryError):
        mlirbc.open(DATA)


def check_bytecode_error(e):
    assert isinstance(e, ValueError)
    assert "byte %d" % e.offset in str(e)
    if e.section is not None:
        assert "section '%s'" % e.section in str(e)


@pytest.mark.parametrize("content", [b"", b"module {\n}\n", b"ML\xefR", b"MLIR\x06\x00", b"\x00" * 64],
                         ids=["empty", "text", "magic-only", "bad-magic", "zeros"])
def test_not_bytecode(tmp_path, content):
    p = tmp_path / "bad.mlirbc"
    p.write_bytes(content)
    with pytest.raises(mlirbc.BytecodeError) as e:
        mlirbc.open(p)
    check_bytecode_error(e.value)


def exercise(f):
    """Everything the module offers on one file; only BytecodeError may come out."""
    for key in f.keys():
        try:
            f.get_tensor(key)
            f.info(key)
        except mlirbc.BytecodeError as e:
            check_bytecode_error(e)
    for call in (lambda: f.resources(), lambda: f.stats(), lambda: f.dump(),
                 lambda: [(op.name, op.attributes, op.properties, op.result_types, op.operand_types, op.location)
                          for op in f.walk()]):
        try:
            call()
        except mlirbc.BytecodeError as e:
            check_bytecode_error(e)


def refused(path):
    """Opens and exercises `path`; True when a BytecodeError (checked) came out."""
    try:
        with mlirbc.open(path) as f:
            exercise(f)
    except mlirbc.BytecodeError as e:
        check_bytecode_error(e)
        return True
    return False


def test_truncated_files(tmp_path):
    raw = (DATA / "resources.v6.mlirbc").read_bytes()
    p = tmp_path / "t.mlirbc"
    errors = 0
    for n in range(len(raw)):
        p.write_bytes(raw[:n])
        errors += refused(p)
    assert errors == len(raw)  # every proper prefix is refused at open


# Some corruptions read as MLIR reads them, with a UserWarning from dump(): expected here.
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_corrupted_files(tmp_path):
    raw = (DATA / "resources.v6.mlirbc").read_bytes()
    p = tmp_path / "c.mlirbc"
    errors = 0
    for i in range(len(raw)):
        for flip in (0x01, 0x80, 0xFF):
            b = bytearray(raw)
            b[i] ^= flip
            p.write_bytes(bytes(b))
            errors += refused(p)
    assert errors > 0
    # A corrupted magic number names the header.
    p.write_bytes(b"XL" + raw[2:])
    with pytest.raises(mlirbc.BytecodeError) as e:
        mlirbc.open(p)
    assert e.value.section == "header" and e.value.offset == 0


# ---- the rest of the file, against the CLI -------------------------------------

@pytest.mark.parametrize("path", ALL_FIXTURES, ids=lambda p: p.name)
def test_stats_resources_and_dump_match_the_cli(path):
    try:
        f = mlirbc.open(path)
    except mlirbc.BytecodeError:
        with pytest.raises(subprocess.CalledProcessError):
            cli("info", path)
        return
    with f:
        info = json.loads(cli("info", "--json", path))
        assert f.version == info["version"] and f.producer == info["producer"]
        assert [(s["name"], s["offset"], s["length"]) for s in f.sections] == \
            [(s["name"], s["offset"], s["length"]) for s in info["sections"]]
        assert f.warnings == info["warnings"] and f.warning_count == info["warning_count"]
        if f.warning_count == 0:
            mlirbc.open(path, strict=True).close()
        try:
            expected = json.loads(cli("stats", "--json", path))
        except subprocess.CalledProcessError:
            with pytest.raises(mlirbc.BytecodeError):
                f.stats()
        else:
            assert f.stats() == expected
        try:
            expected = json.loads(cli("resources", "--json", "--uses", path))
        except subprocess.CalledProcessError:
            with pytest.raises(mlirbc.BytecodeError):
                f.resources()
        else:
            assert [cli_form(r) for r in f.resources()] == expected
        try:
            expected = cli("dump", path).decode("utf-8", "surrogateescape")
        except subprocess.CalledProcessError:
            with pytest.raises(mlirbc.BytecodeError):
                f.dump()
        else:
            assert f.dump() == expected


def cli_form(resource):
    """A resource as `mlirbc resources --json` prints it (tools/json_out.hpp): a
    byte that is not UTF-8 (here a surrogate escape) as that code point, and the
    key also as key_hex."""
    r = dict(resource)
    raw = r["key"].encode("utf-8", "surrogateescape")
    if raw != r["key"].encode("utf-8", "replace"):
        r["key"] = re.sub("[\udc80-\udcff]", lambda m: chr(ord(m.group()) - 0xDC00), r["key"])
        r["key_hex"] = raw.hex()
    return r


@pytest.mark.parametrize("path", sorted(DATA.glob("*.v*.mlirbc")), ids=lambda p: p.name)
def test_walk_matches_mlir_opts_generic_text(path):
    generic = path.with_name(path.name.replace(".mlirbc", ".generic.txt"))
    if not generic.exists():
        pytest.skip("mlir-opt could not read this file back")
    # Op names in print order: each op's generic form starts with "name"( on its line.
    names = re.findall(r'^\s*(?:%[^=]*= )?"([^"]+)"\(', generic.read_text("utf-8", "surrogateescape"), re.M)
    with mlirbc.open(path) as f:
        ops = list(f.walk())
        # mlir-opt wraps top-level ops that are not one builtin.module in one.
        if len(f.ops) != 1 or f.ops[0].name != "builtin.module":
            names = names[1:]
        assert [op.name for op in ops] == names
        assert len(ops) == f.stats()["ops"]
        # Every operand's type is the type its definition gives it.
        defined = {}
        for op in ops:
            defined.update(zip(op.results, op.result_types))
            for region in op.regions:
                for block in region.blocks:
                    defined.update(zip(block.arguments, block.argument_types))
        for op in ops:
            assert op.operand_types == [defined[v] for v in op.operands]


def test_op_tree_navigation():
    with mlirbc.open(DATA / "resources.v6.mlirbc") as f:
        (module,) = f.ops
        assert module.name == "builtin.module"
        funcs = [op for op in module.regions[0].blocks[0].ops if op.name == "func.func"]
        assert len(funcs) == 2
        body = funcs[0].regions[0].blocks[0].ops
        assert [op.name for op in body] == ["arith.constant"] * 4 + ["func.return"]
        assert body[-1].operands == [op.results[0] for op in body[:4]]
        assert body[2].properties == "<{value = dense_resource<r_f32_a4> : tensor<3xf32>}>"
        assert body[2].location == 'loc("src/resources.mlir":6:10)'
        holder = module.regions[0].blocks[0].ops[-1]
        assert holder.attributes == {"again": "dense_resource<r_f32_a4> : tensor<3xf32>"}
        ops = list(f.walk())
    # Ops stay usable after the file is closed, like arrays.
    assert ops[2].result_types == ["tensor<6xi8>"]


# ---- the corpus, when MLIRBC_SHARED_DIR is set -----------------------------------

def corpus_files():
    if CORPUS is None:
        return []
    assert CORPUS.is_dir(), f"MLIRBC_SHARED_DIR has no corpus folder: {CORPUS}"
    return sorted(CORPUS.glob("*/*.mlirbc"))


@pytest.mark.skipif(CORPUS is None, reason="MLIRBC_SHARED_DIR not set")
def test_corpus_sweep():
    """Every blob of every corpus file is readable or a clean BytecodeError."""
    opened = blobs = 0
    for path in corpus_files():
        try:
            f = mlirbc.open(path)
        except mlirbc.BytecodeError as e:
            check_bytecode_error(e)
            continue
        opened += 1
        with f:
            raw = None
            for key in f:
                try:
                    a = f.get_tensor(key)
                except mlirbc.BytecodeError as e:
                    check_bytecode_error(e)
                    continue
                info = f.info(key)
                raw = raw or path.read_bytes()
                assert a.tobytes() == raw[info["offset"]:info["offset"] + info["size"]]
                blobs += 1
            for r in f.resources(uses=False):
                f.resource_value(r["group"], r["key"])
            exercise(f)
    assert opened > 0 and blobs > 0


# ---- inline constants ------------------------------------------------------------

def printed_dense(text):
    """(name, body) of every `NAME = dense<BODY>` of numbers or booleans in a print."""
    out = []
    for m in re.finditer(r"(\w+) = dense<", text):
        i, depth = m.end(), 1
        while depth:
            depth += {"<": 1, ">": -1}.get(text[i], 0)
            i += 1
        body = text[m.end():i - 1]
        if '"' not in body:
            out.append((m.group(1), body))
    return out


def dense_value(body):
    """A dense literal's body as nested Python lists (complex pairs as complex numbers)."""
    if not body:
        return []
    body = body.replace("true", "True").replace("false", "False")
    body = re.sub(r"\(([^,()]+),([^,()]+)\)", r"complex(\1, \2)", body)
    return eval(body, {"__builtins__": {}, "complex": complex, "True": True, "False": False})


DENSE_FILES = sorted(DATA.glob("dense.*.mlirbc"))


@pytest.mark.parametrize("path", DENSE_FILES, ids=lambda p: p.name)
def test_constants_equal_mlir_opts_print(path):
    printed = printed_dense((DATA / "dense.v6.generic.txt").read_text())
    with mlirbc.open(path) as f:
        constants = f.constants()
        assert [c["attribute"] for c in constants] == [name for name, _ in printed]
        assert [c["index"] for c in constants] == list(range(len(constants)))
        for c, (name, body) in zip(constants, printed):
            a = f.get_constant(c["index"])
            assert a.shape == c["shape"] and a.dtype == np.dtype(c["dtype"])
            assert not a.flags.writeable
            if not c["exact"]:
                continue  # bf16 and complex<i16>: their bits, checked by the C++ tests
            value = np.array(dense_value(body), dtype=a.dtype)
            want = np.broadcast_to(value, a.shape) if value.size else value.reshape(a.shape)
            assert np.array_equal(a, want, equal_nan=True), name
            copy = f.get_constant(c["index"], copy=True)
            assert copy.flags.writeable and copy.flags.owndata and np.array_equal(copy, a)
        with pytest.raises(IndexError):
            f.get_constant(len(constants))


def test_constants_view_the_file_or_broadcast_one_element():
    path = DATA / "dense.v6.mlirbc"
    raw = path.read_bytes()
    with mlirbc.open(path) as f:
        layouts, unaligned = set(), 0
        for c in f.constants():
            layouts.add(c["layout"])
            a = f.get_constant(c["index"])
            if c["dtype"] == "bool" and c["layout"] == "splat" and a.size > 1:
                assert 0 in a.strides and not a.flags.writeable  # one value broadcast, nothing expanded
            if c["dtype"] == "bool" or not a.size:
                continue
            where = mapping_of(address_of(a))
            if c["layout"] == "elements":
                # A view of this very file, at the offset listed, aligned or not.
                assert not a.flags.owndata
                assert where is not None and os.path.samefile(where[0], path)
                assert where[1] == c["offset"]
                assert a.tobytes() == raw[c["offset"]:c["offset"] + c["size"]]
                unaligned += not a.flags.aligned
                aligned_copy = f.get_constant(c["index"], copy=True)
                assert aligned_copy.flags.aligned and np.array_equal(aligned_copy, a)
            elif a.size > 1:
                assert c["layout"] == "splat" and 0 in a.strides  # one element seen at every position
                assert where is not None and where[1] == c["offset"]
        assert {"elements", "splat", "bits"} <= layouts
        assert unaligned > 0  # the fixture has unaligned inline data; numpy reads it


def test_zero_width_constants_are_listed_but_have_no_dtype():
    with mlirbc.open(DATA / "zero_width.v6.mlirbc") as f:
        constants = f.constants()
        assert len(constants) == 7 and all(c["size"] == 0 for c in constants)
        for c in constants:
            with pytest.raises(mlirbc.BytecodeError, match="numpy dtype"):
                f.get_constant(c["index"])


def test_warnings_met_while_decoding_reach_stats_and_dump(tmp_path):
    # types.v6's `tensor<4x?xf32>`: rank 2, dimension 4 (zigzag 8), then `?`
    # (INT64_MIN, nine bytes), each a prefix varint; the 4 becomes -3.
    raw = (DATA / "types.v6.mlirbc").read_bytes()
    at = raw.find(b"\x05\x11\x00" + b"\xff" * 8)
    assert at > 0 and raw.count(b"\x05\x11\x00" + b"\xff" * 8) == 1
    p = tmp_path / "negative.mlirbc"
    p.write_bytes(raw[:at + 1] + b"\x0b" + raw[at + 2:])
    with mlirbc.open(p) as f:
        assert f.warning_count == 0  # nothing at open
        stats = f.stats()
        assert stats == json.loads(cli("stats", "--json", p))
        assert stats["warning_count"] == 1
        assert stats["warnings"][0]["section"] == "attr_type" and stats["warnings"][0]["offset"] == at + 1
        with pytest.warns(UserWarning, match="negative dimension"):
            text = f.dump()
        assert "tensor<-3x?xf32>" in text
    with mlirbc.open(p, strict=True) as f:
        with pytest.raises(mlirbc.BytecodeError, match="negative dimension"):
            f.dump()


def test_walk_warnings_are_raised_once_per_file():
    # A file mlir-opt reads (tests/regressions): bytes after its top-level ops,
    # met only by a walk of the IR; the CLI names it on stderr.
    path = DATA.parent / "regressions" / "diff-both-same-ir-trailing-bytes.mlirbc"
    if not CLI:
        pytest.skip("MLIRBC_CLI not set (run through meson test)")
    stderr = subprocess.run([CLI, "constants", str(path)], check=True, capture_output=True, text=True).stderr
    assert stderr.count("warning:") == 1 and "section 'ir'" in stderr
    message = stderr.split("warning: ", 1)[1].strip()
    with mlirbc.open(path) as f:
        assert f.warning_count == 0  # nothing at open
        with pytest.warns(UserWarning) as met:
            assert f.ops
        assert [str(w.message) for w in met] == [message]
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # the same walk warning is not raised twice
            f.constants()
            f.resources()
    with mlirbc.open(path) as f:
        with pytest.warns(UserWarning, match="section 'ir'"):
            f.constants()
    with mlirbc.open(path, strict=True) as f:
        with pytest.raises(mlirbc.BytecodeError, match="section 'ir'"):
            _ = f.ops


def test_properties_nothing_decodes_are_opaque(tmp_path):
    # properties.v6's dialect `arith` renamed `arizh`: its ops stay marked
    # registered, with entries of a dialect no table has. They show their bytes,
    # with a UserWarning naming the op, and the rest of the file reads as before.
    data = (DATA / "properties.v6.mlirbc").read_bytes()
    at = data.find(b"\x00arith\x00") + 1
    assert at > 0
    path = tmp_path / "arizh.mlirbc"
    path.write_bytes(data[:at] + b"arizh" + data[at + 5:])
    with mlirbc.open(path) as f:
        with pytest.warns(UserWarning, match="section 'properties', byte [0-9]+: op 'arizh[.]") as met:
            text = f.dump()
        assert '"arizh.addi"(%arg0, %arg1) <#mlirbc.opaque_properties<"0x' in text
        assert text.count("#mlirbc.opaque_properties") == len(met)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            shown = [op.properties for op in f.walk() if op.name.startswith("arizh.")]
            stats = f.stats()
        assert shown and all(p.startswith('<#mlirbc.opaque_properties<"0x') for p in shown if p)
        assert stats["property_errors"] == len(met)
    with mlirbc.open(path, strict=True) as f:
        with pytest.raises(mlirbc.BytecodeError, match="op 'arizh[.]"):
            f.dump()


def test_constants_match_the_cli():
    path = DATA / "dense.v6.mlirbc"
    listed = json.loads(cli("constants", "--json", path))
    with mlirbc.open(path) as f:
        mine = f.constants()
    assert [(c["index"], c["op"], c["attribute"], c["type"], c["layout"], c["size"], c["offset"]) for c in mine] == \
        [(c["index"], c["op"], c["attribute"], c["type"], c["layout"], c["size"], c["offset"]) for c in listed]


STABLEHLO = pathlib.Path(SHARED) / "stablehlo" if SHARED else None


@pytest.mark.skipif(STABLEHLO is None, reason="MLIRBC_SHARED_DIR not set")
def test_stablehlo_constants():
    checked = 0
    for path in sorted(STABLEHLO.glob("*.mlir.bc")):
        with mlirbc.open(path) as f:
            ops = sum(1 for op in f.walk() if op.name == "vhlo.constant_v1")
            constants = [c for c in f.constants() if c["op"] == "vhlo.constant_v1"]
            assert len(constants) == ops, path.name
            for c in constants:
                assert c["attribute"] == "value" and c["type"].startswith("!vhlo.")
                a = f.get_constant(c["index"], copy=True)
                assert a.shape == c["shape"]
                checked += 1
    assert checked > 0


# ---- the type stub -------------------------------------------------------------

def test_stub_matches_the_module():
    """The package's stub (__init__.pyi) declares exactly the public names the module has."""
    import ast
    stub = pathlib.Path(mlirbc.__file__).with_name("__init__.pyi")
    tree = ast.parse(stub.read_text())
    declared = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            if any(isinstance(b, ast.Name) and b.id == "TypedDict" for b in node.bases):
                continue  # documentation of the dicts returned, not names of the module
            declared[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        elif isinstance(node, ast.FunctionDef):
            declared[node.name] = None
    for name, members in declared.items():
        if name.startswith("_"):
            continue
        obj = getattr(mlirbc, name)
        assert obj.__doc__, name
        if members is None:
            continue
        public = {m for m in dir(obj) if not m.startswith("_")}
        assert public <= members | {"with_traceback", "args", "add_note", "errno", "strerror", "filename",
                                     "filename2", "characters_written", "section", "offset", "code"}, name
        assert {m for m in members if not m.startswith("_")} <= public | {"section", "offset", "code"}, name
    module_public = {n for n in dir(mlirbc) if not n.startswith("_") and not n.startswith("__")}
    assert module_public == {n for n in declared if not n.startswith("_")} - {"Section", "TensorInfo", "Resource",
                                                                              "Warning", "Constant"}


def test_op_layouts_files_replace_a_dialects_layouts(tmp_path):
    # layouts/ecosystem_ops.mlirbc (built by tests/test_ecosystem.cpp): a util.global and an
    # sdy.mesh under producer MLIR19.0.0git; util's built-in table decodes the first.
    path = DATA / "layouts" / "ecosystem_ops.mlirbc"
    text = mlirbc.open(path).dump()
    assert '"util.global"() <{sym_name = "w", sym_visibility = "private", type = tensor<4xf32>}>' in text
    # A layout file of the same encodings under other names replaces util's built-in layouts.
    mine = tmp_path / "mine.layouts"
    mine.write_text("mlirbc-op-layouts 1\ndialect util\nop util.global ok\n"
                    "field a opt_attr 0 -\nfield b opt_attr 0 -\nfield c opt_attr 0 -\n"
                    "field name attr 0 string\nfield vis opt_attr 0 -\nfield t attr 0 -\n")
    f = mlirbc.open(path, op_layouts=[mine])
    assert '"util.global"() <{name = "w", t = tensor<4xf32>, vis = "private"}>' in f.dump()
    assert f.stats()["property_errors"] == 0
    # The generated one reads as the built-in table does.
    assert mlirbc.open(path, op_layouts=[str(DATA / "layouts" / "util.layouts")]).dump() == text
    bad = tmp_path / "bad.layouts"
    bad.write_text("mlirbc-op-layouts 1\ndialect util\nop util.global sometimes\n")
    with pytest.raises(ValueError, match="bad.layouts: line 3: op status must be ok, none or unknown"):
        mlirbc.open(path, op_layouts=[bad])
    with pytest.raises(ValueError, match="cannot open"):
        mlirbc.open(path, op_layouts=[tmp_path / "missing.layouts"])
    with pytest.raises(TypeError):
        mlirbc.open(path, op_layouts=str(mine))


def test_version_is_the_librarys():
    # One version (CHANGELOG.md): the module reports the one in include/mlirbc/base/version.hpp,
    # and the CLI the same.
    header = (DATA.parents[1] / "include" / "mlirbc" / "base" / "version.hpp").read_text()
    version = re.search(r'#define MLIRBC_VERSION_STRING "([^"]+)"', header).group(1)
    assert mlirbc.__version__ == version
    if CLI:
        assert cli("--version").decode().splitlines()[0] == f"mlirbc {version}"


def test_view_writes_the_page_the_cli_writes_and_repr_html_sums_up(tmp_path):
    """File.view(path) writes `mlirbc view`'s page (docs/view.md); _repr_html_ a summary."""
    path = DATA.parents[1] / "examples" / "weights.mlirbc"
    out = tmp_path / "page.html"
    with mlirbc.open(str(path)) as f:
        summary = f._repr_html_()
        assert summary.startswith("<table") and "weights.mlirbc" in summary
        assert "<td>%d</td>" % f.stats()["version"] in summary
        assert isinstance(f.view(str(out)), list)
        page = out.read_text(encoding="utf-8")
        blobs = [r for r in f.resources() if r["kind"] == "blob"]
        assert blobs
        for r in blobs:
            assert 'data-key="%s"' % r["key"] in page
        assert 'id="weights-bytes" data-v="%d"' % sum(r["size"] for r in blobs) in page
        with pytest.raises(ValueError):
            f.view(str(tmp_path / "never.html"), max_nodes=0)
    assert not (tmp_path / "never.html").exists()
    if CLI:
        assert cli("view", "-o", "-", path).decode("utf-8") == page
