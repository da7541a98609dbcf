/**
 * The page's critical CSS, inlined into every document so the first paint needs no second request.
 * Breakpoint 1000px: spec §9 (burger navigation below 999 px, main navigation from 1000 px).
 */
export const PAGE_CSS = `
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
.menu-button{margin-left:auto}
.menu-button[aria-expanded="true"]{background:#1d1d1b;color:#fff}
.site-menu{flex-basis:100%}
.site-menu[hidden]{display:none}
.site-menu__title{font-size:1rem;margin:.5rem 0}
.site-menu ul{list-style:none;margin:0;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
.site-menu a{display:inline-block;padding:.5rem 0;min-height:44px}
.site-menu a[aria-current="true"]{font-weight:700}
main{display:block;max-width:1300px;margin:0 auto;padding:2rem 1rem;min-height:50vh}
main:focus{outline:none}
h1{font-size:clamp(1.6rem,4vw,2.5rem);line-height:1.2;margin:0 0 1rem}
.error-message{color:#555;font-size:.9rem}
.block{margin:0 0 2rem}
.block--align-center{text-align:center}
.block__subline{font-size:1.1rem;color:#555;margin:0}
.block--unknown{padding:1rem;border:1px dashed #c00;color:#900;font-size:.9rem}
.block--teaser{display:grid;gap:1rem;align-items:center}
.block--teaser__image{width:100%;height:auto;display:block;border-radius:6px;background:#efefef}
.cta{display:inline-block;padding:.75rem 1.5rem;border-radius:4px;text-decoration:none;font-weight:600;min-height:44px}
.site-footer{border-top:1px solid #e5e5e5;padding:1.5rem 1rem;font-size:.9rem;color:#444}
.site-footer p{margin:.25rem 0}
.site-footer__columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1rem;margin:1rem 0}
.site-footer__column h2{font-size:1rem;margin:0 0 .5rem}
.site-footer__column ul{list-style:none;margin:0;padding:0}
.site-footer__column a,.site-footer__legal a{display:inline-block;padding:.35rem 0;min-height:44px}
.site-footer__legal{display:flex;flex-wrap:wrap;gap:1rem}
@media (min-width:1000px){.site-header{padding:1rem 2rem}main{padding:2rem}.site-footer{padding:2rem}.block--teaser{grid-template-columns:3fr 2fr}}
`;
