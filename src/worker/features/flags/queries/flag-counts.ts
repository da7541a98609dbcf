/**
 * Counts of feature-flag impressions and events (migrations/0010_flag_counts.sql; decision 059):
 * per day (UTC), flag and treatment, never per visitor. Each send adds its counts in one batch, so a
 * send counts whole or not at all.
 */

/** What one send adds: impressions by flag and treatment, events by flag, treatment and type. */
export interface FlagCounts {
  impressions: Map<string, { flag: string; treatment: string; count: number }>;
  events: Map<string, { flag: string; treatment: string; eventType: string; count: number; valueSum: number }>;
}

/** The UTC day of `time` (ms), as the tables name it. */
export function countDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export async function addFlagCounts(db: D1Database, day: string, counts: FlagCounts): Promise<void> {
  const statements = [
    ...[...counts.impressions.values()].map((row) =>
      db
        .prepare(
          `INSERT INTO flag_impressions (day, flag, treatment, count) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (day, flag, treatment) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(day, row.flag, row.treatment, row.count),
    ),
    ...[...counts.events.values()].map((row) =>
      db
        .prepare(
          `INSERT INTO flag_events (day, flag, treatment, event_type, count, value_sum) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (day, flag, treatment, event_type) DO UPDATE SET count = count + excluded.count, value_sum = value_sum + excluded.value_sum`,
        )
        .bind(day, row.flag, row.treatment, row.eventType, row.count, row.valueSum),
    ),
  ];
  if (statements.length > 0) await db.batch(statements);
}
