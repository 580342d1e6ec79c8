import { apiPaths, firstPageCalls } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/products';
import { fetchPage, pageAnswersOf } from '../test/served-page';
import { buildServerEntry, type BuiltPages } from '../test/server-entry';
import { registerShopper } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';

// The shop's pages rendered with React on the server, from the web app's own server entry (built for this file), as a
// browser without JavaScript or a crawler reads them.

let pages: BuiltPages;
let shop: TestApp;
beforeAll(async () => {
  pages = await buildServerEntry();
  shop = await createTestApp({ WEB_DIST_DIR: pages.webDistDir });
});
afterAll(async () => {
  await shop?.close();
  pages?.remove();
});

/** The HTML the page's root holds: what React rendered. */
const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  expect(start, 'the page has its root').toBeGreaterThan(0);
  return html.slice(start, end);
};

describe('a product page', () => {
  it('holds the product, its prices, stock, images, description and discussion, and links as plain links', async () => {
    const product = await createProduct(shop, {
      name: 'Render phone <b>9</b>',
      brand: 'Renderbrand',
      category: 'Mobiles',
      price: 34990,
      salesPrice: 26990,
      stock: 3,
      description: 'A phone rendered on the server.',
    });
    const shopper = await registerShopper(shop, { username: 'Asha' });
    const posted = await shop.app.inject({
      method: 'POST',
      url: apiPaths.comments.add,
      headers: shopper.headers,
      payload: { productId: product._id, comment: 'Battery lasts two days.' },
    });
    expect(posted.statusCode).toBe(201);

    const page = await fetchPage(shop, `/product/${product._id}`);
    expect(page.status).toBe(200);
    const root = rootOf(page.html);
    expect(root).toContain('Render phone &lt;b&gt;9&lt;/b&gt;');
    expect(root).not.toContain('<b>9</b>');
    expect(root).toContain('Renderbrand');
    expect(root).toContain('₹26,990.00');
    expect(root).toMatch(/<s [^>]*><span class="sr-only">Was <\/span>₹34,990\.00<\/s>/);
    expect(root).toContain('Only 3 left');
    expect(root).toContain(`alt="Render phone &lt;b&gt;9&lt;/b&gt;`);
    expect(root).toContain('A phone rendered on the server.');
    expect(root).toContain('Battery lasts two days.');
    expect(root).toContain('Asha');
    expect(root).toContain('href="/category/Mobiles"');
    expect(root).not.toContain('Loading product...');
  });

  it("is rendered with the very answers the API gives, once, as the web app's preloaded state", async () => {
    const product = await createProduct(shop, { category: 'Camera' });
    const page = await fetchPage(shop, `/product/${product._id}`);
    const answers = pageAnswersOf(page.html);
    expect(answers.map((answer) => answer.call)).toEqual(firstPageCalls.product(product._id));
    for (const answer of answers) {
      expect(answer.json).toBe((await shop.app.inject({ method: 'GET', url: answer.call })).body);
    }
    // Serialised once, beside the render (the head's description and structured data aside).
    const body = page.html.slice(page.html.indexOf('</head>'));
    expect(body.split('A product made by a test.').length - 1).toBe(2);
    expect(rootOf(page.html).split('A product made by a test.').length - 1).toBe(1);
  });

  it('is kept while its answers stay the same, and made again after a write changes them', async () => {
    const product = await createProduct(shop, { name: 'Kept speaker', category: 'Speakers', stock: 9 });
    const first = await fetchPage(shop, `/product/${product._id}`);
    expect((await fetchPage(shop, `/product/${product._id}`)).html).toBe(first.html);
    expect(rootOf(first.html)).not.toContain('Only 2 left');
    // As another process's checkout would: straight to the database.
    await shop.db
      .updateTable('products')
      .set({ stock: 2, name: 'Kept speaker, renamed' })
      .where('id', '=', product._id)
      .execute();
    const after = rootOf((await fetchPage(shop, `/product/${product._id}`)).html);
    expect(after).toContain('Only 2 left');
    expect(after).toContain('Kept speaker, renamed');
  });

  it('of an id that names no product is the 404 page, rendered', async () => {
    const page = await fetchPage(shop, '/product/0190a3c4-0000-7000-8000-000000000000');
    expect(page.status).toBe(404);
    expect(rootOf(page.html)).toContain('404 — Page not found');
  });
});

describe('the listings', () => {
  it('a category page holds its grid: names, brands and prices, each card a plain link to its product', async () => {
    const product = await createProduct(shop, { name: 'Grid trimmer', brand: 'Trimbrand', category: 'Trimmers', price: 1999 });
    const root = rootOf((await fetchPage(shop, '/category/Trimmers')).html);
    expect(root).toContain('Grid trimmer');
    expect(root).toContain('Trimbrand');
    expect(root).toContain('₹1,999.00');
    expect(root).toContain(`href="/product/${product._id}"`);
    expect(root).toMatch(/Showing (<!-- -->)?\d+(<!-- -->)? products/);
  });

  it('a search page holds its results', async () => {
    await createProduct(shop, { name: 'Quillon speaker', category: 'Speakers' });
    const root = rootOf((await fetchPage(shop, '/search?q=quillon')).html);
    expect(root).toContain('Quillon speaker');
  });

  it("a corrected search's page says what it searched for, with a link to the words as typed", async () => {
    await createProduct(shop, { name: 'Vextorian desk lamp', brand: 'Vextorian', category: 'Speakers' });
    const root = rootOf((await fetchPage(shop, '/search?q=vextorin')).html);
    expect(root).toMatch(/Showing results for (<!-- -->)?<strong[^>]*>Vextorian<\/strong>/);
    expect(root).toContain('href="/search?q=vextorin&amp;exact=1"');
    expect(root).toMatch(/Search instead for (<!-- -->)?vextorin/);
    const exact = rootOf((await fetchPage(shop, '/search?q=vextorin&exact=1')).html);
    expect(exact).toContain('No products match');
    expect(exact).not.toContain('Showing results for');
  });

  it("the home page holds every row's products", async () => {
    const product = await createProduct(shop, { name: 'Home row watch', category: 'Watches' });
    const root = rootOf((await fetchPage(shop, '/')).html);
    expect(root).toContain('Top Watches');
    expect(root).toContain('Home row watch');
    expect(root).toContain(`href="/product/${product._id}"`);
  });
});

describe('the other pages', () => {
  it('a static page and the 404 page are rendered; a signed-in page renders its frame; the admin area is left to the browser', async () => {
    expect(rootOf((await fetchPage(shop, '/help')).html)).toContain('Help Center');
    const missing = await fetchPage(shop, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(rootOf(missing.html)).toContain('404 — Page not found');
    const cart = rootOf((await fetchPage(shop, '/cart')).html);
    expect(cart).toContain('Voltcart home');
    expect(cart).toContain('Loading your cart...');
    const admin = (await fetchPage(shop, '/admin-login')).html;
    expect(admin).toContain('<div id="root"></div>');
  });

  it('tells the browser whether the request carried a session cookie, so that a visitor without one is not checked', async () => {
    const withCookie = await shop.app.inject({ method: 'GET', url: '/help', headers: { cookie: 'vc_session=some-token' } });
    expect(withCookie.body).toContain('<div id="root" data-session>');
    expect((await fetchPage(shop, '/help')).html).toContain('<div id="root">');
    expect((await fetchPage(shop, '/help')).html).not.toContain('data-session');
  });
});
