// `node scripts/check-compose.mjs` (part of `npm run test:dockerfile`): what compose.yaml and the
// Dockerfile must keep to run for months on one host without a surprise. Every image pinned to an
// exact version (a moving tag changes the server under a restart), the release's own image named
// by RELEASE (so the previous one stays to roll back to), every service's logs rotated and its
// memory bounded, a backup service on the database's own image, and PostgreSQL 15, the major
// version CI tests. Prints each problem and exits 1, or one line and 0.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The PostgreSQL major version CI runs the API's tests on (Debian 12's postgresql package). */
export const POSTGRES_MAJOR = 15;

/** An exact version tag: 2.10.2, v3.5.0, 20.20.2-bookworm-slim; or a digest. */
const EXACT = /^(?:[^@:]+(?::\d+)?\/)*[^@:/]+(?::v?\d+\.\d+\.\d+(?:-[\w.-]+)?(?:@sha256:[0-9a-f]{64})?|@sha256:[0-9a-f]{64})$/;

/** PostgreSQL's releases are MAJOR.MINOR since 10: postgres:15.18 is exact, postgres:15 moves. */
const EXACT_POSTGRES = /^postgres:\d{2,}\.\d+(?:-[\w.-]+)?(?:@sha256:[0-9a-f]{64})?$/;

export function isExactImage(image) {
  return typeof image === 'string' && (EXACT.test(image) || EXACT_POSTGRES.test(image));
}

const sizeOf = (value) => (value === undefined || value === null ? null : String(value));

/** The problems of a compose file's text (and of the Dockerfile's, when given); empty when it passes. */
export function composeProblems(composeText, dockerfileText = null) {
  const problems = [];
  let compose;
  try {
    compose = parse(composeText, { merge: true });
  } catch (error) {
    return [`compose.yaml does not parse: ${error.message}`];
  }
  const services = compose?.services ?? {};
  if (Object.keys(services).length === 0) problems.push('compose.yaml has no services');
  for (const [name, service] of Object.entries(services)) {
    const image = service.image;
    if (service.build !== undefined) {
      // The release's own image: its tag names the build, never `latest`.
      if (typeof image !== 'string' || !/:\$\{RELEASE[^}]*\}$/.test(image)) problems.push(`${name}: a built image is tagged \${RELEASE} (e.g. carcare-console:\${RELEASE:-local}), got ${image ?? 'no image'}`);
    } else if (!isExactImage(image)) {
      problems.push(`${name}: image ${image ?? '(none)'} is not pinned to an exact version (name:X.Y.Z…)`);
    }
    const logging = service.logging;
    if (!logging || logging.driver !== 'json-file' || !sizeOf(logging.options?.['max-size']) || !sizeOf(logging.options?.['max-file'])) {
      problems.push(`${name}: logging must be json-file with options max-size and max-file (log rotation)`);
    }
    if (!sizeOf(service.mem_limit) && !sizeOf(service.deploy?.resources?.limits?.memory)) {
      problems.push(`${name}: no memory limit (mem_limit or deploy.resources.limits.memory)`);
    }
  }
  const db = services.db;
  const major = /^postgres:(\d+)\./.exec(db?.image ?? '')?.[1];
  if (!db) problems.push('no db service');
  else if (Number(major) !== POSTGRES_MAJOR) problems.push(`db: PostgreSQL ${major ?? '?'} (${db.image}); CI tests ${POSTGRES_MAJOR}`);
  const backup = services.backup;
  if (!backup) problems.push('no backup service');
  else {
    if (db && backup.image !== db.image) problems.push(`backup: runs ${backup.image}, not the database's image ${db?.image} (pg_dump must match the server)`);
    const mountsBackups = (backup.volumes ?? []).some((volume) => String(typeof volume === 'string' ? volume : volume.target).includes('/backups'));
    if (!mountsBackups) problems.push('backup: no volume mounted on /backups (the dumps would stay inside the container)');
  }
  if (dockerfileText !== null) {
    for (const [, image] of dockerfileText.matchAll(/^FROM\s+(\S+)/gim)) {
      if (!isExactImage(image)) problems.push(`Dockerfile: FROM ${image} is not pinned to an exact version`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = composeProblems(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  for (const problem of problems) console.error(`check-compose: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('check-compose: compose.yaml and the Dockerfile pin every image, rotate logs, bound memory and back up PostgreSQL 15');
}
