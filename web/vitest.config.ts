import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A limit, not a speed check: a page test that types and waits takes seconds when the whole suite's projects
    // share two cores, and Vitest's 5 s default then fails tests whose page was only slow. A stuck test still fails.
    testTimeout: 20_000,
  },
});
