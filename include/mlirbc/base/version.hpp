// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// version: the library's release, the one number that meson.build, pyproject
// (through meson), the CMake package, `mlirbc --version` and Python's
// mlirbc.__version__ all report (tests/release_check.py keeps them equal;
// CHANGELOG.md says what each release holds).
#pragma once

#define MLIRBC_VERSION_MAJOR 0
#define MLIRBC_VERSION_MINOR 2
#define MLIRBC_VERSION_PATCH 0
#define MLIRBC_VERSION_STRING "0.2.0"
