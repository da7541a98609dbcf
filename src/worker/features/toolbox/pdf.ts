/**
 * A tiny PDF writer (ISO 32000-1 §7.5 file structure): numbered objects, optional streams, a
 * cross-reference table with each object's byte offset, the trailer. Enough for one-page files
 * built from a few objects; nothing is compressed or read back. Pure, no I/O.
 */

/** One indirect object: the entries of its dictionary, and its stream if it has one. */
interface PdfObject {
  /** Dictionary entries without `<<`/`>>`, e.g. `/Type /Page /Parent 2 0 R`; `/Length` is added for streams. */
  entries: string;
  stream?: Uint8Array;
}

const ascii = new TextEncoder();

/**
 * The bytes of a PDF whose object `n` is `objects[n - 1]`; object 1 must be the catalogue.
 * @example writePdf([{ entries: '/Type /Catalog /Pages 2 0 R' }, { entries: '/Type /Pages /Kids [] /Count 0' }])
 */
export function writePdf(objects: readonly PdfObject[]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  let size = 0;
  const write = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? ascii.encode(part) : part;
    parts.push(bytes);
    size += bytes.length;
  };

  // The comment of four bytes above 127 tells transfer tools the file is binary (§7.5.2).
  write('%PDF-1.4\n');
  write(Uint8Array.of(0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a));
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(size);
    if (object.stream) {
      write(`${index + 1} 0 obj\n<< ${object.entries} /Length ${object.stream.length} >>\nstream\n`);
      write(object.stream);
      write('\nendstream\nendobj\n');
    } else {
      write(`${index + 1} 0 obj\n<< ${object.entries} >>\nendobj\n`);
    }
  });

  const xref = size;
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte EOL.
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const file = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** A number as PDF writes it: no exponent, at most three decimals. */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Millimetres in PDF points (1/72 inch). */
export function mmToPoints(mm: number): number {
  return (mm * 72) / 25.4;
}

/**
 * A literal string for a standard font with WinAnsiEncoding: brackets and backslashes escaped,
 * Latin-1 characters as octal escapes, anything else as `?`.
 * @example pdfText('A4 · 210 × 297 mm') // '(A4 \\267 210 \\327 297 mm)'
 */
export function pdfText(text: string): string {
  let result = '(';
  for (const character of text) {
    // The first UTF-16 unit: a character beyond U+FFFF starts with a surrogate, which ends up as '?' like the character would.
    const code = character.charCodeAt(0);
    if (character === '(' || character === ')' || character === '\\') result += `\\${character}`;
    else if (code >= 0x20 && code < 0x7f) result += character;
    else if (code >= 0xa0 && code <= 0xff) result += `\\${code.toString(8)}`;
    else result += '?';
  }
  return `${result})`;
}
