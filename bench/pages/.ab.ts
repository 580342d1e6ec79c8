// A/B: for each dist dir, start shop, load pages N times in Chromium (CPU 4x via CDP), min of long-task blocking & LCP.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShop } from '/work/wt-pages/server/test/processes/start-shop';
const N = Number(process.env.N ?? 7);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const dist of (process.env.DISTS ?? '').split(',')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ab-'));
  cpSync(dist, path.join(dataDir, 'web-dist'), { recursive: true });
  const shop = await startShop({ dataDir, seedDemo: true, extraEnv: { WEB_DIST_DIR: path.join(dataDir, 'web-dist') } });
  const first = (await (await fetch(`${shop.url}/api/product/getProduct?limit=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json() as any).data[0]._id;
  for (const p of (process.env.PAGES ?? '/,/category/Mobiles,/product/FIRST').split(',')) {
    const results: { tbt: number; lcp: number; long: number }[] = [];
    for (let i = 0; i < N; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        (window as any).__m = { long: [] as number[], lcp: 0 };
        new PerformanceObserver((l) => l.getEntries().forEach((e) => (window as any).__m.long.push(e.duration))).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((l) => l.getEntries().forEach((e) => ((window as any).__m.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(shop.url + p.replace('FIRST', first), { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const m = await page.evaluate(() => (window as any).__m);
      results.push({ tbt: m.long.reduce((s: number, d: number) => s + Math.max(0, d - 50), 0), lcp: m.lcp, long: m.long.length });
      await context.close();
    }
    const med = (k: 'tbt' | 'lcp') => results.map((r) => r[k]).sort((a, b) => a - b);
    console.log(path.basename(dist), p.padEnd(16), 'TBT min/med', Math.round(med('tbt')[0]!), Math.round(med('tbt')[N >> 1]!), 'LCP min/med', Math.round(med('lcp')[0]!), Math.round(med('lcp')[N >> 1]!));
  }
  await shop.stop(); rmSync(dataDir, { recursive: true, force: true });
}
await browser.close();
