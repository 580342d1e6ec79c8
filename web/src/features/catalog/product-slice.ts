import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '@voltcart/contract';
import { apiThunk, type LoadStatus } from '../../shared/thunks';
import { catalogApi } from './api';
import { productsFailed } from './category-slice';

type ProductState = {
  /** The product on the product page. */
  product: Product | null;
  status: LoadStatus;
  error: string | null;
  /** The product page's product does not exist (the server answered 404, or refused the id as malformed). */
  missing: boolean;
  /** The whole catalogue (admin grid). */
  products: Product[];
  listStatus: LoadStatus;
};

export const productInitialState: ProductState = {
  product: null,
  status: 'idle',
  error: null,
  missing: false,
  products: [],
  listStatus: 'idle',
};

export const fetchProductById = apiThunk(
  'product/fetchById',
  (id: string) => catalogApi.productById(id),
  'Failed to fetch product.',
);

export const fetchAllProducts = apiThunk('product/fetchAll', () => catalogApi.allProducts(), productsFailed);

const productSlice = createSlice({
  name: 'product',
  initialState: productInitialState,
  reducers: {
    /** The product page opened with its product written into the HTML (shared/page-answers.ts): as fetched. */
    productWritten(state, action: PayloadAction<Product>) {
      state.product = action.payload;
      state.status = 'succeeded';
      state.error = null;
      state.missing = false;
    },
    /** The admin saved a product: the answer is the product as stored. */
    productSaved(state, action: PayloadAction<Product>) {
      const index = state.products.findIndex((product) => product._id === action.payload._id);
      if (index === -1) state.products.push(action.payload);
      else state.products[index] = action.payload;
    },
    productDeleted(state, action: PayloadAction<string>) {
      state.products = state.products.filter((product) => product._id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProductById.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.missing = false;
        // Never show the previous product under a new product's address.
        if (state.product?._id !== action.meta.arg) state.product = null;
      })
      .addCase(fetchProductById.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.product = action.payload;
      })
      .addCase(fetchProductById.rejected, (state, action) => {
        state.status = 'failed';
        state.product = null;
        state.error = action.payload?.message ?? 'Failed to fetch product.';
        state.missing = action.payload?.status === 404 || action.payload?.status === 400;
      })
      .addCase(fetchAllProducts.pending, (state) => {
        state.listStatus = 'loading';
      })
      .addCase(fetchAllProducts.fulfilled, (state, action) => {
        state.listStatus = 'succeeded';
        state.products = action.payload;
      })
      .addCase(fetchAllProducts.rejected, (state, action) => {
        state.listStatus = 'failed';
        state.error = action.payload?.message ?? productsFailed;
      });
  },
});

export const { productWritten, productSaved, productDeleted } = productSlice.actions;
export const productReducer = productSlice.reducer;
