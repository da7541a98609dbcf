import type { ShopConfig } from '../../src/worker/platform/env';

/** The configuration of wrangler.toml's [vars], as the worker parses it. */
export const defaultConfig: ShopConfig = {
  hosts: { kartenliebe: 'kartenliebe.{ending}', wallart: 'wallart.{ending}' },
  defaultChannel: 'kartenliebe',
  shopBackendOrigin: undefined,
  designerOrigins: {},
};
