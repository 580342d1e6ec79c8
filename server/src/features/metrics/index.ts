export { createShopMetrics, type ShopMetrics } from './shop-metrics';
export { registerRequestMetrics } from './request-metrics';
export { startMetricsListener } from './metrics-listener';
export { queueStateNow, type QueueState } from './queue-state';
