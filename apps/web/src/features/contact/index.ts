export { ContactPage } from './contact-page';
export { ContactTab } from './contact-tab';
