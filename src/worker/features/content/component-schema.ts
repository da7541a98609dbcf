import { z } from 'zod';
import { NESTED_COMPONENTS, type StoryblokFieldMeta } from '../../../shared/content/fields';
import { PageContentSchema } from '../../../shared/content/story';
import { BLOCK_SCHEMAS } from '../../../shared/ui/blocks/schemas';

/**
 * The content space's components in the format of Storyblok's management API (`components`, each
 * with its field `schema`), generated from the block schemas the shop renders: editors get the
 * same blocks and fields the code reads (issue "Blocks" 7, `npm run content:schema`).
 */
interface StoryblokField {
  type: 'text' | 'textarea' | 'asset' | 'multilink' | 'richtext' | 'bloks' | 'boolean' | 'option' | 'options' | 'custom';
  pos: number;
  /** For `custom`: the field plugin (decision 043). */
  field_type?: string;
  required?: boolean;
  options?: { name: string; value: string }[];
  filetypes?: string[];
  restrict_components?: boolean;
  component_whitelist?: string[];
}

interface StoryblokComponent {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  schema: Record<string, StoryblokField>;
}

/** Fields Storyblok manages itself, never part of a component's schema. */
// Fields the content space does not edit: identity, and the catalogue data the server fills in.
const OWN_FIELDS = new Set(['component', '_uid', 'catalogue']);

/** Fields whose entries are blocks of the registry (not nested items of one kind): any block, or the ones named. */
const BLOCK_LIST_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly string[] | 'any'>>>> = {
  Page: { body: 'any' },
  ABContent: { on: 'any', off: 'any' },
  // spec §3 teaser page fields.
  ProductPage: { teaser: ['Teaser'], calculator: ['Calculator'], uspTeaser: ['UspTeaser'], body: 'any' },
};

/**
 * spec §3 teaser page (teaser, uspTeaser, calculator, sku): a product page as the content space
 * writes it, read as a Page (src/shared/content/product-page.ts). Its own fields after the Page's.
 */
const ProductPageFieldsSchema = z.looseObject({
  ...(PageContentSchema.out as z.ZodObject).shape,
  teaser: z.array(z.unknown()),
  calculator: z.array(z.unknown()),
  uspTeaser: z.array(z.unknown()),
  sku: z.string(),
});

export function storyblokComponents(): StoryblokComponent[] {
  // In code-unit order, as a plain sort() orders the names; names are unique, so none compare equal.
  const blockSchemas = Object.entries(BLOCK_SCHEMAS).sort(([a], [b]) => (a < b ? -1 : 1));
  const blocks = blockSchemas.map(([name]) => name);
  const components: StoryblokComponent[] = [
    component('Page', PageContentSchema, true, blocks),
    component('ProductPage', ProductPageFieldsSchema, true, blocks),
  ];
  for (const [name, schema] of blockSchemas) components.push(component(name, schema, false, blocks));
  for (const [name, schema] of [...NESTED_COMPONENTS].sort(([a], [b]) => a.localeCompare(b)))
    components.push(component(name, schema, false, blocks));
  return components;
}

function component(name: string, schema: z.ZodType, root: boolean, blocks: string[]): StoryblokComponent {
  const shape = (unwrap(schema) as z.ZodObject)._zod.def.shape as Record<string, z.ZodType>;
  const fields: Record<string, StoryblokField> = {};
  let pos = 0;
  for (const [field, fieldSchema] of Object.entries(shape)) {
    if (OWN_FIELDS.has(field)) continue;
    const listed = BLOCK_LIST_FIELDS[name]?.[field];
    const described = listed
      ? { type: 'bloks' as const, restrict_components: true, component_whitelist: listed === 'any' ? blocks : [...listed] }
      : describe(fieldSchema);
    // A structured value Storyblok has no field type for (e.g. a page's actionColor pair) is left
    // to a custom field plugin; the components file does not invent one.
    if (!described) continue;
    fields[field] = { ...described, pos: pos++, ...(isRequired(fieldSchema) ? { required: true } : {}) };
  }
  return { name, display_name: name.replace(/([a-z])([A-Z])/g, '$1 $2'), is_root: root, is_nestable: !root, schema: fields };
}

function describe(schema: z.ZodType): Omit<StoryblokField, 'pos'> | null {
  const meta = metaOf(schema);
  if (meta?.storyblok === 'asset') return { type: 'asset', filetypes: ['images'] };
  if (meta?.storyblok === 'bloks') return { type: 'bloks', restrict_components: true, component_whitelist: [meta.component ?? ''] };
  if (meta?.storyblok === 'options') return { type: 'options' };
  if (meta?.storyblok === 'custom') return { type: 'custom', field_type: meta.fieldType ?? '' };
  if (meta) return { type: meta.storyblok };
  const base = unwrap(schema);
  const kind = base._zod.def.type;
  if (kind === 'boolean') return { type: 'boolean' };
  if (kind === 'enum') {
    const values = Object.values((base as z.ZodEnum)._zod.def.entries) as string[];
    return { type: 'option', options: values.map((value) => ({ name: value, value })) };
  }
  if (kind === 'array') return { type: 'options' };
  if (kind === 'object') return 'linktype' in ((base as z.ZodObject)._zod.def.shape as object) ? { type: 'multilink' } : null;
  return { type: 'text' };
}

/** The field's Storyblok kind, declared on the field type or a schema it wraps. */
function metaOf(schema: z.ZodType): StoryblokFieldMeta | undefined {
  for (let current: z.ZodType | undefined = schema; current; current = inner(current)) {
    const found = z.globalRegistry.get(current) as StoryblokFieldMeta | undefined;
    if (found?.storyblok) return found;
  }
  return undefined;
}

/** The schema under catch, default, optional, pipes and refinements. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let next = inner(current); next; next = inner(current)) current = next;
  return current;
}

function inner(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if (def.type === 'pipe') return def.out && def.out._zod.def.type !== 'transform' ? def.out : def.in;
  return def.innerType;
}

/** A field the block cannot do without: a text that must not be empty. */
function isRequired(schema: z.ZodType): boolean {
  const base = schema._zod.def as { type: string; checks?: unknown[] };
  return base.type === 'string' && Array.isArray(base.checks) && base.checks.length > 0;
}
