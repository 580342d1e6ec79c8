import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Envelope } from '@voltcart/contract';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';

/**
 * Answers to the API calls a page makes as it opens (contract `firstPageCalls`), by call, as the API sends them. The
 * server reads them through the API's own services, renders the page with them and writes them into the HTML as
 * this slice of the store's preloaded state; the browser's first render (the hydration) shows the same, with no call.
 */
export type PageAnswersState = Record<string, Envelope<unknown>>;

const pageAnswersSlice = createSlice({
  name: 'pageAnswers',
  initialState: {} as PageAnswersState,
  reducers: {
    /** A page has shown its answer: a later visit to the same address, or a reload of its data, asks the API. */
    pageAnswerTaken(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

export const pageAnswersReducer = pageAnswersSlice.reducer;
const { pageAnswerTaken } = pageAnswersSlice.actions;

/**
 * The answer the page came with for `call`, or undefined: read by the first render (on the server and in the
 * browser alike), then taken out of the store once shown.
 */
export function usePageAnswer<T>(call: string | null): Envelope<T> | undefined {
  const store = useStore<{ pageAnswers: PageAnswersState }>();
  // The call the component first rendered with: after a change of address (another product) it has no answer here.
  const [first] = useState(() => ({
    call,
    answer: call === null ? undefined : (store.getState().pageAnswers[call] as Envelope<T> | undefined),
  }));
  useEffect(() => {
    if (first.answer && first.call !== null) store.dispatch(pageAnswerTaken(first.call));
  }, [first, store]);
  return first.call === call ? first.answer : undefined;
}
