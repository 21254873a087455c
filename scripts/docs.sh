#!/usr/bin/env bash
# Builds the SDK documentation with DocC: symbol graphs of the built LabKit and LabTesting
# modules, then one documentation archive each (LabKit with its catalog: the landing page, the
# "Porting a tutorial" article and the list of differences from Apple's API). A warning (a
# broken symbol link in an article, say) fails the build.
#
#   scripts/docs.sh [--modules DIR] [--output DIR] [--symbol-graphs-only]
#
# DIR defaults: the debug build's Modules folder, and .build/docs.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=".build/debug/Modules"
output=".build/docs"
graphs_only=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --modules) modules="$2"; shift 2 ;;
    --output) output="$2"; shift 2 ;;
    --symbol-graphs-only) graphs_only=1; shift ;;
    *) echo "docs: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [[ ! -f "$modules/LabKit.swiftmodule" && ! -d "$modules/LabKit.swiftmodule" ]]; then
  echo "docs: no LabKit module in $modules; run swift build first" >&2
  exit 1
fi

graphs="$output/symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs/LabKit" "$graphs/LabTesting"
for module in LabKit LabTesting; do
  # The C modules LabKit imports (libpng, ISA-L, FreeType/HarfBuzz, libjpeg-turbo) and their headers.
  swift symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$graphs/$module" -I "$modules" \
    -I LabKit/Sources/CLibPNG -I LabKit/Sources/CIsal -I LabKit/Sources/CText -I LabKit/Sources/CTurboJPEG \
    $(pkg-config --cflags-only-I harfbuzz)
done
[[ $graphs_only -eq 1 ]] && { echo "$graphs"; exit 0; }

docc convert LabKit/Sources/LabKit/LabKit.docc --additional-symbol-graph-dir "$graphs/LabKit" \
  --fallback-display-name LabKit --fallback-bundle-identifier org.animationlab.LabKit \
  --output-path "$output/LabKit.doccarchive" --warnings-as-errors
docc convert --additional-symbol-graph-dir "$graphs/LabTesting" \
  --fallback-display-name LabTesting --fallback-bundle-identifier org.animationlab.LabTesting \
  --output-path "$output/LabTesting.doccarchive" --warnings-as-errors
echo "docs: $output/LabKit.doccarchive and $output/LabTesting.doccarchive"
echo "docs: browse with  docc preview LabKit/Sources/LabKit/LabKit.docc --additional-symbol-graph-dir $graphs/LabKit"
