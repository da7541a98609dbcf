import { Hono } from 'hono';
import { z } from 'zod';
import { LOGGING_PARAMETER } from '../../../shared/analytics';
import { CLIENT_ERROR_LIMITS } from '../../../shared/log/client-error-report';
import { CLIENT_ERRORS_PATH } from '../../../shared/log/client-errors-path';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { configReader } from '../../platform/config/config-reader';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { validated } from '../../platform/http/validation';

/**
 * Failures in shoppers' browsers (uncaught errors, rejected promises, failed loads and renders),
 * reported by src/client/error-reporting.ts and written to the log with the request id of the
 * report. Rate-limited per client and limited in size by the request guards; a share of the
 * reports (CLIENT_ERROR_SAMPLE_RATE) is logged, the rest answered alike and dropped.
 */
export const clientErrors = new Hono<AppEnv>();

const text = (max: number) => z.string().max(max);

const ReportSchema = z.object({
  event: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be a lowercase event code'),
  message: text(CLIENT_ERROR_LIMITS.message),
  stack: text(CLIENT_ERROR_LIMITS.stack).optional(),
  // The page path only: a query may hold a token or an address.
  page: z
    .string()
    .max(2048)
    .regex(/^\/[^?#\s]*$/, 'must be a path without query'),
  release: z.string().max(100).optional(),
});

/**
 * spec §4: logging runs only where the page's address does not say `logging=0` (decision 060). The
 * report says its page without the query; the browser's Referer (same origin, so whole) has it.
 */
function loggingOff(referer: string | undefined): boolean {
  if (!referer || !URL.canParse(referer)) return false;
  return new URL(referer).searchParams.get(LOGGING_PARAMETER) === '0';
}

/** The share of browser error reports logged, checked (src/worker/config-check.ts reads it before a deploy). */
export const sampleRate = configReader(
  'client error configuration',
  z.object({ CLIENT_ERROR_SAMPLE_RATE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).max(1).default(1)) }),
  (vars) => vars.CLIENT_ERROR_SAMPLE_RATE,
);

clientErrors.post(CLIENT_ERRORS_PATH, validated('json', ReportSchema), (c) => {
  const report = c.req.valid('json');
  if (!loggingOff(c.req.header('referer')) && Math.random() < sampleRate(c.env)) {
    log.error('client-error', {
      report: report.event,
      page: report.page,
      release: report.release,
      userAgent: c.req.header('user-agent')?.slice(0, 200),
      clientError: { message: report.message, stack: report.stack },
    });
  }
  return c.body(null, 204, cachePolicy(CACHE.none));
});
