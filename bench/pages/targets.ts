// The page bench's targets, each figure printed beside its target with ✓ or ✗.
import { fixed, markdownTable } from '../shared/markdown-table';
import type { PageRun } from './lighthouse-run';

export const PAGE_TARGETS = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, homeJsCssGzipKiB: 130 } as const;

const check = (ok: boolean) => (ok ? '✓' : '✗');
/** "1,840 ≤ 2,000 ✓": the figure, the target and whether it is met. */
const atMost = (value: number, target: number, decimals = 0) =>
  `${fixed(value, decimals)} ≤ ${fixed(target, decimals)} ${check(value <= target)}`;
const atLeast = (value: number, target: number) => `${fixed(value)} ≥ ${fixed(target)} ${check(value >= target)}`;

/** One row per measured page (home, category, product); the home row also carries its JS + CSS size. */
export function targetsTable(pages: { name: string; run: PageRun | undefined }[]): { markdown: string; allMet: boolean } {
  let allMet = true;
  const rows = pages.map(({ name, run }) => {
    if (!run) {
      allMet = false;
      return [name, 'no run', '—', '—', '—', '—'];
    }
    const jsCssKiB = (run.assets.js.gzipBytes + run.assets.css.gzipBytes) / 1024;
    const met =
      run.score >= PAGE_TARGETS.score &&
      run.lcpMs <= PAGE_TARGETS.lcpMs &&
      run.tbtMs <= PAGE_TARGETS.tbtMs &&
      run.cls <= PAGE_TARGETS.cls &&
      (name !== 'home' || jsCssKiB <= PAGE_TARGETS.homeJsCssGzipKiB);
    allMet &&= met;
    return [
      name,
      atLeast(run.score, PAGE_TARGETS.score),
      atMost(run.lcpMs, PAGE_TARGETS.lcpMs),
      atMost(run.tbtMs, PAGE_TARGETS.tbtMs),
      atMost(run.cls, PAGE_TARGETS.cls, 3),
      name === 'home' ? atMost(jsCssKiB, PAGE_TARGETS.homeJsCssGzipKiB, 1) : fixed(jsCssKiB, 1),
    ];
  });
  const markdown = markdownTable(['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS + CSS gzip KiB'], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'right',
  ]);
  return { markdown, allMet };
}
