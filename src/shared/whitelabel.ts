/**
 * spec §7 `/whitelabel/switch` (decision 085): a whitelabel customer (spec §6) switches their
 * order between the whitelabel service (shipped neutrally, without the brand) and the normal shop.
 * A plain form posts it, so the bar's switch works with and without script.
 */
export const WHITELABEL_SWITCH_PATH = '/whitelabel/switch';

/** What the switch turns the order into: the `to` field of its form. */
export const WHITELABEL_TARGETS = ['whitelabel', 'shop'] as const;
