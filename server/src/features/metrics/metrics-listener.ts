import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The metrics on a listener of their own (METRICS_PORT, loopback unless METRICS_HOST says otherwise): never on the
 * shop's port, where anyone could read them, and answered even while the shop's port is saturated.
 */
export async function startMetricsListener(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
