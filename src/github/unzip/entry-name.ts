/**
 * An entry's name, checked before anything is written: it must name a
 * place inside the artifact's folder on every system, as it is written.
 * Nothing is renamed (no `..` dropped, no backslash turned into a slash):
 * a name that would need it is refused, so what lands on disk is what the
 * archive says.
 */
import { ArchiveRefusedError, quoted, type ZipLimits } from './limits.js'

const UTF8_FLAG = 0x800
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true })
// C0 controls (NUL included), DEL and C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/**
 * The name as text: UTF-8 when flagged so or when its bytes are valid
 * UTF-8 (as most writers produce), refused otherwise rather than guessed.
 */
export function decodeName(raw: Buffer, flags: number): string {
  try {
    return STRICT_UTF8.decode(raw)
  } catch {
    const shown = raw.toString('latin1')
    const why =
      flags & UTF8_FLAG ? 'is flagged UTF-8 but is not' : 'is not UTF-8'
    throw new ArchiveRefusedError(`entry ${quoted(shown)}: its name ${why}`)
  }
}

function nameProblem(name: string): string | undefined {
  if (name === '') return 'has an empty name'
  if (CONTROL.test(name)) return 'holds a control character (NUL, newline…)'
  if (name.includes('\\')) return 'holds a backslash'
  if (name.startsWith('/')) return 'is an absolute path'
  if (/^[A-Za-z]:/.test(name)) return 'starts with a drive letter'
  const segments = name.replace(/\/$/, '').split('/')
  if (segments.includes('..')) return 'has a ".." segment'
  if (segments.some((s) => s === '' || s === '.'))
    return 'has an empty or "." segment'
  return undefined
}

/**
 * The entry's path segments below the artifact's folder; throws naming
 * the entry and the rule it breaks.
 */
export function checkName(name: string, limits: ZipLimits): string[] {
  const bytes = Buffer.byteLength(name)
  if (bytes > limits.maxNameBytes) {
    throw new ArchiveRefusedError(
      `entry ${quoted(name)}: its name is ${bytes} bytes, over the limit of ${limits.maxNameBytes}`
    )
  }
  const problem = nameProblem(name)
  if (problem !== undefined) {
    throw new ArchiveRefusedError(
      `entry ${quoted(name)} ${problem}; entries must be relative paths with / separators that stay inside the artifact's folder`
    )
  }
  return name.replace(/\/$/, '').split('/')
}
