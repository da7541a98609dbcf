import type { NavigationData } from '../../shared/content/navigation';
import { FLAGS, ON, STYLED_EXPERIMENTS } from '../../shared/flags/experiments';
import { PREMIUM_GROUP } from '../../shared/flags/page-flags';

/**
 * What the experiments change, decided on the server from the page's treatments (decision 061),
 * so that the server's HTML already shows the visitor's variant and the browser needs no code for
 * it: the page data it hydrates from holds the change.
 */

/** spec §4 wall-art flyout: with the experiment on, each flyout lists its premium materials first. */
export function withFlyoutOrder(navigation: NavigationData, treatments: Readonly<Record<string, string>>): NavigationData {
  if (treatments[FLAGS.flyoutPremiumFirst] !== ON) return navigation;
  return {
    ...navigation,
    items: navigation.items.map((item) => ({
      ...item,
      groups: [
        ...item.groups.filter((group) => group.type === PREMIUM_GROUP),
        ...item.groups.filter((group) => group.type !== PREMIUM_GROUP),
      ],
    })),
  };
}

/** The experiments the stylesheet draws that are on for the page (`<body data-experiments>`), or undefined. */
export function styledExperiments(treatments: Readonly<Record<string, string>>): string | undefined {
  const on = STYLED_EXPERIMENTS.filter((flag) => treatments[flag] === ON);
  return on.length > 0 ? on.join(' ') : undefined;
}
