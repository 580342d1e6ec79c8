export {
  orderReducer,
  fetchMyOrders,
  fetchMyOrderCount,
  fetchOverallOrderCount,
  fetchTotalOrderAmount,
  fetchTopSellingProducts,
  orderInitialState,
  type OrderState,
} from './slice';
export { OrderStatusBadge } from './components/OrderStatusBadge';
