/**
 * What attest-junit and begin trail say about the commit, the run link and
 * the repository, beyond what the CI tells: the commit to attest, the
 * fields to redact, and the CLI's overrides of the run link and repo_info.
 */
import { REPO_PROVIDERS } from '../api/schemas/patterns.js'
import type { RedactField } from '../context/commit.js'
import type { RepoOverrides } from '../context/types.js'
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { isHttpUrl } from './service.js'
import { lines, oneOf, optional } from './values.js'

export interface CommitOptions {
  commit?: string
  /** CLI only: the run link, where the CI gives none (TeamCity). */
  originUrl?: string
  /** CLI only: commit fields sent as `**REDACTED**`. */
  redactCommitInfo: RedactField[]
  /** CLI only: repo_info fields that win over what the CI says. */
  repo: Omit<RepoOverrides, 'originUrl'>
}

const REDACTABLE: readonly RedactField[] = ['author', 'message', 'branch']

/** `redact-commit-info`: one per line or comma-separated, like the vendor. */
function redactFields(raw: RawConfig): RedactField[] {
  const names = lines(raw['redact-commit-info']).flatMap((line) =>
    line
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
  )
  for (const name of names) {
    if (!(REDACTABLE as readonly string[]).includes(name)) {
      throw new ConfigError(
        `redact-commit-info: "${name}" is not one of ${REDACTABLE.join(', ')}`
      )
    }
  }
  return [...new Set(names)] as RedactField[]
}

function originUrl(raw: RawConfig): string | undefined {
  const url = optional(raw, 'origin-url')
  if (url !== undefined && !isHttpUrl(url)) {
    throw new ConfigError(
      `origin-url: "${url}" is not an http(s) URL of the CI run`
    )
  }
  return url
}

function repoUrl(raw: RawConfig): string | undefined {
  const url = optional(raw, 'repo-url')
  if (url !== undefined && !/^https?:\/\/[^/\s]+/.test(url)) {
    throw new ConfigError(
      `repo-url: "${url}" is not a web URL with a host, e.g. https://gitlab.com/acme/api`
    )
  }
  return url
}

function repoOverrides(
  p: ProblemCollector,
  raw: RawConfig
): CommitOptions['repo'] {
  const repository = optional(raw, 'repository')
  const repoId = optional(raw, 'repo-id')
  const url = p.check('repo-url', () => repoUrl(raw))
  const provider = p.check('repo-provider', () =>
    oneOf(raw, 'repo-provider', REPO_PROVIDERS)
  )
  return {
    ...(repository !== undefined && { repository }),
    ...(repoId !== undefined && { repoId }),
    ...(url !== undefined && { repoUrl: url }),
    ...(provider !== undefined && { repoProvider: provider })
  }
}

/** Each problem is kept by `p`; the result is read after `p.done()`. */
export function checkCommitOptions(
  p: ProblemCollector,
  raw: RawConfig
): () => CommitOptions {
  const commit = optional(raw, 'commit')
  const origin = p.check('origin-url', () => originUrl(raw))
  const redact = p.check('redact-commit-info', () => redactFields(raw))
  const repo = repoOverrides(p, raw)
  return () => ({
    ...(commit !== undefined && { commit }),
    ...(origin !== undefined && { originUrl: origin }),
    redactCommitInfo: checked(redact),
    repo
  })
}

/** The commit options alone, for begin trail. Every problem at once. */
export function parseCommitOptions(raw: RawConfig): CommitOptions {
  const p = new ProblemCollector()
  const options = checkCommitOptions(p, raw)
  p.done()
  return options()
}
