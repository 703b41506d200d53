// Workflow commands (`::error::`, `::add-mask::`) printed by code under test
// would be interpreted by the GitHub runner that runs our own CI; hide them.
// Once per process: the unit files share theirs (vitest.config.ts).
const PATCHED = Symbol.for('kosli-attest.test.stdout-filtered')
const stdout = process.stdout as typeof process.stdout & { [PATCHED]?: true }
if (!stdout[PATCHED]) {
  const write = stdout.write.bind(stdout)
  stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    if (typeof chunk === 'string' && chunk.startsWith('::')) return true
    return write(chunk, ...rest)
  }
  stdout[PATCHED] = true
}
