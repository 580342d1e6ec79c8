export { discussionAnswers, type DiscussionAnswers } from './read-models/discussion-answers';
export { commentRoutes } from './routes';
