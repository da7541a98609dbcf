import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { log } from '../shared/log/log';
import { accounts } from './api/accounts';
import { calendarPrices } from './api/calendar-prices';
import { cardPrices } from './api/card-prices';
import { catalogue } from './api/catalogue';
import { clientErrors } from './api/client-errors';
import { consentSettings } from './api/consent-settings';
import { contact } from './api/contact';
import { contentWebhook } from './api/content-webhook';
import { customerApi } from './api/customer';
import { designs } from './api/designs';
import { featureFlags } from './api/feature-flags';
import { flagTracking } from './api/flag-tracking';
import { googleSignIn } from './api/google-sign-in';
import { location } from './api/location';
import { newsletter } from './api/newsletter';
import { passwordReset } from './api/password-reset';
import { photobookPrices } from './api/photobook-prices';
import { photoboxPrices } from './api/photobox-prices';
import { shipping } from './api/shipping';
import { siteData } from './api/site-data';
import { storyApi } from './api/story-api';
import { toolbox } from './api/toolbox';
import { problem } from './api/validation';
import { voucher } from './api/voucher';
import { wallArt } from './api/wall-art';
import { wallArtCalculator } from './api/wall-art-calculator';
import { wallArtSelection } from './api/wall-art-selection';
import { wishlist } from './api/wishlist';
import type { AppEnv } from './app-env';
import { DatabaseUnavailable } from './db/database';
import { answersJson, serviceUnavailable } from './http/api-answers';
import { cacheDefaults } from './http/cache-defaults';
import { CACHE, cachePolicy } from './http/cache-policy';
import { requestGuards } from './http/request-guards';
import { securityHeaders } from './http/security-headers';
import { requestScope } from './observability/request-scope';
import { consentedScripts } from './render/consented-scripts';
import { serverErrorResponse } from './render/server-error';
import { editorResolver } from './request/editor-middleware';
import { requestMarket } from './request/market';
import { siteResolver } from './request/site-middleware';
import { visitorFlags } from './request/treatments';
import { pages } from './routes/pages';
import { seoFiles } from './routes/seo-files';
import { staticAssets } from './routes/static-assets';
import { system } from './routes/system';

/**
 * The shop front. Every request passes the cross-cutting middleware below, in this order, before
 * any route sees it: a new route gets all of it without asking.
 */
export const app = new Hono<AppEnv>();

app.onError((error, c) => {
  // Client errors raised by middleware (e.g. a body that is not JSON) answer like every API 4xx.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(problem('body', error.message), error.status, cachePolicy(CACHE.none));
  }
  // A dependency's hiccup, not the shop's bug: a 503 the visitor can come back from (decision 062).
  if (error instanceof DatabaseUnavailable) {
    log.error('dependency-unavailable', { dependency: 'd1' }, error);
    return answersJson(c) ? serviceUnavailable(c) : serverErrorResponse(c, 503);
  }
  // Logged with context for operators; the visitor gets a page that says nothing internal.
  log.error('unhandled-error', {}, error);
  return serverErrorResponse(c);
});

app.use('*', requestScope()); // request id and the log scope of everything below
app.use('*', cacheDefaults()); // a response without a cache policy gets `none`
app.use('*', editorResolver()); // a checked visual editor or a visitor
app.use('*', securityHeaders()); // CSP with nonce, HSTS, framing, ...
app.use('*', siteResolver()); // channel and domain of the host
app.use('*', visitorFlags()); // the visitor's flag key and treatments: what a page and its cache key vary by
app.use('*', consentedScripts()); // after the page cache: the tracking a visitor consented to
app.use('*', requestGuards()); // same origin, rate limits, body limits of state-changing requests
// The market (channel, locale) of catalogue, pricing and other shop calls (spec §7 X-Locale, X-Channel).
for (const path of ['/web-api/*', '/price-api/*', '/accessory']) app.use(path, requestMarket());

app.route('/', staticAssets);
app.route('/', contentWebhook);
app.route('/', storyApi);
app.route('/', location);
app.route('/', customerApi);
app.route('/', accounts);
app.route('/', googleSignIn);
app.route('/', passwordReset);
app.route('/', wishlist);
app.route('/', featureFlags);
app.route('/', flagTracking);
app.route('/', consentSettings);
app.route('/', newsletter);
app.route('/', shipping);
app.route('/', contact);
app.route('/', voucher);
app.route('/', catalogue);
app.route('/', cardPrices);
app.route('/', calendarPrices);
app.route('/', photobookPrices);
app.route('/', photoboxPrices);
app.route('/', designs);
app.route('/', siteData);
app.route('/', wallArt);
app.route('/', wallArtSelection);
app.route('/', wallArtCalculator);
app.route('/', toolbox);
app.route('/', clientErrors);
app.route('/', seoFiles);
app.route('/', system);
app.route('/', pages);
