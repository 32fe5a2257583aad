import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// After the usual report: each project's files, tests and time, and every file over the slow
// threshold, so a change that makes the loop slower is seen where it happens.

const SLOW_FILE_SECONDS = 10;

/** A file's own time: its environment, setup, import and tests (projects run side by side). */
function seconds(module: TestModule): number {
  const d = module.diagnostic();
  return (
    (d.environmentSetupDuration +
      d.prepareDuration +
      d.setupDuration +
      d.collectDuration +
      d.duration) /
    1000
  );
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const projects = new Map<string, { files: number; tests: number; seconds: number }>();
    for (const module of modules) {
      const row = projects.get(module.project.name) ?? { files: 0, tests: 0, seconds: 0 };
      row.files += 1;
      row.tests += [...module.children.allTests()].length;
      row.seconds += seconds(module);
      projects.set(module.project.name, row);
    }
    const lines = [
      '',
      'Vitest, by project (files run side by side, so times add up to more than the wall clock):',
    ];
    for (const [name, row] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `  ${name.padEnd(22)} ${String(row.files).padStart(4)} files ${String(row.tests).padStart(5)} tests ${row.seconds.toFixed(1).padStart(7)} s`,
      );
    }
    const slow = modules
      .map((module) => ({ module, seconds: seconds(module) }))
      .filter((row) => row.seconds > SLOW_FILE_SECONDS)
      .sort((a, b) => b.seconds - a.seconds);
    lines.push(`Files over ${SLOW_FILE_SECONDS} s: ${slow.length}`);
    for (const { module, seconds: s } of slow) {
      const file = path.relative(process.cwd(), module.moduleId);
      lines.push(`  ${s.toFixed(1).padStart(6)} s  ${module.project.name.padEnd(22)} ${file}`);
    }
    console.log(lines.join('\n'));
  }
}
