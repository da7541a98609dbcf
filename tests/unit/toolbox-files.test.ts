import { describe, expect, it } from 'vitest';
import { PRINT_TEMPLATES, printTemplate } from '../../src/shared/catalogue/print-templates';
import { exifOrientation, isJpeg, JpegError, orientationSegment, readJpeg, stripMetadata } from '../../src/worker/features/toolbox/jpeg';
import { mmToPoints, pdfNumber, pdfText, writePdf } from '../../src/worker/features/toolbox/pdf';
import { photoPdf } from '../../src/worker/features/toolbox/photo-pdf';
import { templatePdf } from '../../src/worker/features/toolbox/template-pdf';
import { ADOBE, buildJpeg, COMMENT, concat, exif, ICC, IPTC, JFIF, segment, XMP } from '../support/jpeg-bytes';

// docs/decisions/012-toolbox.md: the byte-level parts of the Toolbox tools (spec §7
// /web-api/toolbox-convert-pdf, -optimize-image, -download).

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** The markers of a JPEG in file order, up to the first scan (SOS included). */
function markers(bytes: Uint8Array): number[] {
  const found: number[] = [];
  let position = 2;
  while (position < bytes.length) {
    const marker = bytes[position + 1]!;
    found.push(marker);
    if (marker === 0xda) break;
    position += 2 + ((bytes[position + 2]! << 8) | bytes[position + 3]!);
  }
  return found;
}

interface ParsedPdf {
  text: string;
  objects: Map<number, string>;
  trailer: string;
}

/**
 * Reads a PDF the way a viewer starts to: `startxref` leads to the xref table, each entry's offset
 * must point at `N 0 obj`, each stream's `/Length` must end exactly at `endstream`.
 */
function parsePdf(bytes: Uint8Array): ParsedPdf {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref![1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt))!;
  expect(first).toBe('0');
  const entriesAt = xrefAt + `xref\n0 ${count}\n`.length;
  expect(text.slice(entriesAt, entriesAt + 20)).toBe('0000000000 65535 f \n');
  const objects = new Map<number, string>();
  for (let number = 1; number < Number(count); number++) {
    const entry = text.slice(entriesAt + number * 20, entriesAt + number * 20 + 20);
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${number} 0 obj\n`.length)).toBe(`${number} 0 obj\n`);
    const body = text.slice(offset, text.indexOf('endobj\n', offset));
    const length = /\/Length (\d+) >>\nstream\n/.exec(body);
    if (length) {
      const streamAt = offset + body.indexOf('stream\n') + 'stream\n'.length;
      expect(text.slice(streamAt + Number(length[1]), streamAt + Number(length[1]) + '\nendstream'.length)).toBe('\nendstream');
    }
    objects.set(number, body);
  }
  const trailer = text.slice(text.indexOf('trailer\n', xrefAt), text.indexOf('startxref', xrefAt));
  expect(trailer).toContain(`/Size ${count}`);
  expect(trailer).toContain('/Root 1 0 R');
  expect(objects.get(1)).toContain('/Type /Catalog');
  return { text, objects, trailer };
}

const box = (object: string, name: string) =>
  /\[([^\]]+)\]/
    .exec(object.slice(object.indexOf(`/${name} `)))![1]!
    .split(' ')
    .map(Number);

describe('JPEG marker walker', () => {
  it('tells a JPEG by its bytes', () => {
    expect(isJpeg(buildJpeg())).toBe(true);
    expect(isJpeg(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(false);
    expect(isJpeg(new TextEncoder().encode('%PDF-1.4'))).toBe(false);
    expect(isJpeg(Uint8Array.of(0xff, 0xd8))).toBe(false);
  });

  it('reads size, colour components and the position of the picture data', () => {
    const jpeg = buildJpeg({ width: 1200, height: 800, before: [JFIF, ICC] });
    const info = readJpeg(jpeg);
    expect(info).toMatchObject({ width: 1200, height: 800, components: 3, precision: 8, adobe: false, orientation: 1, end: jpeg.length });
    expect(info.header.map((each) => each.marker)).toEqual([0xe0, 0xe2, 0xdb, 0xc0, 0xc4, 0xc4]);
    expect(jpeg[info.scanStart + 1]).toBe(0xda);
    expect(readJpeg(buildJpeg({ components: 1 })).components).toBe(1);
    expect(readJpeg(buildJpeg({ components: 4, before: [ADOBE] }))).toMatchObject({ components: 4, adobe: true });
  });

  it('reads the Exif orientation in both byte orders, and 1 when it cannot', () => {
    expect(readJpeg(buildJpeg({ before: [exif(6)] })).orientation).toBe(6);
    expect(readJpeg(buildJpeg({ before: [JFIF, exif(8, { bigEndian: true })] })).orientation).toBe(8);
    expect(readJpeg(buildJpeg({ before: [exif(9)] })).orientation).toBe(1);
    expect(exifOrientation(Uint8Array.of(0x49, 0x49, 42, 0, 200, 0, 0, 0))).toBe(1);
    expect(exifOrientation(new Uint8Array(3))).toBe(1);
  });

  it('walks over stuffed bytes, restart markers, fill bytes and a second scan', () => {
    const jpeg = buildJpeg();
    const scanEnd = jpeg.length - 2;
    const progressive = concat([
      jpeg.subarray(0, scanEnd),
      Uint8Array.of(0xff, 0x00, 0x12, 0xff, 0xd0, 0x34, 0xff, 0xff),
      segment(0xda, [1, 1, 0, 0, 63, 0]),
      Uint8Array.of(0x00, 0xff, 0x00),
      jpeg.subarray(scanEnd),
      new TextEncoder().encode('trailing bytes after the picture'),
    ]);
    const info = readJpeg(progressive);
    expect(info.end).toBe(progressive.length - 'trailing bytes after the picture'.length);
    expect(info.header.every((each) => each.marker !== 0xda)).toBe(true);
  });

  it('refuses truncated and damaged files with a reason', () => {
    const jpeg = buildJpeg({ width: 64, height: 64 });
    const reason = (bytes: Uint8Array) => {
      try {
        readJpeg(bytes);
        return 'read';
      } catch (error) {
        expect(error).toBeInstanceOf(JpegError);
        return (error as Error).message;
      }
    };
    expect(reason(jpeg.subarray(0, jpeg.length - 2))).toMatch(/truncated/);
    expect(reason(jpeg.subarray(0, 30))).toMatch(/truncated/);
    expect(reason(jpeg.subarray(0, 3))).toMatch(/truncated/);
    const info = readJpeg(jpeg);
    expect(
      reason(concat([jpeg.subarray(0, info.header[1]!.start), Uint8Array.of(0x12, 0x34), jpeg.subarray(info.header[1]!.start)])),
    ).toMatch(/damaged/);
    expect(reason(concat([Uint8Array.of(0xff, 0xd8), segment(0xda, [1, 1, 0, 0, 63, 0]), Uint8Array.of(0, 0xff, 0xd9)]))).toMatch(
      /before the frame header/,
    );
    expect(reason(concat([Uint8Array.of(0xff, 0xd8), JFIF, Uint8Array.of(0xff, 0xd9)]))).toMatch(/no frame header/);
    expect(reason(buildJpeg({ width: 0 }))).toMatch(/no width or height/);
    const twoComponents = buildJpeg();
    twoComponents[readJpeg(twoComponents).header.find((each) => each.marker === 0xc0)!.dataStart + 5] = 2;
    expect(reason(twoComponents)).toMatch(/2 colour components|damaged/);
  });
});

describe('metadata removal', () => {
  it('drops Exif, XMP, IPTC and comments, keeps JFIF, ICC and Adobe, and the picture data unchanged', () => {
    const jpeg = buildJpeg({ width: 320, height: 240, before: [JFIF, exif(1), XMP, ICC, IPTC, COMMENT, ADOBE] });
    const info = readJpeg(jpeg);
    const stripped = stripMetadata(jpeg, info);
    expect(markers(stripped)).toEqual([0xe0, 0xe2, 0xee, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    const text = latin1(stripped);
    for (const gone of ['Exif', 'xmpmeta', 'Canon', 'Photoshop', 'Anna', 'Zurich', 'PhoneX1']) expect(text).not.toContain(gone);
    expect(text).toContain('ICC_PROFILE');
    expect(latin1(stripped.subarray(stripped.length - (info.end - info.scanStart)))).toBe(latin1(jpeg.subarray(info.scanStart, info.end)));
    expect(stripped.length).toBeLessThan(jpeg.length);
    expect(readJpeg(stripped)).toMatchObject({ width: 320, height: 240, orientation: 1 });
  });

  it('keeps a turned picture upright with a minimal Exif segment after JFIF', () => {
    const withJfif = stripMetadata(...withInfo(buildJpeg({ before: [JFIF, exif(6), XMP] })));
    expect(markers(withJfif)).toEqual([0xe0, 0xe1, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    expect(readJpeg(withJfif).orientation).toBe(6);
    expect(latin1(withJfif)).not.toContain('PhoneX1');
    const alone = stripMetadata(...withInfo(buildJpeg({ before: [exif(3)] })));
    expect(markers(alone)).toEqual([0xe1, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    expect(readJpeg(alone).orientation).toBe(3);
    expect(orientationSegment(6)).toHaveLength(36);
  });
});

const withInfo = (jpeg: Uint8Array) => [jpeg, readJpeg(jpeg)] as const;

describe('PDF writer', () => {
  it('writes objects, an xref table pointing at each of them, the trailer and %%EOF', () => {
    const pdf = writePdf([
      { entries: '/Type /Catalog /Pages 2 0 R' },
      { entries: '/Type /Pages /Kids [3 0 R] /Count 1' },
      { entries: '/Type /Page /Parent 2 0 R /MediaBox [0 0 100 50] /Contents 4 0 R' },
      { entries: '', stream: Uint8Array.of(0x00, 0xff, 0x0a, 0x65, 0x6e, 0x64) },
    ]);
    const parsed = parsePdf(pdf);
    expect(parsed.objects.size).toBe(4);
    expect(parsed.objects.get(4)).toContain('/Length 6 >>');
    // The binary comment after the header.
    expect([...pdf.subarray(9, 15)]).toEqual([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
  });

  it('writes numbers without exponents and text for WinAnsi fonts', () => {
    expect(pdfNumber(595.2755905511812)).toBe('595.276');
    expect(pdfNumber(-0.0001)).toBe('0');
    expect(pdfNumber(1e-7)).toBe('0');
    expect(mmToPoints(25.4)).toBe(72);
    expect(pdfText('a4-hoch \u00b7 210 \u00d7 297 mm')).toBe('(a4-hoch \\267 210 \\327 297 mm)');
    expect(pdfText('(x) \\ €')).toBe('(\\(x\\) \\\\ ?)');
  });
});

describe('photo as PDF', () => {
  it('sizes the page to the picture at 300 dpi and embeds the JPEG unchanged', () => {
    const jpeg = buildJpeg({ width: 3000, height: 2000 });
    const parsed = parsePdf(photoPdf(jpeg, readJpeg(jpeg)));
    expect(box(parsed.objects.get(3)!, 'MediaBox')).toEqual([0, 0, 720, 480]);
    const image = parsed.objects.get(4)!;
    expect(image).toContain('/Subtype /Image /Width 3000 /Height 2000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode');
    expect(image).toContain(`/Length ${jpeg.length} >>`);
    expect(parsed.text).toContain(latin1(jpeg));
    expect(parsed.objects.get(5)).toContain('q 720 0 0 480 0 0 cm /Im0 Do Q');
  });

  it('chooses the colour space by components and undoes Adobe’s inverted CMYK', () => {
    const grey = buildJpeg({ width: 150, height: 300, components: 1 });
    const greyPdf = parsePdf(photoPdf(grey, readJpeg(grey)));
    expect(greyPdf.objects.get(4)).toContain('/ColorSpace /DeviceGray');
    expect(box(greyPdf.objects.get(3)!, 'MediaBox')).toEqual([0, 0, 36, 72]);
    const adobe = buildJpeg({ components: 4, before: [ADOBE] });
    expect(parsePdf(photoPdf(adobe, readJpeg(adobe))).objects.get(4)).toContain(
      '/ColorSpace /DeviceCMYK /BitsPerComponent 8 /Decode [1 0 1 0 1 0 1 0] /Filter',
    );
    const plain = buildJpeg({ components: 4, before: [] });
    expect(parsePdf(photoPdf(plain, readJpeg(plain))).objects.get(4)).not.toContain('/Decode');
  });

  it('turns a picture upright on its page by its Exif orientation', () => {
    const turned = buildJpeg({ width: 600, height: 300, before: [exif(6)] });
    const parsed = parsePdf(photoPdf(turned, readJpeg(turned)));
    expect(box(parsed.objects.get(3)!, 'MediaBox')).toEqual([0, 0, 72, 144]);
    expect(parsed.objects.get(4)).toContain('/Width 600 /Height 300');
    expect(parsed.objects.get(5)).toContain('q 0 -144 72 0 0 144 cm /Im0 Do Q');
  });

  it('refuses samples of other than 8 bits', () => {
    const deep = buildJpeg();
    const info = readJpeg(deep);
    expect(() => photoPdf(deep, { ...info, precision: 12 })).toThrow(JpegError);
  });
});

describe('print templates', () => {
  it('are the format plus 3 mm bleed, with trim box, bleed box, trim and safe-area lines and the name', () => {
    const parsed = parsePdf(templatePdf(printTemplate('a4-hoch')));
    const page = parsed.objects.get(3)!;
    const points = (mm: number) => Number(pdfNumber(mmToPoints(mm)));
    expect(box(page, 'MediaBox')).toEqual([0, 0, points(216), points(303)]);
    expect(box(page, 'BleedBox')).toEqual(box(page, 'MediaBox'));
    expect(box(page, 'TrimBox')).toEqual([points(3), points(3), points(213), points(300)]);
    expect(parsed.objects.get(4)).toBe('4 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>\n');
    const content = parsed.objects.get(5)!;
    expect(content).toContain(`${points(3)} ${points(3)} ${points(210)} ${points(297)} re S`);
    expect(content).toContain(`${points(8)} ${points(8)} ${points(200)} ${points(287)} re S`);
    expect(content).toContain('(a4-hoch \\267 210 \\327 297 mm) Tj');
    expect(parsed.text).not.toContain('/FontFile');
  });

  it('exist for every listed format, landscape wider than high', () => {
    expect(PRINT_TEMPLATES.map((each) => each.id)).toEqual([
      'a4-hoch',
      'a4-quer',
      'a5-hoch',
      'a5-quer',
      'a3-hoch',
      'a3-quer',
      '200-200',
      '300-300',
    ]);
    for (const template of PRINT_TEMPLATES) {
      if (template.id.endsWith('-quer')) expect(template.widthMm, template.id).toBeGreaterThan(template.heightMm);
      if (template.id.endsWith('-hoch')) expect(template.widthMm, template.id).toBeLessThan(template.heightMm);
      expect(box(parsePdf(templatePdf(template)).objects.get(3)!, 'TrimBox')[2]).toBe(Number(pdfNumber(mmToPoints(template.widthMm + 3))));
    }
    expect(printTemplate('a5-quer')).toEqual({ id: 'a5-quer', widthMm: 210, heightMm: 148 });
  });
});
