/**
 * The unit files share their worker processes (vitest.config.ts: isolate
 * false), so a file that leaves the environment variables or the working
 * folder changed would change the files after it, and a test could pass or
 * fail by the order it ran in. After each file this puts both back and
 * fails the file, naming what it left changed. (Vitest runs the setup
 * files' afterAll after the file's own.)
 */
import { afterAll, beforeAll } from 'vitest'

let env: Record<string, string | undefined> = {}
let cwd = ''

beforeAll(() => {
  env = { ...process.env }
  cwd = process.cwd()
})

afterAll(() => {
  const names = new Set([...Object.keys(env), ...Object.keys(process.env)])
  const changed = [...names].filter((name) => process.env[name] !== env[name])
  for (const name of changed) {
    const value = env[name]
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  const moved = process.cwd() !== cwd
  if (moved) process.chdir(cwd)
  const left = [
    ...changed.map((name) => `environment variable ${name}`),
    ...(moved ? [`working folder (now ${process.cwd()})`] : [])
  ]
  if (left.length > 0) {
    throw new Error(
      `this file left ${left.join(', ')} changed; the unit files share a process (vitest.config.ts), so restore it in afterEach or afterAll`
    )
  }
})
