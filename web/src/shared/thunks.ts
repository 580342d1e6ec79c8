import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Envelope } from '@voltcart/contract';
import { ApiError } from './api-client';

/** What a rejected API thunk carries: the server's message and the HTTP status (0: the network failed). */
export type RejectedCall = { message: string; status: number };

/** `createAsyncThunk` whose rejections carry a `RejectedCall`. */
export const createApiThunk = createAsyncThunk.withTypes<{ rejectValue: RejectedCall }>();

/** Turns anything a call threw into a `RejectedCall`, keeping the server's message when there is one. */
export function rejectedCall(error: unknown, fallback: string): RejectedCall {
  if (error instanceof ApiError) return { message: error.serverMessage || fallback, status: error.status };
  return { message: fallback, status: 0 };
}

/** The `data` of a successful envelope; an answer with `success: false` throws its message. */
export async function dataOf<T>(call: Promise<Envelope<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(200, answer.message || undefined, answer);
  return answer.data;
}

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
