import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './test-database';

/** Migrates the run's template database once; every test file copies it (see openTestDatabase). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await createTemplateDatabase();
  project.provide('templateDatabase', template);
  return drop;
}
