import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MESSAGE, withRequestTimeout } from '../../src/shared/runtime/request-timeout';

// spec §8: "A request timeout gives 'The operation was aborted due to timeout'." Real requests to a
// loopback server that answers at once, answers late, or sends its headers and then stalls.

let server: Server;
let origin: string;
const stalled: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/quick') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (request.url === '/late') {
      const timer = setTimeout(() => response.writeHead(200).end('{}'), 2_000);
      return void stalled.push(() => clearTimeout(timer));
    }
    // Headers at once, then a body that never ends.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"partial":');
    stalled.push(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const stop of stalled) stop();
  server.closeAllConnections();
  server.close();
});

const json = (path: string) => (signal: AbortSignal) => fetch(`${origin}${path}`, { signal }).then((response) => response.json());

describe('a request with a timeout', () => {
  it('answers as usual when the server is in time', async () => {
    await expect(withRequestTimeout(json('/quick'), 1_000)).resolves.toEqual({ ok: true });
  });

  it('fails with the spec’s message when the answer does not come in time', async () => {
    await expect(withRequestTimeout(json('/late'), 150)).rejects.toThrow(new Error(REQUEST_TIMEOUT_MESSAGE));
  });

  it('fails with the spec’s message when the body stalls after the headers', async () => {
    await expect(withRequestTimeout(json('/stall'), 150)).rejects.toThrow(new Error(REQUEST_TIMEOUT_MESSAGE));
  });

  it('keeps any other failure as it was', async () => {
    const refused = withRequestTimeout((signal) => fetch('http://127.0.0.1:9/', { signal }), 1_000);
    await expect(refused).rejects.toThrow(TypeError);
    await expect(withRequestTimeout(async () => JSON.parse('{'), 1_000)).rejects.toThrow(SyntaxError);
  });
});
