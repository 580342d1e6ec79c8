import type { z } from 'zod';
import { AppError } from './errors';

type Issue = { path: PropertyKey[]; message: string };

/** One line a person can act on, naming the field: "price: price must be a number". */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return !field || issue.message.startsWith(field) || issue.message.startsWith('Please')
        ? issue.message
        : `${field}: ${issue.message}`;
    })
    .join('; ');
}

/** Parses input with its contract schema or throws a 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('invalid_data', describeIssues(result.error.issues));
  return result.data;
}
