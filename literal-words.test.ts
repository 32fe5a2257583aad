import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import vh from './eslint-rules/no-literal-words.js';

// The rule that keeps words in the catalogue (eslint-rules/no-literal-words.js): it must fail on a
// planted literal of each kind, pass the catalogue's way of saying the same, and be switched on for
// the product's code (and off for tests and the providers' stand-ins).

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.tsx', '**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { vh },
    rules: { 'vh/no-literal-words': 'error' },
  },
];
const problems = (code: string) =>
  linter.verify(code, config, 'planted.tsx').map((m) => m.message.split(' ')[0] + ' ' + m.line);

describe('no literal words', () => {
  it('fails on a planted literal in JSX text, an attribute, a toast and an error', () => {
    expect(problems('const a = <p>Clock in</p>;')).toHaveLength(1);
    expect(problems('const a = <Button aria-label="Close">×</Button>;')).toHaveLength(1);
    expect(problems("const a = <TextInput label={'Name'} />;")).toHaveLength(1);
    expect(problems("const a = <p>{ok ? 'Saved' : t('x.y')}</p>;")).toHaveLength(1);
    expect(problems("notifications.show({ title: 'Saved', message: t('x.y') });")).toHaveLength(1);
    expect(problems("throw new AppError(ErrorCode.CONFLICT, 'The week is locked');")).toHaveLength(
      1,
    );
    expect(problems('throw new AppError(ErrorCode.CONFLICT, `Week ${w} is locked`);')).toHaveLength(
      1,
    );
    expect(problems("throw notFound('No such centre');")).toHaveLength(1);
    expect(problems("throw invalidField('ended_at', 'Too late');")).toHaveLength(1);
  });

  it('passes words read from the catalogue, keys, and symbols', () => {
    expect(problems("const a = <p>{t('timeclock.clockTitle')} · —</p>;")).toEqual([]);
    expect(
      problems('const a = <Button aria-label={t(\'common.actions.close\')} variant="light" />;'),
    ).toEqual([]);
    expect(
      problems("throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.weekLocked');"),
    ).toEqual([]);
    expect(
      problems(
        "notifications.show({ title: t('spec.toasts.staffSaveErrorTitle'), color: 'red' });",
      ),
    ).toEqual([]);
  });

  it('is on for the product’s code, and off for tests, the stand-ins and the catalogue', async () => {
    const eslint = new ESLint({ cwd: import.meta.dirname });
    const level = async (file: string) =>
      ((await eslint.calculateConfigForFile(file)) as Linter.Config).rules?.['vh/no-literal-words'];
    for (const file of [
      'apps/web/src/features/timeclock/components/clock-card.tsx',
      'apps/server/src/features/timeclock/timeclock.service.ts',
      'packages/contracts/src/businesses.ts',
    ]) {
      expect(await level(file), file).toEqual([2]);
    }
    for (const file of [
      'apps/web/src/features/timeclock/whos-in-board.test.tsx',
      'packages/auth-server/src/http.ts',
      'packages/billing-sandbox/src/app.ts',
      'packages/contracts/src/catalogue/en/spec.ts',
      'e2e/journeys.spec.ts',
    ]) {
      expect(await level(file), file).toBeUndefined();
    }
  });
});
