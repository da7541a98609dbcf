// Bench only (scripts/bench): the baseline. A worker that answers each benched URL with the bytes,
// status and content type the shop answered, and does nothing else: the fastest a worker can
// serve that response on this machine.

/** The module source of a static worker serving `responses` (key: host + path + query). */
export function staticWorkerSource(responses) {
  return `const RESPONSES = ${JSON.stringify(responses)};
export default {
  fetch(request) {
    const url = new URL(request.url);
    const found = RESPONSES[url.host + url.pathname + url.search];
    if (!found) return new Response('not benched', { status: 404 });
    return new Response(found.body, { status: found.status, headers: { 'content-type': found.contentType } });
  },
};
`;
}
