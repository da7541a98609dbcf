// Search engines, link previews and SEO tools: they get the complete document before the first
// byte (STYLE "wait for allReady for crawlers"), and later no flag client (spec §4).
const CRAWLER_USER_AGENT =
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|chrome-lighthouse|headlesschrome\/.*\bpagespeed/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER_USER_AGENT.test(userAgent);
}
