/** The CLI entry: the only CLI module that touches process (argv, stdio, exit code). */
import { createInterface } from 'node:readline/promises'
import pkg from '../../package.json' with { type: 'json' }
import type { CommandIo } from './framework/types.js'
import { findCommand, withoutAlias } from './registry.js'
import { unknownCommand, usage } from './usage.js'
import { errorMessage } from '../errors.js'
import { printable } from '../text.js'

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await rl.question(`${question} [y/N] `)
    return /^y(es)?$/i.test(answer.trim())
  } finally {
    rl.close()
  }
}

/**
 * stdout as commands write it. A reader that goes away (`| head`), or any
 * other failure of stdout, ends the output, not the command: an
 * attestation still completes, with its exit code, and nothing more is
 * written there.
 */
function stdoutWriters(): Pick<CommandIo, 'stdout' | 'stdoutPaced'> {
  const out = process.stdout
  let gone = false
  out.on('error', (error: NodeJS.ErrnoException) => {
    if (!gone && error.code !== 'EPIPE')
      process.stderr.write(
        `warning: stdout failed (${printable(error.code ?? error.message)}); nothing more is written there\n`
      )
    gone = true
  })
  const stdout = (text: string) => {
    if (!gone) out.write(text)
  }
  const stdoutPaced = async (data: string | Uint8Array) => {
    if (gone) return false
    if (out.write(data)) return true
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done)
        out.off('close', done)
        resolve()
      }
      out.on('drain', done)
      out.on('close', done)
    })
    return !gone
  }
  return { stdout, stdoutPaced }
}

async function main(argv: string[]): Promise<number> {
  const io: CommandIo = {
    cwd: process.cwd(),
    env: process.env,
    ...stdoutWriters(),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY && process.stdin.isTTY),
    confirm
  }
  const [first] = argv
  if (first === 'help' && argv.length === 1) {
    io.stdout(`${usage()}\n`)
    return 0
  }
  if (first === undefined || first === '--help' || first === '-h') {
    io.stdout(`${usage()}\n`)
    return first === undefined ? 2 : 0
  }
  // -v and `version` as well: the Kosli CLI's habits.
  if (
    argv.length === 1 &&
    (first === '--version' ||
      first === '-V' ||
      first === '-v' ||
      first === 'version')
  ) {
    io.stdout(`${pkg.version}\n`)
    return 0
  }
  const help = first === 'help'
  const rest = withoutAlias(help ? argv.slice(1) : argv)
  const entry = findCommand(rest)
  if (entry === undefined) {
    io.stderr(unknownCommand(rest))
    return 2
  }
  const command = await entry.load()
  if (help) {
    io.stdout(command.help)
    return 0
  }
  try {
    return await command.run(rest.slice(command.name.split(' ').length), io)
  } catch (error) {
    io.stderr(`error: ${printable(errorMessage(error), true)}\n`)
    return 1
  }
}

process.exitCode = await main(process.argv.slice(2))
