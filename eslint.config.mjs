// ESLint (typescript-eslint) with the rules the code follows; formatting is Prettier's (.prettierrc.json).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', '**/dist/', 'data/', '.engines/', 'coverage/', 'test-artifacts/', 'scripts/opensearch/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A name starting with _ is unused on purpose (an Express error handler's next, a field left out by
      // destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Plain CommonJS run by Node as is: the CLI's launcher, jest's config, the search threads' worker.
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests read untyped JSON (responses, the OpenAPI document) freely.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
