// A host app on shadcn/ui + Tailwind v4 (its Vite plugin): nothing elicitkit-specific in its build.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react(), tailwindcss()] });
