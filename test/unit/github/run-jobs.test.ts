/**
 * expected-legs: job:<name>, counted from a run's jobs against the GitHub
 * stand-in (every request checked against GitHub's description), across
 * pages.
 */
import { describe, expect, it } from 'vitest'
import { countMatrixJobs, isLegOf } from '../../../src/github/index.js'
import { useGitHubStandIn } from '../../support/github/use.js'

const TOKEN = 'ghs_jobsToken0123456789abcdef'
const use = useGitHubStandIn(TOKEN)

const count = (runId: number, job: string) =>
  countMatrixJobs(
    {
      token: TOKEN,
      apiUrl: use.github.apiUrl,
      repository: 'acme/shop',
      logger: use.logger
    },
    { runId, job, logger: use.logger }
  )

describe('isLegOf', () => {
  it('takes the job itself and its matrix legs, nothing that only starts alike', () => {
    expect(isLegOf('test', 'test')).toBe(true)
    expect(isLegOf('test (ubuntu-latest, 3.12)', 'test')).toBe(true)
    expect(isLegOf('tests (ubuntu-latest)', 'test')).toBe(false)
    expect(isLegOf('test-e2e', 'test')).toBe(false)
    expect(isLegOf('test (unclosed', 'test')).toBe(false)
    expect(isLegOf('build / test (linux)', 'test')).toBe(false)
  })
})

describe('countMatrixJobs', () => {
  it('counts the legs of the named job over every page of the latest attempt', async () => {
    const legs = Array.from({ length: 130 }, (_, i) => `test (shard ${i})`)
    use.github.state.addJobs(77, ['build', ...legs, 'attest'])
    use.github.state.addJobs(78, ['test (other run)'])
    expect(await count(77, 'test')).toBe(130)
    const paths = use.github.requests.map((r) => r.url)
    expect(paths).toHaveLength(2)
    for (const path of paths) {
      expect(path).toMatch(/\/repos\/acme\/shop\/actions\/runs\/77\/jobs\?/)
      expect(path).toContain('filter=latest')
    }
  })

  it('a cancelled leg is still a job, and a name with no job counts 0', async () => {
    use.github.state.addJobs(79, ['test (a)', 'test (b)'])
    use.github.state.addJobs(79, ['test (c)'], 'cancelled')
    expect(await count(79, 'test')).toBe(3)
    expect(await count(79, 'unit')).toBe(0)
  })
})
