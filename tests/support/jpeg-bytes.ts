/**
 * Real baseline JPEG files built from bytes, for tests of the Toolbox tools: any decoder shows a
 * mid-grey picture of the given size. Every 8×8 block codes DC difference 0 and end-of-block with
 * one-bit Huffman codes, so the scan is two zero bits per block, padded with ones.
 */

/** A marker segment: 0xFF, the marker, the length, the payload (a string is written as Latin-1). */
export function segment(marker: number, payload: Uint8Array | string | readonly number[]): Uint8Array {
  const body = typeof payload === 'string' ? Uint8Array.from(payload, (character) => character.charCodeAt(0)) : Uint8Array.from(payload);
  const length = body.length + 2;
  return concat([Uint8Array.of(0xff, marker, length >> 8, length & 0xff), body]);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

export const JFIF = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1, 0, 72, 0, 72, 0, 0]);
/** An ICC profile segment (its content is not looked at by the tools). */
export const ICC = segment(0xe2, 'ICC_PROFILE\0\x01\x01fake-profile-bytes');
/** Adobe APP14, transform 0 (as Photoshop writes for CMYK). */
export const ADOBE = segment(0xee, [0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, 0]);
export const XMP = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Canon EOS, 47.3769 N 8.5417 E</x:xmpmeta>');
export const IPTC = segment(0xed, 'Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0bBy: Anna M.');
export const COMMENT = segment(0xfe, 'Taken at Zurich, Bahnhofstrasse 1');

/**
 * An Exif APP1 with the orientation, a camera model and a GPS-like tag, in either byte order.
 * @example exif(6) // a phone photo taken upright, stored turned by 90°
 */
export function exif(orientation: number, { bigEndian = false } = {}): Uint8Array {
  const tiff = new Uint8Array(8 + 2 + 3 * 12 + 4 + 8);
  const view = new DataView(tiff.buffer);
  const little = !bigEndian;
  tiff.set(bigEndian ? [0x4d, 0x4d] : [0x49, 0x49], 0);
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, 3, little);
  const entry = (index: number, tag: number, type: number, count: number, value: number) => {
    const at = 10 + index * 12;
    view.setUint16(at, tag, little);
    view.setUint16(at + 2, type, little);
    view.setUint32(at + 4, count, little);
    if (type === 3) view.setUint16(at + 8, value, little);
    else view.setUint32(at + 8, value, little);
  };
  entry(0, 0x0110, 2, 8, 8 + 2 + 36 + 4); // Model, ASCII, stored after the IFD
  entry(1, 0x0112, 3, 1, orientation);
  entry(2, 0x8825, 4, 1, 0); // GPS IFD pointer
  tiff.set(
    Uint8Array.from('PhoneX1\0', (character) => character.charCodeAt(0)),
    50,
  );
  return segment(0xe1, concat([Uint8Array.from('Exif\0\0', (character) => character.charCodeAt(0)), tiff]));
}

export interface JpegOptions {
  width?: number;
  height?: number;
  components?: 1 | 3 | 4;
  /** Segments between SOI and the tables (APPn, COM). */
  before?: readonly Uint8Array[];
}

/** A decodable baseline JPEG. */
export function buildJpeg({ width = 16, height = 8, components = 3, before = [JFIF] }: JpegOptions = {}): Uint8Array<ArrayBuffer> {
  const ids = Array.from({ length: components }, (_, index) => index + 1);
  const quantisation = segment(0xdb, [0, ...new Array<number>(64).fill(1)]);
  const frame = segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, components, ...ids.flatMap((id) => [id, 0x11, 0])]);
  const oneSymbol = (tableClass: number) => segment(0xc4, [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0]);
  const scanHeader = segment(0xda, [components, ...ids.flatMap((id) => [id, 0x00]), 0, 63, 0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8) * components;
  const bits = blocks * 2;
  const scan = new Uint8Array(Math.ceil(bits / 8));
  if (bits % 8) scan[scan.length - 1] = 0xff >> (bits % 8);
  return concat([
    Uint8Array.of(0xff, 0xd8),
    ...before,
    quantisation,
    frame,
    oneSymbol(0),
    oneSymbol(1),
    scanHeader,
    scan,
    Uint8Array.of(0xff, 0xd9),
  ]);
}
