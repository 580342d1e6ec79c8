import { apiPaths, apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../../lib/answer-cache';
import { contractRoutes } from '../../lib/contract-routes';
import { ok, okJson, okJsonOfDataJson, sendJsonText } from '../../lib/reply';
import type { ReadyAnswers } from '../catalog';
import { signedInUser, type Guards } from '../auth';
import type { Executor } from '../../db/engine/executor';
import { cartStampReader } from './read-models/cart-view-stamp';
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
    const route = contractRoutes(app);
    const { cart: table } = apiRoutes;
    const cartStampOf = cartStampReader(db);
    const signedIn = { preHandler: guards.requireUser };

    // A product whose page was just answered (its answer kept ready, under the catalogue's current versions) is shown
    // as that answer has it (keptProductAdder: adds of one turn made together on PostgreSQL); otherwise the row's
    // product is read back.
    const addWithKeptProduct = cart.keptProductAdder(db);
    route(table.add, { schema: { tags: ['cart'] }, ...signedIn }, async (request, reply) => {
      const { productId } = request.body;
      const userId = signedInUser(request)._id;
      const productJson = await ready.keptDataJson(apiPaths.catalog.productById(productId), 'product', productId);
      // A variant's page lists its group's variants, which a cart line does not carry: its add reads the product.
      if (productJson === undefined || productJson.includes('"variantGroupId":"'))
        return ok(await cart.addToCart(db, userId, productId), ADDED);
      const added = await addWithKeptProduct(userId, productId, productJson);
      if ('item' in added) return ok(added.item, ADDED);
      return sendJsonText(reply, okJsonOfDataJson(added.dataJson, ADDED));
    });

    // The shopper's cart view is kept ready (answers) under the stamp of what it shows (read-models/cart-view-stamp.ts): its guard
    // reads the session with the stamp (one statement) and checks it as requireUser does; only a stale or missing answer
    // reads the cart's products (with the session and the stamp again, in one statement).
    const withCartStamp = guards.requireUserJoined(cartStampOf);
    const viewSchema = { tags: ['cart'] };
    route(table.view, { schema: viewSchema, preHandler: withCartStamp.preHandler }, async (request, reply) => {
      const user = signedInUser(request);
      const read = withCartStamp.joinedOf(request);
      if (!read?.joined.sessionRow) return ok(await cart.viewCart(db, user._id));
      const { session, joined: now } = read;
      const key = `cart view ${user._id}`;
      if (answers.sendKept(request, reply, now.stamp, false, key)) return reply;
      const made = await cart.viewCartOfSession(db, session);
      // The session ended between the two reads: the cart as it is, unkept.
      if (!made.sessionRow) return ok(await cart.viewCart(db, user._id));
      const recipe = {
        stamp: made.stamp,
        shared: false,
        sharesStamp: false,
        // Made by the route's own 200 schema, as its serialiser makes an answer (lib/reply.ts okJson).
        json: async () => okJson(table.view.response[200], made.cartItems),
      };
      await answers.send(request, reply, recipe, key);
      return reply;
    });

    route(table.count, { schema: { tags: ['cart'] }, ...signedIn }, async (request) =>
      ok(await cart.countCartItems(db, signedInUser(request)._id)),
    );

    route(table.remove, { schema: { tags: ['cart'] }, ...signedIn }, async (request) => {
      await cart.removeItem(db, signedInUser(request)._id, request.body._id);
      return ok(null, 'Item removed from cart');
    });

    route(table.update, { schema: { tags: ['cart'] }, ...signedIn }, async (request) =>
      ok(
        await cart.updateQuantity(db, signedInUser(request)._id, request.body._id, request.body.quantity),
        'Cart updated successfully',
      ),
    );
  };
}
