export { createTestApp, TEST_APP_URL, type TestApp, type TestAppOptions } from './createTestApp.js';
export { signIn, requestMagicLink, cookieHeader, toPath, type SignedIn } from './signIn.js';
export { SmtpCapture, extractMagicLink, type CapturedMail } from './smtp-capture.js';
