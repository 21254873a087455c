#!/usr/bin/env bash
# The main job: renders every scene of every plugin found into out/ and prints the paths.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
.build/debug/lab --all --offscreen --out out/
