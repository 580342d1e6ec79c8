import { escapeHtml } from '../../lib/escape-html';

/** What a message says; `renderMail` puts it in the shop's look as HTML and as plain text. */
export type MailContent = {
  /** The first line a mail client shows beside the subject. */
  preheader: string;
  heading: string;
  /** Plain-text paragraphs (escaped for the HTML part). */
  paragraphs: string[];
  /** Lines shown as a table of label and value (order items, totals, an address). */
  details?: { label: string; value: string }[];
  /** The one button of the message, with its URL written out in the text part. */
  action?: { label: string; url: string };
  /** Further links under the button (an invoice beside "View your order"), written out in the text part too. */
  links?: { label: string; url: string }[];
  /** Small print under the button (why you got this, when a link expires). */
  footnote?: string;
};

const BRAND = '#2563eb';

export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText({ heading, paragraphs, details, action, links, footnote }: MailContent): string {
  const lines = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (details?.length) lines.push(...details.map(({ label, value }) => `${label}: ${value}`), '');
  if (action) lines.push(`${action.label}: ${action.url}`, '');
  if (links?.length) lines.push(...links.map((link) => `${link.label}: ${link.url}`), '');
  if (footnote) lines.push(footnote, '');
  lines.push('— Voltcart');
  return lines.join('\n');
}

function renderHtml({ preheader, heading, paragraphs, details, action, links, footnote }: MailContent): string {
  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph)}</p>`),
  ];
  if (details?.length) {
    const rows = details
      .map(
        ({ label, value }) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    body.push(`<table role="presentation" style="margin:8px 0 16px;border-collapse:collapse">${rows}</table>`);
  }
  if (action) {
    body.push(
      `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:12px;color:#6b7280">Or open this link: ${escapeHtml(action.url)}</p>`,
    );
  }
  for (const link of links ?? []) {
    body.push(
      `<p style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:${BRAND}">${escapeHtml(link.label)}</a></p>`,
    );
  }
  if (footnote) body.push(`<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footnote)}</p>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND};padding:16px 24px;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:700">Voltcart</td></tr>
<tr><td style="padding:24px">${body.join('\n')}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">Voltcart · Consumer electronics, delivered across India</td></tr>
</table></td></tr></table>
</body></html>`;
}
