import { createInterface } from 'node:readline/promises'
import { commands } from './commands/index.js'
import type { CommandIo } from './commands/types.js'

function usage(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 8)
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`)
  return [
    'Usage: kosli-attest <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `kosli-attest <command> --help` for the options and an example.'
  ].join('\n')
}

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await rl.question(`${question} [y/N] `)
    return /^y(es)?$/i.test(answer.trim())
  } finally {
    rl.close()
  }
}

async function main(argv: string[]): Promise<number> {
  const io: CommandIo = {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY && process.stdin.isTTY),
    confirm
  }
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
    io.stdout(`${usage()}\n`)
    return argv.length === 0 ? 2 : 0
  }
  // Longest match first, so `list environments` wins over a `list` command.
  const byLength = [...commands].sort(
    (a, b) => b.name.split(' ').length - a.name.split(' ').length
  )
  for (const command of byLength) {
    const words = command.name.split(' ')
    if (words.every((word, i) => argv[i] === word)) {
      return command.run(argv.slice(words.length), io)
    }
  }
  io.stderr(`Unknown command: ${argv.join(' ')}\n\n${usage()}\n`)
  return 2
}

process.exitCode = await main(process.argv.slice(2))
