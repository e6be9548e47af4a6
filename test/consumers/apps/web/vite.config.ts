// A consumer's Vite config: nothing elicitkit-specific is needed; the one alias is the optional
// size cut the @elicitkit/react README documents (markdown-to-jsx → a plain-text stand-in).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { 'markdown-to-jsx/react': '@elicitkit/react/plain-markdown' } },
  build: {
    rollupOptions: {
      input: {
        rerender: 'rerender.html',
        csp: 'csp.html',
        locale: 'locale.html',
        claude: 'claude.html',
      },
    },
  },
});
