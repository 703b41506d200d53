// Bytes-only baseline for scripts/bench.mjs: read every file (or every *.xml
// below a directory) with a reused 1 MiB buffer and a readSync loop.
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs'
import path from 'node:path'

const buffer = Buffer.allocUnsafe(1 << 20)

/** @param {string} target */
function files(target) {
  if (!statSync(target).isDirectory()) return [target]
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.xml'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

let total = 0
for (const file of files(/** @type {string} */ (process.argv[2]))) {
  const fd = openSync(file, 'r')
  for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) total += n
  closeSync(fd)
}
process.stdout.write(`${total}\n`)
