import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The console opens on its setup screen: its chunk (and the chunks it imports) is asked for by the page
 * itself as it is read (`<link rel="modulepreload">`, and its style as a `preload`, which blocks nothing),
 * so it is there when the console's code asks for it, instead of being fetched only then. Links, not
 * scripts: the CSP's `script-src 'self'` is unchanged.
 */
function preloadFirstScreen(screen: string): Plugin {
  return {
    name: 'nightwarden:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.filename.endsWith('index.html')) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
        );
        const first = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(screen));
        if (!first) throw new Error(`preloadFirstScreen: no chunk for ${screen}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string): void => {
          const chunk = chunks.get(fileName);
          if (!chunk || scripts.has(fileName)) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          chunk.imports.forEach(visit);
        };
        visit(first.fileName);
        // The entry's own imports are in the page already.
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'),
        );
        const inPage = new Set(
          entry ? [entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])] : [],
        );
        return [
          ...[...scripts]
            .filter((file) => !inPage.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
              injectTo: 'head' as const,
            })),
          ...[...styles]
            .filter((file) => !inPage.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

export default defineConfig({
  main: {
    build: {
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot be an ES module, nor require a file of its own: each preload is one
      // CommonJS bundle, dependencies inlined. The console's and the players' screen's share no module
      // (src/shared/public-channels.ts), so no shared chunk is made (tests/shell/security.test.ts checks).
      externalizeDeps: false,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/preload/index.ts'),
          public: resolve(__dirname, 'src/preload/public.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'shared-[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [svelte(), preloadFirstScreen('/src/renderer/src/setup/SetupScreen.svelte')],
    build: {
      // The console's first load reads what it needs and no more (docs/architecture.md, "Cold start"): the
      // code minified (electron-vite leaves it as written by default), each screen a chunk of its own
      // (dynamic imports, app/screens.svelte.ts). The chunks are same-origin files, which the CSP's
      // `script-src 'self'` allows, served alike by the browser host and the app:// scheme.
      minify: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/renderer/index.html'),
          // The players' screen: a page of its own, which loads none of the console's screens.
          public: resolve(__dirname, 'src/renderer/public.html'),
          // A live event's page for the projector and the players' phones, served by the organiser's hub.
          room: resolve(__dirname, 'src/renderer/room.html'),
        },
      },
    },
  },
});
