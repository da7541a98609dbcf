import type { Channel } from '../../../../shared/channel/channels';
import type { Language } from '../../../../shared/locale/locales';
import type { AuthoredStory } from './expand-story';

/** One authored file of demo content: the stories of one channel in one language. */
export interface DemoFile {
  channel: Channel;
  language: Language;
  stories: AuthoredStory[];
}

// Imported on demand: wrangler.toml's `rules` make each file a text module of its own, so the
// worker's bundle does not carry the demo content and a worker reading Storyblok never loads it.
const DEMO_FILE_IMPORTS = [
  () => import('./stories/kartenliebe/de.json'),
  () => import('./stories/kartenliebe/en.json'),
  () => import('./stories/kartenliebe/es.json'),
  () => import('./stories/kartenliebe/fr.json'),
  () => import('./stories/kartenliebe/it.json'),
  () => import('./stories/kartenliebe/nl.json'),
  () => import('./stories/wallart/de.json'),
  () => import('./stories/wallart/en.json'),
  () => import('./stories/wallart/es.json'),
  () => import('./stories/wallart/fr.json'),
  () => import('./stories/wallart/it.json'),
  () => import('./stories/wallart/nl.json'),
];

/**
 * The bundled demo content (docs/content-model.md), both channels in all six languages, loaded on
 * first use. Checked against the story schemas by tests/unit/demo-content.test.ts.
 */
export async function loadDemoFiles(): Promise<readonly DemoFile[]> {
  const modules = await Promise.all(DEMO_FILE_IMPORTS.map((load) => load()));
  return modules.map((module) => demoFile(module.default));
}

/** A text module in workerd (the worker and its tests) holds the file's text; Node's test runner parses JSON itself. */
function demoFile(value: unknown): DemoFile {
  return (typeof value === 'string' ? JSON.parse(value) : value) as DemoFile;
}
