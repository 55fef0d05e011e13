import { API_BASES } from '@baitwatch/contracts/common/api-surfaces';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { precompress } from './build/precompress.ts';

// Everything the console calls lives on the one server; in development Vite forwards it there.
const API_TARGET = process.env.BAITWATCH_API ?? 'http://localhost:8080';
const PROXIED = Object.values(API_BASES);

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for whoever runs the server and asks for them (SOURCE_MAPS=1); no bundle names its map.
    sourcemap: 'hidden',
    manifest: true,
  },
});
