import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  command,
  escapeData,
  escapeProperty,
  outputBlock,
  workflowCommands,
  type AnnotationProperties
} from '../../../src/action/workflow-commands.js'

const scratches: string[] = []
afterEach(() => {
  for (const dir of scratches.splice(0)) {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** An empty runner file (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). */
function runnerFile(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'workflow-commands-'))
  scratches.push(dir)
  const file = join(dir, name)
  writeFileSync(file, '')
  return file
}

function collect(env: Record<string, string> = {}) {
  const lines: string[] = []
  return { lines, runner: workflowCommands(env, (line) => lines.push(line)) }
}

describe('escaping', () => {
  it('keeps a line break or a percent sign from reading as a command', () => {
    expect(escapeData('50%\r\n::add-mask::x')).toBe('50%25%0D%0A::add-mask::x')
  })

  it('escapes the property separators as well in a property value', () => {
    expect(escapeProperty('a,b:c\n%')).toBe('a%2Cb%3Ac%0A%25')
  })

  it('writes the data of a command escaped, on one line', () => {
    expect(command('debug', 'one\ntwo')).toBe('::debug::one%0Atwo')
  })
})

describe('annotations', () => {
  it('carries the properties under the names the runner reads', () => {
    const { lines, runner } = collect()
    runner.annotate('error', 'failed', {
      title: 'suite: a, b',
      file: 'test/a.xml',
      line: 12,
      endLine: 14,
      col: 3,
      endColumn: 9
    })
    expect(lines).toEqual([
      '::error title=suite%3A a%2C b,file=test/a.xml,line=12,endLine=14,col=3,endColumn=9::failed'
    ])
  })

  // Each hostile piece: ESC, a C1 control (CSI), a line that starts a
  // command, and the three characters the properties syntax uses.
  const HOSTILE = 'a\u001b[31m b\u009b2J c\n::add-mask::d 50% e,f:g'
  const SHOWN = 'a\\x1b[31m b\\x9b2J c\\n::add-mask::d 50% e,f:g'

  it.each(['file', 'title', 'line'] as const)(
    'makes the %s property printable, then escapes it',
    (property) => {
      const { lines, runner } = collect()
      // The runner receives text; a line number from a report is text too.
      const properties = { [property]: HOSTILE } as AnnotationProperties
      runner.annotate('error', 'failed', properties)
      expect(lines).toHaveLength(1)
      const line = lines[0] ?? ''
      // eslint-disable-next-line no-control-regex
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
      const match = /^::error ([a-z]+)=([^,:]*)::failed$/.exec(line)
      expect(match?.[1]).toBe(property)
      const value = decodeURIComponent(match?.[2] ?? '')
      expect(value).toBe(SHOWN)
    }
  )

  it('leaves out properties without a value, and the space without any', () => {
    const { lines, runner } = collect()
    runner.annotate('notice', 'n', { title: 't', file: undefined })
    runner.annotate('warning', 'w')
    expect(lines).toEqual(['::notice title=t::n', '::warning::w'])
  })
})

describe('outputs', () => {
  it('appends a multi-line value between delimiter lines', () => {
    const output = runnerFile('output')
    const { lines, runner } = collect({ GITHUB_OUTPUT: output })
    runner.setOutput('summary', 'first\nsecond')
    runner.setOutput('tests', '15')
    const text = readFileSync(output, 'utf8')
    const match =
      /^summary<<(ghadelimiter_\d+)\nfirst\nsecond\n\1\ntests<<(ghadelimiter_\d+)\n15\n\2\n$/.exec(
        text
      )
    expect(match, text).not.toBeNull()
    expect(lines).toEqual([])
  })

  it('picks a delimiter that neither the name nor the value holds', () => {
    // What the runner does: read up to the first line that is the delimiter.
    const read = (block: string) => {
      const [head = '', ...rest] = block.split('\n')
      const [name, delimiter] = head.split('<<')
      return {
        name,
        value: rest.slice(0, rest.indexOf(delimiter ?? '')).join('\n')
      }
    }
    const hostile = [
      'ghadelimiter_0',
      'a\nghadelimiter_0\nevil<<x\nghadelimiter_1\nghadelimiter_2',
      Array.from({ length: 30 }, (_, n) => `ghadelimiter_${n}`).join('\n')
    ]
    for (const value of hostile) {
      expect(read(outputBlock('verdict', value))).toEqual({
        name: 'verdict',
        value
      })
    }
    const block = outputBlock('ghadelimiter_0', 'ghadelimiter_1')
    expect(block.split('\n')[0]).toBe('ghadelimiter_0<<ghadelimiter_2')
  })

  it('falls back to the set-output command without GITHUB_OUTPUT', () => {
    const { lines, runner } = collect()
    runner.setOutput('tests', '1\n2')
    expect(lines).toEqual(['::set-output name=tests::1%0A2'])
  })
})

describe('inputs, masks, logs and the summary', () => {
  it('reads INPUT_ with spaces as underscores, upper-cased, trimmed', () => {
    const { runner } = collect({
      'INPUT_REPORT-PATHS': '  a.xml\n',
      INPUT_TWO_WORDS: 'yes'
    })
    expect(runner.getInput('report-paths')).toBe('a.xml')
    expect(runner.getInput('two words')).toBe('yes')
    expect(runner.getInput('absent')).toBe('')
  })

  it('masks, debugs and logs on stdout lines', () => {
    const { lines, runner } = collect()
    runner.setSecret('s3cr%t')
    runner.debug('d')
    runner.info('plain: text')
    expect(lines).toEqual(['::add-mask::s3cr%25t', '::debug::d', 'plain: text'])
  })

  it('appends to the job summary file, and writes none without it', () => {
    const summary = runnerFile('summary.md')
    writeFileSync(summary, 'before\n')
    collect({ GITHUB_STEP_SUMMARY: summary }).runner.appendSummary('## Tests\n')
    expect(readFileSync(summary, 'utf8')).toBe('before\n## Tests\n')
    expect(() => collect().runner.appendSummary('## Tests\n')).not.toThrow()
  })
})
