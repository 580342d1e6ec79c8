import { apiPaths, apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../../lib/answer-cache';
import { contractRoutes } from '../../lib/contract-routes';
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
    const route = contractRoutes(app);
    const { cart: table } = apiRoutes;
    const addForSession = cart.sessionAdder(db);
    const cartStampOf = cartStampReader(db);
    const signedIn = { preHandler: guards.requireUser };

    // Signed-in users only, checked by the handler itself on every path (config below): its fastest path checks the
    // session in the same statement that adds, so no preHandler can read it first without a statement more.
    // A product whose page was just answered (its answer kept ready, under the catalogue's current versions) is shown
    // as that answer has it, and added in one statement that reads the session too when the session needs no check of
    // its own (used within the last minute); a session that does, or an add refused, is checked by requireUser and added
    // as before. Otherwise the session is read with the product the answer shows (one statement for both);
    // requireJoinedSession checks it as requireUser does, before anything is added. No path adds for a dead session.
    const addSchema = { tags: ['cart'] };
    const checkedInHandler = { config: { access: 'user', sessionCheckedInHandler: true } } as const;
    route(table.add, { schema: addSchema, ...checkedInHandler }, async (request, reply) => {
      const { productId } = request.body;
      const session = guards.sessionReadOf(request);
      const productPage = apiPaths.catalog.productById(productId);
      const productJson = session ? await ready.keptDataJson(productPage, 'product', productId) : undefined;
      if (session && productJson !== undefined) {
        // Session checked in the add's statement: a session that is not live as it is adds nothing and answers undefined.
        const forSession = await addForSession(session, productId, productJson);
        if (forSession) return sendJsonText(reply, okJsonOfDataJson(forSession.dataJson, ADDED));
        // Session checked here.
        await guards.requireUser(request, reply);
        const added = await cart.addToCartWithProductJson(db, signedInUser(request)._id, productId, productJson);
        if ('item' in added) return ok(added.item, ADDED);
        return sendJsonText(reply, okJsonOfDataJson(added.dataJson, ADDED));
      }
      const joined = session ? await cart.productToAddOfSession(db, session, productId) : undefined;
      // Session checked here (without a token: 401).
      const user = await guards.requireJoinedSession(request, session, joined?.sessionRow);
      return ok(await cart.addToCart(db, user._id, productId, joined?.product), ADDED);
    });

    // The shopper's cart view is kept ready (answers) under the stamp of what it shows (cart-view-stamp.ts): its guard
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
