const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Forty-Two'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 0–999: 'Seven Hundred Eighty-Nine'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 || hundreds === 0 ? belowHundred(rest) : ''];
  return parts.filter(Boolean).join(' ');
}

/**
 * A whole number in Indian numbering: crore (10⁷), lakh (10⁵), thousand, hundred —
 * 12,34,56,789 → 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'.
 * More than 99 crore counts the crores the same way ('One Hundred Crore').
 */
export function indianNumberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore > 0 ? `${indianNumberInWords(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it: 12345670 paise → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  if (remainder === 0) return `Rupees ${indianNumberInWords(rupees)} Only`;
  if (rupees === 0) return `${belowHundred(remainder)} Paise Only`;
  return `Rupees ${indianNumberInWords(rupees)} and ${belowHundred(remainder)} Paise Only`;
}
