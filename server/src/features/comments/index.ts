export { createCommentService, type CommentService } from './service';
export { commentRoutes } from './routes';
