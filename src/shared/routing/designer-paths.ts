import { DESKTOP_MARKER } from './paths';

/** spec §2 designer base paths, by what follows `configurator-`. */
const DESIGNER_PRODUCTS = ['calendar', 'card', 'collage', 'photo-frame', 'photobook', 'photobox'] as const;
export type DesignerProduct = (typeof DESIGNER_PRODUCTS)[number];

/**
 * The product of a designer base path's segment, or null.
 * @example designerProductOf('configurator-photo-frame') // 'photo-frame'
 */
export function designerProductOf(segment: string): DesignerProduct | null {
  if (!segment.startsWith('configurator-')) return null;
  const product = segment.slice('configurator-'.length);
  return (DESIGNER_PRODUCTS as readonly string[]).includes(product) ? (product as DesignerProduct) : null;
}

/**
 * Whether a path is a designer base path (`/fr/configurator-card`): the designer's own spelling,
 * without a trailing slash on every channel (decision 031).
 */
export function isDesignerBasePath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const last = segments.pop() ?? '';
  // Before it only the desktop marker and a language prefix, as spec §2 writes them.
  if (!segments.every((segment) => segment === DESKTOP_MARKER || /^[a-zA-Z]{2}$/.test(segment))) return false;
  return designerProductOf(last) !== null;
}
