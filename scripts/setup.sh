#!/usr/bin/env bash
# Installs what the lab needs to build and run that a fresh Debian 12 machine may lack.
# Idempotent and non-interactive: does nothing when everything is there; as root it runs
# apt-get, otherwise it prints the exact command to run and fails.
set -euo pipefail

packages=(
  pkg-config
  libegl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri   # EGL + GLES 3 on Mesa (llvmpipe)
  libpng-dev                                            # PNG reading
  libisal-dev                                           # PNG writing (ISA-L's igzip, a fast deflate)
  zlib1g-dev                                            # CRC-32 of animated PNG chunks; small PNGs
  libgif-dev                                            # GIF writing (giflib's LZW coding)
  libturbojpeg0-dev                                     # JPEG decoding (libjpeg-turbo)
  libfreetype-dev libharfbuzz-dev libfontconfig-dev     # glyph outlines, shaping, font matching
  fonts-inter                                           # the system font (closest to SF Pro's metrics)
  fonts-liberation2                                     # Helvetica and Arial (metric-compatible)
  fonts-dejavu-core fonts-dejavu-extra                  # fallback glyphs, and the fixtures' monospaced font
  libx11-dev libx11-xcb-dev                             # X11 windows (Xlib, and XCB for its connection state)
  libwayland-dev libwayland-bin wayland-protocols       # Wayland windows (client, scanner, xdg-shell)
  libxkbcommon-dev                                      # Wayland keyboard maps
  xvfb x11-apps xdotool weston                          # window tests: servers, screenshots, input
  procps                                                # capture tests: pgrep/pkill find and kill lab's ffmpeg
  ffmpeg                                                # --record: mp4, webm (and ffprobe, ffmpeg for the tests)
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: the Swift toolchain (swift 6) is not on PATH; install it from swift.org first" >&2
  exit 1
fi

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then
  echo "setup: missing packages: ${missing[*]}" >&2
  echo "setup: run as root:  $command" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
