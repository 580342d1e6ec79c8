// Plain data, no zod: the admin's ship dialog, the shopper's timeline and the server read the same table.

export const COURIERS = ['delhivery', 'bluedart', 'dtdc', 'ecom', 'xpressbees', 'indiapost', 'shiprocket', 'other'] as const;
export type Courier = (typeof COURIERS)[number];

/**
 * Each courier: its name, its public tracking page (`{awb}` is filled with the URL-encoded AWB; 'other' has none:
 * the admin gives the tracking URL) and, where its numbers have a known shape, the rule an AWB must meet, in words.
 */
export const COURIER_TABLE: Record<
  Courier,
  { name: string; trackingTemplate: string | null; awb: { pattern: RegExp; words: string } | null }
> = {
  delhivery: {
    name: 'Delhivery',
    trackingTemplate: 'https://www.delhivery.com/track/package/{awb}',
    awb: { pattern: /^\d{13,14}$/, words: 'A Delhivery AWB is 13 or 14 digits' },
  },
  bluedart: {
    name: 'Blue Dart',
    trackingTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}',
    awb: { pattern: /^\d{11}$/, words: 'A Blue Dart AWB is 11 digits' },
  },
  dtdc: {
    name: 'DTDC',
    trackingTemplate:
      'https://tracking.dtdc.com/ctbs-tracking/customerInterface.tr?submitName=showCITrackingDetails&cType=Consignment&cnNo={awb}',
    awb: { pattern: /^[A-Z]\d{8}$/, words: 'A DTDC consignment number is a letter and 8 digits, like D12345678' },
  },
  ecom: {
    name: 'Ecom Express',
    trackingTemplate: 'https://ecomexpress.in/tracking/?awb_field={awb}',
    awb: { pattern: /^\d{9,12}$/, words: 'An Ecom Express AWB is 9 to 12 digits' },
  },
  xpressbees: {
    name: 'Xpressbees',
    trackingTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
    awb: { pattern: /^\d{12,16}$/, words: 'An Xpressbees AWB is 12 to 16 digits' },
  },
  indiapost: {
    name: 'India Post',
    trackingTemplate: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
    // The UPU S10 shape: two letters, 8 digits and a check digit, then IN (the check digit is checked too).
    awb: {
      pattern: /^[A-Z]{2}\d{9}IN$/,
      words: 'An India Post article number is 2 letters, 9 digits and IN, like EE123456785IN',
    },
  },
  shiprocket: { name: 'Shiprocket', trackingTemplate: 'https://shiprocket.co/tracking/{awb}', awb: null },
  other: { name: 'Other courier', trackingTemplate: null, awb: null },
};

/** Any AWB without a known shape: 6 to 30 letters, digits or hyphens. */
const GENERAL_AWB = /^[A-Z0-9-]{6,30}$/;

/** An AWB as kept: trimmed, spaces dropped, upper case (couriers print them in groups). */
export const normaliseAwb = (awb: string): string => awb.replace(/\s+/g, '').toUpperCase();

/** The S10 check digit (weights 8 6 4 2 3 5 9 7; 10 → 0, 11 → 5). */
function s10CheckDigitOk(awb: string): boolean {
  const digits = awb.slice(2, 10).split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * [8, 6, 4, 2, 3, 5, 9, 7][index]!, 0);
  const check = 11 - (sum % 11);
  return Number(awb[10]) === (check === 10 ? 0 : check === 11 ? 5 : check);
}

/** Why this AWB cannot be the courier's (words for the admin), or undefined when it may be. */
export function awbProblem(courier: Courier, rawAwb: string): string | undefined {
  const awb = normaliseAwb(rawAwb);
  if (!awb) return 'Enter the AWB number';
  const rule = COURIER_TABLE[courier].awb;
  if (rule) {
    if (!rule.pattern.test(awb)) return rule.words;
    if (courier === 'indiapost' && !s10CheckDigitOk(awb)) return 'That India Post article number has a wrong check digit';
    return undefined;
  }
  return GENERAL_AWB.test(awb) ? undefined : 'An AWB is 6 to 30 letters, digits or hyphens';
}

/** Why the admin's tracking URL (an 'other' courier's) cannot be linked, or undefined when it may be. */
export function trackingUrlProblem(url: string | undefined): string | undefined {
  if (!url?.trim()) return "Enter the courier's tracking URL";
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' && parsed.hostname.includes('.')
      ? undefined
      : 'The tracking URL must start with https://';
  } catch {
    return 'The tracking URL must start with https://';
  }
}

/** The shipment's tracking page: the courier's template with the AWB, or the admin's URL for 'other'. */
export function trackingUrlOf(courier: Courier, awb: string, otherUrl?: string | null): string | null {
  const template = COURIER_TABLE[courier].trackingTemplate;
  if (!template) return otherUrl?.trim() || null;
  return template.replace('{awb}', encodeURIComponent(normaliseAwb(awb)));
}

export const courierName = (courier: Courier): string => COURIER_TABLE[courier].name;
