import { describe, expect, it } from 'vitest';
import { buildAndMeasureHome, HOME_BUDGET_BYTES } from './home-bundle-size';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('the home page bundle', () => {
  it('keeps the JavaScript and CSS the home page loads at first within its gzipped budget', async () => {
    const home = await buildAndMeasureHome();
    console.log(
      `home JS + CSS gzipped: ${kib(home.totalGzipBytes)} (JS ${kib(home.jsGzipBytes)}, CSS ${kib(home.cssGzipBytes)}; budget ${kib(HOME_BUDGET_BYTES)})\n` +
        home.files.map((file) => `  ${file.fileName}  ${kib(file.gzipBytes)}`).join('\n'),
    );
    expect(home.files.some((file) => file.fileName.endsWith('.js'))).toBe(true);
    expect(home.files.some((file) => file.fileName.endsWith('.css'))).toBe(true);
    expect(home.totalGzipBytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });
});
