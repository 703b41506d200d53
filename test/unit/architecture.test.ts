/**
 * The module boundaries ARCHITECTURE.md states, checked on the source text:
 * the folders it names are the folders of src/, each layer is used through
 * its index.ts, only the entries touch the runner and the process, and the
 * CLI's top-level help loads no command module.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  dynamicImportsOf,
  importsOf,
  packagesOf,
  runtimeClosure,
  sourceFiles,
  sourceFolders
} from '../support/imports.js'
import { REPO_ROOT } from '../support/paths.js'

const ARCHITECTURE = readFileSync(join(REPO_ROOT, 'ARCHITECTURE.md'), 'utf8')

/** Folders whose index.ts is the only way in from outside them. */
const LAYERS = [
  'src/config',
  'src/junit',
  'src/junit/decode',
  'src/junit/xml',
  'src/junit/rules'
]

/** The entries: the only files that may touch the runner or the process. */
const ENTRIES = ['src/action/run.ts', 'src/cli/index.ts']

const inside = (file: string, folder: string) => file.startsWith(`${folder}/`)

/**
 * The layer lines of ARCHITECTURE.md, top first: each line's folders of
 * src/. The files at the top of src/ sit below the last line.
 */
function layerLines(): string[][] {
  const section = ARCHITECTURE.split('## Layers')[1]?.split('\n## ')[0] ?? ''
  return [...section.matchAll(/^\d+\. (.*)$/gm)]
    .map((line) =>
      [...(line[1] ?? '').matchAll(/`(src\/[\w-]+)\/`/g)].map((m) => m[1] ?? '')
    )
    .filter((folders) => folders.length > 0)
}

/** The folder of src/ a file belongs to (`src` for the top-level files). */
const topFolderOf = (file: string) => {
  const parts = file.split('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : 'src'
}

/** Every cycle of the static import graph (type imports included). */
function importCycles(): string[][] {
  const graph = new Map(
    sourceFiles().map((file) => [
      file,
      [
        ...importsOf(file).map(({ target }) => target),
        ...dynamicImportsOf(file)
      ]
    ])
  )
  const cycles: string[][] = []
  const done = new Set<string>()
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file)
    if (at >= 0) return void cycles.push([...path.slice(at), file])
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) visit(next, [...path, file])
    done.add(file)
  }
  for (const file of graph.keys()) visit(file, [])
  return cycles
}

/** A source file's code, comments left out. */
function codeOf(file: string): string {
  return readFileSync(join(REPO_ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
}

describe('ARCHITECTURE.md', () => {
  const named = new Set(
    [...ARCHITECTURE.matchAll(/`(src(?:\/[\w-]+)+)\/`/g)].map((m) => m[1])
  )

  it('names every folder of src/', () => {
    const missing = sourceFolders().filter((folder) => !named.has(folder))
    expect(missing, 'add a line for each to ARCHITECTURE.md').toEqual([])
  })

  it('names no folder that does not exist', () => {
    const folders = new Set(sourceFolders())
    const gone = [...named].filter((folder) => !folders.has(folder ?? ''))
    expect(gone, 'ARCHITECTURE.md names them').toEqual([])
  })

  it('keeps a feature in a folder: no four files of a folder share a name prefix', () => {
    // The prefix is the name up to its first '-' or '.': attest-send.ts and
    // attest-name.ts share "attest".
    const crowded = ['src', 'test', 'scripts'].flatMap((top) =>
      [top, ...sourceFolders(join(REPO_ROOT, top))].flatMap((folder) => {
        const counts = new Map<string, number>()
        for (const entry of readdirSync(join(REPO_ROOT, folder), {
          withFileTypes: true
        })) {
          if (!entry.isFile()) continue
          const prefix = entry.name.split(/[-.]/)[0] ?? ''
          counts.set(prefix, (counts.get(prefix) ?? 0) + 1)
        }
        return [...counts]
          .filter(([, count]) => count >= 4)
          .map(([prefix, count]) => `${folder}/${prefix}-* (${count} files)`)
      })
    )
    expect(crowded, 'make a folder of each').toEqual([])
  })

  it('states each layer rule this test checks', () => {
    for (const layer of LAYERS) expect(ARCHITECTURE).toContain(`\`${layer}/\``)
  })
})

describe('module boundaries', () => {
  it('no module imports a layer above its own, nor a folder on its own line', () => {
    const lines = layerLines()
    expect(lines[0]).toEqual(['src/action', 'src/cli'])
    const rank = new Map(
      lines.flatMap((folders, index) => folders.map((f) => [f, index] as const))
    )
    rank.set('src', lines.length)
    const unplaced = [...new Set(sourceFiles().map(topFolderOf))].filter(
      (folder) => !rank.has(folder)
    )
    expect(unplaced, 'give each a line in ARCHITECTURE.md, ## Layers').toEqual(
      []
    )
    const upward = sourceFiles().flatMap((file) =>
      [
        ...importsOf(file).map(({ target }) => target),
        ...dynamicImportsOf(file)
      ]
        .filter((target) => {
          const from = topFolderOf(file)
          const to = topFolderOf(target)
          return from !== to && (rank.get(to) ?? 0) <= (rank.get(from) ?? 0)
        })
        .map((target) => `${file} -> ${target}`)
    )
    expect(upward).toEqual([])
  })

  it('no two modules import each other, directly or around a circle', () => {
    expect(importCycles()).toEqual([])
  })

  it('code outside a layer imports only its index.ts', () => {
    // The reading of imports finds them (the check is not vacuous).
    expect(importsOf('src/junit/index.ts')).toContainEqual({
      target: 'src/junit/rules/index.ts',
      typeOnly: false
    })
    const leaks = sourceFiles().flatMap((file) =>
      importsOf(file)
        .filter(({ target }) =>
          LAYERS.some(
            (layer) =>
              inside(target, layer) &&
              !inside(file, layer) &&
              target !== `${layer}/index.ts`
          )
        )
        .map(({ target }) => `${file} -> ${target}`)
    )
    expect(leaks).toEqual([])
  })

  it('no RawConfig below the entries: the modes, reports and GitHub read typed config', () => {
    // By name, type imports included: the raw strings stop at the entries,
    // which parse them once (src/config/step.ts).
    const below = ['src/modes', 'src/report', 'src/github']
    const raw = sourceFiles().filter(
      (file) =>
        below.some((folder) => inside(file, folder)) &&
        /\bRawConfig\b/.test(codeOf(file))
    )
    expect(
      sourceFiles().filter((f) => /\bRawConfig\b/.test(codeOf(f)))
    ).toContain('src/action/inputs.ts')
    expect(raw).toEqual([])
  })

  it('only the entries touch process.env and the exit code', () => {
    const touching = sourceFiles().filter((file) =>
      /process\.env\b|process\.exit/.test(codeOf(file))
    )
    expect(touching).toEqual(expect.arrayContaining(ENTRIES))
    expect(touching.filter((file) => !ENTRIES.includes(file))).toEqual([])
  })

  it('the runner is spoken to through workflow-commands.ts, not @actions/core', () => {
    // @actions/core loads an HTTP stack as it loads; the action would pay
    // for it at every start.
    const users = sourceFiles().filter((file) =>
      /['"]@actions\/core['"]/.test(codeOf(file))
    )
    expect(users).toEqual([])
    expect(importsOf('src/action/run.ts')).toContainEqual({
      target: 'src/action/workflow-commands.ts',
      typeOnly: false
    })
  })

  it('the CLI entry loads no command module until a command runs', () => {
    const loaded = [...runtimeClosure('src/cli/index.ts')]
    expect(loaded).toContain('src/cli/registry.ts')
    const heavy = loaded.filter(
      (file) =>
        inside(file, 'src/cli/commands') ||
        ['src/api', 'src/emulator', 'src/modes', 'src/junit'].some((folder) =>
          inside(file, folder)
        )
    )
    expect(heavy).toEqual([])
  })

  it("the action's start loads what attest-junit's dry run needs, and no more", () => {
    // Everything else loads on the first call that needs it: the API client
    // and its zod schemas when a request goes out, GitHub's client for a
    // comment, the other modes when they run (docs/performance.md).
    const loaded = [...runtimeClosure('src/action/index.ts')]
    expect(loaded).toContain('src/modes/attest-junit/index.ts')
    const packages = [...new Set(loaded.flatMap(packagesOf))]
    expect(packages).toContain('picomatch')
    const late = [
      'zod',
      'undici',
      'yaml',
      '@actions/',
      '@octokit/',
      'node:child_process',
      'node:crypto',
      'node:http',
      'node:https',
      'node:net',
      'node:stream',
      'node:zlib'
    ]
    expect(
      packages.filter((p) => late.some((name) => p.startsWith(name)))
    ).toEqual([])
    const lateFiles = loaded.filter(
      (file) =>
        [
          'src/cli',
          'src/emulator',
          'src/artifact/oci',
          'src/artifact/docker'
        ].some((folder) => inside(file, folder)) ||
        (inside(file, 'src/api') &&
          ![
            'src/api/client-options.ts',
            'src/api/schemas/patterns.ts'
          ].includes(file)) ||
        [
          'src/modes/attest-junit/send.ts',
          'src/modes/env-diff/index.ts',
          'src/modes/allow-artifact.ts',
          'src/modes/fingerprint.ts',
          'src/artifact/fingerprint.ts'
        ].includes(file)
    )
    expect(lateFiles).toEqual([])
  })
})
