/**
 * The git process: a fixed program and an argument array, no shell. In its
 * own module so that child_process loads with the first git call (see
 * runGit in git.ts).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** git's standard output; rejects when git fails or takes over 30 s. */
export async function gitOutput(
  args: readonly string[],
  cwd: string
): Promise<string> {
  const { stdout } = await execFileAsync('git', [...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    timeout: 30_000
  })
  return stdout
}
