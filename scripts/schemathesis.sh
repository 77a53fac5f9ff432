#!/usr/bin/env bash
# Schemathesis (PyPI, a venv) for test/docs/schemathesis.test.ts, which runs it against the live embedded server.
#
#   scripts/schemathesis.sh install   create the venv once (python3 -m venv, pip install schemathesis==$VERSION);
#                                     idempotent: does nothing when that version is already there
#   scripts/schemathesis.sh path      print the venv's schemathesis binary
#
# The venv lives in $ENGINES_DIR/schemathesis-venv (default .engines/, beside moto's).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${ENGINES_DIR:-$ROOT/.engines}"
VENV="$DIR/schemathesis-venv"
VERSION=4.32.5

log() { echo "[schemathesis] $*" >&2; }

install() {
  if [ -x "$VENV/bin/schemathesis" ] && "$VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('schemathesis') != '$VERSION')" 2>/dev/null; then
    return
  fi
  log "installing schemathesis $VERSION from PyPI into $VENV (once)"
  mkdir -p "$DIR"
  rm -rf "$VENV"
  # Debian's python3 needs python3-venv for this (scripts/engines.sh installs it for moto's venv)
  python3 -m venv "$VENV" >&2 || { log "python3 -m venv failed: install python3-venv (apt-get install -y python3-venv)"; exit 1; }
  "$VENV/bin/pip" install -q "schemathesis==$VERSION" >&2
  log "$("$VENV/bin/schemathesis" --version)"
}

case "${1:-}" in
  install) install ;;
  path) echo "$VENV/bin/schemathesis" ;;
  *) echo "usage: $0 install|path" >&2; exit 2 ;;
esac
