import { buyInSandbox } from './admin/paid-order';
import { signInAsAdmin } from './admin/sign-in';
import { waitForMail } from './support/mailbox';
import { testRandom } from './support/seed';
import { newcomer, registerByApi } from './support/shop';
import { expect, test, type Page } from './support/test';

type Envelope<T> = { success: boolean; message: string; data: T };

const reviewsHeading = (page: Page) => page.getByRole('heading', { name: /^Ratings and reviews \(\d+\)$/ });
const countOf = async (page: Page) => Number((await reviewsHeading(page).textContent())?.match(/\((\d+)\)/)?.[1]);

test('a buyer’s review shows as a verified purchase, another shopper reports it and an admin hides it', async ({
  browser,
  page,
}, testInfo) => {
  // Each project buys in its own category, so the two never review the same product at once.
  const category = testInfo.project.name === 'mobile' ? 'Watches' : 'Speakers';
  const buyer = newcomer(testInfo);
  const title = `Solid buy ${buyer.username}`;
  let productId = '';

  await test.step('the shopper buys a product and it is delivered', async () => {
    await registerByApi(page, buyer);
    const orderNumber = await buyInSandbox(page, testRandom(testInfo), category);
    const orders = (await (await page.request.get('/api/order/getAllOrders')).json()) as Envelope<
      { _id: string; orderId: string; items: { productId: { _id: string } }[] }[]
    >;
    const order = orders.data.find((each) => each.orderId === orderNumber)!;
    productId = order.items[0]!.productId._id;
    const admin = await browser.newPage();
    await admin.goto('/admin-login');
    await signInAsAdmin(admin);
    for (const status of ['Shipped', 'Delivered']) {
      const moved = await admin.request.put(`/api/order/admin/${order._id}/status`, { data: { status } });
      expect(moved.ok(), await moved.text()).toBeTruthy();
    }
    await admin.close();
  });

  await test.step('the shopper posts a review and sees it with "Verified purchase" and the stars', async () => {
    await page.goto(`/product/${productId}`);
    await expect(reviewsHeading(page)).toBeVisible();
    const before = await countOf(page);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    // Nothing filled: the first field's words, and the focus on it.
    await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
    await form.locator('label').filter({ hasText: '5 stars' }).click();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill('Keeps time well and the strap is comfortable all day.');
    await form.getByRole('button', { name: 'Post review' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Verified purchase');
    await expect(reviewsHeading(page)).toHaveText(`Ratings and reviews (${before + 1})`);
    await expect(page.getByRole('form', { name: 'Edit your review' })).toBeVisible();
    // The product's own stars (in its server-rendered head) follow on the next visit.
    await page.reload();
    await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
  });

  await test.step('another shopper reports it', async () => {
    const other = await browser.newPage();
    await registerByApi(other, newcomer(testInfo));
    await other.goto(`/product/${productId}`);
    const card = other.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Report' }).click();
    await card.getByLabel('Why are you reporting this review?').fill('Looks like an advert');
    await card.getByRole('button', { name: 'Send report' }).click();
    await expect(other.getByText('Thanks, our moderators will look at this review')).toBeVisible();
    await other.close();
  });

  await test.step('an admin hides it in the Reviews tab and it leaves the product page', async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = admin.getByRole('list', { name: 'Reviews, reported first' });
    const item = reviews.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Reported 1×');
    await item.getByRole('button', { name: `Hide review “${title}”` }).click();
    const dialog = admin.getByRole('dialog', { name: `Hide “${title}”?` });
    await dialog.getByLabel(/^Reason/).fill('Advertising is not allowed');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(item).toContainText('Hidden because: Advertising is not allowed');
    await expect(item.getByRole('button', { name: `Restore review “${title}”` })).toBeVisible();
    await admin.close();

    const mail = await waitForMail({ to: buyer.email, subject: /^Your review of .* was hidden$/ });
    expect(mail.text).toContain('Their reason: Advertising is not allowed');

    await page.reload();
    await expect(reviewsHeading(page)).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    await expect(page.getByText('Our moderators hid your review; it does not show on this page.')).toBeVisible();
  });
});
