export { AnswerCache, callKey, DEFAULT_ANSWER_CACHE_LIMITS, requestKey, type AnswerRecipe } from './answer-cache';
