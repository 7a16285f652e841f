import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { listenOn } from './http/listen.js';

/** `npm start`: the whole product on one port (API + built SPA), embedded by default. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await listenOn(app, config.port, config.host);
  const dbLabel = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir ?? 'in memory'})`;
  const mailLabel = config.mail.smtpUrl ? 'SMTP' : 'outbox: magic links are printed in this log';
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  app.log.info(`Tallysheet ready on ${config.appUrl} · database ${dbLabel} · data ${config.dataDir} · mail ${mailLabel}`);
}

main().catch((err: unknown) => {
  console.error('Tallysheet failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
