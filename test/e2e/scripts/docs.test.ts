// scripts/docs.mjs on a project of its own: a small action.yml, a README with
// the table markers, a docs/ page and a stand-in CLI whose --help it
// documents. The script runs as a child process, as `npm run docs` runs it.
import { spawnSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/docs.mjs')

const ACTION = `name: Sample
description: A sample action.
inputs:
  mode:
    description: >-
      What to do: a|b (the default) or <c>.

      A second paragraph that the table leaves out.
    default: a
  token:
    description: A token, from KOSLI_API_TOKEN or a secret.
    required: true
outputs:
  result:
    description: The result, *verbatim*.
runs:
  using: node24
  main: dist/index.js
`

const README = `# Sample

See [the other page](docs/other.md#a-heading).

## Inputs

<!-- inputs:start -->
<!-- inputs:end -->

## Outputs

<!-- outputs:start -->
<!-- outputs:end -->
`

const OTHER = `# Other

## A heading

Back to the [README](../README.md).
`

/** A stand-in CLI: top-level help lists two commands, each has its help. */
function cliSource(exampleLine: string): string {
  const helps = {
    '--help': `sample 1.0: a sample CLI.\n\nRead:\n  list things      List the things\n  show            Show one thing\n\nExample:\n  sample list things\n`,
    'list things --help': `Usage: sample list things [--all]\n\n${exampleLine}\n`,
    'show --help': 'Usage: sample show NAME\n'
  }
  return `const helps = ${JSON.stringify(helps)}
const text = helps[process.argv.slice(2).join(' ')]
if (text === undefined) { process.stderr.write('unknown\\n'); process.exit(2) }
process.stdout.write(text)
`
}

let root: string

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

const read = (file: string): string =>
  readFileSync(path.join(root, file), 'utf8')

function docs(...args: string[]): { status: number | null; stderr: string } {
  const result = spawnSync(
    process.execPath,
    [SCRIPT, '--root', root, '--cli', path.join(root, 'cli.mjs'), ...args],
    { encoding: 'utf8' }
  )
  return { status: result.status, stderr: result.stderr }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-script-'))
  write('action.yml', ACTION)
  write('README.md', README)
  write('docs/other.md', OTHER)
  // The pages the generated docs/cli.md header links to.
  write(
    'docs/README.md',
    '# Index\n\n[CI](ci.md), [CLI](cli.md), [Other](other.md)\n'
  )
  write('docs/ci.md', '# CI\n')
  write('cli.mjs', cliSource('Lists them.'))
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('npm run docs (scripts/docs.mjs)', () => {
  it('writes the inputs and outputs tables from action.yml between the markers', () => {
    expect(docs()).toMatchObject({ status: 0 })
    const readme = read('README.md')
    // Prettier pads the cells; compare with single spaces.
    const single = (text: string): string => text.replace(/ +/g, ' ')
    const inputs = single(
      readme.slice(
        readme.indexOf('<!-- inputs:start -->'),
        readme.indexOf('<!-- inputs:end -->')
      )
    )
    expect(inputs).toContain(
      '| `mode` | What to do: a\\|b (the default) or \\<c\\>. | `a` | no |'
    )
    expect(inputs).toContain(
      '| `token` | A token, from KOSLI_API_TOKEN or a secret. | | yes |'
    )
    expect(inputs).not.toContain('second paragraph')
    expect(single(readme)).toContain(
      '| `result` | The result, \\*verbatim\\*. |'
    )
    expect(readme).toContain('See [the other page](docs/other.md#a-heading).')
  })

  it("writes docs/cli.md from the CLI's top-level help and each command's help", () => {
    expect(docs()).toMatchObject({ status: 0 })
    const page = read('docs/cli.md')
    expect(page).toContain('- [`list things`](#list-things): List the things')
    expect(page).toContain('## list things')
    expect(page).toContain(
      '$ kosli-attest list things --help\nUsage: sample list things [--all]'
    )
    expect(page).toContain('## show')
    expect(page).toContain('Usage: sample show NAME')
  })

  it('--check passes on what it wrote, and a second run changes nothing', () => {
    docs()
    const before = [read('README.md'), read('docs/cli.md')]
    expect(docs('--check')).toMatchObject({ status: 0 })
    expect(docs()).toMatchObject({ status: 0 })
    expect([read('README.md'), read('docs/cli.md')]).toEqual(before)
  })

  it('--check fails on a README table that no longer matches action.yml, and names the fix', () => {
    docs()
    const readme = read('README.md')
    write('action.yml', ACTION.replace('A token,', 'An API token,'))
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'README.md is stale: its inputs table differs from action.yml; run `npm run docs`'
    )
    expect(read('README.md')).toBe(readme)
  })

  it("--check fails when docs/cli.md differs from the commands' help", () => {
    docs()
    write('cli.mjs', cliSource('Lists them all.'))
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      "docs/cli.md is stale: it differs from the commands' --help; run `npm run docs`"
    )
  })

  it('--check fails on a missing docs/cli.md', () => {
    docs()
    rmSync(path.join(root, 'docs/cli.md'))
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'docs/cli.md is missing: run `npm run docs`'
    )
  })

  it('--check names a broken link, a missing heading and a foreign placeholder, by file and line', () => {
    docs()
    write(
      'docs/other.md',
      `${OTHER}\n[gone](gone.md), [no heading](../README.md#nope), \`[code](x.md)\`\n\nuses: acme/kosli-attest-action@v1\n`
    )
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'docs/other.md:7: gone.md: no such file (docs/gone.md)'
    )
    expect(result.stderr).toContain(
      'docs/other.md:7: ../README.md#nope: README.md has no heading or anchor "nope"'
    )
    expect(result.stderr).not.toContain('x.md')
    expect(result.stderr).toContain(
      'docs/other.md:9: "acme/kosli-attest-action": write the action as OWNER/kosli-attest-action@v1'
    )
  })

  it('--check fails on a recipe that installs the unpublished npm name, and takes the release tarball', () => {
    docs()
    const tarball =
      'https://github.com/OWNER/kosli-attest-action/releases/download/v1.0.0/kosli-attest-action-1.0.0.tgz'
    write(
      'docs/other.md',
      `${OTHER}\n    - npm install --global ${tarball}\n    - npm install --global ./kosli-attest-action-1.0.0.tgz\n`
    )
    expect(docs('--check')).toMatchObject({ status: 0, stderr: '' })
    const names = [
      'npm install --global kosli-attest-action@1.0.0',
      'npm i -g kosli-attest-action',
      '`yarn global add kosli-attest-action@^1`',
      'npx --package=kosli-attest-action kosli-attest --help'
    ]
    write('docs/other.md', `${OTHER}\n${names.join('\n\n')}\n`)
    const result = docs('--check')
    expect(result.status).toBe(1)
    const why =
      'installs the npm name kosli-attest-action, which is not published yet'
    for (const [line, match] of [
      [7, 'npm install --global kosli-attest-action@1.0.0'],
      [9, 'npm i -g kosli-attest-action'],
      [11, 'yarn global add kosli-attest-action@^1'],
      [13, 'npx --package=kosli-attest-action']
    ] as const) {
      expect(result.stderr).toContain(
        `docs/other.md:${line}: "${match}": ${why}`
      )
    }
  })

  it('--check names a docs page missing from its index, another checkout version and port 8080', () => {
    docs()
    write('docs/lost.md', '# Lost\n')
    write(
      'docs/other.md',
      `${OTHER}\n\`\`\`yaml\n- uses: actions/checkout@v4\n- uses: actions/checkout@v5\n\`\`\`\n\nKOSLI_HOST=http://127.0.0.1:8080\n`
    )
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'docs/README.md: does not link to docs/lost.md: list it in the index'
    )
    expect(result.stderr).toContain(
      'docs/other.md:8: "actions/checkout@v4": use actions/checkout@v5'
    )
    expect(result.stderr).not.toContain('"actions/checkout@v5"')
    expect(result.stderr).toContain(
      'docs/other.md:12: "127.0.0.1:8080": `kosli-attest serve` listens on port 8001'
    )
    expect(result.stderr).not.toContain('docs/other.md: list it')
  })

  it('--check names a source comment that cites a file the repository does not have', () => {
    docs()
    write(
      'src/values.ts',
      '/** JUNIT.md: number rules */\nexport const x = 1\n'
    )
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'src/values.ts:1: "JUNIT.md": cites a file outside the repository'
    )
  })

  it('refuses a README without the markers, saying what to add', () => {
    write('README.md', '# Sample\n')
    const result = docs('--check')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'README.md has no <!-- inputs:start --> … <!-- inputs:end --> pair'
    )
  })
})
