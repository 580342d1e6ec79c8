import http from 'node:http';
import type { AddressInfo } from 'node:net';

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline</title></head>
<body><h1>Voltcart baseline</h1><p>A static page with no script, no stylesheet and no image: the floor of this machine's Lighthouse numbers.</p></body></html>`;

/** Serves one static HTML page on 127.0.0.1, the baseline the shop's pages are compared with. */
export async function startBaselinePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
