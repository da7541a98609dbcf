import type { PageData } from '../../../shared/shop-data';

/**
 * The CSS of every page's first screen, inlined into the head so the first paint needs no second
 * request (decision 021): the shell (header, burger, main and sub-navigation, consent, footer,
 * which a short page shows at once) and the blocks that lead pages (FIRST_SCREEN_BLOCKS). The rest
 * is the stylesheet file (./stylesheet.ts); no rule is in both (tests/unit/page-css.test.ts).
 * Breakpoint 1000px: spec §9 (burger navigation below 999 px, main navigation from 1000 px).
 */
export const INLINE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1b;background:#fff;line-height:1.5}
a{color:#1f5f8b}
a:focus-visible,button:focus-visible{outline:3px solid #1f5f8b;outline-offset:2px}
.skip-link{position:absolute;left:-10000px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}
.skip-link:focus{left:1rem}
.site-header{display:flex;align-items:center;gap:1rem;padding:.75rem 1rem;border-bottom:1px solid #e5e5e5;position:relative;flex-wrap:wrap}
.logo{display:inline-flex;align-items:center;min-height:44px}
.logo__image{display:block;max-width:60vw;height:auto}
.menu-button,.back-button{font:inherit;min-height:44px;padding:.5rem 1rem;border:1px solid #1d1d1b;border-radius:4px;background:#fff;color:#1d1d1b;cursor:pointer}
.menu-button{margin-left:0}
.menu-button[aria-expanded="true"]{background:#1d1d1b;color:#fff}
html.no-scroll{overflow:hidden}
[hidden]{display:none!important}
.shop-links{display:none}
.shop-links ul,.info-items{list-style:none;margin:0;padding:0;display:flex;gap:.75rem;align-items:center}
.shop-links a{display:inline-block;padding:.4rem .6rem;border-bottom:3px solid transparent;min-height:44px;text-decoration:none;color:#1d1d1b}
.shop-links a[aria-current="true"]{font-weight:700}
.shop-icon{vertical-align:-2px;margin-right:.35rem}
.info-items{margin-left:auto;flex-wrap:wrap}
.info-item{font:inherit;background:none;border:0;color:#1f5f8b;text-decoration:underline;cursor:pointer;display:inline-block;padding:.5rem .25rem;min-height:44px}
.info-item--magazine,.info-item--service{display:none}
.burger{position:fixed;inset:0;z-index:20;background:#fff;overflow-y:auto;padding:1rem}
.burger__bar{display:flex;justify-content:space-between;gap:1rem;margin-bottom:1rem}
.burger__bar button,.burger__list button{font:inherit;min-height:44px;padding:.5rem 1rem;border:1px solid #1d1d1b;border-radius:4px;background:#fff;color:#1d1d1b;cursor:pointer}
.burger__close{margin-left:auto}
.burger__list{list-style:none;margin:0 0 1.5rem;padding:0}
.burger__list li{border-bottom:1px solid #eee}
.burger__list a,.burger__list button{display:flex;justify-content:space-between;width:100%;padding:.75rem 0;min-height:44px;border:0;text-align:left}
.burger__shops h2{font-size:1rem;margin:0 0 .5rem}
.burger__shops ul{list-style:none;margin:0;padding:0;display:flex;gap:1rem}
.burger__shops a{display:inline-block;padding:.5rem 0;min-height:44px;border-bottom:3px solid transparent}
.main-nav{display:none;position:relative;border-bottom:1px solid #e5e5e5}
.scroll-row{position:relative;display:flex;align-items:center}
.scroll-row__track{overflow-x:auto;scrollbar-width:none;flex:1}
.scroll-row__track::-webkit-scrollbar{display:none}
.scroll-row__button{position:absolute;top:50%;transform:translateY(-50%);z-index:2;width:44px;height:44px;border-radius:50%;border:1px solid #ccc;background:#fff;font-size:1.4rem;cursor:pointer}
.scroll-row__button--left{left:0}
.scroll-row__button--right{right:0}
.main-nav__list,.sub-nav__list{list-style:none;margin:0;padding:0 .5rem;display:flex;gap:.25rem;white-space:nowrap}
.main-nav__item{display:flex;align-items:center}
.main-nav__link{display:inline-block;padding:.75rem .75rem;min-height:44px;text-decoration:none;color:#1d1d1b;border-bottom:3px solid transparent}
.main-nav__link[aria-current="page"]{border-bottom-color:currentColor;font-weight:700}
.main-nav__toggle{font:inherit;background:none;border:0;cursor:pointer;min-width:44px;min-height:44px}
.flyout{position:absolute;left:0;right:0;top:100%;z-index:15;background:#fff;border-bottom:1px solid #e5e5e5;box-shadow:0 12px 24px rgba(0,0,0,.08);padding:1.5rem 2rem;display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1.5rem}
.flyout__title{font-size:1rem;margin:0 0 .5rem}
.flyout ul{list-style:none;margin:0;padding:0}
.flyout a{display:inline-block;padding:.35rem 0;min-height:44px}
.sub-nav{border-bottom:1px solid #e5e5e5;padding:.5rem 0}
.sub-nav__list{align-items:flex-end;gap:1rem}
.sub-nav__category{align-self:center;font-weight:700;font-size:.85rem;color:#555;padding:0 .25rem}
.sub-nav__tile a{display:flex;flex-direction:column;align-items:center;gap:.25rem;text-decoration:none;color:#1d1d1b;font-size:.85rem;min-height:44px}
.sub-nav__tile img{object-fit:cover;background:#efefef}
.sub-nav__tile--circle img{border-radius:50%}
.sub-nav__tile--square img,.sub-nav__tile--square-image img{border-radius:6px}
.sub-nav__tile a[aria-current="page"] span{font-weight:700;text-decoration:underline}
.notices{position:fixed;inset:0;z-index:25;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;gap:.5rem;padding:.75rem;pointer-events:none}
.notices:empty{display:none}
html:has(.notices>*){scroll-padding-bottom:12rem}
.consent,.location-banner{pointer-events:auto;box-sizing:border-box;width:100%;max-width:46rem;background:#fff;border:1px solid #ccc;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.15);padding:.75rem 1rem}
.consent p{margin:0 0 .75rem}
.consent__actions{display:flex;gap:.75rem;flex-wrap:wrap;justify-content:flex-end}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.badge{display:inline-block;min-width:1.4rem;margin-left:.3rem;padding:0 .35rem;border-radius:999px;background:#c8102e;color:#fff;font-size:.8rem;text-align:center;text-decoration:none}
.info-item--logged-in .info-item__icon{color:#2e7d32}
.whitelabel-bar{margin:0;padding:.5rem 1rem;background:#1d1d1b;color:#fff;font-size:.9rem;text-align:center}
.location-banner{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;background:#f3f6f9;border-color:#d5dde6}
.location-banner p{margin:0;flex:1 1 16rem}
.cta--primary{background:#1d1d1b;color:#fff;border:0;font:inherit;cursor:pointer}
.cta--secondary{background:#fff;color:#1d1d1b;border:1px solid #1d1d1b;font:inherit;cursor:pointer}
main{display:block;max-width:1300px;margin:0 auto;padding:2rem 1rem;min-height:50vh}
main:focus{outline:none}
h1{font-size:clamp(1.6rem,4vw,2.5rem);line-height:1.2;margin:0 0 1rem}
.error-message{color:#555;font-size:.9rem}
.block{margin:0 0 2rem}
.server-markup{display:contents}
.block--align-center{text-align:center}
.block__subline{font-size:1.1rem;color:#555;margin:0}
.block--unknown{padding:1rem;border:1px dashed #c00;color:#900;font-size:.9rem}
.block--teaser{display:grid;gap:1rem;align-items:center}
.content-image{display:block;background-size:cover;background-position:center;overflow:hidden}
.content-image img{display:block;width:100%;height:auto}
.rich-text img{max-width:100%;height:auto}
.block--teaser__image{border-radius:6px}
.block--teaser__price{font-weight:600}
.block--usp-teaser__list{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.block--usp-teaser__item{display:grid;grid-template-columns:auto 1fr;column-gap:.75rem;align-items:start}
.block--usp-teaser__icon{grid-row:span 2;color:#1f5f8b}
.block--usp-teaser__headline{margin:0;font-size:1.05rem;line-height:1.3}
.block--usp-teaser__text{margin:.25rem 0 0;color:#444}
.cta{display:inline-block;padding:.75rem 1.5rem;border-radius:4px;text-decoration:none;font-weight:600;min-height:44px}
.site-footer{border-top:1px solid #e5e5e5;padding:1.5rem 1rem;font-size:.9rem;color:#444}
.site-footer p{margin:.25rem 0}
.site-footer__columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1rem;margin:1rem 0}
.site-footer__column h2{font-size:1rem;margin:0 0 .5rem}
.site-footer__column ul{list-style:none;margin:0;padding:0}
.site-footer__column a,.site-footer__legal a{display:inline-block;padding:.35rem 0;min-height:44px}
.site-footer__legal{display:flex;flex-wrap:wrap;gap:1rem}
.site-footer__consent button{font:inherit;color:inherit;text-decoration:underline;background:none;border:0;padding:.35rem 0;min-height:44px;cursor:pointer}
@media (min-width:1000px){.site-header{padding:1rem 2rem}main{padding:2rem}.site-footer{padding:2rem}.block--teaser{grid-template-columns:3fr 2fr}.shop-links{display:block}.menu-button{display:none}.burger{display:none!important}.main-nav{display:block}.info-item--magazine,.info-item--service{display:inline-block}.block--usp-teaser__list{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:2rem}}
`;

/** Blocks whose rules are all in INLINE_CSS: a page led by these needs no stylesheet for its first screen. */
export const FIRST_SCREEN_BLOCKS: ReadonlySet<string> = new Set(['Headline', 'Text', 'Teaser', 'UspTeaser']);

/**
 * Whether the page's first screen needs the stylesheet: a page led by blocks whose rules are all
 * inlined paints without it, and loads it after the content; any other page (error pages with
 * their extras, catalogue pages, a content page led by another block) links it in the head.
 */
export function stylesheetBlocksFirstPaint(page: PageData): boolean {
  const body = page.kind === 'content' ? page.story.content.body : null;
  if (!body) return true;
  return body.slice(0, 2).some((block) => !FIRST_SCREEN_BLOCKS.has(block.component));
}
