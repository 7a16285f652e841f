export { BillingHeader, PlanBadge, UsageRing } from './header';
export { BillingTab } from './billing-tab';
export { PlanChooser } from './plan-chooser';
export { CheckoutReturnPage } from './checkout-return-page';
export { TestCheckoutPage, TestPortalPage } from './test-mode-pages';
