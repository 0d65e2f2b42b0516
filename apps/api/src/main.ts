/** Production entry: config → database → migrations → demo seed → listen; graceful shutdown. */
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedIfEmpty } from './seeds/seed';
import { seedDemoDay } from './seeds/seed-demo-day';
import { scheduleLateJobSweeps } from './modules/schedule/late-jobs';
import { scheduleExportBookkeeping } from './modules/exports/export-bookkeeping';
import { scheduleSettlementRuns } from './modules/settlements/settlement-runs';
import { failAbandonedBulkJobs } from './modules/bulk-jobs/bulk-job-queries';
import { scheduleBlobSweeps } from './uploads/blob-store';
import { DbJobQueue } from './db/job-queue';
import { legacyUploadsMoveOf, type LegacyUploadsMove } from './uploads/legacy-uploads';
import { createSmsTransport } from './sms/sms-transport';
import { fillWorkingHours } from './modules/workshops/working-hours';

// The old generation grows to 1.5 times what a full collection leaves live before the next one,
// not to V8's default of up to 4 times. A long export turns a steady stream of short-lived rows into
// old-generation garbage: with the default the server's memory rose several times as much during an export
// of a million requests as with this, for no measurable loss of speed
// (bench/csv-export.ts). It is read at each collection, so setting it here covers every way the
// server is started.
setFlagsFromString('--heap-growing-percent=50');

/** How long a shutdown waits, once it has cut the connections, for the server's own close (its bulk jobs handed back) before it closes the database. */
const AFTER_CUT_MS = 1_000;

const after = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line naming the variable; no stack trace.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, timeouts: config.databaseTimeouts, poolMax: config.dbPoolMax });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second server on one embedded database would overwrite the first one's writes.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  let moved: LegacyUploadsMove | null = null;
  if (config.migrateOnStart) {
    moved = await database.migrate(legacyUploadsMoveOf(config.dataDir));
    // Workshops from before structured hours get them from their free text, once.
    await fillWorkingHours(database.db);
  } else {
    // Replicas of a release `npm run migrate` has not been run for would serve SQL against tables it has not made.
    const pending = await database.pendingMigrations();
    if (pending.length > 0) {
      process.stderr.write(`MIGRATE_ON_START=false and the database misses ${pending.length} migration(s) of this release (${pending.join(', ')}): run npm run migrate once, then start the replicas.\n`);
      await database.close();
      process.exit(1);
    }
  }
  // Production never gets the demo workshops and admins: its first super admin comes from `npm run admin:create`.
  const seeded = config.isProduction ? false : await seedIfEmpty(database.db, { bannerImages: true });
  // A fresh demo opens on a working day: today's board full, the days ahead booked.
  if (seeded) await seedDemoDay(database.db, systemClock.now());

  // One queue per process, on the database every replica shares: bulk jobs (app.ts) and the
  // scheduled sweeps below. It starts when the app is ready and hands its jobs back when it closes.
  const queue = new DbJobQueue({ db: database.db, clock: systemClock, log: { info: (object, message) => app.log.info(object, message), warn: (object, message) => app.log.warn(object, message), error: (object, message) => app.log.error(object, message) }, leaseMs: config.jobLeaseMs });
  const app = await buildApp({ config, db: database.db, clock: systemClock, sms: createSmsTransport(config.sms), listen: database.listen, queue });
  app.log.info(
    {
      database: database.kind === 'pglite' ? config.pgliteDir : 'postgres',
      sms: config.sms.transport,
      seeded,
      // GET /metrics: behind METRICS_TOKEN, open (development) or not served (production without a token).
      metrics: config.metricsToken ? 'token' : config.isProduction ? 'off' : 'open',
    },
    seeded ? 'Database migrated and demo data seeded' : config.migrateOnStart ? 'Database migrated' : 'Database up to date (migrated by npm run migrate)',
  );
  // A bulk job nothing will carry on (no heartbeat for a minute, no queue job) is marked failed, never left running.
  const abandonedJobs = await failAbandonedBulkJobs(database.db, systemClock.now());
  if (abandonedJobs > 0) app.log.warn({ failed: abandonedJobs }, 'Marked failed the bulk jobs a stopped server left running');
  if (moved?.moved || moved?.skipped.length) app.log.info({ moved: moved.moved, skipped: moved.skipped }, `Moved ${moved.moved} uploaded file(s) from ${config.dataDir}/uploads into the database`);
  // Records deleted long enough ago (soft-delete.ts), then uploads no record names any more (a crash between an image's replacement and its clean-up, moved orphan files), swept hourly by one process.
  scheduleBlobSweeps(queue, database.db, systemClock, app.log);
  // Jobs not started on time raise one alert each; one process sweeps each interval.
  scheduleLateJobSweeps(queue, database.db, systemClock, app.log, config.lateJobSweepIntervalMs);
  // Exports whose download never started are failed, and finished ones deleted after a day, by one process.
  scheduleExportBookkeeping(queue, database.db, systemClock, app.log);
  // Each ended week's statements of the workshops already settled, made by one process.
  if (config.settlementRuns) scheduleSettlementRuns(queue, database.db, systemClock, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'Shutting down: finishing in-flight requests');
    let failed = false;
    const closed = app.close().then(
      () => 'closed' as const,
      (error: unknown) => {
        failed = true;
        app.log.error({ err: error }, 'Shutdown: closing the server failed');
        return 'closed' as const;
      },
    );
    // A client reading slowly (a long download) would otherwise hold the process up without end.
    if ((await Promise.race([closed, after(config.shutdownGraceMs)])) === 'late') {
      app.log.warn({ graceMs: config.shutdownGraceMs }, 'Shutdown: requests still in flight after SHUTDOWN_GRACE_MS; closing their connections');
      app.server.closeAllConnections();
      if ((await Promise.race([closed, after(AFTER_CUT_MS)])) === 'late') app.log.warn('Shutdown: the server did not finish closing; closing the database anyway');
    }
    // The database is closed whatever came before: it releases the embedded database's data-dir lock.
    try {
      await database.close();
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, 'Shutdown: closing the database failed');
    }
    app.log.info(failed ? 'Shutdown finished with errors' : 'Shutdown complete');
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(`Carcare Partner Console ready at http://${shownHost}:${port}`);
}

start().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
