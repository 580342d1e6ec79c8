import { formatPaise } from '@voltcart/contract';
import { sandboxPaths } from './sandbox-paths';
import type { SandboxPayment } from './sandbox-provider';

import { escapeHtml } from '../../../lib/escape-html';

export { escapeHtml };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f6;color:#111827;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:min(26rem,calc(100% - 2rem));background:#fff;border-radius:1rem;padding:2rem;
  box-shadow:0 1px 3px rgb(0 0 0 / .08),0 8px 24px rgb(0 0 0 / .06)}
.brand{margin:0;font-size:.875rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#1d4ed8}
h1{margin:.25rem 0 1.5rem;font-size:1.5rem;line-height:1.25}
dl{margin:0 0 1.5rem;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#4b5563}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:2rem;font-weight:700;text-align:center;margin:0 0 1.5rem}
form{margin:0}
.actions{display:grid;gap:.75rem}
button,.link{display:block;width:100%;padding:.8rem 1rem;border-radius:.6rem;font:inherit;font-weight:600;text-align:center;
  cursor:pointer;text-decoration:none}
.pay{background:#1d4ed8;color:#fff;border:2px solid #1d4ed8}
.pay:hover{background:#1e40af;border-color:#1e40af}
.fail{background:#fff;color:#b91c1c;border:2px solid #b91c1c}
.fail:hover{background:#fef2f2}
.link{background:#1d4ed8;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{margin:1.5rem 0 0;padding:.75rem 1rem;border-radius:.6rem;background:#fffbeb;color:#78350f;font-size:.875rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Voltcart sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Voltcart sandbox</p>
${body}
<p class="note" role="note">This is the sandbox payment provider: no real money moves.</p>
</main>
</body>
</html>`;
}

const detailsOf = (payment: SandboxPayment) => `<dl>
<dt>Order</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(payment.merchantTransactionId)}</dd>
</dl>`;

/** The sandbox's pay page: the amount, the order, and a Pay and a Fail button. */
export function renderSandboxPayPage(payment: SandboxPayment, statusUrl: string): string {
  const amount = formatPaise(payment.amountPaise);
  const details = detailsOf(payment);
  if (payment.state !== 'PENDING') {
    const outcome = payment.state === 'COMPLETED' ? 'This payment is already complete' : 'This payment has failed';
    return page(
      outcome,
      `<h1>${outcome}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${details}
<a class="link" href="${escapeHtml(statusUrl)}">Return to Voltcart</a>`,
    );
  }
  return page(
    `Pay ${amount}`,
    `<h1>Complete your payment</h1>
<p class="amount" aria-label="Amount to pay">${escapeHtml(amount)}</p>
${details}
<div class="actions">
<form method="post" action="${escapeHtml(sandboxPaths.complete(payment.merchantTransactionId))}"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${escapeHtml(sandboxPaths.fail(payment.merchantTransactionId))}"><button class="fail" type="submit">Fail payment</button></form>
</div>`,
  );
}

/** For a checkout the shop no longer takes (a newer one from the same cart replaced it): no buttons, and why. */
export function renderRefusedSandboxPayment(payment: SandboxPayment, reason: string, statusUrl: string): string {
  return page(
    'Checkout replaced',
    `<h1>This checkout can no longer be paid</h1>
<p role="alert">${escapeHtml(reason)}</p>
${detailsOf(payment)}
<a class="link" href="${escapeHtml(statusUrl)}">Return to Voltcart</a>`,
  );
}

/** For a link the sandbox does not know (a typo, or the shop restarted since the payment began). */
export function renderUnknownSandboxPayment(): string {
  return page(
    'Payment not found',
    `<h1>Payment not found</h1>
<p>This sandbox payment link is not known, or belongs to another account. Please sign in as the shopper who placed the order, or start the payment again from your cart.</p>`,
  );
}
