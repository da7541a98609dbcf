import { parse } from 'hono/utils/cookie';
import { TRACKING_PARAMETER } from '../../../shared/analytics';
import { CONSENT_COOKIE, consentOf } from '../../../shared/ui/shell/constants';
import { ANALYTICS_MODULE, FLAG_TRACKING_MODULE } from '../client-assets';
import { tagManagerConfig } from '../config/tag-manager-config';
import { isCrawler } from '../request/crawler';

/**
 * The scripts a page starts only for a visitor who granted consent (spec §4; decisions 059, 060),
 * added to their copy after the page cache: the cached page is the same for every visitor of its
 * variant, no tracking code runs before the visitor has said yes, and no page's first view pays
 * for it. spec §4: an unreadable consent value counts as granted.
 * - the flag tracking (src/client/flag-tracking.ts) on a page that shows flags;
 * - the tag manager (src/client/analytics.ts) when one is configured and the address does not say
 *   `tracking=0`.
 * A copy with them has an ETag of its own (the stored page's, marked), so a browser whose choice
 * changed since it kept its copy gets the page anew instead of a 304.
 */

const TRACKED_MARK = '-tracked';

/** The modules `request`'s visitor gets on a page showing `flags`. */
function consentedModules(request: Request, env: Env, flags: readonly string[]): string[] {
  if (isCrawler(request.headers.get('user-agent') ?? undefined)) return [];
  const cookies = request.headers.get('cookie');
  if (consentOf((cookies ? parse(cookies, CONSENT_COOKIE)[CONSENT_COOKIE] : undefined) ?? null) !== 'granted') return [];
  const modules: string[] = [];
  if (flags.length > 0 && FLAG_TRACKING_MODULE) modules.push(FLAG_TRACKING_MODULE);
  const tagManager = tagManagerConfig(env);
  if (tagManager.id && ANALYTICS_MODULE && new URL(request.url).searchParams.get(TRACKING_PARAMETER) !== '0') {
    const own = new URLSearchParams({ id: tagManager.id, script: tagManager.scriptUrl.origin + tagManager.scriptUrl.pathname });
    modules.push(`${ANALYTICS_MODULE}?${own}`);
  }
  return modules;
}

/**
 * The request's If-None-Match as the stored page's ETag is compared with: a tracked visitor's tags
 * without their mark, and only those; an untracked visitor's only if unmarked.
 */
export function storedPageTags(request: Request, env: Env, flags: readonly string[]): string | undefined {
  const sent = request.headers.get('if-none-match') ?? undefined;
  if (!sent) return undefined;
  if (consentedModules(request, env, flags).length > 0) return sent.includes(TRACKED_MARK) ? sent.replaceAll(TRACKED_MARK, '') : undefined;
  return sent.includes(TRACKED_MARK) ? undefined : sent;
}

/** The page's answer for this visitor: with the modules they consented to and a marked ETag, when there are any. */
export function withConsentedScripts(
  response: Response,
  request: Request,
  env: Env,
  flags: readonly string[],
  nonce: string | undefined,
): Response {
  if ((response.status !== 200 && response.status !== 304) || !nonce || !response.headers.get('content-type')?.startsWith('text/html')) {
    return response;
  }
  const modules = consentedModules(request, env, flags);
  if (modules.length === 0) return response;
  const scripts = modules
    .map((src) => `<script type="module" src="${src.replaceAll('&', '&amp;')}" nonce="${nonce}" async></script>`)
    .join('');
  const withScripts =
    response.status === 200 && response.body
      ? new HTMLRewriter()
          .on('body', {
            element(body) {
              body.append(scripts, { html: true });
            },
          })
          .transform(response)
      : new Response(null, response);
  const etag = withScripts.headers.get('etag');
  if (etag) withScripts.headers.set('etag', etag.replace(/"$/, `${TRACKED_MARK}"`));
  return withScripts;
}
