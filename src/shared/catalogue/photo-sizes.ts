// Data only, without imports (decision 029). A module of its own, so the code of a page that
// prints (the toolbox) holds it and no other page does.

/** spec §3 photo sizes A8 to A0, upright, in millimetres [width, height] (ISO 216; decision 029). */
export const PHOTO_SIZES = {
  a0: [841, 1189],
  a1: [594, 841],
  a2: [420, 594],
  a3: [297, 420],
  a4: [210, 297],
  a5: [148, 210],
  a6: [105, 148],
  a7: [74, 105],
  a8: [52, 74],
} as const;
