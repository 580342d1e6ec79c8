export {
  cartReducer,
  fetchCartCount,
  fetchCartItems,
  addToCart,
  removeCartItem,
  updateCartItem,
  cartInitialState,
  type CartState,
} from './slice';
export { useAddToCart } from './use-add-to-cart';
