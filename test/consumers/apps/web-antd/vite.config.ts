// A host app on Ant Design: nothing elicitkit-specific in its build.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
