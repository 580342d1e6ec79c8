import { apiCalls, type AddressBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { address } = apiCalls;

export const addressApi = {
  list: () => call(address.list),
  create: (body: AddressBody) => call(address.create, { body }),
  update: ({ _id, body }: { _id: string; body: AddressBody }) => call(address.update, { params: { id: _id }, body }),
  remove: (_id: string) => call(address.remove, { params: { id: _id } }),
};
