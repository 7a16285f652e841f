export * from './plans.js';
export * from './billing.js';
export * from './conversions.js';
export * from './contact.js';
export * from './profile.js';
export * from './api.js';
export * from './results.js';
