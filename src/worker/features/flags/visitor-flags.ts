import { CONTROL, evaluateFlag } from '../../../shared/flags/evaluate';
import { log } from '../../../shared/log/log';
import type { Definitions } from './definitions-store';
import { type FlagOverrides, overriddenTreatment } from './overrides';

/**
 * A visitor's treatments of the flags a page shows (issue 15; decision 058), decided at the edge
 * before the page renders, so the server's HTML is already the visitor's variant.
 */
export interface FlagDecisions {
  /** The treatment of each flag asked for, by name; none for a crawler (spec §4: no flag client). */
  treatments: Record<string, string>;
  /**
   * The variant as the page cache keys it: each flag's treatment and the change number of its
   * definition, never the visitor's key. A changed definition makes a new variant, so a page kept
   * under the old one is never served again.
   */
  variant: string;
}

/** What a crawler gets of any flag: nothing, one variant for all crawlers. */
const CRAWLER_VARIANT = 'crawler';

/**
 * The treatments of `names` for `key` (null for a crawler) under `definitions`, as Split's SDK
 * decides them (src/shared/flags/evaluate.ts), unless the URL's `overrides` force one (spec §4). A
 * flag the definitions do not have answers `control`, as Split's SDK answers it; `report` hears of
 * each `control` it decided (spec §4 "control reported as an error"), not of a forced one.
 */
export function decideFlags(
  definitions: Definitions,
  key: string | null,
  names: readonly string[],
  overrides: FlagOverrides,
  report: (flag: string, label: string) => void = () => {},
): FlagDecisions {
  if (names.length === 0) return { treatments: {}, variant: '' };
  if (key === null) return { treatments: {}, variant: CRAWLER_VARIANT };
  const treatments: Record<string, string> = {};
  const parts: string[] = [];
  for (const name of [...new Set(names)].sort()) {
    const flag = definitions.flags.get(name);
    const forced = overriddenTreatment(overrides, name, flag);
    const { treatment, label } =
      forced !== null
        ? { treatment: forced, label: 'override' }
        : flag
          ? evaluateFlag(flag, key)
          : { treatment: CONTROL, label: 'definition not found' };
    if (treatment === CONTROL && forced === null) report(name, label);
    treatments[name] = treatment;
    parts.push(`${name}:${treatment}@${flag?.changeNumber ?? 0}`);
  }
  return { treatments, variant: parts.join(',') };
}

/** Reports a `control` treatment as an error (spec §4, §8 "no treatment (control)"). */
export function reportControl(flag: string, label: string): void {
  log.error('flag-control', { flag, label });
}
