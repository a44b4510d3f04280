import type { Page } from '@playwright/test';

// Until the page has hydrated its links are plain links (decision 0054: the scripts load after
// the first paint). A test of what the hydrated page does with a link (a "Load more" that appends
// in place) waits for it: React has taken the markup over and the loader has handed over.
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber')) && !('__earlyInput' in window);
  });
}
