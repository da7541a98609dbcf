import { hasSize, parseFormat } from './format-string';
import { ASPECT_RATIOS, type AspectRatio, RATIO_TOLERANCE } from './formats';

/**
 * The named ratio of a format (what spec §7 `/web-api/aspect-ratio` answers): the spec §3 ratio
 * closest to long side ÷ short side, whichever way the format is turned; 'custom' when none lies
 * within `RATIO_TOLERANCE`, null for a format string that is not valid (spec §5).
 * @example aspectRatioOf('600x450') // '4:3'
 * @example aspectRatioOf('210x297') // 'din'
 * @example aspectRatioOf('100x120') // 'custom'
 */
export function aspectRatioOf(format: string): AspectRatio | 'custom' | null {
  const size = parseFormat(format);
  if (!hasSize(size)) return null;
  const ratio = Math.max(size.width, size.height) / Math.min(size.width, size.height);
  let closest: AspectRatio | 'custom' = 'custom';
  let distance = RATIO_TOLERANCE;
  for (const [name, named] of Object.entries(ASPECT_RATIOS) as [AspectRatio, number][]) {
    const off = Math.abs(ratio - named) / named;
    if (off <= distance) {
      closest = name;
      distance = off;
    }
  }
  return closest;
}
