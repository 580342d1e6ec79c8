import { errorCodesOfStatus, type ErrorCode, type ErrorStatus } from '@voltcart/contract';

/** The kinds of failure a service may raise; `routes` never pick status codes themselves. */
export type ErrorKind =
  | 'invalid_data'
  | 'unauthorized'
  | 'not_allowed'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'business_rule'
  | 'rate_limited'
  | 'unavailable';

const STATUS_OF: Record<ErrorKind, ErrorStatus> = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  business_rule: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** The answer's machine-readable `code` of each kind, unless the error names a more precise one (`out_of_stock`, a 409 of stock). */
const CODE_OF: Record<ErrorKind, ErrorCode> = {
  invalid_data: 'validation_failed',
  unauthorized: 'unauthorized',
  not_allowed: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  too_large: 'payload_too_large',
  unsupported_media: 'unsupported_media_type',
  business_rule: 'business_rule',
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
};

/** The code of a failure known only by its status (Fastify's own errors, the few answers written by hand). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const codes: readonly ErrorCode[] | undefined = errorCodesOfStatus[status as ErrorStatus];
  return codes?.[0] ?? (status >= 500 ? 'internal_error' : 'validation_failed');
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** When to try again (429, 503): sent as Retry-After. */
    readonly options: {
      retryAfterSeconds?: number;
      code?: ErrorCode;
      /** A 400 about fields of a form: each one's words, by its name (the answer's `fields`). */
      fields?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode() {
    return STATUS_OF[this.kind];
  }

  get code(): ErrorCode {
    return this.options.code ?? CODE_OF[this.kind];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
