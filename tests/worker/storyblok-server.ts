import type { TestProject } from 'vitest/node';
import { startStoryblokFake } from '../support/storyblok-fake';

/** Starts the Storyblok stand-in for the worker tests and tells them its port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fake = await startStoryblokFake();
  project.provide('storyblokPort', fake.port);
  return fake.close;
}
