/**
 * The localised path prefixes of spec §2 ("Localised shop-page prefixes", "Product category
 * prefixes"), in one table. Where the spec names the words they are used as given; the others
 * are chosen in docs/decisions/004-shop-page-prefixes.md.
 *
 * - `backend`: pages of the shop backend (basket, checkout, account, ...). The worker hands them
 *   on as a reverse proxy (see src/worker/features/pages/shop-backend.ts).
 * - `content`: marketing and category pages rendered by this worker from content stories.
 */
type ShopPageHandler = 'backend' | 'content';

export interface ShopPagePrefix {
  topic: string;
  handler: ShopPageHandler;
  /** First path segment(s), lowercase, without slashes at either end. */
  prefixes: readonly string[];
}

export const SHOP_PAGE_PREFIXES: readonly ShopPagePrefix[] = [
  // Transactional pages owned by the shop backend.
  {
    topic: 'configurator',
    handler: 'backend',
    prefixes: ['konfigurator', 'configuratore', 'configurateur', 'configurador', 'configurator'],
  },
  {
    topic: 'customer-account',
    handler: 'backend',
    prefixes: ['kundenkonto', 'area-clienti', 'espace-client', 'area-cliente', 'mijn-account', 'my-account'],
  },
  { topic: 'logout', handler: 'backend', prefixes: ['abmeldung', 'cancellazione', 'desabonnement', 'cerrar-sesion', 'afmelden', 'logout'] },
  { topic: 'order', handler: 'backend', prefixes: ['bestellung', 'ordine', 'commande', 'pedido', 'bestelling', 'order'] },
  { topic: 'account', handler: 'backend', prefixes: ['konto', 'account', 'compte', 'cuenta'] },
  { topic: 'basket', handler: 'backend', prefixes: ['warenkorb', 'carrello', 'panier', 'carrito', 'winkelmandje', 'basket'] },
  { topic: 'checkout', handler: 'backend', prefixes: ['kasse', 'cassa', 'caisse', 'caja', 'kassa', 'checkout'] },
  {
    topic: 'recommendation',
    handler: 'backend',
    prefixes: ['empfehlung', 'raccomandazione', 'recommandation', 'recomendacion', 'aanbeveling', 'recommendation'],
  },
  {
    topic: 'registration-verification',
    handler: 'backend',
    prefixes: [
      'registrierung/verifizierung',
      'registrazione/verifica',
      'inscription/verification',
      'registro/verificacion',
      'registreren/verificatie',
      'registration/verification',
    ],
  },
  {
    topic: 'shipping-costs',
    handler: 'backend',
    prefixes: ['versandkosten', 'costi-di-spedizione', 'frais-de-livraison', 'gastos-de-envio', 'verzendkosten', 'shipping-costs'],
  },
  { topic: 'reviews', handler: 'backend', prefixes: ['bewertungen', 'recensioni', 'avis', 'opiniones', 'beoordelingen', 'reviews'] },
  { topic: 'users', handler: 'backend', prefixes: ['benutzer', 'utenti', 'utilisateurs', 'usuarios', 'gebruikers', 'users'] },
  // Marketing topics and product categories, rendered from content stories.
  { topic: 'magazine', handler: 'content', prefixes: ['magazin', 'rivista', 'magazine', 'revista'] },
  { topic: 'design', handler: 'content', prefixes: ['gestalten', 'design', 'disenar', 'ontwerpen'] },
  { topic: 'card-design', handler: 'content', prefixes: ['karten-designen'] },
  { topic: 'card', handler: 'content', prefixes: ['karten', 'biglietti', 'cartes', 'tarjetas', 'kaarten', 'cards'] },
  { topic: 'photo-book', handler: 'content', prefixes: ['fotobuch', 'fotolibro', 'livre-photo', 'fotoboek', 'photo-book'] },
  {
    topic: 'photo-book-software',
    handler: 'content',
    prefixes: ['fotobuch-software', 'software-fotolibro', 'logiciel-livre-photo', 'fotoboek-software', 'photo-book-software'],
  },
  { topic: 'my-picture', handler: 'content', prefixes: ['mein-bild', 'la-mia-foto', 'ma-photo', 'mi-foto', 'mijn-foto', 'my-picture'] },
  { topic: 'motifs', handler: 'content', prefixes: ['motive', 'motivi', 'motifs', 'motivos', 'motieven'] },
  {
    topic: 'business-customers',
    handler: 'content',
    prefixes: ['geschaeftskunden', 'clienti-aziendali', 'entreprises', 'empresas', 'zakelijke-klanten', 'business-customers'],
  },
  {
    topic: 'white-label-service',
    handler: 'content',
    prefixes: ['white-label-service', 'servizio-white-label', 'service-marque-blanche', 'servicio-marca-blanca'],
  },
  { topic: 'newsletter', handler: 'content', prefixes: ['newsletter', 'nieuwsbrief', 'boletin'] },
  { topic: 'photo-box', handler: 'content', prefixes: ['bilderbox', 'fotobox', 'box-photos', 'scatola-con-foto', 'caja-de-foto'] },
  {
    topic: 'photo-prints',
    handler: 'content',
    prefixes: ['fotoabzuege', 'tirages-photos', 'stampa-foto', 'revelado-de-fotos', 'photo-prints', 'fotos-drucken'],
  },
  {
    topic: 'photo-calendar',
    handler: 'content',
    prefixes: ['fotokalender', 'calendario-personalizzato', 'calendrier-photo', 'calendario-personalizado'],
  },
  {
    topic: 'canvas',
    handler: 'content',
    prefixes: ['leinwanddruck', 'afdruk-op-canvas', 'impression-sur-toile', 'stampa-su-tela', 'impresion-sobre-lienzo', 'canvas-prints'],
  },
  {
    topic: 'wall-art',
    handler: 'content',
    prefixes: ['wandbilder', 'wall-art', 'deco-murale', 'stampe-da-parete', 'cuadros-personalizados', 'wanddecoratie'],
  },
  { topic: 'themes', handler: 'content', prefixes: ['themes'] },
];

/** Each prefix of the table cut into its segments once, at module load, not on every request. */
const PREFIX_SEGMENTS = SHOP_PAGE_PREFIXES.flatMap((entry) => entry.prefixes.map((prefix) => ({ entry, parts: prefix.split('/') })));

/**
 * The table row whose prefix starts the path (segment-wise; the longest prefix wins).
 * @example findShopPage(['warenkorb']) // { topic: 'basket', handler: 'backend', ... }
 */
export function findShopPage(segments: readonly string[]): ShopPagePrefix | null {
  let best: { entry: ShopPagePrefix; length: number } | null = null;
  for (const { entry, parts } of PREFIX_SEGMENTS) {
    const matches = parts.every((part, i) => segments[i]?.toLowerCase() === part);
    if (matches && (!best || parts.length > best.length)) best = { entry, length: parts.length };
  }
  return best?.entry ?? null;
}
