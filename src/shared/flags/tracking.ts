/**
 * What the browser sends of a visitor's flags (issue 15; decision 059), to the shop's own endpoints
 * (src/worker/features/flags/flag-tracking.ts) in place of Split's `testImpressions/bulk` and `events/bulk`
 * (spec §7), by `fetch` while the page is open and by `sendBeacon` when it is hidden.
 */
export const FLAG_TRACKING_PATHS = {
  impressions: '/web-api/flag-impressions',
  events: '/web-api/flag-events',
} as const;

/** One flag shown in one treatment (the browser sends each once: spec §9 impression dedupe). */
export interface ImpressionEntry {
  flag: string;
  treatment: string;
}

/** One event (spec §5), with the treatments of the flags the page that sent it showed. */
export interface EventEntry {
  eventType: string;
  value: number | null;
  properties: Record<string, string | number | boolean | null> | null;
  treatments: Record<string, string>;
}

/**
 * The largest body of one send: `sendBeacon` takes at most 64 KiB in flight, and the endpoints refuse
 * more (src/worker/platform/http/request-guards.ts).
 */
export const TRACKING_BODY_BYTES = 60 * 1024;
