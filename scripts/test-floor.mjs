// Fails CI when fewer tests passed than the floors in scripts/test-floors.json: a glob that matches
// nothing, a file that no longer loads or a suite skipped by mistake still lets every test that did run
// pass, and only the count shows it. Reads the JSON report of one run:
//   node scripts/test-floor.mjs vitest <report.json> [project…]   (npm test -- --reporter=json …)
//   node scripts/test-floor.mjs playwright <report.json>          (npm run test:e2e -- --reporter=list,json)
// With projects named (a run of `--project server`), only theirs are checked; otherwise every floor.
// Prints one line per project; exit 1 when one is under its floor. Raise a floor when tests are added.
//
// The count must not depend on who runs the tests: tests tagged `as-root` run only as root or in CI
// (vitest.config.ts), so they are left out of their project's count and have a floor of their own,
// checked only where they run.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [runner, reportFile, ...only] = process.argv.slice(2);
if (!['vitest', 'playwright'].includes(runner) || !reportFile) {
  console.error('usage: node scripts/test-floor.mjs vitest|playwright <report.json> [project…]');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const floors = JSON.parse(readFileSync(path.join(root, 'scripts/test-floors.json'), 'utf8'))[runner];
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const asRootRuns = process.getuid?.() === 0 || Boolean(process.env.CI);

/** Passed tests per project, as tests/setup/project-name.ts marked each test that ran. */
function passed() {
  if (runner === 'playwright') return { e2e: report.stats.expected };
  const counts = Object.fromEntries(Object.keys(floors).map((project) => [project, 0]));
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'passed') continue;
      const project = test.tags?.includes('as-root') ? 'as-root' : test.meta?.project;
      if (!(project in counts)) throw new Error(`${test.fullName}: no floor for its project ${project}`);
      counts[project] += 1;
    }
  }
  return counts;
}

const checked = (project) =>
  (only.length === 0 || only.includes(project)) && (project !== 'as-root' || asRootRuns);
let under = 0;
for (const [project, count] of Object.entries(passed())) {
  if (!checked(project)) continue;
  const floor = floors[project];
  const ok = count >= floor;
  if (!ok) under += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${project} tests passed: ${count} ${ok ? '≥' : '<'} floor ${floor}`);
}
process.exit(under ? 1 : 0);
