import { apiCalls, apiPaths, type DeliveryRuleBody, type DeliveryRulesUploadBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';
import { saveAdminDownload } from '../../shared/download';

const { delivery } = apiCalls;

/** The admin's delivery rules (the shopper's estimate is in ./estimate). */
export const deliveryRulesApi = {
  list: () => call(delivery.adminList, { asAdmin: true }),
  create: (body: DeliveryRuleBody) => call(delivery.adminCreate, { body, asAdmin: true }),
  update: (id: string, body: DeliveryRuleBody) => call(delivery.adminUpdate, { params: { id }, body, asAdmin: true }),
  delete: (id: string) => call(delivery.adminRemove, { params: { id }, asAdmin: true }),
  upload: (body: DeliveryRulesUploadBody) => call(delivery.adminUpload, { body, asAdmin: true }),
  download: () => saveAdminDownload(apiPaths.delivery.adminCsv, 'delivery-rules.csv'),
};
