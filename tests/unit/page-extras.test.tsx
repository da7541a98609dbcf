import { describe, expect, it } from 'vitest';
import { contrastRatio, resolveActionBar } from '../../src/shared/content/action-bar';
import { GlobalConfigSchema } from '../../src/shared/content/global-config';
import type { LinkContext } from '../../src/shared/content/links';
import { ActionBar } from '../../src/shared/ui/layout/ActionBar';
import { MessengerLauncher } from '../../src/shared/ui/layout/MessengerLauncher';
import { MessengerPanel } from '../../src/shared/ui/layout/MessengerPanel';
import { Smartbanner } from '../../src/shared/ui/layout/Smartbanner';
import kartenliebeDe from '../../src/worker/features/content/demo/stories/kartenliebe/de.json';
import { attr, attrs, getByRole, parseHtml, queryAllByRole, queryByRole, textOf } from '../support/dom';
import { renderInShop } from '../support/render-block';

// The error page's extras (spec §2 error page; decision 013): the action bar from the global
// config, the smartbanner and the messenger launcher with its service panel.
const here: LinkContext = { channel: 'kartenliebe', language: 'de', prefix: '', platform: 'web', designerOrigin: null };
const storyLink = (cached_url: string) => ({ fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url });
const urlLink = (url: string) => ({ fieldtype: 'multilink', linktype: 'url', id: '', url, cached_url: url });
const config = (actionBar: unknown) => GlobalConfigSchema.parse({ component: 'GlobalConfig', actionBar });

describe('action bar in the global config', () => {
  it('is the first entry with a text; missing, empty or broken means none', () => {
    expect(config(undefined).actionBar).toBeUndefined();
    expect(config([]).actionBar).toBeUndefined();
    expect(config({ text: 'not a bloks field' }).actionBar).toBeUndefined();
    expect(config([{ component: 'ActionBar', text: '  ' }]).actionBar).toBeUndefined();
    expect(
      config([
        { component: 'ActionBar', text: '' },
        { component: 'ActionBar', text: 'Zweite' },
      ]).actionBar?.text,
    ).toBe('Zweite');
    // A bad colour or link is dropped, the bar stays.
    const bar = config([{ component: 'ActionBar', text: 'Hallo', backgroundColor: 'red', textColor: '#FFFFFF', link: 42 }]).actionBar;
    expect(bar).toMatchObject({ text: 'Hallo', backgroundColor: undefined, textColor: '#FFFFFF', link: undefined });
  });

  it('is in every demo global config, readable on its background', () => {
    const story = kartenliebeDe.stories.find((entry) => entry.slug === 'global-config');
    const bar = resolveActionBar(GlobalConfigSchema.parse(story?.content).actionBar, here);
    expect(bar).toMatchObject({ href: '/so-funktionierts/', backgroundColor: '#fbe9eb', textColor: '#8a0b20' });
  });
});

describe('resolveActionBar', () => {
  it('links through the safe link rules: a javascript: link leaves plain text', () => {
    const parse = (link: unknown) => resolveActionBar(config([{ component: 'ActionBar', text: 'Angebot', link }]).actionBar, here);
    expect(parse(storyLink('kartenliebe/de/karten'))?.href).toBe('/karten/');
    expect(parse(urlLink('https://partner.example/x'))?.href).toBe('https://partner.example/x');
    expect(parse(urlLink('javascript:alert(1)'))?.href).toBeNull();
    expect(parse(urlLink('//evil.example/'))?.href).toBeNull();
    expect(parse(storyLink('wallart/de/wandbilder'))?.href).toBeNull();
  });

  it('keeps the editor’s colours when they read well, else picks dark or white text', () => {
    const colours = (backgroundColor?: string, textColor?: string) => {
      const bar = resolveActionBar({ text: 'x', link: undefined, backgroundColor, textColor }, here);
      return bar && [bar.backgroundColor, bar.textColor];
    };
    expect(colours()).toEqual(['#1d1d1b', '#ffffff']);
    expect(colours('#1F5F8B', '#FFFFFF')).toEqual(['#1f5f8b', '#ffffff']);
    expect(colours('#ffe08a')).toEqual(['#ffe08a', '#1d1d1b']);
    // Yellow on white cannot be read: the text turns dark.
    expect(colours('#ffffff', '#ffe08a')).toEqual(['#ffffff', '#1d1d1b']);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(resolveActionBar(undefined, here)).toBeNull();
  });
});

describe('ActionBar', () => {
  it('shows the text in the bar’s colours, linked only when the link is safe', () => {
    const linked = parseHtml(
      renderInShop(<ActionBar bar={{ text: 'Muster bestellen', href: '/karten/', backgroundColor: '#fbe9eb', textColor: '#8a0b20' }} />),
    );
    // A complementary landmark named "Aktuelles", in the bar's colours.
    const bar = getByRole(linked, 'complementary', { name: 'Aktuelles' });
    expect(attr(bar, 'style')).toBe('background-color:#fbe9eb;color:#8a0b20');
    expect(attr(getByRole(bar, 'link', { name: 'Muster bestellen' }), 'href')).toBe('/karten/');
    expect(textOf(bar)).toBe('Muster bestellen');
    const unsafe = renderInShop(
      <ActionBar bar={{ text: 'Klick', href: 'javascript:alert(1)', backgroundColor: '#1d1d1b', textColor: '#ffffff' }} />,
    );
    expect(unsafe).not.toContain('<a ');
    const plain = getByRole(parseHtml(unsafe), 'complementary', { name: 'Aktuelles' });
    expect(queryAllByRole(plain, 'link')).toEqual([]);
    expect(textOf(getByRole(plain, 'paragraph'))).toBe('Klick');
  });
});

describe('Smartbanner', () => {
  it('renders nothing on the server, so hydration matches whatever the device is', () => {
    expect(renderInShop(<Smartbanner apps={{ appStore: 'https://apps.apple.com/app/id1', playStore: null }} />)).toBe('');
  });
});

describe('MessengerLauncher', () => {
  const messenger = {
    scriptUrl: null,
    hotline: { phone: '+49 221 12345678', hours: 'Mo.–Fr. 8–20 Uhr' },
    email: 'service@kartenliebe.example',
    contactHref: '/so-funktionierts/',
  };

  it('is a real button with a localised name, closed at first', () => {
    const page = parseHtml(renderInShop(<MessengerLauncher messenger={messenger} />));
    expect(attrs(getByRole(page, 'button', { name: 'Mit uns chatten' }))).toMatchObject({ type: 'button', 'aria-expanded': 'false' });
    expect(queryByRole(page, 'dialog', { hidden: true })).toBeNull();
    getByRole(parseHtml(renderInShop(<MessengerLauncher messenger={messenger} />, { locale: 'fr-FR' })), 'button', {
      name: 'Discuter avec nous',
    });
  });

  it('opens a service panel with hotline, e-mail and contact page', () => {
    const html = renderInShop(<MessengerPanel id="panel" messenger={messenger} onClose={() => {}} />, { locale: 'it-IT' });
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Servizio clienti');
    expect(html).toContain('href="tel:+4922112345678"');
    expect(html).toContain('href="mailto:service@kartenliebe.example"');
    expect(html).toContain('href="/so-funktionierts/"');
    expect(html).toContain('aria-label="Chiudi il servizio clienti"');
    const bare = renderInShop(
      <MessengerPanel id="panel" messenger={{ ...messenger, email: null, contactHref: null }} onClose={() => {}} />,
    );
    expect(bare).not.toContain('mailto:');
    expect(bare).toContain('tel:');
  });
});
