/**
 * `--help` text of the commands built from a spec: usage, description, one
 * line per flag (wrapped to 80 columns), exit status and an example.
 */
import {
  isInputName,
  type AliasName,
  type InputName
} from '../../config/index.js'

export interface FlagSpec {
  type: 'string' | 'boolean'
  /** Repeatable; from a variable or file, one value per line. */
  multiple?: boolean
  /** Placeholder shown in the help, e.g. NAME. */
  value?: string
  help: string
  /** An alias of another flag (a vendor CLI name): accepted, not listed. */
  hidden?: boolean
  /** The Kosli CLI's one-letter name for it, e.g. f for --flow. */
  short?: string
}

/** A flag is an input name, or a vendor alias of one (hidden). */
export type FlagName = InputName | AliasName
export type Flags = Readonly<Partial<Record<FlagName, FlagSpec>>>

export function flagEntries(flags: Flags): [FlagName, FlagSpec][] {
  return (Object.entries(flags) as [FlagName, FlagSpec | undefined][]).filter(
    (entry): entry is [FlagName, FlagSpec] => entry[1] !== undefined
  )
}

/** The names a command reads: its flags less the hidden aliases. */
export function flagKeys(flags: Flags): InputName[] {
  return flagEntries(flags)
    .filter(([, flag]) => !flag.hidden)
    .map(([name]) => name)
    .filter(isInputName)
}

const WIDTH = 80
const COLUMN = 28

export const HELP_FOOTER =
  'Every flag also reads KOSLI_<FLAG_NAME> (e.g. --per-page: KOSLI_PER_PAGE) and\nthe config file; a flag wins over its variable, which wins over the file.'

/** Words of `text` in lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line === '' ? word : `${line} ${word}`
    }
  }
  if (line !== '') lines.push(line)
  return lines
}

function flagLine(name: string, flag: FlagSpec): string {
  const short = flag.short === undefined ? '' : `-${flag.short}, `
  const left = `  ${short}--${name}${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`
  const text = wrap(flag.help, WIDTH - COLUMN)
  const pad = ' '.repeat(COLUMN)
  const [first = '', ...rest] = text
  const head =
    left.length < COLUMN - 1
      ? `${left.padEnd(COLUMN)}${first}`
      : `${left}\n${pad}${first}`
  return [head, ...rest.map((line) => `${pad}${line}`)].join('\n')
}

export function helpText(parts: {
  usage: string
  description: string
  sections: [string, Flags][]
  exitStatus: string
  example: string
  footer: string
}): string {
  const sections = parts.sections
    .filter(([, flags]) => flagEntries(flags).length > 0)
    .map(
      ([title, flags]) =>
        `${title}:\n${flagEntries(flags)
          .filter(([, flag]) => !flag.hidden)
          .map(([name, flag]) => flagLine(name, flag))
          .join('\n')}`
    )
  return [
    parts.usage,
    '',
    parts.description
      .split('\n\n')
      .map((paragraph) => wrap(paragraph, WIDTH).join('\n'))
      .join('\n\n'),
    '',
    ...sections.flatMap((s) => [s, '']),
    '  -h, --help                Show this help.',
    '',
    parts.footer,
    '',
    wrap(`Exit status: ${parts.exitStatus}`, WIDTH).join('\n'),
    '',
    'Example:',
    ...parts.example.split('\n').map((line) => `  ${line}`),
    ''
  ].join('\n')
}
