/** spec §3 card accessory kinds. */
export const ACCESSORY_KINDS = [
  'bag',
  'bow',
  'box',
  'envelope',
  'inlay',
  'pen',
  'posterbar',
  'ribbon',
  'screw',
  'seal',
  'standard',
] as const;

/**
 * spec §3: envelope, inlay and ribbon SKUs are structured with sub type, width, height and paper
 * or colour, e.g. `envelope-c6-114x162-kraft`; other accessories follow the same order where they
 * have the parts (`seal-rund-30x30-gold`, `pen-gold`).
 */
interface AccessoryParts {
  kind: string;
  /** A paper format such as c6 or dl, or a shape; '' when the SKU names none. */
  subType: string;
  /** Millimetres; 0 when the SKU names no size. */
  width: number;
  height: number;
  /** Paper or colour, '' when the SKU names none. */
  finish: string;
}

const SIZE = /^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;

/**
 * @example accessoryParts('envelope-c6-114x162-kraft')
 *          // { kind: 'envelope', subType: 'c6', width: 114, height: 162, finish: 'kraft' }
 * @example accessoryParts('pen-gold') // { kind: 'pen', subType: '', width: 0, height: 0, finish: 'gold' }
 */
export function accessoryParts(sku: string): AccessoryParts {
  const [kind = '', ...rest] = sku.toLowerCase().split('-');
  const sizes = rest.map((part) => SIZE.exec(part));
  const sizeAt = sizes.findIndex((match) => match !== null);
  const size = sizes[sizeAt] ?? null; // sizeAt -1: no part is a size
  const before = sizeAt >= 0 ? rest.slice(0, sizeAt) : rest.slice(0, -1);
  const after = sizeAt >= 0 ? rest.slice(sizeAt + 1) : rest.slice(-1);
  return {
    kind,
    subType: before.join('-'),
    width: size ? Number(size[1]) : 0,
    height: size ? Number(size[2]) : 0,
    finish: after.join('-'),
  };
}

/** Paper formats among sub types, written in capitals (C6, DL); other sub types are words. */
export function isPaperFormat(subType: string): boolean {
  return /^(?:[abc][0-9]{1,2}|dl)$/.test(subType);
}

/** Papers and colours accessories come in; each has a name in every language (`catalogue.finishes`). */
const FINISHES = ['gold', 'kraft', 'rose', 'schwarz', 'silber', 'transparent', 'weiss'] as const;

export function isFinish(value: string): value is (typeof FINISHES)[number] {
  return (FINISHES as readonly string[]).includes(value);
}
