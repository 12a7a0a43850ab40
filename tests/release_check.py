#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What a packager relies on, checked against the tree:
  - LICENSE is Apache-2.0 with the LLVM exceptions, and every metadata file states that
    same SPDX expression (meson.build, pyproject.toml, NOTICE, README.md; pkg-config and the
    CMake package take it from meson);
  - every source file carries the SPDX line;
  - one version: meson.build, include/mlirbc/base/version.hpp, CHANGELOG.md's newest entry,
    single_include/mlirbc.hpp and `mlirbc --version` agree;
  - THIRD_PARTY.md lists the source (repository and commit) of every generated table, and
    `mlirbc --version` names each table's source.

  release_check.py SOURCE_ROOT MLIRBC_CLI
"""
import re
import subprocess
import sys
from pathlib import Path

SPDX = "Apache-2.0 WITH LLVM-exception"
SPDX_LINE = "SPDX-License-Identifier: " + SPDX

# Files that carry the SPDX line: source, build and script files. Data, docs, fixtures and
# the license texts themselves do not.
SOURCE_SUFFIXES = {".cpp", ".hpp", ".ipp", ".inc", ".py", ".pyi", ".sh", ".toml", ".in", ".js"}
SOURCE_NAMES = {"meson.build", "meson_options.txt", "run"}
NOT_SOURCE_DIRS = ("tests/data/", "tests/regressions/", "examples/")

failures = []


def check(ok, message):
    if not ok:
        failures.append(message)


def tracked_files(root):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True)
        return [root / p for p in out.stdout.decode().split("\0") if p]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout (an unpacked archive)
        return [p for p in root.rglob("*") if p.is_file() and not any(
            part.startswith((".", "build")) for part in p.relative_to(root).parts)]


def is_source(root, path):
    rel = path.relative_to(root).as_posix()
    if rel.startswith(NOT_SOURCE_DIRS):
        return False
    return path.suffix in SOURCE_SUFFIXES or path.name in SOURCE_NAMES


def check_license(root):
    license_text = (root / "LICENSE").read_text(encoding="utf-8")
    check("Apache License" in license_text and "Version 2.0, January 2004" in license_text,
          "LICENSE: not the Apache License 2.0")
    check("LLVM Exceptions to the Apache 2.0 License" in license_text, "LICENSE: the LLVM exceptions are missing")
    meson = (root / "meson.build").read_text(encoding="utf-8")
    check(f"license : '{SPDX}'" in meson, f"meson.build: project license is not '{SPDX}'")
    pyproject = (root / "pyproject.toml").read_text(encoding="utf-8")
    check(f'license = {{text = "{SPDX}"}}' in pyproject, f"pyproject.toml: license is not '{SPDX}'")
    for name in ("NOTICE", "README.md"):
        check(SPDX in (root / name).read_text(encoding="utf-8"), f"{name}: does not state '{SPDX}'")
    packaging = (root / "packaging" / "meson.build").read_text(encoding="utf-8")
    check(packaging.count("'license=' + meson.project_license()[0]") == 2,
          "packaging/meson.build: both pkg-config files must carry the project license")
    check("@license@" in (root / "packaging" / "mlirbcConfig.cmake.in").read_text(encoding="utf-8"),
          "packaging/mlirbcConfig.cmake.in: the CMake package must carry the project license")


def check_spdx_lines(root):
    missing = []
    for path in tracked_files(root):
        if not is_source(root, path):
            continue
        head = path.read_text(encoding="utf-8", errors="replace").splitlines()[:3]
        if not any(SPDX_LINE in line for line in head):
            missing.append(path.relative_to(root).as_posix())
    check(not missing, f"no '{SPDX_LINE}' line in the first 3 lines of: " + ", ".join(sorted(missing)))


def check_version(root, cli):
    meson = re.search(r"version : '([^']+)'", (root / "meson.build").read_text(encoding="utf-8")).group(1)
    header = (root / "include" / "mlirbc" / "base" / "version.hpp").read_text(encoding="utf-8")
    string = re.search(r'#define MLIRBC_VERSION_STRING "([^"]+)"', header).group(1)
    parts = [re.search(rf"#define MLIRBC_VERSION_{p} (\d+)", header).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    check(string == meson, f"include/mlirbc/base/version.hpp says {string}, meson.build {meson}")
    check(".".join(parts) == string, f"version.hpp: MAJOR.MINOR.PATCH {'.'.join(parts)} != {string}")
    changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    newest = re.search(r"^## (\S+)", changelog, re.M)
    check(newest is not None and newest.group(1) == meson,
          f"CHANGELOG.md: newest entry {newest.group(1) if newest else None}, meson.build {meson}")
    single = (root / "single_include" / "mlirbc.hpp").read_text(encoding="utf-8")
    check(f'#define MLIRBC_VERSION_STRING "{meson}"' in single, "single_include/mlirbc.hpp: another version")
    out = subprocess.run([cli, "--version"], capture_output=True, text=True, check=True).stdout
    check(out.splitlines()[0] == f"mlirbc {meson}", f"mlirbc --version: '{out.splitlines()[0]}', meson.build {meson}")
    return out


# A generated table's header names its source: "(owner/repo at COMMIT" or a Debian package.
TABLE_SOURCE = re.compile(r"\(([\w.-]+/[\w.-]+)(?: [\w/ .:-]*?)? at\s+(?://\s*)?([0-9a-f]{40})")
TABLE_PACKAGE = re.compile(r"\((libmlir-\d+-dev [^),\s]+)")


def check_table_sources(root, version_text):
    third_party = (root / "THIRD_PARTY.md").read_text(encoding="utf-8")
    for table in sorted((root / "include" / "mlirbc" / "generated").glob("op_schemas_*.inc")):
        head = "\n".join(table.read_text(encoding="utf-8").splitlines()[:12])
        head = re.sub(r"\n//\s*", " ", head)  # a source may wrap across comment lines
        sources = TABLE_SOURCE.findall(head)
        packages = TABLE_PACKAGE.findall(head)
        name = table.name
        check(sources or packages, f"{name}: its header names no source (repository at commit, or package)")
        for repo, commit in sources:
            check(repo in third_party and commit[:8] in third_party,
                  f"THIRD_PARTY.md: no entry for {repo} at {commit[:8]} ({name})")
        if not sources:
            for package in packages:
                version = package.split(" ", 1)[1]
                check(version in third_party, f"THIRD_PARTY.md: no entry for {package} ({name})")
        set_name = name[len("op_schemas_"):-len(".inc")]
        check(re.search(rf"^\s+{re.escape(set_name)}\b", version_text, re.M) is not None,
              f"mlirbc --version does not list the table '{set_name}'")


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    root, cli = Path(argv[1]).resolve(), argv[2]
    check_license(root)
    check_spdx_lines(root)
    version_text = check_version(root, cli)
    check_table_sources(root, version_text)
    for f in failures:
        print("FAIL:", f)
    print(f"release_check: {len(failures)} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
