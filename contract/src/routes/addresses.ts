import { AddressAnswer, AddressBody, AddressesAnswer } from '../address';
import { EmptyAnswer, IdParams } from '../common';
import { addressCalls } from './calls';
import { defineRoute } from './route';

export const addressRoutes = {
  list: defineRoute(addressCalls.list, { response: { 200: AddressesAnswer }, errors: [401] }),
  create: defineRoute(addressCalls.create, { body: AddressBody, response: { 201: AddressAnswer }, errors: [401, 422] }),
  update: defineRoute(addressCalls.update, {
    params: IdParams,
    body: AddressBody,
    response: { 200: AddressAnswer },
    errors: [401, 404, 422],
  }),
  remove: defineRoute(addressCalls.remove, { params: IdParams, response: { 200: EmptyAnswer }, errors: [401, 404] }),
};
