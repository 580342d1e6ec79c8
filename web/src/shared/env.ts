/**
 * The one reader of Vite's build-time environment. `VITE_API_URL` is only set for a split deployment
 * (SPA on one origin, API on another); by default the API is the page's own origin.
 */
const rawApiUrl: unknown = import.meta.env.VITE_API_URL;

export const env = {
  apiBaseUrl: typeof rawApiUrl === 'string' ? rawApiUrl.replace(/\/+$/, '') : '',
} as const;
