import { FLAGS } from '../../../shared/flags/experiments';

/**
 * The feature flags the shop ships with (issue 15; spec §9 experiments), used while the FLAGS
 * namespace holds no definitions of its own: Split's `splitChanges` shape, each experiment split
 * 50/50 between on and off so that both variants can be seen (decision 057). What each flag changes
 * on the pages comes with the experiments' slice.
 */

/** An experiment as Split exports it: one rollout condition over every key, `on` for `share` of them. */
function experiment(name: string, seed: number, share: number) {
  return {
    name,
    trafficTypeName: 'user',
    killed: false,
    status: 'ACTIVE',
    defaultTreatment: 'off',
    trafficAllocation: 100,
    trafficAllocationSeed: seed ^ 0x5f3759df,
    seed,
    changeNumber: 1764115200000,
    algo: 2,
    conditions: [
      {
        conditionType: 'ROLLOUT',
        matcherGroup: { combiner: 'AND', matchers: [{ matcherType: 'ALL_KEYS', negate: false }] },
        partitions: [
          { treatment: 'on', size: share },
          { treatment: 'off', size: 100 - share },
        ],
        label: 'default rule',
      },
    ],
  };
}

export const DEMO_FLAG_DEFINITIONS: unknown = {
  since: -1,
  till: 1764115200000,
  splits: [
    experiment(FLAGS.calculatorRedesign, 1190129711, 50),
    experiment(FLAGS.nudgingLabels, -1826548290, 50),
    experiment(FLAGS.portraitFormatSwap, 613046723, 50),
    experiment(FLAGS.canvasRedesign, -977436513, 50),
    // Also the A/B content block of Wallart's demo home page (spec §4 A/B content block).
    experiment('VOLL-1785', 1581305870, 50),
    // The A/B content block of Kartenliebe's demo home page: a calendar teaser or a button.
    experiment('KLS-1201', 402112509, 50),
    experiment(FLAGS.flyoutPremiumFirst, 71044122, 50),
    // spec §2 error page: the error details show only where this is on; nobody by default.
    experiment(FLAGS.errorDetails, -289571830, 0),
  ],
};
