import { z } from 'zod';
import type { ApiCall } from './calls';

/**
 * The machine-readable reason of a failed call, beside its `message` (which a person reads). Stable: clients branch
 * on it, so a code is never renamed or reused for another reason.
 */
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'business_rule',
  'out_of_stock',
  'rate_limited',
  'unavailable',
  'internal_error',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The envelope of every failed call: the spec's fields with `data: null`, and its `code`. */
export const ErrorAnswer = z.object({
  success: z.literal(false),
  error: z.literal(true),
  message: z.string(),
  data: z.null(),
  code: ErrorCode,
  /**
   * On 400s of a form: each field refused, by its name, with the words to show under it ("pincode": "PIN code is 6
   * digits…"). `message` says the same for clients that read only it.
   */
  fields: z.record(z.string(), z.string()).optional(),
  /** On 5xx answers: the id the shop's log files the cause under. */
  requestId: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** The statuses a failed call answers with, each with the codes it carries. */
export const errorCodesOfStatus = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['not_found'],
  405: ['method_not_allowed'],
  409: ['conflict', 'out_of_stock'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['business_rule'],
  429: ['rate_limited'],
  500: ['internal_error'],
  503: ['unavailable'],
} as const satisfies Record<number, readonly ErrorCode[]>;
export type ErrorStatus = keyof typeof errorCodesOfStatus;

export { callsOf, type ApiCall, type HttpMethod } from './calls';

/**
 * How the body of a call arrives: `json` is parsed by the route's schema before the handler runs; `json-in-handler`
 * is JSON the handler parses with `body` itself (to answer its own sentence); `multipart` is a form (the browser's
 * FormData) whose fields the handler parses with `body`; `json-or-multipart` takes either.
 */
export type BodyKind = 'json' | 'json-in-handler' | 'multipart' | 'json-or-multipart';

type Schemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyKind?: BodyKind;
  /** The success answer's schema under its status (one 2xx status). */
  readonly response: { readonly [status: number]: z.ZodType };
  /**
   * The failures this call answers besides the ones every call may (400 for a call with input, 413 and 415 for a
   * write, 500, 503); a write states 403 too, for a browser's request from another site's page
   * (server/src/lib/cross-site-guard.ts), unless it proves itself another way (the payment webhook).
   */
  readonly errors: readonly ErrorStatus[];
  /** Why the success answer is not the JSON envelope (the invoice PDF, a spreadsheet: the delivery rules', the products' or the orders' CSV). */
  readonly unenveloped?: 'pdf' | 'csv';
};

/** One entry of the route table: the call and its schemas, declared once for the server and the browser. */
export type ApiRoute = Schemas & { readonly call: ApiCall; readonly errors: readonly ErrorStatus[] };

/** Every call may fail on its server's side (500) or with the database away (503); a call with input, on it (400). */
const COMMON_ERRORS = [500, 503] as const satisfies readonly ErrorStatus[];
/** A write's body, whatever the call: past the shop's body limit (413), or of a type the shop does not read (415). */
const WRITE_ERRORS = [413, 415] as const satisfies readonly ErrorStatus[];

/**
 * The failures of a signed-in shopper's call (guard `requireUser`): 401 signed out, 403 for a session that may only
 * enrol (an admin who must turn on two-factor sign-in before anything else).
 */
export const signedInErrors = [401, 403] as const satisfies readonly ErrorStatus[];

type CommonError = (typeof COMMON_ERRORS)[number];
type InputError<S> = S extends { params: z.ZodType } | { query: z.ZodType } | { body: z.ZodType } ? 400 : never;
type WriteError<C extends ApiCall> = C['method'] extends 'GET' ? never : (typeof WRITE_ERRORS)[number];

export function defineRoute<const C extends ApiCall, const S extends Schemas>(
  call: C,
  schemas: S,
): Omit<S, 'errors'> & {
  readonly call: C;
  readonly errors: readonly (S['errors'][number] | CommonError | InputError<S> | WriteError<C>)[];
} {
  const hasInput = schemas.params !== undefined || schemas.query !== undefined || schemas.body !== undefined;
  const errors = new Set<ErrorStatus>([
    ...(hasInput ? ([400] as const) : []),
    ...schemas.errors,
    ...(call.method === 'GET' ? [] : WRITE_ERRORS),
    ...COMMON_ERRORS,
  ]);
  return { ...schemas, call, errors: [...errors].sort((a, b) => a - b) };
}

/** The failures of a rate-limited form: refused from another site's page (403), and past its rate limit (429). */
export const formErrors = [403, 429] as const satisfies readonly ErrorStatus[];

/** A form posted as JSON and answered 200 with `answer`: it fails with `formErrors` and the call's own `moreErrors`. */
export function formRoute<
  const C extends ApiCall,
  const B extends z.ZodType,
  const A extends z.ZodType,
  const E extends readonly ErrorStatus[] = [],
>(call: C, body: B, answer: A, moreErrors?: E) {
  return defineRoute(call, { body, response: { 200: answer }, errors: [...formErrors, ...(moreErrors ?? [])] });
}

/** The status of an entry's success answer. */
export function successStatusOf(route: Pick<ApiRoute, 'response'>): number {
  const status = Object.keys(route.response)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error('a route entry declares no success answer');
  return status;
}

type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
type SuccessOf<R extends Schemas> = {
  [S in keyof R['response']]: S extends 200 | 201 ? R['response'][S] : never;
}[keyof R['response']];

/** What the browser sends to call an entry: its path parameters, query and body, each when the entry has one. */
export type RouteInput<R extends Schemas> = (R['params'] extends z.ZodType ? { params: Infer<R['params']> } : unknown) &
  (R['query'] extends z.ZodType ? { query?: Infer<R['query']> | URLSearchParams } : unknown) &
  (R['body'] extends z.ZodType
    ? R['bodyKind'] extends 'multipart'
      ? { body: FormData }
      : R['bodyKind'] extends 'json-or-multipart'
        ? { body: FormData | Infer<R['body']> }
        : { body: Infer<R['body']> }
    : unknown);

/** The success answer of an entry, as its schema writes it. */
export type RouteAnswer<R extends Schemas> = SuccessOf<R> extends z.ZodType ? z.output<SuccessOf<R>> : never;
