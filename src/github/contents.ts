/**
 * One file of the repository at one commit, through GitHub's contents API
 * (GET /repos/{owner}/{repo}/contents/{path}?ref=SHA): the quarantine list
 * of a pull request's base commit when a shallow checkout does not hold
 * that commit. Never throws for an API failure: the caller decides what an
 * unread file means.
 */
import { z } from 'zod'
import {
  checkConnection,
  withOctokit,
  type GitHubConnection
} from './connection.js'
import { describeGitHubFailure } from './failure.js'

export type RepositoryFile =
  | { kind: 'found'; bytes: Buffer }
  /** GitHub answered 404: the commit has no such file. */
  | { kind: 'absent' }
  | { kind: 'failed'; reason: string }

const FileSchema = z.object({
  type: z.literal('file'),
  encoding: z.string(),
  content: z.string(),
  size: z.number()
})

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

export async function readRepositoryFile(
  connection: GitHubConnection,
  file: { path: string; ref: string; maxBytes: number }
): Promise<RepositoryFile> {
  checkConnection(connection)
  try {
    const data = await withOctokit(connection, async (octokit, repo) => {
      const answer = await octokit.rest.repos.getContent({
        ...repo,
        path: file.path,
        ref: file.ref
      })
      return answer.data
    })
    const parsed = FileSchema.safeParse(data)
    if (!parsed.success || parsed.data.encoding !== 'base64') {
      return {
        kind: 'failed',
        reason: `${file.path} at ${file.ref} is not a file GitHub returns whole (a folder, or a file over 1 MB)`
      }
    }
    if (parsed.data.size > file.maxBytes) {
      return {
        kind: 'failed',
        reason: `${file.path} at ${file.ref} is ${parsed.data.size} bytes, over ${file.maxBytes}`
      }
    }
    return { kind: 'found', bytes: Buffer.from(parsed.data.content, 'base64') }
  } catch (error) {
    if (statusOf(error) === 404) return { kind: 'absent' }
    const reason = describeGitHubFailure(error, {
      doing: `read ${file.path} at the base commit ${file.ref}`,
      permission: 'contents: read',
      secrets: [connection.token]
    })
    return { kind: 'failed', reason }
  }
}
