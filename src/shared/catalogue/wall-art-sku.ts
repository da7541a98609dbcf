import { FRAME_KINDS, FRAME_TYPES, FRAMES_OF_MATERIAL } from './frames';
import { MATERIAL_FORMATS, MATERIALS, type Material } from './materials';

/** What a wall-art SKU names: a material in a format, framed or not (decision 036). */
interface WallArtSku {
  materialType: Material;
  /** A frame type of ./frames.ts the material takes, or null for the unframed picture. */
  frameType: (typeof FRAME_TYPES)[number] | null;
  /** A format the material comes in (./materials.ts MATERIAL_FORMATS), e.g. 600x400. */
  formatType: string;
}

/**
 * Reads a wall-art SKU, `{material}-{format}` or `{material}-{frameType}-{format}`, in the ids of
 * spec §3 (materials, frame types, format strings); null unless the material comes in that format
 * and takes that kind of frame.
 * @example wallArtSku('leinwand-600x400') // { materialType: 'leinwand', frameType: null, formatType: '600x400' }
 * @example wallArtSku('poster-holzrahmen-eiche-600x400') // { materialType: 'poster', frameType: 'holzrahmen-eiche', formatType: '600x400' }
 * @example wallArtSku('leinwand-holzrahmen-schwarz-600x400') // null (canvas goes into a floater frame)
 */
export function wallArtSku(sku: string): WallArtSku | null {
  const parts = sku.split('-');
  const materialType = MATERIALS.find((material) => material === parts[0]);
  const formatType = parts.at(-1) ?? '';
  if (!materialType || parts.length < 2 || !(MATERIAL_FORMATS[materialType] as readonly string[]).includes(formatType)) return null;
  const frame = parts.slice(1, -1).join('-');
  if (frame === '') return { materialType, frameType: null, formatType };
  const frameType = FRAME_TYPES.find((type) => type === frame);
  const kind = FRAME_KINDS.find((each) => frame.startsWith(`${each}-`));
  if (!frameType || !kind || !(FRAMES_OF_MATERIAL[materialType] as readonly string[]).includes(kind)) return null;
  return { materialType, frameType, formatType };
}
