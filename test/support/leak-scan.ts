/**
 * Finds a secret in everything a run left behind: printed text, every file
 * under some directories, the emulator's request log. The secret is looked
 * for as given, JSON-escaped, URL-encoded, and in its HTTP basic forms
 * (base64 of `token:` and `:token`), with and without padding.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every regular file below `dir` (which may be missing). */
export function filesUnder(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir, { recursive: true }).map(String)
  } catch {
    return []
  }
  return entries
    .map((entry) => join(dir, entry))
    .filter((path) => statSync(path).isFile())
}

export function secretForms(token: string): string[] {
  const basic = (text: string) => Buffer.from(text).toString('base64')
  const forms = [
    token,
    JSON.stringify(token).slice(1, -1),
    encodeURIComponent(token),
    ...[`${token}:`, `:${token}`].flatMap((text) => [
      basic(text),
      basic(text).replace(/=+$/, '')
    ])
  ]
  return [...new Set(forms)]
}

export interface Leak {
  where: string
  form: string
}

/** Where any form of `token` appears among `texts` (name -> content). */
export function findLeaks(
  token: string,
  texts: Readonly<Record<string, string | Buffer>>
): Leak[] {
  const forms = secretForms(token)
  const leaks: Leak[] = []
  for (const [where, content] of Object.entries(texts)) {
    const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content)
    for (const form of forms) {
      if (buffer.includes(form)) leaks.push({ where, form })
    }
  }
  return leaks
}

/** Every file below `dirs`, keyed by path. */
export function filesIn(dirs: readonly string[]): Record<string, Buffer> {
  const files: Record<string, Buffer> = {}
  for (const dir of dirs) {
    for (const path of filesUnder(dir)) files[path] = readFileSync(path)
  }
  return files
}
