import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import layers from './.dependency-cruiser.mjs';

// The layer rule of .dependency-cruiser.mjs (docs/architecture.md), tried on small trees laid out
// like this one: it must refuse a wrong-way import, a circle and a feature with no layer, and let
// a right-way import and a test that composes features through.

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The rules broken by a tree of `files` (path → source). */
async function broken(files: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-layers-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const { output } = await cruise(['apps'], {
    ...layers.options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: layers.forbidden },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const server = 'apps/server/src/features';
const web = 'apps/web/src/features';

describe('the layer rule', () => {
  it('lets a feature import a feature of a lower layer', async () => {
    expect(
      await broken({
        [`${server}/timesheets/week.ts`]: "import { staffOf } from '../staff/staff.repo.ts';\n",
        [`${server}/staff/staff.repo.ts`]: 'export const staffOf = 1;\n',
      }),
    ).toEqual([]);
  });

  it('refuses a wrong-way import, naming the rule and the files', async () => {
    expect(
      await broken({
        [`${server}/users/users.service.ts`]: "import { staffOf } from '../staff/staff.repo.ts';\n",
        [`${server}/staff/staff.repo.ts`]: 'export const staffOf = 1;\n',
      }),
    ).toEqual([
      `server-layers-users: ${server}/users/users.service.ts → ${server}/staff/staff.repo.ts`,
    ]);
  });

  it('refuses an import between two features of one layer, and a type-only one too', async () => {
    expect(
      await broken({
        [`${web}/timeclock/review.tsx`]: "import type { T } from '../timesheets/hooks.ts';\n",
        [`${web}/timesheets/hooks.ts`]: 'export type T = number;\n',
        [`${web}/auth/a.ts`]:
          "import { b } from '../email-verification/b.ts';\nexport const a = b;\n",
        [`${web}/email-verification/b.ts`]: 'export const b = 1;\n',
      }),
    ).toEqual([
      `web-layers-auth: ${web}/auth/a.ts → ${web}/email-verification/b.ts`,
      `web-layers-timeclock: ${web}/timeclock/review.tsx → ${web}/timesheets/hooks.ts`,
    ]);
  });

  it('refuses a feature no layer lists', async () => {
    expect(
      await broken({
        [`${server}/kiosk/kiosk.routes.ts`]:
          "import { a } from '../audit/a.ts';\nexport const k = a;\n",
        [`${server}/audit/a.ts`]: 'export const a = 1;\n',
        [`apps/server/src/app.ts`]:
          "import { k } from './features/kiosk/kiosk.routes.ts';\nexport const x = k;\n",
      }),
    ).toEqual([
      `server-feature-without-layer: apps/server/src/app.ts → ${server}/kiosk/kiosk.routes.ts`,
    ]);
  });

  it('refuses what every feature stands on importing a feature', async () => {
    expect(
      await broken({
        'apps/server/src/lib/helper.ts':
          "import { a } from '../features/audit/a.ts';\nexport const h = a;\n",
        [`${server}/audit/a.ts`]: 'export const a = 1;\n',
      }),
    ).toEqual([
      `platform-imports-no-feature: apps/server/src/lib/helper.ts → ${server}/audit/a.ts`,
    ]);
  });

  it('lets a test render a screen composed of a higher feature', async () => {
    expect(
      await broken({
        [`${web}/subscription/card.test.tsx`]:
          "import { Home } from '../dashboard/home.tsx';\nexport const t = Home;\n",
        [`${web}/dashboard/home.tsx`]: 'export const Home = 1;\n',
      }),
    ).toEqual([]);
  });
});
