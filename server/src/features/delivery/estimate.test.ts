import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoDeliveryRuleRows } from '../../db/seed/delivery-rules';
import { setDeliveryRules } from '../../../test/delivery';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { estimateDelivery } from './estimate';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

/** Monday 7 Dec 2026, 10:00 in India: dispatched that day. */
const MONDAY_MORNING = Date.parse('2026-12-07T10:00:00+05:30');
const estimate = (pincode: string, nowMs = MONDAY_MORNING) => estimateDelivery(shop.db, pincode, nowMs);

describe('the estimate by pincode prefix', () => {
  beforeEach(() =>
    setDeliveryRules(shop, [
      { prefix: '5', days: [4, 7] },
      { prefix: '56', days: [2, 3] },
      { prefix: '560', days: [1, 2] },
      { prefix: '5601', days: [3, 5], cod: false },
      { prefix: '560099' },
    ]),
  );

  it('follows the rule with the longest matching prefix', async () => {
    expect(await estimate('560034')).toEqual({
      pincode: '560034',
      serviceable: true,
      codAvailable: true,
      days: 2,
      minDays: 1,
      deliverBy: '2026-12-09',
    });
    expect(await estimate('561001')).toMatchObject({ days: 3, minDays: 2, deliverBy: '2026-12-10' });
    expect(await estimate('530001')).toMatchObject({ days: 7, deliverBy: '2026-12-15' });
    expect(await estimate('560101')).toMatchObject({ days: 5, codAvailable: false, deliverBy: '2026-12-12' });
  });

  it('says a pincode of a rule that is not served is not delivered to, with no day and no cash on delivery', async () => {
    expect(await estimate('560099')).toEqual({
      pincode: '560099',
      serviceable: false,
      codAvailable: false,
      days: null,
      minDays: null,
      deliverBy: null,
      reason: "We don't deliver to 560099 yet.",
    });
  });

  it('does not serve a pincode no rule matches', async () => {
    expect(await estimate('110001')).toMatchObject({ serviceable: false, reason: "We don't deliver to 110001 yet." });
  });

  it('counts from the cut-off: the same pincode after 2 pm is promised a day later', async () => {
    expect((await estimate('560034', Date.parse('2026-12-07T14:00:00+05:30'))).deliverBy).toBe('2026-12-10');
  });

  it('serves every pincode, with no promised day, in a shop with no rules at all', async () => {
    await setDeliveryRules(shop, []);
    expect(await estimate('744301')).toEqual({
      pincode: '744301',
      serviceable: true,
      codAvailable: true,
      days: null,
      deliverBy: null,
    });
  });
});

describe('GET /api/delivery/estimate', () => {
  beforeEach(() => setDeliveryRules(shop, [{ prefix: '56', days: [2, 3] }, { prefix: '7443' }]));

  it('answers anyone the estimate of a pincode, with its promised day counted from now', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${apiPaths.delivery.estimate}?pincode=560034` });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, data: { pincode: '560034', serviceable: true, codAvailable: true, days: 3 } });
    expect(answer.data.deliverBy).toBe((await estimateDelivery(shop.db, '560034', Date.now())).deliverBy);
  });

  it('answers the words of an unserved pincode', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${apiPaths.delivery.estimate}?pincode=744301` });
    expect(response.json().data).toMatchObject({ serviceable: false, reason: "We don't deliver to 744301 yet." });
  });

  it.each([
    ['12345', 'PIN code is 6 digits and does not start with 0'],
    ['012345', 'PIN code is 6 digits and does not start with 0'],
    ['56003a', 'PIN code is 6 digits and does not start with 0'],
    ['', 'Enter the PIN code'],
  ])('refuses the pincode "%s" (400) in words', async (pincode, words) => {
    const response = await shop.app.inject({ method: 'GET', url: `${apiPaths.delivery.estimate}?pincode=${pincode}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(words);
  });
});

describe("the demo shop's rules, from the seller's state", () => {
  const seed = async (place: Parameters<typeof demoDeliveryRuleRows>[0]) => {
    await shop.db.deleteFrom('delivery_rules').execute();
    await shop.db.insertInto('delivery_rules').values(demoDeliveryRuleRows(place, new Date().toISOString())).execute();
  };
  const daysOf = async (pincode: string) => {
    const answer = await estimate(pincode);
    return answer.serviceable ? { days: [answer.minDays, answer.days], cod: answer.codAvailable } : 'not served';
  };

  it('for a Bengaluru seller: the city 1–2 days, Karnataka 2–3, metros 3–4, the rest 4–7, the far places 7–10 without cash', async () => {
    await seed({ state: 'Karnataka', address: '1 Demo Street, Koramangala, Bengaluru 560034' });
    expect(await daysOf('560034')).toEqual({ days: [1, 2], cod: true });
    expect(await daysOf('575001')).toEqual({ days: [2, 3], cod: true });
    for (const metro of ['110001', '400001', '600001', '700001', '500001']) {
      expect(await daysOf(metro), metro).toEqual({ days: [3, 4], cod: true });
    }
    for (const elsewhere of ['302001', '226001', '682001', '403001']) {
      expect(await daysOf(elsewhere), elsewhere).toEqual({ days: [4, 7], cod: true });
    }
    // Guwahati, Shillong, Imphal, Leh, Port Blair, Kavaratti.
    for (const far of ['781001', '793001', '795001', '194101', '744101', '682555']) {
      expect(await daysOf(far), far).toEqual({ days: [7, 10], cod: false });
    }
    // Army post offices, and the Nicobar Islands.
    expect(await daysOf('999001')).toBe('not served');
    expect(await daysOf('744301')).toBe('not served');
  });

  it('covers every first digit, so every pincode matches a rule', async () => {
    await seed({ state: 'Karnataka', address: '1 Demo Street, Koramangala, Bengaluru 560034' });
    const prefixes = (await shop.db.selectFrom('delivery_rules').select('prefix').execute()).map((row) => row.prefix);
    for (const digit of '123456789') expect(prefixes).toContain(digit);
  });

  it("for a Mumbai seller: Mumbai 1–2, Maharashtra's Pune 2–3, Bengaluru now a metro 3–4", async () => {
    await seed({ state: 'Maharashtra', address: 'Unit 4, Andheri East, Mumbai 400069' });
    expect(await daysOf('400069')).toEqual({ days: [1, 2], cod: true });
    expect(await daysOf('411001')).toEqual({ days: [2, 3], cod: true });
    expect(await daysOf('560034')).toEqual({ days: [3, 4], cod: true });
    expect(await daysOf('403001')).toEqual({ days: [4, 7], cod: true });
  });
});
