/**
 * The consent platform (spec §2: the cookie-consent notice is "loaded with configured id, language
 * and optional country and region"; decision 089): what the worker and the browser's glue module
 * agree on. The platform speaks Didomi's web SDK protocol; without an id the shop's own notice asks.
 */

/** The parameters of the glue module's own address (src/client/consent-platform.ts). */
export const CONSENT_PLATFORM_PARAMS = {
  /** The platform's public API key. */
  id: 'id',
  /** The notice to show; without it the platform picks the notice by the page's host. */
  notice: 'notice',
  /** Where the platform's SDK lives (its loader is `{sdk}{id}/loader.js`). */
  sdk: 'sdk',
  /** A language the notice speaks on every page; without it, each page's own language. */
  language: 'language',
  /** The country and region whose rules the notice applies; without them the platform locates the visitor. */
  country: 'country',
  region: 'region',
} as const;

/** The attribute on `<html>` of a page whose consent the platform asks (the shop's own notice then stays hidden). */
export const CONSENT_PLATFORM_ATTRIBUTE = 'data-consent-platform';

/** A public API key or notice id of the platform: letters, digits and dashes, as its console issues them. */
export const CONSENT_PLATFORM_ID = /^[A-Za-z0-9-]{1,64}$/;
/** ISO 639-1, as the platform's `languages` take it. */
export const CONSENT_PLATFORM_LANGUAGE = /^[a-z]{2}$/;
/** ISO 3166-1 alpha-2. */
export const CONSENT_PLATFORM_COUNTRY = /^[A-Z]{2}$/;
/** The subdivision part of ISO 3166-2 (`CA` of `US-CA`). */
export const CONSENT_PLATFORM_REGION = /^[A-Z0-9]{1,3}$/;
