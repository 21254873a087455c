#!/usr/bin/env bash
# The main job: with a display (Wayland or X11), the Ping tutorial in a window; without one,
# each tutorial's story captured offscreen into out/ (DEMO_OUT): an animated GIF and a
# contact sheet, driven by the input script in scripts/demo/ that shows it best, and one line
# per file at the end. LAB names the lab executable (default: the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
lab=${LAB:-.build/debug/lab}
out=${DEMO_OUT:-out}
if [[ -n "${WAYLAND_DISPLAY:-}" || -n "${DISPLAY:-}" ]]; then
  echo "demo: opening Ping in a window (tap the black circle, drag sideways; h shows the controls, q quits)"
  exec "$lab" --plugin Ping
fi
mkdir -p "$out"
summary=()
# PLUGIN SECONDS: its story as scripted in scripts/demo/PLUGIN.txt, whose first line says it.
capture() {
  local plugin=$1 seconds=$2 script="scripts/demo/$1.txt" story
  echo "demo: capturing $plugin ($seconds s)"
  "$lab" --plugin "$plugin" --offscreen --scale 1 --fps 30 --duration "$seconds" --input "$script" \
    --record "$out/$plugin.gif" --contact-sheet "$out/$plugin-story.png" --frames 12 > /dev/null
  story=$(sed -n '1s/^# *//p' "$script")
  summary+=("$(printf '%-28s %s' "$out/$plugin.gif" "$story")")
  summary+=("$(printf '%-28s %s' "$out/$plugin-story.png" "the same story in 12 frames")")
}
capture Ping 2.4
capture Elastic 2.4
capture Loading 4.7
capture Uber 2.5
echo
printf '%s\n' "${summary[@]}"
