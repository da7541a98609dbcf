// Debian's Chromium (or CHROMIUM_PATH), headless and started so that it reaches nothing but this
// machine (TOOLCHAIN.md); shared by the browser tests and scripts/demo-assets/record-video.mjs.
import { chromium } from 'playwright-core';

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({
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
  });
}
