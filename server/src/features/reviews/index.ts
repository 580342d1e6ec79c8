/** Ratings and reviews: owns `reviews`, `review_votes` and `review_reports`; keeps each product's stars through catalog's `productRating`. */
export { reviewRoutes } from './routes';
