import { expect, test } from './support/test';
import { testRandom } from './support/seed';
import { buyInSandbox } from './admin/paid-order';
import { newcomer, registerByApi, sampleAddress } from './support/shop';

test("the spec's own client buys on a new account without an address; the orders page then asks for it", async ({
  page,
}, testInfo) => {
  const shopper = newcomer(testInfo);
  await registerByApi(page, shopper);
  // As the spec's client pays: the cart and the amount, no address (and none saved).
  const orderNumber = await buyInSandbox(page, testRandom(testInfo), 'Watches', { withAddress: false });

  await test.step('the orders page asks where to deliver it, and points to the profile while none is saved', async () => {
    await page.goto('/order');
    const card = page.getByRole('article', { name: `Order #${orderNumber}` });
    await expect(card).toContainText('Awaiting address');
    await expect(card).toContainText('Paid — tell us where to deliver it, and we will ship it.');
    await expect(card.getByRole('link', { name: 'Add one in your profile' })).toBeVisible();
  });

  await test.step('with an address saved, the shopper chooses it and the order awaits shipment there', async () => {
    const added = await page.request.post('/api/address', { data: sampleAddress({ city: 'Mysuru', pincode: '570001' }) });
    expect(added.status(), await added.text()).toBe(201);
    await page.reload();
    const card = page.getByRole('article', { name: `Order #${orderNumber}` });
    const asked = card.getByRole('region', { name: 'Where should we deliver this order?' });
    await expect(asked.getByRole('radio', { name: /Mysuru/ })).toBeChecked();
    await asked.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page.getByText(`Order ${orderNumber} will be delivered there`)).toBeVisible();
    await expect(card).toContainText('Paid — we are packing it; you can cancel until it ships.');
    await expect(card.getByRole('group', { name: 'Delivery address' })).toContainText('Mysuru, Karnataka 570001');
    await expect(card.getByRole('link', { name: /invoice/i })).toBeVisible();
  });
});
