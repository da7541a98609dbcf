import { describe, expect, it } from 'vitest';
import { ADOBE, buildJpeg, COMMENT, exif, ICC, JFIF, XMP } from '../support/jpeg-bytes';
import { fetchShop } from './worker-fetch';

// spec §7 /web-api/toolbox-convert-pdf, -optimize-image, -download (docs/decisions/012-toolbox.md):
// each tool answers its file, or refuses naming the field, never with a 500.
const shop = 'https://kartenliebe.de';
const ORIGIN = { origin: shop };

function upload(
  path: string,
  file: Blob | string | null,
  { name = 'Urlaub am Meer.jpg', headers = ORIGIN }: { name?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  if (typeof file === 'string') form.append('file', file);
  else if (file) form.append('file', new File([file], name, { type: 'image/jpeg' }));
  return fetchShop(`${shop}${path}`, { method: 'POST', headers, body: form });
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const problemOf = async (response: Response) => ((await response.json()) as { error: { field: string; problem: string } }).error;

/** Every way an upload can be wrong, with the status and the field the answer must name. */
async function expectRefusals(path: string) {
  const jpeg = buildJpeg({ width: 64, height: 64 });
  const cases: [string, Promise<Response>, number][] = [
    ['no file', upload(path, null), 400],
    ['empty file', upload(path, new Blob([])), 400],
    ['text instead of a file', upload(path, 'hello'), 400],
    ['a PNG named .jpg', upload(path, new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)])), 415],
    ['a truncated JPEG', upload(path, new Blob([jpeg.subarray(0, jpeg.length - 20)])), 422],
    ['a damaged JPEG', upload(path, new Blob([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0x00)])), 422],
    [
      'more than 15 MB',
      upload(path, new Blob([jpeg.subarray(0, jpeg.length - 2), new Uint8Array(15 * 1024 * 1024), Uint8Array.of(0xff, 0xd9)])),
      413,
    ],
  ];
  for (const [what, answer, status] of cases) {
    const response = await answer;
    expect([what, response.status]).toEqual([what, status]);
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    const error = await problemOf(response);
    expect([what, error.field]).toEqual([what, 'file']);
    expect(error.problem, what).not.toMatch(/at .*\.ts|Error:/);
  }
  const form = await upload(path, new Blob([jpeg]), { headers: { origin: 'https://evil.example' } });
  expect(form.status).toBe(403);
  expect((await problemOf(form)).field).toBe('origin');
  const json = await fetchShop(`${shop}${path}`, {
    method: 'POST',
    headers: { ...ORIGIN, 'content-type': 'application/json' },
    body: '{"file":"x"}',
  });
  expect(json.status).toBe(400);
  expect((await problemOf(json)).field).toBe('file');
}

describe('POST /web-api/toolbox-convert-pdf', () => {
  const path = '/web-api/toolbox-convert-pdf';

  it('answers a one-page PDF with the JPEG embedded unchanged at 300 dpi, named after the photo', async () => {
    const jpeg = buildJpeg({ width: 1500, height: 1000, before: [JFIF, ICC] });
    const response = await upload(path, new Blob([jpeg]), { name: 'Grüße aus Zürich (1).JPG' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Grusse-aus-Zurich-1.pdf"');
    const pdf = latin1(await bytesOf(response));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 360 240]');
    expect(pdf).toContain('/Width 1500 /Height 1000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode');
    expect(pdf).toContain(latin1(jpeg));
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 5)).toBe('xref\n');
  });

  it('embeds Adobe CMYK with a decode array, and turns a sideways photo upright', async () => {
    const cmyk = latin1(await bytesOf(await upload(path, new Blob([buildJpeg({ components: 4, before: [ADOBE] })]))));
    expect(cmyk).toContain('/ColorSpace /DeviceCMYK /BitsPerComponent 8 /Decode [1 0 1 0 1 0 1 0]');
    const turned = latin1(await bytesOf(await upload(path, new Blob([buildJpeg({ width: 600, height: 300, before: [exif(6)] })]))));
    expect(turned).toContain('/MediaBox [0 0 72 144]');
  });

  it('refuses what it cannot convert, naming the field', () => expectRefusals(path));
});

describe('POST /web-api/toolbox-optimize-image', () => {
  const path = '/web-api/toolbox-optimize-image';

  it('answers the same picture without metadata, with its size in pixels', async () => {
    const jpeg = buildJpeg({ width: 3000, height: 2000, before: [JFIF, exif(1), XMP, ICC, COMMENT] });
    const response = await upload(path, new Blob([jpeg]), { name: 'IMG_2041.jpeg' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="IMG_2041.jpg"');
    expect([response.headers.get('x-image-width'), response.headers.get('x-image-height')]).toEqual(['3000', '2000']);
    const optimised = latin1(await bytesOf(response));
    expect(optimised.length).toBeLessThan(jpeg.length);
    for (const gone of ['Exif', 'xmpmeta', 'Zurich', 'PhoneX1']) expect(optimised).not.toContain(gone);
    expect(optimised).toContain('JFIF');
    expect(optimised).toContain('ICC_PROFILE');
    expect(optimised.endsWith(latin1(jpeg.subarray(jpeg.length - 500)))).toBe(true);
  });

  it('keeps a turned photo upright and reports its upright size', async () => {
    const response = await upload(path, new Blob([buildJpeg({ width: 4000, height: 3000, before: [exif(8), XMP] })]));
    expect([response.headers.get('x-image-width'), response.headers.get('x-image-height')]).toEqual(['3000', '4000']);
    const optimised = await bytesOf(response);
    // SOI, then the minimal Exif segment with orientation 8 and nothing else.
    expect([...optimised.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
    expect(latin1(optimised.subarray(6, 12))).toBe('Exif\0\0');
    expect(optimised[30]).toBe(8);
    expect(latin1(optimised)).not.toContain('xmpmeta');
  });

  it('refuses what it cannot optimise, naming the field', () => expectRefusals(path));
});

describe('GET /web-api/toolbox-download', () => {
  it('answers the print template of a format: bleed, trim box, name', async () => {
    const response = await fetchShop(`${shop}/web-api/toolbox-download?format=a5-quer`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="template-a5-quer.pdf"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const pdf = latin1(await bytesOf(response));
    // 216 × 154 mm with bleed; trimmed 210 × 148 mm from 3 mm in.
    expect(pdf).toContain('/MediaBox [0 0 612.283 436.535] /BleedBox [0 0 612.283 436.535] /TrimBox [8.504 8.504 603.78 428.031]');
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).toContain('(a5-quer \\267 210 \\327 148 mm) Tj');
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
  });

  it('refuses an unknown or missing format naming the field', async () => {
    for (const query of ['?format=a2-hoch', '?format=', '', '?format=a4-hoch%00']) {
      const response = await fetchShop(`${shop}/web-api/toolbox-download${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect((await problemOf(response)).field).toBe('format');
    }
  });
});
