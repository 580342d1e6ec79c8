/** The address's flag for a search of the words as typed, with no typo correction (API: `exact=1`). */
export const EXACT_PARAM = 'exact';

/** `/search?q=<words>&exact=1`: the results for exactly these words ("Search instead for …"). */
export const exactSearchPath = (words: string) => `/search?${new URLSearchParams({ q: words, [EXACT_PARAM]: '1' }).toString()}`;

/** Whether an address asks for the words as typed. */
export const isExactSearch = (params: URLSearchParams) => params.get(EXACT_PARAM) === '1';
