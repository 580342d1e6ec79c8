import { createSlice } from '@reduxjs/toolkit';
import type { Product } from '@voltcart/contract';
import { createApiThunk, dataOf, rejectedCall, type LoadStatus } from '../../shared/thunks';
import { catalogApi } from './api';

export type ProductState = {
  /** The product on the product page. */
  product: Product | null;
  status: LoadStatus;
  error: string | null;
  /** The whole catalogue (admin grid). */
  products: Product[];
  listStatus: LoadStatus;
};

export const productInitialState: ProductState = {
  product: null,
  status: 'idle',
  error: null,
  products: [],
  listStatus: 'idle',
};

export const fetchProductById = createApiThunk('product/fetchById', async (id: string, { rejectWithValue }) => {
  try {
    return await dataOf(catalogApi.productById(id));
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Failed to fetch product.'));
  }
});

export const fetchAllProducts = createApiThunk('product/fetchAll', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(catalogApi.allProducts());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Failed to load products. Please try again.'));
  }
});

const productSlice = createSlice({
  name: 'product',
  initialState: productInitialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProductById.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
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
        state.error = action.payload?.message ?? 'Failed to load products. Please try again.';
      });
  },
});

export const productReducer = productSlice.reducer;
