export { ReviewPage } from './review-page';
export { checksSummary, reviewPath } from './summary';
