import { type FormEvent, useEffect, useState } from 'react';
import { PRINT_TEMPLATES } from '../../catalogue/print-templates';
import { formatDimensions } from '../../locale/dimensions';
import { TOOLBOX_ACCEPT, TOOLBOX_PATHS, type ToolboxTool } from '../../toolbox';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { ToolboxBlock } from './schemas/toolbox';
import type { Status } from './toolbox-run';

/**
 * Helpers that prepare a shopper's files for print (spec §2 `Toolbox`, docs/decisions/012-toolbox.md):
 * one card per tool the editor chose, each with its own form and status line.
 */
export function Toolbox({ block }: BlockProps<ToolboxBlock>) {
  // Named by its block: the same in a root of its own when it wakes on touch (decision 097).
  const id = `toolbox-${block._uid}`;
  return (
    <section className="block block--toolbox" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.headline}</h2>
      {block.text ? <p className="block--toolbox__intro">{block.text}</p> : null}
      <ul className="block--toolbox__tools">
        {block.tools.map((tool) => (
          <ToolCard key={tool} id={`${id}-${tool}`} tool={tool} />
        ))}
      </ul>
    </section>
  );
}

function ToolCard({ id, tool }: { id: string; tool: ToolboxTool }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // convert-file works only in the browser: its button waits for the page to be interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const key = (name: string) => `toolbox.tools.${tool}.${name}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || status.kind === 'working') return;
    const form = event.currentTarget;
    setStatus({ kind: 'working' });
    // What a tool does with a file comes with the first one it works on (decision 024).
    const done = await import('./toolbox-run')
      .then(({ runTool }) => runTool(tool, browser, form, data.locale, t))
      .catch((): Status => ({ kind: 'error', text: t('toolbox.errors.failed') }));
    setStatus(done);
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
