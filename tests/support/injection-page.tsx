import { renderToReadableStream } from 'react-dom/server';
import { SERVICE_HOTLINES } from '../../src/shared/channel/service-hotlines';
import type { LinkContext } from '../../src/shared/content/links';
import { NavigationSchema, resolveNavigation } from '../../src/shared/content/navigation';
import { type Block, PageContentSchema, type PageStory } from '../../src/shared/content/story';
import { createTranslator } from '../../src/shared/i18n/translator';
import type { ShopData } from '../../src/shared/shop-data';
import { App } from '../../src/shared/ui/App';
import type { FooterData } from '../../src/shared/ui/layout/footer-data';
import { pageHeading } from '../../src/shared/ui/page-heading';
import { cleanBlocks } from '../../src/worker/features/content/clean-blocks';
import { Document } from '../../src/worker/features/page-shell/document';
import { structuredData } from '../../src/worker/features/page-shell/structured-data';
import { messagesFor } from '../../src/worker/platform/messages';
import type { Payload } from '../fixtures/injection-corpus';
import {
  demoContent,
  firstBlockInstances,
  HARMLESS_HREF,
  HARMLESS_TEXT,
  type InjectionCase,
  isUrlKey,
  substitute,
} from './injection-cases';

/**
 * The injection corpus in a whole server-rendered page: document head, header with navigation,
 * blocks, footer and the data script (see ./injection-cases.tsx for single blocks and rich text).
 */
const LINKS: LinkContext = { channel: 'kartenliebe', language: 'de', prefix: '', platform: 'web', designerOrigin: null };

const pageBaselines = new Map<string, string>();

/** The blocks of the whole-page cases (every block on its own is covered by blockCases). */
const PAGE_BLOCKS = ['Teaser', 'Text', 'CTA', 'ABContent'];

/**
 * A whole content page (document head, header with navigation, blocks, footer, data script)
 * whose story, navigation and footer carry `text` in every text field and `href` in every URL.
 */
export async function pageCase(
  payload: Payload,
  footer: (hostile: boolean) => Promise<FooterData>,
  {
    components = PAGE_BLOCKS,
    onlyAssets = false,
  }: { components?: readonly string[] /** Only image files hostile, links and texts as written. */; onlyAssets?: boolean } = {},
): Promise<InjectionCase> {
  const instances = firstBlockInstances();
  const blocks = components.flatMap((component) => instances.get(component) ?? []);
  const render = async (text: string, href: string, hostile: boolean) => {
    const replace = (key: string) => (onlyAssets ? (key === 'filename' || key === 'src' ? href : undefined) : isUrlKey(key) ? href : text);
    const body = substitute(blocks, replace).value as Block[];
    const navigation = NavigationSchema.parse(substitute(demoContent('navigation'), replace).value);
    const page = onlyAssets
      ? { title: HARMLESS_TEXT, description: HARMLESS_TEXT, activeNavigation: '' }
      : { title: text, description: text, activeNavigation: text, actionColor: { ctaColor: text, ctaTextColor: text } };
    const content = PageContentSchema.parse({ component: 'Page', ...page, body });
    const story: PageStory = {
      id: 1,
      uuid: text,
      name: text,
      slug: 'seite',
      full_slug: 'kartenliebe/de/ratgeber/seite',
      tag_list: [text],
      alternates: [],
      content: { ...content, body: cleanBlocks(content.body, 'injection') },
    };
    // The navigation items carry `text` as their type, so the sub-navigation of the page shows too.
    const data: ShopData = {
      channel: 'kartenliebe',
      brandName: 'Kartenliebe',
      locale: 'de-DE',
      platform: 'web',
      path: '/ratgeber/seite/',
      startPath: '/',
      pathPrefix: '',
      designerOrigin: null,
      pageQuery: {},
      channelLinks: [],
      languageLinks: [],
      wishlistPath: null,
      navigation: resolveNavigation(navigation, LINKS, { kartenliebe: 'https://kartenliebe.de/', wallart: 'https://wallart.de/' }),
      page: { kind: 'content', story },
      messages: messagesFor('de-DE'),
      // A flag of the text's name on either side, so the harmless page has the same modules (the flag tracking).
      treatments: { [text]: 'on' },
      editor: null,
    };
    const t = createTranslator('de-DE', data.messages);
    const canonical = 'https://kartenliebe.de/ratgeber/seite/';
    const stream = await renderToReadableStream(
      <Document
        data={data}
        title={`${pageHeading(data.page, t)} | ${data.brandName}`}
        description={content.description}
        links={{ canonical, alternates: [{ hreflang: 'de-DE', href: canonical }], noindex: false }}
        structuredData={structuredData(data, 'https://kartenliebe.de', canonical, SERVICE_HOTLINES.de)}
        nonce="injection-test-nonce"
      >
        <App data={data} deferred={{ footer: footer(hostile), catalogue: new Map() }} />
      </Document>,
    );
    await stream.allReady;
    return `<!DOCTYPE html>${await new Response(stream).text()}`;
  };
  const key = `${components.join()}:${onlyAssets}`;
  let baseline = pageBaselines.get(key);
  if (baseline === undefined) {
    baseline = await render(HARMLESS_TEXT, HARMLESS_HREF, false);
    pageBaselines.set(key, baseline);
  }
  return {
    name: `whole page${onlyAssets ? ' (image files)' : ''} with payload ${payload.id}`,
    payload,
    html: await render(payload.text, payload.text, true),
    baseline,
    rejected: 0,
  };
}
