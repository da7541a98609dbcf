import type { FlagDefinition } from '../../../shared/flags/definitions';
import { CONTROL } from '../../../shared/flags/evaluate';

/**
 * Treatments forced from the page's URL (spec §4 feature flags; decision 058), for QA and for
 * showing a variant to someone: `?VOLL-965=on` overrides the flag only with on, off, control or a
 * treatment its definition has; `?feature=VOLL-965&treatment=on` only with on, off or a treatment
 * its definition has. Anything else is ignored: the visitor's own treatment stands.
 */
export interface FlagOverrides {
  /** Treatment asked for by flag name, through the flag's own parameter. */
  byName: ReadonlyMap<string, string>;
  /** The feature/treatment pair, when both are there. */
  pair: { flag: string; treatment: string } | null;
}

const NO_OVERRIDES: FlagOverrides = { byName: new Map(), pair: null };

/** The overrides a URL asks for (not yet checked against the definitions: `overriddenTreatment`). */
export function flagOverridesOf(url: URL): FlagOverrides {
  if (url.search === '') return NO_OVERRIDES;
  const feature = url.searchParams.get('feature');
  const treatment = url.searchParams.get('treatment');
  return {
    byName: new Map(url.searchParams),
    pair: feature && treatment ? { flag: feature, treatment } : null,
  };
}

/** The treatment `overrides` force on `name`, or null when they force none it may take. */
export function overriddenTreatment(overrides: FlagOverrides, name: string, flag: FlagDefinition | undefined): string | null {
  const allowed = (treatment: string) => offeredTreatment(flag, treatment);
  const asked = overrides.byName.get(name);
  if (asked !== undefined && (asked === CONTROL || allowed(asked))) return asked;
  if (overrides.pair?.flag === name && allowed(overrides.pair.treatment)) return overrides.pair.treatment;
  return null;
}

/** spec §4: whether `treatment` is on, off or one `flag`'s definition can give (a flag not in force has none of its own). */
export function offeredTreatment(flag: FlagDefinition | undefined, treatment: string): boolean {
  return treatment === 'on' || treatment === 'off' || (flag !== undefined && possibleTreatments(flag).has(treatment));
}

/** Every treatment a definition can give: its default and each partition's. */
function possibleTreatments(flag: FlagDefinition): Set<string> {
  const treatments = new Set([flag.defaultTreatment]);
  for (const condition of flag.conditions) for (const partition of condition.partitions) treatments.add(partition.treatment);
  return treatments;
}
