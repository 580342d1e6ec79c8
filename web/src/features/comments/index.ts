export { commentReducer, fetchComments, addComment, commentInitialState, type CommentState } from './slice';
export { Discussion } from './components/Discussion';
