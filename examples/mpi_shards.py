#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Tensor-parallel loading from one shared file (docs/weights.md, "Many processes"):
each MPI rank reads its row shard of every tensor with File.get_slice, with the
mapping and with the read backend (pread, nothing mapped); an all-gather then
rebuilds each tensor, which must equal the whole tensor bit for bit.

  mpirun -n 2 /usr/bin/python3 examples/mpi_shards.py FILE.mlirbc

Exits 1 (on every rank) if any tensor differs. Needs mpi4py (Debian: python3-mpi4py)."""
import sys

import numpy as np
from mpi4py import MPI

import mlirbc


def rows_of(rank, size, n):
    """Rank `rank`'s share of n rows: contiguous, sizes differing by at most one."""
    return rank * n // size, (rank + 1) * n // size


def main(path):
    comm = MPI.COMM_WORLD
    rank, size = comm.Get_rank(), comm.Get_size()
    bad = 0
    for backend in ("map", "read"):
        tensors = total = 0
        with mlirbc.open(path, backend=backend) as f:
            for key in f.keys():
                piece = f.get_slice(key)
                shape = piece.get_shape()
                if not shape:  # a scalar: nothing to shard
                    continue
                lo, hi = rows_of(rank, size, shape[0])
                mine = np.ascontiguousarray(piece[lo:hi])  # only these rows' bytes are read
                gathered = np.concatenate(comm.allgather(mine))
                whole = f.get_tensor(key, copy=True)
                if gathered.shape != whole.shape or gathered.tobytes() != whole.tobytes():
                    print("rank %d, %s: tensor %s differs after the all-gather" % (rank, backend, key), flush=True)
                    bad += 1
                tensors += 1
                total += whole.nbytes
        if rank == 0:
            print("%s: %d ranks rebuilt %d tensors (%d bytes) from their row shards" % (backend, size, tensors, total))
    bad = comm.allreduce(bad)
    if bad and rank == 0:
        print("%d tensors differ" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
