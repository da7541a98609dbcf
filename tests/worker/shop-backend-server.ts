import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';

/**
 * A stand-in for the shop backend on loopback, speaking plain HTTP like the real one: it answers
 * every request with a JSON echo of what arrived (method, path, query, headers, body), and
 * `/warenkorb/weiter` with a redirect to its own origin, as a backend does after a form post.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const origin = `http://${request.headers.host}`;
      if (request.url?.startsWith('/warenkorb/weiter')) {
        response.writeHead(303, { location: `${origin}/kasse/?step=2`, 'set-cookie': 'basket=42; Path=/; HttpOnly' });
        response.end();
        return;
      }
      const echo = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=abc; Path=/; HttpOnly' });
      response.end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('shop backend stand-in has no port');
  project.provide('shopBackendPort', address.port);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
