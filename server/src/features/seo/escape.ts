export { escapeHtml } from '../../lib/escape-html';

/**
 * JSON safe inside `<script type="application/ld+json">`: no `</script>`, `<!--` or line separators can end or
 * bend the script, and the JSON still parses to the same value.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
