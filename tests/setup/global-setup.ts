import type { TestProject } from 'vitest/node';
import { createTemplate } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/** Migrates the template database once for the whole run (see databases.ts). */
export default async function setup(project: TestProject) {
  const { template, drop } = await createTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return drop;
}
