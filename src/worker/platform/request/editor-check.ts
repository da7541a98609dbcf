import type { ContentConfig } from '../config/content-config';
import { equalInConstantTime, sha1Hex } from './digest';

/**
 * Editors (spec §4, §6): the Storyblok visual editor opens pages with `_storyblok…` query
 * parameters. Such a request is a draft request only if `_storyblok_tk[token]` is
 * sha1(`space_id:preview_token:timestamp`) for this space and the timestamp is at most an hour
 * old. Anything else asking for drafts is a visitor and gets published content.
 */
export type EditorCheck = { kind: 'visitor' } | { kind: 'editor'; release: string | undefined } | { kind: 'refused'; reason: string };

/** How long a visual-editor token is valid (Storyblok signs a timestamp; one hour). */
const EDITOR_TOKEN_MAX_AGE_SECONDS = 3600;
/** Clock difference tolerated for timestamps slightly in the future. */
const CLOCK_SKEW_SECONDS = 300;

const PARAM = {
  storyId: '_storyblok',
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
  release: '_storyblok_release',
} as const;

/** Whether a query carries visual-editor parameters at all. */
export function asksForDrafts(query: URLSearchParams): boolean {
  for (const key of query.keys()) if (key === PARAM.storyId || key.startsWith('_storyblok_tk')) return true;
  return false;
}

export async function checkEditor(query: URLSearchParams, config: ContentConfig, nowMs: number = Date.now()): Promise<EditorCheck> {
  if (!asksForDrafts(query)) return { kind: 'visitor' };
  const { spaceId, previewToken } = config.storyblok;
  if (config.source !== 'storyblok' || !spaceId || !previewToken) return { kind: 'refused', reason: 'draft content is not configured' };

  const givenSpace = query.get(PARAM.spaceId);
  const timestamp = query.get(PARAM.timestamp);
  const token = query.get(PARAM.token);
  if (givenSpace !== spaceId) return { kind: 'refused', reason: 'space_id is not this space' };
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { kind: 'refused', reason: 'timestamp is missing or not a number' };
  const age = nowMs / 1000 - Number(timestamp);
  if (age > EDITOR_TOKEN_MAX_AGE_SECONDS) return { kind: 'refused', reason: 'token is older than an hour' };
  if (age < -CLOCK_SKEW_SECONDS) return { kind: 'refused', reason: 'timestamp is in the future' };
  if (!token || !/^[0-9a-f]{40}$/i.test(token)) return { kind: 'refused', reason: 'token is missing or malformed' };

  const expected = await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`);
  if (!equalInConstantTime(expected, token.toLowerCase())) return { kind: 'refused', reason: 'token does not match' };
  const release = query.get(PARAM.release);
  return { kind: 'editor', release: release && /^\d{1,12}$/.test(release) && release !== '0' ? release : undefined };
}
