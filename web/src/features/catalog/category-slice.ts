import { createSlice } from '@reduxjs/toolkit';
import { HOME_ROW_SIZE, type Product } from '@voltcart/contract';
import { apiThunk, type LoadStatus } from '../../shared/thunks';
import { catalogApi } from './api';

/** What a failed product list says when the server gave no reason. */
export const productsFailed = 'Failed to load products. Please try again.';

type ProductList = { status: LoadStatus; products: Product[]; error: string | null };

type CategoryState = {
  /** Home rows, by category name. */
  rows: Record<string, ProductList>;
};

const categoryInitialState: CategoryState = {
  rows: {},
};

export const fetchCategoryRow = apiThunk('category/fetchRow', (category: string) => catalogApi.homeRow(category), productsFailed);

const categorySlice = createSlice({
  name: 'category',
  initialState: categoryInitialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCategoryRow.pending, (state, action) => {
        const row = state.rows[action.meta.arg];
        state.rows[action.meta.arg] = { status: 'loading', products: row?.products ?? [], error: null };
      })
      .addCase(fetchCategoryRow.fulfilled, (state, action) => {
        state.rows[action.meta.arg] = { status: 'succeeded', products: action.payload.slice(0, HOME_ROW_SIZE), error: null };
      })
      .addCase(fetchCategoryRow.rejected, (state, action) => {
        const row = state.rows[action.meta.arg];
        state.rows[action.meta.arg] = {
          status: 'failed',
          products: row?.products ?? [],
          error: action.payload?.message ?? productsFailed,
        };
      });
  },
});

export const categoryReducer = categorySlice.reducer;
