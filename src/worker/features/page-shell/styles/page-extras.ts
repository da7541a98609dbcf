/**
 * Styles of the page extras (decision 013): action bar, smartbanner, messenger launcher and its
 * service panel. Touch targets are at least 44 px; focus stays visible on the editor's colours.
 */
export const PAGE_EXTRAS_CSS = `
.action-bar{display:flex;justify-content:center;align-items:center;min-height:44px;padding:.35rem 1rem;font-size:.9rem;text-align:center;background:#1d1d1b;color:#fff}
.action-bar__text{margin:0}
.action-bar__link{display:inline-flex;align-items:center;min-height:44px;padding:0 .25rem;color:inherit;text-decoration:underline;text-underline-offset:.2em}
.action-bar__link:focus-visible{outline:3px solid currentColor;outline-offset:-3px}
.smartbanner{display:flex;align-items:center;gap:.75rem;padding:.5rem 1rem .5rem .25rem;background:#f3f6f9;border-bottom:1px solid #d5dde6}
.smartbanner__close{flex:none;min-width:44px;min-height:44px;border:0;background:none;font-size:1.5rem;line-height:1;color:#555;cursor:pointer}
.smartbanner__icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:12px;background:#1d1d1b;color:#fff;font-weight:700;font-size:1.5rem}
.smartbanner__icon--kartenliebe{background:#c8102e}
.smartbanner__icon--wallart{background:#1f5f8b}
.smartbanner__text{flex:1;margin:0;display:flex;flex-direction:column;font-size:.85rem;line-height:1.3}
.smartbanner__text strong{font-size:.95rem}
.smartbanner__store{color:#555}
.smartbanner__view{flex:none;display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:999px;background:#1f5f8b;color:#fff;font-weight:600;text-decoration:none}
.messenger{position:fixed;right:1rem;bottom:1rem;z-index:24;display:flex;flex-direction:column;align-items:flex-end;gap:.75rem;pointer-events:none}
.messenger>*{pointer-events:auto}
.messenger:has(.messenger-panel){z-index:26}
.messenger-launcher{display:inline-flex;align-items:center;gap:.5rem;min-width:56px;min-height:56px;padding:0 1rem;border:0;border-radius:999px;background:#1f5f8b;color:#fff;font:inherit;font-weight:600;box-shadow:0 6px 18px rgba(0,0,0,.2);cursor:pointer;transition:opacity .2s ease}
.messenger-launcher:focus-visible{outline:3px solid #1d1d1b;outline-offset:3px}
.messenger-launcher[aria-busy="true"]{cursor:progress;opacity:.85}
.messenger-launcher--fade{opacity:0}
.messenger-launcher--hidden{visibility:hidden}
.messenger-launcher__label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.messenger-panel{width:min(22rem,calc(100vw - 2rem));background:#fff;border:1px solid #ccc;border-radius:8px;box-shadow:0 12px 32px rgba(0,0,0,.2);padding:1rem 1.25rem}
.messenger-panel__head{display:flex;justify-content:space-between;align-items:flex-start;gap:1rem}
.messenger-panel__head h2{margin:0;font-size:1.15rem}
.messenger-panel__close{font-size:1.6rem;line-height:1;background:none;border:0;cursor:pointer;min-width:44px;min-height:44px}
.messenger-panel__ways{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.messenger-panel__ways a{display:inline-flex;align-items:center;min-height:44px}
.messenger-panel__way{display:block;font-size:.8rem;color:#555}
.messenger-panel__hours{display:block;font-size:.85rem;color:#444}
html:has(.messenger-launcher){scroll-padding-bottom:6rem}
body:has(.messenger-launcher) .site-footer{padding-bottom:6rem}
@media (prefers-reduced-motion:reduce){.messenger-launcher{transition:none}}
@media (min-width:1000px){.messenger-launcher__label{position:static;width:auto;height:auto;overflow:visible;clip:auto}.messenger{right:1.5rem;bottom:1.5rem}}
`;
