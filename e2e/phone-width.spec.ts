import { expect, test } from '@playwright/test';
import { fillCartByApi, newcomer, registerByApi } from './support/shop';

test.use({ viewport: { width: 360, height: 740 } });

test('every storefront page fits a 360 px phone without sideways scrolling', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  const [productId] = await fillCartByApi(page, 'Refrigerator', 2);
  const pages = ['/', '/categories', '/category/Refrigerator,TV', `/product/${productId}`, '/cart', '/order', '/profile', '/help', '/no-such-page'];
  for (const address of pages) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${address} is ${width}px wide`).toBeLessThanOrEqual(360);
  }
});
