// Builds the two committed bundles: dist/index.js (the action) and
// dist/cli/index.js (the CLI). ncc emits ESM because package.json says
// "type": "module".
import { execFileSync } from 'node:child_process'
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const ncc = (entry, out) =>
  execFileSync(
    'ncc',
    ['build', entry, '-o', out, '--license', 'licenses.txt', '--target', 'es2023', '-q'],
    { stdio: 'inherit' }
  )

rmSync('dist', { recursive: true, force: true })
ncc('src/index.ts', 'dist')
ncc('src/cli.ts', 'dist/cli')
const cli = 'dist/cli/index.js'
const text = readFileSync(cli, 'utf8')
if (!text.startsWith('#!')) writeFileSync(cli, `#!/usr/bin/env node\n${text}`)
chmodSync(cli, 0o755)
