import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Two projects: test/unit (no build, no child process) and test/e2e (spawns
 * dist/ and other programs). Only the e2e project has the global setup that
 * makes sure dist/ is the build of src/, so a unit-only run never builds.
 *
 * Where the time went (CONTRIBUTING.md has the figures): vitest's default
 * is one worker per core but one, which on a 2-core machine ran every file
 * in turn, and a fresh process per unit file spent two thirds of the unit
 * run's CPU loading modules again. So the unit files share their workers'
 * module cache (isolate: false, one worker per core), and
 * test/support/shared-process.ts fails a unit file that leaves the process
 * changed for the next one. The e2e files stay isolated and run side by
 * side: they mostly wait for the programs they spawn, and each keeps its
 * own temporary folders, ports and emulator. Unit files run first.
 */
const CORES = availableParallelism()

export default defineConfig({
  test: {
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          setupFiles: ['test/support/shared-process.ts'],
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 }
        }
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/fresh-dist.ts'],
          maxWorkers: CORES + 1,
          sequence: { groupOrder: 1 }
        }
      }
    ]
  }
})
