export { ConvertTab } from './convert-tab';
