/**
 * The shop's log: one JSON line per event, with an event code (spec §8 codes where the spec names
 * them), the fields that explain it and, for failures, the error with its stack. Pure and shared:
 * the worker adds its request scope (request id, channel, locale) through its sink, the browser
 * reports failures to the shop through its own (src/client/error-reporting.ts).
 *
 * Fields must not carry personal data or secrets; keys that usually do are masked as a last guard.
 */
type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  event: string;
  fields: Record<string, unknown>;
  error?: unknown;
}

type LogSink = (entry: LogEntry) => void;

/** An error as a log line holds it: never `String(error)`, which loses the stack. */
interface ErrorDetails {
  name: string;
  message: string;
  stack?: string;
}

/** Keys whose values are personal or secret: masked whatever a caller passes. */
const MASKED_KEYS = /^(e-?mail|password|token|secret|cookie|authorization|first_?name|last_?name|full_?name|phone|address)$/i;

export function errorDetails(error: unknown): ErrorDetails {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: typeof error, message: String(error) };
}

/** The JSON line of an entry, with `scope` (e.g. the request's id) in front of its fields. */
function logLine(entry: LogEntry, scope: object = {}): string {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.fields)) fields[key] = MASKED_KEYS.test(key) ? '[masked]' : value;
  return JSON.stringify({
    level: entry.level,
    event: entry.event,
    ...scope,
    ...fields,
    ...(entry.error === undefined ? {} : { error: errorDetails(entry.error) }),
  });
}

/** Writes the line to the console method of its level (Workers Logs and browsers read those). */
export function writeToConsole(entry: LogEntry, scope: object = {}): void {
  const line = logLine(entry, scope);
  if (entry.level === 'error') console.error(line);
  else if (entry.level === 'warn') console.warn(line);
  else console.info(line);
}

let sink: LogSink = (entry) => writeToConsole(entry);

/** Where log entries go from now on: set once when the worker or the browser starts. */
export function setLogSink(next: LogSink): void {
  sink = next;
}

/**
 * @example log.error('render-error', { path }, error)
 * @example log.warn('error-add-voucher', { reason: 'unknown, inactive or expired' })
 */
export const log = {
  info(event: string, fields: Record<string, unknown> = {}): void {
    sink({ level: 'info', event, fields });
  },
  warn(event: string, fields: Record<string, unknown> = {}, error?: unknown): void {
    sink({ level: 'warn', event, fields, error });
  },
  error(event: string, fields: Record<string, unknown> = {}, error?: unknown): void {
    sink({ level: 'error', event, fields, error });
  },
};
