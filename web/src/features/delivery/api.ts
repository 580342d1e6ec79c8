import { apiCalls, apiPaths, type DeliveryRuleBody, type DeliveryRulesUploadBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';
import { saveAdminDownload } from '../../shared/download';

const { delivery, address } = apiCalls;

export const deliveryApi = {
  /** When a pincode is delivered to: the promised day and cash on delivery, or why it is not served. */
  estimate: (pincode: string) => call(delivery.estimate, { query: { pincode } }),
  /** The signed-in shopper's saved addresses (the default first), for the pincode a check starts from. */
  addresses: () => call(address.list),
  list: () => call(delivery.adminList, { asAdmin: true }),
  create: (body: DeliveryRuleBody) => call(delivery.adminCreate, { body, asAdmin: true }),
  update: (id: string, body: DeliveryRuleBody) => call(delivery.adminUpdate, { params: { id }, body, asAdmin: true }),
  delete: (id: string) => call(delivery.adminRemove, { params: { id }, asAdmin: true }),
  upload: (body: DeliveryRulesUploadBody) => call(delivery.adminUpload, { body, asAdmin: true }),
  download: () => saveAdminDownload(apiPaths.delivery.adminCsv, 'delivery-rules.csv'),
};
