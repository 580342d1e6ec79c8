import { EmptyAnswer, IdParams } from '../common';
import {
  DeliveryEstimateAnswer,
  DeliveryEstimateQuery,
  DeliveryRuleAnswer,
  DeliveryRuleBody,
  DeliveryRulesAnswer,
  DeliveryRulesUploadAnswer,
  DeliveryRulesUploadBody,
} from '../delivery';
import { deliveryCalls } from './calls';
import { defineRoute } from './route';

const adminErrors = [401, 403] as const;

export const deliveryRoutes = {
  estimate: defineRoute(deliveryCalls.estimate, {
    query: DeliveryEstimateQuery,
    response: { 200: DeliveryEstimateAnswer },
    errors: [],
  }),
  adminList: defineRoute(deliveryCalls.adminList, { response: { 200: DeliveryRulesAnswer }, errors: adminErrors }),
  // 409: another rule has that prefix.
  adminCreate: defineRoute(deliveryCalls.adminCreate, {
    body: DeliveryRuleBody,
    response: { 201: DeliveryRuleAnswer },
    errors: [...adminErrors, 409],
  }),
  adminUpdate: defineRoute(deliveryCalls.adminUpdate, {
    params: IdParams,
    body: DeliveryRuleBody,
    response: { 200: DeliveryRuleAnswer },
    errors: [...adminErrors, 404, 409],
  }),
  adminRemove: defineRoute(deliveryCalls.adminRemove, {
    params: IdParams,
    response: { 200: EmptyAnswer },
    errors: [...adminErrors, 404],
  }),
  // The rules as a CSV file (text/csv, an attachment).
  adminDownload: defineRoute(deliveryCalls.adminDownload, { response: {}, unenveloped: 'csv', errors: adminErrors }),
  // 422: the file is refused as a whole, naming its line and the problem; no rule changes. 409: rules changed meanwhile.
  adminUpload: defineRoute(deliveryCalls.adminUpload, {
    body: DeliveryRulesUploadBody,
    response: { 200: DeliveryRulesUploadAnswer },
    errors: [...adminErrors, 409, 422],
  }),
};
