/** Protocols a content link may use (spec §5: dangerous URL protocols are refused). */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A URL as written in content, if it is safe to put in an href. It is read the way a browser
 * reads an href (URL standard): tabs and newlines anywhere are dropped and control characters and
 * spaces around it trimmed, so `/\t/host` cannot pass as a path and then open as `//host`.
 */
export function safeUrl(written: string | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard trims C0 controls and spaces around an href; this does the same on purpose
  const url = (written ?? '').replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}
