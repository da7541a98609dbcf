import { flagConfig } from './features/flags/visitor-key';
import { sampleRate } from './features/operations/client-errors';
import { pageCacheConfig } from './features/page-cache/page-cache-config';
import { botCheckConfig } from './platform/bot-check/bot-check';
import { consentPlatformConfig } from './platform/config/consent-platform-config';
import { contentConfig } from './platform/config/content-config';
import { googleConfig } from './platform/config/google-config';
import { mailConfig } from './platform/config/mail-config';
import { pageExtrasConfig } from './platform/config/page-extras-config';
import { tagManagerConfig } from './platform/config/tag-manager-config';
import { shopConfig } from './platform/env';

/**
 * Every check the worker makes of its vars (each configReader), run at once on a set of vars: what
 * the deploy's preflight runs on an environment's vars before anything goes live
 * (scripts/deploy/deploy.mjs, decision 091), so a var the worker would refuse at its first request
 * stops the deploy instead, named. A reader added to the worker is added here; the unit test of
 * the preflight names one wrong var per reader.
 */
const READERS: readonly ((env: never) => unknown)[] = [
  shopConfig,
  contentConfig,
  pageCacheConfig,
  pageExtrasConfig,
  googleConfig,
  botCheckConfig,
  mailConfig,
  tagManagerConfig,
  consentPlatformConfig,
  flagConfig,
  sampleRate,
];

/** What the worker would refuse of `vars`: one line per reader that fails, naming each var and its problem. */
export function configProblems(vars: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const read of READERS) {
    try {
      read({ ...vars } as never);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}
