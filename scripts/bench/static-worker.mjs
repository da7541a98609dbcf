// Bench only (scripts/bench): the baseline. A worker that answers each benched URL with the bytes,
// status and content type the shop answered, and does nothing else: the fastest a worker can
// serve that response on this machine. The bodies are encoded once, when the worker starts: a
// body given as bytes is answered faster than one given as a string, which each answer encodes
// anew (decision 101).

/** The module source of a static worker serving `responses` (key: host + path + query). */
export function staticWorkerSource(responses) {
  return `const encoder = new TextEncoder();
const RESPONSES = Object.fromEntries(
  Object.entries(${JSON.stringify(responses)}).map(([key, found]) => [key, { ...found, bytes: encoder.encode(found.body) }]),
);
export default {
  fetch(request) {
    const url = new URL(request.url);
    const found = RESPONSES[url.host + url.pathname + url.search];
    if (!found) return new Response('not benched', { status: 404 });
    return new Response(found.bytes, { status: found.status, headers: { 'content-type': found.contentType } });
  },
};
`;
}
