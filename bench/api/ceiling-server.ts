// A bare Fastify server answering precomputed static JSON: the ceiling each API scenario is compared with.
// Started as its own process by bench/api/ceiling.ts; reads its routes from the file in CEILING_ROUTES_FILE
// and listens on 127.0.0.1:CEILING_PORT.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export type CeilingRoute = { method: 'GET' | 'POST'; path: string; bytes: number };

/** A JSON envelope of exactly `bytes` bytes (padding in `data`). */
export function staticAnswer(bytes: number): string {
  const head = '{"success":true,"error":false,"message":"","data":"';
  const tail = '"}';
  return head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
}

async function main() {
  const routes = JSON.parse(readFileSync(process.env.CEILING_ROUTES_FILE!, 'utf8')) as CeilingRoute[];
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  for (const route of routes) {
    const payload = staticAnswer(route.bytes);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload),
    });
  }
  app.get('/ceiling-health', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.CEILING_PORT), host: '127.0.0.1' });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
