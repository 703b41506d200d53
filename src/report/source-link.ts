/**
 * A failed case's place as Markdown: `path:line` in a code span, linked to
 * the file at the attested commit when the repository's web URL and the
 * commit are known and the path is a file of the workspace.
 */
import type { FailedCase } from '../junit/index.js'
import { inlineCode, safeUrl } from './markdown.js'

/** Where the workspace's files are on the web. */
export interface SourceBase {
  /** The repository's web URL, e.g. https://github.com/acme/shop. */
  repoUrl: string
  commit: string
  /** repo_info's provider; GitLab's file pages sit below `/-/`. */
  provider?: string
}

function fileUrl(
  base: SourceBase,
  file: string,
  line: number | undefined
): string | undefined {
  if (!/^[0-9a-f]{7,64}$/i.test(base.commit)) return undefined
  const path = file.split('/').map(encodeURIComponent).join('/')
  const blob = base.provider === 'gitlab' ? '-/blob' : 'blob'
  const anchor = line === undefined ? '' : `#L${line}`
  const repo = base.repoUrl.replace(/\/+$/, '')
  return safeUrl(`${repo}/${blob}/${base.commit}/${path}${anchor}`)
}

/** `path:line` (a link where it can be), or '' when the case has no file. */
export function sourceLocation(failed: FailedCase, base?: SourceBase): string {
  if (failed.file === undefined) return ''
  const line = failed.line === undefined ? '' : `:${failed.line}`
  const shown = inlineCode(`${failed.file}${line}`)
  const url =
    base === undefined || failed.inWorkspace !== true
      ? undefined
      : fileUrl(base, failed.file, failed.line)
  return url === undefined ? shown : `[${shown}](${url})`
}
