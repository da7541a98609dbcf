// Bench only (scripts/bench): when the first byte of a response arrives, one request at a time.

import { request } from 'node:http';

function once(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers }, (response) => {
      let firstByte = null;
      let bytes = 0;
      response.on('data', (chunk) => {
        firstByte ??= performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          firstByte: firstByte ?? performance.now() - started,
          total: performance.now() - started,
          status: response.statusCode,
          bytes,
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Median time to the first body byte and to the last, over `samples` requests after one warm-up,
 * and the status and size of the last answer (what was timed must be the same answer with storage
 * slow as without).
 */
export async function firstByteTimes(base, headers, path, samples) {
  const url = new URL(path, base);
  await once(url, headers);
  const runs = [];
  for (let i = 0; i < samples; i += 1) runs.push(await once(url, headers));
  const last = runs.at(-1);
  return {
    firstByteMs: median(runs.map((run) => run.firstByte)),
    totalMs: median(runs.map((run) => run.total)),
    status: last.status,
    bytes: last.bytes,
  };
}
