import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
  ssr: {
    // The production server entry bundles every dependency: antd's helpers mix ESM and CJS in
    // ways Node's own loader gets wrong (e.g. @emotion/hash's default export), the bundler does
    // not. In development Vite loads them through Node, which cannot inline CJS.
    noExternal: isSsrBuild ? true : [],
  },
}));
