// Soak (scripts/soak): how much memory the shop on workerd holds. Two figures: the resident memory
// of this process's own workerd (VmRSS, Linux's /proc), which is what a machine sees, and the
// shop isolate's JavaScript heap and array buffers (kept pages are bytes) after a full
// collection, through V8's inspector on loopback, which is what the shop's own code keeps
// (decision 064).

import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { connectInspector } from '../bench/inspector.mjs';

/** The id of the workerd process this Node process started (Miniflare runs one). */
export function ownWorkerd() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, name] = /\((.*)\)/.exec(stat) ?? [];
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && name?.startsWith('workerd')) return Number(entry);
    } catch {
      // a process that ended while the list was read
    }
  }
  throw new Error('no workerd process started by this one');
}

/** The resident memory of process `pid`, in MB. */
export function residentMegabytes(pid) {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

/** A port nobody listens on now, for the inspector. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The shop isolate's heap and the bytes of its array buffers after a full collection, in MB.
 * workerd runs the collection when the isolate next runs, so `wake` sends it a request.
 */
export async function heapAfterCollection(inspectorPort, wake) {
  const inspector = await connectInspector(inspectorPort);
  try {
    await inspector.send('HeapProfiler.enable');
    let collected = false;
    const collection = inspector.send('HeapProfiler.collectGarbage').then(() => {
      collected = true;
    });
    // Until the isolate has run the collection: a request may reach it before the message does.
    while (!collected) {
      await wake();
      await Promise.race([collection, new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    const { usedSize, backingStorageSize } = await inspector.send('Runtime.getHeapUsage');
    return (usedSize + backingStorageSize) / 1024 / 1024;
  } finally {
    inspector.close();
  }
}
