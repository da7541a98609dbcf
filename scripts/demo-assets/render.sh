#!/usr/bin/env bash
# Renders every SVG in this folder to public/demo-assets/{width}x{height}/{name}.jpg
# (progressive JPEG, quality 82, metadata stripped, each file under 90 KB, i.e. 90,000 bytes).
#
#   scripts/demo-assets/render.sh              # all images
#   scripts/demo-assets/render.sh hero-cards   # only the named ones
#
# Needs ImageMagick (`convert`, or `magick` from ImageMagick 7). The SVG is rasterised by
# librsvg's `rsvg-convert` when it is installed (Debian: librsvg2-bin), because ImageMagick's
# built-in SVG reader ignores gradients, filters and clip paths; without it ImageMagick reads
# the SVG itself.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out_root="$root/public/demo-assets"
quality=82
max_bytes=90000

if command -v magick >/dev/null 2>&1; then
  im=(magick)
elif command -v convert >/dev/null 2>&1; then
  im=(convert)
else
  echo "render.sh: ImageMagick is required (convert or magick)" >&2
  exit 1
fi
have_rsvg=0
if command -v rsvg-convert >/dev/null 2>&1; then
  have_rsvg=1
else
  echo "render.sh: rsvg-convert not found, using ImageMagick's own SVG reader (gradients and shadows will be lost)" >&2
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The width and height attributes of the root <svg> element.
svg_size() {
  local head
  head="$(tr '\n' ' ' <"$1" | grep -o '<svg [^>]*>' | head -n 1)"
  local w h
  w="$(printf '%s' "$head" | sed -n 's/.* width="\([0-9]*\)".*/\1/p')"
  h="$(printf '%s' "$head" | sed -n 's/.* height="\([0-9]*\)".*/\1/p')"
  if [[ -z "$w" || -z "$h" ]]; then
    echo "render.sh: $1 has no pixel width/height" >&2
    return 1
  fi
  printf '%sx%s' "$w" "$h"
}

render() {
  local svg="$1" name size png jpg q bytes
  name="$(basename "$svg" .svg)"
  size="$(svg_size "$svg")"
  mkdir -p "$out_root/$size"
  jpg="$out_root/$size/$name.jpg"
  png="$tmp/$name.png"
  if [[ "$have_rsvg" == 1 ]]; then
    rsvg-convert --width "${size%x*}" --height "${size#*x}" --background-color white -o "$png" "$svg"
  else
    "${im[@]}" -background white "$svg" -flatten "$png"
  fi
  q="$quality"
  while :; do
    "${im[@]}" "$png" -resize "${size}!" -background white -flatten -colorspace sRGB \
      -sampling-factor 4:2:0 -interlace Plane -strip -quality "$q" "$jpg"
    bytes="$(wc -c <"$jpg" | tr -d ' ')"
    if (( bytes < max_bytes )) || (( q <= 40 )); then
      break
    fi
    q=$((q - 4))
  done
  if (( bytes >= max_bytes )); then
    echo "render.sh: $name.jpg is still $bytes bytes at quality $q" >&2
  fi
  printf '%-28s %-9s q%-3s %7s bytes\n' "$name" "$size" "$q" "$bytes"
}

shopt -s nullglob
if (( $# > 0 )); then
  files=()
  for n in "$@"; do files+=("$here/${n%.svg}.svg"); done
else
  files=("$here"/*.svg)
fi
if (( ${#files[@]} == 0 )); then
  echo "render.sh: no SVG files in $here" >&2
  exit 1
fi
for svg in "${files[@]}"; do
  [[ -f "$svg" ]] || { echo "render.sh: $svg not found" >&2; exit 1; }
  render "$svg"
done
