import { storedPageTags } from '../../platform/response/consented-scripts';
import { matchesEntityTag } from './entity-tag';
import { pageResponse, type StoredPage } from './page-store';

/**
 * A kept page as this request gets it, the same whether the app serves it from the page store or
 * the worker's entry replays it (decision 019): a 304 when the browser has it (its ETag, as the
 * visitor's consent marks it), no body to a HEAD, else the page with `nonce` on its scripts.
 * `headers` are the answer's, copied once by the Response, which then gets the page's ETag. The
 * answer then leaves through the one finishing step (platform/response/finish-page.ts).
 */
export function keptPageAnswer(
  request: Request,
  env: Env,
  page: StoredPage,
  headers: Headers,
  flags: readonly string[],
  nonce: string,
): Response {
  const answer = matchesEntityTag(storedPageTags(request, env, flags), page.etag)
    ? new Response(null, { status: 304, headers })
    : request.method === 'HEAD'
      ? new Response(null, { status: 200, headers })
      : pageResponse(page, nonce, { status: 200, headers });
  answer.headers.set('etag', page.etag);
  return answer;
}
