import { log } from '../shared/log/log';
import { app } from './app';
import { forgetOldAttempts } from './features/accounts/login-throttle';
import { forgetEndedSessions } from './features/accounts/queries/ended-sessions';
import { resetRequests } from './features/accounts/reset-request';
import { subscribeRequests } from './features/newsletter/subscribe-request';
import { rememberHotPage, replayHotPage } from './features/page-cache/hot-pages';
import { keepPreparedAnswer, replayPreparedAnswer } from './features/page-cache/prepared-answers';
import { shopEnv } from './platform/bindings';
import { deliverMail } from './platform/mail/delivery';
import { handleAccountRequests } from './platform/queue/account-requests';

/** Every kind of work the account-requests queue carries (decision 067). */
const ACCOUNT_REQUEST_KINDS = [resetRequests, subscribeRequests];

export default {
  async fetch(request: Request, bareEnv: Env, ctx: ExecutionContext): Promise<Response> {
    const env = shopEnv(bareEnv);
    // A page this isolate just served whole, or a public answer it made within its max-age, is
    // answered again without running the app (decisions 019, 099).
    const replayed = replayHotPage(request, env) ?? replayPreparedAnswer(request, env);
    if (replayed) return replayed;
    const response = await app.fetch(request, env, ctx);
    return keepPreparedAnswer(request, env, rememberHotPage(request, env, response));
  },
  // The account-requests queue of wrangler.toml: a reset's or a subscription's mail, after its answer (decision 067).
  async queue(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
    await handleAccountRequests(batch, shopEnv(env), ctx, ACCOUNT_REQUEST_KINDS);
  },
  // The cron of wrangler.toml: mails that could not go out after their request are tried again (decision 053), old counts forgotten.
  async scheduled(_controller: ScheduledController, bareEnv: Env, ctx: ExecutionContext): Promise<void> {
    const env = shopEnv(bareEnv);
    ctx.waitUntil(deliverMail(env).catch((error: unknown) => log.error('mail-delivery-error', {}, error)));
    // The login and voucher counts do not grow without end (decisions 065, 066).
    ctx.waitUntil(forgetOldAttempts(env.DB, Date.now()).catch((error: unknown) => log.error('attempts-cleanup-failed', {}, error)));
    // Ended sessions and links do not fill D1 (docs/capacity.md).
    ctx.waitUntil(forgetEndedSessions(env.DB, Date.now()).catch((error: unknown) => log.error('sessions-cleanup-failed', {}, error)));
  },
} satisfies ExportedHandler<Env>;
