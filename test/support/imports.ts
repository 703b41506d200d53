/**
 * The import graph of src/, read from the source text: which modules a
 * file imports, and which it loads at run time (type-only imports and
 * dynamic `import()` left out).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { REPO_ROOT } from './paths.js'

export const SRC = join(REPO_ROOT, 'src')

/** Every .ts file below `dir`, as paths relative to the repository. */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return name.endsWith('.ts') ? [relative(REPO_ROOT, path)] : []
  })
}

/** Every folder below `dir` (itself excluded), relative to the repository. */
export function sourceFolders(dir = SRC): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => [relative(REPO_ROOT, path), ...sourceFolders(path)])
}

export interface Import {
  /** The imported file, relative to the repository (`.js` read as `.ts`). */
  target: string
  /** `import type` / `export type`: gone at run time. */
  typeOnly: boolean
}

const STATIC =
  /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm

/** Every static import and re-export of a file: [specifier, type-only]. */
function specifiersOf(file: string): [string, boolean][] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8')
  return [...text.matchAll(STATIC)].map((match) => [
    match[3] ?? '',
    match[2] !== undefined
  ])
}

/** The relative static imports and re-exports of one source file. */
export function importsOf(file: string): Import[] {
  return specifiersOf(file)
    .filter(([specifier]) => specifier.startsWith('.'))
    .map(([specifier, typeOnly]) => ({
      target: relative(
        REPO_ROOT,
        resolve(REPO_ROOT, dirname(file), specifier.replace(/\.js$/, '.ts'))
      ),
      typeOnly
    }))
}

const DYNAMIC = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g

/** The relative `import()` calls of one source file: loaded when called. */
export function dynamicImportsOf(file: string): string[] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8')
  return [...text.matchAll(DYNAMIC)].map((match) =>
    relative(
      REPO_ROOT,
      resolve(
        REPO_ROOT,
        dirname(file),
        (match[1] ?? '').replace(/\.js$/, '.ts')
      )
    )
  )
}

/** The packages and Node modules (`node:…`) a file loads at run time. */
export function packagesOf(file: string): string[] {
  return specifiersOf(file)
    .filter(([specifier, typeOnly]) => !typeOnly && !specifier.startsWith('.'))
    .map(([specifier]) => specifier)
}

/** The files `entry` loads at run time, itself included. */
export function runtimeClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !file.endsWith('.ts')) return
    seen.add(file)
    for (const found of importsOf(file)) {
      if (!found.typeOnly) visit(found.target)
    }
  }
  visit(entry)
  return seen
}
