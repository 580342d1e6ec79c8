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
import type { AnswerCache } from '../../lib/answer-cache';
import { ok, okJson, okJsonOfDataJson, sendJsonText } from '../../lib/reply';
import type { ReadyAnswers } from '../catalog';
import { signedInUser, type Guards } from '../auth';
import type { Executor } from '../../db/executor';
import { cartStampReader } from './cart-view-stamp';
import * as cart from './service';

const ADDED = 'Product added to cart!';

export function cartRoutes({
  db,
  guards,
  answers,
  ready,
}: {
  db: Executor;
  guards: Guards;
  answers: AnswerCache;
  ready: ReadyAnswers;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const addForSession = cart.sessionAdder(db);
    const cartStampOf = cartStampReader(db);
    const signedIn = { preHandler: guards.requireUser };

    // A product whose page was just answered (its answer kept ready, under the catalogue's current versions) is shown
    // as that answer has it, and added in one statement that reads the session too when the session needs no check of
    // its own (used within the last minute); a session that does, or an add refused, is checked and added as before.
    // Otherwise the session is read with the product the answer shows (one statement for both); requireJoinedSession
    // checks it as requireUser does, before anything is added.
    const addSchema = { tags: ['cart'], body: AddToCartBody, response: { 200: CartItemAnswer } };
    app.post(apiPaths.cart.add, { schema: addSchema }, async (request, reply) => {
      const { productId } = request.body;
      const session = guards.sessionReadOf(request);
      const productPage = apiPaths.catalog.productById(productId);
      const productJson = session ? await ready.keptDataJson(productPage, 'product', productId) : undefined;
      if (session && productJson !== undefined) {
        const forSession = await addForSession(session, productId, productJson);
        if (forSession) return sendJsonText(reply, okJsonOfDataJson(forSession.dataJson, ADDED));
        await guards.requireUser(request, reply);
        const added = await cart.addToCartWithProductJson(db, signedInUser(request)._id, productId, productJson);
        if ('item' in added) return ok(added.item, ADDED);
        return sendJsonText(reply, okJsonOfDataJson(added.dataJson, ADDED));
      }
      const joined = session ? await cart.productToAddOfSession(db, session, productId) : undefined;
      const user = await guards.requireJoinedSession(request, session, joined?.sessionRow);
      return ok(await cart.addToCart(db, user._id, productId, joined?.product), ADDED);
    });

    // The shopper's cart view is kept ready (answers) under the stamp of what it shows (cart-view-stamp.ts): the session
    // is read with the stamp, and only a stale or missing answer reads the cart's products (with the session and the
    // stamp again, in one statement). requireJoinedSession checks the session as requireUser does.
    app.get(apiPaths.cart.view, { schema: { tags: ['cart'], response: { 200: CartItemsAnswer } } }, async (request, reply) => {
      const session = guards.sessionReadOf(request);
      const now = session ? await cartStampOf(session) : undefined;
      const user = await guards.requireJoinedSession(request, session, now?.sessionRow);
      if (!session || !now?.sessionRow) return ok(await cart.viewCart(db, user._id));
      const key = `cart view ${user._id}`;
      if (answers.sendKept(request, reply, now.stamp, false, key)) return reply;
      const made = await cart.viewCartOfSession(db, session);
      // The session ended between the two reads: the cart as it is, unkept.
      if (!made.sessionRow) return ok(await cart.viewCart(db, user._id));
      const recipe = {
        stamp: made.stamp,
        shared: false,
        sharesStamp: false,
        json: async () => okJson(CartItemsAnswer, made.cartItems),
      };
      await answers.send(request, reply, recipe, key);
      return reply;
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
