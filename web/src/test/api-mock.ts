import type { ErrorCode } from '@voltcart/contract';
import { vi } from 'vitest';

export type MockReply = { status?: number; body: unknown };
type Responder = MockReply | ((request: RecordedCall) => MockReply | Promise<MockReply>);
export type RecordedCall = { method: string; path: string; url: string; json: unknown; form: FormData | null };

export const ok = <T>(data: T, message = 'OK'): MockReply => ({
  status: 200,
  body: { success: true, error: false, message, data },
});
/** A failed answer; `code` is the error envelope's machine-readable reason, when the test needs one. */
export const fail = (status: number, message: string, code?: ErrorCode): MockReply => ({
  status,
  body: { success: false, error: true, message, data: null, ...(code && { code }) },
});

/** A 400 refusing fields of a form as the server answers it: each field's words in `fields`, the message saying them too. */
export const refused = (fields: Record<string, string>): MockReply => ({
  status: 400,
  body: { success: false, error: true, message: Object.values(fields).join('; '), data: null, code: 'validation_failed', fields },
});

/**
 * Replaces `fetch` with a table of answers keyed "METHOD /path" (query string ignored unless the key has one).
 * Unlisted calls answer 404. Every call is recorded for assertions.
 */
export function mockApi(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const form = init.body instanceof FormData ? init.body : null;
    const json = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const call: RecordedCall = { method, path: url.pathname, url: `${url.pathname}${url.search}`, json, form };
    calls.push(call);
    const responder =
      routes[`${method} ${call.url}`] ??
      routes[`${method} ${decodeURIComponent(url.pathname)}`] ??
      routes[`${method} ${url.pathname}`];
    const reply =
      typeof responder === 'function' ? await responder(call) : (responder ?? fail(404, `No mock for ${method} ${call.url}`));
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
