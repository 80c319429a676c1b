import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { NONCE_PLACEHOLDER } from './src/shared/csp-nonce.ts';
import type * as AppPages from './src/web/app-pages';

/**
 * Writes .vite/routes.json beside the manifest: for each path of the app (src/web/app-pages.ts), the
 * manifest keys of the code it loads, outermost first. The server reads both to name a page's chunks
 * in its HTML (src/server/spa.ts), so the browser fetches them alongside the entry instead of one after
 * another (decision 009). `/` is left out: its prerendered page names no module (decision 011).
 * Code without a chunk of its own fails the build: its path would go unpreloaded.
 */
function routeModulesFile(): Plugin {
  let root = '';
  return {
    name: 'sos:route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(options, bundle) {
      // The prerender build inlines every page into one file: nothing to preload there.
      if (options.codeSplitting === false) return;
      // The page list is plain TypeScript of the app: loaded the way Vite loads app code.
      const { module: pages } = await runnerImport<typeof AppPages>(path.join(root, 'app-pages.ts'), {
        configFile: false,
        logLevel: 'error',
      });
      const chunked = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId && !chunk.isEntry) {
          chunked.add(path.relative(root, chunk.facadeModuleId));
        }
      }
      const routes: Record<string, string[]> = {};
      for (const [route, codes] of pages.codeByPath()) {
        for (const { file } of codes) {
          if (!chunked.has(file)) this.error(`${route}: ${file} has no chunk of its own to preload`);
        }
        if (route !== '/') routes[route] = codes.map(({ file }) => file);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: JSON.stringify(routes, null, 2),
      });
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle: the chunk the browser enters first then
 * runs before the one it imports has defined what it uses at load (an icon, a schema), and the page
 * breaks in the build alone (a group below that captures a module whose own imports stay in a page's
 * chunk does that: capture them too).
 */
function noChunkCycles(): Plugin {
  return {
    name: 'sos:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      }
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        const at = path.indexOf(file);
        if (at >= 0) this.error(`chunks import each other: ${[...path.slice(at), file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/** index.html's <meta> that hands the app the style nonce the server writes into each response. */
function styleNonceMeta(): Plugin {
  return {
    name: 'sos:style-nonce-meta',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'csp-nonce', content: NONCE_PLACEHOLDER.style }, injectTo: 'head' },
    ],
  };
}

/**
 * The rules of the forms a module's page shows before a click, which load apart from the page
 * (decision 051): each in a chunk of its own, named by its capture. (The dialogs loaded when opened
 * need no group: each is a dynamic import's own chunk.)
 */
const loadedApart =
  /src[\\/]shared[\\/]((?:goal|culture|wellbeing|today|help|career|growth|library|journal|values-in-practice|companion|purpose|strategy|value|communication|style)-rules)\.ts$/;

/** The web app lives in src/web and builds into dist/web, which the server serves. */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), styleNonceMeta(), routeModulesFile(), noChunkCycles()],
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: what each page loads, read by the server (preload links),
    // scripts/budget.mjs and the bench.
    manifest: true,
    // The browsers SOS supports preload modules themselves; one without only fetches them later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Left to itself the bundler makes a chunk for every set of pages that share a module: twenty
        // files for /auth, each a round trip on a slow network. Instead (decision 009):
        // - React alone, and the entry's own imports with it (a visitor's landing runs no script);
        // - zod and the account forms' rules for the pages with forms before a click (/auth, settings);
        // - what only the signed-in pages share (below), which /auth never loads;
        // - everything else that two or more chunks use, in one chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'entry', tags: ['$initial'], priority: 2 },
            {
              // The forms' rules that a module's page loads when idle (decision 051): a chunk of each's
              // own, so that no page loads zod before its data; above the modules' groups below, which
              // would keep them with the words a page needs first.
              name: (id) => loadedApart.exec(id)?.[1] ?? null,
              debugName: 'loaded-apart',
              priority: 4,
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]schemas\./,
              priority: 1,
              // Not the modules these import (toasts, messages): every page uses those.
              includeDependenciesRecursively: false,
            },
            {
              // A form's check (validateForm, its first message, the lazy rules' loader): the pages
              // with a form before a click share it; /dashboard has none.
              name: 'form-check',
              test: /src[\\/](web[\\/]lib[\\/]validate-form|shared[\\/]first-message)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // What the two teams pages share, with the teams' form rules, which need the forms chunk:
              // kept apart so that the dashboard's chunks never need zod.
              name: 'teams',
              test: /src[\\/](web[\\/]features[\\/]teams[\\/](api[\\/]|team-form-dialog|teams-texts)|shared[\\/]team-(rules|messages)\.)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The directory's words, which /people and a person's profile share: kept out of the
              // member chunk, which every signed-in page loads.
              name: 'directory',
              test: /src[\\/]web[\\/]features[\\/]people[\\/]people-texts\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The goals' pages' shared code (the goal form, its rules, the cards' parts) and the goals'
              // messages, which the API's error table imports too: kept apart for the same reason.
              name: 'goals',
              test: /src[\\/](web[\\/]features[\\/]goals[\\/](api[\\/]|goal-dialogs|goal-period|goal-progress-bar|health-badge|goals-texts|empty-goals)|shared[\\/]goal-(rules|messages|progress)\.)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The companion's streamed answers (decision 046): the 1:1 brief, the drafts and Ask the
              // Surfer share them; out of the chunk every page loads. The events' reader loads on use.
              name: 'companion-model',
              test: /src[\\/]web[\\/]components[\\/]companion[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // A goal's check-in dialog, which the goal's page and Today (a ticked key result) open:
              // out of the member chunk, which it would tie to the goals chunk both ways.
              name: 'goal-check-in',
              test: /src[\\/]web[\\/]features[\\/]goals[\\/](goal-check-in|key-result-format|goal-page-texts)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Recognition's hooks and texts, a person's name and a post's time, with the kudos' limits:
              // what a person's page can share with /culture. The composer and its rules (zod) stay in
              // /culture's own chunk.
              name: 'culture',
              test: /src[\\/](web[\\/]features[\\/]culture[\\/](api[\\/]|culture-texts|person-name|post-time)|shared[\\/]culture-messages\.)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The people picker, which recognition's and feedback's forms share: a chunk of its own,
              // out of the chunk every page shares (it reads the directory, which the member chunk
              // holds: from there, the two chunks would import each other).
              name: 'people-picker',
              test: /src[\\/]web[\\/]components[\\/]people-picker\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Well-being's constants and messages, which the API's error table imports too: kept out of
              // the chunk every page loads. Its rules (zod) apart, for /wellbeing and Company Settings, so
              // that a page reading only the constants needs no forms chunk.
              name: 'wellbeing',
              test: /src[\\/]shared[\\/]wellbeing-messages\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Feedback's and the 360s' constants and messages, which the API's error table imports too:
              // kept out of the chunk every page loads, as well-being's.
              name: 'feedback-messages',
              test: /src[\\/]shared[\\/](feedback|review)-messages\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Today's words and rules (decision 038): the Execution page's, out of the chunk every
              // page loads, as feedback's.
              name: 'today',
              test: /src[\\/]shared[\\/](today-(messages|rules)|contract[\\/]today)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // What several of Learning & Growth's tabs share (its API calls, its words): a chunk of the
              // module's own, out of the member chunk that every signed-in page loads.
              name: 'learning',
              test: /src[\\/]web[\\/]features[\\/]learning[\\/]/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The same for Purpose & Alignment's tabs.
              name: 'purpose',
              test: /src[\\/]web[\\/]features[\\/]purpose[\\/]/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The same for Strategic Thinking's tabs (their API calls and words).
              name: 'strategy',
              test: /src[\\/]web[\\/]features[\\/]strategy[\\/]/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The same for Crafting Value Propositions' tabs (their API calls, words and shared parts).
              name: 'value',
              test: /src[\\/]web[\\/]features[\\/]value[\\/]/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Crafting Value Propositions' words and rules (decision 041, slice 2), read by its three tabs.
              name: 'value-rules',
              test: /src[\\/]shared[\\/](value-(rules|messages)|contract[\\/]value)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Strategic Thinking's words and rules (decision 041), read by both its tabs.
              name: 'strategy-rules',
              test: /src[\\/]shared[\\/](strategy-(rules|messages)|contract[\\/]strategy)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The same for Collaboration & Connection's tabs (their API calls and words).
              name: 'collaboration',
              test: /src[\\/]web[\\/]features[\\/]collaboration[\\/]/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Connections' words and rules (decision 041), read by its two tabs.
              name: 'connections-rules',
              test: /src[\\/]shared[\\/](connections-(rules|messages)|contract[\\/]connections)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Ask for help's and rituals' words and rules (decision 041, slice 3): the /collaboration
              // tabs, the Learning page's skills card and the team page read them.
              name: 'collaboration-rules',
              test: /src[\\/]shared[\\/]((help|rituals)-(rules|messages)|collaboration-messages|contract[\\/](help|rituals))\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The tabbed module page (Execution, Learning, Purpose): it draws the forms chunk's tabs, so
              // it stays out of the chunk below, which the forms chunk imports.
              name: 'tabbed-module',
              test: /src[\\/]web[\\/]components[\\/]tabbed-module\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Learning & Growth's and Purpose & Alignment's words and rules (decision 040): several of
              // their tabs, Today and the dashboard read them; in the chunk every page loads they would
              // import the forms chunk that imports that chunk back.
              name: 'learning-purpose',
              test: /src[\\/]shared[\\/](((career|growth|library|journal|learning|purpose|values-in-practice)-(rules|messages))|contract[\\/](career|growth|library|journal|purpose|values-in-practice))\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'wellbeing-rules',
              test: /src[\\/]shared[\\/]wellbeing-rules\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The charts, hooks and words /stress and /analytics share: their own chunk, out of the
              // member chunk that every signed-in page loads.
              name: 'insights',
              test: /src[\\/]web[\\/]features[\\/]insights[\\/](api[\\/]|charts[\\/]|insights-texts|empty-state)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The charts' marks, which /wellbeing's chart draws too: apart, so that /wellbeing does not
              // load the insights' charts (issue 36).
              name: 'chart-marks',
              test: /src[\\/]web[\\/]components[\\/]chart-marks\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The calendar link's card, on the 1:1s tab and on Account, with its icon: a chunk of its own,
              // which neither page's chunk imports back.
              name: 'calendar-feed',
              test: /src[\\/]web[\\/]components[\\/]calendar-feed[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]calendar-sync\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // What Communication & Feedback's page and its 1:1s (the tab, a 1:1's page) share, with their
              // messages: a chunk of their own, out of the member chunk, which the dashboard loads. Their
              // rules load apart (loadedApart); the Feedback and Reviews tabs load when opened.
              name: 'communication',
              // The icons only these pages draw too: left to the pages' own chunks, which import this one,
              // they would be imported back from here (noChunkCycles fails the build, naming the chunks).
              test: /src[\\/](web[\\/]features[\\/]communication[\\/](communication|one-on-ones[\\/](?!set-up-dialog))|shared[\\/]communication-messages\.)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-down|chevron-up|circle|messages-square|notebook-pen)\./,
              priority: 2,
              // Only what two of them share: what one page alone uses (a 1:1's agenda, its notes) stays in
              // its chunk, so that /communication does not load a 1:1's page (issue 36).
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The communication style, which a profile and a 1:1's page show, with its form's rules: out
              // of the member chunk for the same reason.
              name: 'communication-style',
              test: /src[\\/](web[\\/]features[\\/]communication[\\/]style[\\/]|shared[\\/]style-rules\.)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The parts of the modules' dialog forms (their check, failure and buttons): out of the
              // forms chunk, which /auth loads without any dialog.
              name: 'dialog-form',
              test: /src[\\/]web[\\/]components[\\/]ui[\\/]dialog-form\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Every document's history and conflict notice (decision 041), which Strategic Thinking and
              // Value Propositions share (with the history's icon, which would otherwise stay with a page
              // that imports this chunk): out of the member chunk, which /dashboard loads without them.
              name: 'documents',
              test: /src[\\/]web[\\/]components[\\/]documents[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]rotate-ccw-clock\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The companion's nudges (decision 044): its page and the dashboard's card, which loads
              // only for a person with a nudge; out of the chunks /auth and /dashboard load.
              name: 'nudges',
              test: /src[\\/](web[\\/]components[\\/]nudges[\\/]|shared[\\/](companion-(rules|messages)|contract[\\/]companion)\.)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The company's mission card, which the purpose map and the strategy page share: out of
              // the member chunk, which /dashboard loads without it.
              name: 'mission-card',
              test: /src[\\/]web[\\/]components[\\/]mission-card\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The 1-to-5 scale that well-being's and the 360s' forms share: out of the chunk every page,
              // /auth included, loads.
              name: 'scale-field',
              test: /src[\\/]web[\\/]components[\\/]scale-field\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Single sign-on on the web (decision 047): the sign-in form's button and the reasons a
              // refused sign-in comes back with, each loaded when needed, and the hand-off page; their
              // words with them, out of the chunk /auth loads.
              name: 'sso',
              test: /src[\\/](web[\\/]features[\\/]auth[\\/](sso-|api[\\/](lookup-sso|start-sso|sign-in-with-sso)\.)|shared[\\/]sso-messages\.)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Radix's tooltip (the collapsed sidebar's) with its popper and floating-ui: a chunk of their
              // own, loaded when the sidebar collapses, out of the member chunk that every signed-in page
              // loads before its data (issue 36).
              name: 'tooltip',
              test: /node_modules[\\/](@radix-ui[\\/]react-(popper|tooltip|arrow|use-rect|use-size)|@floating-ui)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]tooltip\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Radix's parts for what opens, closes and is chosen (the ordered collection of items, the
              // presence that animates in and out, the controlled state, the ids) and the tabs built on
              // them, which most pages draw before their data (and which need no zod): the overlays and
              // the toaster share the parts; a page that draws none never needs them.
              name: 'collection',
              test: /node_modules[\\/]@radix-ui[\\/]react-(collection|presence|use-controllable-state|id|direction|use-escape-keydown|use-previous|visually-hidden|use-callback-ref|use-effect-event|tabs|roving-focus)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]tabs\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // What draws over the page (Radix's dialogs and their focus trap and scroll lock, the layer
              // that Escape and an outside click dismiss, the portal): the dialogs, the phone's drawer,
              // the toaster and the bell's panel, each loaded when first needed, share it; no page loads
              // it before its data (issue 36).
              name: 'overlays',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|alert-dialog|focus-scope|focus-guards|dismissable-layer|portal)|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|detect-node-es)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]sheet\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // What only the signed-in pages share (the modules' components, the dialogs' lazy doors):
              // /auth never runs it, so it stays out of the chunk below. What a sign-in does around its
              // request, which /auth shares with the single sign-on's hand-off page, goes below.
              name: 'member',
              test: /src[\\/]web[\\/](features[\\/](?!auth[\\/]api[\\/]signing-in\.)|lib[\\/](people|teams|values|use-copied|loaded-on-open)\.|components[\\/](query-state|copy-field|page-skeleton|email-with-status|company-code|checklist-field|ui[\\/](badge|confirm-dialog|form-dialog))\.)/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev starts both).
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
