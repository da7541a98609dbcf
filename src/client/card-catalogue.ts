import { withRequestTimeout } from '../shared/runtime/request-timeout';
import { CARD_CATALOGUE_SLOT } from '../shared/ui/catalogue/card-catalogue-slot';

/**
 * A browsable card catalogue in place (decision 073): its filters, order, page size and pages are
 * a form and links the page answers without JavaScript (src/shared/ui/catalogue/CardCatalogue.tsx).
 * Here a change of a filter, a sent form or a page link asks the page of that choice and swaps its
 * catalogue into this one: no reload, no jump to the top, the URL the choice's own (so the back
 * button and a shared link show it too). Whatever goes wrong falls back to the plain navigation.
 * A module the page starts beside the entry (src/shared/ui/bootstrap-chunks.ts).
 */

const SELECTOR = `[${CARD_CATALOGUE_SLOT}]`;

function startCatalogue(section: HTMLElement): void {
  // Says what the swap brought (the count or "no designs"), from outside the swapped markup.
  const status = document.createElement('p');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  section.after(status);
  let asking: AbortController | null = null;
  // Whether this page has pushed a choice: only then is a step back one of the catalogue's.
  let pushed = false;

  const show = async (url: string, how: { push: boolean; focus: 'select' | 'list' | 'none'; select?: string }) => {
    asking?.abort();
    const ask = new AbortController();
    asking = ask;
    section.setAttribute('aria-busy', 'true');
    try {
      // spec §8: a page that takes too long fails with the spec's message, and the navigation answers it.
      const page = await withRequestTimeout(async (timeout) => {
        const either = new AbortController();
        for (const signal of [ask.signal, timeout]) signal.addEventListener('abort', () => either.abort(), { once: true });
        const response = await fetch(url, { headers: { accept: 'text/html' }, signal: either.signal });
        return response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : null;
      });
      const fresh = page?.querySelector(SELECTOR);
      if (!page || !fresh) throw new Error(`no card catalogue at ${url}`);
      if (how.push) {
        history.pushState({ cardCatalogue: true }, '', url);
        pushed = true;
      }
      section.replaceChildren(...fresh.childNodes);
      keepLanguageLinks(page);
      section.removeAttribute('aria-busy');
      const summary = section.querySelector<HTMLElement>('.block--designs__count, .block--designs__status');
      status.textContent = summary?.textContent ?? '';
      if (how.focus === 'select') section.querySelector<HTMLSelectElement>(`select[name="${how.select}"]`)?.focus();
      if (how.focus === 'list') {
        summary?.focus({ preventScroll: true });
        if (section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
      }
    } catch (error) {
      if (ask.signal.aborted) return;
      // The page itself answers what the swap could not: a plain navigation to the same address.
      location.assign(url);
      throw error;
    }
  };

  section.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.form) return;
    void show(choiceUrl(select.form), { push: true, focus: 'select', select: select.name });
  });
  section.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    void show(choiceUrl(event.target), { push: true, focus: 'list' });
  });
  section.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    // A page link or "reset" of this catalogue; a design's link, or one opened in a new tab, goes its way.
    if (
      !link ||
      link.closest('.block--designs__list') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void show(link.href, { push: true, focus: 'list' });
  });
  addEventListener('popstate', () => {
    if (pushed) void show(location.href, { push: false, focus: 'none' });
  });
}

/**
 * The language choice leads to this choice in the other languages (decision 074): its links as the
 * page of the choice writes them.
 */
function keepLanguageLinks(page: Document): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    const fresh = page.querySelector(`a[data-language-link][hreflang="${link.getAttribute('hreflang')}"]`)?.getAttribute('href');
    if (fresh) link.setAttribute('href', fresh);
  }
}

/** The address of the form's choice: each field that differs from its default (one choice, one address). */
function choiceUrl(form: HTMLFormElement): string {
  const search = new URLSearchParams();
  for (const select of form.querySelectorAll('select')) {
    if (select.value !== select.dataset.default) search.set(select.name, select.value);
  }
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

const section = document.querySelector<HTMLElement>(SELECTOR);
if (section) startCatalogue(section);
