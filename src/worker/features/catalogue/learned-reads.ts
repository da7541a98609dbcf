import type { Context } from 'hono';
import type { CatalogueNeed } from '../../../shared/catalogue/catalogue-needs';
import type { AppEnv } from '../../platform/app-env';
import { cachePerEnvironment, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { catalogueAnswer, needKeyOf } from './kept-answers';
import type { CatalogueWhere } from './read-need';

/**
 * Catalogue reads learnt from a page's last rendering (decision 046). What a page reads from D1
 * follows from its story, so a first rendering reads the story and then the catalogue: two
 * storage round trips before a calculator can be written. The isolate remembers what each page
 * URL read, and the next rendering of that URL starts the same reads at once, beside the story's.
 * Only the question is remembered here; an answer is kept for a minute at most, by ./kept-answers.ts
 * (decision 102). A read the page turns out not to need (its story changed) is left unused.
 */

/**
 * Page URLs come from requests (decision 064): ISOLATE_CACHES.learnedReads bounds how many are
 * remembered, the least recently rendered going first, each for an hour (a story changes; a read
 * it no longer makes would be started for nothing).
 */
const learnedBytes = (needs: CatalogueNeed[], key: string) =>
  stringBytes(key) + needs.reduce((sum, need) => sum + stringBytes(needKeyOf(need)), 0);

/** By environment (one per deployment, in practice), then by page URL, channel and locale. */
const learnedOf = cachePerEnvironment<string, CatalogueNeed[]>({ ...ISOLATE_CACHES.learnedReads, sizeOf: learnedBytes });

declare module 'hono' {
  interface ContextVariableMap {
    /** The reads this request started before its story was known, by need; each is taken once. */
    learnedReads?: Map<string, Promise<unknown>>;
  }
}

const pageKeyOf = (c: Context<AppEnv>, where: CatalogueWhere) => `${where.channel}|${where.locale}|${c.req.url}`;

/** Starts the reads this page URL made last time, before its story is read. */
export function startLearnedReads(c: Context<AppEnv>, where: CatalogueWhere): void {
  const needs = learnedOf(c.env).get(pageKeyOf(c, where));
  if (!needs) return;
  const started = new Map<string, Promise<unknown>>();
  for (const need of needs) {
    const read = catalogueAnswer(c.env, where, need);
    // Handled where the page takes it (page-catalogue.ts logs a failure); one it does not take is dropped.
    read.catch(() => undefined);
    started.set(needKeyOf(need), read);
  }
  c.set('learnedReads', started);
}

/** The read of `need` this request started early, or undefined; each is taken once. */
export function takeLearnedRead(c: Context<AppEnv>, need: CatalogueNeed): Promise<unknown> | undefined {
  const started = c.get('learnedReads');
  const key = needKeyOf(need);
  const read = started?.get(key);
  started?.delete(key);
  return read;
}

/** Remembers what the page read, for its next rendering. */
export function learnReads(c: Context<AppEnv>, where: CatalogueWhere, needs: readonly CatalogueNeed[]): void {
  const learned = learnedOf(c.env);
  const key = pageKeyOf(c, where);
  if (needs.length === 0) learned.delete(key);
  else learned.set(key, [...needs]);
}
