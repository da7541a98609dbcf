// Where the local stand-ins listen (scripts/*-stand-in.mjs): on loopback only, on their own port
// when it is free, else on any free port, so a second `npm start` or a test run beside one still starts.

import { once } from 'node:events';

/**
 * Starts `server` on 127.0.0.1 at `port`, or at a free port when `port` is taken; resolves with
 * its origin. Port 0 asks for a free port at once.
 * @example await listenOnLoopback(createServer(), 0) // 'http://127.0.0.1:41234'
 */
export async function listenOnLoopback(server, port) {
  const listen = async (on) => {
    server.listen(on, '127.0.0.1');
    await once(server, 'listening');
  };
  try {
    await listen(port);
  } catch (error) {
    if (error.code !== 'EADDRINUSE' || port === 0) throw error;
    await listen(0);
  }
  return `http://127.0.0.1:${server.address().port}`;
}
