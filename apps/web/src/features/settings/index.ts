export { BillingTabFrame, SettingsIndex, SettingsLayout } from './settings-layout';
export { PROFILE_MESSAGES, ProfileTab } from './profile-tab';
export { CsvFormatTab } from './csv-format-tab';
export { ExportsTab } from './exports-tab';
