import { allApiRoutes, ErrorAnswer, errorCodesOfStatus, type ApiRoute } from '@voltcart/contract';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuard } from '../src/features/auth';
import { multipartBody } from './multipart';
import { malformedInputsOf, readsById, sampleInputOf, type SampleInput } from './route-samples';
import { registerShopper, signInAdmin } from './shoppers';
import { createTestApp, type TestApp } from './test-app';

// Every entry of the route table, provoked with the failures any call can meet: signed out, a shopper on an admin
// call, an enrolling admin on a shopper's call, malformed input, an unknown id, a write from another site's page.
// Each answer must be the failure provoked, a status its entry declares, in the error envelope with its code.

/** Who a registered route lets in, from its guard (features/auth/guards.ts) or its access marker. */
type Access = 'admin' | 'user' | 'session' | 'public' | 'payment-provider' | 'courier';

function accessOf(route: RouteOptions): Access {
  const guards = [route.preHandler ?? []].flat().filter(isGuard) as { name: string }[];
  const names = guards.map((guard) => guard.name);
  if (names.includes('requireAdmin') || names.includes('requireAdminEnrolment')) return 'admin';
  if (names.includes('requireSession')) return 'session';
  if (names.length > 0) return 'user';
  if (route.config?.access === undefined) throw new Error(`${route.method} ${route.url} states no access`);
  return route.config.access;
}

type Caller = Record<string, string>;

/** The shop's limit on a request body (app.ts `bodyLimit`); multipart forms have UPLOAD_MAX_BYTES per file besides. */
const BODY_LIMIT_BYTES = 1024 * 1024;

let shop: TestApp;
/** The shop again, with admins' two-factor sign-in required: an admin who has not set it up may only enrol. */
let enrollingShop: TestApp;
const accessOfEntry = new Map<string, Access>();
let callers: { shopper: Caller; admin: Caller; enrollingAdmin: Caller };

beforeAll(async () => {
  // With the couriers' secret set, their webhook refuses an unsigned call with 401 (unset, it answers 503).
  shop = await createTestApp({}, (config) => ({ ...config, shipping: { webhookSecret: 'a-test-secret-of-the-couriers' } }), {
    onRoute: (route) => {
      const key = route.config?.contractRoute;
      if (key && route.method !== 'HEAD') accessOfEntry.set(key, accessOf(route));
    },
  });
  enrollingShop = await createTestApp({}, (config) => ({ ...config, admin: { ...config.admin, twoFactorRequired: true } }));
  const shopper = await registerShopper(shop);
  const admin = await signInAdmin(shop);
  const enrollingAdmin = await signInAdmin(enrollingShop);
  callers = {
    shopper: shopper.headers,
    // Cookies, as a browser carries them: a bearer token is no ambient credential, and passes the cross-site guard.
    admin: admin.headers,
    enrollingAdmin: { authorization: `Bearer ${enrollingAdmin.token}` },
  };
});

afterAll(async () => {
  await shop?.close();
  await enrollingShop?.close();
});

const entries = allApiRoutes();
const entryAccess = (entry: ApiRoute): Access => {
  const access = accessOfEntry.get(entry.call.key);
  if (!access) throw new Error(`${entry.call.key} is not registered`);
  return access;
};

/** A webhook that proves itself with its own signature or authorization (the payment provider's, the couriers'). */
const signedWebhook = (entry: ApiRoute) => ['payment-provider', 'courier'].includes(entryAccess(entry));

/** The caller an entry lets through: a failure provoked past its guard is then the input's, not the guard's. */
const admittedCaller = (entry: ApiRoute): Caller => {
  const access = entryAccess(entry);
  if (access === 'admin') return callers.admin;
  return access === 'user' || access === 'session' ? callers.shopper : {};
};

function requestOf(entry: ApiRoute, input: SampleInput, headers: Caller): InjectOptions {
  const url = entry.call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const request: InjectOptions = { method: entry.call.method, url, headers: { ...headers }, query: input.query };
  if (input.body === undefined) return request;
  if (entry.bodyKind !== 'multipart') return { ...request, payload: input.body as object };
  const fields = Object.fromEntries(Object.entries(input.body as object).map(([name, value]) => [name, String(value)]));
  const form = multipartBody(fields);
  return { ...request, payload: form.payload, headers: { ...request.headers, ...form.headers } };
}

/**
 * What is wrong with a failure's answer: not the status provoked (`expected`), a status its entry does not declare,
 * or a body that is not the error envelope with a code of its status and a message.
 */
async function problemsOf(
  app: TestApp,
  entry: ApiRoute,
  why: string,
  request: InjectOptions,
  expected: number | undefined,
): Promise<string[]> {
  const response = await app.app.inject(request);
  const status = response.statusCode;
  const where = `${entry.call.key} ${why}: answered ${status}`;
  if (expected === undefined && status < 400) return [];
  const problems: string[] = [];
  if (expected !== undefined && status !== expected) problems.push(`${where}, not ${expected} (${response.body.slice(0, 200)})`);
  if (!(entry.errors as readonly number[]).includes(status)) problems.push(`${where}, which the entry does not declare`);
  const answer = ErrorAnswer.safeParse(jsonOrText(response.body));
  if (!answer.success) return [...problems, `${where} without the error envelope: ${response.body.slice(0, 200)}`];
  const codes = (errorCodesOfStatus as Record<number, readonly string[] | undefined>)[status] ?? [];
  if (!codes.includes(answer.data.code)) problems.push(`${where} with code ${answer.data.code}`);
  if (answer.data.message.trim() === '') problems.push(`${where} with no message`);
  return problems;
}

const jsonOrText = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/** The problems of one probe over the entries it applies to, as one list (empty when every answer is right). */
async function probe(
  applies: (entry: ApiRoute) => boolean,
  provoke: (entry: ApiRoute) => Promise<string[]>,
): Promise<{ probed: number; problems: string[] }> {
  const probed = entries.filter(applies);
  const problems: string[] = [];
  for (const entry of probed) problems.push(...(await provoke(entry)));
  return { probed: probed.length, problems };
}

describe('every route-table entry answers its failures as it declares them', () => {
  it('answers 401 to a signed-out caller (and to a webhook without its authorization or signature)', async () => {
    const result = await probe(
      (entry) => entryAccess(entry) !== 'public',
      (entry) => problemsOf(shop, entry, 'signed out', requestOf(entry, sampleInputOf(entry), {}), 401),
    );
    expect(result.problems).toEqual([]);
    expect(result.probed).toBeGreaterThan(30);
  });

  it("answers 403 to a shopper on an admin's call", async () => {
    const result = await probe(
      (entry) => entryAccess(entry) === 'admin',
      (entry) => problemsOf(shop, entry, 'as a shopper', requestOf(entry, sampleInputOf(entry), callers.shopper), 403),
    );
    expect(result.problems).toEqual([]);
    expect(result.probed).toBeGreaterThan(12);
  });

  it("answers 403 to an admin who must set up two-factor sign-in first, on a shopper's call", async () => {
    const result = await probe(
      (entry) => entryAccess(entry) === 'user',
      (entry) =>
        problemsOf(
          enrollingShop,
          entry,
          'as an admin still to enrol',
          requestOf(entry, sampleInputOf(entry), callers.enrollingAdmin),
          403,
        ),
    );
    expect(result.problems).toEqual([]);
    expect(result.probed).toBeGreaterThan(15);
  });

  it('answers 400 to a malformed path parameter, query or body', async () => {
    const result = await probe(
      // The payment provider's webhook refuses any call without its authorization first (the 401 above).
      (entry) => malformedInputsOf(entry).length > 0 && !signedWebhook(entry),
      async (entry) => {
        const problems: string[] = [];
        for (const { part, input } of malformedInputsOf(entry)) {
          problems.push(
            ...(await problemsOf(shop, entry, `with a malformed ${part}`, requestOf(entry, input, admittedCaller(entry)), 400)),
          );
        }
        return problems;
      },
    );
    expect(result.problems).toEqual([]);
    expect(result.probed).toBeGreaterThan(30);
  });

  it('answers 404 to an id the shop does not know, where the call reads a record by it', async () => {
    const result = await probe(readsById, (entry) =>
      problemsOf(shop, entry, 'with an unknown id', requestOf(entry, sampleInputOf(entry), admittedCaller(entry)), 404),
    );
    expect(result.problems).toEqual([]);
    expect(result.probed).toBeGreaterThan(15);
  });

  it('answers 415 to a write whose body is of a type the shop does not read, and 413 to one past the body limit', async () => {
    const writes = (entry: ApiRoute) => entry.call.method !== 'GET' && !signedWebhook(entry);
    const sent = (entry: ApiRoute, headers: Caller, payload: string): InjectOptions => {
      const request = requestOf(entry, sampleInputOf(entry), admittedCaller(entry));
      return { ...request, headers: { ...request.headers, ...headers }, payload };
    };
    const unread = await probe(writes, (entry) =>
      problemsOf(shop, entry, 'with an XML body', sent(entry, { 'content-type': 'application/xml' }, '<cart/>'), 415),
    );
    const tooLarge = await probe(writes, (entry) =>
      problemsOf(
        shop,
        entry,
        'with a body past the limit',
        sent(entry, { 'content-type': 'application/json' }, JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT_BYTES) })),
        413,
      ),
    );
    expect([...unread.problems, ...tooLarge.problems]).toEqual([]);
    expect(unread.probed).toBeGreaterThan(25);
  });

  it("answers 403 to a write sent by another site's page, and declares whatever a read answers it", async () => {
    const fromElsewhere = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
    const result = await probe(
      () => true,
      (entry) => {
        // The webhook proves itself with its authorization, wherever it comes from.
        const refused = entry.call.method !== 'GET' && !signedWebhook(entry);
        const request = requestOf(entry, sampleInputOf(entry), { ...admittedCaller(entry), ...fromElsewhere });
        return problemsOf(shop, entry, 'from another site', request, refused ? 403 : undefined);
      },
    );
    expect(result.problems).toEqual([]);
  });
});
