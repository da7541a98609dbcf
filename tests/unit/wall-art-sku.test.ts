import { describe, expect, it } from 'vitest';
import { wallArtSku } from '../../src/shared/catalogue/wall-art-sku';

// The wall-art SKU of /web-api/sku/container (decision 036): material, frame type, format in the
// ids of spec §3, and only combinations the catalogue offers.
describe('wallArtSku', () => {
  it('reads a material in a format, framed or not', () => {
    expect(wallArtSku('leinwand-600x400')).toEqual({ materialType: 'leinwand', frameType: null, formatType: '600x400' });
    expect(wallArtSku('poster-holzrahmen-eiche-600x400')).toEqual({
      materialType: 'poster',
      frameType: 'holzrahmen-eiche',
      formatType: '600x400',
    });
    expect(wallArtSku('acrylglas-schattenfuge-platte-schwarz-600x450')).toMatchObject({ frameType: 'schattenfuge-platte-schwarz' });
  });

  it('refuses what the catalogue does not offer', () => {
    for (const sku of [
      'leinwand',
      'leinwand-601x400',
      'leinwand-holzrahmen-schwarz-600x400',
      'poster-holzrahmen-lila-600x400',
      'poster-holzrahmen-600x400',
      'pappe-600x400',
      'envelope-c6-114x162-kraft',
    ]) {
      expect(wallArtSku(sku), sku).toBeNull();
    }
  });
});
