// Debian's Chromium (or CHROMIUM_PATH), headless and started so that it reaches nothing but this
// machine (TOOLCHAIN.md); shared by the browser tests (playwright.config.ts) and
// scripts/demo-assets/record-video.mjs.
import { chromium } from 'playwright-core';

/** Where Chromium is and how it is started; also the browser tests' `launchOptions`. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}
