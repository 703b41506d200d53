import { describe, expect, it } from 'vitest'
import {
  COMMANDS,
  findCommand,
  GROUPS,
  loadCommands
} from '../../../src/cli/registry.js'
import { unknownCommand, usage } from '../../../src/cli/usage.js'

describe('the static command registry', () => {
  it('each registry entry loads the command of that name and summary', async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load()
      expect(command.name).toBe(entry.name)
      expect(command.summary, entry.name).toBe(entry.summary)
    }
    expect(await loadCommands()).toHaveLength(COMMANDS.length)
  })

  it('finds the longest command the arguments start with', () => {
    expect(findCommand(['list', 'environments', '--all'])?.name).toBe(
      'list environments'
    )
    expect(findCommand(['env-diff', 'a', 'b'])?.name).toBe('env-diff')
    expect(findCommand(['list'])).toBeUndefined()
    expect(findCommand([])).toBeUndefined()
  })
})

describe('the top-level help, from the registry alone', () => {
  it('lists every command under its group, with its summary', () => {
    const text = usage()
    for (const entry of COMMANDS) {
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`  ${entry.name} `))
      expect(line?.endsWith(`  ${entry.summary}`), entry.name).toBe(true)
      const heading = text.indexOf(`${GROUPS[entry.group]}:`)
      expect(heading).toBeGreaterThanOrEqual(0)
      expect(text.indexOf(line ?? '')).toBeGreaterThan(heading)
    }
  })

  it('an unknown command: the family it starts, else the whole help', () => {
    const family = unknownCommand(['list'])
    expect(family).toContain('Did you mean one of:')
    expect(family).toMatch(/^ {2}list environments/m)
    expect(family).not.toMatch(/^ {2}get moment/m)
    expect(unknownCommand(['attest-all'])).toContain(usage())
  })
})
