// Summarises a V8 CPU profile (BENCH_CPU_PROF=1) by self time over its last N seconds, the measured window:
//   npx tsx bench/api/profile-summary.ts bench/results/profiles/<file>.cpuprofile [seconds=5] [rows=40]
// Functions of the compiled shop (server/dist/main.js) are named by their source file and line via its source map.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number };

const [file, seconds = '5', rows = '40'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [seconds] [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const mapFile = path.resolve('server/dist/main.js.map');
const sourceMap = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));

const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const windowStart = profile.endTime - Number(seconds) * 1e6;

function nameOf({ functionName, url, lineNumber, columnNumber }: CallFrame): string {
  const fn = functionName || '(anonymous)';
  if (url.endsWith('server/dist/main.js')) {
    const entry = sourceMap.findEntry(lineNumber, columnNumber);
    if ('originalSource' in entry && entry.originalSource) {
      const source = entry.originalSource.replace(/^.*?(server|contract|node_modules)\//, '$1/');
      return `${fn} ${source}:${entry.originalLine + 1}`;
    }
  }
  if (!url) return fn;
  const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\//, '');
  return `${fn} ${short}:${lineNumber + 1}`;
}

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameById = new Map(profile.nodes.map((node) => [node.id, nameOf(node.callFrame)]));

const selfByName = new Map<string, number>();
// Inclusive: a sample counts once for every distinct function on its stack.
const totalByName = new Map<string, number>();
const selfByFile = new Map<string, number>();
let time = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
let total = 0;
profile.samples.forEach((sample, index) => {
  time += profile.timeDeltas[index] ?? 0;
  if (time < windowStart) return;
  const node = nodeById.get(sample);
  if (!node) return;
  const name = nameOf(node.callFrame);
  selfByName.set(name, (selfByName.get(name) ?? 0) + 1);
  const onStack = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) onStack.add(nameById.get(id) ?? '');
  for (const each of onStack) totalByName.set(each, (totalByName.get(each) ?? 0) + 1);
  const where = name.split(' ')[1]?.replace(/:\d+$/, '') ?? '(native)';
  selfByFile.set(where, (selfByFile.get(where) ?? 0) + 1);
  total += 1;
});

const print = (title: string, counts: Map<string, number>) => {
  console.log(`\n${title} (${total} samples)`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
print('self time by function', selfByName);
print('self time by file', selfByFile);
print('total time (with callees) by function', totalByName);
