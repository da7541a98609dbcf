import type { TestProject } from 'vitest/node';
import { rsaKeyPair, startGoogleFake } from '../support/google-fake';

/**
 * Google's stand-in (tests/support/google-fake.ts) for the worker tests (decision 051): the shop
 * reads its key set at `/oauth2/v3/certs`. The tests get its private key to sign ID tokens as
 * Google would, and a second, foreign private key under the same key id to forge them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const google = await startGoogleFake();
  const foreign = await rsaKeyPair();
  project.provide('googleKeysPort', google.port);
  project.provide('googlePrivateJwk', google.privateJwk);
  project.provide('googlePublicJwk', google.publicJwk);
  project.provide('foreignPrivateJwk', foreign.privateJwk);
  return google.close;
}
