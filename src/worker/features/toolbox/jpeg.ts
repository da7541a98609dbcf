/**
 * Reads the marker structure of a JPEG file (ITU-T T.81 annex B) without decoding the picture:
 * enough to embed it in a PDF unchanged and to strip its metadata. Pure, no I/O.
 */

/** A JPEG the tools cannot use: its text says what is wrong (it ends up in the API's 422 body). */
export class JpegError extends Error {
  override name = 'JpegError';
}

/** One marker segment before the first scan: bytes `start` (its 0xFF) to `end` (exclusive). */
interface JpegSegment {
  marker: number;
  start: number;
  /** First byte after the two length bytes. */
  dataStart: number;
  end: number;
}

export interface JpegInfo {
  /** Stored size in pixels, from the frame header (SOF). */
  width: number;
  height: number;
  /** 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK. */
  components: 1 | 3 | 4;
  /** Bits per sample. */
  precision: number;
  /** Whether an Adobe APP14 segment is present (Adobe CMYK is stored inverted). */
  adobe: boolean;
  /** Exif orientation 1–8 (1 = upright; anything unreadable counts as 1). */
  orientation: number;
  /** The segments from SOI up to, not including, the first scan. */
  header: JpegSegment[];
  /** Offset of the first scan's SOS marker. */
  scanStart: number;
  /** Offset just after the EOI marker (anything after it is not part of the picture). */
  end: number;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** Frame headers: baseline, extended, progressive and lossless, Huffman or arithmetic coded. */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: RST0–7 and TEM. */
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/** Whether the bytes start like a JPEG file (SOI followed by a marker), whatever the name says. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;
}

/**
 * The byte at `index`. Callers check the length first; this guard turns a byte that is still
 * missing into the JpegError of a truncated file rather than reading `undefined` as a number.
 */
function byteAt(bytes: Uint8Array, index: number): number {
  const byte = bytes[index];
  if (byte === undefined) throw new JpegError(`is truncated (it ends before byte ${index})`);
  return byte;
}

/** The big-endian 16-bit number at `index` (segment lengths, frame sizes). */
function uint16At(bytes: Uint8Array, index: number): number {
  return (byteAt(bytes, index) << 8) | byteAt(bytes, index + 1);
}

/** Whether the segment's data starts with `signature` (e.g. `Exif\0\0`, `ICC_PROFILE\0`). */
function hasSignature(bytes: Uint8Array, segment: JpegSegment, signature: string): boolean {
  if (segment.end - segment.dataStart < signature.length) return false;
  for (let index = 0; index < signature.length; index++) {
    if (bytes[segment.dataStart + index] !== signature.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * Walks a JPEG's markers from SOI to EOI, through every scan's entropy-coded data.
 * @throws JpegError when the file is truncated, a marker is out of place or the frame header
 *   describes something the tools cannot embed (not 1, 3 or 4 components, no size).
 */
export function readJpeg(bytes: Uint8Array): JpegInfo {
  if (!isJpeg(bytes)) throw new JpegError('is not a JPEG file');
  const header: JpegSegment[] = [];
  let frame: Pick<JpegInfo, 'width' | 'height' | 'components' | 'precision'> | null = null;
  let adobe = false;
  let orientation = 1;
  let scanStart = -1;
  let position = 2;

  for (;;) {
    if (position >= bytes.length) throw new JpegError('is truncated (it ends before the end-of-image marker)');
    if (bytes[position] !== 0xff) throw new JpegError(`is damaged (no marker at byte ${position})`);
    const start = position;
    while (position < bytes.length && bytes[position] === 0xff) position++; // fill bytes
    if (position >= bytes.length) throw new JpegError('is truncated (it ends before the end-of-image marker)');
    const marker = byteAt(bytes, position++);
    if (marker === EOI) break;
    if (marker === SOI || marker === 0x00) throw new JpegError(`is damaged (unexpected marker at byte ${start})`);
    if (isStandalone(marker)) continue;
    if (position + 2 > bytes.length) throw new JpegError('is truncated (inside a marker segment)');
    const length = uint16At(bytes, position);
    const end = position + length;
    if (length < 2) throw new JpegError(`is damaged (bad segment length at byte ${start})`);
    if (end > bytes.length) throw new JpegError('is truncated (inside a marker segment)');
    const segment: JpegSegment = { marker, start, dataStart: position + 2, end };

    if (isFrameMarker(marker)) {
      if (frame) throw new JpegError('is damaged (a second frame header)');
      frame = readFrame(bytes, segment);
    } else if (marker === APP14 && hasSignature(bytes, segment, 'Adobe')) {
      adobe = true;
    } else if (marker === APP1 && scanStart < 0 && orientation === 1 && hasSignature(bytes, segment, 'Exif\0\0')) {
      orientation = exifOrientation(bytes.subarray(segment.dataStart + 6, segment.end));
    }
    if (scanStart < 0) {
      if (marker === SOS) scanStart = start;
      else header.push(segment);
    }
    position = end;

    if (marker === SOS) {
      if (!frame) throw new JpegError('is damaged (image data before the frame header)');
      position = skipEntropyData(bytes, position);
    }
  }

  if (!frame) throw new JpegError('is damaged (no frame header)');
  if (scanStart < 0) throw new JpegError('is damaged (no image data)');
  return { ...frame, adobe, orientation, header, scanStart, end: position };
}

function readFrame(bytes: Uint8Array, segment: JpegSegment): Pick<JpegInfo, 'width' | 'height' | 'components' | 'precision'> {
  const at = segment.dataStart;
  if (segment.end - at < 6) throw new JpegError('is damaged (short frame header)');
  const precision = byteAt(bytes, at);
  const height = uint16At(bytes, at + 1);
  const width = uint16At(bytes, at + 3);
  const components = byteAt(bytes, at + 5);
  if (segment.end - at < 6 + 3 * components) throw new JpegError('is damaged (short frame header)');
  // A height of 0 announces a DNL marker later on; no camera or editor writes that.
  if (width === 0 || height === 0) throw new JpegError('has no width or height in its frame header');
  if (components !== 1 && components !== 3 && components !== 4)
    throw new JpegError(`has ${components} colour components (1, 3 or 4 are supported)`);
  return { width, height, components, precision };
}

/** The offset of the marker that ends a scan's entropy-coded data. */
function skipEntropyData(bytes: Uint8Array, from: number): number {
  let position = from;
  for (;;) {
    const found = bytes.indexOf(0xff, position);
    if (found < 0 || found + 1 >= bytes.length) throw new JpegError('is truncated (it ends inside the image data)');
    const next = byteAt(bytes, found + 1);
    // 0xFF00 is a stuffed 0xFF byte and RSTn a restart marker: both belong to the data.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) position = found + 2;
    else if (next === 0xff) position = found + 1;
    else return found;
  }
}

/** The orientation tag (0x0112) of IFD0 in an Exif TIFF structure; 1 when there is none or it cannot be read. */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== 0x0112) continue;
    // SHORT, count 1: the value sits in the first two bytes of the value field.
    if (view.getUint16(entry + 2, little) !== 3) return 1;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** Whether an orientation turns the picture by 90° (5–8): shown, width and height swap. */
export function isQuarterTurn(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/**
 * A minimal APP1 Exif segment holding only the orientation tag, so viewers keep turning the
 * picture upright after the rest of the Exif data is gone.
 */
export function orientationSegment(orientation: number): Uint8Array {
  // "Exif\0\0", then a little-endian TIFF header, IFD0 with one entry, no next IFD.
  const payload = [
    0x45,
    0x78,
    0x69,
    0x66,
    0,
    0,
    0x49,
    0x49,
    42,
    0,
    8,
    0,
    0,
    0,
    1,
    0,
    0x12,
    0x01,
    3,
    0,
    1,
    0,
    0,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

/**
 * The same JPEG without metadata: Exif and XMP (APP1), IPTC/Photoshop (APP13), comments and the
 * other application segments go; JFIF (APP0), the ICC profile (APP2) and Adobe (APP14) stay,
 * because they decide how the colours are read. The picture data is copied unchanged. A picture
 * that is not upright keeps its orientation in a minimal Exif segment.
 */
export function stripMetadata(bytes: Uint8Array, info: JpegInfo): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationWritten = info.orientation === 1;
  for (const segment of info.header) {
    const keep =
      (segment.marker === APP0 && hasSignature(bytes, segment, 'JFIF\0')) ||
      (segment.marker === APP2 && hasSignature(bytes, segment, 'ICC_PROFILE\0')) ||
      (segment.marker === APP14 && hasSignature(bytes, segment, 'Adobe')) ||
      segment.marker < APP0 ||
      (segment.marker > 0xef && segment.marker !== COM);
    // Exif belongs right after SOI or after JFIF, before the tables.
    if (!orientationWritten && segment.marker !== APP0) {
      kept.push(orientationSegment(info.orientation));
      orientationWritten = true;
    }
    if (keep) kept.push(bytes.subarray(segment.start, segment.end));
  }
  if (!orientationWritten) kept.push(orientationSegment(info.orientation));
  kept.push(bytes.subarray(info.scanStart, info.end));
  const result = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
