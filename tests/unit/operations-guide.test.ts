import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Issue 32, Build 3: the operations guides followed as far as a machine without a Cloudflare
// account can. Every `npx wrangler …` they write is a command this wrangler has, with every flag it
// is given; and a KV command says which KV it means, since wrangler 4 writes `npm start`'s local KV
// unless it is told `--remote`.

const root = path.resolve(import.meta.dirname, '../..');
const GUIDES = ['docs/operations.md', 'docs/feature-flags.md', 'docs/capacity.md'];
const WRANGLER = path.join(root, 'node_modules/.bin/wrangler');
const run = promisify(execFile);

/** Each wrangler command a guide writes, as far as the shell's first pipe, redirect or comment. */
function wranglerCommands(): { guide: string; command: string }[] {
  const commands: { guide: string; command: string }[] = [];
  for (const guide of GUIDES) {
    const text = readFileSync(path.join(root, guide), 'utf8').replace(/\\\n\s*/g, ' ');
    for (const match of text.matchAll(/npx wrangler ([^`\n]+)/g)) {
      const command = match[1]!.split(/\s[|>#;]|\s&&|\s{3,}/)[0]!.trim();
      commands.push({ guide, command });
    }
  }
  return commands;
}

/** The command's words as a shell would pass them, placeholders and substitutions made plain words. */
function argumentsOf(command: string): string[] {
  return command
    .replace(/"\$\([^)]*\)"/g, 'value')
    .replace(/<[^>]+>/g, 'value')
    .replace(/"[^"]*"/g, 'value')
    .split(/\s+/)
    .filter(Boolean);
}

const commands = wranglerCommands();

describe('the operations guides', () => {
  it('write wrangler commands (a guide that lost them would pass the checks below)', () => {
    expect(commands.length).toBeGreaterThan(20);
    for (const guide of GUIDES.slice(0, 2)) expect(commands.some((each) => each.guide === guide)).toBe(true);
  });

  it('write only commands and flags this wrangler has', { timeout: 120_000 }, async () => {
    const unique = [...new Map(commands.map((each) => [each.command, each])).values()];
    const problems: string[] = [];
    await Promise.all(
      unique.map(async ({ guide, command }) => {
        const words = argumentsOf(command);
        const { stdout } = await run(WRANGLER, [...words, '--help'], {
          cwd: root,
          env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
        });
        // A word that names no command gets the help of the group before it, with its list of COMMANDS.
        const usage = /^wrangler ([a-z0-9 -]+?)(?: [[<]|$)/m.exec(stdout)?.[1] ?? '';
        const named = words.filter((word) => !word.startsWith('-')).slice(0, usage.split(' ').length);
        if (usage === '' || named.join(' ') !== usage || /^COMMANDS$/m.test(stdout)) {
          problems.push(`${guide}: \`wrangler ${command}\` is not a command (help of "${usage}")`);
        }
        for (const flag of words.filter((word) => word.startsWith('--')).map((word) => word.split('=')[0]!)) {
          if (!stdout.includes(`${flag} `)) problems.push(`${guide}: \`wrangler ${command}\`: no ${flag}`);
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it('say of every KV command whether it means an environment or npm start’s local KV', () => {
    const unsaid = commands.filter(({ command }) => /^kv key /.test(command) && !/--(remote|local)\b/.test(command));
    expect(unsaid).toEqual([]);
  });
});
