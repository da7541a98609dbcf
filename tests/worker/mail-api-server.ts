import type { TestProject } from 'vitest/node';
import { startJsonStandIn } from '../support/json-stand-in';

/**
 * A stand-in for Resend's send-email API on loopback (decision 053), speaking its protocol:
 * `POST /emails` with `Authorization: Bearer <key>` and JSON `{from, to, subject, text|html}`,
 * answered `{id}`; 401 without a key, 403 with a wrong one, 422 for a body it cannot send, each
 * with Resend's error body `{statusCode, name, message}`. A repeated `Idempotency-Key` gets the
 * first answer again and sends nothing.
 *
 * Tests read and steer it by recipient, so test files running at once do not meet:
 * `GET /_control/received?to=` lists every request that arrived for an address (repeats
 * included, marked), `PUT /_control/failing?to=&status=` makes its mails fail with that status,
 * `DELETE /_control/failing?to=` lets them through again.
 */
const MAIL_API_KEY = 're_test_key';

interface Arrival {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
  /** The key was seen before: the API answered as then and sent nothing. */
  repeated: boolean;
  status: number;
}

interface SendBody {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  text?: unknown;
  html?: unknown;
}

const resendError = (statusCode: number, name: string, message: string): [number, unknown] => [statusCode, { statusCode, name, message }];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const arrivals = new Map<string, Arrival[]>();
  const failing = new Map<string, number>();
  const answered = new Map<string, string>();
  let sent = 0;

  const standIn = await startJsonStandIn('mail API', ({ method, url, headers, body: text }) => {
    const to = url.searchParams.get('to') ?? '';
    if (url.pathname === '/_control/received') return [200, arrivals.get(to) ?? []];
    if (url.pathname === '/_control/failing') {
      if (method === 'PUT') failing.set(to, Number(url.searchParams.get('status') ?? '500'));
      else failing.delete(to);
      return [200, {}];
    }
    if (url.pathname !== '/emails' || method !== 'POST') return resendError(404, 'not_found', 'The requested endpoint does not exist.');

    let body: SendBody = {};
    try {
      body = JSON.parse(text);
    } catch {
      // an empty object fails the checks below, as a body that is not JSON fails at Resend
    }
    const recipients = Array.isArray(body.to) ? body.to.map(String) : [String(body.to ?? '')];
    const authorization = headers.authorization;
    const idempotencyKey = headers['idempotency-key']?.toString();
    const answer = ([status, reply]: [number, unknown], repeated = false): [number, unknown] => {
      for (const recipient of recipients)
        arrivals.set(recipient, [...(arrivals.get(recipient) ?? []), { authorization, idempotencyKey, body, repeated, status }]);
      return [status, reply];
    };
    if (!authorization) return answer(resendError(401, 'missing_api_key', 'Missing API key in the authorization header.'));
    if (authorization !== `Bearer ${MAIL_API_KEY}`) return answer(resendError(403, 'invalid_api_key', 'API key is invalid'));
    const status = recipients.map((recipient) => failing.get(recipient)).find((each) => each !== undefined);
    if (status !== undefined) return answer(resendError(status, 'application_error', 'Something went wrong.'));
    const readable = typeof body.text === 'string' || typeof body.html === 'string';
    if (typeof body.from !== 'string' || typeof body.subject !== 'string' || !readable || recipients[0] === '') {
      return answer(resendError(422, 'validation_error', 'Missing `from`, `to`, `subject` or a body.'));
    }
    const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    if (earlier) return answer([200, { id: earlier }], true);
    const id = `00000000-0000-4000-8000-${String(++sent).padStart(12, '0')}`;
    if (idempotencyKey) answered.set(idempotencyKey, id);
    return answer([200, { id }]);
  });
  project.provide('mailApiPort', standIn.port);
  project.provide('mailApiKey', MAIL_API_KEY);
  return standIn.close;
}
