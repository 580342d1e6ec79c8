import type { IndianState } from '@voltcart/contract';
import { newId } from '../../lib/ids';
import type { NewDeliveryRule } from '../engine/schema';

/** Where the demo shop dispatches from: the seller's state and address (its pincode names the city). */
export type DispatchPlace = { state: IndianState; address: string };

type DemoRule = { prefix: string; area: string; days: [number, number] | null; cod: boolean };

/**
 * The pincode prefixes of each state and union territory (India Post's postal circles, to the first two or three
 * digits); a longer prefix inside another state's (Goa's 403 in Maharashtra's 40) wins by the longest-match rule.
 */
const STATE_PREFIXES: Record<IndianState, string[]> = {
  Delhi: ['11'],
  Haryana: ['12', '13'],
  Punjab: ['14', '15', '16'],
  Chandigarh: ['160'],
  'Himachal Pradesh': ['17'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['194'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['246', '248', '249', '263'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Gujarat: ['36', '37', '38', '39'],
  'Dadra and Nagar Haveli and Daman and Diu': ['3962'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Goa: ['403'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Chhattisgarh: ['49'],
  Telangana: ['50'],
  'Andhra Pradesh': ['51', '52', '53'],
  Karnataka: ['56', '57', '58', '59'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Puducherry: ['605'],
  Kerala: ['67', '68', '69'],
  Lakshadweep: ['68255'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  Sikkim: ['737'],
  'Andaman and Nicobar Islands': ['744'],
  Odisha: ['75', '76', '77'],
  Assam: ['78'],
  'Arunachal Pradesh': ['790', '791', '792'],
  Meghalaya: ['793', '794'],
  Manipur: ['795'],
  Mizoram: ['796'],
  Nagaland: ['797', '798'],
  Tripura: ['799'],
  Bihar: ['80', '84', '85'],
  Jharkhand: ['81', '82', '83'],
};

const METROS: { prefix: string; area: string }[] = [
  { prefix: '11', area: 'Delhi' },
  { prefix: '400', area: 'Mumbai' },
  { prefix: '411', area: 'Pune' },
  { prefix: '380', area: 'Ahmedabad' },
  { prefix: '500', area: 'Hyderabad' },
  { prefix: '560', area: 'Bengaluru' },
  { prefix: '600', area: 'Chennai' },
  { prefix: '700', area: 'Kolkata' },
];

/** Far and hard to reach: 7 to 10 days, and no cash on delivery. */
const REMOTE: IndianState[] = [
  'Assam',
  'Arunachal Pradesh',
  'Meghalaya',
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

const NOT_SERVED: DemoRule[] = [
  { prefix: '9', area: 'Army and field post offices', days: null, cod: false },
  { prefix: '7443', area: 'Nicobar Islands', days: null, cod: false },
];

/** The city's pincode prefix (first three digits) of the seller's address, when it names a pincode. */
function cityPrefixOf(address: string): string | undefined {
  const pincodes = address.match(/\b[1-9]\d{5}\b/g);
  return pincodes?.at(-1)?.slice(0, 3);
}

/**
 * The demo shop's delivery rules, from where it dispatches: the rest of India (every first digit but 9) 4–7 days;
 * metros 3–4; the seller's state 2–3; the seller's city 1–2; the North-East, Ladakh, Andaman and Nicobar and
 * Lakshadweep 7–10 without cash on delivery (unless the seller is there); army post and the Nicobar Islands not served.
 * Later entries replace earlier ones of the same prefix.
 */
export function demoDeliveryRules(place: DispatchPlace): DemoRule[] {
  const rules = new Map<string, DemoRule>();
  const put = (rule: DemoRule) => rules.set(rule.prefix, rule);
  for (const digit of ['1', '2', '3', '4', '5', '6', '7', '8']) {
    put({ prefix: digit, area: `Rest of India (${digit}xxxxx)`, days: [4, 7], cod: true });
  }
  const ownState = STATE_PREFIXES[place.state];
  // A metro in the seller's own state is the state's 2–3 days (its longer prefix would otherwise win).
  for (const metro of METROS) {
    if (!ownState.some((prefix) => metro.prefix.startsWith(prefix))) put({ ...metro, days: [3, 4], cod: true });
  }
  for (const state of REMOTE) {
    if (state === place.state) continue;
    for (const prefix of STATE_PREFIXES[state]) put({ prefix, area: state, days: [7, 10], cod: false });
  }
  for (const rule of NOT_SERVED) put(rule);
  for (const prefix of ownState) put({ prefix, area: place.state, days: [2, 3], cod: true });
  // Another state's longer prefix inside the seller's (Goa's 403 in Maharashtra's 40) stays that state's: the rest of India.
  for (const [state, prefixes] of Object.entries(STATE_PREFIXES) as [IndianState, string[]][]) {
    if (state === place.state || REMOTE.includes(state)) continue;
    for (const prefix of prefixes) {
      if (ownState.some((own) => prefix.startsWith(own) && prefix !== own)) put({ prefix, area: state, days: [4, 7], cod: true });
    }
  }
  const city = cityPrefixOf(place.address);
  if (city)
    put({ prefix: city, area: METROS.find((metro) => metro.prefix === city)?.area ?? 'Seller’s city', days: [1, 2], cod: true });
  return [...rules.values()];
}

/** The demo rules as rows to insert. */
export function demoDeliveryRuleRows(place: DispatchPlace, now: string): NewDeliveryRule[] {
  return demoDeliveryRules(place).map((rule) => ({
    id: newId(),
    prefix: rule.prefix,
    area: rule.area,
    min_days: rule.days?.[0] ?? null,
    max_days: rule.days?.[1] ?? null,
    cod_available: rule.days && rule.cod ? 1 : 0,
    serviceable: rule.days ? 1 : 0,
    created_at: now,
    updated_at: now,
  }));
}
