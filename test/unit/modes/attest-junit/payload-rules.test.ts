/**
 * payloadIssues (the dry run's check, written without zod) against
 * JunitAttestationInputSchema (the emulator's): over generated payloads
 * that sit on both sides of every rule, both give the same verdict, and
 * ours names every field zod names.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ANNOTATION_KEY_PATTERN,
  EXTERNAL_URL_KEY_PATTERN,
  JunitAttestationInputSchema,
  REPO_PROVIDERS
} from '../../../../src/api/schemas/index.js'
import {
  payloadIssues,
  type BuiltPayload
} from '../../../../src/modes/attest-junit/payload-rules.js'

const optional = <T>(arb: fc.Arbitrary<T>) =>
  fc.option(arb, { nil: undefined, freq: 2 })

/** A valid value most of the time, any text otherwise. */
const matching = (pattern: RegExp) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.stringMatching(pattern) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }
  )

const NAME = /^[a-zA-Z0-9_,-]+$/
// Mostly whole numbers: one odd value among the six fields is enough to
// refuse a payload.
const number = fc.oneof(
  { weight: 30, arbitrary: fc.nat() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      -0,
      1.5
    )
  }
)
const stamp = fc.oneof(number, fc.constant(null), fc.constant(undefined))

const result = fc.record({
  name: fc.string({ maxLength: 6 }),
  failures: number,
  errors: fc.nat(),
  skipped: number,
  total: fc.nat(),
  duration: number,
  timestamp: stamp
})

const keys = (pattern: RegExp) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.stringMatching(pattern) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a.b',
        'a=b',
        'a\u0000b',
        '',
        'bad key',
        'ok-key'
      )
    }
  )

const payload: fc.Arbitrary<BuiltPayload> = fc
  .record({
    attestation_name: matching(NAME),
    junit_results: fc.array(result, { maxLength: 3 }),
    artifact_fingerprint: optional(matching(/^[a-f0-9]{64}$/)),
    git_commit_info: optional(
      fc.record({ sha1: fc.string({ maxLength: 4 }), timestamp: stamp })
    ),
    repo_info: optional(
      fc.record({
        name: fc.constant('acme/shop'),
        url: fc.constant('https://github.com/acme/shop'),
        provider: fc.oneof(
          fc.constantFrom(...REPO_PROVIDERS),
          fc.constantFrom('GitHub', 'svn', null, undefined)
        )
      })
    ),
    target_artifacts: optional(fc.array(matching(NAME), { maxLength: 3 })),
    external_urls: optional(
      fc.dictionary(
        keys(EXTERNAL_URL_KEY_PATTERN),
        fc.record({ href: fc.string({ maxLength: 4 }) })
      )
    ),
    origin_url: optional(fc.string({ maxLength: 4 })),
    user_data: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }))
      },
      { weight: 2, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }
    ),
    description: optional(fc.string({ maxLength: 4 })),
    annotations: optional(
      fc.dictionary(keys(ANNOTATION_KEY_PATTERN), fc.string({ maxLength: 4 }))
    )
  })
  // As buildJunitPayload writes it: an absent field is left out.
  .map(
    (built) =>
      Object.fromEntries(
        Object.entries(built).filter(([, value]) => value !== undefined)
      ) as unknown as BuiltPayload
  )

describe('payloadIssues', () => {
  it('gives the verdict of JunitAttestationInputSchema, and names every field it names', () => {
    let refused = 0
    let taken = 0
    fc.assert(
      fc.property(payload, (built) => {
        const ours = payloadIssues(built)
        const zod = JunitAttestationInputSchema.safeParse(built)
        expect(ours.length === 0).toBe(zod.success)
        if (zod.success) {
          taken++
          return
        }
        refused++
        const fields = new Set(ours.map((issue) => issue.path[0]))
        for (const issue of zod.error.issues) {
          expect(fields).toContain(issue.path[0])
        }
      }),
      { numRuns: 3000, seed: 20261126 }
    )
    // Both sides of the rules were met, many times.
    expect(taken).toBeGreaterThan(300)
    expect(refused).toBeGreaterThan(300)
  })

  it('names the key or index that breaks a rule', () => {
    const issues = payloadIssues({
      attestation_name: 'unit-tests',
      junit_results: [
        {
          name: 'a',
          failures: 1.5,
          errors: 0,
          skipped: 0,
          total: 2,
          duration: Number.NaN
        }
      ],
      target_artifacts: ['ok', 'not ok'],
      annotations: { 'bad.key': 'x' },
      user_data: 'text'
    })
    expect(issues.map((issue) => issue.path)).toEqual([
      ['junit_results', 0, 'failures'],
      ['junit_results', 0, 'duration'],
      ['target_artifacts', 1],
      ['annotations', 'bad.key'],
      ['user_data'],
      ['git_commit_info']
    ])
  })
})
