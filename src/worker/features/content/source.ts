import type { ContentVersion, Story } from '../../../shared/content/story';

/**
 * Where stories come from (spec §7 content service): the Storyblok CDN API or the bundled demo
 * content. The story cache and the routes only know this interface.
 */
export interface ContentSource {
  /**
   * Names the source and space, e.g. `demo` or `sb123`. It is part of every cache key, so a
   * switch of source or space never serves the other one's cached stories.
   */
  readonly id: string;
  /** A story by its full slug (`kartenliebe/de/fotokalender`). */
  story(fullSlug: string, options: StoryOptions): Promise<StoryLookup>;
  /** A story by its numeric id (the publish webhook names stories by id). */
  storyById(id: number, version: ContentVersion): Promise<StoryLookup>;
  /** Every story and folder under a full-slug prefix, all pages read (sitemaps, breadcrumbs). */
  links(startsWith: string, version: ContentVersion): Promise<ContentLink[]>;
}

export interface StoryOptions {
  version: ContentVersion;
  /** Storyblok `resolve_relations`: fields such as `Page.related` whose story ids become stories. */
  resolveRelations?: readonly string[];
  /** A Storyblok release to read from (drafts only). */
  release?: string;
}

export type StoryLookup = { kind: 'found'; story: Story } | { kind: 'not-found' };

/** One entry of the content service's link list (Storyblok `cdn/links`). */
export interface ContentLink {
  id: number;
  uuid: string;
  /** The full slug. */
  slug: string;
  name: string;
  is_folder: boolean;
  is_startpage: boolean;
  published: boolean;
}

/**
 * The source could not answer: a status outside 200–206 other than 404 (spec §8, carrying the
 * status text), a timeout, 429 after the retries that fit the timeout or while the source is
 * paused (decision 063), or no connection. Never cached; a stale copy wins over it.
 */
export class ContentSourceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentSourceError';
  }
}
