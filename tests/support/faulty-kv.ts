/**
 * A KV namespace that fails as KV does when it cannot be reached, wrapped around nothing: every
 * read and write rejects (the shop's own modules stay as they are). `calls` counts the attempts.
 */
export function downKv(): { kv: KVNamespace; calls: () => number } {
  let calls = 0;
  const unreachable = () => {
    calls++;
    return Promise.reject(new Error('KV GET failed: 503 Service Unavailable'));
  };
  const kv = { get: unreachable, getWithMetadata: unreachable, put: unreachable, list: unreachable, delete: unreachable };
  // The binding's shape, as the worker sees a KVNamespace.
  return { kv: kv as unknown as KVNamespace, calls: () => calls };
}
