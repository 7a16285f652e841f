export { BillingTabFrame, SettingsIndex, SettingsLayout } from './settings-layout';
export { PROFILE_MESSAGES, ProfileTab } from './profile-tab';
export { API_TAB_MESSAGES, ApiTab } from './api-tab';
