import type { z } from 'zod';
import { AppError } from './errors';

type Issue = { path: PropertyKey[]; message: string };

/** What a 400 says: one line a person can act on, and the same words per field the form shows under each. */
export type Refusal = { message: string; fields: Record<string, string> };

/** zod's own messages ("Invalid input: expected string…"): the contract words every rule of a form itself. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)\b/;

/** "productImage" said as "Product image", "line1" as "Line 1": for a message zod worded, which names no field. */
function fieldInWords(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The contract's words as they are ("Enter the full name"); zod's own, and a fragment ("must be a valid id"), get the
 * field in words in front ("Line 1: invalid…"). A message that starts with its field's name is another form's, kept.
 */
function wordsOf(issue: Issue): string {
  const field = issue.path.find((part): part is string => typeof part === 'string');
  const fragment = /^[a-z]/.test(issue.message) && !issue.message.startsWith(field ?? ' ');
  if (!field || !(ZOD_DEFAULT.test(issue.message) || fragment)) return issue.message;
  return `${fieldInWords(field)}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
}

/** A query's or a path's parameter is named as the caller wrote it in the address ("limit: too small…"). */
function withKey(issue: Issue): string {
  const key = issue.path.map(String).join('.');
  return !key || issue.message.startsWith(key) || issue.message.startsWith('Please') ? issue.message : `${key}: ${issue.message}`;
}

/**
 * The first problem of each field (a blank field says only that it is blank), in the order of the issues. A body's
 * fields are a form's, named in words; `of: 'address'` is for a query's or path's parameters, named by their keys.
 */
export function describeRefusal(issues: readonly Issue[], { of = 'form' }: { of?: 'form' | 'address' } = {}): Refusal {
  if (of === 'address') return { message: issues.slice(0, 3).map(withKey).join('; '), fields: {} };
  const fields: Record<string, string> = {};
  const lines: string[] = [];
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    if (field !== undefined && field in fields) continue;
    const words = wordsOf(issue);
    if (field !== undefined) fields[field] = words;
    if (!lines.includes(words)) lines.push(words);
  }
  return { message: lines.slice(0, 3).join('; '), fields };
}

/** One line a person can act on, in words: "Enter the full name; PIN code is 6 digits and does not start with 0". */
export function describeIssues(issues: readonly Issue[]): string {
  return describeRefusal(issues).message;
}

/** Parses input with its contract schema or throws a 400 naming each refused field in words. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const { message, fields } = describeRefusal(result.error.issues);
    throw new AppError('invalid_data', message, { fields });
  }
  return result.data;
}

/** A 400 about one field of a form, in words, that the form shows under that field. */
export const fieldError = (field: string, message: string) =>
  new AppError('invalid_data', message, { fields: { [field]: message } });
