import { apiPaths } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeCartItem, makeProduct, makeUser } from '../../test/fixtures';
import { signedIn } from '../../test/render';
import { addToCart, cartInitialState, fetchCartCount, removeCartItem, updateCartItem } from './slice';

describe('cart slice', () => {
  it('reads the count', async () => {
    mockApi({ [`GET ${apiPaths.cart.count}`]: ok(3) });
    const store = makeStore();
    await store.dispatch(fetchCartCount());
    expect(store.getState().cart.count).toBe(3);
  });

  it('keeps the added line from the answer and reloads only the count', async () => {
    const item = makeCartItem(makeProduct(), 1);
    const api = mockApi({
      [`POST ${apiPaths.cart.add}`]: ok(item, 'Product added to cart'),
      [`GET ${apiPaths.cart.count}`]: ok(1),
      [`GET ${apiPaths.cart.view}`]: ok([item]),
    });
    const store = makeStore(signedIn(makeUser()));
    await store.dispatch(addToCart(item.productId._id));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls[0]?.json).toEqual({ productId: item.productId._id });
    expect(store.getState().cart).toMatchObject({ count: 1, items: [item] });
    expect(api.callsTo('GET', apiPaths.cart.view)).toEqual([]);
  });

  it('removes an item locally by _id and changes a quantity locally', async () => {
    const keep = makeCartItem(makeProduct(), 2);
    const drop = makeCartItem(makeProduct(), 1);
    const api = mockApi({
      [`DELETE ${apiPaths.cart.remove}`]: ok(null),
      [`PUT ${apiPaths.cart.update}`]: ok({ ...keep, quantity: 7 }),
      [`GET ${apiPaths.cart.count}`]: ok(1),
    });
    const store = makeStore({ cart: { ...cartInitialState, items: [keep, drop], count: 2 } });
    await store.dispatch(removeCartItem(drop._id));
    await store.dispatch(updateCartItem({ _id: keep._id, quantity: 7 }));
    expect(store.getState().cart.items).toEqual([{ ...keep, quantity: 7 }]);
    expect(api.callsTo('DELETE', apiPaths.cart.remove)[0]?.json).toEqual({ _id: drop._id });
    expect(api.callsTo('PUT', apiPaths.cart.update)[0]?.json).toEqual({ _id: keep._id, quantity: 7 });
  });

  it('rejects a failed call with the server message, falling back to "Unknown error"', async () => {
    mockApi({ [`PUT ${apiPaths.cart.update}`]: fail(400, 'quantity must be a whole number from 1 to 10') });
    const store = makeStore();
    const refused = await store.dispatch(updateCartItem({ _id: makeCartItem()._id, quantity: 3 }));
    expect(refused.payload).toEqual({ message: 'quantity must be a whole number from 1 to 10', status: 400 });

    mockApi({ [`PUT ${apiPaths.cart.update}`]: { status: 500, body: 'oops' } });
    const failed = await store.dispatch(updateCartItem({ _id: makeCartItem()._id, quantity: 3 }));
    expect(failed.payload).toEqual({ message: 'Unknown error', status: 500 });
  });
});
