import type { Context } from 'hono';
import type { CardCalculatorData, DesignCard } from '../../../shared/catalogue/listing';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import type { PageLocation } from '../../platform/request/locale-path';
import { catalogueAnswer } from '../catalogue/public';
import { contentAccess, startShellReads } from '../content/public';
import { renderPage } from '../page-shell/public';

/**
 * spec §2 route `themes-id-theme`: the card theme of the path, from the catalogue. A theme the
 * catalogue does not have (or no longer offers) is not found; a catalogue that cannot be read
 * is a 503, like content that cannot be read.
 */
export async function renderThemePage(c: Context<AppEnv>, location: PageLocation, id: string): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const where = { channel: c.get('site').channel, locale: location.locale };
  startShellReads(contentAccess(c), where, null);
  let design: DesignCard | null;
  let calculator: CardCalculatorData | null;
  try {
    // The theme and its card calculator's price list (decision 070), read together.
    [design, calculator] = await Promise.all([
      catalogueAnswer(c.env, where, { type: 'design', kind: 'card', id }),
      catalogueAnswer(c.env, where, { type: 'card-calculator', themeId: id }),
    ]);
  } catch (error) {
    log.error('catalogue-read-failed', { path }, error);
    return renderPage(c, { kind: 'error', status: 503, reason: 'unavailable', message: `Catalogue unavailable: ${path}` }, location, {
      headers: { 'retry-after': '30' },
    });
  }
  if (!design) return renderPage(c, { kind: 'error', status: 404, reason: 'not-found', message: `Page not found: ${path}` }, location);
  return renderPage(c, { kind: 'theme', id, design, calculator }, location);
}
