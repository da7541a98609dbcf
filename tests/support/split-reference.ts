import type SplitIO from '@splitsoftware/splitio-commons/types/splitio';

/**
 * Split's own answer for a key and a flag, to hold the shop's evaluation (src/shared/flags/evaluate.ts)
 * against: the evaluator of the dev dependency @splitsoftware/splitio-commons 3.1.0, called, never
 * copied. Everything below comes from the package's sources (node_modules/@splitsoftware/splitio-commons/src):
 * - evaluator/index.ts `evaluateFeature(log, key, name, attributes, storage)`: what a client's
 *   getTreatment runs once its input is valid (sdkClient/client.ts); it reads `storage.definitions`,
 *   `storage.segments` and `storage.rbSegments` and passes itself on for IN_SPLIT_TREATMENT and
 *   prerequisites, so dependencies are Split's too.
 * - storages/inMemory/DefinitionsCacheInMemory.ts, SegmentsCacheInMemory.ts, RBSegmentsCacheInMemory.ts:
 *   the caches of the server-side in-memory storage (storages/inMemory/InMemoryStorage.ts builds the
 *   same three), filled with their `update` as the SDK's first sync fills them
 *   (sync/polling/updaters/definitionChangesUpdater.ts, segmentChangesUpdater.ts).
 * - utils/inputValidation/key.ts `validateKey` and definition.ts `validateDefinition`: the checks the
 *   client makes before evaluating (sdkClient/clientInputValidation.ts). Split trims the key and
 *   refuses one that is then empty or longer than 250 UTF-16 units; the client answers `control` then.
 * - logger/index.ts `Logger` at level NONE: the evaluator logs through it, and a unit test fails on
 *   console output it did not expect (tests/support/fail-on-console-error.ts).
 *
 * The package publishes types for its SDK API only (types/splitio.d.ts); its internals have none (and
 * importing its src/ would type-check that source against this project's stricter settings), so the
 * few functions used are described here and loaded from its ES modules (esm/) by dynamic import.
 */

export interface ReferenceDocument {
  /** Flag definitions exactly as Split's splitChanges API serves them (objects with name, trafficTypeName, killed, defaultTreatment, trafficAllocation, trafficAllocationSeed, seed, changeNumber, algo, status, conditions...). */
  flags: unknown[];
  /** Standard segments: name → the keys in it. */
  segments?: Record<string, string[]>;
  /** Rule-based segments as Split's flag spec 1.3 serves them in `rbs.d` (may be empty/omitted). */
  ruleBasedSegments?: unknown[];
}

/** A flag or rule-based segment as served: only what loading it reads is checked here; Split reads the rest. */
interface RuleEntity {
  name: string;
  status?: string;
  changeNumber?: number;
}

/** What evaluator/index.ts gives back (evaluator/types.ts `IEvaluationResult`, the part used here). */
interface Evaluation {
  treatment: string;
  label: string;
}

/** storages/types.ts `IDefinitionsCacheSync` and `IRBSegmentsCacheSync`: the `update` both have. */
interface RuleEntityCache {
  update(toAdd: readonly RuleEntity[], toRemove: readonly string[], changeNumber: number): boolean;
}

/** storages/types.ts `ISegmentsCacheSync` (server side: a segment is a set of keys). */
interface SegmentsCache {
  update(name: string, addedKeys: readonly string[], removedKeys: readonly string[], changeNumber: number): boolean;
}

/** The parts of storages/types.ts `IStorageSync` the evaluator reads. */
interface EvaluationStorage {
  definitions: RuleEntityCache;
  segments: SegmentsCache;
  rbSegments: RuleEntityCache;
}

/** The functions and classes of the package this module uses, as their sources declare them. */
interface SplitModules {
  evaluateFeature(
    log: SplitIO.ILogger,
    key: SplitIO.SplitKey,
    definitionName: string,
    attributes: SplitIO.Attributes | undefined,
    storage: EvaluationStorage,
  ): Evaluation | Promise<Evaluation>;
  validateKey(log: SplitIO.ILogger, maybeKey: unknown, method: string): SplitIO.SplitKey | false;
  validateDefinition(log: SplitIO.ILogger, maybeDefinition: unknown, method: string): string | false;
  Logger: new (options: { logLevel: SplitIO.LogLevel }) => SplitIO.ILogger;
  DefinitionsCacheInMemory: new () => RuleEntityCache;
  SegmentsCacheInMemory: new () => SegmentsCache;
  RBSegmentsCacheInMemory: new () => RuleEntityCache;
}

/** The answer Split gives when it cannot evaluate (utils/constants.ts `CONTROL`). */
const CONTROL = 'control';

/** The method name Split's messages would carry (utils/constants.ts `GET_TREATMENT`); nothing is logged. */
const GET_TREATMENT = 'getTreatment';

/** A segment's change number, which only the segment cache's bookkeeping reads. */
const SEGMENT_CHANGE_NUMBER = 1;

/** The package's modules, imported once for all tests of a file. */
let modules: Promise<SplitModules> | undefined;

/**
 * The module at `path` of the package's ES build. The specifier is a variable, not a literal, because
 * TypeScript would look for declarations of a literal one (the esm/ files have none) and fail.
 */
async function importSplit(path: string): Promise<Record<string, unknown>> {
  const specifier = `@splitsoftware/splitio-commons/esm/${path}.js`;
  return import(specifier);
}

async function loadModules(): Promise<SplitModules> {
  const [evaluator, key, definition, logger, definitions, segments, rbSegments] = await Promise.all([
    importSplit('evaluator/index'),
    importSplit('utils/inputValidation/key'),
    importSplit('utils/inputValidation/definition'),
    importSplit('logger/index'),
    importSplit('storages/inMemory/DefinitionsCacheInMemory'),
    importSplit('storages/inMemory/SegmentsCacheInMemory'),
    importSplit('storages/inMemory/RBSegmentsCacheInMemory'),
  ]);
  // The one unchecked step: the exports are taken to be what SplitModules says their sources declare.
  // A renamed export in another version of the package fails here, by name, not as a wrong answer.
  const loaded = {
    evaluateFeature: evaluator.evaluateFeature,
    validateKey: key.validateKey,
    validateDefinition: definition.validateDefinition,
    Logger: logger.Logger,
    DefinitionsCacheInMemory: definitions.DefinitionsCacheInMemory,
    SegmentsCacheInMemory: segments.SegmentsCacheInMemory,
    RBSegmentsCacheInMemory: rbSegments.RBSegmentsCacheInMemory,
  };
  for (const [name, value] of Object.entries(loaded)) {
    if (typeof value !== 'function') throw new Error(`@splitsoftware/splitio-commons has no ${name} where this harness looks for it`);
  }
  return loaded as SplitModules;
}

function isRuleEntity(value: unknown): value is RuleEntity {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

function ruleEntities(values: readonly unknown[], what: string): RuleEntity[] {
  return values.map((value, index) => {
    if (!isRuleEntity(value)) throw new TypeError(`${what} ${index} is not an object with a name`);
    return value;
  });
}

/**
 * Loads definitions into a cache as the SDK's sync does: sync/polling/fetchers/splitChangesFetcher.ts
 * (`partitionByStatus`) turns an ARCHIVED one into a removal, so it is never stored. That matters for
 * a rule-based segment, whose matcher (evaluator/matchers/rbsegment.ts) does not look at its status.
 * The change number is the newest one, which is what splitChanges' `t` would be.
 */
function load(cache: RuleEntityCache, entities: readonly RuleEntity[]): void {
  const kept = entities.filter((entity) => entity.status !== 'ARCHIVED');
  const removed = entities.filter((entity) => entity.status === 'ARCHIVED').map((entity) => entity.name);
  const changeNumber = Math.max(-1, ...entities.map((entity) => entity.changeNumber ?? -1));
  cache.update(kept, removed, changeNumber);
}

/** A document made ready for Split's evaluator: its modules, a silent logger and a filled storage. */
interface Prepared {
  split: SplitModules;
  log: SplitIO.ILogger;
  storage: EvaluationStorage;
}

/** One storage per document object: the document is read once, so it must not change afterwards. */
const prepared = new WeakMap<ReferenceDocument, Promise<Prepared>>();

async function prepare(document: ReferenceDocument): Promise<Prepared> {
  modules ??= loadModules();
  const split = await modules;
  // logger/index.ts: level NONE writes nothing, whatever the evaluator or the validation reports.
  const log = new split.Logger({ logLevel: 'NONE' });
  const storage: EvaluationStorage = {
    definitions: new split.DefinitionsCacheInMemory(),
    segments: new split.SegmentsCacheInMemory(),
    rbSegments: new split.RBSegmentsCacheInMemory(),
  };
  load(storage.definitions, ruleEntities(document.flags, 'flag'));
  load(storage.rbSegments, ruleEntities(document.ruleBasedSegments ?? [], 'rule-based segment'));
  // segmentChangesUpdater.ts: a segment's keys arrive as `added` of segmentChanges, into `update`.
  for (const [name, keys] of Object.entries(document.segments ?? {})) {
    storage.segments.update(name, keys, [], SEGMENT_CHANGE_NUMBER);
  }
  return { split, log, storage };
}

function preparedFor(document: ReferenceDocument): Promise<Prepared> {
  let ready = prepared.get(document);
  if (!ready) {
    ready = prepare(document);
    prepared.set(document, ready);
  }
  return ready;
}

/** What a client's getTreatment(key, flagName) answers, without attributes, impressions or fallbacks. */
async function treatmentIn({ split, log, storage }: Prepared, key: string, flagName: string): Promise<string> {
  // sdkClient/clientInputValidation.ts: an invalid key or flag name is not evaluated; the answer is the
  // fallback treatment, which is `control` when none is configured (evaluator/fallbackTreatmentsCalculator).
  const validKey = split.validateKey(log, key, GET_TREATMENT);
  const validName = split.validateDefinition(log, flagName, GET_TREATMENT);
  if (validKey === false || validName === false) return CONTROL;
  // The in-memory storage answers synchronously; `await` also takes the thenable an async one would give.
  const evaluation = await split.evaluateFeature(log, validKey, validName, undefined, storage);
  return evaluation.treatment;
}

/** The treatment Split's own evaluator gives `key` for flag `flagName` (no attributes), 'control' when it cannot evaluate. */
export async function referenceTreatment(document: ReferenceDocument, key: string, flagName: string): Promise<string> {
  return treatmentIn(await preparedFor(document), key, flagName);
}

/** Every key × flag against one storage: key → flag → treatment. */
export async function referenceTreatments(
  document: ReferenceDocument,
  keys: readonly string[],
  flagNames: readonly string[],
): Promise<Record<string, Record<string, string>>> {
  const ready = await preparedFor(document);
  const treatments: Record<string, Record<string, string>> = {};
  for (const key of keys) {
    const byFlag: Record<string, string> = {};
    for (const flagName of flagNames) byFlag[flagName] = await treatmentIn(ready, key, flagName);
    treatments[key] = byFlag;
  }
  return treatments;
}
