export { HistoryTab } from './history-tab';
