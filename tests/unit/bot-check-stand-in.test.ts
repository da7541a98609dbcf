import type { Server } from 'node:http';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBotCheckStandIn } from '../../scripts/bot-check-stand-in.mjs';
import { wranglerDev } from '../../scripts/start.mjs';
import { botCheckConfig, botCheckWidget, verifyBotCheck } from '../../src/worker/platform/bot-check/bot-check';

// The local shop's bot check (decision 084), on a port of its own, asked as the newsletter page and
// the worker ask reCAPTCHA: the widget's script, then siteverify with the token the widget gave.

let server: Server;
let origin: string;
let vars: Awaited<ReturnType<typeof startBotCheckStandIn>>['vars'];

beforeAll(async () => {
  ({ server, origin, vars } = await startBotCheckStandIn(0));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Badge {
  role?: string;
  textContent: string;
  style: Record<string, string>;
}

/** Runs the widget's script as a page of language `lang` would, and returns what it put in place. */
function runWidget(script: string, src: string, lang = 'de-DE') {
  const appended: Badge[] = [];
  const page = {
    document: {
      currentScript: { src },
      documentElement: { lang },
      createElement: () => ({
        textContent: '',
        style: {},
        setAttribute(this: Badge, name: string, value: string) {
          if (name === 'role') this.role = value;
        },
      }),
      body: { append: (badge: Badge) => appended.push(badge) },
    },
    window: {} as {
      grecaptcha?: { ready(callback: () => void): void; execute(key: string, options: { action: string }): Promise<string> };
    },
    setTimeout,
    URL,
  };
  runInNewContext(script, page);
  const { grecaptcha } = page.window;
  if (!grecaptcha) throw new Error('the widget put no grecaptcha in place');
  return { grecaptcha, badge: appended[0] };
}

async function widgetFor(lang?: string) {
  const src = botCheckWidget(botCheckConfig(vars as unknown as Env))?.scriptUrl ?? '';
  const answer = await fetch(src);
  return { answer, ...runWidget(await answer.text(), src, lang) };
}

function siteverify(form: Record<string, string>) {
  return fetch(vars.BOT_CHECK_VERIFY_URL, { method: 'POST', body: new URLSearchParams(form) }).then((answer) => answer.json());
}

describe('the widget', () => {
  it('is served as JavaScript at the URL the shop loads, with the site key', async () => {
    expect(vars.BOT_CHECK_SCRIPT_URL).toBe(`${origin}/recaptcha/api.js`);
    const src = botCheckWidget(botCheckConfig(vars as unknown as Env))?.scriptUrl;
    expect(src).toBe(`${origin}/recaptcha/api.js?render=local-demo`);
    const answer = await fetch(src ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await answer.text()).toContain('"local-demo"');
  });

  it('gives a token for its site key and the newsletter, and one nobody knows otherwise', async () => {
    const { grecaptcha } = await widgetFor();
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute('local-demo', { action: 'newsletter' });
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(await grecaptcha.execute('another-key', { action: 'newsletter' })).not.toBe(token);
    expect(await grecaptcha.execute('local-demo', { action: 'login' })).not.toBe(token);
  });

  it('shows a small badge at the bottom-left corner, a note in the page’s language', async () => {
    const { badge } = await widgetFor('de-CH');
    expect(badge?.role).toBe('note');
    expect(badge?.textContent).toBe('Lokale Bot-Prüfung (Demo)');
    expect(badge?.style).toMatchObject({ position: 'fixed', left: '4px', bottom: '4px', pointerEvents: 'none' });
    expect((await widgetFor('fr-FR')).badge?.textContent).toBe('Contrôle anti-robot local (démo)');
    expect((await widgetFor('nl-BE')).badge?.textContent).toBe('Lokale botcontrole (demo)');
    expect((await widgetFor('pt-PT')).badge?.textContent).toBe('Local bot check (demo)');
  });
});

describe('siteverify', () => {
  it('takes the widget’s token with the secret: a person’s score for the newsletter', async () => {
    const { grecaptcha } = await widgetFor();
    const response = await grecaptcha.execute('local-demo', { action: 'newsletter' });
    expect(await siteverify({ secret: vars.BOT_CHECK_SECRET, response, remoteip: '203.0.113.7' })).toMatchObject({
      success: true,
      score: 0.9,
      action: 'newsletter',
      hostname: 'localhost',
      'error-codes': [],
    });
    // As the worker asks it.
    expect(await verifyBotCheck(botCheckConfig(vars as unknown as Env), response, '203.0.113.7')).toEqual({ passed: true });
  });

  it('refuses a wrong or missing secret, and a token it did not give', async () => {
    const { grecaptcha } = await widgetFor();
    const response = await grecaptcha.execute('local-demo', { action: 'newsletter' });
    expect(await siteverify({ secret: 'test-bot-check-secret', response })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await siteverify({ response })).toEqual({ success: false, 'error-codes': ['missing-input-secret'] });
    expect(await siteverify({ secret: vars.BOT_CHECK_SECRET, response: 'token-of-nobody' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect(
      await siteverify({ secret: vars.BOT_CHECK_SECRET, response: await grecaptcha.execute('local-demo', { action: 'login' }) }),
    ).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });

  it('has a new secret at every start', async () => {
    const other = await startBotCheckStandIn(0);
    other.server.close();
    expect(other.vars.BOT_CHECK_SECRET).toMatch(/^[\w-]{20,}$/);
    expect(other.vars.BOT_CHECK_SECRET).not.toBe(vars.BOT_CHECK_SECRET);
    expect(other.origin).not.toBe(origin);
  });

  it('answers 404 to anything else', async () => {
    expect((await fetch(`${origin}/recaptcha/api/siteverify`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(404);
  });
});

describe('npm start', () => {
  it('gives wrangler dev the bot check’s vars, before the options of its own', () => {
    const { args } = wranglerDev('start', 'http://127.0.0.1:8790', ['--var', 'BOT_CHECK_SITE_KEY:mine'], vars);
    expect(args).toEqual([
      'dev',
      '--var',
      'SHOP_BACKEND_ORIGIN:http://127.0.0.1:8790',
      '--var',
      'BOT_CHECK_SITE_KEY:local-demo',
      '--var',
      `BOT_CHECK_SECRET:${vars.BOT_CHECK_SECRET}`,
      '--var',
      `BOT_CHECK_SCRIPT_URL:${origin}/recaptcha/api.js`,
      '--var',
      `BOT_CHECK_VERIFY_URL:${origin}/recaptcha/api/siteverify`,
      '--var',
      'BOT_CHECK_SITE_KEY:mine',
    ]);
  });
});
