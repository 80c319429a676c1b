import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: shared ← server, shared ← web; server and web never import each other. */
const boundary = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

const webRoot = path.resolve(import.meta.dirname, 'src/web');

/**
 * Where a file of the web app sits: `pages`, `feature:<name>`, `components`, `lib` or `app` (the
 * modules at its root that wire everything together). Null outside src/web.
 */
function webZone(file) {
  const relative = path.relative(webRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features' && name) return `feature:${name}`;
  if (top === 'pages' || top === 'components' || top === 'lib') return top;
  return 'app';
}

/** Why `from` may not import `to`, or null when it may: pages → features → components and lib. */
function zoneViolation(from, to) {
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) {
    return `a feature does not import another feature (${from.slice(8)} → ${to.slice(8)}); move what both need to components/ or lib/`;
  }
  if (from.startsWith('feature:') && to === 'pages')
    return 'features do not import pages; pages import features';
  if ((from === 'components' || from === 'lib') && (to === 'pages' || to.startsWith('feature:'))) {
    return `${from}/ does not import ${to === 'pages' ? 'pages' : 'features'}; they build on components/ and lib/`;
  }
  return null;
}

/**
 * The web app's import zones, checked on the resolved path so that `@/…` and relative imports count
 * alike and a new feature folder is covered without editing this file. No plugin: a dozen lines do it.
 */
const importZones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const fromZone = webZone(context.filename);
    if (!fromZone) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@/')) target = path.join(webRoot, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const toZone = webZone(target);
      const message = toZone && zoneViolation(fromZone, toZone);
      if (message) context.report({ node: source, message: `Import zones: ${message}.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
    files: ['src/web/**/*.{ts,tsx}', 'tests/setup/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { sos: { rules: { 'import-zones': importZones } } },
    rules: { 'sos/import-zones': 'error' },
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
