export { discussionAnswers, type DiscussionAnswers } from './discussion-answers';
export { commentRoutes } from './routes';
