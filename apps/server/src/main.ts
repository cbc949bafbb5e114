import { buildApp } from './app';
import { ConfigError, configWarnings, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/database';
import { createLogger } from './logger';
import { afterAnswersSettled } from './services/after-answer';
import { createMailer } from './services/mail/mailer';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const log = createLogger(config.logLevel);
  for (const warning of configWarnings(config)) log.warn(warning);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const app = await buildApp({
    ctx: { config, db: database.db, engine: database.engine, now: () => new Date(), mailer, log },
  });
  app.addHook('onClose', async () => {
    // What requests left to run after their answers (mails, group weeks) still reaches the database.
    await afterAnswersSettled();
    await database.close();
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // In-flight requests finish; new connections are refused; the database closes last.
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Focus Room is running on ${config.publicUrl} (database: ${database.engine})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
