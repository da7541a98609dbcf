import { BLEED_MM, type PrintTemplate, SAFE_MARGIN_MM } from '../../../shared/catalogue/print-templates';
import { mmToPoints, pdfNumber, pdfText, writePdf } from './pdf';

/**
 * A print template as a one-page PDF: the page is the format plus bleed on every side, TrimBox
 * and BleedBox say where the print is cut, a thin line marks the trim and a dashed one the safe
 * area; the format's name stands small in the corner (standard Helvetica, nothing embedded).
 */
export function templatePdf(template: PrintTemplate): Uint8Array<ArrayBuffer> {
  const n = (mm: number) => pdfNumber(mmToPoints(mm));
  const pageWidth = template.widthMm + 2 * BLEED_MM;
  const pageHeight = template.heightMm + 2 * BLEED_MM;
  const safe = BLEED_MM + SAFE_MARGIN_MM;
  const name = `${template.id} \u00b7 ${template.widthMm} \u00d7 ${template.heightMm} mm`;
  const content = [
    // Trim line: thin, magenta, where the print is cut.
    `q 0.25 w 0 1 0 0 K ${n(BLEED_MM)} ${n(BLEED_MM)} ${n(template.widthMm)} ${n(template.heightMm)} re S Q`,
    // Safe area: dashed, cyan; text and faces belong inside it.
    `q 0.25 w [2 2] 0 d 1 0 0 0 K ${n(safe)} ${n(safe)} ${n(template.widthMm - 2 * SAFE_MARGIN_MM)} ${n(template.heightMm - 2 * SAFE_MARGIN_MM)} re S Q`,
    `BT /F1 6 Tf 0 0 0 0.6 k ${n(safe + 1)} ${n(safe + 1)} Td ${pdfText(name)} Tj ET`,
    '',
  ].join('\n');
  const trimBox = `${n(BLEED_MM)} ${n(BLEED_MM)} ${n(BLEED_MM + template.widthMm)} ${n(BLEED_MM + template.heightMm)}`;
  const mediaBox = `0 0 ${n(pageWidth)} ${n(pageHeight)}`;
  return writePdf([
    { entries: '/Type /Catalog /Pages 2 0 R' },
    { entries: '/Type /Pages /Kids [3 0 R] /Count 1' },
    {
      entries: `/Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /BleedBox [${mediaBox}] /TrimBox [${trimBox}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R`,
    },
    { entries: '/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding' },
    { entries: '', stream: new TextEncoder().encode(content) },
  ]);
}
