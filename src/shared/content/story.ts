import { z } from 'zod';
import { productPageAsPage } from './product-page';

/**
 * Stories as the content service delivers them (Storyblok CDN API v2 shape), parsed at the edge
 * of the system (DESIGN "every input from outside is parsed with zod"). Only what the shop reads
 * is checked; Storyblok's other fields pass through untouched, so a story can be handed to the
 * client or the visual editor as it came. Field meanings: docs/content-model.md.
 */

/** Any block: Storyblok marks each with a component name and a unique id. */
export const BlockSchema = z.looseObject({
  component: z.string().min(1),
  _uid: z.string().min(1),
});
export type Block = z.infer<typeof BlockSchema>;

/** Storyblok's multilink field (spec §3 `link.url`; types url, story, asset, email). */
export const LinkSchema = z.looseObject({
  linktype: z.enum(['url', 'story', 'asset', 'email']).default('url'),
  url: z.string().default(''),
  cached_url: z.string().default(''),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.string().optional(),
});
export type Link = z.infer<typeof LinkSchema>;

/** spec §2 redirect stories: the status codes a story may ask for. */
const REDIRECT_STATUSES = ['301', '302', '307', '308'] as const;

/** spec §3 "Content page": component, activeNavigation, actionColor, target, status, body. */
const PageFieldsSchema = z.looseObject({
  component: z.literal('Page'),
  _uid: z.string().optional(),
  title: z.string().default(''),
  description: z.string().default(''),
  activeNavigation: z.string().default(''),
  actionColor: z.looseObject({ ctaColor: z.string().optional(), ctaTextColor: z.string().optional() }).optional(),
  body: z.array(BlockSchema).default([]),
  // Storyblok sends an unset link field as '' or as a link with nothing in it, an unset option as ''.
  target: z.preprocess((value) => (value === '' ? undefined : value), LinkSchema.optional()),
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(REDIRECT_STATUSES).optional()),
});
/** A Page, or a product page (spec §3 teaser page) read as one (./product-page.ts). */
export const PageContentSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' ? productPageAsPage(value as Record<string, unknown>) : value),
  PageFieldsSchema,
);
export type PageContent = z.infer<typeof PageContentSchema>;

export const StorySchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: z.looseObject({ component: z.string(), _uid: z.string().optional() }),
  tag_list: z.array(z.string()).default([]),
  published_at: z.string().nullable().optional(),
  /** The same story in the other language folders (Storyblok's translations of a story). */
  alternates: z.array(z.looseObject({ full_slug: z.string() })).default([]),
});
export type Story = z.infer<typeof StorySchema>;

/** A story whose content is a Page (spec §2: only those are content pages). */
export type PageStory = Story & { content: PageContent };

/** The content versions of spec §4: editors see drafts, everyone else what is published. */
export type ContentVersion = 'draft' | 'published';
