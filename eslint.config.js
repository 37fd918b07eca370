// ESLint flat config: type-aware TypeScript rules everywhere, React rules for the app, and the
// hexagon's extra rule that core/ and ports/ touch neither the console nor a browser global.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser globals that are not part of the language itself (Math, Promise, … stay allowed). */
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.builtin));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.data/',
      'test-results/',
      'playwright-report/',
      '.react-router/',
      // Stryker's sandbox (mutated copies of the sources) and its reports (npm run test:mutation).
      '.stryker-tmp/',
      'reports/',
      // Deliberately broken sources that the dependency-rule test feeds to dependency-cruiser.
      'tests/arch/fixtures/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React Router's loaders throw responses (redirect(), data() with a status) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Plain JavaScript (configs, the public service worker and boot loader) is not in a tsconfig.
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'tests/ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Vitest types its asymmetric matchers (expect.any, expect.objectContaining, …) as `any` by design,
    // so placing one inside an expected object is not an unsafe assignment.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['core/**/*.ts', 'ports/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({
          name,
          message: 'core/ and ports/ are framework-free: reach the world through a port (ARCHITECTURE.md).',
        })),
      ],
    },
  },
);
