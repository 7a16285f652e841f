export { BillingTabFrame, SettingsIndex, SettingsLayout } from './settings-layout';
export { PROFILE_MESSAGES, ProfileTab } from './profile-tab';
