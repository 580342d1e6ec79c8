import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/test/processes/child-process';

export const resultsDir = path.join(repoRoot, 'bench/results');
const latest = path.join(resultsDir, 'latest.md');
const SECTIONS = ['api', 'pages'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Writes one benchmark's Markdown into `bench/results/latest.md` (its own section, keeping the other benchmark's
 * section from an earlier run) and alone into `bench/results/<section>.md`. Answers the path of latest.md.
 */
export function writeResults(section: Section, markdown: string): string {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${section}.md`), `${markdown.trim()}\n`);
  const parts = SECTIONS.map((name) => {
    const file = path.join(resultsDir, `${name}.md`);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  }).filter(Boolean);
  writeFileSync(latest, `# Voltcart benchmarks\n\n${parts.join('\n\n')}\n`);
  return latest;
}
