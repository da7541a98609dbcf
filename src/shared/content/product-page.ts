/**
 * spec §3 "Teaser page fields: teaser, uspTeaser, calculator, sku": a product page as the content
 * service writes it (`component: 'ProductPage'`), read as the Page the shop renders (decision
 * 038): its body is the teaser, the calculator and the USPs in that order, then any blocks of its
 * own; its `sku` goes to each calculator without one of its own (the SKU preset, spec §4). Plain
 * data in and out, so the server's parse and the visual editor's live edits read it alike.
 * @example productPageAsPage({ component: 'ProductPage', teaser: [t], calculator: [c], uspTeaser: [u], sku: 'leinwand-600x400' })
 *          // { component: 'Page', body: [t, { ...c, sku: 'leinwand-600x400' }, u] }
 */
export function productPageAsPage(content: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (content.component !== 'ProductPage') return { ...content };
  const { teaser, calculator, uspTeaser, body, sku, ...page } = content;
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const preset = typeof sku === 'string' ? sku : '';
  const calculators = list(calculator).map((block) => (preset && isRecord(block) && !block.sku ? { ...block, sku: preset } : block));
  return { ...page, component: 'Page', body: [...list(teaser), ...calculators, ...list(uspTeaser), ...list(body)] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
