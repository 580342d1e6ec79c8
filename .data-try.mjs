process.env.NODE_ENV = 'production';
const m = await import('/work/main/web/dist-ssr/entry-server.js');
await m.ready;
const id = process.argv[2];
const p = await (await fetch(`http://localhost:5801/api/product/getProductById/${id}`)).json();
const c = await (await fetch(`http://localhost:5801/api/comment/view-comment/${id}`)).json();
const answers = { [`/api/product/getProductById/${id}`]: p, [`/api/comment/view-comment/${id}`]: c };
for (const [url, a] of [[`/product/${id}`, answers], ['/help', {}], ['/nowhere', {}]]) {
  for (let i = 0; i < 30; i++) await m.renderPage(url, a, () => {});
  const t = process.hrtime.bigint();
  for (let i = 0; i < 200; i++) await m.renderPage(url, a, () => {});
  console.log(url, Number(process.hrtime.bigint() - t) / 200 / 1e6, 'ms');
}
