/**
 * On pull_request, the commit attested is the PR head: the documented
 * workflows check it out, so its message and author are found (src/context
 * reads them from git).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f))
]

function yamlBlocks(text: string): string[] {
  return [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
}

describe('pull request examples', () => {
  const attesting = PAGES.flatMap((page) =>
    yamlBlocks(readFileSync(page, 'utf8'))
      .filter(
        (block) =>
          /^on: pull_request\b/m.test(block) &&
          /report-paths:/.test(block) &&
          /actions\/checkout/.test(block)
      )
      .map((block) => [page, block] as const)
  )

  it('there is one, in the pull request guide', () => {
    expect(attesting.map(([page]) => page)).toContain(
      join('docs', 'pull-requests.md')
    )
  })

  it.each(attesting)(
    '%s: an attest-junit workflow on pull_request checks out the PR head',
    (_page, block) => {
      expect(block).toContain('ref: ${{ github.event.pull_request.head.sha }}')
    }
  )
})
