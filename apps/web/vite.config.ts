import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages are consumed as TypeScript sources through the scoped condition, so the demo
// never needs a prior package build; the SDK's own `browser` condition picks its browser shims.
export default defineConfig({
  root: here('.'),
  // Absolute asset URLs: the static server answers every extensionless path with index.html.
  base: '/',
  plugins: [react()],
  resolve: {
    conditions: ['@elicitkit/source', ...defaultClientConditions],
    // The client loads its stdio transport lazily; a page never takes that path.
    alias: [
      {
        find: /^@modelcontextprotocol\/client\/stdio$/,
        replacement: here('./src/stdioClientTransport.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One demo page: a single chunk is fine, so the size warning is only noise.
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
});
