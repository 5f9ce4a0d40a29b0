// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // The console's generated API types: tests/unit/api-types-fresh.test.ts pins their exact text (4 MB, a
  // tenth of lint's time).
  {
    ignores: ['node_modules/', 'web/dist/', '.data/', 'tests/artifacts/', 'tests/replay/histories/', 'web/src/api/schema.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/services/*', '**/services'], message: 'Nothing imports from services/ (see docs/ARCHITECTURE.md).' }],
        },
      ],
    },
  },
  {
    // The programs around the app (tests, and scripts such as the server build) may use its parts.
    files: ['services/**', 'tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Workflow code is replayed: no clocks, randomness or I/O outside Temporal's APIs.
    files: ['workflows/record-lifecycle/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'pg', 'kysely'], message: 'Workflow code does no I/O.' },
            { group: ['**/db', '**/db/**'], allowTypeImports: true, message: 'Workflows take only types from db/.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: "Use Temporal's deterministic APIs." }],
    },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Migrations are frozen in time and typed against no schema, as Kysely recommends.
    files: ['db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
