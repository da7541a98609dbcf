/** Entity tags of kept pages (decision 019). */

/** A weak ETag from the page's HTML: weak, because each copy's bytes differ in the nonce. */
export async function entityTag(html: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(html)));
  const hex = [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `W/"${hex}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and may list several tags or `*`. */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
