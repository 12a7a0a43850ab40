// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The generic print of a file together with what the print met (format_warnings.hpp),
// for the tests that check both a print's text and its warnings.
#pragma once

#include <string>

#include <mlirbc.hpp>

namespace test_support {

struct generic_print {
  mlirbc::error e;
  std::string text;
  mlirbc::format_warnings warned;
};

inline generic_print print_with_warnings(const mlirbc::bytecode& b, const mlirbc::dialect_registry& dialects) {
  generic_print p;
  mlirbc::print_options opt;
  opt.warnings = &p.warned;
  p.e = mlirbc::print_generic(b, p.text, opt, dialects);
  return p;
}

}  // namespace test_support
