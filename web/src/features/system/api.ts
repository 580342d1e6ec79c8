import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

export const systemApi = {
  /** The admin's view of the process that answers: version, uptime, database, queues, background jobs, last errors. */
  status: () => call(apiCalls.ops.system, { asAdmin: true }),
};
