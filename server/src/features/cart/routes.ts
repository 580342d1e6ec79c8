import {
  AddToCartBody,
  apiPaths,
  CartItemAnswer,
  CartItemsAnswer,
  CountAnswer,
  DeleteCartItemBody,
  EmptyAnswer,
  UpdateCartItemBody,
} from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import type { Executor } from '../../db/executor';
import * as cart from './service';

export function cartRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preHandler: guards.requireUser };

    // The session is read with the product the answer shows (one statement for both); requireJoinedSession checks it
    // as requireUser does, before anything is added.
    app.post(apiPaths.cart.add, { schema: { tags: ['cart'], body: AddToCartBody, response: { 200: CartItemAnswer } } }, async (request) => {
      const { productId } = request.body;
      const session = guards.sessionReadOf(request);
      const joined = session ? await cart.productToAddOfSession(db, session, productId) : undefined;
      const user = await guards.requireJoinedSession(request, session, joined?.sessionRow);
      return ok(await cart.addToCart(db, user._id, productId, joined?.product), 'Product added to cart!');
    });

    // The session is read with the cart (one statement for both); requireJoinedSession checks it as requireUser does.
    app.get(apiPaths.cart.view, { schema: { tags: ['cart'], response: { 200: CartItemsAnswer } } }, async (request) => {
      const session = guards.sessionReadOf(request);
      const joined = session ? await cart.viewCartOfSession(db, session) : undefined;
      const user = await guards.requireJoinedSession(request, session, joined?.sessionRow);
      return ok(joined?.sessionRow ? joined.cartItems : await cart.viewCart(db, user._id));
    });

    app.get(apiPaths.cart.count, { schema: { tags: ['cart'], response: { 200: CountAnswer } }, ...signedIn }, async (request) =>
      ok(await cart.countCartItems(db, signedInUser(request)._id)),
    );

    app.delete(
      apiPaths.cart.remove,
      { schema: { tags: ['cart'], body: DeleteCartItemBody, response: { 200: EmptyAnswer } }, ...signedIn },
      async (request) => {
        await cart.removeItem(db, signedInUser(request)._id, request.body._id);
        return ok(null, 'Item removed from cart');
      },
    );

    app.put(
      apiPaths.cart.update,
      { schema: { tags: ['cart'], body: UpdateCartItemBody, response: { 200: CartItemAnswer } }, ...signedIn },
      async (request) =>
        ok(
          await cart.updateQuantity(db, signedInUser(request)._id, request.body._id, request.body.quantity),
          'Cart updated successfully',
        ),
    );
  };
}
