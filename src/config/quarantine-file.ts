/**
 * The quarantine list's schema (docs/quarantine.md): a YAML file whose
 * `quarantine` key lists entries, each a test selector (suite, classname,
 * name: globs) with an owner, an issue URL and an expiry date at most
 * quarantine-max-days ahead. Every problem names the entry's line, and all
 * of them are reported at once: an invalid list is a configuration error.
 * Loaded only when a list is read (yaml is kept off the start path).
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import type { Node, YAMLMap } from 'yaml'
import { ConfigError } from '../errors.js'
import { printable } from '../text.js'
import {
  daysBetween,
  type QuarantineEntry,
  type QuarantineFileOptions
} from './quarantine.js'

export type { QuarantineEntry, QuarantineFileOptions } from './quarantine.js'

const SELECTORS = ['suite', 'classname', 'name'] as const
const TEXTS = ['owner', 'issue', 'reason', 'expires'] as const
const KEYS: readonly string[] = [...SELECTORS, ...TEXTS]
const MAX_ENTRIES = 10_000
const MAX_FIELD_CHARS = 2_000

/** A real calendar date written YYYY-MM-DD. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value)
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

type Problems = string[]

/** The scalar values of one entry, by key; problems for anything else. */
function fieldsOf(map: YAMLMap, at: string, problems: Problems) {
  const fields = new Map<string, string>()
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined
    if (key === undefined || !KEYS.includes(key)) {
      problems.push(
        `${at}: unknown key ${JSON.stringify(printable(String(key ?? pair.key)))}; an entry has ${KEYS.join(', ')}`
      )
      continue
    }
    const value = pair.value
    const scalar = isScalar(value) ? value.value : undefined
    if (
      typeof scalar !== 'string' &&
      typeof scalar !== 'number' &&
      typeof scalar !== 'boolean'
    ) {
      problems.push(`${at}: ${key} must be a non-empty text value`)
      continue
    }
    const text = String(scalar).trim()
    if (text === '') {
      problems.push(`${at}: ${key} must be a non-empty text value`)
      continue
    }
    if (text.length > MAX_FIELD_CHARS) {
      problems.push(`${at}: ${key} is over ${MAX_FIELD_CHARS} characters`)
      continue
    }
    fields.set(key, text)
  }
  return fields
}

function checkExpires(
  expires: string | undefined,
  at: string,
  options: QuarantineFileOptions
): string | undefined {
  if (expires === undefined) return `${at}: expires is required (YYYY-MM-DD)`
  if (!isDate(expires)) {
    return `${at}: expires "${printable(expires)}" is not a date written YYYY-MM-DD`
  }
  const ahead = daysBetween(options.today, expires)
  if (ahead > options.maxDays) {
    return `${at}: expires ${expires} is ${ahead} days ahead, more than quarantine-max-days (${options.maxDays}); a quarantine is renewed by a reviewed change, not set far ahead`
  }
  return undefined
}

/** One entry, or undefined with its problems added. */
function entryOf(
  node: Node,
  line: number,
  context: { options: QuarantineFileOptions; problems: Problems }
): QuarantineEntry | undefined {
  const { options, problems } = context
  const at = `${options.what}:${line}`
  if (!isMap(node)) {
    problems.push(
      `${at}: an entry is a mapping (suite/classname/name, owner, issue, expires)`
    )
    return undefined
  }
  const before = problems.length
  const fields = fieldsOf(node, at, problems)
  if (!SELECTORS.some((key) => fields.has(key))) {
    problems.push(
      `${at}: name the test with at least one of ${SELECTORS.join(', ')}`
    )
  }
  const owner = fields.get('owner')
  if (owner === undefined)
    problems.push(`${at}: owner is required (who fixes the test)`)
  const issue = fields.get('issue')
  if (issue === undefined) problems.push(`${at}: issue is required (a URL)`)
  else if (!isHttpUrl(issue)) {
    problems.push(`${at}: issue "${printable(issue)}" is not an http(s) URL`)
  }
  const expiry = checkExpires(fields.get('expires'), at, options)
  if (expiry !== undefined) problems.push(expiry)
  if (problems.length > before) return undefined
  const entry: QuarantineEntry = {
    line,
    owner: owner ?? '',
    issue: issue ?? '',
    expires: fields.get('expires') ?? ''
  }
  for (const key of [...SELECTORS, 'reason'] as const) {
    const value = fields.get(key)
    if (value !== undefined) entry[key] = value
  }
  return entry
}

function refuse(options: QuarantineFileOptions, problems: Problems): never {
  const shown = problems.slice(0, 50)
  const more =
    problems.length > 50 ? [`… and ${problems.length - 50} more`] : []
  throw new ConfigError(
    [
      `quarantine-file: ${options.what} is not a valid quarantine list (docs/quarantine.md); fix it or remove it:`,
      ...[...shown, ...more].map((p) => `  ${p}`)
    ].join('\n')
  )
}

/** The `quarantine` list's items; undefined when the list is empty. */
function listOf(
  root: YAMLMap,
  context: {
    options: QuarantineFileOptions
    problems: Problems
    lineOf: (node: Node | null | undefined) => number
  }
): readonly unknown[] | undefined {
  const { options, problems, lineOf } = context
  for (const pair of root.items) {
    if (isScalar(pair.key) && pair.key.value === 'quarantine') continue
    problems.push(
      `${options.what}:${lineOf(pair.key as Node)}: unknown key; the file has one key, quarantine`
    )
  }
  const list = root.get('quarantine', true)
  if (list === undefined || (isScalar(list) && list.value === null)) {
    if (problems.length > 0) refuse(options, problems)
    return undefined
  }
  if (!isSeq(list)) {
    refuse(options, [
      ...problems,
      `${options.what}:${lineOf(list)}: quarantine must be a list of entries`
    ])
  }
  if (list.items.length > MAX_ENTRIES) {
    refuse(options, [
      `${options.what}: ${list.items.length} entries, more than ${MAX_ENTRIES}`
    ])
  }
  return list.items
}

/** The entries of the list; a ConfigError naming every bad line. */
export function parseQuarantineFile(
  text: string,
  options: QuarantineFileOptions
): QuarantineEntry[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true })
  const lineOf = (node: Node | null | undefined) =>
    lineCounter.linePos(node?.range?.[0] ?? 0).line
  const problems: Problems = doc.errors.map(
    (e) =>
      `${options.what}:${e.linePos?.[0].line ?? 1}: ${printable(e.message.split('\n')[0] ?? '')}`
  )
  if (problems.length > 0) refuse(options, problems)
  if (doc.contents === null) return []
  if (!isMap(doc.contents)) {
    refuse(options, [
      `${options.what}:${lineOf(doc.contents)}: the file is a mapping with one key, quarantine: a list of entries`
    ])
  }
  const list = listOf(doc.contents, { options, problems, lineOf })
  if (list === undefined) return []
  const entries: QuarantineEntry[] = []
  for (const item of list) {
    const entry = entryOf(item as Node, lineOf(item as Node), {
      options,
      problems
    })
    if (entry !== undefined) entries.push(entry)
  }
  if (problems.length > 0) refuse(options, problems)
  return entries
}
