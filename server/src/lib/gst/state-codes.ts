import type { IndianState } from '@voltcart/contract';

/**
 * The GST state codes (the first two digits of a GSTIN, and the code printed beside the place of supply), as
 * the GST portal lists them. Andhra Pradesh registers under 37 since its split (28 is the old code) and the
 * merged Dadra and Nagar Haveli and Daman and Diu under 26 (Daman and Diu's old 25); both old codes still
 * appear on older GSTINs, so a GSTIN may carry either.
 */
export const GST_STATE_CODES: Record<IndianState, { code: string; olderCodes?: string[] }> = {
  'Jammu and Kashmir': { code: '01' },
  'Himachal Pradesh': { code: '02' },
  Punjab: { code: '03' },
  Chandigarh: { code: '04' },
  Uttarakhand: { code: '05' },
  Haryana: { code: '06' },
  Delhi: { code: '07' },
  Rajasthan: { code: '08' },
  'Uttar Pradesh': { code: '09' },
  Bihar: { code: '10' },
  Sikkim: { code: '11' },
  'Arunachal Pradesh': { code: '12' },
  Nagaland: { code: '13' },
  Manipur: { code: '14' },
  Mizoram: { code: '15' },
  Tripura: { code: '16' },
  Meghalaya: { code: '17' },
  Assam: { code: '18' },
  'West Bengal': { code: '19' },
  Jharkhand: { code: '20' },
  Odisha: { code: '21' },
  Chhattisgarh: { code: '22' },
  'Madhya Pradesh': { code: '23' },
  Gujarat: { code: '24' },
  'Dadra and Nagar Haveli and Daman and Diu': { code: '26', olderCodes: ['25'] },
  Maharashtra: { code: '27' },
  Karnataka: { code: '29' },
  Goa: { code: '30' },
  Lakshadweep: { code: '31' },
  Kerala: { code: '32' },
  'Tamil Nadu': { code: '33' },
  Puducherry: { code: '34' },
  'Andaman and Nicobar Islands': { code: '35' },
  Telangana: { code: '36' },
  'Andhra Pradesh': { code: '37', olderCodes: ['28'] },
  Ladakh: { code: '38' },
};

/** The code printed for a state (place of supply): "29" for Karnataka. */
export const gstStateCodeOf = (state: IndianState): string => GST_STATE_CODES[state].code;
