import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: shared ← server, shared ← web; server and web never import each other. */
const boundary = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default defineConfig(
  { ignores: ['dist/', 'data/', 'coverage/', 'db/migrations/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: boundary('The web app talks to the server over HTTP only.', '**/server', '**/server/**'),
  },
  {
    files: ['src/server/**'],
    rules: boundary('The server does not import the web app.', '**/web', '**/web/**'),
  },
  {
    files: ['src/shared/**'],
    rules: boundary(
      'src/shared is pure: it imports nothing of the server, the web app or Node.',
      '**/server',
      '**/server/**',
      '**/web',
      '**/web/**',
      'node:*',
    ),
  },
);
