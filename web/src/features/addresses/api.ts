import { apiPaths, type Address, type AddressBody } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const addressApi = {
  list: () => apiRequest<Address[]>(apiPaths.address.list),
  create: (body: AddressBody) => apiRequest<Address>(apiPaths.address.create, { method: 'POST', json: body }),
  update: ({ _id, body }: { _id: string; body: AddressBody }) =>
    apiRequest<Address>(apiPaths.address.update(_id), { method: 'PUT', json: body }),
  remove: (_id: string) => apiRequest<null>(apiPaths.address.remove(_id), { method: 'DELETE' }),
};
