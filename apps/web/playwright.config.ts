import { defineConfig, devices } from '@playwright/test';
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
  E2E_OIDC_ISSUER,
  E2E_OIDC_PORT,
  E2E_PORT,
  SERVER_MAIN,
} from './e2e/support/paths';

/**
 * Browser tests: Chromium (system build, never downloaded) against the built SPA served by the built server,
 * on a fresh DATA_DIR (embedded PGlite + outbox mail, where the tests read magic links).
 * `npm run build` at the root must have run first (the root `npm test` does it).
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // E2E_PORT / E2E_DATA_DIR / E2E_OUTPUT_DIR let two runs share a working tree without clobbering each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    permissions: ['clipboard-read', 'clipboard-write'],
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
          headless: true,
        },
      },
    },
  ],
  webServer: [
    {
      // A local OpenID provider standing in for Google (started first: the server reads its discovery document).
      command: 'node e2e/support/oidc-server.mjs',
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore', // oidc-provider prints development-mode warnings on every start
      env: {
        OIDC_PORT: String(E2E_OIDC_PORT),
        OIDC_REDIRECT_URI: `${E2E_BASE_URL}/api/auth/callback/google`,
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT_SECRET,
      },
    },
    {
      command: 'node e2e/support/serve.mjs',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        // the billing tests drive the test-mode checkout and portal, which production keeps off unless set (#13)
        BILLING_TEST_MODE: 'true',
        // a production start shows only the operator details it is given (#13): the e2e deployment is a configured one
        SUPPORT_EMAIL: 'support@tallysheet.app',
        OPERATOR_ADDRESS: 'Tallysheet|228 Park Avenue South, Suite 4200|New York, NY 10003|United States',
        GOVERNING_LAW: 'the State of New York, United States',
        SUPPORT_HOURS: 'Monday - Friday=9:00 AM - 6:00 PM EST|Saturday=10:00 AM - 4:00 PM EST|Sunday=Closed',
        LIVE_CHAT_HOURS: '9 AM-5 PM EST, Monday to Friday',
        LOG_LEVEL: 'warn',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        APP_URL: E2E_BASE_URL,
        DATA_DIR: E2E_DATA_DIR,
        E2E_SERVER_MAIN: SERVER_MAIN,
        // Every test signs in from 127.0.0.1: lift the per-IP limits that protect a real deployment.
        AUTH_RATE_LIMIT_IP: '100000',
        API_RATE_LIMIT_PER_MINUTE: '100000',
        CONTACT_RATE_LIMIT: '100000',
        // No SMTP_URL: magic links go to $DATA_DIR/outbox/mail.jsonl.
        SMTP_URL: '',
        DATABASE_URL: '',
        // "Google" is the local OpenID provider above.
        GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT_SECRET,
        GOOGLE_DISCOVERY_URL: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      },
    },
  ],
});
