import { z } from 'zod';
import { TAG_MANAGER_ID } from '../../../shared/analytics';
import { emptyAsUnset, serviceUrl } from '../env';
import { configReader } from './config-reader';

/**
 * The tag manager (spec §4 analytics; spec §5 tag-manager ids; decision 060): Google Tag Manager
 * (`GTM-…`) or a Google tag (`G-…`), loaded only for a visitor who granted consent and whose page
 * address does not say `tracking=0`. Without an id (the local default) nothing is loaded.
 */
interface TagManagerConfig {
  id: string | undefined;
  /** The tag's script, to which `?id=` is added; its origin and path are what the CSP allows. */
  scriptUrl: URL;
}

/** Google's own addresses of the two kinds of tag, as their install snippets load them. */
const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

const TagManagerSchema = z.object({
  TAG_MANAGER_ID: z.preprocess(
    emptyAsUnset,
    z.string().regex(TAG_MANAGER_ID, 'must be GTM- or G- followed by uppercase letters or digits (spec §5)').optional(),
  ),
  TAG_MANAGER_SCRIPT_URL: z.preprocess(emptyAsUnset, serviceUrl.optional()),
});

export const tagManagerConfig = configReader(
  'tag manager configuration',
  TagManagerSchema,
  (vars): TagManagerConfig => ({
    id: vars.TAG_MANAGER_ID,
    scriptUrl: new URL(vars.TAG_MANAGER_SCRIPT_URL ?? (vars.TAG_MANAGER_ID?.startsWith('G-') ? GOOGLE_TAG_SCRIPT : TAG_MANAGER_SCRIPT)),
  }),
);
