import { readFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './compile-hints';
import { buildWebInMemory, bytesOf, HOME_BUDGET_BYTES, measureHomeBundle, type BuildOutput } from './home-bundle-size';

const require = createRequire(import.meta.url);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// One build for the file: it takes most of its time.
let output: BuildOutput;
beforeAll(async () => {
  output = await buildWebInMemory();
});

describe('the home page bundle', () => {
  it('keeps the JavaScript and CSS the home page loads at first within its gzipped budget', () => {
    const home = measureHomeBundle(output);
    console.log(
      `home JS + CSS gzipped: ${kib(home.totalGzipBytes)} (JS ${kib(home.jsGzipBytes)}, CSS ${kib(home.cssGzipBytes)}; budget ${kib(HOME_BUDGET_BYTES)})\n` +
        home.files.map((file) => `  ${file.fileName}  ${kib(file.gzipBytes)}`).join('\n'),
    );
    expect(home.files.some((file) => file.fileName.endsWith('.js'))).toBe(true);
    expect(home.files.some((file) => file.fileName.endsWith('.css'))).toBe(true);
    expect(home.totalGzipBytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });
});

describe('the built scripts', () => {
  const chunks = () => output.flatMap((file) => (file.type === 'chunk' ? [file] : []));

  it('hold React 19 (react-dom and its client) and no Preact', () => {
    const reactDom = JSON.parse(readFileSync(path.join(require.resolve('react-dom'), '../package.json'), 'utf8')) as {
      version: string;
    };
    expect(reactDom.version).toMatch(/^19\./);
    const modules = chunks().flatMap((chunk) => chunk.moduleIds.map((id) => id.replaceAll('\\', '/')));
    expect(modules.some((id) => id.includes('/node_modules/react-dom/'))).toBe(true);
    expect(modules.filter((id) => /\/node_modules\/preact/.test(id))).toEqual([]);
    // react-dom writes its version into the bundle; Preact would leave its name.
    const code = chunks()
      .map((chunk) => chunk.code)
      .join('\n');
    expect(code.includes(`version=\`${reactDom.version}\``), "react-dom's version in the bundle").toBe(true);
    expect(/preact/i.test(code), 'the word preact in the bundle').toBe(false);
  });

  it('each start with the compile hint, on a line of its own', () => {
    expect(chunks().length).toBeGreaterThan(10);
    for (const chunk of chunks()) {
      expect(chunk.code.startsWith(COMPILE_HINT), chunk.fileName).toBe(true);
      expect(chunk.code.slice(COMPILE_HINT.length, COMPILE_HINT.length + 2), chunk.fileName).not.toBe('//');
    }
  });

  it('keep source maps that still point at the source', () => {
    // Text the minifier keeps, in the entry and in a page's chunk, found through the .map file back to its line.
    const cases = [
      { chunk: 'assets/index-', text: 'The page has no #root element', source: 'src/main.tsx' },
      {
        chunk: 'assets/ProductDetailsPage-',
        text: 'Failed to fetch product.',
        source: 'src/features/catalog/pages/ProductPage.tsx',
      },
    ];
    for (const { chunk: name, text, source } of cases) {
      const chunk = chunks().find((each) => each.fileName.startsWith(name) && each.code.includes(text));
      if (!chunk) throw new Error(`no ${name}… chunk holds "${text}"`);
      const before = chunk.code.slice(0, chunk.code.indexOf(text)).split('\n');
      const mapFile = output.find((file) => file.fileName === `${chunk.fileName}.map`);
      if (!mapFile) throw new Error(`${chunk.fileName} has no .map file`);
      const map = new SourceMap(JSON.parse(bytesOf(mapFile).toString('utf8')));
      const entry = map.findEntry(before.length - 1, before.at(-1)!.length);
      if (!('originalSource' in entry)) throw new Error(`"${text}" maps to nothing`);
      expect(entry.originalSource.replaceAll('\\', '/'), text).toMatch(new RegExp(`${source.replaceAll('.', '\\.')}$`));
      const sourceLines = readFileSync(path.resolve(import.meta.dirname, '..', source), 'utf8').split('\n');
      expect(sourceLines[entry.originalLine], text).toContain(text.slice(0, 12));
    }
  });
});
