export { escapeHtml } from '../../lib/escape-html';

/**
 * JSON text safe inside a `<script>` element (JSON-LD, a page's first answers): no `</script>`, `<!--` or line
 * separators can end or bend the script, and the JSON still parses to the same value.
 */
export const jsonTextForScript = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A value as JSON safe inside `<script type="application/ld+json">` (see `jsonTextForScript`). */
export const jsonForScript = (value: unknown): string => jsonTextForScript(JSON.stringify(value));
