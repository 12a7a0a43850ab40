#!/usr/bin/env bash
# Regenerates the bytecode fixtures in tests/data from tests/data/src/*.mlir.
#
# For every src/NAME.mlir this writes, next to this script:
#   NAME.v0.mlirbc .. NAME.v6.mlirbc   mlir-opt 22, --emit-bytecode-version=N
#   NAME.mlir19.mlirbc                 mlir-opt 19, its default version (if it accepts the input)
#   NAME.mlir16.mlirbc                 mlir-opt 16, version 0 (if it accepts the input)
# and for every X.mlirbc written:
#   X.generic.txt, X.generic-debuginfo.txt   mlir-opt 22 generic print (local scope)
#   X.unreadable.txt                         instead, if mlir-opt 22 cannot read X.mlirbc
# plus MANIFEST.md (commands, tools, versions) and resources.tsv (blobs declared in the
# sources' dialect_resources trailers).
#
# Everything runs from inside tests/data with relative paths, so file names that end up in
# locations and messages are stable. tests/data/malformed/ is not touched.
# Override the tools with MLIR_OPT_22 / MLIR_OPT_19 / MLIR_OPT_16; set SOURCE_DATE_EPOCH to
# pin the date written into MANIFEST.md.
set -euo pipefail
export LC_ALL=C
export TZ=UTC

cd "$(dirname "${BASH_SOURCE[0]}")"

M22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
M19=${MLIR_OPT_19:-/usr/lib/llvm-19/bin/mlir-opt}
M16=${MLIR_OPT_16:-/usr/lib/llvm-16/bin/mlir-opt}
COMMON=(--allow-unregistered-dialect)
PRINT=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope)

tool_version() { "$1" --version | head -n 1 | sed 's/^ *//'; }
V22=$(tool_version "$M22")
V19=$(tool_version "$M19")
V16=$(tool_version "$M16")

if [[ -n "${SOURCE_DATE_EPOCH:-}" ]]; then
  DATE=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)
else
  DATE=$(date -u +%Y-%m-%d)
fi

shopt -s nullglob
SOURCES=(src/*.mlir)
if [[ ${#SOURCES[@]} -eq 0 ]]; then
  echo "regen.sh: no sources in src/" >&2
  exit 1
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# MANIFEST.md's sections written by hand (from the marker line on) are kept.
HAND="$TMP/hand.md"
if [[ -f MANIFEST.md ]]; then sed -n '/^<!-- Written by hand/,$p' MANIFEST.md >"$HAND"; else : >"$HAND"; fi
ROWS="$TMP/rows.md"       # manifest table rows
REFUSED="$TMP/refused.md" # producers that rejected an input
: >"$ROWS"
: >"$REFUSED"

# Print a command line with shell quoting where needed.
show_cmd() {
  local out="" a
  for a in "$@"; do
    if [[ "$a" =~ ^[A-Za-z0-9_./=:+-]+$ ]]; then out+="$a "; else out+="$(printf '%q' "$a") "; fi
  done
  printf '%s' "${out% }"
}

row() { # file tool-label version command
  printf '| `%s` | %s | %s | `%s` |\n' "$1" "$2" "$3" "$4" >>"$ROWS"
}

# Remove every file this script may have produced for a source name.
clean_name() {
  local name=$1 p s
  for p in v0 v1 v2 v3 v4 v5 v6 mlir19 mlir16; do
    for s in mlirbc generic.txt generic-debuginfo.txt unreadable.txt; do
      rm -f -- "$name.$p.$s"
    done
  done
}

# print_outputs X.mlirbc: generic prints, or X.unreadable.txt.
print_outputs() {
  local bc=$1 x=${1%.mlirbc} cmd err
  cmd=("$M22" "${PRINT[@]}" "$bc")
  if "${cmd[@]}" >"$x.generic.txt" 2>"$TMP/err"; then
    row "$x.generic.txt" "mlir-opt 22" "$V22" "$(show_cmd "${cmd[@]}") > $x.generic.txt"
    cmd=("$M22" "${PRINT[@]}" --mlir-print-debuginfo "$bc")
    "${cmd[@]}" >"$x.generic-debuginfo.txt"
    row "$x.generic-debuginfo.txt" "mlir-opt 22" "$V22" "$(show_cmd "${cmd[@]}") > $x.generic-debuginfo.txt"
  else
    rm -f -- "$x.generic.txt"
    # Heap addresses in alignment errors differ from run to run; mask them.
    sed -E 's/buffer 0x[0-9a-fA-F]+ is not aligned/buffer 0x<address> is not aligned/' \
      "$TMP/err" >"$x.unreadable.txt"
    row "$x.unreadable.txt" "mlir-opt 22" "$V22" "$(show_cmd "${cmd[@]}") 2> $x.unreadable.txt (exit status non-zero)"
  fi
}

# produce LABEL TOOL VERSION OUT ARGS...: write OUT, record it, or record the refusal.
produce() {
  local label=$1 tool=$2 version=$3 out=$4 src=$5
  shift 5
  local cmd=("$tool" "${COMMON[@]}" --emit-bytecode "$@" "$src" -o "$out")
  if "${cmd[@]}" 2>"$TMP/err"; then
    row "$out" "$label" "$version" "$(show_cmd "${cmd[@]}")"
    print_outputs "$out"
  else
    rm -f -- "$out"
    printf -- '- `%s` (%s): `%s`\n' "$src" "$label" "$(head -n 1 "$TMP/err")" >>"$REFUSED"
  fi
}

for src in "${SOURCES[@]}"; do
  name=$(basename "$src" .mlir)
  clean_name "$name"
  for n in 0 1 2 3 4 5 6; do
    produce "mlir-opt 22" "$M22" "$V22" "$name.v$n.mlirbc" "$src" "--emit-bytecode-version=$n"
  done
  produce "mlir-opt 19" "$M19" "$V19" "$name.mlir19.mlirbc" "$src"
  produce "mlir-opt 16" "$M16" "$V16" "$name.mlir16.mlirbc" "$src"
done

# resources.tsv: one row per (source, resource key) from each source's
# `{-# dialect_resources: { DIALECT: { key: "0x<4-byte LE alignment><data>" } } #-}` trailer.
# A quoted key is written as its bytes (MLIR escapes such as \FF decoded), as the file holds it.
python3 - "${SOURCES[@]}" >resources.tsv <<'PY'
import re
import sys

TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|([A-Za-z_][A-Za-z0-9_.$-]*)|(\{|\}|:|,))')

def tokens(text):
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            if text[pos:].strip() == "":
                return
            raise SystemExit(f"resources.tsv: cannot tokenize near {text[pos:pos+30]!r}")
        pos = m.end()
        if m.group(0).strip() == "":
            return
        yield m.group(1) or m.group(2) or m.group(3)

ESCAPE = re.compile(r'\\([0-9A-Fa-f]{2}|.)')
SIMPLE = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}

def unquote(tok):
    """The bytes of a key or value token, as UTF-8 with MLIR's string escapes decoded."""
    if not tok.startswith('"'):
        return tok.encode()
    def one(m):
        e = m.group(1)
        return chr(int(e, 16)) if len(e) == 2 else SIMPLE[e]
    # Escapes give bytes, the rest is UTF-8 text: go through latin-1 to keep both as bytes.
    return ESCAPE.sub(one, tok[1:-1].encode().decode("latin-1")).encode("latin-1")

out = sys.stdout.buffer

out.write(b"# source\tkey\talignment\thex_of_data\n")
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    m = re.search(r"\{-#(.*?)#-\}", text, re.S)
    if not m:
        continue
    toks = list(tokens(m.group(1)))
    # Walk "name: { ... }" / "name: value" nesting and keep the path to every string value.
    stack, i = [], 0
    source = path.rsplit("/", 1)[-1][: -len(".mlir")]
    while i < len(toks):
        t = toks[i]
        if t in (",",):
            i += 1
        elif t == "}":
            stack.pop()
            i += 1
        elif i + 2 < len(toks) and toks[i + 1] == ":":
            key, val = unquote(t), toks[i + 2]
            if val == "{":
                stack.append(key)
            elif len(stack) == 2 and stack[0] == b"dialect_resources":
                blob = unquote(val).decode()
                if not blob.startswith("0x") or len(blob) < 10 or len(blob) % 2:
                    raise SystemExit(f"{path}: resource {key}: not a hex blob")
                raw = bytes.fromhex(blob[2:])
                align = int.from_bytes(raw[:4], "little")
                out.write(source.encode() + b"\t" + key + f"\t{align}\t{raw[4:].hex()}\n".encode())
            i += 3
        else:
            raise SystemExit(f"{path}: unexpected token {t!r} in resource trailer")
PY
row "resources.tsv" "python3 (regen.sh)" "$(python3 --version 2>&1)" "parsed from the dialect_resources trailers of src/*.mlir"

{
  echo "# tests/data manifest"
  echo
  echo "Generated by \`tests/data/regen.sh\` on $DATE, run from \`tests/data/\` with relative paths."
  echo "Do not edit the generated files by hand; edit \`src/*.mlir\` and rerun the script."
  echo
  echo "Tools:"
  echo
  echo "- mlir-opt 22: \`$M22\` — $V22"
  echo "- mlir-opt 19: \`$M19\` — $V19"
  echo "- mlir-opt 16: \`$M16\` — $V16"
  echo
  echo "Notes:"
  echo
  echo "- In \`*.unreadable.txt\` the heap address in \`bytecode buffer 0x... is not aligned\` is"
  echo "  replaced by \`0x<address>\` (it changes from run to run)."
  echo "- mlir-opt reads small files into a buffer that is only 16-byte aligned, so whether it"
  echo "  can read back a file with 32- or 64-byte aligned resources depends on the heap address"
  echo "  (stable for a given file name and size on one machine, but not guaranteed)."
  echo "- mlir-opt 22 cannot read most mlir-opt 19 v6 files: property encodings of registered"
  echo "  ops changed between 19 and 22 without a bytecode version bump."
  echo "- No LLVM 23 tool is at hand: the files in the forms MLIR 23 writes (producer"
  echo "  \`MLIR23.0.0git\`) are built by \`tests/test_llvm23.cpp\` with \`tests/builder.hpp\` and kept in"
  echo "  \`tests/regressions/llvm23-*.mlirbc\` (docs/format.md §7.6), not written by this script."
  echo
  echo "## Subdirectories (each regenerated by its own \`regen.sh\`, which says how)"
  echo
  echo "- \`llvm19/\`: files written by mlir-opt 19 and its own generic print, the expected output"
  echo "  (\`overflow\`: v6; \`legacy_inherent.v0\`–\`v4\`: inherent attributes of MLIR 19's definitions,"
  echo "  which mlir-opt 22 refuses or prints otherwise)."
  echo "- \`mutants/\`: fixtures with a byte changed and mlir-opt 22's print of the result"
  echo "  (\`overstated_values.v1\`: a region declaring more values than its bytes can define)."
  echo "- \`view/\`: sources of \`mlirbc view\`'s page tests written by mlir-opt 22 (\`escapes\`: text"
  echo "  that must not end a script; \`graphs\`: corners of the graphs and the weights table, each"
  echo "  named in its source)."
  echo
  echo "## Inputs refused by a producer (no output written for that producer)"
  echo
  if [[ -s "$REFUSED" ]]; then cat "$REFUSED"; else echo "None."; fi
  echo
  echo "## Files"
  echo
  echo "| file | tool | version | command |"
  echo "|---|---|---|---|"
  cat "$ROWS"
  if [[ -s "$HAND" ]]; then echo; cat "$HAND"; fi
} >MANIFEST.md
