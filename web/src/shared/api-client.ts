import { fillRoutePattern, type ApiCall, type CallAnswer, type CallInput, type ErrorCode } from '@voltcart/contract';
import { env } from './env';
import { adminToken } from './admin-token';

/**
 * A failed call: `status` is the HTTP status (0 when the network failed), `message` is the server's own text, `code`
 * the machine-readable reason of its error envelope (undefined when the answer had none).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's own explanation, when it sent one (callers fall back to their own text otherwise). */
  readonly serverMessage: string | undefined;
  readonly code: ErrorCode | undefined;
  /** The words for each field of a form the server refused, by the field's name (a 400's `fields`). */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, serverMessage: string | undefined, body: unknown = null) {
    super(
      serverMessage ?? (status ? `Request failed (${status})` : 'Could not reach the shop. Check your connection and try again.'),
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.code = codeOf(body);
    this.fields = fieldsOf(body);
  }
}

/** The answer's `fields` (contract ErrorAnswer), read by hand as `code` is: every page loads this file, zod need not come along. */
function fieldsOf(body: unknown): Record<string, string> | undefined {
  if (!body || typeof body !== 'object' || !('fields' in body) || !body.fields || typeof body.fields !== 'object')
    return undefined;
  const words = Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return words.length > 0 ? Object.fromEntries(words) : undefined;
}

function codeOf(body: unknown): ErrorCode | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code as ErrorCode;
  return undefined;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** An admin call: also sends the kept admin token as `Authorization: Bearer` (the cookie still goes along). */
  asAdmin?: boolean;
};

/** Prefixes API paths and server-relative image URLs with the API origin of a split deployment. */
export function apiUrl(path: string): string {
  return path.startsWith('/') ? `${env.apiBaseUrl}${path}` : path;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/**
 * Calls the shop API with the session cookie and answers its envelope (`{success, error, message, data}`).
 * A non-2xx status throws an `ApiError` carrying the server's message; a 2xx answer is returned as is, so
 * callers that read `success` (payment status) can. The transport of `call`.
 */
async function send(path: string, options: RequestOptions): Promise<object> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = options.asAdmin ? adminToken.read() : null;
  const fetchOnce = (withToken: boolean) =>
    fetch(apiUrl(path), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers: withToken && token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });

  let response: Response;
  try {
    response = await fetchOnce(true);
    // The server reads a bearer token before the cookie: a token whose session ended is dropped, and the call
    // retried on the cookie alone (the admin may have signed in again on the shop's own login).
    if (token && response.status === 401) {
      adminToken.clear();
      response = await fetchOnce(false);
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, undefined);
  }

  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(parsed), parsed);
  }
  if (!parsed || typeof parsed !== 'object') {
    throw new ApiError(response.status, undefined, text);
  }
  return parsed;
}

/** How a call goes, beside its input: `asAdmin` sends the kept admin token too; `signal` aborts it. */
type CallOptions = Pick<RequestOptions, 'signal' | 'asAdmin'>;

/** The input of a call, left out when its entry needs none (no path parameters, no body). */
type CallArgs<C extends ApiCall> =
  Partial<CallInput<C>> extends CallInput<C> ? [input?: CallInput<C> & CallOptions] : [input: CallInput<C> & CallOptions];

type CallParts = {
  params?: Record<string, string>;
  query?: Record<string, unknown> | URLSearchParams;
  body?: unknown;
} & CallOptions;

function queryOf(query: CallParts['query']): string {
  if (!query) return '';
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Makes a call of the route table (`apiCalls` in contract/src/routes): fills its path parameters (URL-encoded), adds
 * its query and sends its body, JSON or (a FormData) multipart. Its input and answer types are the entry's schemas';
 * the schemas themselves stay on the server's side of the table, out of the browser's bundle.
 */
export function call<C extends ApiCall>(route: C, ...[input]: CallArgs<C>): Promise<CallAnswer<C>> {
  const { params, query, body, signal, asAdmin } = (input ?? {}) as CallParts;
  const path = `${params ? fillRoutePattern(route.path, params) : route.path}${queryOf(query)}`;
  const payload = body instanceof FormData ? { form: body } : { json: body };
  return send(path, { method: route.method, signal, asAdmin, ...payload }) as Promise<CallAnswer<C>>;
}

/** The human message of anything a thunk or handler caught. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
