import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { TestProject } from 'vitest/node';

/** The key id of Google's stand-in key, as Google's set names each of its keys. */
const KEY_ID = 'shop-test-key';

/** A new RS256 key pair as JWKs: the private one for signing, the public one for the set. */
async function rsaKeyPair(): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const common = { kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return { privateJwk: { ...(await exportJWK(privateKey)), ...common }, publicJwk: { ...(await exportJWK(publicKey)), ...common } };
}

/**
 * A stand-in for Google's key set on loopback (decision 051): a key pair made at start, its public
 * half served at `/oauth2/v3/certs` as Google serves its JWKS. The tests get the private key to sign
 * ID tokens as Google would, and a second, foreign private key under the same key id to forge them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const google = await rsaKeyPair();
  const foreign = await rsaKeyPair();
  const jwks = JSON.stringify({ keys: [google.publicJwk] });
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      response.end(jwks);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Google key set stand-in has no port');
  project.provide('googleKeysPort', address.port);
  project.provide('googlePrivateJwk', google.privateJwk);
  project.provide('googlePublicJwk', google.publicJwk);
  project.provide('foreignPrivateJwk', foreign.privateJwk);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
