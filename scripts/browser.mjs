import { existsSync } from 'node:fs';

// The end-to-end tests drive the system's Chromium; no browser is ever downloaded.
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

export const missingBrowserHelp = `No Chromium found for the end-to-end tests.
Install Debian's package:   apt-get update && apt-get install -y chromium
or point to a browser:      CHROMIUM_PATH=/path/to/chromium npm test`;
