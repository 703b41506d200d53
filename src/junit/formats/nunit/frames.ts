/**
 * NUnit's open suites: which suite their cases count in (N3), their names
 * (NUnit 3's fullname, NUnit 2's namespace path), their timestamps (N8),
 * and whether a failure of their own must add an error (N6).
 */
import type { AttributeValues } from '../../xml/index.js'
import * as V from './vocabulary.js'

/** Method-level groupings: their cases count in the enclosing fixture. */
const METHOD_LEVEL = new Set([
  'parameterizedmethod',
  'parameterizedtest',
  'theory',
  'genericmethod',
  'rowtest'
])

export interface Stamp {
  text: string
  from: string
}

export interface SuiteFrame {
  /** The suite the cases below count in; undefined: the file's suite. */
  key: string | undefined
  /** NUnit 2: the namespace path its children's names start with. */
  path: string
  /** The root element's frame: a suite right under it is the outermost. */
  outermost: boolean
  failedSelf: boolean
  /** Failed or errored cases counted below it (and errors added, N6). */
  failingBelow: number
  stamp: Stamp | undefined
  ownMicros?: number
  /** Its own time text (N7), read into ownMicros when it closes. */
  ownTime?: string
  message?: string
  trace?: string
}

function joined(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`
}

const ASSEMBLY = /[/\\]|\.(dll|exe)$/i

/**
 * NUnit 2.2/2.4 (no `type`): the key and namespace path of a suite. NUnit
 * 2.4 writes short names, 2.2 full ones (`UnitTests.MainClassTest` inside
 * `UnitTests`), which are not prefixed twice; a name that is a file (a
 * path, or ending in .dll or .exe) is the project or an assembly (2.2 nests
 * the assembly inside a project of the same name), not a namespace (N3).
 */
function untypedNames(
  name: string,
  parent: SuiteFrame
): { key: string; path: string } {
  if (parent.outermost || ASSEMBLY.test(name)) return { key: name, path: '' }
  if (parent.path !== '' && name.startsWith(`${parent.path}.`))
    return { key: name, path: name }
  const key = joined(parent.path, name)
  return { key, path: key }
}

/** The frame of a `test-suite` opened under `parent`. */
export function suiteFrame(
  version: 2 | 3,
  values: AttributeValues,
  parent: SuiteFrame
): SuiteFrame {
  const type = values.text(V.S_TYPE)?.trim()
  const name = values.text(V.S_NAME) ?? ''
  const methodLevel = METHOD_LEVEL.has(type?.toLowerCase() ?? '')
  let key: string | undefined
  let path = parent.path
  if (version === 3) {
    key = methodLevel ? parent.key : (values.text(V.S_FULLNAME) ?? name)
  } else if (type === undefined) {
    const names = untypedNames(name, parent)
    key = names.key
    path = names.path
  } else {
    key = methodLevel ? parent.key : joined(parent.path, name)
    if (type.toLowerCase() === 'namespace') path = joined(parent.path, name)
  }
  // A method-level suite counts in its fixture, so the fixture's start-time
  // and own time stand (N7, N8); its own would replace them.
  const start = methodLevel ? undefined : values.text(V.S_START)
  const frame: SuiteFrame = {
    key,
    path,
    outermost: false,
    failedSelf: false,
    failingBelow: 0,
    stamp:
      start === undefined
        ? parent.stamp
        : { text: start, from: 'test-suite start-time' }
  }
  const time = methodLevel
    ? undefined
    : ((version === 3 ? values.text(V.S_DURATION) : undefined) ??
      values.text(V.S_TIME))
  if (time !== undefined) frame.ownTime = time
  return frame
}

/** The frame standing for the root element itself. */
export function rootFrame(stamp: Stamp | undefined): SuiteFrame {
  return {
    key: undefined,
    path: '',
    outermost: true,
    failedSelf: false,
    failingBelow: 0,
    stamp
  }
}
