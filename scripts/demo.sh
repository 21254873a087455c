#!/usr/bin/env bash
# The main job: with a display (Wayland or X11), the Ping tutorial in a window; without one,
# every scene of every plugin rendered offscreen into out/, with the paths printed.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -n "${WAYLAND_DISPLAY:-}" || -n "${DISPLAY:-}" ]]; then
  echo "demo: opening Ping in a window (tap the black circle, drag sideways; h shows the controls, q quits)"
  exec .build/debug/lab --plugin Ping
fi
mkdir -p out
.build/debug/lab --all --offscreen --out out/
