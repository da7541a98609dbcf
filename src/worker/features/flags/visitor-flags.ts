import { CONTROL, evaluateFlag } from '../../../shared/flags/evaluate';
import { log } from '../../../shared/log/log';
import type { FlagDecisions } from '../../platform/app-env';
import type { Definitions } from './definitions-store';
import { type FlagOverrides, overriddenTreatment } from './overrides';

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
          ? evaluateFlag(flag, key, definitions)
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
