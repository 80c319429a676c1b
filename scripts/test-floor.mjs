// Fails CI when fewer tests ran than the floors in scripts/test-floors.json: a glob that matches
// nothing, a file that no longer loads or a suite skipped by mistake still lets every test that did run
// pass, and only the count shows it. Reads the JSON report of one run:
//   node scripts/test-floor.mjs vitest <report.json>       (npm test -- --reporter=json …)
//   node scripts/test-floor.mjs playwright <report.json>   (npm run test:e2e -- --reporter=list,json)
// Prints one line per project; exit 1 when one is under its floor. Raise a floor when tests are added.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [runner, reportFile] = process.argv.slice(2);
if (!['vitest', 'playwright'].includes(runner) || !reportFile) {
  console.error('usage: node scripts/test-floor.mjs vitest|playwright <report.json>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const floors = JSON.parse(readFileSync(path.join(root, 'scripts/test-floors.json'), 'utf8'))[runner];
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

/** Passed tests per project. Vitest's report names files, not projects: the web project is src/web. */
function passed() {
  if (runner === 'playwright') return { e2e: report.stats.expected };
  const counts = { server: 0, web: 0 };
  for (const file of report.testResults) {
    const project = path.relative(root, file.name).startsWith(`src${path.sep}web${path.sep}`)
      ? 'web'
      : 'server';
    counts[project] += file.assertionResults.filter((test) => test.status === 'passed').length;
  }
  return counts;
}

let under = 0;
for (const [project, count] of Object.entries(passed())) {
  const floor = floors[project];
  const ok = count >= floor;
  if (!ok) under += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${project} tests passed: ${count} ${ok ? '≥' : '<'} floor ${floor}`);
}
process.exit(under ? 1 : 0);
