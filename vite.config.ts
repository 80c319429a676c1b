import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import type * as RouteTable from './src/web/routes';

/**
 * Writes .vite/routes.json beside the manifest: for each path of the router, the manifest keys of the
 * route modules it loads, outermost first. The server reads both to name a page's chunks in its HTML
 * (src/server/spa.ts), so the browser fetches them alongside the entry instead of one after another.
 * `/` is left out: a visitor's landing page is rendered by the entry alone (decision 007). A module
 * without a chunk of its own (a build without code splitting) is already in the entry.
 */
function routeModulesFile(): Plugin {
  let root = '';
  return {
    name: 'sos:route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_, bundle) {
      // The route table is plain TypeScript of the app: loaded the way Vite loads app code.
      const { module: routeTable } = await runnerImport<typeof RouteTable>(path.join(root, 'routes.ts'), {
        configFile: false,
        logLevel: 'error',
      });
      const keys = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId || chunk.isEntry) continue;
        const key = path.relative(root, chunk.facadeModuleId);
        keys.set(key.replace(/\.tsx?$/, ''), key);
      }
      const routes: Record<string, string[]> = {};
      for (const [route, modules] of routeTable.modulesByPath()) {
        if (route === '/') continue;
        routes[route] = modules.flatMap((module) => keys.get(module) ?? []);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: JSON.stringify(routes, null, 2),
      });
    },
  };
}

/** The web app lives in src/web and builds into dist/web, which the server serves. */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), routeModulesFile()],
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
    rolldownOptions: {
      output: {
        // Left to itself the bundler makes a chunk for every set of pages that share a module: twenty
        // files for /auth, each a round trip on a slow network. Instead (decision 009):
        // - React alone, and the landing page's own imports in the entry, so `/` loads nothing more;
        // - the forms' rules (zod, the tabs of /auth) for the two pages with forms;
        // - everything else that two or more chunks use, in one chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'landing', tags: ['$initial'], priority: 2 },
            {
              name: 'forms',
              test: /node_modules[\\/](zod|@radix-ui[\\/]react-(tabs|roving-focus))[\\/]|src[\\/](shared[\\/]schemas|web[\\/]lib[\\/]validate-form|web[\\/]components[\\/]ui[\\/]tabs)\./,
              priority: 1,
              // Not the modules these import (toasts, messages): every page uses those.
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
