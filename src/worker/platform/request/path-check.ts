/**
 * The slug sanity check of spec §2 ("catch-all ... runs a slug-sanity-check before rendering"),
 * applied to every page path before anything else looks at it.
 */

interface PathProblem {
  status: 400 | 414;
  problem: string;
}

/** Longest page path accepted, in characters of the encoded path. */
const MAX_PATH_LENGTH = 1024;
/** Most path segments accepted. */
const MAX_PATH_SEGMENTS = 24;

// C0 controls, DEL and C1 controls never belong in a page path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters and refuse the path
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a page path must be refused, or null when it is fine to route.
 * @example checkPagePath('/fotokalender/%E0%A4%A') // { status: 400, problem: 'invalid percent-encoding' }
 */
export function checkPagePath(pathname: string): PathProblem | null {
  if (pathname.length > MAX_PATH_LENGTH) return { status: 414, problem: 'path too long' };
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length > MAX_PATH_SEGMENTS) return { status: 414, problem: 'too many path segments' };

  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { status: 400, problem: 'invalid percent-encoding' };
    }
    if (CONTROL_CHARACTER.test(decoded)) return { status: 400, problem: 'control character in path' };
    if (decoded === '.' || decoded === '..') return { status: 400, problem: 'path traversal' };
    if (decoded.includes('/') || decoded.includes('\\')) return { status: 400, problem: 'encoded slash in path' };
  }
  return null;
}

/**
 * A path of this site as a page's address writes it (percent-encoded): one slash, then no second
 * one, then printable ASCII without a space or backslash. What a form or a query may name as a
 * page to go back to, or the address that led to the error page, so it never leaves the host.
 */
export const SAME_SITE_PATH = /^\/(?![/\\])[!-[\]-~]{0,2047}$/;
