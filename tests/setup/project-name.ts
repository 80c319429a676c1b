import { beforeEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The vitest project of the test, for scripts/test-floor.mjs (the JSON report names files only). */
    project?: string;
  }
}

beforeEach(({ task }) => {
  task.meta.project = task.file.projectName;
});
