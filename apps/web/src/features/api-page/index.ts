export { ApiPage } from './api-page';
