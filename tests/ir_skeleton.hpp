// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The structure of a generic print without attribute and type text: per line
// the indentation, result names, op name, operand names, successors, region
// brackets, block labels with argument names and predecessor comments.
// Lets IR-walk tests compare value numbering and layout with mlir-opt's print
// independently of how attributes and types are printed.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace test_support {

inline std::vector<std::string> ir_skeleton(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line[0] == '!') continue;  // aliases (non-local-scope prints)
    if (line.rfind("{-#", 0) == 0) break;                              // resource trailer
    const std::size_t ind = line.find_first_not_of(' ');
    if (ind == std::string::npos) continue;
    std::string s(ind, ' ');
    std::size_t i = ind;
    if (line.compare(i, 3, "^bb") == 0) {
      // ^bbN(%a: type loc(...), %b: type):  // preds
      const std::size_t colon_end = line.find("):", i);
      std::size_t label_end = line.find_first_of("(:", i);
      s += line.substr(i, label_end - i);
      if (line[label_end] == '(') {
        s += '(';
        // Argument names: every "%name: " inside the parentheses.
        std::size_t p = label_end;
        while ((p = line.find('%', p)) != std::string::npos && (colon_end == std::string::npos || p < colon_end)) {
          const std::size_t e = line.find(": ", p);
          if (e == std::string::npos) break;
          s += line.substr(p, e - p) + ",";
          p = e;
        }
        s += ')';
      }
      const std::size_t c = line.find("  // ");
      if (c != std::string::npos) s += line.substr(c);
      out.push_back(s);
      continue;
    }
    if (line[i] == '}') {
      s += line.substr(i, line.compare(i, 4, "}, {") == 0 ? std::size_t{4} : std::size_t{2});
      out.push_back(s);
      continue;
    }
    if (line[i] == '%') {
      const std::size_t eq = line.find(" = ", i);
      s += line.substr(i, eq + 3 - i);
      i = eq + 3;
    }
    if (line[i] != '"') {
      out.push_back("?" + line);
      continue;
    }
    // "name"(operands)[succ]
    std::size_t q = i + 1;
    while (q < line.size() && line[q] != '"') q += line[q] == '\\' ? 2u : 1u;
    const std::size_t close = line.find(')', q);
    s += line.substr(i, close + 1 - i);
    if (close + 1 < line.size() && line[close + 1] == '[') s += line.substr(close + 1, line.find(']', close) - close);
    if (line.size() >= 2 && line.compare(line.size() - 2, 2, "({") == 0) s += " ({";
    out.push_back(s);
  }
  return out;
}

}  // namespace test_support
