import { configDefaults, defineConfig } from 'vitest/config';

// Files that start real server or command processes, or build databases from nothing, to prove
// what only a whole process shows (shutdown, restarts, locks, backups, upgrades). Each spends most
// of its time starting processes, so they run as their own project: `npm test` stays a quick loop,
// and CI runs them on PGlite and, with every other file, on PostgreSQL.
const processFiles = [
  'test/backup.test.ts',
  'test/database-faults.test.ts',
  'test/migrations-upgrade.test.ts',
  'test/production-start.test.ts',
  'test/several-processes.test.ts',
  'test/shutdown.test.ts',
];

// Files that drive the API at its bounds: the fuzzer's stream of generated requests, bulk calls and
// jobs at and past their row limits, the bulk loader's seed. They prove limits, not everyday
// behaviour, and spend their time on volume, so `npm test` leaves them out like the process files;
// CI runs them on PGlite and, with every other file, on PostgreSQL.
const boundFiles = ['test/bulk-jobs.test.ts', 'test/bulk-load.test.ts', 'test/fuzz.test.ts', 'test/leaves-bulk-bound.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Migrates one template database for the run; each file opens a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // The files are independent (each has its own database), so use every core.
    maxWorkers: '100%',
    // Files share their worker's loaded modules: each file still opens its own database and app,
    // and importing the app again for each of 55 files cost a minute of the run's two workers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'app', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...processFiles, ...boundFiles] } },
      { extends: true, test: { name: 'bounds', include: boundFiles } },
      { extends: true, test: { name: 'processes', include: processFiles } },
    ],
  },
});
