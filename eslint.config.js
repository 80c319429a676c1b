import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
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

const serverRoot = path.resolve(import.meta.dirname, 'src/server');

/** Folders of src/server that every module builds on, each with why it is not a module of its own. */
export const serverInfrastructure = {
  db: 'the schema, the connection and the SQL helpers every module writes with',
  http: 'contract routes, request bodies and the error answer',
  auth: 'requireUser and the Caller every module starts from',
  mail: 'outbound mail: a service, like the database, with no product of its own',
  'rate-limits': 'the counters any endpoint may consume',
};

/** The server's root files a module may import: what the app's wiring hands every module. */
const serverRootFiles = ['context', 'domain-error', 'env', 'logger'];

/**
 * The declared sideways imports: a module ('*' for any) that may import one file of another, and why.
 * Anything else crossing modules is a lint error: move what both need to db/, http/ or src/shared.
 */
export const serverCrossings = [
  ['*', 'notifications/notify', 'the one door through which a module notifies someone'],
  [
    '*',
    'integrations/company-events',
    "the one door through which a module tells the company's integrations, in its transaction",
  ],
  ['insights', 'culture/metrics', "insights is the one reader of other modules' tables"],
  ['insights', 'wellbeing/anonymity', 'the stress figures apply the anonymity rules the seal applies'],
  ['wellbeing', 'figures-worker', "the seal's thread: a root file, built beside main.js"],
  ['goals', 'culture/celebrations', "closing a goal celebrates it on culture's feed, in its transaction"],
  ['account', 'people/people', 'deleting an account leaves the company first, as leaving does'],
  ['account', 'wellbeing/mood', "the export carries a person's moods"],
  ['companies', 'wellbeing/open-period', "a new company's first pulse period opens with it"],
  ['join-requests', 'wellbeing/open-period', 'a person approved while a pulse is open is told of it'],
  ['people', 'teams/teams', 'leaving a company leaves every team; the directory shows them'],
  ['people', 'communication/one-on-ones', "leaving a company ends the person's 1:1s there"],
  ['people', 'communication/styles', "a person's profile shows their communication style"],
  ['account', 'communication/review-results', 'the export carries the 360s about a person as shown to them'],
  ['account', 'communication/styles', "the export carries a person's communication style"],
  ['people', 'communication/feedback', 'a lead who leaves a company stops reading its feedback'],
  ['communication', 'goals/read', "a goal's 1:1 action items are shown to whoever may see the goal"],
  ['me', 'goals/health', "the dashboard's summary counts goals by their health"],
  ['notifications', 'goals/health', 'check-in reminders find the goals waiting for one'],
  ['execution', 'goals/health', "Today's pull picker offers the goals waiting for a check-in"],
  ['execution', 'goals/read', "a pulled key result shows its goal's title only to whoever may see the goal"],
  [
    'execution',
    'communication/schedule',
    "Today's day and a standup's digest moment are the company's local day and time, as a 1:1's are",
  ],
  [
    'focus',
    'communication/schedule',
    "a company's local day and the moment of a local time, as 1:1s count them",
  ],
  ['learning', 'goals/read', 'a growth item links a goal its person may see, shown to a lead who may see it'],
  [
    'learning',
    'communication/agenda',
    "a growth item goes onto a 1:1's next agenda as a point, the way the agenda adds one",
  ],
  ['execution', 'learning/tips', "Today shows this week's tip for the person's growth plan"],
  ['me', 'learning/tips', "the dashboard's one statement embeds this week's tip"],
  [
    'purpose',
    'goals/tree',
    'the purpose map draws the goals as the alignment tree reads them, bound and all',
  ],
  [
    'purpose',
    'goals/read',
    "the contribution log leaves out check-ins and goals the reader may not read, by the goals' own rule",
  ],
  [
    'documents',
    'goals/read',
    "a strategy pillar's and a decision record's goals are shown by the goals' own reading rule",
  ],
  [
    'collaboration',
    'communication/schedule',
    "a round of connections starts on the company's local Monday, as a 1:1's day is counted",
  ],
  [
    'companion',
    'goals/health',
    "a quiet goal and an off-track key result are read by the goals' own schedule",
  ],
  ['me', 'companion/nudges', "the dashboard's one statement embeds the day's nudges"],
  [
    'integrations',
    'culture/kudos',
    "Slack's /kudos command gives kudos as the web's composer does: the same rules and daily limit",
  ],
  [
    'integrations',
    'communication/schedule',
    "the weekly digest goes on the company's local Monday at 09:00, as a 1:1's moment is counted",
  ],
  [
    'integrations',
    'wellbeing/periods',
    "the weekly digest says whether the pulse opens this week, by the pulse's own calendar",
  ],
  [
    'companion',
    'goals/read',
    "a check-in draft reads only a goal the person may see, by the goals' own rule",
  ],
  [
    'companion',
    'goals/goals',
    "a check-in draft is for whoever may check in on the goal, by the goals' rule",
  ],
  [
    'collaboration',
    'learning/journal',
    "help suggestions match kudos' words case and accents aside, as the journal's search folds them",
  ],
];

/**
 * Where a file of the server sits: its zone (`module`, `infra` or `root`, a file at src/server's root
 * such as the app's wiring), its folder or root file's name, and its path in the folder; null outside
 * src/server. Root files and tests are not checked: the wiring mounts every module's routes, and a
 * test sets up a whole world through several modules.
 */
function serverPlace(filename) {
  const relative = path.relative(serverRoot, filename);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length === 1) return { zone: 'root', name: parts[0].replace(/\.(ts|js)$/, '') };
  const [folder, ...rest] = parts;
  const file = rest.join('/').replace(/\.(ts|js)$/, '');
  return { zone: folder in serverInfrastructure ? 'infra' : 'module', name: folder, file };
}

/** Why a file of a module or of the infrastructure may not import `to`, or null when it may. */
function serverViolation(from, to) {
  if (to.zone === 'infra' || (to.zone === 'module' && to.name === from.name)) return null;
  if (to.zone === 'root' && serverRootFiles.includes(to.name)) return null;
  const target = to.zone === 'root' ? to.name : `${to.name}/${to.file}`;
  if (from.zone === 'infra') return `${from.name}/ serves every module and imports none (${target})`;
  const declared = serverCrossings.some(
    ([module, file]) => (module === '*' || module === from.name) && file === target,
  );
  if (declared) return null;
  const infrastructure = Object.keys(serverInfrastructure).join('/, ');
  return `the ${from.name} module does not import ${target}; a module imports ${infrastructure}/, its own folder, src/shared and the declared crossings`;
}

/** The server's import zones, as the web's: on the resolved path, for every module folder to come. */
const serverImportZones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = serverPlace(context.filename);
    if (!from || from.zone === 'root' || /\.test\.ts$/.test(context.filename)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = serverPlace(path.resolve(path.dirname(context.filename), source.value));
      const message = to && serverViolation(from, to);
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

/**
 * The tables the companion's context builders may read (decision 044, docs/privacy.md §24), each with
 * why a model may be told of it: rows the asking person may open themselves. Moods, pulse answers, private
 * 1:1 notes, the journal, feedback and 360 answers are not here, and so not reachable from there.
 */
export const companionContextTables = {
  goals: "the person's own goals (their owner reads them)",
  keyResults: "their own goals' key results",
  oneOnOnes: "the person's 1:1s, to find the other person and the next meeting (level 2)",
  oneOnOneMeetings: 'when the next meeting of their 1:1 is',
  agendaPoints: "a 1:1's shared agenda, which both people read (level 2)",
  actionItems: "a 1:1's open action items, which both people read (level 2)",
  growthItems: "the person's own growth plan",
  kudos: 'kudos the person received: company-visible (level 4)',
  kudosRecipients: 'who kudos went to',
  profiles: "colleagues' names, which the whole company reads",
  checkIns: "a goal's check-ins, which its readers read (a check-in draft reads its own goal's)",
  teamMembers: 'who belongs to which team, which the whole company reads (the teams two people share)',
};

/** A file of the companion's context builders, whose imports the rule below holds to the allowlist. */
const companionContext = path.resolve(import.meta.dirname, 'src/server/companion/context');
const dbSchema = path.resolve(import.meta.dirname, 'src/server/db/schema');

/**
 * The companion's context reads only allowlisted tables: from db/schema it imports those names alone,
 * and never drizzle's `sql` tag, with which a raw statement could name any table (decision 044).
 */
const companionContextReads = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (!context.filename.startsWith(companionContext + path.sep) || /\.test\.ts$/.test(context.filename))
      return {};
    return {
      ImportDeclaration(node) {
        const specifier = node.source.value;
        if (typeof specifier !== 'string') return;
        const named = node.specifiers.map((s) => (s.type === 'ImportSpecifier' ? s.imported.name : '*'));
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          if (named.includes('sql') || named.includes('*'))
            context.report({
              node,
              message:
                "Companion context: no `sql` tag here; read the allowlisted tables with drizzle's query builder.",
            });
          return;
        }
        if (!specifier.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), specifier);
        if (target !== dbSchema && !target.startsWith(dbSchema + path.sep)) return;
        for (const name of named) {
          if (node.importKind === 'type' || name in companionContextTables) continue;
          context.report({
            node,
            message: `Companion context: ${name} is not a table the companion may read (companionContextTables in eslint.config.js).`,
          });
        }
      },
    };
  },
};

/** Refuses `vi.mock`, `vi.doMock` and `vi.hoisted` in `files`, with `message`. */
function noModuleMocks(files, message) {
  return {
    files,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'hoisted'].map((property) => ({ object: 'vi', property, message })),
      ],
    },
  };
}

export default defineConfig(
  { ignores: ['dist/', 'data/', 'coverage/', 'db/migrations/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    // One order for imports and exports, fixed by `eslint --fix`, so that moving a helper never leaves
    // a list to sort by hand: side effects, node:, packages, aliases, then relative, with no blank lines.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^', '^\\.']] }],
      'simple-import-sort/exports': 'error',
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
    files: ['src/server/**/*.ts'],
    plugins: {
      sos: {
        rules: { 'server-import-zones': serverImportZones, 'companion-context-reads': companionContextReads },
      },
    },
    rules: { 'sos/server-import-zones': 'error', 'sos/companion-context-reads': 'error' },
  },
  // The server and web projects' files share their modules (vitest.config.ts, isolate: false;
  // decisions 039 and 043): a module mocked in one would stay mocked, or not be, in the next file of the
  // same worker.
  noModuleMocks(
    ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
    'The server tests share their modules: pass a test value in (see company-code.ts) instead.',
  ),
  {
    ...noModuleMocks(
      ['src/web/**/*.test.{ts,tsx}'],
      'The web tests share their modules: a file that must mock one goes in vitest.config.ts webIsolated.',
    ),
    ignores: ['src/web/components/page-error.test.tsx'],
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
