# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Read MLIR bytecode (.mlirbc) without LLVM: dense_resource weights as read-only numpy arrays
viewing the file's mapping (no copy), and the file's contents as Python objects.
See docs/python.md."""

from . import _mlirbc
from ._mlirbc import *  # noqa: F401,F403 (the module's public names are the package's)

__version__ = _mlirbc.__version__

# The classes say they come from `mlirbc` (where users import them), not from the extension.
for _name in dir(_mlirbc):
    _obj = getattr(_mlirbc, _name)
    if isinstance(_obj, type) and getattr(_obj, "__module__", None) == "mlirbc._mlirbc":
        try:
            _obj.__module__ = "mlirbc"
        except (AttributeError, TypeError):
            pass
del _name, _obj
