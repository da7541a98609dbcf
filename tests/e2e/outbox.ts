import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_SHOP_STATE } from './shop-config';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** A mail of the outbox as `npm run mail:outbox` prints it. */
interface OutboxMail {
  kind: string;
  text: string;
}

/**
 * The mails to `to` in the outbox of the browser tests' shop, newest first, read with the README's
 * command (`npm run mail:outbox -- --persist-to …`), as a person would read them locally.
 */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const { stdout } = await run(
    'node',
    ['scripts/mail-outbox.mjs', '--persist-to', path.join(root, '.wrangler', E2E_SHOP_STATE), '--limit', '100'],
    {
      cwd: root,
    },
  );
  return stdout.split(/^-{72}$/m).flatMap((text) => {
    const head = /^\s*#\d+ ([a-z-]+) from \w+ to (\S+) \(/.exec(text);
    return head?.[2] === to ? [{ kind: head[1] ?? '', text }] : [];
  });
}

/** The link of the newest mail of `kind` to `to` (`…?token=…`, maybe more parameters after); throws while there is none. */
export async function linkInMail(to: string, kind: string): Promise<URL> {
  const mail = (await mailsTo(to)).find((each) => each.kind === kind);
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_.-]+(?:&[\w-]+=[\w-]+)*/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no ${kind} mail with a link to ${to} in the outbox`);
  return new URL(link);
}
