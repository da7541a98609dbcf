import { createRoot } from 'react-dom/client';
import type { ShopData } from '../shared/shop-data';
import type { Browser } from '../shared/ui/browser';
import { watchContentImages } from './content-images';

/**
 * What the browser does for the content of a page's blocks without their components (decision
 * 024): it keeps every content image's load state, and writes the delivery countdown (spec §4) into
 * the lines of Information blocks that keep the server's markup. Each such line, empty as the
 * server wrote it, becomes a small React root of its own; the countdown's code is a chunk loaded
 * only where a page shows one (the worker preloads it).
 */
export function startBlocksContent(data: ShopData, browser: Browser): void {
  watchContentImages();
  const lines = [...document.querySelectorAll<HTMLElement>('.server-markup [data-countdown="delivery"]')];
  if (lines.length === 0) return;
  // A chunk that fails to load rejects, unhandled on purpose: the reload guard answers it (spec §4).
  void import('../shared/ui/blocks/CountdownText').then(({ countdownLine }) => {
    const line = countdownLine(data, browser);
    for (const element of lines) createRoot(element).render(line);
  });
}
