import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace. The server suite runs on SQLite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
const serverProject = (engine: 'sqlite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: './server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts start real shop processes on PostgreSQL of their own: they run in the postgres project only.
    exclude: engine === 'postgres' ? ['src/db/seed/**'] : ['**/*.postgres.test.ts'],
    environment: 'node',
    env: { TEST_ENGINE: engine },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

if (!process.env.TEST_DATABASE_URL) {
  console.log('server-postgres: skipped, TEST_DATABASE_URL is not set (the server suite runs on SQLite only)');
}

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time (cores − 1); the server suites mostly wait on
    // PostgreSQL, child processes and sockets, so three at once take ~0.6 of the time. Suites on PostgreSQL share one
    // database in schemas of their own (server/test/postgres-schema.ts).
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './web/vitest.config.ts',
      // Builds the web app in memory and checks the home page's gzipped JS + CSS (CI runs vitest before the build).
      {
        test: { name: 'web-budget', root: './web', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
    ],
  },
});
