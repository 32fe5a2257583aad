// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vh from './eslint-rules/no-literal-words.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // The web app's layers: lib/ and testing/ stand under app/ and features/ and never import them
    // (apps/web/src/architecture.test.ts also checks lib/ for import cycles).
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/features/*'],
              message: 'lib/ and testing/ must not depend on app/ or features/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Words a person reads come from the catalogue. The embedded auth and billing stand-ins keep
    // their providers' wire wording; tests, benches and e2e are outside the rule.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/server/src/**/*.ts',
      'packages/contracts/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'packages/contracts/src/catalogue/**'],
    plugins: { vh },
    rules: { 'vh/no-literal-words': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
