import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentConfig } from '../../src/worker/platform/config/content-config';
import { equalInConstantTime } from '../../src/worker/platform/request/digest';
import { checkEditor } from '../../src/worker/platform/request/editor-check';

// The visual-editor token check (spec §4, §6): sha1(space_id:preview_token:timestamp), at most an hour old.
const config = contentConfig({
  CONTENT_SOURCE: 'storyblok',
  STORYBLOK_SPACE_ID: '123',
  STORYBLOK_PREVIEW_TOKEN: 'preview',
  STORYBLOK_PUBLIC_TOKEN: 'public',
});
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

function query(timestamp: number, { space = '123', token }: { space?: string; token?: string } = {}): URLSearchParams {
  const signed = token ?? createHash('sha1').update(`${space}:preview:${timestamp}`).digest('hex');
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': space,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': signed,
  });
}

describe('editor check', () => {
  const seconds = now / 1000;
  it('accepts a fresh token of this space, also written in upper case', async () => {
    expect((await checkEditor(query(seconds - 10), config, now)).kind).toBe('editor');
    const upper = createHash('sha1').update(`123:preview:${seconds}`).digest('hex').toUpperCase();
    expect((await checkEditor(query(seconds, { token: upper }), config, now)).kind).toBe('editor');
  });

  it('refuses tokens that are old, from the future, of another space or forged', async () => {
    expect(await checkEditor(query(seconds - 3601), config, now)).toEqual({ kind: 'refused', reason: 'token is older than an hour' });
    expect((await checkEditor(query(seconds + 3600), config, now)).kind).toBe('refused');
    expect((await checkEditor(query(seconds, { space: '124' }), config, now)).kind).toBe('refused');
    expect((await checkEditor(query(seconds, { token: 'f'.repeat(40) }), config, now)).kind).toBe('refused');
    expect((await checkEditor(query(seconds, { token: '<script>' }), config, now)).kind).toBe('refused');
  });

  it('treats a request without editor parameters as a visitor, and drafts without a preview token as refused', async () => {
    expect(await checkEditor(new URLSearchParams('a=1'), config, now)).toEqual({ kind: 'visitor' });
    const demo = contentConfig({ CONTENT_SOURCE: 'demo' });
    expect((await checkEditor(query(seconds), demo, now)).kind).toBe('refused');
  });

  it('compares without regard to where strings differ', () => {
    expect(equalInConstantTime('abc', 'abc')).toBe(true);
    expect(equalInConstantTime('abc', 'abd')).toBe(false);
    expect(equalInConstantTime('abc', 'abcd')).toBe(false);
  });
});
