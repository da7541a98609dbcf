import { parse } from 'hono/utils/cookie';
import { TRACKING_PARAMETER } from '../../../shared/analytics';
import { CONSENT_PLATFORM_ATTRIBUTE, CONSENT_PLATFORM_PARAMS } from '../../../shared/consent-platform';
import { murmur3Hash32 } from '../../../shared/flags/murmur3';
import { CONSENT_COOKIE, consentOf } from '../../../shared/ui/shell/constants';
import { ANALYTICS_MODULE, CONSENT_PLATFORM_MODULE, FLAG_TRACKING_MODULE } from '../client-assets';
import { type ConsentPlatformConfig, consentPlatformConfig } from '../config/consent-platform-config';
import { tagManagerConfig } from '../config/tag-manager-config';
import { isCrawler } from '../request/crawler';

/**
 * The scripts added to a visitor's copy of a page after the page cache, so the cached page stays
 * the same for every visitor of its variant and no page's first view pays for them:
 * - the consent platform, where one is configured (spec §2; decision 089): its glue module
 *   (src/client/consent-platform.ts) in the head of every visitor's copy, with the configured id,
 *   notice, language, country and region in its address, and `<html data-consent-platform>`, which
 *   keeps the shop's own notice hidden;
 * - only for a visitor who granted consent (spec §4; decisions 059, 060; an unreadable consent
 *   value counts as granted), so that no tracking code runs before the visitor has said yes: the
 *   flag tracking (src/client/flag-tracking.ts) on a page that shows flags, and the tag manager
 *   (src/client/analytics.ts) when one is configured and the address does not say `tracking=0`.
 * Crawlers get none of them. A copy with them has an ETag of its own (the stored page's, marked), so
 * a browser whose choice, or whose shop's platform, changed since it kept its copy gets the page
 * anew instead of a 304.
 */

const TRACKED_MARK = '-tracked';
const PLATFORM_MARK = '-cp';

interface VisitorScripts {
  /** Modules started in the head: the consent platform's. */
  head: string[];
  /** Modules started at the end of the body: what the visitor consented to. */
  body: string[];
  /** What the copy's ETag ends with. */
  mark: string;
}

const NO_SCRIPTS: VisitorScripts = { head: [], body: [], mark: '' };

function visitorScripts(request: Request, env: Env, flags: readonly string[]): VisitorScripts {
  if (isCrawler(request.headers.get('user-agent') ?? undefined)) return NO_SCRIPTS;
  const platform = consentPlatformConfig(env);
  const head = platform && CONSENT_PLATFORM_MODULE ? [platformModule(platform)] : [];
  const body = consentedModules(request, env, flags);
  const mark =
    (head.length > 0 ? `${PLATFORM_MARK}${murmur3Hash32(head[0] ?? '', 0).toString(36)}` : '') + (body.length > 0 ? TRACKED_MARK : '');
  return { head, body, mark };
}

/** The glue module of `platform`, its settings in its own address. */
function platformModule(platform: ConsentPlatformConfig): string {
  const own = new URLSearchParams({ [CONSENT_PLATFORM_PARAMS.id]: platform.id, [CONSENT_PLATFORM_PARAMS.sdk]: platform.sdkUrl.href });
  const optional = { notice: platform.notice, language: platform.language, country: platform.country, region: platform.region };
  for (const [name, value] of Object.entries(optional)) if (value) own.set(CONSENT_PLATFORM_PARAMS[name as keyof typeof optional], value);
  return `${CONSENT_PLATFORM_MODULE}?${own}`;
}

/** The modules `request`'s visitor consented to on a page showing `flags`. */
function consentedModules(request: Request, env: Env, flags: readonly string[]): string[] {
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
 * The request's If-None-Match as the stored page's ETag is compared with: the tags marked as this
 * visitor's copy is, without their mark, and only those; an unmarked copy's only if unmarked.
 */
export function storedPageTags(request: Request, env: Env, flags: readonly string[]): string | undefined {
  const sent = request.headers.get('if-none-match') ?? undefined;
  if (!sent) return undefined;
  const { mark } = visitorScripts(request, env, flags);
  if (mark) return sent.includes(`${mark}"`) ? sent.replaceAll(mark, '') : undefined;
  return sent.includes(TRACKED_MARK) || sent.includes(PLATFORM_MARK) ? undefined : sent;
}

/** The page's answer for this visitor: with the consent platform and the modules they consented to, and a marked ETag, when there are any. */
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
  const { head, body, mark } = visitorScripts(request, env, flags);
  if (!mark) return response;
  const scripts = (modules: string[]) =>
    modules.map((src) => `<script type="module" src="${src.replaceAll('&', '&amp;')}" nonce="${nonce}" async></script>`).join('');
  let withScripts = new Response(null, response);
  if (response.status === 200 && response.body) {
    const rewriter = new HTMLRewriter();
    if (head.length > 0) {
      rewriter.on('html', { element: (html) => void html.setAttribute(CONSENT_PLATFORM_ATTRIBUTE, '') });
      rewriter.on('head', { element: (element) => void element.append(scripts(head), { html: true }) });
    }
    if (body.length > 0) rewriter.on('body', { element: (element) => void element.append(scripts(body), { html: true }) });
    withScripts = rewriter.transform(response);
  }
  const etag = withScripts.headers.get('etag');
  if (etag) withScripts.headers.set('etag', etag.replace(/"$/, `${mark}"`));
  return withScripts;
}
