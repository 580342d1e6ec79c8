import { apiCalls, type CodSettings } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { cod, orders } = apiCalls;

export const codApi = {
  confirm: (id: string, code: string) => call(cod.confirm, { params: { id }, body: { code } }),
  resend: (id: string) => call(cod.resend, { params: { id } }),
  confirmByToken: (token: string) => call(cod.confirmByToken, { body: { token } }),
  /** The shopper's orders (the order-placed page reads its own order among them). */
  myOrders: () => call(orders.mine),
  settings: () => call(cod.settings, { asAdmin: true }),
  saveSettings: (body: CodSettings) => call(cod.updateSettings, { body, asAdmin: true }),
};
