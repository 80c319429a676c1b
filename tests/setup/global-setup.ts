import type { TestProject } from 'vitest/node';
import { createTemplate, startTestServer } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the run's databases. */
    databaseServer: string;
    databaseTemplate: string;
  }
}

/** Starts the run's database server and migrates the template database once (see databases.ts). */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  try {
    const { template, drop } = await createTemplate(server.serverUrl);
    project.provide('databaseServer', server.serverUrl);
    project.provide('databaseTemplate', template);
    return async () => {
      try {
        await drop();
      } finally {
        await server.stop();
      }
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
