import type { Translate } from '../../i18n/translator';
import type { Locale } from '../../locale/locales';
import type { ToolboxTool } from '../../toolbox';
import {
  attachmentName,
  fileStem,
  formatFileSize,
  JPEG_QUALITY,
  sharpPrintSize,
  TOOLBOX_LIMIT_TEXT,
  TOOLBOX_MAX_BYTES,
} from '../../toolbox-files';
import type { Browser, FormAnswer } from '../browser';

/** The status of a refused upload (decision 012) decides what the shopper is told. */
const ERROR_BY_STATUS: Readonly<Record<number, string>> = { 400: 'missing', 413: 'tooLarge', 415: 'notJpeg', 422: 'damaged' };

/** What a tool's status line says. */
export type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'done' | 'error'; text: string };

/**
 * What a Toolbox tool does with the form it was sent with (docs/decisions/012-toolbox.md): the
 * file the shop or the browser makes is saved as a download, and the status says what happened.
 * A chunk of its own, loaded with the first file a tool works on (decision 024).
 */
export async function runTool(tool: ToolboxTool, browser: Browser, form: HTMLFormElement, locale: Locale, t: Translate): Promise<Status> {
  const refused = (reason: string): Status => ({ kind: 'error', text: t(`toolbox.errors.${reason}`, { limit: TOOLBOX_LIMIT_TEXT }) });
  const saved = (name: string): Status => ({ kind: 'done', text: t('toolbox.status.saved', { name }) });

  /** What optimising did: the bytes saved, and how large the picture prints sharply. */
  const optimised = (before: number, answer: FormAnswer, name: string): Status => {
    const after = answer.blob?.size ?? before;
    const text =
      before > after
        ? t('toolbox.status.optimized', {
            name,
            saved: formatFileSize(before - after, locale),
            before: formatFileSize(before, locale),
            after: formatFileSize(after, locale),
          })
        : t('toolbox.status.alreadyLean', { name });
    const width = Number(answer.headers['x-image-width']);
    const height = Number(answer.headers['x-image-height']);
    const print = width > 0 && height > 0 ? ` ${t('toolbox.status.printSize', { size: sharpPrintSize(width, height, locale) })}` : '';
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
}
