// npm run bench:pages — Lighthouse (mobile) on the built shop's home, category, product and search pages.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@voltcart/contract';
import { repoRoot } from '../../server/test/processes/child-process';
import { countCpuSteal } from '../shared/cpu-steal';
import { machineLine } from '../shared/machine';
import { fixed, markdownTable } from '../shared/markdown-table';
import { resultsDir, writeResults } from '../shared/results-file';
import { startShop, type RunningShop } from '../../server/test/processes/start-shop';
import { startBaselinePage } from './baseline-page';
import { CHROMIUM, launchChromium, runLighthouse, type Browser, type PageRun } from './lighthouse-run';
import { PAGE_TARGETS, targetsTable } from './targets';

const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 3));
/** Attempts per run: headless Chromium now and then reports NO_FCP/NO_LCP for a page that paints fine. */
const ATTEMPTS = 3;
/** e.g. `home,product`: measure only those pages (the baseline always runs: it is the noise floor). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const log = (line: string) => console.error(`[bench:pages] ${line}`);
const reportsDir = path.join(resultsDir, 'lighthouse');

type Page = { name: string; url: string };
type Row = { page: Page; run?: PageRun; error?: string };

async function firstProductId(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}${apiPaths.catalog.products}?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { data?: { _id: string }[] };
  const id = body.data?.[0]?._id;
  if (!response.ok || !id) throw new Error(`could not read the first product (${response.status})`);
  return id;
}

/** One Lighthouse run, tried again (up to ATTEMPTS) when Lighthouse reports a problem instead of numbers. */
async function soundRun(page: Page, browser: Browser): Promise<PageRun> {
  let problems: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const run = await runLighthouse(page.url, browser);
    if (run.problems.length === 0) return run;
    problems = run.problems;
    log(`${page.name}: attempt ${attempt}/${ATTEMPTS} gave no numbers: ${problems.join('; ')}`);
  }
  throw new Error(`${ATTEMPTS} attempts failed: ${problems.join('; ')}`);
}

/** Runs Lighthouse `RUNS` times and keeps the run with the median performance score. */
async function medianRun(page: Page, browser: Browser): Promise<PageRun> {
  const runs: PageRun[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const run = await soundRun(page, browser);
    const report = path.join(reportsDir, `${page.name.split(' ')[0]}-${index + 1}.json`);
    writeFileSync(report, run.reportJson);
    const main = run.mainThread
      ? `, main thread ${fixed(run.mainThread.cpuMs)} ms CPU, long tasks ${fixed(run.mainThread.longTaskWallPerCpu, 1)}× their CPU`
      : '';
    log(
      `${page.name} run ${index + 1}/${RUNS}: score ${fixed(run.score)}, LCP ${fixed(run.lcpMs)} ms, TBT ${fixed(run.tbtMs)} ms${main} (${path.relative(repoRoot, report)})`,
    );
    runs.push(run);
  }
  runs.sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return runs[Math.floor(runs.length / 2)]!;
}

const kib = (bytes: number) => fixed(bytes / 1024, 1);

function tableRow(row: Row, baseline: PageRun | undefined): string[] {
  const { run } = row;
  const where = row.page.url.replace(/^http:\/\/[^/]+/, '');
  if (!run) return [row.page.name, where, `ERROR: ${row.error}`, ...Array<string>(13).fill('—')];
  return [
    row.page.name,
    where,
    fixed(run.score),
    fixed(run.fcpMs),
    fixed(run.lcpMs),
    fixed(run.tbtMs),
    fixed(run.cls, 3),
    `${run.assets.js.files}`,
    kib(run.assets.js.transferBytes),
    kib(run.assets.js.gzipBytes),
    `${run.assets.css.files}`,
    kib(run.assets.css.transferBytes),
    kib(run.assets.css.gzipBytes),
    baseline ? fixed(run.lcpMs / baseline.lcpMs, 2) : '—',
    run.mainThread ? fixed(run.mainThread.cpuMs) : '—',
    run.mainThread ? fixed(run.mainThread.longTaskWallPerCpu, 1) : '—',
  ];
}

async function main() {
  const stealShare = countCpuSteal();
  const rows: Row[] = [];
  const pages: Page[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-pages-'));
  const baselinePage = await startBaselinePage();
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  let webCopy: string | undefined;
  try {
    const builtWeb = path.join(repoRoot, 'web/dist');
    if (!existsSync(path.join(builtWeb, 'index.html')))
      throw new Error('web/dist/index.html is missing: run "npm run build" first');
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (or set CHROME_PATH)`);
    // The shop serves a private copy of the build and renders with a copy of its server entry, so a rebuild during
    // the run cannot break a page; inside the repository (an ignored .data-… folder), where the entry finds React.
    webCopy = mkdtempSync(path.join(repoRoot, '.data-bench-pages-'));
    const webDist = path.join(webCopy, 'dist');
    cpSync(builtWeb, webDist, { recursive: true });
    cpSync(path.join(repoRoot, 'web/dist-ssr'), path.join(webCopy, 'dist-ssr'), { recursive: true });
    log('starting the shop with the demo catalogue');
    shop = await startShop({ dataDir, seedDemo: true, extraEnv: { WEB_DIST_DIR: webDist } });
    const productId = await firstProductId(shop.url);
    pages.push(
      { name: 'baseline (static HTML, no JS/CSS)', url: baselinePage.url },
      { name: 'home', url: `${shop.url}/` },
      { name: 'category', url: `${shop.url}/category/Mobiles` },
      { name: 'product', url: `${shop.url}/product/${productId}` },
      { name: 'search', url: `${shop.url}/search?q=phone` },
    );
    if (ONLY_PAGES)
      pages.splice(0, pages.length, ...pages.filter((page, index) => index === 0 || ONLY_PAGES.includes(page.name)));
    for (const page of pages) await fetch(page.url); // warm the server's file and database caches
    browser = await launchChromium();
    mkdirSync(reportsDir, { recursive: true });
    for (const page of pages) {
      try {
        rows.push({ page, run: await medianRun(page, browser) });
      } catch (error) {
        rows.push({ page, error: (error as Error).message });
      }
    }
  } catch (error) {
    const message = (error as Error).message.split('\n').slice(0, 6).join(' ');
    log(`setup failed: ${message}`);
    for (const name of ['baseline', 'home', 'category', 'product', 'search'].slice(rows.length)) {
      rows.push({
        page: pages.find((page) => page.name.startsWith(name)) ?? { name, url: '' },
        error: `setup failed: ${message}`,
      });
    }
  } finally {
    await browser?.close();
    await shop?.stop();
    await baselinePage.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (webCopy) rmSync(webCopy, { recursive: true, force: true });
  }

  const baseline = rows[0]?.run;
  const targets = targetsTable(rows.slice(1).map((row) => ({ name: row.page.name, run: row.run })));
  const header = [
    'page',
    'path',
    'score',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS files',
    'JS wire KiB',
    'JS gzip KiB',
    'CSS files',
    'CSS wire KiB',
    'CSS gzip KiB',
    'LCP ÷ baseline',
    'main thread CPU ms',
    'long tasks wall ÷ CPU',
  ];
  const markdown = [
    '## Page speed (`npm run bench:pages`)',
    '',
    machineLine(stealShare()),
    '',
    `Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU slowdown) in ${CHROMIUM}, median of ${RUNS} run(s) by score · ` +
      'shop built and started with the demo catalogue on SQLite · gzip = each JS/CSS file fetched and gzipped (zlib default level)',
    '',
    markdownTable(
      header,
      rows.map((row) => tableRow(row, baseline)),
      ['left', 'left', ...Array<'right'>(14).fill('right')],
    ),
    '',
    `Targets: score ≥ ${PAGE_TARGETS.score}, LCP ≤ ${PAGE_TARGETS.lcpMs.toLocaleString('en-US')} ms, TBT ≤ ${PAGE_TARGETS.tbtMs} ms, CLS ≤ ${PAGE_TARGETS.cls} on each page; the home page's JS + CSS ≤ ${PAGE_TARGETS.homeJsCssGzipKiB} KiB gzipped — ${
      targets.allMet ? 'all met' : 'not all met'
    }:`,
    '',
    targets.markdown,
    '',
    'Biggest savings Lighthouse estimates for the reported run:',
    '',
    ...rows.flatMap((row) => (row.run?.opportunities.length ? [`- ${row.page.name}: ${row.run.opportunities.join(' · ')}`] : [])),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  console.log(`written to ${path.relative(process.cwd(), writeResults('pages', markdown))}`);
  const failures = rows.filter((row) => !row.run);
  if (failures.length > 0) {
    console.error(`\n${failures.length} page(s) failed: ${failures.map((row) => row.page.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
