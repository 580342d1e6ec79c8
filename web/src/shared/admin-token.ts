/** Local-storage key of the bearer token answered by admin sign-in (the spec's key: docs/product.md). */
const ADMIN_TOKEN_KEY = 'adminToken';

/** The admin's bearer token, kept across reloads; storage that is blocked or full simply keeps none. */
export const adminToken = {
  read(): string | null {
    try {
      return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  save(token: string) {
    try {
      globalThis.localStorage?.setItem(ADMIN_TOKEN_KEY, token);
    } catch {
      // The session cookie still carries the admin.
    }
  },
  clear() {
    try {
      globalThis.localStorage?.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
