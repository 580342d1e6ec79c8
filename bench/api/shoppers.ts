import { apiPaths, paiseFromRupees, type CartItem, type InitiatePaymentBody } from '@voltcart/contract';

export type Shopper = { email: string; cookie: string };

async function expectOk(response: Response, what: string): Promise<any> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Registers one shopper through the real multipart call and answers its session cookie. */
export async function registerShopper(shopUrl: string, label: string): Promise<Shopper> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@bench.voltcart.local`;
  const form = new FormData();
  form.set('username', `Bench ${label}`);
  form.set('email', email);
  form.set('phone', '9876543210');
  form.set('password', 'bench-password-123');
  const response = await fetch(`${shopUrl}${apiPaths.auth.register}`, { method: 'POST', body: form });
  await expectOk(response, 'register');
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vc_session='));
  if (!session) throw new Error('register set no vc_session cookie');
  return { email, cookie: session.split(';')[0]! };
}

/** Registers `count` shoppers, a few at a time (password hashing is the slow part). */
export async function registerShoppers(shopUrl: string, label: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, index) =>
      registerShopper(shopUrl, `${label}${start + index + 1}`),
    );
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

export async function addToCart(shopUrl: string, shopper: Shopper, productId: string): Promise<void> {
  const response = await fetch(`${shopUrl}${apiPaths.cart.add}`, {
    method: 'POST',
    headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productId }),
  });
  await expectOk(response, 'add to cart');
}

/** Gives the shopper a delivery address (checkout delivers to the default one). */
export async function addAddress(shopUrl: string, shopper: Shopper): Promise<void> {
  const response = await fetch(`${shopUrl}${apiPaths.address.create}`, {
    method: 'POST',
    headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Bench Shopper',
      phone: '9876543210',
      line1: '1, MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    }),
  });
  await expectOk(response, 'add address');
}

export async function viewCart(shopUrl: string, shopper: Shopper): Promise<CartItem[]> {
  const response = await fetch(`${shopUrl}${apiPaths.cart.view}`, { headers: { cookie: shopper.cookie } });
  return (await expectOk(response, 'view cart')).data as CartItem[];
}

/** The initiate body the cart page sends: the cart's lines and its total at current sales prices, in rupees. */
export function checkoutBody(cart: CartItem[]): InitiatePaymentBody {
  const paise = cart.reduce((sum, item) => sum + paiseFromRupees(item.productId.salesPrice) * item.quantity, 0);
  return {
    amount: paise / 100,
    cartItems: cart.map((item) => ({ productId: item.productId._id, quantity: item.quantity })),
  };
}
