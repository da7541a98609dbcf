/**
 * Styles of the Toolbox block (docs/decisions/012-toolbox.md): one card per tool, each with its
 * form and status line. Mobile first; two columns from 600px, as many as fit from 1000px (spec §9).
 * Fields and buttons are at least 44px high and show the focus ring of the shell.
 */
export const TOOLBOX_CSS = `
.block--toolbox h2{font-size:clamp(1.3rem,3vw,1.8rem);line-height:1.25;margin:0 0 1rem}
.block--toolbox__intro{margin:0 0 1.5rem;max-width:60rem}
.block--toolbox__tools{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr;gap:1rem}
.block--toolbox__tool{display:flex;flex-direction:column;gap:.75rem;min-width:0;padding:1.25rem;border:1px solid #e5e5e5;border-radius:6px;background:#f5f5f4}
.block--toolbox__title{font-size:1.15rem;line-height:1.3;margin:0}
.block--toolbox__description{margin:0;color:#444}
.block--toolbox__form{display:flex;flex-direction:column;gap:.5rem;margin-top:auto}
.block--toolbox__form label{font-weight:600}
.block--toolbox__form input,.block--toolbox__form select{width:100%;min-height:44px;padding:.4rem .5rem;border:1px solid #767676;border-radius:4px;background:#fff;color:#1d1d1b;font:inherit}
.block--toolbox__form input::file-selector-button{min-height:34px;margin-right:.75rem;padding:.25rem .75rem;border:1px solid #1d1d1b;border-radius:4px;background:#fff;color:#1d1d1b;font:inherit;cursor:pointer}
.block--toolbox__form input:focus-visible,.block--toolbox__form select:focus-visible{outline:3px solid #1f5f8b;outline-offset:2px}
.block--toolbox__form .cta{align-self:flex-start}
.block--toolbox__form .cta:disabled{opacity:.6;cursor:not-allowed}
.block--toolbox__status{margin:0;min-height:1.5em;font-size:.95rem;overflow-wrap:anywhere}
.block--toolbox__status--working{color:#444}
.block--toolbox__status--done{color:#1e6b34}
.block--toolbox__status--error{color:#b00020;font-weight:600}
@media (min-width:600px){.block--toolbox__tools{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1000px){.block--toolbox__tools{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1.5rem}.block--toolbox__tool{padding:1.5rem}}
`;
