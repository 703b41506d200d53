// Builds the two committed bundles: dist/index.js (the action) and
// dist/cli/index.js (the CLI). ncc emits ESM because package.json says
// "type": "module". The build goes to a scratch folder first and replaces
// dist/ at the end, so a failed or concurrent build never leaves half a dist.
import { execFileSync } from 'node:child_process'
import { NCC_FLAGS } from './ncc-flags.mjs'
import {
  chmodSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'

const out = `dist.build-${process.pid}`
const ncc = (entry, dir) =>
  execFileSync(
    'ncc',
    [
      'build',
      entry,
      '-o',
      dir,
      '--license',
      'licenses.txt',
      '--target',
      'es2023',
      '-q'
    ],
    { stdio: 'inherit' }
  )

try {
  ncc('src/action/index.ts', out)
  ncc('src/cli/index.ts', `${out}/cli`)
  const cli = `${out}/cli/index.js`
  const text = readFileSync(cli, 'utf8')
  if (!text.startsWith('#!')) writeFileSync(cli, `#!/usr/bin/env node\n${text}`)
  chmodSync(cli, 0o755)
  rmSync('dist', { recursive: true, force: true })
  renameSync(out, 'dist')
} finally {
  rmSync(out, { recursive: true, force: true })
}
