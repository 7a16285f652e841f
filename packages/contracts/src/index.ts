export * from './plans.js';
export * from './conversions.js';
