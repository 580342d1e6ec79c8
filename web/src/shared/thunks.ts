import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Envelope } from '@voltcart/contract';
import { ApiError } from './api-client';

/**
 * What a rejected API thunk carries: the server's message, the HTTP status (0: the network failed) and, when a form
 * was refused, the words for each field it named.
 */
type RejectedCall = { message: string; status: number; fields?: Record<string, string> };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The `data` of a successful envelope; an answer with `success: false` throws its message. */
export async function dataOf<T>(call: Promise<Envelope<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(200, answer.message || undefined, answer);
  return answer.data;
}

/** A successful answer's data with the server's own words beside it, for thunks whose toast shows them. */
type Said<T> = { data: T; message: string };

export async function withMessage<T>(call: Promise<Envelope<T>>): Promise<Envelope<Said<T>>> {
  const answer = await call;
  return { ...answer, data: { data: answer.data, message: answer.message } };
}

function rejectedCall(error: unknown, fallback: string): RejectedCall {
  if (error instanceof ApiError) {
    const said = { message: error.serverMessage || fallback, status: error.status };
    return error.fields ? { ...said, fields: error.fields } : said;
  }
  return { message: fallback, status: 0 };
}

const createApiThunk = createAsyncThunk.withTypes<{ rejectValue: RejectedCall }>();

/**
 * A thunk for one API call: fulfils with the answer's `data`, rejects with a `RejectedCall` that keeps the
 * server's message (or `fallback` when it sent none).
 */
export function apiThunk<Returned, Arg = void>(type: string, call: (arg: Arg) => Promise<Envelope<Returned>>, fallback: string) {
  return createApiThunk(type, async (arg: Arg, { rejectWithValue }) => {
    try {
      return await dataOf(call(arg));
    } catch (error) {
      return rejectWithValue(rejectedCall(error, fallback));
    }
  });
}
