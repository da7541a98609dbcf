import { z } from 'zod';
import { CATALOGUE_ID } from '../catalogue/listing';
import { LinkSchema } from './story';

/**
 * What each field is in Storyblok's component editor (`npm run content:schema` writes the
 * components file from these): zod metadata on the field types below.
 */
export type StoryblokFieldMeta = {
  storyblok: 'text' | 'textarea' | 'asset' | 'multilink' | 'richtext' | 'bloks' | 'options' | 'custom';
  /** For `bloks`: the component of the nested entries. */
  component?: string;
  /** For `custom`: the field plugin that edits it. */
  fieldType?: string;
};

/** Storyblok's colour-picker app: the field plugin of every colour (decision 043). */
const COLOUR_PLUGIN = 'storyblok-colorpicker';

/** Nested entry components (e.g. `SubTeaserItem`) with their schemas, as `entries()` declares them. */
export const NESTED_COMPONENTS = new Map<string, z.ZodType>();

const meta = (value: StoryblokFieldMeta) => value;

/**
 * Field types of content blocks (docs/content-model.md "Common field types"), lenient where an
 * editor may leave a field empty: an empty text is '', an empty link or asset is undefined. The
 * block schemas build on these; the worker parses every block before rendering.
 */
export const TextField = z.string().catch('');

/** A text that must be there for the block to make sense. */
export const RequiredText = z.string().trim().min(1, 'must not be empty');

export const BooleanField = z.boolean().catch(false);

/**
 * A colour an editor picks (spec §3 calculator "a colour-selector plugin"; decision 043): Storyblok's
 * colour-picker field plugin stores `{ plugin, color }`, a text field the hex code itself; either
 * reads as `#rrggbb`, anything else as no colour.
 */
export const ColourField = z
  .preprocess(
    (value) => (value && typeof value === 'object' && 'color' in value ? (value as { color: unknown }).color : value),
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
  )
  .catch(undefined)
  .meta(meta({ storyblok: 'custom', fieldType: COLOUR_PLUGIN }));

export const AssetField = z
  .preprocess(
    (value) => (value && typeof value === 'object' && (value as { filename?: unknown }).filename ? value : undefined),
    z.looseObject({ filename: z.string(), alt: z.string().catch('') }).optional(),
  )
  .catch(undefined)
  .meta(meta({ storyblok: 'asset' }));

export const LinkField = z
  .preprocess((value) => (value === '' ? undefined : value), LinkSchema.optional())
  .catch(undefined)
  .meta(meta({ storyblok: 'multilink' }));

/** A Storyblok rich-text document, rendered by src/shared/ui/richtext. */
export const RichTextField = z
  .looseObject({ type: z.literal('doc'), content: z.array(z.unknown()).catch([]) })
  .optional()
  .catch(undefined)
  .meta(meta({ storyblok: 'richtext' }));

/** One of a fixed set of values, or the first when the editor chose none (or something else). */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values).catch(values[0]);
}

/**
 * The nested entries of a block (e.g. a teaser's items): each parsed with `item`; an entry that
 * fails is dropped, the rest stay. `component` names the entries' component in the content space
 * (nested blocks); without it the entries are plain values (a list of texts).
 */
export function entries<T extends z.ZodType>(item: T, component?: string) {
  if (component) NESTED_COMPONENTS.set(component, item);
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    )
    .meta(meta(component ? { storyblok: 'bloks', component } : { storyblok: 'options' }));
}

/** Every block has its component name and unique id. */
export const BlockBase = { component: z.string(), _uid: z.string() };

/**
 * An id of the catalogue a block names (a theme id, design id, SKU): letters, digits, dot, dash
 * and underscore, as the catalogue API accepts them.
 */
export const CatalogueId = z.string().trim().regex(CATALOGUE_ID, 'must be a catalogue id');

/**
 * Where the server puts the catalogue data of a block after parsing it (src/worker/features/catalogue):
 * whatever a story holds under this name is dropped, so prices never come from content.
 */
export const CatalogueSlot = {
  catalogue: z
    .unknown()
    .transform(() => undefined)
    .optional(),
};
