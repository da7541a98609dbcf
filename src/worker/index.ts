import { log } from '../shared/log/log';
import { handleAccountRequests } from './accounts/account-queue';
import { app } from './app';
import { shopEnv } from './bindings';
import { deliverMail } from './mail/delivery';
import { rememberHotPage, replayHotPage } from './page-cache/hot-pages';

export default {
  async fetch(request: Request, bareEnv: Env, ctx: ExecutionContext): Promise<Response> {
    const env = shopEnv(bareEnv);
    // A page this isolate just served whole is answered again without running the app (decision 019).
    const replayed = replayHotPage(request, env);
    if (replayed) return replayed;
    const response = await app.fetch(request, env, ctx);
    return rememberHotPage(request, env, response);
  },
  // The account-requests queue of wrangler.toml: a password reset's mail, after its answer (decision 067).
  async queue(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
    await handleAccountRequests(batch, shopEnv(env), ctx);
  },
  // The cron of wrangler.toml: mails that could not go out after their request are tried again (decision 053).
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(deliverMail(shopEnv(env)).catch((error: unknown) => log.error('mail-delivery-error', {}, error)));
  },
} satisfies ExportedHandler<Env>;
