import { AmountAnswer, CountAnswer, IdParams, PageQuery } from '../common';
import { OrderAnswer, OrderIdParams, OrdersAnswer, TopSellingAnswer, UpdateOrderStatusBody } from '../order';
import { orderCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

const adminErrors = [401, 403] as const;

export const orderRoutes = {
  mine: defineRoute(orderCalls.mine, { response: { 200: OrdersAnswer }, errors: signedInErrors }),
  myTotal: defineRoute(orderCalls.myTotal, { response: { 200: CountAnswer }, errors: signedInErrors }),
  overallTotal: defineRoute(orderCalls.overallTotal, { response: { 200: CountAnswer }, errors: adminErrors }),
  totalAmount: defineRoute(orderCalls.totalAmount, { response: { 200: AmountAnswer }, errors: adminErrors }),
  topSelling: defineRoute(orderCalls.topSelling, { response: { 200: TopSellingAnswer }, errors: adminErrors }),
  adminList: defineRoute(orderCalls.adminList, { query: PageQuery, response: { 200: OrdersAnswer }, errors: adminErrors }),
  updateStatus: defineRoute(orderCalls.updateStatus, {
    params: IdParams,
    body: UpdateOrderStatusBody,
    response: { 200: OrderAnswer },
    errors: [401, 403, 404, 409, 422],
  }),
  cancel: defineRoute(orderCalls.cancel, {
    params: IdParams,
    response: { 200: OrderAnswer },
    errors: [...signedInErrors, 404, 409, 422],
  }),
  invoice: defineRoute(orderCalls.invoice, {
    params: OrderIdParams,
    response: {},
    unenveloped: 'pdf',
    errors: [...signedInErrors, 404],
  }),
  retryRefund: defineRoute(orderCalls.retryRefund, {
    params: IdParams,
    response: { 200: OrderAnswer },
    errors: [401, 403, 404, 409, 422],
  }),
  receivedBack: defineRoute(orderCalls.receivedBack, {
    params: IdParams,
    response: { 200: OrderAnswer },
    errors: [401, 403, 404, 409, 422],
  }),
};
