import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

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
    plugins: [svelte()],
    build: {
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
