/**
 * The rules an event must pass before it is queued (spec §5 feature-flag input; issue 15), as
 * Split's SDK checks them (javascript-commons `src/utils/inputValidation/`: key, event, eventValue,
 * eventProperties): the browser applies them before queueing, the shop's endpoint again on arrival.
 * A rule broken answers the field and the problem; properties of a type Split does not take become
 * null, and properties past the 300th are dropped.
 */

/** spec §5: a key is at most this long once trimmed. */
const KEY_MAX_LENGTH = 250;
/** spec §5: starts with a letter or digit, then up to 79 of letters, digits, dash, underscore, period, colon. */
const EVENT_TYPE = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
/** spec §9: properties kept per event. */
const MAX_PROPERTIES = 300;
/** spec §9: Split's estimate of an event without properties, and the most its properties may bring it to. */
const BASE_EVENT_SIZE = 1024;
const MAX_EVENT_SIZE = 32 * 1024;
/** Split's sizes of a property's value in its estimate (a string counts 2 per character). */
const SIZE_OF = { null: 0, boolean: 4, number: 8, stringCharacter: 2 } as const;

type PropertyValue = string | number | boolean | null;

interface FlagEvent {
  key: string;
  trafficType: string;
  eventType: string;
  value: number | null;
  properties: Record<string, PropertyValue> | null;
  /** Split's size estimate of the event, in bytes. */
  size: number;
}

type Checked<T> = { ok: true; value: T } | { ok: false; field: string; problem: string };

const refused = (field: string, problem: string): { ok: false; field: string; problem: string } => ({ ok: false, field, problem });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** spec §5: a key is a string (a finite number is written as one), trimmed, 1 to 250 characters. */
export function checkedFlagKey(value: unknown, field = 'key'): Checked<string> {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return refused(field, 'must be a non-empty string');
  const key = text.trim();
  if (key.length === 0) return refused(field, 'must be a non-empty string');
  if (key.length > KEY_MAX_LENGTH) return refused(field, `must be ${KEY_MAX_LENGTH} characters or less`);
  return { ok: true, value: key };
}

/** spec §5: properties a plain object; values string, number, boolean or null, any other null; at most 300, within 32768 bytes. */
function checkedProperties(value: unknown): Checked<{ properties: Record<string, PropertyValue> | null; size: number }> {
  if (value === undefined || value === null) return { ok: true, value: { properties: null, size: BASE_EVENT_SIZE } };
  if (!isPlainObject(value)) return refused('properties', 'must be a plain object');
  const properties: Record<string, PropertyValue> = {};
  let size = BASE_EVENT_SIZE;
  for (const name of Object.keys(value).slice(0, MAX_PROPERTIES)) {
    const raw = value[name];
    const kept: PropertyValue =
      typeof raw === 'string' || typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw)) || raw === null ? raw : null;
    properties[name] = kept;
    size += name.length * SIZE_OF.stringCharacter;
    if (typeof kept === 'string') size += kept.length * SIZE_OF.stringCharacter;
    else if (typeof kept === 'number') size += SIZE_OF.number;
    else if (typeof kept === 'boolean') size += SIZE_OF.boolean;
    if (size > MAX_EVENT_SIZE) return refused('properties', `must be at most ${MAX_EVENT_SIZE} bytes by Split's estimate`);
  }
  return { ok: true, value: { properties, size } };
}

/**
 * An event as the shop queues it, or the first rule it breaks.
 * @example checkedFlagEvent({ key: ' v1 ', trafficType: 'User', eventType: 'add_to_cart', value: 2 })
 *          // { ok: true, value: { key: 'v1', trafficType: 'user', eventType: 'add_to_cart', value: 2, properties: null, size: 1024 } }
 */
export function checkedFlagEvent(input: {
  key?: unknown;
  trafficType?: unknown;
  eventType?: unknown;
  value?: unknown;
  properties?: unknown;
}): Checked<FlagEvent> {
  const key = checkedFlagKey(input.key);
  if (!key.ok) return key;
  // spec §5: the traffic type is lowercased.
  if (typeof input.trafficType !== 'string' || input.trafficType.trim() === '') return refused('trafficType', 'must be a non-empty string');
  if (typeof input.eventType !== 'string' || !EVENT_TYPE.test(input.eventType)) {
    return refused('eventType', 'must start with a letter or digit, then up to 79 letters, digits, dashes, underscores, periods or colons');
  }
  // spec §5: the value is a finite number or null (none counts as null).
  const value = input.value ?? null;
  if (value !== null && !(typeof value === 'number' && Number.isFinite(value))) return refused('value', 'must be a finite number or null');
  const properties = checkedProperties(input.properties);
  if (!properties.ok) return properties;
  return {
    ok: true,
    value: {
      key: key.value,
      trafficType: input.trafficType.trim().toLowerCase(),
      eventType: input.eventType,
      value,
      ...properties.value,
    },
  };
}
