import { errorCodesOfStatus, type ErrorStatus } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { AppError, errorCodeOfStatus, type ErrorKind } from './errors';

// The kinds a service raises, each once (the type makes the list whole).
const KINDS = Object.keys({
  invalid_data: true,
  unauthorized: true,
  not_allowed: true,
  not_found: true,
  conflict: true,
  too_large: true,
  unsupported_media: true,
  business_rule: true,
  rate_limited: true,
  unavailable: true,
} satisfies Record<ErrorKind, true>) as ErrorKind[];

const codesOf = (status: number): readonly string[] => errorCodesOfStatus[status as ErrorStatus] ?? [];

describe('the failures a service raises', () => {
  it.each(KINDS)('answer %s with a status and code the contract pairs', (kind) => {
    const error = new AppError(kind, 'A sentence a person can act on');
    expect(codesOf(error.statusCode)).toContain(error.code);
  });

  it('answer a precise code the contract pairs with their status (out of stock, under 409)', () => {
    const error = new AppError('conflict', 'Only 2 left in stock', { code: 'out_of_stock' });
    expect(codesOf(error.statusCode)).toContain(error.code);
  });
});

describe('the code of a failure known only by its status', () => {
  it.each(Object.keys(errorCodesOfStatus).map(Number))('is one the contract pairs with %i', (status) => {
    expect(codesOf(status)).toContain(errorCodeOfStatus(status));
  });

  it('is internal_error for any other 5xx and validation_failed for any other 4xx', () => {
    expect(errorCodeOfStatus(502)).toBe('internal_error');
    expect(errorCodeOfStatus(418)).toBe('validation_failed');
  });
});
