/** The kinds of failure a service may raise; `routes` never pick status codes themselves. */
type ErrorKind =
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

const STATUS_OF: Record<ErrorKind, number> = {
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

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** When to try again (429, 503): sent as Retry-After. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode() {
    return STATUS_OF[this.kind];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
