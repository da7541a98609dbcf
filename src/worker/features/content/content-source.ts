import { log } from '../../../shared/log/log';
import type { ContentConfig } from '../../platform/config/content-config';
import { DemoContentSource } from './demo-source';
import { type ContentSource, ContentSourceError } from './source';
import { StoryblokContentSource } from './storyblok-source';

/** A source that answers nothing: Storyblok is chosen, has no token, and no fallback is wanted. */
class NoContentSource implements ContentSource {
  readonly id = 'none';
  private fail(): never {
    throw new ContentSourceError('no content source: STORYBLOK_PUBLIC_TOKEN is not set');
  }
  async story(): Promise<never> {
    this.fail();
  }
  async storyById(): Promise<never> {
    this.fail();
  }
  async links(): Promise<never> {
    this.fail();
  }
}

let missingTokenLogged = false;

/**
 * The content source the configuration asks for. Storyblok without a public token logs an
 * error (spec §8 "a missing access token logs an error") and falls back as configured.
 */
export function contentSource(config: ContentConfig): ContentSource {
  if (config.source === 'demo') return new DemoContentSource();
  const { publicToken } = config.storyblok;
  if (publicToken) return new StoryblokContentSource({ ...config.storyblok, publicToken });
  if (!missingTokenLogged) {
    missingTokenLogged = true;
    log.error('storyblok-token-missing', { fallback: config.fallback });
  }
  return config.fallback === 'demo' ? new DemoContentSource() : new NoContentSource();
}
