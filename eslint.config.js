import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import architecture from './eslint/architecture.mjs';
import { importCycleConfig } from './eslint/import-cycles.mjs';
import trackerMentions from './eslint/tracker-mentions.mjs';

/** Direct reads of the machine's clock, in JavaScript and in SQL text (the database's own clock). */
export const CLOCK_READS = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Take "now" from the injected clock (deps.clock / ctx.now), not new Date().' },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Take "now" from the injected clock; measure durations with performance.now().' },
  { selector: "CallExpression[callee.name='Date']", message: 'Date() reads the machine clock; take "now" from the injected clock.' },
  {
    selector: 'TemplateElement[value.raw=/\\b(now\\(\\)|current_timestamp|clock_timestamp|statement_timestamp|transaction_timestamp|localtimestamp)/i], Literal[value=/\\b(now\\(\\)|current_timestamp|clock_timestamp|statement_timestamp|transaction_timestamp|localtimestamp)/i]',
    message: 'SQL must not read the database clock; pass the injected "now" as a parameter.',
  },
];

/** The most lines a component file (src/web, .tsx, tests aside) may have: past it, split it by what its parts do. */
export const COMPONENT_MAX_LINES = 250;

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { architecture },
    rules: {
      'architecture/dependency-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  importCycleConfig,
  {
    // The code speaks of the product, never of the tracker: no "issue <number>" in comments or strings.
    plugins: { tracker: trackerMentions },
    rules: { 'tracker/no-tracker-mentions': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Components stay small: a .tsx over COMPONENT_MAX_LINES lines (blank lines and comments count) is split
    // into sub-components, hooks and pure helpers. Tests may be longer.
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: COMPONENT_MAX_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    // One clock: server and domain code take "now" from the injected clock or a `now` argument,
    // never from the machine; durations use performance.now(). Allowed: system-clock.ts, where the one real
    // clock is made (main.ts hands it to the composition root).
    files: ['src/server/**/*.ts', 'src/domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-fixtures.ts', 'src/server/system-clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_READS] },
  },
  {
    // Command-line entry points and tests talk to the terminal.
    files: ['scripts/**', 'bench/**', 'tests/**', 'src/server/db/migrate-cli.ts', 'src/server/main.ts', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
