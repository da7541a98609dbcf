/**
 * Styles of the ProductMatrix, Shop, SizeOverview, Frame and Information blocks. Mobile first;
 * from 1000px (spec §9) the grids get more columns and Frame sets image and text side by side.
 */
export const BLOCKS_B_CSS = `
.block--product-matrix h2,.block--shop h2,.block--size-overview h2,.block--frame h2,.block--information h2{font-size:clamp(1.3rem,3vw,1.8rem);line-height:1.25;margin:0 0 1rem}
.block--product-matrix__list,.block--shop__list,.block--size-overview__list{list-style:none;margin:0;padding:0}
.block--product-matrix__list{display:grid;grid-template-columns:1fr;gap:1.5rem}
.block--product-matrix__card{display:flex;flex-direction:column;gap:.5rem;height:100%;min-height:44px;color:#1d1d1b;text-decoration:none}
a.block--product-matrix__card:hover .block--product-matrix__title,a.block--product-matrix__card:focus-visible .block--product-matrix__title{color:#1f5f8b;text-decoration:underline}
.block--product-matrix__image{border-radius:6px}
.block--product-matrix__title{font-size:1.15rem;line-height:1.3;margin:.25rem 0 0}
.block--product-matrix__text{margin:0;color:#444}
.block--shop__list{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem}
.block--shop__tile{position:relative;display:flex;flex-direction:column;gap:.5rem;min-height:44px;color:#1d1d1b;text-decoration:none}
a.block--shop__tile:hover .block--shop__title,a.block--shop__tile:focus-visible .block--shop__title{color:#1f5f8b;text-decoration:underline}
.block--shop__image{border-radius:6px}
.block--shop__badge{position:absolute;z-index:1;top:.5rem;left:.5rem;padding:.15rem .5rem;border-radius:4px;background:#1d1d1b;color:#fff;font-size:.8rem;font-weight:600;line-height:1.4}
.block--shop__title{font-size:1rem;line-height:1.3;margin:0}
.block--size-overview__material{font-weight:600;margin:0 0 .5rem}
.block--size-overview__text{margin:0 0 1rem;max-width:60rem}
.block--size-overview__list{display:flex;flex-wrap:wrap;gap:.5rem}
.block--size-overview__size{display:inline-flex;align-items:center;min-height:44px;padding:.5rem .9rem;border:1px solid #ccc;border-radius:4px;background:#fff;font-variant-numeric:tabular-nums;white-space:nowrap}
.block--frame{display:grid;gap:1rem;align-items:center}
.block--frame__image{border-radius:6px}
.block--frame__kind{margin:0 0 .5rem;font-weight:600;color:#555}
.block--frame__text{margin:0}
.block--information{display:flex;gap:1rem;align-items:flex-start;padding:1.25rem;border-radius:6px;background:#f5f5f4}
.block--information__icon{flex:none;color:#1d1d1b}
.block--information__body{flex:1;min-width:0}
.block--information__body h2{font-size:1.25rem;margin:0 0 .5rem}
.block--information__body .rich-text>:last-child{margin-bottom:0}
.block--information__countdown{margin:.75rem 0 0;font-weight:600}
.block--information__countdown:empty{display:none}
@media (min-width:600px){.block--product-matrix__list{grid-template-columns:repeat(2,minmax(0,1fr))}.block--shop__list{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:1000px){.block--product-matrix__list{grid-template-columns:repeat(3,minmax(0,1fr));gap:2rem}.block--shop__list{grid-template-columns:repeat(4,minmax(0,1fr));gap:1.5rem}.block--frame{grid-template-columns:1fr 1fr;gap:2rem}.block--information{padding:1.5rem 2rem}}
`;
