import { describe, expect, it } from 'vitest'
import { loadCommands } from '../../../../src/cli/registry.js'
import { wrap } from '../../../../src/cli/framework/help.js'
import { runCommand } from '../../../support/command.js'

const commands = await loadCommands()

const MINE = [
  'attest junit',
  'update service-account',
  'delete service-account',
  'get notification',
  'update notification',
  'detach-policy',
  'join environment',
  'get moment',
  'list environments',
  'archive control',
  'list deployments',
  'list artifacts',
  'list policies',
  'list attestation-types',
  'list repo-tags',
  'deployment-frequency'
]

describe('every command has its own --help with an example', () => {
  it('all the commands of the brief are registered', () => {
    const names = commands.map((c) => c.name)
    for (const name of MINE) expect(names).toContain(name)
  })

  it.each(MINE)('%s --help: usage, options, example; exit 0', async (name) => {
    const command = commands.find((c) => c.name === name)
    if (command === undefined) throw new Error(`${name} is not registered`)
    const { code, stdout, stderr } = await runCommand(command, ['--help'], {
      cwd: '.'
    })
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toBe(command.help)
    expect(stdout.startsWith(`Usage: kosli-attest ${name}`)).toBe(true)
    expect(stdout).toContain('--api-token TOKEN')
    expect(stdout).toMatch(/Example:\n {2}\S/)
    const example = stdout.slice(stdout.indexOf('Example:'))
    expect(example).toContain(`kosli-attest ${name}`)
    for (const line of stdout.split('\n')) {
      if (!line.startsWith('  kosli-attest') && !line.startsWith('Usage:')) {
        expect(line.length, line).toBeLessThanOrEqual(80)
      }
    }
  })
})

describe('wrap', () => {
  it('breaks at spaces within the width; a long word stays whole', () => {
    expect(wrap('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd'])
    expect(wrap('abcdefgh ij', 4)).toEqual(['abcdefgh', 'ij'])
  })
})
