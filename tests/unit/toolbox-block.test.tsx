import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Locale } from '../../src/shared/locale/locales';
import { attachmentName, fileStem, formatFileSize, sharpPrintSize } from '../../src/shared/toolbox';
import { ToolboxSchema } from '../../src/shared/ui/blocks/schemas/toolbox';
import { Toolbox } from '../../src/shared/ui/blocks/Toolbox';
import { renderBlock } from '../support/render-block';
import { visibleText } from '../support/visible-text';

// spec §2 Toolbox, §7 /web-api/toolbox-*; docs/decisions/012-toolbox.md. Units per locale
// (spec §3: inches for en-US) through src/shared/locale/format.ts (decision 007).

const TRANSLATED: Locale[] = ['de-CH', 'de-DE', 'de-LI', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-FR', 'it-IT', 'nl-NL'];

/** The block as the demo content has it. */
const toolbox = (tools: unknown = ['convert-file', 'convert-pdf', 'optimize-image', 'download']) => ({
  component: 'Toolbox',
  _uid: 'toolbox-1',
  headline: 'Praktische Helfer für deine Dateien',
  text: 'Dein Foto hat das falsche Format oder ist zu groß? Mit unseren Werkzeugen wandelst du Dateien um, erstellst PDFs, optimierst Bilder für den Druck und lädst Vorlagen herunter.',
  tools,
});

const render = (block: Record<string, unknown>, locale: Locale = 'de-DE') => renderBlock(ToolboxSchema, Toolbox, block, { locale });

/** The markup of each tool card, in order. */
const cards = (html: string) => html.split('<li ').slice(1);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('Toolbox schema', () => {
  it('keeps the known tools in the editor’s order, once each', () => {
    expect(ToolboxSchema.parse(toolbox(['download', 'rocket', 'convert-pdf', 'download', 7])).tools).toEqual(['download', 'convert-pdf']);
  });

  it('fails without a headline or without any known tool, so the page skips the block', () => {
    expect(ToolboxSchema.safeParse({ ...toolbox(), headline: ' ' }).success).toBe(false);
    expect(ToolboxSchema.safeParse(toolbox([])).success).toBe(false);
    expect(ToolboxSchema.safeParse(toolbox(['rocket'])).success).toBe(false);
    expect(ToolboxSchema.safeParse(toolbox('convert-pdf')).success).toBe(false);
    expect(render(toolbox(['rocket']))).toBe('');
  });
});

describe('Toolbox block', () => {
  it('is one section with the headline as h2, the text and one card per tool', () => {
    const html = render(toolbox());
    expect(html).toMatch(
      /^<section class="block block--toolbox" aria-labelledby="([^"]+)"><h2 id="\1">Praktische Helfer für deine Dateien<\/h2>/,
    );
    expect(html).toContain('<p class="block--toolbox__intro">Dein Foto hat das falsche Format');
    expect([...html.matchAll(/<h3 [^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      'Bild in JPEG umwandeln',
      'JPEG als PDF',
      'Foto für den Druck optimieren',
      'Druckvorlage herunterladen',
    ]);
    expect(html.match(/<section/g)).toHaveLength(1);
  });

  it('gives each tool a labelled form with a field, a submit button and a status line', () => {
    const html = render(toolbox());
    for (const card of cards(html)) {
      const field = /<(input|select) id="([^"]+)"/.exec(card);
      expect(field).not.toBeNull();
      expect(card).toContain(`<label for="${field![2]}">`);
      expect(card).toMatch(/<form class="block--toolbox__form" aria-labelledby="[^"]+"/);
      expect(card).toMatch(/<button type="submit" class="cta cta--primary"/);
      expect(card).toMatch(/<p role="status" class="block--toolbox__status block--toolbox__status--idle"><\/p>/);
      const described = /aria-describedby="([^"]+)"/.exec(card)![1];
      expect(card).toContain(`<p id="${described}" class="block--toolbox__description">`);
    }
  });

  it('sends the JPEG tools to their endpoints and works without script as plain forms', () => {
    const [convertFile, convertPdf, optimise, download] = cards(render(toolbox()));
    // React writes form attributes in its own order (and `encType` as written; HTML ignores case).
    const form = (card: string | undefined) => /<form [^>]*>/.exec(card ?? '')![0];
    expect(form(convertPdf)).toContain(' action="/web-api/toolbox-convert-pdf"');
    expect(form(convertPdf)).toContain(' method="post"');
    expect(form(convertPdf)).toMatch(/ enctype="multipart\/form-data"/i);
    const input = /<input [^>]*>/.exec(convertPdf ?? '')![0];
    for (const attribute of [' type="file"', ' name="file"', ' accept="image/jpeg,.jpg,.jpeg"', ' required=""'])
      expect(input).toContain(attribute);
    expect(form(optimise)).toContain(' action="/web-api/toolbox-optimize-image"');
    expect(form(optimise)).toContain(' method="post"');
    expect(form(optimise)).toMatch(/ enctype="multipart\/form-data"/i);
    expect(form(download)).toContain(' action="/web-api/toolbox-download"');
    expect(form(download)).toContain(' method="get"');
    expect(download).toContain('<select id="');
    expect(download).toContain('name="format"');
    // convert-file runs in the browser only: no endpoint, and its button waits for the script.
    expect(convertFile).not.toContain('action=');
    expect(convertFile).toContain('accept="image/*"');
    expect(convertFile).toMatch(/<button type="submit" class="cta cta--primary" disabled="">In JPEG umwandeln<\/button>/);
    expect(convertPdf).toMatch(/<button type="submit" class="cta cta--primary">PDF erstellen<\/button>/);
  });

  it('lists the print templates with localised names and sizes in the locale’s unit', () => {
    const options = (locale: Locale) =>
      [...cards(render(toolbox(['download']), locale))[0]!.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map(
        (match) => `${match[1]}: ${match[2]}`,
      );
    expect(options('de-DE')).toEqual([
      'a4-hoch: A4 Hochformat (21\u00a0×\u00a029,7\u00a0cm)',
      'a4-quer: A4 Querformat (29,7\u00a0×\u00a021\u00a0cm)',
      'a5-hoch: A5 Hochformat (14,8\u00a0×\u00a021\u00a0cm)',
      'a5-quer: A5 Querformat (21\u00a0×\u00a014,8\u00a0cm)',
      'a3-hoch: A3 Hochformat (29,7\u00a0×\u00a042\u00a0cm)',
      'a3-quer: A3 Querformat (42\u00a0×\u00a029,7\u00a0cm)',
      '200-200: Quadratisch klein (20\u00a0×\u00a020\u00a0cm)',
      '300-300: Quadratisch groß (30\u00a0×\u00a030\u00a0cm)',
    ]);
    expect(options('de-CH')[7]).toBe('300-300: Quadratisch gross (30\u00a0×\u00a030\u00a0cm)');
    expect(options('en-US')[0]).toBe('a4-hoch: A4 portrait (8.3\u00a0×\u00a011.7\u00a0in)');
    expect(options('en-GB')[0]).toBe('a4-hoch: A4 portrait (21\u00a0×\u00a029.7\u00a0cm)');
    expect(options('fr-FR')[1]).toBe('a4-quer: A4 paysage (29,7\u00a0×\u00a021\u00a0cm)');
  });

  it('shows only the tools the editor chose', () => {
    const html = render(toolbox(['optimize-image']));
    expect(cards(html)).toHaveLength(1);
    expect(visibleText(html)).toContain('Foto für den Druck optimieren');
    expect(html).not.toContain('toolbox-convert-pdf');
  });

  it('is translated in every language of the shop', () => {
    const titles = new Set<string>();
    for (const locale of TRANSLATED) {
      const html = render(toolbox(), locale);
      titles.add(/<h3 [^>]*>([^<]+)<\/h3>/.exec(html)![1]!);
      expect(cards(html), locale).toHaveLength(4);
    }
    expect(warn.mock.calls.map(String).filter((line) => line.includes('translation missing'))).toEqual([]);
    // de, en, es, fr, it, nl
    expect(titles.size).toBe(6);
    expect(visibleText(render(toolbox(), 'en-US'))).toContain('Optimize a photo for print');
    expect(visibleText(render(toolbox(), 'en-GB'))).toContain('Optimise a photo for print');
  });

  it('keeps markup in the editor’s text as text', () => {
    const html = render({ ...toolbox(), headline: '<img src=x onerror=alert(1)>', text: '<script>alert(1)</script>' });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
  });
});

describe('Toolbox helpers', () => {
  it('make file names safe for a download header', () => {
    expect(fileStem('Urlaub am Meer (2).JPG')).toBe('Urlaub-am-Meer-2');
    expect(fileStem('../../Grüße aus Zürich.jpeg')).toBe('Grusse-aus-Zurich');
    expect(fileStem('C:\\Fotos\\Familie.png')).toBe('Familie');
    expect(fileStem('"; evil=1.jpg')).toBe('evil-1');
    expect(fileStem('.jpg')).toBe('image');
    expect(fileStem('照片.jpg')).toBe('image');
    expect(fileStem('a'.repeat(200))).toHaveLength(80);
  });

  it('read the file name of a download answer', () => {
    expect(attachmentName('attachment; filename="template-a4-hoch.pdf"', 'x.pdf')).toBe('template-a4-hoch.pdf');
    expect(attachmentName(undefined, 'x.pdf')).toBe('x.pdf');
  });

  it('write file sizes in kB and MB for the locale', () => {
    expect(formatFileSize(1_234_567, 'de-DE')).toBe('1,2\u00a0MB');
    expect(formatFileSize(45_600, 'en-GB')).toBe('46\u00a0kB');
    expect(formatFileSize(800, 'fr-FR')).toBe('0,8\u00a0kB');
  });

  it('give the largest sharp print at 300 dpi, rounded down, in the locale’s unit', () => {
    expect(sharpPrintSize(3000, 2000, 'de-DE')).toBe('25,4\u00a0×\u00a016,9\u00a0cm');
    expect(sharpPrintSize(3000, 2000, 'en-US')).toBe('10\u00a0×\u00a06.6\u00a0in');
    expect(sharpPrintSize(4032, 3024, 'en-GB')).toBe('34.1\u00a0×\u00a025.6\u00a0cm');
    expect(sharpPrintSize(4032, 3024, 'en-US')).toBe('13.4\u00a0×\u00a010\u00a0in');
  });
});
