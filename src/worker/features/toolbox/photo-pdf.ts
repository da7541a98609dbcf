import { PRINT_DPI } from '../../../shared/toolbox-files';
import { isQuarterTurn, JpegError, type JpegInfo } from './jpeg';
import { pdfNumber, writePdf } from './pdf';

const COLOUR_SPACES = { 1: '/DeviceGray', 3: '/DeviceRGB', 4: '/DeviceCMYK' } as const;

/**
 * The transform that draws the image's unit square upright on a page of `width` × `height`
 * points, for each Exif orientation (the JPEG keeps its stored pixel order).
 */
function placement(orientation: number, width: number, height: number): number[] {
  switch (orientation) {
    case 2:
      return [-width, 0, 0, height, width, 0];
    case 3:
      return [-width, 0, 0, -height, width, height];
    case 4:
      return [width, 0, 0, -height, 0, height];
    case 5:
      return [0, -height, -width, 0, width, height];
    case 6:
      return [0, -height, width, 0, 0, height];
    case 7:
      return [0, height, width, 0, 0, 0];
    case 8:
      return [0, height, -width, 0, width, 0];
    default:
      return [width, 0, 0, height, 0, 0];
  }
}

/**
 * A one-page PDF showing a JPEG at print resolution: the page is the picture's upright size at
 * 300 dpi (points = pixels × 72 / 300), and the JPEG is embedded unchanged (DCTDecode).
 * @throws JpegError for samples PDF cannot embed (other than 8 bits).
 */
export function photoPdf(jpeg: Uint8Array, info: JpegInfo): Uint8Array<ArrayBuffer> {
  if (info.precision !== 8) throw new JpegError(`has ${info.precision}-bit samples (8 bits are supported)`);
  const turned = isQuarterTurn(info.orientation);
  const width = ((turned ? info.height : info.width) * 72) / PRINT_DPI;
  const height = ((turned ? info.width : info.height) * 72) / PRINT_DPI;
  const matrix = placement(info.orientation, width, height).map(pdfNumber).join(' ');
  const content = new TextEncoder().encode(`q ${matrix} cm /Im0 Do Q\n`);
  // Adobe writes CMYK JPEGs inverted; the Decode array turns them back (PDF 1.7 §8.9.5.2 note).
  const decode = info.components === 4 && info.adobe ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
  return writePdf([
    { entries: '/Type /Catalog /Pages 2 0 R' },
    { entries: '/Type /Pages /Kids [3 0 R] /Count 1' },
    {
      entries: `/Type /Page /Parent 2 0 R /MediaBox [0 0 ${pdfNumber(width)} ${pdfNumber(height)}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R`,
    },
    {
      entries: `/Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace ${COLOUR_SPACES[info.components]} /BitsPerComponent 8${decode} /Filter /DCTDecode`,
      stream: jpeg.subarray(0, info.end),
    },
    { entries: '', stream: content },
  ]);
}
