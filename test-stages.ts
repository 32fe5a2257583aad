// `npm test`: the build, the unit and API suites, then the end-to-end journeys, each timed. The
// first stage that fails ends the run with its exit code. With STAGE_TIMES_FILE set (CI sets it),
// each stage's time is also appended there as "name<TAB>seconds" for CI's summary table.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const stages = [
  ['build', 'build'],
  ['unit and API (Vitest)', 'test:unit'],
  ['end-to-end (Playwright)', 'test:e2e'],
] as const;

const times: [string, number][] = [];
let failed = 0;
for (const [name, script] of stages) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  times.push([name, seconds]);
  if (process.env.STAGE_TIMES_FILE) {
    appendFileSync(process.env.STAGE_TIMES_FILE, `${name}\t${seconds.toFixed(1)}\n`);
  }
  if (run.status !== 0) {
    failed = run.status ?? 1;
    break;
  }
}

console.log('\nnpm test, by stage:');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(26)} ${seconds.toFixed(1)} s`);
process.exitCode = failed;
