import { AddressAnswer, AddressBody, AddressesAnswer } from '../address';
import { EmptyAnswer, IdParams } from '../common';
import { apiPaths, apiRoutePatterns } from '../paths';
import { callsOf, defineRoute } from './route';

export const addressCalls = callsOf('address', {
  list: { method: 'GET', path: apiPaths.address.list },
  create: { method: 'POST', path: apiPaths.address.create },
  update: { method: 'PUT', path: apiRoutePatterns.address.one },
  remove: { method: 'DELETE', path: apiRoutePatterns.address.one },
});

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
