// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
