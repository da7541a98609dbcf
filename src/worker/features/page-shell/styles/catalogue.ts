/**
 * Styles of the catalogue blocks (design lists and details, accessories, formats and prices) and
 * of prices, and the designer hand-off page. Discounts use the shop's red on white (contrast 5.9:1); struck prices stay readable.
 */
export const CATALOGUE_CSS = `
.block--calculator{max-width:40rem}
.block--calculator h2{font-size:clamp(1.3rem,3vw,1.8rem);line-height:1.25;margin:0 0 1rem}
.calculator{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem;margin:0 0 1rem}
.calculator__label{font-weight:700;padding:0}
.calculator__material{font:inherit;min-height:44px;padding:.5rem;border:1px solid #767676;border-radius:4px;background:#fff;color:#1d1d1b;max-width:100%}
.calculator__group{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem}
.calculator__formats{border:0;margin:0;padding:0;display:grid;gap:.25rem}
.calculator__format{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;min-height:44px;padding:.4rem .6rem;border:1px solid #e5e5e5;border-radius:6px;cursor:pointer}
.calculator__format:has(input:checked){border-color:#1d1d1b;box-shadow:inset 0 0 0 1px #1d1d1b}
.calculator__format input{width:1.2rem;height:1.2rem;margin:0;accent-color:#1d1d1b}
.calculator__size{min-width:7rem}
.calculator__badge{margin-left:auto;font-size:.75rem;font-weight:700;padding:.15rem .4rem;border-radius:3px;background:#c8102e;color:#fff}
.calculator__more summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:#1f5f8b;text-decoration:underline}
.calculator__more[open]{display:grid;gap:.25rem}
.calculator__update{justify-self:start}
.calculator__custom{display:grid;gap:.5rem}
.calculator__sides{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0 .6rem}
.calculator__side{display:grid;gap:.25rem;font-weight:600}
.calculator__side input{font:inherit;width:7rem;min-height:44px;padding:.5rem;border:1px solid #767676;border-radius:4px}
.calculator__side input[aria-invalid]{border-color:#c8102e}
.calculator__status{margin:0;padding:0 .6rem;min-height:1.5em;color:#4a4a4a}
.calculator__more-list{list-style:none;margin:0;padding:0;display:grid;gap:.25rem;max-height:60vh;overflow:auto}
.calculator__more-choice{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;width:100%;min-height:44px;padding:.4rem .6rem;border:1px solid #e5e5e5;border-radius:6px;background:#fff;color:inherit;font:inherit;text-align:left;cursor:pointer}
.calculator__more-choice:hover,.calculator__more-choice:focus-visible{border-color:#1d1d1b}
.calculator__total{font-size:1.2rem;margin:0 0 1rem}
.calculator__sum{display:grid;grid-template-columns:auto auto;justify-content:start;gap:.25rem 1rem;margin:0 0 1rem}
.calculator__sum dt{font-weight:600}
.calculator__sum dd{margin:0}
body[data-experiments~="VOLL-965"] .block--calculator{max-width:60rem}
body[data-experiments~="VOLL-965"] .calculator__formats{grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:.5rem;align-items:start}
body[data-experiments~="VOLL-965"] .calculator__formats>:not(label){grid-column:1/-1}
body[data-experiments~="VOLL-965"] .calculator__format{flex-direction:column;align-items:flex-start;padding:.75rem;border-radius:10px}
body[data-experiments~="VOLL-965"] .calculator__badge{margin-left:0}
body[data-experiments~="VOLL-965"] .calculator__total{font-size:1.6rem;font-weight:700;padding:.75rem 1rem;background:#f4f4f2;border-radius:8px}
body[data-experiments~="VOLL-967"] .calculator__formats>label:first-of-type::after{content:var(--nudge-label);font-size:.75rem;font-weight:700;padding:.15rem .4rem;border-radius:3px;background:#1f5f8b;color:#fff}
body[data-experiments~="VOLL-1409"] .block--calculator{background:#f6f1e7;padding:1.25rem;border-radius:12px;border:1px solid #e4d8c4}
body[data-experiments~="VOLL-1409"] .calculator__format{background:#fff;border-color:#d9cbb3}
body[data-experiments~="VOLL-1409"] .calculator__cta{background:#7a4e1d;border-color:#7a4e1d}
.page--designer{padding:1rem;max-width:60rem;margin:0 auto}
.designer-hand-off dt{font-weight:700;margin-top:1rem}
.designer-hand-off dd{margin:0}
.designer-hand-off table{border-collapse:collapse;width:100%;margin-top:.5rem}
.designer-hand-off th,.designer-hand-off td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e5e5e5;vertical-align:top;overflow-wrap:break-word;hyphens:auto}
.designer-hand-off td{overflow-wrap:anywhere}
.designer-hand-off thead th{font-size:.85rem;color:#555}
.designer-hand-off tbody th{font-weight:600}
.block--designs h2,.block--accessories h2,.block--formats-and-prices h2{font-size:clamp(1.3rem,3vw,1.8rem);line-height:1.25;margin:0 0 1rem}
.block--designs__text{margin:0 0 1rem;max-width:60ch}
.block--designs__list{list-style:none;margin:0 0 1rem;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem}
.block--designs__card{display:flex;flex-direction:column;gap:.35rem;height:100%;min-height:44px;color:#1d1d1b;text-decoration:none}
a.block--designs__card:hover .block--designs__name,a.block--designs__card:focus-visible .block--designs__name{color:#1f5f8b;text-decoration:underline}
.block--designs__image{border-radius:6px}
.block--designs__name{font-weight:600;line-height:1.3}
.block--designs__size{color:#444;font-size:.9rem}
.block--designs__count{color:#444;margin:0 0 .75rem}
.block--designs__status{color:#444;margin:0 0 1rem}
.block--designs__more{display:block;margin:0 auto}
.block--designs[aria-busy="true"] .block--designs__list{opacity:.6}
.price{display:inline-flex;flex-wrap:wrap;gap:0 .35rem;align-items:baseline}
.price__original{color:#595959}
.price__current--reduced,.price__discount{color:#b3261e}
.price__unit{color:#444;font-size:.9rem}
.price--none{color:#595959}
.block--design-detail{display:grid;grid-template-columns:1fr;gap:1.25rem;align-items:center}
.block--design-detail__image{border-radius:6px;max-width:480px}
.block--design-detail__kind{margin:0;color:#444;text-transform:uppercase;letter-spacing:.06em;font-size:.85rem}
.block--design-detail h2{font-size:clamp(1.4rem,3.2vw,2rem);line-height:1.2;margin:.25rem 0 .5rem}
.block--design-detail__name,.block--design-detail__size{margin:0 0 .5rem;color:#444}
.block--design-detail__price{font-size:1.2rem;margin:.5rem 0 1rem}
.block--formats-and-prices__table{border-collapse:collapse;width:100%;max-width:36rem}
.block--formats-and-prices__table th,.block--formats-and-prices__table td{text-align:left;padding:.6rem .75rem;border-bottom:1px solid #e5e5e5}
.block--formats-and-prices__table thead th{font-size:.9rem;color:#444;border-bottom:2px solid #1d1d1b}
.block--formats-and-prices__table tbody th{font-weight:400;white-space:nowrap}
@media (min-width:600px){.block--designs__list{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:1000px){.block--designs__list{grid-template-columns:repeat(4,minmax(0,1fr));gap:1.5rem}.block--design-detail{grid-template-columns:minmax(0,480px) 1fr;gap:2rem}}
.wishlist-toggle{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin:1rem 0 0}
.wishlist-heart{display:inline-flex;align-items:center;gap:.4rem;min-height:44px;padding:.4rem .9rem;border:1px solid #1d1d1b;border-radius:999px;background:#fff;color:#1d1d1b;font:inherit;cursor:pointer}
.wishlist-heart:disabled{cursor:default;color:#767676;border-color:#c4c4c4}
.wishlist-heart path{fill:none;stroke:currentColor;stroke-width:2}
.wishlist-heart[aria-pressed="true"] path{fill:#c8102e;stroke:#c8102e}
.wishlist-toggle__status{color:#c8102e;font-size:.9rem}
.wishlist-toggle__status:empty{display:none}
.wishlist__items{list-style:none;margin:0 0 2rem;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1.5rem}
.wishlist__item{display:grid;gap:.25rem;align-content:start}
.wishlist__image{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:6px;background:#efefef}
.wishlist__item .link-button{justify-self:start;text-align:left}
.wishlist__kind{font-size:.85rem;color:#555}
.wishlist__problem:empty{display:none}
.wishlist__problem{color:#c8102e}
.page--account,.page--wishlist{min-height:16rem}
.account-page__actions{display:flex;flex-wrap:wrap;gap:1rem}
.page--new-password,.page--newsletter{max-width:32rem}
`;
