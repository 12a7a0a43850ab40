// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// config: where the library's bodies come from (docs/design.md, "Two modes").
//  - header-only (the default): every body is in the headers, as inline code;
//  - compiled (MLIRBC_COMPILED_LIB defined in every translation unit): the
//    headers declare, and the bodies are compiled once, into the library built
//    from src/ or into the one translation unit of yours that also defines
//    MLIRBC_IMPLEMENTATION before including a header (single_include works so).
// Code that must inline for speed (cursor, varints, spans, blob::as<T>) and
// real templates stay in the headers in both modes.
#pragma once

#if defined(MLIRBC_COMPILED_LIB)
#define MLIRBC_INLINE
#if defined(MLIRBC_IMPLEMENTATION)
#define MLIRBC_WITH_BODIES 1
#else
#define MLIRBC_WITH_BODIES 0
#endif
#else
#define MLIRBC_INLINE inline
#define MLIRBC_WITH_BODIES 1
#endif

// Hot paths choose inlining themselves: the compilers' own choice moved with
// unrelated edits (docs/benchmarks.md, "IR walk").
#if defined(__GNUC__) || defined(__clang__)
#define MLIRBC_ALWAYS_INLINE inline __attribute__((always_inline))
#define MLIRBC_NOINLINE __attribute__((noinline))
#else
#define MLIRBC_ALWAYS_INLINE inline
#define MLIRBC_NOINLINE
#endif
