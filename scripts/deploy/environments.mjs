// The shop's deployed environments (decision 091): what differs from the local default of
// wrangler.toml's top level. scripts/deploy/wrangler-environments.mjs writes each one's
// `[env.*]` section of wrangler.toml from this table, the top level and the domain table
// (src/shared/locale/domains.ts); `npm run lint` fails when they drift apart. After changing this
// file, run `npm run environments`.
//
// Filled in by an operator, once per environment (docs/operations.md "First setup"): the `id` of
// each KV namespace and D1 database, as `wrangler kv namespace create` and `wrangler d1 create`
// print them. Until then a deploy refuses and the dry run lists them.

/** @typedef {{ kv: string, id: string } | { d1: string, id: string }} Resource */

export const ENVIRONMENTS = {
  staging: {
    /** The worker's name on the account. */
    name: 'shop-front-staging',
    /** Each channel's host, `{ending}` standing for each domain ending: SHOP_HOSTS and the routes. */
    hosts: { kartenliebe: 'staging.kartenliebe.{ending}', wallart: 'staging.wallart.{ending}' },
    /** Whether `www.` of each host is routed too (the worker sends it to the bare host). */
    www: false,
    /** The share of requests Workers Logs records (its `head_sampling_rate`; docs/capacity.md). */
    logSampling: 1,
    /** Binding → the resource's name on the account and its id. */
    resources: {
      CONTENT: { kv: 'shop-content-staging', id: '' },
      FLAGS: { kv: 'shop-flags-staging', id: '' },
      DB: { d1: 'shop-staging', id: '' },
    },
    /** The account-request queue and its dead-letter queue (decision 067). */
    queues: { requests: 'shop-account-requests-staging', dead: 'shop-account-requests-staging-dead' },
    /** Rate-limit namespaces are numbered from here, one per [[ratelimits]] of the top level, in order. */
    rateLimitNamespaces: 2001,
    /** Vars that differ from the top level's local defaults. */
    vars: {
      CONTENT_SOURCE: 'storyblok',
      CONTENT_FALLBACK: 'none',
      // Staging shows drafts' effects quickly; production keeps pages longer.
      PAGE_CACHE_SECONDS: '60',
    },
    /** Vars an operator must give a value before a real deploy (empty is refused). */
    required: ['STORYBLOK_SPACE_ID', 'SHOP_BACKEND_ORIGIN'],
    /** Secrets the environment needs (`wrangler secret put NAME --env …`). */
    secrets: ['STORYBLOK_PUBLIC_TOKEN', 'STORYBLOK_PREVIEW_TOKEN', 'STORYBLOK_WEBHOOK_SECRET', 'NEWSLETTER_LINK_SECRET'],
  },
  production: {
    name: 'shop-front-production',
    hosts: { kartenliebe: 'kartenliebe.{ending}', wallart: 'wallart.{ending}' },
    www: true,
    // Every request until the traffic makes the log events cost more than they tell (docs/capacity.md).
    logSampling: 1,
    resources: {
      CONTENT: { kv: 'shop-content-production', id: '' },
      FLAGS: { kv: 'shop-flags-production', id: '' },
      DB: { d1: 'shop-production', id: '' },
    },
    queues: { requests: 'shop-account-requests-production', dead: 'shop-account-requests-production-dead' },
    rateLimitNamespaces: 3001,
    vars: {
      CONTENT_SOURCE: 'storyblok',
      // Without a Storyblok token, 503 rather than the demo content.
      CONTENT_FALLBACK: 'none',
      PAGE_CACHE_SECONDS: '300',
    },
    required: ['STORYBLOK_SPACE_ID', 'SHOP_BACKEND_ORIGIN', 'MAIL_API_URL', 'BOT_CHECK_SITE_KEY'],
    secrets: [
      'STORYBLOK_PUBLIC_TOKEN',
      'STORYBLOK_PREVIEW_TOKEN',
      'STORYBLOK_WEBHOOK_SECRET',
      'NEWSLETTER_LINK_SECRET',
      'MAIL_API_TOKEN',
      'BOT_CHECK_SECRET',
    ],
  },
};

/**
 * The host names an environment serves: each channel's host on each domain ending, and `www.` of
 * each where the environment routes it.
 * @example routedHosts({ hosts: { kartenliebe: 'kartenliebe.{ending}' }, www: true }, ['de']) // ['kartenliebe.de', 'www.kartenliebe.de']
 */
export function routedHosts(environment, endings) {
  const hosts = [];
  for (const template of Object.values(environment.hosts)) {
    for (const ending of endings) {
      const host = template.replaceAll('{ending}', ending);
      hosts.push(host, ...(environment.www ? [`www.${host}`] : []));
    }
  }
  return hosts;
}
