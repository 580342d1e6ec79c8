/** `limit`/`offset` of a listing call (contract `PageQuery`); the full list when absent. */
export type Page = { limit?: number | undefined; offset?: number | undefined };
