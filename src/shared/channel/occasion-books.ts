import { CHANNEL_INFO, type Channel, type ChannelInfo } from './channels';

/**
 * Photo books for an occasion (spec §3 channel flags condolencebooksAvailable, guestbooksAvailable;
 * decision 086): a photo book design group set of one of these categories (spec §7 categoryIds)
 * makes condolence books or guest books, which a channel offers only with the category's flag.
 */
const OCCASION_BOOK_CATEGORIES = {
  kondolenzbuch: 'condolencebooksAvailable',
  gaestebuch: 'guestbooksAvailable',
} as const satisfies Record<string, keyof ChannelInfo>;

/** Whether a channel offers a photo book category: every category but an occasion book's whose flag the channel lacks. */
function offersCategory(channel: Channel, categoryId: string): boolean {
  return (
    !Object.hasOwn(OCCASION_BOOK_CATEGORIES, categoryId) ||
    CHANNEL_INFO[channel][OCCASION_BOOK_CATEGORIES[categoryId as keyof typeof OCCASION_BOOK_CATEGORIES]]
  );
}

/**
 * The photo book design groups a channel offers: a group in an occasion book's category is left out
 * where the channel does not offer that book (spec §3). Every reader of design group sets filters
 * here: the design group set call (spec §7) and the calculator's templates.
 * @example offeredDesignGroups('wallart', [{ categoryIds: ['kondolenzbuch'] }, { categoryIds: ['urlaub'] }]) // [{ categoryIds: ['urlaub'] }]
 */
export function offeredDesignGroups<Group extends { categoryIds: readonly string[] }>(channel: Channel, groups: readonly Group[]): Group[] {
  return groups.filter((group) => group.categoryIds.every((categoryId) => offersCategory(channel, categoryId)));
}
