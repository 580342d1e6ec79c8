import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { addressReducer } from '../features/addresses/slice';
import { authReducer } from '../features/auth/slice';
import { cartReducer } from '../features/cart/slice';
import { categoryReducer } from '../features/catalog/category-slice';
import { productReducer } from '../features/catalog/product-slice';
import { commentReducer } from '../features/comments/slice';
import { couponReducer } from '../features/coupons/coupon-slice';
import { orderReducer } from '../features/orders/slice';
import { listeners } from './listeners';
import { pageAnswersReducer } from '../shared/page-answers';

const rootReducer = combineReducers({
  auth: authReducer,
  cart: cartReducer,
  product: productReducer,
  category: categoryReducer,
  comment: commentReducer,
  order: orderReducer,
  address: addressReducer,
  coupons: couponReducer,
  pageAnswers: pageAnswersReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
