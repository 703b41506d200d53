/**
 * The runner's side of a step, spoken directly: inputs from INPUT_*
 * variables, outputs and the job summary appended to the files the runner
 * names, and workflow commands (`::name props::data`) on stdout for masks,
 * debug lines and annotations. The action needs only this much, and
 * `@actions/core` would load an HTTP stack (for OIDC tokens) at every start.
 *
 * It reads no process state itself: the entry passes the environment, and
 * tests pass a line sink of their own.
 */
import { appendFileSync } from 'node:fs'
import { printable } from '../text.js'

/** Annotation properties, under the names the runner reads. */
export interface AnnotationProperties {
  title?: string | undefined
  file?: string | undefined
  line?: number | undefined
  endLine?: number | undefined
  col?: number | undefined
  endColumn?: number | undefined
}

export type AnnotationLevel = 'notice' | 'warning' | 'error'

export interface WorkflowCommands {
  /** The input as the runner passed it, trimmed; '' when not set. */
  getInput(name: string): string
  setOutput(name: string, value: string): void
  /** The runner replaces the text by *** in every later log line. */
  setSecret(secret: string): void
  debug(message: string): void
  /** A plain log line: the caller makes sure it starts no command. */
  info(message: string): void
  annotate(
    level: AnnotationLevel,
    message: string,
    properties?: AnnotationProperties
  ): void
  /** Markdown appended to the job summary, when the runner asks for one. */
  appendSummary(markdown: string): void
}

type Env = Readonly<Record<string, string | undefined>>

/** A command's data: the runner ends a command at a line break. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** A property value: `:` ends the properties and `,` separates them. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/**
 * `::name key=value,…::data`, properties without a value left out. A
 * property may hold report text (a test case's file, its title), and the
 * runner prints some raw, so each is made printable before it is escaped.
 */
export function command(
  name: string,
  data: string,
  properties: Readonly<Record<string, string | number | undefined>> = {}
): string {
  const pairs = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(printable(String(value)))}`)
  const head = pairs.length === 0 ? name : `${name} ${pairs.join(',')}`
  return `::${head}::${escapeData(data)}`
}

/**
 * One output as a file command: the value between `name<<DELIMITER` and
 * `DELIMITER`, so it may span lines. The delimiter is one that neither the
 * name nor the value holds, so a value cannot end its own block early. It is
 * found by looking rather than drawn at random: the crypto module would cost
 * every start about 4 ms, and a random delimiter still needs this check.
 */
export function outputBlock(name: string, value: string): string {
  let delimiter = 'ghadelimiter_0'
  for (let n = 1; name.includes(delimiter) || value.includes(delimiter); n++) {
    delimiter = `ghadelimiter_${n}`
  }
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`
}

export function workflowCommands(
  env: Env,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)
): WorkflowCommands {
  return {
    getInput: (name) =>
      (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setOutput(name, value) {
      const file = env.GITHUB_OUTPUT
      if (file) appendFileSync(file, outputBlock(name, value))
      // A runner too old for the output file still reads this command.
      else write(command('set-output', value, { name }))
    },
    setSecret: (secret) => write(command('add-mask', secret)),
    debug: (message) => write(command('debug', message)),
    info: (message) => write(message),
    annotate: (level, message, properties = {}) =>
      write(command(level, message, { ...properties })),
    appendSummary(markdown) {
      const file = env.GITHUB_STEP_SUMMARY
      if (file) appendFileSync(file, markdown)
    }
  }
}
