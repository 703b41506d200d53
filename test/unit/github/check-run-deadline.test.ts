/**
 * The check run has one deadline across its create and its updates: a
 * GitHub that stops answering an update does not hold the step for 30 s a
 * request; what was not sent is said in a warning. Against the GitHub
 * stand-in (loopback, requests checked against GitHub's description).
 */
import { describe, expect, it } from 'vitest'
import {
  postCheckRun,
  type CheckAnnotation
} from '../../../src/github/check-run/post.js'
import { useGitHubStandIn } from '../../support/github/use.js'

const TOKEN = 'ghs_checkToken0123456789abcdefABCDE'
const use = useGitHubStandIn(TOKEN)

const annotations: CheckAnnotation[] = Array.from({ length: 120 }, (_, i) => ({
  path: 'src/a.ts',
  start_line: i + 1,
  end_line: i + 1,
  annotation_level: 'failure',
  message: `failure ${i}`,
  title: `t${i}`
}))

describe('the check run: one deadline for the create and every update', () => {
  it('an update that never answers: stopped at the deadline, the URL returned, and the missing annotations said', async () => {
    use.github.hold('checks/update')
    const url = await postCheckRun(
      {
        token: TOKEN,
        apiUrl: use.github.apiUrl,
        repository: 'acme/shop',
        logger: use.logger
      },
      {
        name: 'Kosli: unit-tests',
        headSha: 'a'.repeat(40),
        conclusion: 'failure',
        title: '120 failed',
        summary: 'summary',
        annotations
      },
      500
    )
    expect(url).toMatch(/^https?:\/\//)
    const warnings = use.logger.lines
      .filter((line) => line.level === 'warn')
      .map((line) => line.message)
    expect(warnings).toEqual([
      "The check run's deadline of 0.5 s passed: 70 of its 120 annotations were not added (the check run and its first 50 are there)."
    ])
    const updates = use.github.requests.filter((r) => r.method === 'PATCH')
    expect(updates).toHaveLength(1)
  }, 20_000)
})
