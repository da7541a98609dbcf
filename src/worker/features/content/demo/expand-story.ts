import type { Story } from '../../../../shared/content/story';

/**
 * Turns an authored demo story (slug, name, content) into the full shape the Storyblok CDN API
 * delivers: numeric id, uuid, full slug, block `_uid`s, timestamps, folder fields. Ids are derived
 * from the full slug, so they are the same in every build and every test.
 */
export interface AuthoredStory {
  slug: string;
  /** The same page in every language shares a group (Storyblok's `group_id` and `alternates`). */
  group: string;
  name: string;
  tag_list?: string[];
  content: Record<string, unknown> & { component: string };
}

/** When the demo content counts as published. */
const PUBLISHED_AT = '2026-11-02T09:00:00.000Z';

export function expandStory(folder: string, folderId: number, position: number, authored: AuthoredStory): Story {
  const full = `${folder}/${authored.slug}`;
  const channel = folder.slice(0, folder.indexOf('/'));
  return {
    id: demoId(full),
    uuid: demoUuid(full),
    name: authored.name,
    slug: authored.slug.slice(authored.slug.lastIndexOf('/') + 1),
    full_slug: full,
    content: withUids(authored.content, full) as Story['content'],
    tag_list: authored.tag_list ?? [],
    created_at: PUBLISHED_AT,
    published_at: PUBLISHED_AT,
    first_published_at: PUBLISHED_AT,
    updated_at: PUBLISHED_AT,
    position: position * 10,
    is_startpage: false,
    parent_id: folderId,
    group_id: demoUuid(`group:${channel}:${authored.group}`),
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    meta_data: null,
    sort_by_date: null,
    release_id: null,
  };
}

/** A positive 31-bit id from a name (FNV-1a), as stable as the name. */
export function demoId(name: string): number {
  return (fnv1a(name, 0x811c9dc5) % 2_000_000_000) + 1;
}

/** A uuid-shaped identifier from a name. */
export function demoUuid(name: string): string {
  const hex = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x27d4eb2f].map((seed) => fnv1a(name, seed).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Gives every block (an object with `component`) a `_uid` derived from its place in the story. */
function withUids(value: unknown, path: string): unknown {
  if (Array.isArray(value)) return value.map((item, index) => withUids(item, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withUids(child, `${path}.${key}`)] as const);
  const result: Record<string, unknown> = Object.fromEntries(entries);
  if (typeof result.component === 'string' && typeof result._uid !== 'string') result._uid = demoUuid(path);
  return result;
}
