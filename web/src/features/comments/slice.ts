import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddCommentBody, Comment } from '@voltcart/contract';
import { apiThunk, withMessage, type LoadStatus } from '../../shared/thunks';
import { commentsApi } from './api';

type CommentState = {
  /** The product whose discussion `comments` holds. */
  productId: string | null;
  comments: Comment[];
  status: LoadStatus;
  error: string | null;
  posting: boolean;
};

const commentInitialState: CommentState = {
  productId: null,
  comments: [],
  status: 'idle',
  error: null,
  posting: false,
};

export const fetchComments = apiThunk(
  'comment/fetchAll',
  (productId: string) => commentsApi.list(productId),
  'Failed to load comments.',
);

/** Posts a comment; fulfils with it (the discussion shows it first) and the server's words. */
export const addComment = apiThunk(
  'comment/add',
  (body: AddCommentBody) => withMessage(commentsApi.add(body)),
  'Failed to add comment. Please try again.',
);

const commentSlice = createSlice({
  name: 'comment',
  initialState: commentInitialState,
  reducers: {
    /** The product page came with its discussion (app/page-answers.ts): as fetched. */
    commentsWritten(state, action: PayloadAction<{ productId: string; comments: Comment[] }>) {
      state.productId = action.payload.productId;
      state.comments = action.payload.comments;
      state.status = 'succeeded';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchComments.pending, (state, action) => {
        if (state.productId !== action.meta.arg) state.comments = [];
        state.productId = action.meta.arg;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchComments.fulfilled, (state, action) => {
        if (state.productId !== action.meta.arg) return;
        state.status = 'succeeded';
        state.comments = action.payload;
      })
      .addCase(fetchComments.rejected, (state, action) => {
        if (state.productId !== action.meta.arg) return;
        state.status = 'failed';
        state.error = action.payload?.message ?? 'Failed to load comments.';
      })
      .addCase(addComment.pending, (state) => {
        state.posting = true;
      })
      // The answer is the new comment: newest first, so it leads the discussion.
      .addCase(addComment.fulfilled, (state, action) => {
        state.posting = false;
        if (state.productId === action.meta.arg.productId) state.comments.unshift(action.payload.data);
      })
      .addCase(addComment.rejected, (state) => {
        state.posting = false;
      });
  },
});

export const { commentsWritten } = commentSlice.actions;
export const commentReducer = commentSlice.reducer;
