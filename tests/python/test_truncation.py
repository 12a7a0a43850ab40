# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""CLI commands whose input is truncated while they copy it (docs/hostile-input.md,
"SIGBUS"): exit status 1 with a message, never a signal, and no partial output.
Blob data is copied with pread/copy_file_range, which report a short file; the
SIGBUS handler is the backstop for what is read through the mapping.
Run by `meson test` (test 'python')."""

import os
import shutil
import signal
import subprocess
import sys

import numpy as np
import pytest

CLI = os.environ.get("MLIRBC_CLI", "")
ROWS, COLS = 8192, 4096  # float32: 128 MiB, big enough that a copy takes a while


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    if not CLI:
        pytest.skip("MLIRBC_CLI not set (run through meson test)")
    d = tmp_path_factory.mktemp("truncation")
    raw = d / "raw"
    with open(raw, "wb") as f:
        f.write(np.arange(ROWS * COLS, dtype=np.uint32).astype(np.float32).tobytes())
    out = d / "big.mlirbc"
    subprocess.run([CLI, "pack", str(out), "w=%s:f32:%dx%d" % (raw, ROWS, COLS), "--align", "4096"], check=True,
                   capture_output=True)
    raw.unlink()
    return out


def data_offset(path):
    import mlirbc
    with mlirbc.open(path) as f:
        return f.info("w")["offset"]


@pytest.mark.parametrize("backend", ["map", "read"])
def test_extract_to_a_fifo_fails_when_the_input_shrinks(big, tmp_path, backend):
    # Deterministic: the command blocks writing its first chunk into the FIFO
    # until we read; we truncate before reading on, so its next pread is short.
    src = tmp_path / "in.mlirbc"
    shutil.copy(big, src)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    p = subprocess.Popen([CLI, "extract", src, "w", "-o", fifo, "--backend", backend], stderr=subprocess.PIPE)
    with open(fifo, "rb") as r:
        assert len(r.read(1)) == 1
        os.truncate(src, data_offset(big) + (1 << 20))
        got = 1 + len(r.read())
    err = p.stderr.read().decode()
    assert p.wait() == 1, err
    assert "shorter than" in err and "resource 'w'" in err, err
    assert got < ROWS * COLS * 4


def run_truncated(cmd, tmp_path, action):
    """Runs cmd; as soon as its temporary output appears, stops it, calls
    action(pid) (truncating the input, or raising a signal), resumes it.
    Returns (returncode, stderr), or None if the command finished first."""
    p = subprocess.Popen(cmd, stderr=subprocess.PIPE)
    stopped = False
    while p.poll() is None:
        if any(".partial-" in n for n in os.listdir(tmp_path)):
            os.kill(p.pid, signal.SIGSTOP)
            stopped = any(".partial-" in n for n in os.listdir(tmp_path))
            if stopped:
                action(p.pid)
            os.kill(p.pid, signal.SIGCONT)
            break
    err = p.stderr.read().decode()
    code = p.wait()
    assert code >= 0, "killed by signal %d: %s" % (-code, err)
    if not stopped:
        return None
    return code, err


COMMANDS = {
    "strip": lambda src, out: ["strip", src, out, "--keep", "w"],  # keeps (copies) the blob
    "export": lambda src, out: ["export", src, out.with_suffix(".safetensors")],
    "export_npz": lambda src, out: ["export", src, out.with_suffix(".npz")],
    "extract": lambda src, out: ["extract", src, "w", "-o", out],
}


@pytest.mark.parametrize("backend", ["map", "read"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_commands_fail_cleanly_when_the_input_is_truncated_while_they_copy(big, tmp_path, command, backend):
    conclusive = 0
    for attempt in range(3):
        src = tmp_path / ("in%d.mlirbc" % attempt)
        shutil.copy(big, src)
        out = tmp_path / ("out%d.bin" % attempt)
        args = COMMANDS[command](src, out)
        cut = data_offset(big) + 4096
        r = run_truncated([CLI, *map(str, args), "--backend", backend], tmp_path,
                          lambda pid: os.truncate(src, cut))
        target = args[-1] if command != "extract" else out
        if r is None:  # finished before it could be stopped: the output is whole
            assert os.path.exists(target)
            continue
        code, err = r
        assert code == 1, err
        assert "shorter" in err or "truncat" in err, err
        assert not os.path.exists(target), err
        assert [n for n in os.listdir(tmp_path) if ".partial-" in n] == []
        conclusive += 1
        break
    if conclusive == 0:
        pytest.skip("the command always finished before it could be stopped")


@pytest.mark.parametrize("api", ["cli", "python"])
def test_attach_fails_cleanly_when_the_weights_file_is_truncated_while_it_copies(big, tmp_path, api):
    stripped, weights = tmp_path / "s.mlirbc", tmp_path / "w.safetensors"
    subprocess.run([CLI, "strip", str(big), str(stripped)], check=True, capture_output=True)
    subprocess.run([CLI, "export", str(big), str(weights)], check=True, capture_output=True)
    out = tmp_path / "out.mlirbc"
    cmd = [CLI, "attach", str(stripped), str(weights), str(out)]
    if api == "python":  # the same through mlirbc.attach, in a child interpreter
        cmd = [sys.executable, "-c", "import mlirbc, sys; mlirbc.attach(*sys.argv[1:])", str(stripped), str(weights),
               str(out)]
    conclusive = False
    for attempt in range(3):
        r = run_truncated(cmd, tmp_path, lambda pid: os.truncate(weights, 1 << 20))
        if r is None:
            assert out.exists()
            out.unlink()
            subprocess.run([CLI, "export", str(big), str(weights)], check=True, capture_output=True)
            continue
        code, err = r
        assert code == 1, err
        assert "shorter" in err, err
        assert not out.exists()
        assert [n for n in os.listdir(tmp_path) if ".partial-" in n] == []
        conclusive = True
        break
    if not conclusive:
        pytest.skip("attach always finished before it could be stopped")


def test_sigbus_handler_removes_the_partial_output(big, tmp_path):
    # The backstop: a SIGBUS (here raised by hand while strip writes) is reported,
    # the temporary output removed, and the exit status is 1.
    src = tmp_path / "in.mlirbc"
    shutil.copy(big, src)
    out = tmp_path / "out.mlirbc"
    r = run_truncated([CLI, "strip", str(src), str(out), "--keep", "w"], tmp_path,
                      lambda pid: os.kill(pid, signal.SIGBUS))
    if r is None:
        pytest.skip("strip finished before it could be stopped")
    code, err = r
    assert code == 1, err
    assert "SIGBUS" in err
    assert not out.exists()
    assert [n for n in os.listdir(tmp_path) if ".partial-" in n] == []
