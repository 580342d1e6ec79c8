// Starts the shop (built) with demo data; runs Lighthouse on given paths; prints LCP element, chains, timing.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startShop } from '/work/wt-pages/server/test/processes/start-shop';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lhx-'));
const webDist = path.join(dataDir, 'web-dist');
cpSync(process.env.DIST ?? '/work/wt-pages/web/dist', webDist, { recursive: true });
const shop = await startShop({ dataDir, seedDemo: true, extraEnv: { WEB_DIST_DIR: webDist } });
const first = await (await fetch(`${shop.url}/api/product/getProduct?limit=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json() as any;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const p of (process.env.PAGES ?? '/,/category/Mobiles,/product/FIRST').split(',')) {
    const url = shop.url + p.replace('FIRST', first.data[0]._id);
    await fetch(url);
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    console.log('==', p, 'score', r!.lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue?.toFixed(0), 'LCP', a['largest-contentful-paint']!.numericValue?.toFixed(0), 'TBT', a['total-blocking-time']!.numericValue?.toFixed(0), 'CLS', a['cumulative-layout-shift']!.numericValue?.toFixed(3));
    const el = (a['largest-contentful-paint-element']!.details as any)?.items?.[0]?.items?.[0]?.node;
    console.log('LCP el:', el?.nodeLabel?.slice(0, 80), '|', el?.snippet?.slice(0, 160));
    const phases = (a['largest-contentful-paint-element']!.details as any)?.items?.[1]?.items;
    if (phases) console.log('phases', phases.map((x: any) => `${x.phase}:${Math.round(x.timing)}`).join(' '));
    const bt = (a['bootup-time']!.details as any)?.items?.slice(0, 4).map((x: any) => `${x.url.replace(shop.url, '')}:${Math.round(x.total)}`);
    console.log('bootup', bt?.join(' '));
    const mt = (a['mainthread-work-breakdown']!.details as any)?.items?.slice(0, 5).map((x: any) => `${x.group}:${Math.round(x.duration)}`);
    console.log('mainthread', mt?.join(' '));
    const reqs = (a['network-requests']!.details as any).items.map((x: any) => `${x.url.replace(shop.url, '').slice(0, 60)} ${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${x.transferSize}`);
    console.log(reqs.join('\n'));
  }
} finally {
  await chrome.kill(); await shop.stop(); rmSync(dataDir, { recursive: true, force: true });
}
