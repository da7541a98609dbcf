import type { Miniflare } from 'miniflare';

/** A built worker copied beside a wrapper of its storage, as Miniflare loads it. */
export interface ShopBundle {
  shopDir: string;
  modules: { type: string; path: string }[];
}

export function prepareBundle(built: string, shopDir: string, wrapper?: 'storage-latency.mjs' | 'storage-faults.mjs'): Promise<ShopBundle>;

export function startShop(bundle: ShopBundle, vars: Record<string, string>, options?: { inspectorPort?: number; onLog?: (line: { level: string; message: string }) => void; seeded?: boolean }): Promise<{ mf: Miniflare; url: URL }>;

export const root: string;
