import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '../shared/log/client-error-report';
import { CLIENT_ERRORS_PATH } from '../shared/log/client-errors-path';
import { errorDetails, type LogEntry, setLogSink, writeToConsole } from '../shared/log/log';

/**
 * Browser-side failures are reported to the shop (src/worker/features/operations/client-errors.ts) instead of
 * being swallowed: every error the shop's code logs, every warning that carries an error, and
 * whatever nobody caught. At most a few per page, each message once.
 */
export function startErrorReporting(): void {
  const sent = new Set<string>();
  const release = new URL(import.meta.url).pathname.split('/').pop();

  const report = (event: string, error: unknown) => {
    const { message, stack } = errorDetails(error);
    const key = `${event}:${message}`;
    if (sent.has(key) || sent.size >= CLIENT_ERROR_LIMITS.perPage) return;
    sent.add(key);
    const body: ClientErrorReport = {
      event,
      message: message.slice(0, CLIENT_ERROR_LIMITS.message),
      stack: stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
      page: location.pathname,
      release,
    };
    // keepalive: the report still leaves when the failure makes the visitor close the page.
    fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {
      // Reporting must never fail the page; a lost report is only a lost report.
    });
  };

  setLogSink((entry: LogEntry) => {
    writeToConsole(entry);
    if (entry.level === 'error' || entry.error !== undefined) report(entry.event, entry.error ?? new Error(entry.event));
  });
  addEventListener('error', (event) => report('uncaught-error', event.error ?? new Error(event.message)));
  addEventListener('unhandledrejection', (event) => report('unhandled-rejection', event.reason));
}
