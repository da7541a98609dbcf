import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { catalogue } from './api/catalogue';
import { contact } from './api/contact';
import { contentWebhook } from './api/content-webhook';
import { customerApi } from './api/customer';
import { location } from './api/location';
import { shipping } from './api/shipping';
import { storyApi } from './api/story-api';
import { toolbox } from './api/toolbox';
import { problem } from './api/validation';
import { voucher } from './api/voucher';
import type { AppEnv } from './app-env';
import { serverErrorResponse } from './render/server-error';
import { siteResolver } from './request/site-middleware';
import { pages } from './routes/pages';
import { seoFiles } from './routes/seo-files';
import { system } from './routes/system';

/** The shop front: site resolution for every request, then system endpoints, then pages. */
export const app = new Hono<AppEnv>();

app.onError((error, c) => {
  // Client errors raised by middleware (e.g. a body that is not JSON) answer like every API 4xx.
  if (error instanceof HTTPException && error.status < 500) return c.json(problem('body', error.message), error.status);
  // Logged with context for operators; the visitor gets a page that says nothing internal.
  console.error(
    JSON.stringify({
      event: 'unhandled-error',
      method: c.req.method,
      url: c.req.url,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
  return serverErrorResponse(c);
});

app.use('*', siteResolver());
app.route('/', contentWebhook);
app.route('/', storyApi);
app.route('/', location);
app.route('/', customerApi);
app.route('/', shipping);
app.route('/', contact);
app.route('/', voucher);
app.route('/', catalogue);
app.route('/', toolbox);
app.route('/', seoFiles);
app.route('/', system);
app.route('/', pages);
