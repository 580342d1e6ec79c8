import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestSpec } from 'autocannon';
import { startTsx, waitUntilUp } from '../../server/test/processes/child-process';
import { freePort } from '../../server/test/processes/free-port';
import type { CeilingRoute } from './ceiling-server';
import type { MeasuredScenario } from './answer-sizes';

export type Ceiling = {
  url: string;
  pid: number | undefined;
  requestsFor: (scenario: MeasuredScenario) => RequestSpec[];
  stop: () => Promise<void>;
};

const routePath = (scenario: MeasuredScenario, index: number) => `/ceiling/${scenario.key}/${index}`;

/**
 * Starts the bare Fastify ceiling server in its own process with one route per request of every scenario, each
 * answering a static JSON of that request's typical answer size. The ceiling's requests keep the scenario's method,
 * headers and body (so request parsing costs the same), and are made as the scenario makes them; only the path differs.
 */
export async function startCeiling(scenarios: MeasuredScenario[], workDir: string): Promise<Ceiling> {
  const routes: CeilingRoute[] = scenarios.flatMap((scenario) =>
    scenario.samples.map((sample, index) => ({
      method: sample.method as 'GET' | 'POST',
      path: routePath(scenario, index),
      bytes: sample.bytes,
    })),
  );
  const routesFile = path.join(workDir, 'ceiling-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startTsx('bench/api/ceiling-server.ts', {
    CEILING_ROUTES_FILE: routesFile,
    CEILING_PORT: String(port),
    NODE_ENV: 'production',
  });
  await waitUntilUp(`${url}/ceiling-health`, child, 'the ceiling server');
  return {
    url,
    requestsFor: (scenario) =>
      scenario.samples.map((sample, index): RequestSpec => {
        const path = routePath(scenario, index);
        const setup = scenario.requests[index]?.setupRequest;
        // A request the scenario makes per request (a random product, the next shopper) is made the same way here, with
        // only its path changed: the client then does the same work for both (autocannon rebuilds such a request each
        // time, ~20–30 µs of its CPU, which on a machine of few cores the server under test no longer has).
        if (setup) return { method: sample.method, setupRequest: (request, context) => ({ ...setup(request, context), path }) };
        return {
          method: sample.method,
          path,
          ...(sample.headers ? { headers: sample.headers } : {}),
          ...(sample.body ? { body: sample.body } : {}),
        };
      }),
    pid: child.process.pid,
    stop: () => child.stop(),
  };
}
