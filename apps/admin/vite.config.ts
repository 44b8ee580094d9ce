import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are used from their sources (the `@backoffice/source` export condition), not their builds.
  // Not plain `source`: react-aria and @internationalized/* publish TypeScript sources under that name.
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
});
