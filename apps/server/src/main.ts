import { serverLimits } from '@vh/contracts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { shutDown } from './plugins/graceful-shutdown.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Every file this process creates (database, keys) is private to its account: 0600 / 0700.
  process.umask(0o077);

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A server that cannot agree with the others on its database, or whose Chargebee site refuses
    // its key or lacks an item price, says why in a sentence.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung close must not keep a deploy waiting: exit anyway after the hard limit.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, serverLimits.shutdownHardLimitMs).unref();
    // Stop accepting, let requests in flight finish, then close the database so it flushes.
    shutDown(app, app.inFlight, serverLimits.shutdownDrainMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`VerifiedHours is ready at ${config.publicUrl}`);
  if (config.host === '127.0.0.1' || config.host === 'localhost') {
    app.log.info('Listening on this machine only; set HOST=0.0.0.0 to serve other devices.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
