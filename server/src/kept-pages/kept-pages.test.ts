import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptPages } from './kept-pages';

describe('kept pages', () => {
  it('sends a page again only while it is asked for with the very state it was made from', () => {
    const pages = keptPages(1024 * 1024);
    expect(pages.find('none /', '{"a":1}')).toBeUndefined();
    const made = pages.keep('none /', '{"a":1}', 200, '<p>one</p>');
    expect(pages.find('none /', '{"a":1}')?.gzipped()).toBe(made.gzipped());
    expect(pages.find('none /', '{"a":1}')?.html()).toBe('<p>one</p>');
    // Another answer (a write since): made afresh.
    expect(pages.find('none /', '{"a":2}')).toBeUndefined();
    expect(pages.find('session /', '{"a":1}')).toBeUndefined();
  });

  it('gzips a page once, whatever the number of sends', () => {
    const pages = keptPages(1024 * 1024);
    const page = pages.keep('none /help', '{}', 200, '<p>help</p>'.repeat(200));
    const first = page.gzipped();
    expect(page.gzipped()).toBe(first);
    expect(pages.find('none /help', '{}')?.gzipped()).toBe(first);
    expect(gunzipSync(first).toString()).toBe('<p>help</p>'.repeat(200));
  });

  it('keeps nothing with no memory given, and drops the least recently sent page past its memory', () => {
    const none = keptPages(0);
    none.keep('none /', '{}', 200, 'x');
    expect(none.find('none /', '{}')).toBeUndefined();

    // Pages of random text, which gzip shrinks to ~1,550 bytes each: two fit, not three.
    const [a, b, c] = [1, 2, 3].map(() => randomBytes(1500).toString('base64'));
    const small = keptPages(3500);
    small.keep('none /a', '{}', 200, a!);
    small.keep('none /b', '{}', 200, b!);
    expect(small.find('none /a', '{}')?.html()).toBe(a);
    small.keep('none /c', '{}', 200, c!);
    expect(small.find('none /b', '{}')).toBeUndefined();
    expect(small.find('none /a', '{}')).toBeDefined();
    expect(small.find('none /c', '{}')).toBeDefined();
  });
});
