import type { FileReport, Note } from '../junit/index.js'
import { fitItems } from './budget.js'
import { plural } from '../text.js'
import { byteLength, text } from './markdown.js'

/** Beyond this many notes the list is folded away. */
const OPEN_NOTES = 20
const NOTE_CHARS = 1_000

/**
 * The notes, plus the reading errors of failed files that have no note, grouped by file then suite in order of appearance.
 */
export function collectNotes(
  files: readonly FileReport[],
  notes: readonly Note[]
): Note[] {
  const messages = new Map<string, string[]>()
  for (const note of notes) {
    const list = messages.get(note.file)
    if (list) list.push(note.message)
    else messages.set(note.file, [note.message])
  }
  const extra: Note[] = []
  for (const file of files) {
    const { error } = file
    if (file.status !== 'failed' || error === undefined) continue
    // A failed file's only notes say why it failed.
    if (!messages.has(file.path)) {
      const message = `could not be read: ${error}`
      extra.push({ level: 'warning', file: file.path, message })
    }
  }
  const groups = new Map<string, Note[]>()
  for (const note of [...extra, ...notes]) {
    const key = JSON.stringify([note.file, note.suite ?? null])
    const group = groups.get(key)
    if (group) group.push(note)
    else groups.set(key, [note])
  }
  return [...groups.values()].flat()
}

function renderNote(note: Note): string {
  const icon = note.level === 'warning' ? '⚠️' : 'ℹ️'
  const where =
    note.suite === undefined
      ? `**${text(note.file)}**`
      : `**${text(note.file)}** › ${text(note.suite)}`
  return `- ${icon} ${where}: ${text(note.message, NOTE_CHARS)}`
}

/** `### Notes`: warnings and notices per file and suite, within `budget`. */
export function notesSection(
  files: readonly FileReport[],
  notes: readonly Note[],
  budget: number
): string {
  const all = collectNotes(files, notes)
  if (all.length === 0) return ''
  const warnings = all.filter((note) => note.level === 'warning').length
  const heading = '### Notes'
  const counts = `${plural(warnings, 'warning')} and ${plural(all.length - warnings, 'notice')}`
  const folded = all.length > OPEN_NOTES
  const open = folded ? `<details><summary>${counts}</summary>\n\n` : ''
  const close = folded ? '\n\n</details>' : ''
  const list = fitItems(
    (function* () {
      for (const note of all) yield renderNote(note)
    })(),
    {
      total: all.length,
      budget: budget - byteLength(heading + open + close) - 2,
      more: (left) => `\n… and ${plural(left, 'more note')} not shown.`
    }
  )
  return `${heading}\n\n${open}${list.text}${close}`
}
