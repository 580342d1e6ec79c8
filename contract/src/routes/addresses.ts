import { AddressAnswer, AddressBody, AddressesAnswer } from '../address';
import { EmptyAnswer, IdParams } from '../common';
import { addressCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

export const addressRoutes = {
  list: defineRoute(addressCalls.list, { response: { 200: AddressesAnswer }, errors: signedInErrors }),
  create: defineRoute(addressCalls.create, {
    body: AddressBody,
    response: { 201: AddressAnswer },
    errors: [...signedInErrors, 422],
  }),
  update: defineRoute(addressCalls.update, {
    params: IdParams,
    body: AddressBody,
    response: { 200: AddressAnswer },
    errors: [...signedInErrors, 404],
  }),
  remove: defineRoute(addressCalls.remove, {
    params: IdParams,
    response: { 200: EmptyAnswer },
    errors: [...signedInErrors, 404],
  }),
};
