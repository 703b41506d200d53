/** Path checks shared by every layer. */
import { isAbsolute, relative, sep } from 'node:path'

/**
 * Whether `target` is `dir` or lies below it. Both are absolute and
 * normalized. Only a first segment that is exactly `..` leaves `dir`: a
 * folder named `..r` is inside.
 */
export function isInside(dir: string, target: string): boolean {
  const rel = relative(dir, target)
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}
