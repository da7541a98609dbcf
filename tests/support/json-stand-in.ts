import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** A request as a stand-in reads it: method, URL, headers and the body as text. */
export interface StandInRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in's answer: a status and a body, sent as JSON, or as it is with the content type given
 * (a script); or `'hang-up'`: the connection is closed without an answer, as a lost one is.
 */
type StandInAnswer = [status: number, body: unknown, contentType?: string] | 'hang-up';

/**
 * A third-party service's stand-in on loopback answering JSON (the worker tests' global setups, the
 * browser tests'): `answer` turns each request into a status and a body, at once or when it has
 * them (a signed token); `headers` go with every answer. Resolves to its port and how to close it.
 */
export async function startJsonStandIn(
  what: string,
  answer: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>,
  headers: Record<string, string> = {},
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const answered = await answer({
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', 'http://stand-in'),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (answered === 'hang-up') {
        request.socket.destroy();
        return;
      }
      const [status, body, contentType] = answered;
      response.writeHead(status, { ...headers, 'content-type': contentType ?? 'application/json' });
      response.end(contentType ? String(body) : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`${what} stand-in has no port`);
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
