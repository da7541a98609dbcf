import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { CHANNELS } from '../../../shared/channel/channels';
import type { AppEnv } from '../app-env';
import { botCheckConfig } from '../bot-check/bot-check';
import { type ConsentPlatformConfig, consentPlatformConfig } from '../config/consent-platform-config';
import { contentConfig } from '../config/content-config';
import { googleConfig } from '../config/google-config';
import { pageExtrasConfig } from '../config/page-extras-config';
import { tagManagerConfig } from '../config/tag-manager-config';
import { answersJson } from './api-answers';

/** HTTPS only, for a year, on every subdomain too: pages and API answers alike. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every response, in one place (hono's secure-headers): a
 * Content-Security-Policy with a fresh nonce per request on every script, HSTS, nosniff, a strict
 * referrer policy, a Permissions-Policy that denies what the shop does not use, and framing only
 * by the Storyblok app for a checked editor (decision 014). Scripts from elsewhere are allowed by
 * origin, read from configuration: the visual editor's bridge and the service messenger's vendor;
 * Google's sign-in script when a Google client id is configured (decision 051); the newsletter's
 * bot check when its site key is (decision 055); the consent platform when its id is (decision 089).
 * An API's answer gets its own, shorter set (decision 101).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const byEnv = new WeakMap<object, MiddlewareHandler>();
  const data = dataHeaders();
  return async (c, next) => {
    if (answersJson(c)) {
      await data(c, next);
      return;
    }
    let headers = byEnv.get(c.env);
    if (!headers) {
      headers = headersFor(c.env);
      byEnv.set(c.env, headers);
    }
    await headers(c, next);
    // A page of the shop backend brings its own scripts, without our nonce: its own policy stays.
    const backendPolicy = c.get('backendContentSecurityPolicy');
    if (backendPolicy) c.res.headers.set('content-security-policy', backendPolicy);
    // For browsers that predate frame-ancestors.
    if (!isEditor(c)) c.res.headers.set('x-frame-options', 'DENY');
  };
}

/** The nonce of this request's scripts (set by securityHeaders before any handler runs). */
export function scriptNonce(c: Context<AppEnv>): string {
  return c.get('secureHeadersNonce') ?? '';
}

/**
 * The headers of an API's answer (decision 101), as OWASP's REST Security Cheat Sheet lists them
 * for answers a browser does not show as a page: transport, no sniffing, no framing, no reading by
 * other sites, and a policy that allows a document nothing at all, should one ever be made of it.
 * What only a page uses (the script nonce and the origins vendors' scripts need, the permissions,
 * the referrer, the opener) is not sent: a JSON answer runs, loads and opens nothing.
 */
function dataHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: STRICT_TRANSPORT,
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

const isEditor = (c: Context<AppEnv>) => c.get('editor')?.kind === 'editor';

function headersFor(env: AppEnv['Bindings']): MiddlewareHandler {
  const { storyblok } = contentConfig(env);
  const scriptOrigins = [...new Set([new URL(storyblok.bridgeUrl).origin, ...messengerOrigins(pageExtrasConfig(env).messengerScriptUrl)])];
  const google = googleSignInSources(googleConfig(env));
  const botCheck = botCheckSources(botCheckConfig(env));
  const tagManager = tagManagerSources(tagManagerConfig(env));
  const consent = consentPlatformSources(consentPlatformConfig(env));
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline': an inline script runs only with this request's nonce.
      scriptSrc: [NONCE, "'self'", ...scriptOrigins, ...google.script, ...botCheck.script, ...tagManager.script, ...consent.script],
      // The page's stylesheet is inline and components set style attributes; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'", ...google.style, ...consent.style],
      // Content images and videos come from the content service's asset hosts or any https host editors link.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...scriptOrigins, ...google.connect, ...botCheck.connect, ...tagManager.connect, ...consent.connect],
      frameSrc: ["'self'", ...scriptOrigins, ...google.frame, ...botCheck.frame],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [(c) => (isEditor(c as Context<AppEnv>) ? storyblok.appOrigin : "'none'")],
    },
    strictTransportSecurity: STRICT_TRANSPORT,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: false,
    // Sign-in with Google (spec §1) opens a popup that must be able to answer its opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // Only features Chromium knows: an unknown one is reported as an error in every page's console.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      // Full screen is what the video block's player offers.
      fullscreen: ['self'],
    },
  });
}

/** The sources a vendor's script brings, per directive of the Content-Security-Policy. */
interface Sources {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
}
const NO_SOURCES: Sources = { script: [], style: [], connect: [], frame: [] };

/**
 * What Google Identity Services loads, by Google's own list for a Content-Security-Policy: its
 * script, its button's stylesheet (`…/gsi/style`), frames and calls under its folder (`…/gsi/`), of
 * the configured script's host (Google's, or a stand-in). Allowed only with a client id
 * configured, the only time the log-in dialog loads it (decision 051).
 */
function googleSignInSources({ clientId, scriptUrl }: { clientId: string | undefined; scriptUrl: URL }): Sources {
  if (!clientId) return NO_SOURCES;
  // A source expression has no query: the script's path alone.
  const folder = new URL('./', scriptUrl).href;
  return { script: [scriptUrl.origin + scriptUrl.pathname], style: [`${folder}style`], connect: [folder], frame: [folder] };
}

/**
 * What reCAPTCHA v3 loads, by Google's list for a Content-Security-Policy: its script and frames
 * under `/recaptcha/` of the configured script's host (Google's, or a stand-in), and its code from
 * gstatic. Allowed only with a site key, the only time the newsletter page loads it (decision 055).
 */
function botCheckSources({ siteKey, scriptUrl }: { siteKey: string; scriptUrl: string }): Sources {
  if (!siteKey) return NO_SOURCES;
  const widget = new URL('./', scriptUrl).href;
  return {
    script: [widget, 'https://www.gstatic.com/recaptcha/'],
    style: [],
    connect: [widget],
    frame: [widget, 'https://recaptcha.google.com/recaptcha/'],
  };
}

/**
 * What the tag manager loads (decision 060): its script, and its calls to its own host. Allowed only
 * with an id configured, the only time a page (of a visitor who consented) loads it. What the
 * container's own tags load is theirs to declare; the shop's policy allows none of it by default.
 */
function tagManagerSources({ id, scriptUrl }: { id: string | undefined; scriptUrl: URL }): Sources {
  if (!id) return NO_SOURCES;
  return { script: [scriptUrl.origin + scriptUrl.pathname], style: [], connect: [scriptUrl.origin], frame: [] };
}

/**
 * What the consent platform loads (decision 089): its SDK's scripts and stylesheets from the SDK's
 * address, and calls to the SDK's host and to its API. Allowed only with an id configured.
 */
function consentPlatformSources(platform: ConsentPlatformConfig | undefined): Sources {
  if (!platform) return NO_SOURCES;
  const sdk = platform.sdkUrl.href;
  return { script: [sdk], style: [sdk], connect: [platform.sdkUrl.origin, platform.apiUrl.origin], frame: [] };
}

/** The messenger's script URL may hold `{channel}` anywhere, also in its host. */
function messengerOrigins(template: string | undefined): string[] {
  if (!template) return [];
  return CHANNELS.map((channel) => new URL(template.replaceAll('{channel}', channel)).origin);
}
