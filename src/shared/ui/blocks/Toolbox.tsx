import { type FormEvent, useEffect, useId, useState } from 'react';
import { PRINT_TEMPLATES } from '../../catalogue/print-templates';
import { formatDimensions } from '../../locale/format';
import {
  attachmentName,
  fileStem,
  formatFileSize,
  JPEG_QUALITY,
  sharpPrintSize,
  TOOLBOX_ACCEPT,
  TOOLBOX_MAX_BYTES,
  TOOLBOX_PATHS,
  type ToolboxTool,
} from '../../toolbox';
import { type Browser, type FormAnswer, useBrowser } from '../browser';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { ToolboxBlock } from './schemas/toolbox';

/**
 * Helpers that prepare a shopper's files for print (spec §2 `Toolbox`, docs/decisions/012-toolbox.md):
 * one card per tool the editor chose, each with its own form and status line.
 */
export function Toolbox({ block }: BlockProps<ToolboxBlock>) {
  const id = useId();
  return (
    <section className="block block--toolbox" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.headline}</h2>
      {block.text ? <p className="block--toolbox__intro">{block.text}</p> : null}
      <ul className="block--toolbox__tools">
        {block.tools.map((tool) => (
          <ToolCard key={tool} tool={tool} />
        ))}
      </ul>
    </section>
  );
}

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'done' | 'error'; text: string };

/** The status of a refused upload (decision 012) decides what the shopper is told. */
const ERROR_BY_STATUS: Readonly<Record<number, string>> = { 400: 'missing', 413: 'tooLarge', 415: 'notJpeg', 422: 'damaged' };

const MAX_MB = `${TOOLBOX_MAX_BYTES / 1024 / 1024}\u00a0MB`;

function ToolCard({ tool }: { tool: ToolboxTool }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // convert-file works only in the browser: its button waits for the page to be interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const key = (name: string) => `toolbox.tools.${tool}.${name}`;
  const refused = (reason: string): Status => ({ kind: 'error', text: t(`toolbox.errors.${reason}`, { limit: MAX_MB }) });
  const saved = (name: string): Status => ({ kind: 'done', text: t('toolbox.status.saved', { name }) });

  /** What optimising did: the bytes saved, and how large the picture prints sharply. */
  const optimised = (before: number, answer: FormAnswer, name: string): Status => {
    const after = answer.blob?.size ?? before;
    const text =
      before > after
        ? t('toolbox.status.optimized', {
            name,
            saved: formatFileSize(before - after, data.locale),
            before: formatFileSize(before, data.locale),
            after: formatFileSize(after, data.locale),
          })
        : t('toolbox.status.alreadyLean', { name });
    const width = Number(answer.headers['x-image-width']);
    const height = Number(answer.headers['x-image-height']);
    const print = width > 0 && height > 0 ? ` ${t('toolbox.status.printSize', { size: sharpPrintSize(width, height, data.locale) })}` : '';
    return { kind: 'done', text: text + print };
  };

  /** Sends the form and saves the file the shop answers with; a refusal becomes its message. */
  const fetchFile = async (browser: Browser, form: HTMLFormElement, fallbackName: string) => {
    const answer = await browser.sendForm(form);
    if (answer.status !== 200 || !answer.blob) return { ok: false as const, status: refused(ERROR_BY_STATUS[answer.status] ?? 'failed') };
    const name = attachmentName(answer.headers['content-disposition'], fallbackName);
    browser.saveFile(answer.blob, name);
    return { ok: true as const, answer, name };
  };

  const run = async (browser: Browser, form: HTMLFormElement): Promise<Status> => {
    if (tool === 'download') {
      const result = await fetchFile(browser, form, 'template.pdf');
      return result.ok ? saved(result.name) : result.status;
    }
    const file = browser.chosenFile(form, 'file');
    if (!file) return refused('missing');
    if (file.size > TOOLBOX_MAX_BYTES) return refused('tooLarge');
    if (tool === 'convert-file') {
      const jpeg = await browser.convertImageToJpeg(file, JPEG_QUALITY).catch(() => null);
      if (!jpeg) return refused('unreadable');
      const name = `${fileStem(file.name)}.jpg`;
      browser.saveFile(jpeg, name);
      return saved(name);
    }
    const result = await fetchFile(browser, form, `${fileStem(file.name)}.${tool === 'convert-pdf' ? 'pdf' : 'jpg'}`);
    if (!result.ok) return result.status;
    return tool === 'optimize-image' ? optimised(file.size, result.answer, result.name) : saved(result.name);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || status.kind === 'working') return;
    const form = event.currentTarget;
    setStatus({ kind: 'working' });
    setStatus(await run(browser, form).catch(() => refused('failed')));
  };

  const server = tool === 'convert-file' ? null : TOOLBOX_PATHS[tool];
  return (
    <li className={`block--toolbox__tool block--toolbox__tool--${tool}`}>
      <h3 id={`${id}-h`} className="block--toolbox__title">
        {t(key('title'))}
      </h3>
      <p id={`${id}-d`} className="block--toolbox__description">
        {t(key('description'))}
      </p>
      <form
        className="block--toolbox__form"
        aria-labelledby={`${id}-h`}
        onSubmit={submit}
        {...(server ? { action: server, method: tool === 'download' ? 'get' : 'post' } : {})}
        {...(tool === 'convert-pdf' || tool === 'optimize-image' ? { encType: 'multipart/form-data' } : {})}
      >
        <label htmlFor={`${id}-input`}>{t(key('label'))}</label>
        {tool === 'download' ? (
          <select id={`${id}-input`} name="format" aria-describedby={`${id}-d`}>
            {PRINT_TEMPLATES.map((template) => (
              <option key={template.id} value={template.id}>
                {`${t(`toolbox.formats.${template.id}`)} (${formatDimensions(template.widthMm / 10, template.heightMm / 10, data.locale)})`}
              </option>
            ))}
          </select>
        ) : (
          <input id={`${id}-input`} type="file" name="file" accept={TOOLBOX_ACCEPT[tool]} required aria-describedby={`${id}-d`} />
        )}
        <button
          type="submit"
          className="cta cta--primary"
          disabled={status.kind === 'working' || (tool === 'convert-file' && !interactive)}
        >
          {t(key('button'))}
        </button>
      </form>
      <p role={status.kind === 'error' ? 'alert' : 'status'} className={`block--toolbox__status block--toolbox__status--${status.kind}`}>
        {status.kind === 'working' ? t('toolbox.status.working') : status.kind === 'idle' ? '' : status.text}
      </p>
    </li>
  );
}
