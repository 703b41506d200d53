import js from '@eslint/js'
import tseslint from 'typescript-eslint'

// STYLE.md's limits. Blank lines and comments do not count: a file or a
// function may explain itself. Tests are not held to them: a describe block
// is one function by construction.
const LIMITS = {
  'max-lines': [
    'error',
    { max: 300, skipBlankLines: true, skipComments: true }
  ],
  'max-lines-per-function': [
    'error',
    { max: 50, skipBlankLines: true, skipComments: true, IIFEs: true }
  ],
  'max-params': ['error', 3]
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.build-*/',
      'node_modules/',
      'coverage/',
      'fixtures/',
      'tmp/',
      'eslint.config.js'
    ]
  },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname
      }
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: {
      // tsconfig.scripts.json type-checks them, undefined names included.
      'no-undef': 'off',
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  { files: ['src/**/*.ts', 'scripts/**/*.mjs'], rules: LIMITS }
)
