import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, CATEGORIES, firstPageCalls, imageVariantUrl } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { fetchPage, pageAnswersOf } from '../../../test/served-page';
import { signInAdmin } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sitemapPartXml, sitemapXml } from './sitemap';

// http: signInAdmin reads the plain session cookie (https makes it a Secure, prefixed one).
const PUBLIC_URL = 'http://voltcart.example';
let shop: TestApp;

beforeAll(async () => {
  // A stand-in for web/dist/index.html with the marked head section the build keeps.
  const dist = path.join(os.tmpdir(), `voltcart-seo-dist-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
      '<!-- page-head: written by the server -->',
      '<meta name="description" content="Built description" /><title>Built title</title>',
      '<!-- /page-head -->',
      '<script type="module" src="/assets/index-abc.js"></script></head>',
      '<body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  // The build manifest: the product page's own chunk, preloaded with its HTML.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js' },
      'src/app/pages/ProductDetailsPage.tsx': { file: 'assets/ProductDetailsPage-def.js', imports: ['index.html'] },
    }),
  );
  shop = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
});
afterAll(() => shop.close());

/** The answers a served page is rendered with, their JSON as the API sends it. */
async function answersIn(url: string): Promise<{ call: string; json: string }[]> {
  const page = await fetchPage(shop, url);
  expect(page.status).toBe(200);
  return pageAnswersOf(page.html);
}

describe('a product page', () => {
  it('carries its title, description, canonical address, Open Graph tags and image', async () => {
    const galaxy = { name: 'Galaxy S24 Ultra', brand: 'Samsung', category: 'Mobiles', price: 129999, salesPrice: 119999 };
    const product = await createProduct(shop, galaxy);
    const page = await fetchPage(shop, `/product/${product._id}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('Built title');
    const url = `${PUBLIC_URL}/product/${product._id}`;
    expect(page.head.title).toBe('Galaxy S24 Ultra · Voltcart');
    expect(page.head.meta('description')).toBe(
      'Galaxy S24 Ultra by Samsung — ₹1,19,999.00 (MRP ₹1,29,999.00). A product made by a test.',
    );
    expect(page.head.canonical).toBe(url);
    expect(page.head.meta('og:title')).toBe('Galaxy S24 Ultra · Voltcart');
    expect(page.head.meta('og:description')).toBe(page.head.meta('description'));
    expect(page.head.meta('og:url')).toBe(url);
    expect(page.head.meta('og:type')).toBe('product');
    expect(page.head.meta('og:image')).toBe(`${PUBLIC_URL}${product.productImage[0]}`);
    expect(page.head.meta('twitter:card')).toBe('summary_large_image');
    expect(page.head.meta('twitter:title')).toBe('Galaxy S24 Ultra · Voltcart');
    expect(page.head.meta('twitter:image')).toBe(`${PUBLIC_URL}${product.productImage[0]}`);
    expect(page.head.meta('robots')).toBeUndefined();
  });

  it('describes the product, its offer and its breadcrumb in JSON-LD', async () => {
    const product = await createProduct(shop, {
      name: 'Bravia 55',
      brand: 'Sony',
      category: 'TV',
      price: 80000,
      salesPrice: 74999.5,
      stock: 3,
    });
    const { head } = await fetchPage(shop, `/product/${product._id}`);
    const url = `${PUBLIC_URL}/product/${product._id}`;
    const described = head.jsonLd.find((data) => data['@type'] === 'Product')!;
    expect(described).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bravia 55',
      brand: { '@type': 'Brand', name: 'Sony' },
      image: [`${PUBLIC_URL}${product.productImage[0]}`],
      offers: { '@type': 'Offer', url, priceCurrency: 'INR', price: '74999.50', availability: 'https://schema.org/InStock' },
    });
    const breadcrumb = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'TV', item: `${PUBLIC_URL}/category/TV` },
      { '@type': 'ListItem', position: 3, name: 'Bravia 55', item: url },
    ]);
  });

  it('says a sold-out product is out of stock', async () => {
    const product = await createProduct(shop, { name: 'Sold-out speaker', category: 'Speakers', stock: 0 });
    const { head } = await fetchPage(shop, `/product/${product._id}`);
    expect(head.jsonLd.find((data) => data['@type'] === 'Product')!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('keeps a hostile name and brand as text: nothing breaks out of the title, the attributes or the JSON-LD', async () => {
    const name = `Evil "quoted" 'name' </title><script>alert(1)</script> & </script><!-- more`;
    const brand = `Brand" onload="alert(2)`;
    const product = await createProduct(shop, { name, brand, category: 'Mouse' });
    const page = await fetchPage(shop, `/product/${product._id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('" onload="');
    expect(page.html.match(/<\/script>/g)).toHaveLength(page.html.match(/<script/g)!.length);
    expect(page.head.title).toBe(`${name} · Voltcart`);
    expect(page.head.meta('og:title')).toBe(`${name} · Voltcart`);
    expect(page.head.meta('description')).toContain(`${name} by ${brand}`);
    const described = page.head.jsonLd.find((data) => data['@type'] === 'Product')!;
    expect(described.name).toBe(name);
    expect(described.brand.name).toBe(brand);
    expect(page.head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!.itemListElement[2].name).toBe(name);
  });

  it("has the browser fetch its first image at high priority, with the gallery's sizes, before the web app runs", async () => {
    const product = await createProduct(shop, { name: 'Pixel 9', category: 'Mobiles' });
    const first = product.productImage[0]!;
    const { head } = await fetchPage(shop, `/product/${product._id}`);
    expect(head.preloads).toEqual([
      {
        as: 'image',
        href: first,
        imagesrcset: `${imageVariantUrl(first, 'thumb')} 400w, ${imageVariantUrl(first, 'medium')} 800w, ${first} 1200w`,
        imagesizes: '(min-width: 1024px) 560px, 100vw',
        fetchpriority: 'high',
      },
      // The product's own answer and its discussion's are in the page (next test).
    ]);
  });

  it("carries the API's answers for its product and its discussion, byte for byte, with the stock of the moment", async () => {
    const product = await createProduct(shop, { name: 'Answer phone', category: 'Mobiles', stock: 4 });
    const call = apiPaths.catalog.productById(product._id);
    expect(firstPageCalls.product(product._id)).toEqual([call, apiPaths.comments.list(product._id)]);
    const first = await answersIn(`/product/${product._id}`);
    expect(first.map((answer) => answer.call)).toEqual(firstPageCalls.product(product._id));
    // Byte for byte the API's answers.
    expect(first[0]!.json).toBe((await shop.app.inject({ method: 'GET', url: call })).body);
    expect(first[1]!.json).toBe((await shop.app.inject({ method: 'GET', url: apiPaths.comments.list(product._id) })).body);
    const shown = (json: string) => (JSON.parse(json) as { data: { productName: string; productStock: number } }).data;
    expect(shown(first[0]!.json)).toMatchObject({ productName: 'Answer phone', productStock: 4 });

    // As another process's checkout would: straight to the database.
    await shop.db.updateTable('products').set({ stock: 1 }).where('id', '=', product._id).execute();
    const after = await answersIn(`/product/${product._id}`);
    expect(shown(after[0]!.json).productStock).toBe(1);
    expect(JSON.parse((await shop.app.inject({ method: 'GET', url: call })).body).data.productStock).toBe(1);
  });

  it("preloads the product page's own code with its HTML (not the 404 page's)", async () => {
    const product = await createProduct(shop);
    const link = '<link rel="modulepreload" crossorigin href="/assets/ProductDetailsPage-def.js">';
    expect((await fetchPage(shop, `/product/${product._id}`)).html).toContain(link);
    expect((await fetchPage(shop, '/product/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).html).not.toContain(link);
  });

  it('answers an unknown product id, well-formed or not, with 404 and the 404 page', async () => {
    const deleted = await createProduct(shop);
    await shop.db.deleteFrom('products').where('id', '=', deleted._id).execute();
    for (const id of [deleted._id, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'not-an-id', "%3Cscript%3E'"]) {
      const page = await fetchPage(shop, `/product/${id}`);
      expect(page.status, id).toBe(404);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.head.title).toBe('Page not found · Voltcart');
      expect(page.head.meta('robots')).toBe('noindex, follow');
      expect(page.head.canonical).toBeUndefined();
    }
  });
});

describe('a category page', () => {
  it('carries the category in its title and description, with its canonical address', async () => {
    const page = await fetchPage(shop, '/category/mobile');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Mobiles · Voltcart');
    expect(page.head.meta('description')).toContain('Top Mobiles');
    expect(page.head.canonical).toBe(`${PUBLIC_URL}/category/Mobiles`);
    expect(page.head.meta('og:url')).toBe(`${PUBLIC_URL}/category/Mobiles`);
    expect(page.head.meta('og:type')).toBe('website');
  });

  it("carries the API's answer for page 1 of the listing, so the web app need not ask, unless the address carries filters", async () => {
    await createProduct(shop, { name: 'Trimmer </script><script>alert(1)</script> & <!-- co', category: 'Trimmers' });
    const call = '/api/product/search?category=Mouse%2CTrimmers&sort=newest&limit=24&offset=0';
    const page = await fetchPage(shop, '/category/trimmers,Mouse');
    expect(page.head.preloads.filter((preload) => preload.as === 'fetch')).toEqual([]);
    // Byte for byte the API's answer, the characters that could end the script written as \u escapes (pageAnswersOf).
    const written = pageAnswersOf(page.html);
    expect(written.map((answer) => answer.call)).toEqual([call]);
    const api = await shop.app.inject({ method: 'GET', url: call });
    expect(written[0]!.json).toBe(api.body);
    expect(JSON.parse(written[0]!.json).data.items.map((product: { productName: string }) => product.productName)).toContain(
      'Trimmer </script><script>alert(1)</script> & <!-- co',
    );

    const filtered = await fetchPage(shop, '/category/Mouse?brand=Logitech');
    expect(filtered.head.preloads).toEqual([]);
    expect(pageAnswersOf(filtered.html)).toEqual([]);
  });

  it('has the browser fetch the images of the first two cards of page 1 at high priority, also right after a new product', async () => {
    const cardImages = async () => {
      const listing = await shop.app.inject({
        method: 'GET',
        url: '/api/product/search?category=Refrigerator&sort=newest&limit=24&offset=0',
      });
      const items = (listing.json() as { data: { items: { productImage: string[] }[] } }).data.items;
      return items
        .slice(0, 2)
        .map((product) => ({ as: 'image', href: imageVariantUrl(product.productImage[0]!, 'thumb'), fetchpriority: 'high' }));
    };
    for (let count = 0; count < 3; count++) await createProduct(shop, { category: 'Refrigerator' });
    const before = (await fetchPage(shop, '/category/Refrigerator')).head.preloads.filter((preload) => preload.as === 'image');
    expect(before).toHaveLength(2);
    expect(before).toEqual(await cardImages());

    const newest = await createProduct(shop, { category: 'Refrigerator' });
    const after = (await fetchPage(shop, '/category/Refrigerator')).head.preloads.filter((preload) => preload.as === 'image');
    expect(after[0]!.href).toBe(imageVariantUrl(newest.productImage[0]!, 'thumb'));
    expect(after).toEqual(await cardImages());
    expect((await fetchPage(shop, '/category/Refrigerator?page=2')).head.preloads).toEqual([]);
  });

  it('carries the stock of the moment: a write to the database shows in the next page, and the API answers the same bytes', async () => {
    const product = await createProduct(shop, { category: 'Speakers', stock: 7 });
    const call = '/api/product/search?category=Speakers&sort=newest&limit=24&offset=0';
    const pageAnswer = async () => {
      const page = await fetchPage(shop, '/category/speakers');
      return JSON.parse(pageAnswersOf(page.html)[0]!.json) as { data: { items: { _id: string; productStock: number }[] } };
    };
    const stockOnPage = async () => (await pageAnswer()).data.items.find((item) => item._id === product._id)?.productStock;
    expect(await stockOnPage()).toBe(7);
    expect(await stockOnPage()).toBe(7);

    // As another process's checkout would: straight to the database, only the stock version moves.
    await shop.db.updateTable('products').set({ stock: 2 }).where('id', '=', product._id).execute();
    expect(await stockOnPage()).toBe(2);
    const api = await shop.app.inject({ method: 'GET', url: call });
    expect(JSON.parse(api.body)).toEqual(await pageAnswer());
    expect(
      (api.json() as { data: { items: { _id: string; productStock: number }[] } }).data.items.find(
        (item) => item._id === product._id,
      )?.productStock,
    ).toBe(2);
  });

  it('names several categories in the shop order, as the page heading does', async () => {
    const page = await fetchPage(shop, '/category/tvs,Mouse,nonsense');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Mouse, TV · Voltcart');
    expect(page.head.canonical).toBe(`${PUBLIC_URL}/category/Mouse,TV`);
  });

  it('answers an unknown category with 404 and the 404 page', async () => {
    const page = await fetchPage(shop, '/category/Spaceships');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.head.title).toBe('Page not found · Voltcart');
  });
});

describe('the home and search pages', () => {
  it('the home page has the shop title, canonical root and a site search description', async () => {
    const page = await fetchPage(shop, '/');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Voltcart — Electronics, delivered');
    expect(page.head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(page.head.meta('og:url')).toBe(`${PUBLIC_URL}/`);
    const site = page.head.jsonLd.find((data) => data['@type'] === 'WebSite')!;
    expect(site.potentialAction.target).toBe(`${PUBLIC_URL}/search?q={search_term_string}`);
  });

  it('the home page has the browser fetch the first banner for its screen size at high priority', async () => {
    const { head } = await fetchPage(shop, '/');
    expect(head.preloads).toEqual([
      { as: 'image', href: '/uploads/banners/mobiles-mobile.webp', media: '(max-width: 767px)', fetchpriority: 'high' },
      { as: 'image', href: '/uploads/banners/mobiles-desktop.webp', media: '(min-width: 768px)', fetchpriority: 'high' },
    ]);
  });

  it("the home page carries the API's answer for every row, so the web app need not ask, and the stock of the moment", async () => {
    const category = CATEGORIES[0]!.name;
    const product = await createProduct(shop, { name: 'Home row phone', category, stock: 5 });
    const call = firstPageCalls.homeRow(category);
    expect(call).toBe(`${apiPaths.catalog.byCategory(category)}?limit=4`);
    const first = await answersIn('/');
    expect(first.map((answer) => answer.call)).toEqual(CATEGORIES.map(({ name }) => firstPageCalls.homeRow(name)));
    expect(first[5]!.json).toBe((await shop.app.inject({ method: 'GET', url: first[5]!.call })).body);
    // Byte for byte the API's answer.
    expect(first[0]!.json).toBe((await shop.app.inject({ method: 'GET', url: call })).body);
    type Row = { data: { _id: string; productName: string; productStock: number }[] };
    const shown = (json: string) => (JSON.parse(json) as Row).data.find((item) => item._id === product._id);
    expect(shown(first[0]!.json)).toMatchObject({ productName: 'Home row phone', productStock: 5 });

    // As another process's checkout would: straight to the database.
    await shop.db.updateTable('products').set({ stock: 1 }).where('id', '=', product._id).execute();
    const after = await answersIn('/');
    expect(shown(after[0]!.json)?.productStock).toBe(1);
  });

  it('a search page names the query, escaped, and stays out of indexes', async () => {
    const page = await fetchPage(shop, `/search?q=${encodeURIComponent('sams <b>"x"')}&sort=price-asc`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<b>');
    expect(page.head.title).toBe('Results for "sams <b>"x"" · Voltcart');
    expect(page.head.meta('robots')).toBe('noindex, follow');
    expect(page.head.canonical).toBe(`${PUBLIC_URL}/search?q=sams+%3Cb%3E%22x%22`);
  });

  it("a plain search page carries the API's answer for page 1 of its results and its first cards' images; one with filters or over-long words carries none", async () => {
    const product = await createProduct(shop, { name: 'Zyntrax <b>Quasar</b> & Co phone', category: 'Mobiles' });
    const call = firstPageCalls.search('zyntrax quasar');
    expect(call).toBe('/api/product/search?q=zyntrax+quasar&sort=relevance&limit=24&offset=0');
    const page = await fetchPage(shop, `/search?q=${encodeURIComponent('  zyntrax quasar ')}`);
    expect(page.head.preloads.filter((preload) => preload.as === 'image').map((preload) => preload.href)).toEqual([
      imageVariantUrl(product.productImage[0]!, 'thumb'),
    ]);
    const written = pageAnswersOf(page.html);
    expect(written.map((answer) => answer.call)).toEqual([call]);
    const api = await shop.app.inject({ method: 'GET', url: call });
    expect(written[0]!.json).toBe(api.body);
    expect((JSON.parse(written[0]!.json) as { data: { items: { _id: string }[] } }).data.items.map((item) => item._id)).toEqual([
      product._id,
    ]);

    for (const url of [
      '/search?q=zyntrax&sort=price-asc',
      '/search?q=zyntrax&page=2',
      `/search?q=${'x'.repeat(101)}`,
      '/search?q=%20',
      '/search',
    ]) {
      const other = await fetchPage(shop, url);
      expect(other.status, url).toBe(200);
      expect(pageAnswersOf(other.html), url).toEqual([]);
    }
  });

  it("a corrected search's page carries the answer naming the correction; its exact=1 page carries the uncorrected answer", async () => {
    await createProduct(shop, { name: 'Plorvanti kettle', brand: 'Plorvanti', category: 'Trimmers' });
    const corrected = pageAnswersOf((await fetchPage(shop, '/search?q=plorvanty')).html);
    expect(corrected.map((answer) => answer.call)).toEqual([firstPageCalls.search('plorvanty')]);
    expect(JSON.parse(corrected[0]!.json)).toMatchObject({ data: { total: 1, correctedQuery: 'Plorvanti' } });

    const call = firstPageCalls.search('plorvanty', true);
    expect(call).toBe('/api/product/search?q=plorvanty&exact=1&sort=relevance&limit=24&offset=0');
    const exact = pageAnswersOf((await fetchPage(shop, '/search?q=plorvanty&exact=1')).html);
    expect(exact.map((answer) => answer.call)).toEqual([call]);
    expect(exact[0]!.json).toBe((await shop.app.inject({ method: 'GET', url: call })).body);
    expect(JSON.parse(exact[0]!.json)).toMatchObject({ data: { items: [], total: 0 } });
    expect(pageAnswersOf((await fetchPage(shop, '/search?q=plorvanty&exact=yes')).html)).toEqual([]);
  });

  it('other pages of the web app keep the built head', async () => {
    for (const url of ['/login', '/cart', '/status/T123', '/admin/product', '/admin-login']) {
      const page = await fetchPage(shop, url);
      expect(page.status, url).toBe(200);
      expect(page.head.title).toBe('Built title');
      expect(page.head.canonical).toBeUndefined();
    }
  });

  it('an address the web app has no page for answers 404 with the 404 page', async () => {
    for (const url of ['/this/page/does-not-exist', '/category/', '/product/a/b', '/login/extra']) {
      const page = await fetchPage(shop, url);
      expect(page.status, url).toBe(404);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.head.title).toBe('Page not found · Voltcart');
    }
  });
});

/** The sitemap's entries, read from its XML: location → lastmod. */
async function readSitemap(): Promise<Map<string, string | undefined>> {
  const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  expect(response.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const urls = [...response.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  return new Map(urls.map((url) => [/<loc>([^<]*)<\/loc>/.exec(url)![1]!, /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1]]));
}

describe('the sitemap and robots.txt', () => {
  it('lists the home, every category and every product with its last change; a deleted product leaves it', async () => {
    const admin = await signInAdmin(shop);
    const kept = await createProduct(shop, { category: 'Camera' });
    const doomed = await createProduct(shop, { category: 'Printers' });
    const updatedAt = '2026-11-20T08:30:00.000Z';
    await shop.db.updateTable('products').set({ updated_at: updatedAt }).where('id', '=', kept._id).execute();

    const before = await readSitemap();
    expect(before.has(`${PUBLIC_URL}/`)).toBe(true);
    for (const name of ['Mobiles', 'Camera', 'Printers', 'TV', 'Watches'])
      expect(before.has(`${PUBLIC_URL}/category/${name}`), name).toBe(true);
    expect(before.get(`${PUBLIC_URL}/product/${kept._id}`)).toBe(updatedAt);
    expect(before.get(`${PUBLIC_URL}/product/${doomed._id}`)).toBe(doomed.createdAt);
    expect(before.get(`${PUBLIC_URL}/category/Printers`)! >= doomed.createdAt).toBe(true);

    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: apiPaths.catalog.deleteProduct(doomed._id),
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await readSitemap();
    expect(after.has(`${PUBLIC_URL}/product/${doomed._id}`)).toBe(false);
    expect(after.get(`${PUBLIC_URL}/product/${kept._id}`)).toBe(updatedAt);
  });

  it('robots.txt lets crawlers into the shop, keeps them out of private areas and names the sitemap', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/api/', '/admin', '/cart', '/order', '/profile', '/sandbox/'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('a catalogue past one sitemap file', () => {
  it('the sitemap becomes an index of parts that together list every page once', async () => {
    for (let count = 0; count < 3; count++) await createProduct(shop, { category: 'Watches' });
    const whole = locsOf(await sitemapXml(shop.db, PUBLIC_URL));
    const index = await sitemapXml(shop.db, PUBLIC_URL, 5);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locsOf(index);
    expect(parts).toHaveLength(Math.ceil(whole.length / 5));
    expect(parts[0]).toBe(`${PUBLIC_URL}/sitemap/1.xml`);
    const listed: string[] = [];
    for (let part = 1; part <= parts.length; part++)
      listed.push(...locsOf((await sitemapPartXml(shop.db, PUBLIC_URL, part, 5))!));
    expect(listed).toEqual(whole);
    expect(await sitemapPartXml(shop.db, PUBLIC_URL, parts.length + 1, 5)).toBeUndefined();
  });

  it('a small catalogue has no parts to ask for', async () => {
    for (const url of ['/sitemap/1.xml', '/sitemap/0.xml', '/sitemap/x.xml']) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, message: expect.stringContaining('/sitemap.xml') });
    }
  });
});
