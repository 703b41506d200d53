// Builds the two committed bundles: dist/index.js (the action) and
// dist/cli/index.js (the CLI). ncc emits ESM because package.json says
// "type": "module", and one file per dynamic import (a chunk), so what a run
// does not need is not even read. The build goes to a scratch folder first
// and replaces its target at the end, so a failed or concurrent build never
// leaves half a dist. It ends with dist/source.sha256, the hash of the
// source it was built from (scripts/source-hash.mjs).
// `node scripts/package.mjs DIR` builds into DIR instead
// (the benchmark measures such a build).
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import path from 'node:path'
import { NCC_FLAGS } from './ncc-flags.mjs'
import { sourceHash, STAMP } from './source-hash.mjs'

const root = path.resolve(import.meta.dirname, '..')
const nccBin = path.join(root, 'node_modules', '.bin', 'ncc')

/**
 * @param {string} entry
 * @param {string} dir
 */
const ncc = (entry, dir) =>
  execFileSync(
    nccBin,
    ['build', entry, '-o', dir, '--license', 'licenses.txt', ...NCC_FLAGS],
    { cwd: root, stdio: 'inherit' }
  )

/** Builds both bundles into `target` (relative to the repository). */
export function buildBundles(target = 'dist') {
  const dest = path.resolve(root, target)
  const out = `${dest}.build-${process.pid}`
  try {
    ncc('src/action/index.ts', out)
    ncc('src/cli/index.ts', `${out}/cli`)
    const cli = `${out}/cli/index.js`
    const text = readFileSync(cli, 'utf8')
    if (!text.startsWith('#!'))
      writeFileSync(cli, `#!/usr/bin/env node\n${text}`)
    chmodSync(cli, 0o755)
    writeFileSync(`${out}/${STAMP}`, `${sourceHash()}\n`)
    rmSync(dest, { recursive: true, force: true })
    renameSync(out, dest)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return dest
}

if (process.argv[1] === import.meta.filename) buildBundles(process.argv[2])
