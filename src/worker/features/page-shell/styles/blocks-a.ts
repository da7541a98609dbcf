/**
 * Styles of the blocks ImageBlock, CTA, Quote, SubTeaser and BentoGrid (UspTeaser is inlined, ../styles.ts); mobile first,
 * wider layouts from 1000px (spec §9 breakpoint). Touch targets are at least 44px high.
 */
export const BLOCKS_A_CSS = `
.block--image-block figure{margin:0}
.block--image-block__link{display:block;border-radius:6px}
.block--image-block__image{border-radius:6px}
.block--image-block__link:hover img{opacity:.9}
.block--image-block__caption{margin-top:.5rem;font-size:.95rem;color:#555}
.block--cta{display:flex;justify-content:flex-start}
.block--cta.block--align-center{justify-content:center}
.block--cta__link{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;max-width:100%;text-align:center;overflow-wrap:anywhere}
.block--cta__link:hover{text-decoration:underline}
.block--quote__figure{margin:0;max-width:48rem;padding:1.25rem 1.25rem 1.25rem 1.5rem;border-left:4px solid #1d1d1b;border-radius:0 6px 6px 0;background:#f7f7f5}
.block--quote__rating{display:flex;gap:.15rem;margin:0 0 .75rem;color:#b45309}
.block--quote__star{display:block}
.block--quote__text{margin:0;font-size:1.15rem;line-height:1.5;font-style:italic}
.block--quote__text p{margin:0;white-space:pre-line}
.block--quote__author{margin-top:1rem;font-size:.95rem;color:#444}
.block--quote__name{font-weight:700;color:#1d1d1b}
.block--sub-teaser>h2,.block--bento-grid>h2{margin:0 0 1rem;font-size:clamp(1.3rem,3vw,1.8rem);line-height:1.25}
.block--sub-teaser__list{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.block--sub-teaser__item{display:flex}
.block--sub-teaser__card{display:block;flex:1;min-height:44px;border-radius:6px;color:inherit;text-decoration:none}
.block--sub-teaser__image{border-radius:6px}
.block--sub-teaser__headline{margin:.75rem 0 .25rem;font-size:1.15rem;line-height:1.3}
a.block--sub-teaser__card .block--sub-teaser__headline{color:#1f5f8b}
a.block--sub-teaser__card:hover .block--sub-teaser__headline{text-decoration:underline}
.block--sub-teaser__text{margin:0;color:#444}
.block--bento-grid__list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr;gap:.75rem}
.block--bento-grid__item{display:flex;min-width:0}
.block--bento-grid__card{position:relative;display:flex;flex-direction:column;justify-content:flex-end;flex:1;min-height:14rem;overflow:hidden;border-radius:6px;background:#efefef;color:#fff;text-decoration:none}
.block--bento-grid__item--tall .block--bento-grid__card,.block--bento-grid__item--large .block--bento-grid__card{min-height:20rem}
.block--bento-grid__image{position:absolute;inset:0;width:100%;height:100%}
.block--bento-grid__image img{width:100%;height:100%;object-fit:cover}
.block--bento-grid__overlay{position:relative;padding:3rem 1rem 1rem;background:linear-gradient(to top,rgba(0,0,0,.8) 0,rgba(0,0,0,.62) 65%,rgba(0,0,0,0) 100%)}
.block--bento-grid__headline{margin:0;font-size:1.2rem;line-height:1.25}
.block--bento-grid__item--large .block--bento-grid__headline{font-size:1.5rem}
.block--bento-grid__text{margin:.25rem 0 0;font-size:.95rem}
a.block--bento-grid__card:hover .block--bento-grid__headline{text-decoration:underline}
@media (min-width:1000px){.block--quote__figure{margin:0 auto;padding:2rem 2rem 2rem 2.5rem}.block--quote__text{font-size:1.3rem}.block--bento-grid__list{grid-template-columns:repeat(4,1fr);grid-auto-rows:14rem;grid-auto-flow:dense;gap:1rem}.block--bento-grid__card,.block--bento-grid__item--tall .block--bento-grid__card,.block--bento-grid__item--large .block--bento-grid__card{min-height:0}.block--bento-grid__item--wide,.block--bento-grid__item--large{grid-column:span 2}.block--bento-grid__item--tall,.block--bento-grid__item--large{grid-row:span 2}}
`;
