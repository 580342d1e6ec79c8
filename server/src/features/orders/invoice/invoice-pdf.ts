import { createRequire } from 'node:module';
import { formatPaiseAmount } from '@voltcart/contract';
import type PDFDocumentClass from 'pdfkit';
import type { InvoiceDocument } from './invoice-document';
import { invoiceRupees } from './invoice-money';
import type { TaxedLine } from './gst-lines';

/** pdfkit and its fonts, loaded at the first invoice: most processes never draw one, and it is a large share of memory. */
let pdfKit: typeof PDFDocumentClass | undefined;
function loadPdfKit(): typeof PDFDocumentClass {
  pdfKit ??= createRequire(import.meta.url)('pdfkit') as typeof PDFDocumentClass;
  return pdfKit;
}

const MARGIN = 40;
/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: TaxedLine, index: number) => string;
};

/** The line table's columns: CGST and SGST within the state, IGST across states (the description takes the room left). */
function columnsFor(invoice: InvoiceDocument): Column[] {
  const tax: Column[] =
    invoice.supply === 'intra-state'
      ? [
          { title: 'CGST', width: 52, align: 'right', cell: (line) => formatPaiseAmount(line.cgstPaise) },
          { title: 'SGST', width: 52, align: 'right', cell: (line) => formatPaiseAmount(line.sgstPaise) },
        ]
      : [{ title: 'IGST', width: 60, align: 'right', cell: (line) => formatPaiseAmount(line.igstPaise) }];
  // A credit note reverses amounts, not units: its lines carry no quantity or unit price.
  const units: Column[] = invoice.creditNote
    ? []
    : [
        { title: 'Qty', width: 24, align: 'right', cell: (line) => String(line.quantity) },
        { title: 'Unit price', width: 58, align: 'right', cell: (line) => formatPaiseAmount(line.unitPricePaise) },
      ];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_line, index) => String(index + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (line) => line.description },
    { title: 'HSN', width: 32, align: 'left', cell: (line) => line.hsnCode },
    ...units,
    // Only on an order with a coupon: its share of the discount, which the taxable value is worked back after.
    ...(invoice.lines.some((line) => (line.discountPaise ?? 0) > 0)
      ? [{ title: 'Discount', width: 50, align: 'right', cell: (line) => formatPaiseAmount(line.discountPaise ?? 0) } as Column]
      : []),
    { title: 'Taxable value', width: 60, align: 'right', cell: (line) => formatPaiseAmount(line.taxablePaise) },
    { title: 'GST rate', width: 30, align: 'right', cell: (line) => `${line.gstRatePercent}%` },
    ...tax,
    { title: 'Total', width: 60, align: 'right', cell: (line) => formatPaiseAmount(line.grossPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.title === 'Description' ? { ...column, width: CONTENT_WIDTH - used } : column));
}

/** Lays the invoice out on A4 with pdfkit's built-in fonts (no ₹ glyph there: amounts read 'Rs. 1,299.00'). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new (loadPdfKit())({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: invoice.creditNote ? `Credit Note ${invoice.creditNote.number}` : `Tax Invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.legalName,
      Subject: `Order ${invoice.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  drawLines(doc, invoice);
  drawTotals(doc, invoice);
  drawFooter(doc, invoice);
  doc.end();
  return done;
}

function drawHeader(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor('#111827')
    .text(invoice.creditNote ? 'Credit Note' : 'Tax Invoice', MARGIN, MARGIN);
  const right = { width: 220, align: 'right' as const };
  const x = PAGE.width - MARGIN - right.width;
  doc.font(FONT).fontSize(9).fillColor('#111827');
  if (invoice.creditNote) {
    doc.text(`Credit Note No: ${invoice.creditNote.number}`, x, MARGIN - 12, right);
    doc.text(`Credit Note Date: ${invoice.creditNote.date}`, x, doc.y, right);
  }
  doc.text(`Invoice No: ${invoice.invoiceNumber}`, x, invoice.creditNote ? doc.y : MARGIN, right);
  doc.text(`Invoice Date: ${invoice.invoiceDate}`, x, doc.y, right);
  doc.text(`Order No: ${invoice.orderNumber}`, x, doc.y, right);
  doc
    .moveTo(MARGIN, MARGIN + 44)
    .lineTo(PAGE.width - MARGIN, MARGIN + 44)
    .strokeColor('#d1d5db')
    .stroke();
}

function drawParties(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  const top = MARGIN + 56;
  const half = CONTENT_WIDTH / 2 - 10;
  const { seller, buyer, placeOfSupply } = invoice;

  doc.font(BOLD).fontSize(9).text('Sold by', MARGIN, top, { width: half });
  doc.font(BOLD).fontSize(10).text(seller.legalName, { width: half });
  doc.font(FONT).fontSize(9).text(seller.address, { width: half });
  doc.text(`State: ${seller.state} (code ${seller.stateCode})`, { width: half });
  doc.text(`GSTIN: ${seller.gstin}`, { width: half });
  const sellerBottom = doc.y;

  const x = MARGIN + CONTENT_WIDTH / 2 + 10;
  doc.font(BOLD).fontSize(9).text('Billed and shipped to', x, top, { width: half });
  doc.font(BOLD).fontSize(10).text(buyer.name, x, doc.y, { width: half });
  doc.font(FONT).fontSize(9);
  if (buyer.gstin) doc.text(`GSTIN: ${buyer.gstin}`, x, doc.y, { width: half });
  if (buyer.attention) doc.text(`Attn: ${buyer.attention}`, x, doc.y, { width: half });
  for (const line of buyer.addressLines) doc.text(line, x, doc.y, { width: half });
  if (buyer.phone) doc.text(`Phone: ${buyer.phone}`, x, doc.y, { width: half });
  doc.text(`Place of supply: ${placeOfSupply.state} (code ${placeOfSupply.code})`, x, doc.y, { width: half });

  doc.y = Math.max(sellerBottom, doc.y) + 16;
}

function drawLines(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  const columns = columnsFor(invoice);
  const padding = 3;
  const row = (cells: string[], font: string, shade: boolean) => {
    doc.font(font).fontSize(8);
    const height =
      Math.max(...cells.map((text, index) => doc.heightOfString(text, { width: columns[index]!.width - 2 * padding }))) +
      2 * padding;
    if (doc.y + height > PAGE.height - MARGIN - 40) doc.addPage();
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill('#f3f4f6');
    doc.fillColor('#111827');
    let x = MARGIN;
    cells.forEach((text, index) => {
      const column = columns[index]!;
      doc.text(text, x + padding, top + padding, { width: column.width - 2 * padding, align: column.align });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(PAGE.width - MARGIN, top + height)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.y = top + height;
  };
  row(
    columns.map((column) => column.title),
    BOLD,
    true,
  );
  invoice.lines.forEach((line, index) =>
    row(
      columns.map((column) => column.cell(line, index)),
      FONT,
      false,
    ),
  );
  doc
    .font(FONT)
    .fontSize(7)
    .fillColor('#4b5563')
    .text(
      invoice.couponCode
        ? `Amounts in Indian rupees (Rs.). Prices include GST; coupon ${invoice.couponCode} took the discount shown off each line, and the taxable value is worked back from what was paid.`
        : 'Amounts in Indian rupees (Rs.). Prices include GST; the taxable value is worked back from them.',
      MARGIN,
      doc.y + 4,
    );
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  const { totals } = invoice;
  const rows: [string, string][] = [
    ['Total taxable value', invoiceRupees(totals.taxablePaise)],
    ...(invoice.supply === 'intra-state'
      ? ([
          ['Total CGST', invoiceRupees(totals.cgstPaise)],
          ['Total SGST', invoiceRupees(totals.sgstPaise)],
        ] as [string, string][])
      : ([['Total IGST', invoiceRupees(totals.igstPaise)]] as [string, string][])),
  ];
  const labelWidth = 150;
  const valueWidth = 100;
  const x = PAGE.width - MARGIN - labelWidth - valueWidth;
  let y = doc.y + 12;
  if (y > PAGE.height - MARGIN - 160) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font(FONT).fontSize(9).fillColor('#111827');
  for (const [label, value] of rows) {
    doc.text(label, x, y, { width: labelWidth });
    doc.text(value, x + labelWidth, y, { width: valueWidth, align: 'right' });
    y += 14;
  }
  doc.font(BOLD).fontSize(10);
  doc.text(invoice.creditNote ? 'Credit note total' : 'Invoice total', x, y + 2, { width: labelWidth });
  doc.text(invoiceRupees(totals.totalPaise), x + labelWidth, y + 2, { width: valueWidth, align: 'right' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`Amount in words: ${invoice.amountInWords}`, MARGIN, y + 24, { width: CONTENT_WIDTH });
}

function drawFooter(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  doc.moveDown(1);
  doc.font(FONT).fontSize(8).fillColor('#374151');
  doc.text(
    invoice.supply === 'intra-state'
      ? "Supply within the seller's state: CGST and SGST each at half the GST rate."
      : 'Supply to another state: IGST at the GST rate.',
    MARGIN,
    doc.y,
    { width: CONTENT_WIDTH },
  );
  doc.text('Tax payable under reverse charge: No.', { width: CONTENT_WIDTH });
  if (invoice.cancellationNote)
    doc.fillColor('#b91c1c').text(invoice.cancellationNote, { width: CONTENT_WIDTH }).fillColor('#374151');
  if (invoice.creditNote)
    doc.text(
      `This credit note reverses the taxable value and GST shown above, against tax invoice ${invoice.invoiceNumber} dated ${invoice.invoiceDate}, for a refund to the buyer.`,
      { width: CONTENT_WIDTH },
    );
  doc
    .moveDown(1)
    .text(invoice.creditNote ? 'This is a computer-generated credit note.' : 'This is a computer-generated invoice.', {
      width: CONTENT_WIDTH,
    });
}
