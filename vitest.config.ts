import { defineConfig } from 'vitest/config'

/**
 * Two projects: test/unit (no build, no child process) and test/e2e (spawns
 * dist/ and other programs). Only the e2e project has the global setup that
 * makes sure dist/ is the build of src/, so a unit-only run never builds.
 */
export default defineConfig({
  test: {
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] }
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/fresh-dist.ts']
        }
      }
    ]
  }
})
