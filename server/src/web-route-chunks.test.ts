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
  it("lists a product page's own chunks and what they import, never what index.html already loads", () => {
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
    expect(
      links('/category/Mobiles')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
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

  // The manifest names a module by its path under web/ when the router loads it lazily (its own chunk).
  it('names page modules that exist and that the router loads as their own chunks', () => {
    const router = readFileSync(path.join(repoRoot, 'web/src/app/router.tsx'), 'utf8');
    for (const { module } of PRELOADED_PAGE_MODULES) {
      expect(existsSync(path.join(repoRoot, 'web', module)), module).toBe(true);
      const fromRouter = `./${path.posix.relative('src/app', module).replace(/\.tsx$/, '')}`;
      expect(router, module).toContain(`lazyPage(() => import('${fromRouter}'))`);
    }
  });
});
