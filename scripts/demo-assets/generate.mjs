// Draws the demo content's images as SVG and renders them to JPEG with ImageMagick
// (`convert`), into public/demo-assets/{width}x{height}/{name}.jpg. Run: node scripts/demo-assets/generate.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'demo-assets-'));

const WARM = { wall: ['#f7ede2', '#efd9c4'], accent: '#c8102e', paper: '#fffaf3', wood: '#b9825a' };
const COOL = { wall: ['#e6ebf1', '#cfd8e3'], accent: '#1f3a5f', paper: '#ffffff', wood: '#9a6b47' };

/** A colour as hex: ImageMagick's own SVG renderer reads neither hsl() nor gradients. */
function hsl(h, sPct, lPct) {
  const sat = sPct / 100, light = lPct / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** A small landscape photo: sky in two bands, sun, hills; drawn inside its rectangle. */
function photo(x, y, w, h, hue = 0) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${hsl(200 + hue, 70, 80)}"/>
  <rect x="${x}" y="${y + h * 0.35}" width="${w}" height="${h * 0.35}" fill="${hsl(190 + hue, 60, 90)}"/>
  <circle cx="${x + w * 0.72}" cy="${y + h * 0.32}" r="${Math.min(w, h) * 0.11}" fill="${hsl(40 + hue, 95, 68)}"/>
  <path d="M${x} ${y + h * 0.7} Q ${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.55} ${y + h * 0.68} T ${x + w} ${y + h * 0.62} V ${y + h} H ${x} Z" fill="${hsl(110 + hue, 35, 52)}"/>
  <path d="M${x} ${y + h * 0.85} Q ${x + w * 0.4} ${y + h * 0.74} ${x + w} ${y + h * 0.82} V ${y + h} H ${x} Z" fill="${hsl(120 + hue, 40, 36)}"/>`;
}

/** The wall: two tones, the lower one where a room's light falls off. */
const background = (w, h, [a, b]) => `<rect width="${w}" height="${h}" fill="${a}"/><rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${b}"/>`;
const floor = (w, h, colour) => `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${colour}"/>`;

// Subjects, drawn around a centre (cx, cy) at scale s (1 = fits a 600px-high image).
const subjects = {
  card(cx, cy, s, p, hue = 0, motif = 'ring') {
    const w = 260 * s, h = 360 * s;
    const motifs = {
      ring: `<circle cx="${cx - 16 * s}" cy="${cy + 120 * s}" r="${18 * s}" fill="none" stroke="#d4a93c" stroke-width="${5 * s}"/><circle cx="${cx + 10 * s}" cy="${cy + 120 * s}" r="${18 * s}" fill="none" stroke="#d4a93c" stroke-width="${5 * s}"/>`,
      star: `<path d="M${cx} ${cy + 96 * s} l${9 * s} ${20 * s} ${22 * s} ${3 * s} -${16 * s} ${15 * s} ${4 * s} ${22 * s} -${19 * s} -${11 * s} -${19 * s} ${11 * s} ${4 * s} -${22 * s} -${16 * s} -${15 * s} ${22 * s} -${3 * s}Z" fill="#d4a93c"/>`,
      heart: `<path d="M${cx} ${cy + 140 * s} c-${40 * s} -${26 * s} -${40 * s} -${56 * s} -${14 * s} -${56 * s} c${8 * s} 0 ${14 * s} ${6 * s} ${14 * s} ${12 * s} c0 -${6 * s} ${6 * s} -${12 * s} ${14 * s} -${12 * s} c${26 * s} 0 ${26 * s} ${30 * s} -${14 * s} ${56 * s}Z" fill="${p.accent}"/>`,
      balloon: `<ellipse cx="${cx}" cy="${cy + 110 * s}" rx="${18 * s}" ry="${22 * s}" fill="${p.accent}"/><path d="M${cx} ${cy + 132 * s} q${6 * s} ${14 * s} 0 ${26 * s}" stroke="#999" fill="none" stroke-width="${2 * s}"/>`,
    };
    return `<g transform="translate(8 14)"><g transform="translate(${cx} ${cy})"><rect x="${-w / 2 + 60 * s}" y="${-h / 2 + 40 * s}" width="${w}" height="${w * 0.7}" fill="#00000024"/></g>
    <rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${6 * s}" fill="#00000024"/></g><g transform="translate(${cx} ${cy})"><rect x="${-w / 2 + 60 * s}" y="${-h / 2 + 40 * s}" width="${w}" height="${w * 0.7}" fill="#e9dcc9"/></g>
    <rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${6 * s}" fill="${p.paper}"/>
    ${photo(cx - w / 2 + 22 * s, cy - h / 2 + 22 * s, w - 44 * s, h * 0.52, hue)}
    ${motifs[motif]}<rect x="${cx - 70 * s}" y="${cy + 64 * s}" width="${140 * s}" height="${8 * s}" rx="${4 * s}" fill="#cbbba6"/>`;
  },
  calendar(cx, cy, s, p, hue = 0) {
    const w = 300 * s, h = 420 * s;
    let grid = '';
    for (let r = 0; r < 5; r += 1) for (let c = 0; c < 7; c += 1) grid += `<rect x="${cx - w / 2 + 26 * s + c * 36 * s}" y="${cy + 40 * s + r * 26 * s}" width="${26 * s}" height="${16 * s}" rx="${3 * s}" fill="${r === 2 && c === 4 ? p.accent : '#e4ddd3'}"/>`;
    let rings = '';
    for (let i = 0; i < 9; i += 1) rings += `<circle cx="${cx - w / 2 + 30 * s + i * 30 * s}" cy="${cy - h / 2 + 6 * s}" r="${6 * s}" fill="none" stroke="#555" stroke-width="${3 * s}"/>`;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${4 * s}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${4 * s}" fill="${p.paper}"/>
    ${photo(cx - w / 2 + 16 * s, cy - h / 2 + 20 * s, w - 32 * s, h * 0.45, hue)}${grid}${rings}`;
  },
  book(cx, cy, s, p, hue = 0) {
    const w = 520 * s, h = 300 * s;
    return `<g transform="translate(8 14)"><path d="M${cx - w / 2} ${cy - h / 2 + 10 * s} Q ${cx - w / 4} ${cy - h / 2 - 14 * s} ${cx} ${cy - h / 2 + 6 * s} Q ${cx + w / 4} ${cy - h / 2 - 14 * s} ${cx + w / 2} ${cy - h / 2 + 10 * s} V ${cy + h / 2} Q ${cx + w / 4} ${cy + h / 2 - 20 * s} ${cx} ${cy + h / 2} Q ${cx - w / 4} ${cy + h / 2 - 20 * s} ${cx - w / 2} ${cy + h / 2} Z" fill="#00000024"/></g><path d="M${cx - w / 2} ${cy - h / 2 + 10 * s} Q ${cx - w / 4} ${cy - h / 2 - 14 * s} ${cx} ${cy - h / 2 + 6 * s} Q ${cx + w / 4} ${cy - h / 2 - 14 * s} ${cx + w / 2} ${cy - h / 2 + 10 * s} V ${cy + h / 2} Q ${cx + w / 4} ${cy + h / 2 - 20 * s} ${cx} ${cy + h / 2} Q ${cx - w / 4} ${cy + h / 2 - 20 * s} ${cx - w / 2} ${cy + h / 2} Z" fill="${p.paper}"/>
    ${photo(cx - w / 2 + 24 * s, cy - h / 2 + 30 * s, w / 2 - 48 * s, h - 80 * s, hue)}${photo(cx + 24 * s, cy - h / 2 + 30 * s, w / 2 - 48 * s, (h - 90 * s) / 2, hue + 40)}${photo(cx + 24 * s, cy + 4 * s, w / 2 - 48 * s, (h - 90 * s) / 2, hue + 80)}
    <line x1="${cx}" y1="${cy - h / 2 + 6 * s}" x2="${cx}" y2="${cy + h / 2}" stroke="#d8cfc2" stroke-width="${3 * s}"/>`;
  },
  box(cx, cy, s, p, hue = 0) {
    const w = 360 * s;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - 40 * s}" width="${w}" height="${170 * s}" rx="${8 * s}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - 40 * s}" width="${w}" height="${170 * s}" rx="${8 * s}" fill="${p.accent}"/>
    <g transform="translate(${cx} ${cy})"><rect x="${-140 * s}" y="${-150 * s}" width="${200 * s}" height="${150 * s}" fill="#fff"/>${photo(-130 * s, -140 * s, 180 * s, 120 * s, hue)}</g>
    <g transform="translate(${cx} ${cy})"><rect x="${-40 * s}" y="${-130 * s}" width="${200 * s}" height="${150 * s}" fill="#fff"/>${photo(-30 * s, -120 * s, 180 * s, 120 * s, hue + 60)}</g>
    <rect x="${cx - w / 2}" y="${cy + 10 * s}" width="${w}" height="${120 * s}" rx="${8 * s}" fill="${p.accent}"/><rect x="${cx - w / 2}" y="${cy + 10 * s}" width="${w}" height="${16 * s}" fill="#0000001f"/>`;
  },
  prints(cx, cy, s, p, hue = 0) {
    let out = '';
    [[0, -110, -60], [0, 70, -20], [0, -20, 40]].forEach(([angle, dx, dy], i) => {
      out += `<g transform="translate(${cx + dx * s} ${cy + dy * s})"><rect x="${-122 * s}" y="${-81 * s}" width="${260 * s}" height="${190 * s}" fill="#00000024"/><rect x="${-130 * s}" y="${-95 * s}" width="${260 * s}" height="${190 * s}" fill="#fff"/>
      ${photo(-118 * s, -83 * s, 236 * s, 166 * s, hue + i * 45)}</g>`;
    });
    return out;
  },
  canvas(cx, cy, s, p, hue = 0) {
    const w = 420 * s, h = 280 * s;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - h / 2 - 60 * s}" width="${w}" height="${h}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - h / 2 - 60 * s}" width="${w}" height="${h}" fill="#fff"/>${photo(cx - w / 2, cy - h / 2 - 60 * s, w, h, hue)}
    <rect x="${cx + w / 2 - 8 * s}" y="${cy - h / 2 - 60 * s}" width="${8 * s}" height="${h}" fill="#0000002e"/>
    <rect x="${cx - 300 * s}" y="${cy + 150 * s}" width="${600 * s}" height="${110 * s}" rx="${30 * s}" fill="${p.accent}"/><rect x="${cx - 320 * s}" y="${cy + 200 * s}" width="${640 * s}" height="${80 * s}" rx="${24 * s}" fill="${p.accent}"/>`;
  },
  gallery(cx, cy, s, p, hue = 0) {
    const frame = (x, y, w, h, colour, shift) =>
      `<g transform="translate(8 14)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#00000024"/></g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/><rect x="${x + 14 * s}" y="${y + 14 * s}" width="${w - 28 * s}" height="${h - 28 * s}" fill="#fff"/>${photo(x + 30 * s, y + 30 * s, w - 60 * s, h - 60 * s, hue + shift)}`;
    return frame(cx - 330 * s, cy - 170 * s, 260 * s, 330 * s, '#2b2b2b', 0) + frame(cx - 40 * s, cy - 170 * s, 380 * s, 250 * s, p.wood, 50) + frame(cx - 40 * s, cy + 100 * s, 170 * s, 120 * s, '#d9d9d9', 100);
  },
  panel(cx, cy, s, p, hue = 0, finish = 'acrylic') {
    const w = 440 * s, h = 300 * s;
    const sheen = finish === 'acrylic'
      ? `<path d="M${cx - w / 2} ${cy - h / 2} L ${cx - w / 2 + 150 * s} ${cy - h / 2} L ${cx - w / 2 + 40 * s} ${cy + h / 2} L ${cx - w / 2} ${cy + h / 2} Z" fill="#ffffff66"/>`
      : Array.from({ length: 30 }, (_, i) => `<line x1="${cx - w / 2}" y1="${cy - h / 2 + i * 10 * s}" x2="${cx + w / 2}" y2="${cy - h / 2 + i * 10 * s}" stroke="#c9d0d8" stroke-width="${2 * s}"/>`).join('');
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="#fff"/>${photo(cx - w / 2, cy - h / 2, w, h, hue)}${sheen}
    <rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="none" stroke="${finish === 'acrylic' ? '#ffffff' : '#9aa3ad'}" stroke-width="${6 * s}"/>`;
  },
  frameCorner(cx, cy, s, p, hue = 0, colour = '#8a5a36') {
    const w = 520 * s;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - w / 2}" width="${w}" height="${w}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - w / 2}" width="${w}" height="${w}" fill="${colour}"/>
    <rect x="${cx - w / 2 + 46 * s}" y="${cy - w / 2 + 46 * s}" width="${w - 92 * s}" height="${w - 92 * s}" fill="#fbf8f2"/>${photo(cx - w / 2 + 96 * s, cy - w / 2 + 96 * s, w - 192 * s, w - 192 * s, hue)}
    <path d="M${cx - w / 2} ${cy - w / 2} L ${cx - w / 2 + 46 * s} ${cy - w / 2 + 46 * s}" stroke="#000" stroke-width="${3 * s}"/>`;
  },
  envelope(cx, cy, s, p) {
    const w = 460 * s, h = 300 * s;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${6 * s}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${6 * s}" fill="#c9a27a"/>
    <path d="M${cx - w / 2} ${cy - h / 2} L ${cx} ${cy + 20 * s} L ${cx + w / 2} ${cy - h / 2}" fill="#b98f66"/><path d="M${cx - w / 2} ${cy + h / 2} L ${cx - 40 * s} ${cy} M${cx + w / 2} ${cy + h / 2} L ${cx + 40 * s} ${cy}" stroke="#a87f58" stroke-width="${3 * s}"/>
    <circle cx="${cx}" cy="${cy + 20 * s}" r="${30 * s}" fill="${p.accent}"/>`;
  },
  ribbon(cx, cy, s, p) {
    return `<path d="M${cx} ${cy} C ${cx - 200 * s} ${cy - 180 * s} ${cx - 260 * s} ${cy + 40 * s} ${cx} ${cy}" fill="${p.accent}"/><path d="M${cx} ${cy} C ${cx + 200 * s} ${cy - 180 * s} ${cx + 260 * s} ${cy + 40 * s} ${cx} ${cy}" fill="${p.accent}"/>
    <path d="M${cx} ${cy} L ${cx - 120 * s} ${cy + 220 * s} L ${cx - 80 * s} ${cy + 210 * s} Z M${cx} ${cy} L ${cx + 120 * s} ${cy + 220 * s} L ${cx + 80 * s} ${cy + 210 * s} Z" fill="${p.accent}"/><circle cx="${cx}" cy="${cy}" r="${28 * s}" fill="${p.accent}" stroke="#000" stroke-width="${4 * s}"/>`;
  },
  gift(cx, cy, s, p) {
    const w = 340 * s;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - 60 * s}" width="${w}" height="${220 * s}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - 60 * s}" width="${w}" height="${220 * s}" fill="#fbf4ea"/><rect x="${cx - w / 2 - 14 * s}" y="${cy - 110 * s}" width="${w + 28 * s}" height="${60 * s}" fill="#f1e4d2"/>
    <rect x="${cx - 18 * s}" y="${cy - 110 * s}" width="${36 * s}" height="${270 * s}" fill="${p.accent}"/>` + subjects.ribbon(cx, cy - 120 * s, s * 0.5, p);
  },
  printer(cx, cy, s, p) {
    const w = 620 * s;
    return `<g transform="translate(8 14)"><rect x="${cx - w / 2}" y="${cy - 80 * s}" width="${w}" height="${150 * s}" rx="${14 * s}" fill="#00000024"/></g><rect x="${cx - w / 2}" y="${cy - 80 * s}" width="${w}" height="${150 * s}" rx="${14 * s}" fill="#3a3f47"/><rect x="${cx - w / 2 + 30 * s}" y="${cy - 60 * s}" width="${120 * s}" height="${40 * s}" rx="${6 * s}" fill="#5fd0a0"/>
    <rect x="${cx - w / 2 + 60 * s}" y="${cy + 70 * s}" width="${20 * s}" height="${150 * s}" fill="#2b2f35"/><rect x="${cx + w / 2 - 80 * s}" y="${cy + 70 * s}" width="${20 * s}" height="${150 * s}" fill="#2b2f35"/>
    <rect x="${cx - 200 * s}" y="${cy + 70 * s}" width="${400 * s}" height="${130 * s}" fill="#fff"/>${photo(cx - 190 * s, cy + 76 * s, 380 * s, 118 * s, 20)}`;
  },
  people(cx, cy, s, p) {
    const person = (x, colour, height) => `<circle cx="${x}" cy="${cy - height * s}" r="${34 * s}" fill="${colour}"/><path d="M${x - 60 * s} ${cy + 60 * s} Q ${x} ${cy - (height - 60) * s} ${x + 60 * s} ${cy + 60 * s} Z" fill="${colour}"/>`;
    return person(cx - 170 * s, '#6b7b8c', 130) + person(cx, p.accent, 150) + person(cx + 170 * s, '#a0826d', 125) +
      `<g transform="translate(8 14)"><rect x="${cx - 320 * s}" y="${cy + 50 * s}" width="${640 * s}" height="${36 * s}" rx="${6 * s}" fill="#00000024"/></g><rect x="${cx - 320 * s}" y="${cy + 50 * s}" width="${640 * s}" height="${36 * s}" rx="${6 * s}" fill="${p.wood}"/>` + subjects.prints(cx - 40 * s, cy + 10 * s, s * 0.25, p);
  },
};

/** name, size, palette, and how to draw it. */
const IMAGES = [
  ['hero-cards', '1600x900', WARM, (w, h, p) => subjects.card(w * 0.62, h * 0.48, 1.89, p, 0, 'ring') + subjects.card(w * 0.36, h * 0.55, 1.45, p, 40, 'heart')],
  ['hero-wallart', '1600x900', COOL, (w, h, p) => subjects.gallery(w * 0.55, h * 0.45, 2.03, p)],
  ['hero-calendar', '1600x900', WARM, (w, h, p) => subjects.calendar(w * 0.6, h * 0.5, 2.17, p, 10)],
  ['hero-photo-book', '1600x900', WARM, (w, h, p) => floor(w, h, '#d8c4ad') + subjects.book(w * 0.55, h * 0.55, 2.32, p, 0)],
  ['hero-canvas', '1600x900', COOL, (w, h, p) => subjects.canvas(w * 0.55, h * 0.42, 1.89, p, 30)],
  ['hero-photo-prints', '1600x900', WARM, (w, h, p) => subjects.prints(w * 0.58, h * 0.5, 2.17, p, 0)],
  ['hero-photo-box', '1600x900', WARM, (w, h, p) => floor(w, h, '#d8c4ad') + subjects.box(w * 0.58, h * 0.58, 2.17, p, 0)],
  ['hero-gifts', '1600x900', WARM, (w, h, p) => floor(w, h, '#d8c4ad') + subjects.gift(w * 0.42, h * 0.6, 1.74, p) + subjects.card(w * 0.68, h * 0.5, 1.45, p, 60, 'star')],
  ['cards-wedding', '800x600', WARM, (w, h, p) => subjects.card(w / 2, h / 2, 1.2, p, 0, 'ring')],
  ['cards-birth', '800x600', { ...WARM, wall: ['#eaf3f7', '#d5e7ef'] }, (w, h, p) => subjects.card(w / 2, h / 2, 1.2, p, 150, 'heart')],
  ['cards-christmas', '800x600', { ...WARM, wall: ['#e9f0e6', '#cfdccb'] }, (w, h, p) => subjects.card(w / 2, h / 2, 1.2, p, 80, 'star')],
  ['cards-birthday', '800x600', { ...WARM, wall: ['#fbeee0', '#f5d9bd'] }, (w, h, p) => subjects.card(w / 2, h / 2, 1.2, p, 20, 'balloon')],
  ['photo-box', '800x600', WARM, (w, h, p) => subjects.box(w / 2, h * 0.55, 1.1, p)],
  ['photo-prints', '800x600', WARM, (w, h, p) => subjects.prints(w / 2, h / 2, 1.2, p)],
  ['photo-calendar', '800x600', WARM, (w, h, p) => subjects.calendar(w / 2, h / 2, 1.1, p, 10)],
  ['canvas', '800x600', COOL, (w, h, p) => subjects.canvas(w / 2, h * 0.45, 0.95, p, 30)],
  ['wall-art', '800x600', COOL, (w, h, p) => subjects.gallery(w / 2 + 10, h / 2, 0.95, p)],
  ['photo-book', '800x600', WARM, (w, h, p) => subjects.book(w / 2, h / 2, 1.3, p)],
  ['gift-box', '800x600', WARM, (w, h, p) => subjects.gift(w / 2, h * 0.55, 1.1, p)],
  ['studio', '800x600', COOL, (w, h, p) => subjects.printer(w / 2, h * 0.4, 1.1, p)],
  ['team', '800x600', WARM, (w, h, p) => subjects.people(w / 2, h * 0.55, 1.0, p)],
  ['acrylic', '800x600', COOL, (w, h, p) => subjects.panel(w / 2, h / 2, 1.3, p, 0, 'acrylic')],
  ['alu-dibond', '800x600', COOL, (w, h, p) => subjects.panel(w / 2, h / 2, 1.3, p, 200, 'brushed')],
  ['poster-frame', '800x600', COOL, (w, h, p) => subjects.frameCorner(w / 2, h / 2, 0.95, p, 40, '#2b2b2b')],
  ['frame-wood', '600x600', COOL, (w, h, p) => subjects.frameCorner(w / 2, h / 2, 0.95, p, 0, '#8a5a36')],
  ['frame-alu', '600x600', COOL, (w, h, p) => subjects.frameCorner(w / 2, h / 2, 0.95, p, 60, '#b9c0c8')],
  ['frame-floater', '600x600', COOL, (w, h, p) => subjects.frameCorner(w / 2, h / 2, 0.95, p, 120, '#d8c3a0')],
  ['envelope', '600x600', WARM, (w, h, p) => subjects.envelope(w / 2, h / 2, 1.0, p)],
  ['ribbon', '600x600', WARM, (w, h, p) => subjects.ribbon(w / 2, h * 0.4, 1.0, p)],
  ['nav-cards', '600x600', { ...WARM, wall: ['#fbf6f0', '#f3e9dc'] }, (w, h, p) => subjects.card(w / 2, h / 2, 1.05, p, 0, 'ring')],
  ['nav-calendar', '600x600', { ...WARM, wall: ['#fbf6f0', '#f3e9dc'] }, (w, h, p) => subjects.calendar(w / 2, h / 2, 0.95, p, 10)],
  ['nav-photo-book', '600x600', { ...WARM, wall: ['#fbf6f0', '#f3e9dc'] }, (w, h, p) => subjects.book(w / 2, h / 2, 0.85, p)],
  ['nav-photo-box', '600x600', { ...WARM, wall: ['#fbf6f0', '#f3e9dc'] }, (w, h, p) => subjects.box(w / 2, h * 0.55, 1.0, p)],
  ['nav-photo-prints', '600x600', { ...WARM, wall: ['#fbf6f0', '#f3e9dc'] }, (w, h, p) => subjects.prints(w / 2, h / 2, 0.95, p)],
  ['nav-canvas', '600x600', { ...COOL, wall: ['#f3f6f9', '#e3e9f0'] }, (w, h, p) => subjects.panel(w / 2, h / 2, 1.0, p, 30, 'acrylic')],
  ['nav-wall-art', '600x600', { ...COOL, wall: ['#f3f6f9', '#e3e9f0'] }, (w, h, p) => subjects.gallery(w / 2 + 10, h / 2, 0.75, p)],
  ['video-poster', '1280x720', COOL, (w, h, p) => subjects.printer(w * 0.5, h * 0.38, 1.89, p)],
];

for (const [name, size, palette, draw] of IMAGES) {
  const [w, h] = size.split('x').map(Number);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke="none">${background(w, h, palette.wall)}${draw(w, h, palette)}</svg>`;
  const source = path.join(work, `${name}.svg`);
  writeFileSync(source, svg);
  const target = path.join(root, 'public/demo-assets', size, `${name}.jpg`);
  mkdirSync(path.dirname(target), { recursive: true });
  execFileSync('convert', [source, '-strip', '-interlace', 'Plane', '-quality', '82', target]);
  console.log(`${target.slice(root.length + 1)} ${statSync(target).size} bytes`);
}
