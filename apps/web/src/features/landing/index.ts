export { LandingPage } from './landing-page';
export { UpgradeInterruptedNotice } from './upgrade-interrupted-notice';
