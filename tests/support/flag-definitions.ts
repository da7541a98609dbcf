// Split flag documents for the tests of pages in a visitor's variant (decision 058).

/** The flags the demo pages show. */
export const PAGE_FLAGS = [
  'KLS-1201',
  'shop-error-details',
  'VOLL-965',
  'VOLL-967',
  'VOLL-1031',
  'VOLL-1409',
  'wall_art_flyout_premium_first',
];
/** A document as ops put it: each flag (by default every one the demo pages show) on for the listed keys only. */
export function flagDefinitions(changeNumber: number, onFor: string[], flags = PAGE_FLAGS) {
  return JSON.stringify({
    since: -1,
    till: changeNumber,
    splits: flags.map((name, index) => ({
      name,
      trafficTypeName: 'user',
      killed: false,
      status: 'ACTIVE',
      defaultTreatment: 'off',
      trafficAllocation: 100,
      trafficAllocationSeed: 17 + index,
      seed: 23 + index,
      changeNumber,
      algo: 2,
      conditions: [
        {
          conditionType: 'WHITELIST',
          matcherGroup: {
            combiner: 'AND',
            matchers: [{ matcherType: 'WHITELIST', negate: false, whitelistMatcherData: { whitelist: onFor } }],
          },
          partitions: [{ treatment: 'on', size: 100 }],
          label: 'whitelisted',
        },
        {
          conditionType: 'ROLLOUT',
          matcherGroup: { combiner: 'AND', matchers: [{ matcherType: 'ALL_KEYS', negate: false }] },
          partitions: [
            { treatment: 'on', size: 0 },
            { treatment: 'off', size: 100 },
          ],
          label: 'default rule',
        },
      ],
    })),
  });
}
