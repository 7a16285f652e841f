export { AuthPage } from './auth-page';
export { AUTH_MESSAGES, mapAuthError, messageForRedirectError } from './errors';
