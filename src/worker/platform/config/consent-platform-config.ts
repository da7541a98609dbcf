import { z } from 'zod';
import {
  CONSENT_PLATFORM_COUNTRY,
  CONSENT_PLATFORM_ID,
  CONSENT_PLATFORM_LANGUAGE,
  CONSENT_PLATFORM_REGION,
} from '../../../shared/consent-platform';
import { emptyAsUnset, serviceUrl } from '../env';
import { configReader } from './config-reader';

/**
 * The consent platform (spec §2: the cookie-consent notice "loaded with configured id, language and
 * optional country and region"; decision 089). Without an id (the local default) the shop's own
 * notice asks (decision 060).
 */
export interface ConsentPlatformConfig {
  id: string;
  notice: string | undefined;
  /** The SDK's base address, ending in `/`. */
  sdkUrl: URL;
  /** The platform's API, which its SDK calls. */
  apiUrl: URL;
  language: string | undefined;
  country: string | undefined;
  region: string | undefined;
}

/** Didomi's own addresses, as its install snippet and its CSP advice name them. */
const SDK_URL = 'https://sdk.privacy-center.org/';
const API_URL = 'https://api.privacy-center.org/';

const optional = (pattern: RegExp, message: string) => z.preprocess(emptyAsUnset, z.string().regex(pattern, message).optional());

const ConsentPlatformSchema = z
  .object({
    CONSENT_PLATFORM_ID: optional(CONSENT_PLATFORM_ID, 'must be the platform’s public API key: letters, digits and dashes'),
    CONSENT_PLATFORM_NOTICE_ID: optional(CONSENT_PLATFORM_ID, 'must be a notice id: letters, digits and dashes'),
    CONSENT_PLATFORM_LANGUAGE: optional(CONSENT_PLATFORM_LANGUAGE, 'must be a two-letter language code in lower case, such as de'),
    CONSENT_PLATFORM_COUNTRY: optional(CONSENT_PLATFORM_COUNTRY, 'must be a two-letter country code in upper case, such as DE'),
    CONSENT_PLATFORM_REGION: optional(CONSENT_PLATFORM_REGION, 'must be the region part of an ISO 3166-2 code in upper case, such as CA'),
    CONSENT_PLATFORM_SDK_URL: z.preprocess(emptyAsUnset, serviceUrl.optional()),
    CONSENT_PLATFORM_API_URL: z.preprocess(emptyAsUnset, serviceUrl.optional()),
  })
  .refine((vars) => !vars.CONSENT_PLATFORM_REGION || vars.CONSENT_PLATFORM_COUNTRY, {
    path: ['CONSENT_PLATFORM_REGION'],
    message: 'needs CONSENT_PLATFORM_COUNTRY: a region is a part of a country',
  });

const readConsentPlatform = configReader(
  'consent platform configuration',
  ConsentPlatformSchema,
  (vars): { platform: ConsentPlatformConfig | undefined } => ({
    platform: vars.CONSENT_PLATFORM_ID
      ? {
          id: vars.CONSENT_PLATFORM_ID,
          notice: vars.CONSENT_PLATFORM_NOTICE_ID,
          sdkUrl: new URL('./', vars.CONSENT_PLATFORM_SDK_URL ?? SDK_URL),
          apiUrl: new URL('./', vars.CONSENT_PLATFORM_API_URL ?? API_URL),
          language: vars.CONSENT_PLATFORM_LANGUAGE,
          country: vars.CONSENT_PLATFORM_COUNTRY,
          region: vars.CONSENT_PLATFORM_REGION,
        }
      : undefined,
  }),
);

/** The configured consent platform, or none. A bad var stops the worker with a configuration error. */
export function consentPlatformConfig(env: object): ConsentPlatformConfig | undefined {
  return readConsentPlatform(env).platform;
}
