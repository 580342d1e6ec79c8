/**
 * The page a shopper gets while the database is away: small, in the shop's look (the built stylesheet and the classes
 * of the web app's own state panels and buttons, so the built CSS has them), saying when to come back and with a link
 * that tries the same address again. No script: the web app would only ask the same database and fail again.
 */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const STYLESHEETS = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const ICON = /<link\b[^>]*\brel="icon"[^>]*>/;

/** The page for `retryUrl` (the request's own path and query, already safe to put in an attribute), from the built index.html. */
export function unavailablePage(indexHtml: string, retryHref: string): string {
  const links = [...(indexHtml.match(ICON) ?? []), ...(indexHtml.match(STYLESHEETS) ?? [])].join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>We'll be right back — Voltcart</title>
    ${links}
  </head>
  <body class="bg-slate-50">
    <main class="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <p class="mb-5 text-2xl font-bold text-brand-700">Voltcart</p>
      <h1 class="text-xl font-semibold text-slate-900">We'll be right back</h1>
      <p class="mt-2 text-slate-600">The shop is briefly unavailable. Your cart and orders are safe; please try again in a few seconds.</p>
      <div class="mt-6 flex flex-wrap justify-center gap-3">
        <a href="${retryHref}" class="inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors bg-brand-700 text-white hover:bg-brand-800 h-12 px-6 text-base gap-2">Try again</a>
      </div>
    </main>
  </body>
</html>
`;
}
