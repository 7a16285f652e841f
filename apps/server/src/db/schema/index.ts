// The one Drizzle schema (DESIGN §5). Each area adds `export * from './<area>.js';` on its own line.
export * from './auth.js';
export * from './contact.js';
export * from './billing.js';
export * from './payments.js';
export * from './conversions.js';
export * from './api.js';
export * from './results.js';
export * from './settings.js';
export * from './limits.js';
