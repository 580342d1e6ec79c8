import { AmountAnswer, CountAnswer, IdParams, PageQuery } from '../common';
import {
  GiveDeliveryAddressBody,
  GstRegisterQuery,
  OrderAnswer,
  OrderIdParams,
  OrdersAnswer,
  PartRefundBody,
  RefundIdParams,
  TopSellingAnswer,
  UpdateOrderStatusBody,
} from '../order';
import { orderCalls } from './calls';
import { defineRoute, signedInErrors, type ApiCall } from './route';

const adminErrors = [401, 403] as const;
/** An admin's move of an order: 404 for no such order, 409 for a move its status forbids, 422 for a broken rule. */
const orderMoveErrors = [...adminErrors, 404, 409, 422] as const;

/** An admin's move of the order in the path that takes nothing else, answered with the order as it now is. */
const orderMove = <const C extends ApiCall>(call: C) =>
  defineRoute(call, { params: IdParams, response: { 200: OrderAnswer }, errors: orderMoveErrors });

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
    errors: orderMoveErrors,
  }),
  cancel: defineRoute(orderCalls.cancel, {
    params: IdParams,
    response: { 200: OrderAnswer },
    errors: [...signedInErrors, 404, 409, 422],
  }),
  // 404 for another's order or address, 422 once the order no longer awaits an address.
  deliveryAddress: defineRoute(orderCalls.deliveryAddress, {
    params: IdParams,
    body: GiveDeliveryAddressBody,
    response: { 200: OrderAnswer },
    errors: [...signedInErrors, 404, 409, 422],
  }),
  invoice: defineRoute(orderCalls.invoice, {
    params: OrderIdParams,
    response: {},
    unenveloped: 'pdf',
    errors: [...signedInErrors, 404],
  }),
  creditNote: defineRoute(orderCalls.creditNote, {
    params: IdParams,
    response: {},
    unenveloped: 'pdf',
    errors: [...signedInErrors, 404],
  }),
  gstRegister: defineRoute(orderCalls.gstRegister, {
    query: GstRegisterQuery,
    response: {},
    unenveloped: 'csv',
    errors: adminErrors,
  }),
  retryRefund: orderMove(orderCalls.retryRefund),
  receivedBack: orderMove(orderCalls.receivedBack),
  partRefund: defineRoute(orderCalls.partRefund, {
    params: IdParams,
    body: PartRefundBody,
    response: { 200: OrderAnswer },
    errors: orderMoveErrors,
  }),
  retryPartRefund: defineRoute(orderCalls.retryPartRefund, {
    params: RefundIdParams,
    response: { 200: OrderAnswer },
    errors: orderMoveErrors,
  }),
};
