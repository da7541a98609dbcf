import { app } from './app';
import { rememberHotPage, replayHotPage } from './page-cache/hot-pages';

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    // A page this isolate just served whole is answered again without running the app (decision 019).
    const replayed = replayHotPage(request, env);
    if (replayed) return replayed;
    const response = await app.fetch(request, env, ctx);
    return rememberHotPage(request, env, response);
  },
} satisfies ExportedHandler<Env>;
