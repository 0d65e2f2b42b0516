import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';
import { composeProblems, isExactImage } from './check-compose.mjs';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** A compose file that passes, for the tests to break one thing at a time. */
const good = () => ({
  logging: 'logging: &logging\n      driver: json-file\n      options: { max-size: "10m", max-file: "5" }',
  db: 'postgres:15.18-bookworm',
  api: 'build: .\n    image: carcare-console:${RELEASE:-local}',
  memory: 'mem_limit: 256m',
  backup: true,
});

function compose(parts = {}) {
  const p = { ...good(), ...parts };
  return `services:
  db:
    image: ${p.db}
    ${p.memory}
    ${p.logging}
  api:
    ${p.api}
    deploy:
      resources:
        limits:
          memory: 768m
    logging: *logging
${p.backup ? `  backup:\n    image: ${p.db}\n    mem_limit: 128m\n    logging: *logging\n    volumes: ["./backups:/backups"]\n` : ''}`;
}

test('the repository compose.yaml and Dockerfile pass', () => {
  assert.deepEqual(composeProblems(read('compose.yaml'), read('Dockerfile')), []);
});

test('a compose file with every rule kept passes', () => {
  assert.deepEqual(composeProblems(compose()), []);
});

test('exact versions only: a major, a minor, latest or no tag is refused', () => {
  for (const image of ['caddy:2.10.2', 'prom/prometheus:v3.5.0', 'node:20.20.2-bookworm-slim', 'postgres:15.18-bookworm', 'postgres:15.18', `caddy@sha256:${'a'.repeat(64)}`]) assert.ok(isExactImage(image), image);
  for (const image of ['caddy:2', 'caddy:2.10', 'caddy:latest', 'caddy', 'postgres:15', 'postgres:15-bookworm', 'node:20-bookworm-slim', 'grafana/grafana:12']) assert.ok(!isExactImage(image), image);
  assert.match(composeProblems(compose({ db: 'postgres:15-bookworm' })).join('\n'), /db: image postgres:15-bookworm is not pinned/);
  assert.match(composeProblems(compose({ api: 'build: .\n    image: carcare-console:latest' })).join('\n'), /api: a built image is tagged \$\{RELEASE\}/);
  assert.match(composeProblems(compose(), 'FROM node:20-bookworm-slim AS build\n').join('\n'), /Dockerfile: FROM node:20-bookworm-slim is not pinned/);
});

test('every service rotates its logs and has a memory limit', () => {
  assert.match(composeProblems(compose({ logging: 'logging: &logging\n      driver: json-file' })).join('\n'), /db: logging must be json-file with options max-size and max-file/);
  assert.match(composeProblems(compose({ memory: '' })).join('\n'), /db: no memory limit/);
});

test('PostgreSQL is the major version CI tests, and a backup service dumps it', () => {
  assert.match(composeProblems(compose({ db: 'postgres:17.6-bookworm' })).join('\n'), /db: PostgreSQL 17 .*CI tests 15/);
  assert.match(composeProblems(compose({ backup: false })).join('\n'), /no backup service/);
});
