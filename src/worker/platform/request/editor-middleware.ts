import type { MiddlewareHandler } from 'hono';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../app-env';
import { contentConfig } from '../config/content-config';
import { asksForDrafts, checkEditor } from './editor-check';

/**
 * Decides once, before anything else answers, whether the request is a checked visual editor's
 * (spec §4, §6): pages then serve drafts, and the security headers let the Storyblok app frame
 * them. A request with editor parameters that fail the check is logged and served as a visitor's.
 */
export function editorResolver(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const editor = asksForDrafts(query) ? await checkEditor(query, contentConfig(c.env)) : { kind: 'visitor' as const };
    if (editor.kind === 'refused') log.warn('editor-token-refused', { reason: editor.reason });
    c.set('editor', editor);
    await next();
  };
}
