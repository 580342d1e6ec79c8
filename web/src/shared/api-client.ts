import type { Envelope } from '@voltcart/contract';
import { env } from './env';
import { adminToken } from './admin-token';

/** A failed call: `status` is the HTTP status (0 when the network failed), `message` is the server's own text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's own explanation, when it sent one (callers fall back to their own text otherwise). */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, body: unknown = null) {
    super(
      serverMessage ?? (status ? `Request failed (${status})` : 'Could not reach the shop. Check your connection and try again.'),
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
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
 * callers that read `success` (payment status) can.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = options.asAdmin ? adminToken.read() : null;
  const send = (withToken: boolean) =>
    fetch(apiUrl(path), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers: withToken && token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });

  let response: Response;
  try {
    response = await send(true);
    // The server reads a bearer token before the cookie: a token whose session ended is dropped, and the call
    // retried on the cookie alone (the admin may have signed in again on the shop's own login).
    if (token && response.status === 401) {
      adminToken.clear();
      response = await send(false);
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
  return parsed as Envelope<T>;
}

/** The human message of anything a thunk or handler caught. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
