import type { TestProject } from 'vitest/node';
import { buildApiBundles } from './api-bundles';
import { createTemplateDatabase } from './test-database';

/**
 * Migrates the run's template database once (every test file copies it, see openTestDatabase), and
 * bundles the server and the commands the process tests start (see buildApiBundles).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [{ template, drop }, bundles] = await Promise.all([createTemplateDatabase(), buildApiBundles()]);
  project.provide('templateDatabase', template);
  project.provide('apiBundles', bundles.dir);
  return async () => {
    bundles.drop();
    await drop();
  };
}
