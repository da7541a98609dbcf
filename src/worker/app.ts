import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { log } from '../shared/log/log';
import { accountData } from './features/accounts/account-data';
import { accountSettings } from './features/accounts/account-settings';
import { accounts } from './features/accounts/accounts';
import { customerApi } from './features/accounts/customer';
import { emailChange } from './features/accounts/email-change';
import { googleSignIn } from './features/accounts/google-sign-in';
import { passwordReset } from './features/accounts/password-reset';
import { whitelabelSwitch } from './features/accounts/whitelabel-switch';
import { calendarPrices } from './features/catalogue/calendar-prices';
import { campaign } from './features/catalogue/campaign';
import { cardAccessoryOrder } from './features/catalogue/card-accessory-order';
import { cardPrices } from './features/catalogue/card-prices';
import { catalogue } from './features/catalogue/catalogue';
import { giftVoucher } from './features/catalogue/gift-voucher';
import { photobookPrices } from './features/catalogue/photobook-prices';
import { photoboxPrices } from './features/catalogue/photobox-prices';
import { shipping } from './features/catalogue/shipping';
import { voucher } from './features/catalogue/voucher';
import { wallArt } from './features/catalogue/wall-art';
import { wallArtCalculator } from './features/catalogue/wall-art-calculator';
import { wallArtSelection } from './features/catalogue/wall-art-selection';
import { contact } from './features/contact/contact';
import { contentWebhook } from './features/content/content-webhook';
import { storyApi } from './features/content/story-api';
import { designs } from './features/designer/designs';
import { featureFlags } from './features/flags/feature-flags';
import { flagTracking } from './features/flags/flag-tracking';
import { visitorFlags } from './features/flags/treatments';
import { newsletter } from './features/newsletter/newsletter';
import { clientErrors } from './features/operations/client-errors';
import { staticAssets } from './features/operations/static-assets';
import { system } from './features/operations/system';
import { serverErrorResponse } from './features/page-shell/server-error';
import { consentSettings } from './features/pages/consent-settings';
import { llmsTxt } from './features/pages/llms-txt';
import { location } from './features/pages/location';
import { pages } from './features/pages/pages';
import { seoFiles } from './features/pages/seo-files';
import { siteData } from './features/pages/site-data';
import { toolbox } from './features/toolbox/toolbox';
import { wishlist } from './features/wishlist/wishlist';
import type { AppEnv } from './platform/app-env';
import { DatabaseUnavailable } from './platform/db/database';
import { readsNearShopper } from './platform/db/read-replicas';
import { answersJson, serviceUnavailable } from './platform/http/api-answers';
import { cacheDefaults } from './platform/http/cache-defaults';
import { CACHE, cachePolicy } from './platform/http/cache-policy';
import { requestGuards } from './platform/http/request-guards';
import { securityHeaders } from './platform/http/security-headers';
import { problem } from './platform/http/validation';
import { requestScope } from './platform/observability/request-scope';
import { editorResolver } from './platform/request/editor-middleware';
import { requestMarket } from './platform/request/market';
import { siteResolver } from './platform/request/site-middleware';
import { finishedResponses } from './platform/response/finish-page';

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

app.use('*', finishedResponses()); // last out: request id, 304s, consented scripts, as a replayed page gets them
app.use('*', requestScope()); // request id and the log scope of everything below
app.use('*', readsNearShopper()); // one D1 session per request: reads near the shopper, their writes read back in order
app.use('*', cacheDefaults()); // a response without a cache policy gets `none`
app.use('*', editorResolver()); // a checked visual editor or a visitor
app.use('*', securityHeaders()); // CSP with nonce, HSTS, framing, ...
app.use('*', siteResolver()); // channel and domain of the host
app.use('*', visitorFlags()); // the visitor's flag key and treatments: what a page and its cache key vary by
app.use('*', requestGuards()); // same origin, rate limits, body limits of state-changing requests
// The market (channel, locale) of catalogue, pricing and other shop calls (spec §7 X-Locale, X-Channel).
for (const path of ['/web-api/*', '/price-api/*', '/accessory', '/whitelabel/*', '/gift-voucher']) app.use(path, requestMarket());

app.route('/', staticAssets);
app.route('/', contentWebhook);
app.route('/', storyApi);
app.route('/', location);
app.route('/', customerApi);
app.route('/', accounts);
app.route('/', googleSignIn);
app.route('/', passwordReset);
app.route('/', accountSettings);
app.route('/', emailChange);
app.route('/', accountData);
app.route('/', whitelabelSwitch);
app.route('/', wishlist);
app.route('/', featureFlags);
app.route('/', flagTracking);
app.route('/', consentSettings);
app.route('/', newsletter);
app.route('/', shipping);
app.route('/', contact);
app.route('/', voucher);
app.route('/', giftVoucher);
app.route('/', catalogue);
app.route('/', cardPrices);
app.route('/', cardAccessoryOrder);
app.route('/', campaign);
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
app.route('/', llmsTxt);
app.route('/', system);
app.route('/', pages);
