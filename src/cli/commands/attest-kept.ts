/**
 * Where the CLI keeps a payload whose upload finally failed: --keep-payload
 * DIR, else beside the reports, where the person who ran it will look.
 */
import { statSync } from 'node:fs'
import { cp, mkdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { lines, optional, type RawConfig } from '../../config/index.js'
import { errorMessage } from '../../errors.js'
import type { RunContext } from '../framework/service-command.js'

const GLOB_CHARS = /[*?[\]{}()!]/

/** The directory of the first report pattern, up to its first glob part. */
export function reportsDir(paths: string | undefined, cwd: string): string {
  const first = lines(paths).find((p) => !p.startsWith('!'))
  if (first === undefined) return cwd
  const parts = first.split(/[\\/]/)
  const globAt = parts.findIndex((part) => GLOB_CHARS.test(part))
  const base = globAt === -1 ? first : parts.slice(0, globAt).join('/')
  const path = resolve(cwd, base === '' ? '.' : base)
  try {
    return statSync(path).isDirectory() ? path : dirname(path)
  } catch {
    return cwd
  }
}

export function keepTarget(ctx: RunContext, raw: RawConfig): string {
  const flag = optional(ctx.raw, 'keep-payload')
  return flag !== undefined
    ? resolve(ctx.io.cwd, flag)
    : reportsDir(raw['report-paths'], ctx.io.cwd)
}

export type Moved = { ok: true; dir: string } | { ok: false; message: string }

/** Moves the kept directory into `parent`, keeping its name. */
export async function moveKeptPayload(
  from: string,
  parent: string
): Promise<Moved> {
  const to = join(parent, basename(from))
  try {
    await mkdir(parent, { recursive: true })
    try {
      await rename(from, to)
    } catch (error) {
      // Another file system: copy, then remove the original.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      await cp(from, to, { recursive: true })
      await rm(from, { recursive: true, force: true })
    }
    return { ok: true, dir: to }
  } catch (error) {
    return {
      ok: false,
      message: `could not keep the payload in ${parent} (${errorMessage(error)}); it stays in ${from}`
    }
  }
}
