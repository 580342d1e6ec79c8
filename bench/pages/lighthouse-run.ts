import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageAssets, type NetworkRequest, type PageAssets } from './asset-sizes';
import { mainThreadOf, type MainThread } from './main-thread';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export type PageRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  assets: PageAssets;
  /** The page's main thread as the trace recorded it (undefined if the trace has no page navigation). */
  mainThread: MainThread | undefined;
  /** Lighthouse's runtime error or warnings that make the numbers doubtful. */
  problems: string[];
  /** Lighthouse's biggest estimated savings, e.g. "Enable text compression ≈ 1,200 ms". */
  opportunities: string[];
  /** Lighthouse's whole JSON report (long tasks, bootup time, LCP element and phases…), kept for reading later. */
  reportJson: string;
};

export type Browser = { port: number; close: () => Promise<void> };

export async function launchChromium(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  return { port: chrome.port, close: async () => chrome.kill() };
}

/** One Lighthouse run (default config = mobile: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown). */
export async function runLighthouse(url: string, browser: Browser): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const problems: string[] = [];
  if (lhr.runtimeError) problems.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) problems.push(`${id}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`);
    return value ?? Number.NaN;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) problems.push('no performance score');
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const opportunities = Object.values(lhr.audits)
    .map((audit) => ({
      title: audit.title,
      savingsMs: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
    }))
    .filter((audit) => audit.savingsMs >= 100)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 3)
    .map((audit) => `${audit.title} ≈ ${Math.round(audit.savingsMs).toLocaleString('en-US')} ms`);
  return {
    score: (score ?? Number.NaN) * 100,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    assets: await pageAssets(details?.items ?? []),
    mainThread: mainThreadOf(
      (result.artifacts as { Trace?: { traceEvents: Parameters<typeof mainThreadOf>[0] } }).Trace?.traceEvents ?? [],
    ),
    problems,
    opportunities,
    reportJson: JSON.stringify(lhr),
  };
}
