import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Locale } from '../../src/shared/locale/locales';
import { attachmentName, fileStem, formatFileSize, sharpPrintSize } from '../../src/shared/toolbox-files';
import { ToolboxSchema } from '../../src/shared/ui/blocks/schemas/toolbox';
import { Toolbox } from '../../src/shared/ui/blocks/Toolbox';
import {
  allElements,
  attr,
  attrs,
  childElements,
  type Element,
  getAllByRole,
  getByLabelText,
  getByRole,
  nameOf,
  parseHtml,
  queryAllByRole,
  roleOf,
  textOf,
} from '../support/dom';
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

/** Each tool card, in order. */
const cards = (html: string) => queryAllByRole(parseHtml(html), 'listitem');
/** The form of a card, named by the tool's title. */
const formOf = (card: Element | undefined) => getByRole(card!, 'form', { name: nameOf(getByRole(card!, 'heading', { level: 3 })) });
/** The field of a card's form, found by the text of its label element. */
const fieldOf = (card: Element | undefined) => {
  const label = allElements(formOf(card)).find((element) => element.tagName === 'label')!;
  const field = getByLabelText(formOf(card), textOf(label));
  expect(attr(label, 'for')).toBe(attr(field, 'id'));
  return field;
};

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
    const section = getByRole(parseHtml(html), 'region', { name: 'Praktische Helfer für deine Dateien' });
    // The headline, the text, then the list of tools.
    const [headline, intro, tools] = childElements(section);
    expect([headline, intro, tools].map((element) => element && roleOf(element))).toEqual(['heading', 'paragraph', 'list']);
    expect([headline!.tagName, textOf(headline!)]).toEqual(['h2', 'Praktische Helfer für deine Dateien']);
    expect(textOf(intro!)).toBe(toolbox().text);
    expect(getAllByRole(tools!, 'heading', { level: 3 }).map(nameOf)).toEqual([
      'Bild in JPEG umwandeln',
      'JPEG als PDF',
      'Foto für den Druck optimieren',
      'Druckvorlage herunterladen',
    ]);
    expect(html.match(/<section/g)).toHaveLength(1);
  });

  it('gives each tool a labelled form with a field, a submit button and a status line', () => {
    const html = render(toolbox());
    expect(cards(html)).toHaveLength(4);
    for (const card of cards(html)) {
      const field = fieldOf(card);
      expect(['input', 'select']).toContain(field.tagName);
      expect(attr(getByRole(formOf(card), 'button'), 'type')).toBe('submit');
      // The status line is there, empty until a tool runs.
      expect(textOf(getByRole(card, 'status'))).toBe('');
      // The field is described by the tool's description.
      const description = allElements(card).find((element) => attr(element, 'id') === attr(field, 'aria-describedby'));
      expect(description && roleOf(description)).toBe('paragraph');
      expect(textOf(description!)).not.toBe('');
    }
  });

  it('sends the JPEG tools to their endpoints and works without script as plain forms', () => {
    const [convertFile, convertPdf, optimise, download] = cards(render(toolbox()));
    // The form's encoding as HTML reads it (React writes `encType`; attribute names ignore case).
    const upload = { method: 'post', enctype: 'multipart/form-data' };
    expect(attrs(formOf(convertPdf))).toMatchObject({ action: '/web-api/toolbox-convert-pdf', ...upload });
    expect(attrs(fieldOf(convertPdf))).toMatchObject({ type: 'file', name: 'file', accept: 'image/jpeg,.jpg,.jpeg', required: '' });
    expect(attrs(formOf(optimise))).toMatchObject({ action: '/web-api/toolbox-optimize-image', ...upload });
    expect(attrs(formOf(download))).toMatchObject({ action: '/web-api/toolbox-download', method: 'get' });
    expect([roleOf(fieldOf(download)), attr(fieldOf(download), 'name')]).toEqual(['combobox', 'format']);
    // convert-file runs in the browser only: no endpoint, and its button waits for the script.
    expect(allElements(convertFile!).flatMap((element) => [attr(element, 'action'), attr(element, 'formaction')].filter(Boolean))).toEqual(
      [],
    );
    expect(attr(fieldOf(convertFile), 'accept')).toBe('image/*');
    expect(attrs(getByRole(convertFile!, 'button', { name: 'In JPEG umwandeln' }))).toMatchObject({ type: 'submit', disabled: '' });
    const create = getByRole(convertPdf!, 'button', { name: 'PDF erstellen' });
    expect([attr(create, 'type'), attr(create, 'disabled')]).toEqual(['submit', null]);
  });

  it('lists the print templates with localised names and sizes in the locale’s unit', () => {
    const options = (locale: Locale) =>
      getAllByRole(fieldOf(cards(render(toolbox(['download']), locale))[0]), 'option').map(
        (option) => `${attr(option, 'value')}: ${textOf(option)}`,
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
      titles.add(nameOf(getAllByRole(parseHtml(html), 'heading', { level: 3 })[0]!));
      expect(cards(html), locale).toHaveLength(4);
    }
    expect(warn.mock.calls.map(String).filter((line) => line.includes('"event":"translation-missing"'))).toEqual([]);
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
