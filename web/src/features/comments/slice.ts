import { createSlice } from '@reduxjs/toolkit';
import type { AddCommentBody, Comment } from '@voltcart/contract';
import { createApiThunk, dataOf, rejectedCall, type LoadStatus } from '../../shared/thunks';
import { commentsApi } from './api';

export type CommentState = {
  /** The product whose discussion `comments` holds. */
  productId: string | null;
  comments: Comment[];
  status: LoadStatus;
  error: string | null;
  posting: boolean;
};

export const commentInitialState: CommentState = {
  productId: null,
  comments: [],
  status: 'idle',
  error: null,
  posting: false,
};

export const fetchComments = createApiThunk('comment/fetchAll', async (productId: string, { rejectWithValue }) => {
  try {
    return await dataOf(commentsApi.list(productId));
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Failed to load comments.'));
  }
});

/** Posts a comment, then reloads the discussion. Fulfils with the server's message. */
export const addComment = createApiThunk('comment/add', async (body: AddCommentBody, { dispatch, rejectWithValue }) => {
  try {
    const answer = await commentsApi.add(body);
    if (!answer.success) return rejectWithValue({ message: answer.message, status: 200 });
    await dispatch(fetchComments(body.productId));
    return answer.message;
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Failed to add comment. Please try again.'));
  }
});

const commentSlice = createSlice({
  name: 'comment',
  initialState: commentInitialState,
  reducers: {},
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
      .addCase(addComment.fulfilled, (state) => {
        state.posting = false;
      })
      .addCase(addComment.rejected, (state) => {
        state.posting = false;
      });
  },
});

export const commentReducer = commentSlice.reducer;
