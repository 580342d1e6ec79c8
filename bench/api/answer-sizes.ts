import { gzipSync } from 'node:zlib';
import type { RawRequest } from 'autocannon';
import type { Scenario } from './scenarios';

/** One entry of a scenario's request cycle: an example request and the mean byte size of its answers. */
export type Sample = RawRequest & { method: string; bytes: number; gzipBytes: number };
export type MeasuredScenario = Scenario & { samples: Sample[] };

/**
 * Sends the scenario's sample pages once, one request at a time, and keeps the mean answer size of each request of
 * the cycle. A non-2xx answer throws: the scenario cannot run.
 */
export async function measureAnswerSizes(shopUrl: string, scenario: Scenario): Promise<MeasuredScenario> {
  const pages = scenario.samplePages();
  const totals = new Array<number>(scenario.requests.length).fill(0);
  const gzipTotals = new Array<number>(scenario.requests.length).fill(0);
  for (const page of pages) {
    for (const [index, request] of page.entries()) {
      const response = await fetch(`${shopUrl}${request.path}`, {
        method: request.method ?? 'GET',
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.body ? { body: request.body } : {}),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) {
        throw new Error(
          `${request.method ?? 'GET'} ${request.path?.split('?')[0]} answered ${response.status}: ${body.toString().slice(0, 200)}`,
        );
      }
      totals[index]! += body.length;
      gzipTotals[index]! += gzipSync(body).length;
    }
  }
  const samples = pages[0]!.map((request, index) => ({
    ...request,
    method: request.method ?? 'GET',
    bytes: Math.round(totals[index]! / pages.length),
    gzipBytes: Math.round(gzipTotals[index]! / pages.length),
  }));
  return { ...scenario, samples };
}
