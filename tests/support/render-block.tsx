import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { z } from 'zod';
import type { Block } from '../../src/shared/content/story';
import { createTranslator } from '../../src/shared/i18n/translator';
import type { Locale } from '../../src/shared/locale/locales';
import type { PageData, ShopData } from '../../src/shared/shop-data';
import { BlockList } from '../../src/shared/ui/blocks/BlockList';
import type { BlockProps } from '../../src/shared/ui/blocks/block-props';
import { BlockTableContext } from '../../src/shared/ui/blocks/block-table';
import { BLOCKS } from '../../src/shared/ui/blocks/registry';
import { Shell } from '../../src/shared/ui/shell/Shell';
import { ShopContext } from '../../src/shared/ui/shop-context';
import { cleanBlocks } from '../../src/worker/features/content/clean-blocks';
import { messagesFor } from '../../src/worker/platform/messages';

type ShopOptions = { locale?: Locale; page?: PageData; treatments?: Record<string, string>; pageQuery?: ShopData['pageQuery'] };

/** `content` inside the shop context and shell of a kartenliebe page in `locale`, with the server's block table. */
export function inShop(content: ReactNode, { locale = 'de-DE', page, treatments = {}, pageQuery = {} }: ShopOptions = {}): ReactNode {
  const prefix = locale === 'de-DE' ? '' : locale.slice(0, 2);
  const data = {
    channel: 'kartenliebe',
    brandName: 'Kartenliebe',
    locale,
    platform: 'web',
    path: '/',
    startPath: prefix ? `/${prefix}/` : '/',
    pathPrefix: prefix,
    designerOrigin: null,
    pageQuery,
    channelLinks: [],
    languageLinks: [],
    wishlistPath: null,
    navigation: { shopLinks: [], infoItems: [], items: [] },
    page: page ?? { kind: 'error', status: 404, reason: 'not-found', message: '' },
    messages: messagesFor(locale),
    treatments,
    editor: null,
  } satisfies ShopData;
  return (
    <BlockTableContext.Provider value={BLOCKS}>
      <ShopContext.Provider value={{ data, t: createTranslator(locale, data.messages) }}>
        {/* A page's blocks are inside its shell (dialogs, spec §4). */}
        <Shell>{content}</Shell>
      </ShopContext.Provider>
    </BlockTableContext.Provider>
  );
}

/** Server-renders `content` inside the shop context of a kartenliebe page in `locale` (inShop). */
export function renderInShop(content: ReactNode, options: ShopOptions = {}): string {
  const html = renderToStaticMarkup(inShop(content, options));
  // React hoists a preload hint for eager images in front of the markup; it is not the content's.
  return html.replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
}

/**
 * One block as a page renders it: parsed with its schema ('' when it fails, as the page skips it),
 * then rendered in the shop context.
 */
export function renderBlock<S extends z.ZodType>(
  schema: S,
  Component: ComponentType<BlockProps<z.output<S>>>,
  block: Record<string, unknown>,
  options: { locale?: Locale; page?: PageData; position?: number } = {},
): string {
  const parsed = schema.safeParse(block);
  if (!parsed.success) return '';
  return renderInShop(<Component block={parsed.data} position={options.position ?? 0} />, options);
}

/** Blocks as a page renders them: cleaned with their schemas, then through the registry. */
export function renderBlocks(blocks: Record<string, unknown>[], locale: Locale = 'de-DE', treatments: Record<string, string> = {}): string {
  return renderInShop(<BlockList blocks={cleanBlocks(blocks as Block[], 'test')} />, { locale, treatments });
}

/** A Storyblok asset field as the content service sends it. */
export const asset = (filename: string, alt: string) => ({
  fieldtype: 'asset',
  filename,
  alt,
  title: '',
  name: '',
  focus: '',
  copyright: '',
  id: 0,
});
