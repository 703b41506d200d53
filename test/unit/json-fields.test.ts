/**
 * The event payload readers of src/github/event.ts and src/context/github.ts
 * once parsed the payload with zod schemas; they now read it with
 * src/json-fields.ts. The schemas are kept here as the oracle: for any
 * payload, well-formed or not, each module must answer the same for the raw
 * payload as for what the schema made of it (an object whose every field has
 * the right type or is absent), so the readers are exactly as lenient as the
 * schemas were. The modules read a field the schemas left null as a missing
 * one (`?.`, `?? undefined`, `!value`), so the reference leaves nulls out: a
 * reader that tells null from missing fails too.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { githubContext } from '../../src/context/github.js'
import {
  forkRestricted,
  isForkPullRequest,
  pullRequestOf,
  triggeringRunOf
} from '../../src/github/event.js'

// The schemas of src/github/event.ts, as they were.
const str = z.string().optional().catch(undefined)
const RepoSchema = z
  .object({
    full_name: str,
    owner: z.object({ login: str }).optional().catch(undefined)
  })
  .nullish()
  .catch(undefined)
const PullSchema = z.object({
  number: z.number().int().positive(),
  head: z
    .object({ sha: str, ref: str, repo: RepoSchema })
    .optional()
    .catch(undefined),
  base: z.object({ repo: RepoSchema }).optional().catch(undefined)
})
const RunPullSchema = PullSchema.extend({
  head: z.object({ sha: str, ref: str }).optional().catch(undefined)
})
const EventPayloadSchema = z
  .object({
    pull_request: PullSchema.optional().catch(undefined),
    repository: RepoSchema,
    workflow_run: z
      .object({
        id: z.number().int().positive().optional().catch(undefined),
        event: str,
        head_sha: str,
        head_branch: z.string().nullish().catch(undefined),
        head_repository: RepoSchema,
        repository: RepoSchema,
        // The module kept the entries that passed RunPullSchema.
        pull_requests: z
          .array(z.unknown())
          .optional()
          .catch(undefined)
          .transform((entries) =>
            entries?.flatMap((entry) => {
              const parsed = RunPullSchema.safeParse(entry)
              return parsed.success ? [parsed.data] : []
            })
          )
      })
      .optional()
      .catch(undefined)
  })
  .catch({ repository: undefined })

// The schemas of src/context/github.ts, as they were.
const HeadCommitSchema = z
  .object({
    id: str,
    message: str,
    timestamp: str,
    author: z.object({ name: str, email: str }).optional().catch(undefined)
  })
  .nullish()
  .catch(undefined)
const ContextPayloadSchema = z.object({
  after: str,
  head_commit: HeadCommitSchema,
  pull_request: z
    .object({
      head: z.object({ sha: str, ref: str }).optional().catch(undefined)
    })
    .optional()
    .catch(undefined),
  workflow_run: z
    .object({
      head_sha: str,
      head_branch: z.string().nullish().catch(undefined),
      head_commit: HeadCommitSchema
    })
    .optional()
    .catch(undefined)
})

/** A parsed payload without its null fields. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field)])
  )
}

const SHA_A = 'a'.repeat(40)
const SHA_B = 'b'.repeat(40)
const EVENTS = [
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'workflow_run',
  'push',
  'workflow_dispatch',
  ''
]

/** Values of every JSON type (and undefined), for a field of the wrong one. */
const junk = fc.oneof(
  fc.constantFrom(undefined, null),
  fc.constantFrom(true, 0, -1, 1.5, '', 'x', [], {}),
  fc.jsonValue({ maxDepth: 2 })
)
/** A right value most of the time, else one of any type (or none). */
const maybe = <T>(right: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: junk })
/** An object with these fields (junk includes a missing field: `{}`). */
const record = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  maybe(fc.record(fields))

/** Mostly one right value, so that fields meant to agree often do. */
const mostly = <T>(right: T, ...others: T[]) =>
  maybe(
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(right) },
      fc.constantFrom(...others)
    )
  )

const sha = mostly(SHA_A, SHA_B, '0'.repeat(40), 'A'.repeat(40), 'a'.repeat(64))
const id = maybe(
  fc.oneof(
    fc.integer({ min: -2, max: 9 }),
    fc.constantFrom(-0, 0.5, 7.000001, 2 ** 53, 2 ** 53 - 1, Infinity, NaN)
  )
)
const branch = mostly('main', 'feature/x', '')
const repo = record({
  full_name: maybe(fc.constantFrom('acme/shop', 'ACME/Shop', 'fork/shop', '')),
  owner: record({ login: maybe(fc.constantFrom('fork', 'acme', '')) })
})
const pull = record({
  number: id,
  head: record({ sha, ref: branch, repo }),
  base: record({ repo })
})
const pullList = fc.array(pull, { maxLength: 3 })
const headCommit = record({
  id: sha,
  message: maybe(fc.string()),
  timestamp: mostly('2025-06-26T09:41:20+02:00', '2025-06-26', 'soon', ''),
  author: record({
    name: mostly('Jane Doe', ''),
    email: mostly('jane@example.com', '')
  })
})
const workflowRun = record({
  id,
  event: maybe(fc.constantFrom(...EVENTS)),
  head_sha: sha,
  head_branch: branch,
  head_repository: repo,
  repository: repo,
  pull_requests: fc.oneof(
    maybe(pullList),
    pullList.map((list) => ({ ...list })) // an array-like object is none
  ),
  head_commit: headCommit
})
/** Payloads shaped like GitHub's, with right and wrong types at every path read. */
const shaped = record({
  pull_request: pull,
  repository: repo,
  workflow_run: workflowRun,
  after: sha,
  head_commit: headCommit
})
const payloads = fc.oneof(
  { weight: 4, arbitrary: shaped },
  { weight: 1, arbitrary: fc.anything() }
)
const eventName = fc.constantFrom(...EVENTS)

function eventAnswers(name: string, payload: unknown) {
  return {
    pull: pullRequestOf(name, payload),
    fork: isForkPullRequest(name, payload),
    restricted: forkRestricted(name, payload),
    run: triggeringRunOf(name, payload)
  }
}

const ENV = {
  GITHUB_EVENT_PATH: '/event.json',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_REPOSITORY_ID: '1',
  GITHUB_RUN_ID: '5',
  GITHUB_SHA: 'c'.repeat(40),
  GITHUB_REF: 'refs/heads/main'
}
const headRef = fc.constantFrom(undefined, 'from-env')
const contextOf = (name: string, ref: string | undefined, payload: unknown) =>
  githubContext(
    { ...ENV, GITHUB_EVENT_NAME: name, GITHUB_HEAD_REF: ref },
    () => payload
  )

describe('the event payload readers, against the schemas they replace', () => {
  it('src/github/event.ts answers for a payload as for its parsed form', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(eventName, payloads, (name, payload) => {
        const answers = eventAnswers(name, payload)
        const parsed = withoutNulls(EventPayloadSchema.parse(payload ?? {}))
        expect(answers).toEqual(eventAnswers(name, parsed))
        kinds.add(answers.pull.kind)
      }),
      { numRuns: 4000 }
    )
    // The payloads reached every answer, not only the "none" of bad input.
    expect([...kinds].sort()).toEqual(['found', 'lookup', 'none'])
  })

  it('src/context/github.ts answers for a payload as for its parsed form', () => {
    let withFacts = 0
    fc.assert(
      fc.property(eventName, headRef, payloads, (name, ref, payload) => {
        const ctx = contextOf(name, ref, payload)
        const parsed = ContextPayloadSchema.safeParse(payload)
        // A payload the schema refused reads as any non-object does.
        const reference = parsed.success
          ? withoutNulls(parsed.data)
          : 'not an object'
        expect(ctx).toEqual(contextOf(name, ref, reference))
        if (ctx.eventCommit?.author && ctx.eventCommit.timestamp) withFacts++
      }),
      { numRuns: 4000 }
    )
    expect(withFacts).toBeGreaterThan(0)
  })
})
