import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../test/processes/child-process';
import { loadRouteChunkLinks, PRELOADED_PAGE_MODULES } from './web-route-chunks';

const dist = mkdtempSync(path.join(os.tmpdir(), 'voltcart-chunks-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function writeManifest(manifest: object) {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

describe('route chunk preloads', () => {
  it('lists a product page\'s own chunks and what they import, never what index.html already loads', () => {
    writeManifest({
      'index.html': { file: 'assets/index-1.js', imports: ['_react-2.js'] },
      '_react-2.js': { file: 'assets/react-2.js' },
      '_search-3.js': { file: 'assets/search-3.js', imports: ['_react-2.js', '_close-4.js'] },
      '_close-4.js': { file: 'assets/close-4.js' },
      'src/app/pages/ProductDetailsPage.tsx': { file: 'assets/Product-5.js', imports: ['index.html', '_react-2.js'] },
      'src/app/pages/CategoryListingPage.tsx': { file: 'assets/Category-6.js', imports: ['index.html', '_search-3.js'] },
    });
    const links = loadRouteChunkLinks(dist);
    expect(links('/product/0190a1b2')).toBe('<link rel="modulepreload" crossorigin href="/assets/Product-5.js">');
    expect(links('/category/Mobiles').split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/Category-6.js">',
      '<link rel="modulepreload" crossorigin href="/assets/search-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/close-4.js">',
    ]);
    expect(links('/search')).toBe('');
    expect(links('/')).toBe('');
    expect(links('/product/a/b')).toBe('');
  });

  it('gives no hints without a manifest', () => {
    expect(loadRouteChunkLinks(path.join(dist, 'nothing-here'))('/product/x')).toBe('');
  });

  it('names page modules the built web app has (when it is built)', () => {
    const manifest = path.join(repoRoot, 'web/dist/.vite/manifest.json');
    if (!existsSync(manifest)) return;
    const built = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    for (const { module } of PRELOADED_PAGE_MODULES) expect(built, module).toHaveProperty([module]);
  });
});
