import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/** Web folders whose visible texts all come from message catalogues (docs/i18n.md); the rest follow one by one. */
/**
 * Where visible text must come from a message catalogue: every component of the console (every
 * folder of apps/web/src, and the files at its root), so a new folder cannot slip out of the check.
 */
const TRANSLATED_FILES = ['apps/web/src/**/*.tsx'];
/** Props whose text is shown or read aloud. */
const TEXT_PROPS = '/^(label|title|placeholder|aria-label|helperText|alt|tooltip|headerName|description|emptyText)$/';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '**/drizzle/meta/**', 'apps/api/.test-bundles-*/**', 'apps/api/.openapi/**'] },
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
    // CommonJS configuration files (the layer checks') load their shared part with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true, extraHOCs: ['lazyPage', 'entityDialog'] }],
    },
  },
  {
    // Shared code serves every feature and depends on none, so a helper one feature grew cannot
    // become another's hidden dependency again (the layer check holds app/ and i18n/ to the same).
    files: ['apps/web/src/{components,api,theme}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**'],
              message: 'Shared code must not depend on a feature: move what both need into components/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature reaches another only through that feature's public entry (`features/<x>/public.ts`),
    // so what one feature offers the others is one short, reviewed list. (The layer check,
    // apps/web/.dependency-cruiser.cjs, holds the layout and the pages to the same entry.)
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
  {
    // The same for the files of a feature's subfolders (features/<x>/<folder>/…): two levels up is another feature.
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!public$)',
              message: "Import another feature through its public entry ('../../<feature>/public'), and add what you need there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every visible text comes from a message catalogue (docs/i18n.md), so it shows in the admin's language.
    files: TRANSLATED_FILES,
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u0900-\\u097F]/]',
          message: 'Visible text must come from the area\'s message catalogue: t(\'key\') (docs/i18n.md).',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=/[A-Za-z\\u0900-\\u097F]/]`,
          message: 'This prop is shown or read aloud: take its text from the message catalogue (docs/i18n.md).',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z\\u0900-\\u097F]/], TemplateLiteral[quasis.length>0] > TemplateElement[value.raw=/[A-Za-z\\u0900-\\u097F]/])`,
          message: 'This prop is shown or read aloud: take its text from the message catalogue (docs/i18n.md).',
        },
      ],
    },
  },
);
