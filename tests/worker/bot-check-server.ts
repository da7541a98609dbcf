import type { TestProject } from 'vitest/node';
import { RECAPTCHA_FAKE, startRecaptchaFake } from '../support/recaptcha-fake';

/** reCAPTCHA's stand-in (tests/support/recaptcha-fake.ts) for the worker tests (decision 052). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const standIn = await startRecaptchaFake();
  project.provide('botCheckPort', standIn.port);
  project.provide('botCheckSecret', RECAPTCHA_FAKE.secret);
  return standIn.close;
}
