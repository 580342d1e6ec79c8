import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose page waits, after `goto` and `reload`, until the shop's page answers clicks. The
 * server's HTML shows the page before its code has attached the handlers (web/src/main.tsx marks the root
 * `data-interactive` once it has); a journey that clicked in between would lose the click. A page with
 * JavaScript off, or one that is not the shop's (the sandbox's payment page), is not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const untilInteractive = async () => {
        await page.waitForFunction(() => {
          const root = document.getElementById('root');
          return !root || 'interactive' in root.dataset;
        });
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilInteractive();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilInteractive();
        return response;
      };
    }
    await use(page);
  },
});
