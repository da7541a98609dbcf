import type { Channel } from '../../../shared/channel/channels';
import type { Language } from '../../../shared/locale/locales';
import type { AuthoredStory } from './expand-story';
import kartenliebeDe from './stories/kartenliebe/de.json';
import kartenliebeEn from './stories/kartenliebe/en.json';
import kartenliebeEs from './stories/kartenliebe/es.json';
import kartenliebeFr from './stories/kartenliebe/fr.json';
import kartenliebeIt from './stories/kartenliebe/it.json';
import kartenliebeNl from './stories/kartenliebe/nl.json';
import wallartDe from './stories/wallart/de.json';
import wallartEn from './stories/wallart/en.json';
import wallartEs from './stories/wallart/es.json';
import wallartFr from './stories/wallart/fr.json';
import wallartIt from './stories/wallart/it.json';
import wallartNl from './stories/wallart/nl.json';

/** One authored file of demo content: the stories of one channel in one language. */
interface DemoFile {
  channel: Channel;
  language: Language;
  stories: AuthoredStory[];
}

/**
 * The bundled demo content (docs/content-model.md), both channels in all six languages. Checked
 * against the story schemas by tests/unit/demo-content.test.ts.
 */
export const DEMO_FILES = [
  kartenliebeDe,
  kartenliebeEn,
  kartenliebeEs,
  kartenliebeFr,
  kartenliebeIt,
  kartenliebeNl,
  wallartDe,
  wallartEn,
  wallartEs,
  wallartFr,
  wallartIt,
  wallartNl,
] as unknown as readonly DemoFile[];
