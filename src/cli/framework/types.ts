/** What a CLI command may touch: everything else comes in through here. */
export interface CommandIo {
  cwd: string
  env: Readonly<Record<string, string | undefined>>
  stdout(text: string): void
  /**
   * Writes to stdout and resolves when more may be written: a long output
   * (junit-inventory) awaits each piece, so that a slow reader on a pipe
   * paces it rather than the whole output waiting in memory. False once
   * stdout is gone (its reader left): the rest need not be made.
   */
  stdoutPaced(data: string | Uint8Array): Promise<boolean>
  stderr(text: string): void
  /** True when stderr is a terminal: progress and prompts are allowed. */
  isTTY: boolean
  /** Asks a yes/no question on the terminal; only called when isTTY. */
  confirm(question: string): Promise<boolean>
}

export interface Command {
  /** Words that select the command, e.g. `junit-results` or `list environments`. */
  name: string
  summary: string
  /** Full `--help` text, with an example. */
  help: string
  /** Returns the exit code: 0 OK, 1 failure or failed gate, 2 usage/config. */
  run(argv: string[], io: CommandIo): Promise<number>
}
