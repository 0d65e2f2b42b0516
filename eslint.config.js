import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true, extraHOCs: ['lazyPage'] }],
    },
  },
  {
    // Shared code serves every feature and depends on none (the signed-in session aside), so a
    // helper one feature grew cannot become another's hidden dependency again.
    files: ['apps/web/src/{components,api,theme}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '!**/features/auth/**'],
              message: 'Shared code must not depend on a feature: move what both need into components/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature reaches another only through that feature's public entry (`features/<x>/public.ts`),
    // so what one feature offers the others is one short, reviewed list.
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../../**', '!../*/public', '../../features/*/*', '!../../features/*/public'],
              message: "Import another feature through its public entry ('../<feature>/public'), and add what you need there.",
            },
          ],
        },
      ],
    },
  },
);
