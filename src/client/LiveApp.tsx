import { useEffect, useState } from 'react';
import type { ShopData } from '../shared/shop-data';
import { App } from '../shared/ui/App';
import type { Browser } from '../shared/ui/browser';
import { connectEditor } from './editor-bridge';

/**
 * The app as hydrated in the browser. For a checked editor it follows the visual editor: each
 * edit replaces the page's story and the page re-renders in place.
 */
export function LiveApp({ initial, browser }: { initial: ShopData; browser: Browser }) {
  const [data, setData] = useState(initial);
  useEffect(() => {
    const { editor, page } = initial;
    if (!editor || page.kind !== 'content') return;
    connectEditor(editor, page.story.id, (story) => setData((current) => ({ ...current, page: { kind: 'content', story } })));
  }, [initial]);
  return <App data={data} browser={browser} />;
}
