import type { Context } from 'hono';
import type { TeaserPrice } from '../../../shared/catalogue/catalogue-needs';
import type { DesignCard } from '../../../shared/catalogue/listing';
import { CHANNEL_INFO, CHANNELS, type Channel } from '../../../shared/channel/channels';
import { SERVICE_HOTLINES } from '../../../shared/channel/service-hotlines';
import { CatalogueId } from '../../../shared/content/fields';
import { errorWayBack, type WayBackFrom } from '../../../shared/designer/error-way-back';
import { FLAGS, ON } from '../../../shared/flags/experiments';
import { DOMAIN_INFO } from '../../../shared/locale/domains';
import { pagePath, START_PATH } from '../../../shared/routing/paths';
import type { EditorData, PageData, ShopData } from '../../../shared/shop-data';
import type { FooterData } from '../../../shared/ui/layout/footer-data';
import { pageFlags } from '../../../shared/ui/page-flags';
import { linkContextOf } from '../../../shared/ui/use-link-context';
import { wishlistHref } from '../../../shared/wishlist-page';
import type { AppEnv } from '../../platform/app-env';
import { googleConfig } from '../../platform/config/google-config';
import { pageExtrasConfig } from '../../platform/config/page-extras-config';
import { messagesFor } from '../../platform/messages';
import type { PageLocation } from '../../platform/request/locale-path';
import { pageQueryOf } from '../../platform/request/page-query';
import { designerOriginFor, originFor } from '../../platform/request/site';
import {
  type CatalogueWhere,
  catalogueAnswer,
  readForPage,
  readLater,
  reshapeCriticalReads,
  settleCriticalReads,
  WALL_PICTURES_NEED,
  withCatalogueReads,
} from '../catalogue/public';
import { contentAccess, errorStoryOf, loadFooter, loadNavigation, loadPageExtras, type StoryRequest } from '../content/public';
import { withFlyoutOrder, withPortraitStart, withWallPicturesPrice } from '../flags/public';
import { languageLinks } from './language-links';

/**
 * Everything the page renders from, at once: who and where (channel, locale, platform, paths),
 * the page itself, the header navigation from the navigation story, and the translations.
 * Without a location (a path refused before routing) the page is in the domain's default locale
 * on the web platform.
 */
export async function pageData(
  c: Context<AppEnv>,
  page: PageData,
  location: PageLocation | undefined,
  editor: EditorData | null,
  draft: StoryRequest['draft'],
): Promise<ShopData> {
  const site = c.get('site');
  const config = c.get('config');
  const locale = location?.locale ?? DOMAIN_INFO[site.ending].defaultLocale;
  const prefix = location?.prefix ?? '';
  const platform = location?.platform ?? 'web';
  const trailingSlash = CHANNEL_INFO[site.channel].trailingSlash;
  const channelLinks = CHANNELS.map((channel) => ({
    channel,
    brandName: CHANNEL_INFO[channel].brandName,
    href:
      originFor(config, site, channel, site.ending) +
      pagePath({ prefix, platform, inner: START_PATH[platform], trailingSlash: CHANNEL_INFO[channel].trailingSlash }),
  }));
  const designerOrigin = designerOriginFor(config, site, platform);
  const here = { ...linkContextOf({ channel: site.channel, locale, pathPrefix: prefix, platform, designerOrigin }), locale };
  const channelHrefs = Object.fromEntries(channelLinks.map((link) => [link.channel, link.href])) as Record<Channel, string>;
  // Reads of the story cache; none waits for another.
  const [navigation, shownPage, pageExtras] = await Promise.all([
    loadNavigation(contentAccess(c), here, channelHrefs, draft),
    withErrorStory(c, withWayBack(c, page, { channel: site.channel, platform, pathPrefix: prefix }), here, draft),
    // spec §2 error page: action bar, smartbanner and messenger (decision 013); only there for now.
    page.kind === 'error'
      ? loadPageExtras(contentAccess(c), here, pageExtrasConfig(c.env), SERVICE_HOTLINES[site.ending], draft)
      : undefined,
  ]);
  // The visitor's treatments of the flags this page shows, before it renders (decision 058).
  const pageQuery = pageQueryOf(new URL(c.req.url).searchParams);
  const names = pageFlags({ page: shownPage, channel: site.channel, navigation });
  const flags = await c.get('flags').decide(names);
  c.set('pageFlags', { names, variant: flags.variant });
  if (flags.treatments[FLAGS.portraitFormatSwap] === ON) reshapeCriticalReads(c, withPortraitStart);
  return {
    channel: site.channel,
    brandName: CHANNEL_INFO[site.channel].brandName,
    locale,
    platform,
    path: new URL(c.req.url).pathname,
    startPath: pagePath({ prefix, platform, inner: START_PATH[platform], trailingSlash }),
    pathPrefix: prefix,
    designerOrigin,
    pageQuery,
    channelLinks,
    languageLinks: location ? languageLinks(shownPage, { site, location }, pageQuery) : [],
    wishlistPath: CHANNEL_INFO[site.channel].wishlistAvailable
      ? wishlistHref({ pathPrefix: prefix, platform, channel: site.channel })
      : null,
    navigation: withFlyoutOrder(navigation, flags.treatments),
    page: withWallPicturesPrice(
      shownPage,
      flags.treatments[FLAGS.wallPicturesTeaser] === ON
        ? ((await readForPage(c, WALL_PICTURES_NEED, { channel: site.channel, locale })) as TeaserPrice | null)
        : null,
      flags.treatments,
    ),
    messages: messagesFor(locale),
    treatments: flags.treatments,
    editor,
    ...(pageExtras ? { pageExtras } : {}),
    ...googleSignInOf(c.env),
  };
}

/**
 * What the browser may know of Google sign-in: the client id and the script that takes it, and
 * only when there is a client id (decision 051).
 */
function googleSignInOf(env: Env): Pick<ShopData, 'googleSignIn'> {
  const { clientId, scriptUrl } = googleConfig(env);
  return clientId ? { googleSignIn: { clientId, scriptUrl: scriptUrl.href } } : {};
}

/**
 * An error page with the way back to the product its query names (spec §3 "On the error page";
 * decision 071), on every error page: it reads nothing but the query. Error pages are never kept
 * by the page cache (only a 200 is), so the query's values reach no other visitor's page.
 */
function withWayBack(c: Context<AppEnv>, page: PageData, from: WayBackFrom): PageData {
  if (page.kind !== 'error' || page.wayBack) return page;
  const wayBack = errorWayBack(new URL(c.req.url).searchParams, from);
  return wayBack ? { ...page, wayBack } : page;
}

/** Errors that mean "no such page", which the error story is written for. */
const NOT_FOUND_REASONS = new Set(['not-found', 'invalid-route']);

/**
 * A not-found page with the blocks of the content service's error story for its locale (spec §2
 * error page: "a content-service error story loaded by current path and locale") and the collage
 * it suggests. The catalogue parts of both stream in behind the rest of the page.
 */
async function withErrorStory(c: Context<AppEnv>, page: PageData, where: CatalogueWhere, draft: StoryRequest['draft']): Promise<PageData> {
  if (page.kind !== 'error' || page.story || !NOT_FOUND_REASONS.has(page.reason)) return page;
  const collageRef = readLater(c, () => suggestedCollage(c, where), { component: 'error-page-collage' });
  const content = await errorStoryOf(contentAccess(c), where, draft);
  const story = `${where.channel}/error`;
  const blocks = content ? withCatalogueReads(c, content.body, where, story) : null;
  await settleCriticalReads(c);
  return { ...page, ...(blocks ? { story: blocks } : {}), collageRef };
}

/**
 * spec §2 error page: the query's `designId` picks the collage design, otherwise the channel's
 * default collage (spec §3 defaultCollageId). An id that is not a catalogue id, or a design the
 * catalogue does not offer, falls back to the default.
 */
async function suggestedCollage(c: Context<AppEnv>, where: CatalogueWhere): Promise<DesignCard | null> {
  const asked = new URL(c.req.url).searchParams.get('designId');
  const fallback = CHANNEL_INFO[where.channel].defaultCollageId;
  const read = (id: string) => catalogueAnswer(c.env, where, { type: 'design', kind: 'collage', id });
  const chosen = asked && CatalogueId.safeParse(asked).success ? await read(asked) : null;
  return chosen ?? (await read(fallback));
}

/** The footer from the global config story; a promise so the page can stream before it is known. */
export function pageFooter(c: Context<AppEnv>, data: ShopData, draft: StoryRequest['draft']): Promise<FooterData> {
  return loadFooter(contentAccess(c), { ...linkContextOf(data), locale: data.locale }, SERVICE_HOTLINES[c.get('site').ending], draft);
}
