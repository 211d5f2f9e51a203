// No import cycles between files (import-x/no-cycle), across src, tests and benchmarks. Imports are
// resolved like the TypeScript "bundler" resolution this project uses: extensionless relative paths
// to .ts/.tsx files and folder indexes. Type-only imports are not cycles (they vanish at runtime).
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export const IMPORT_CYCLE_SETTINGS = {
  'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
};

export const importCycleConfig = {
  files: ['**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: IMPORT_CYCLE_SETTINGS,
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};
