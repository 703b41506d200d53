/**
 * Every place where the emulator refuses a request that the service's own
 * request schemas (fixtures/contract/server-operations.json) accept, and the
 * interface rule or emulator limit behind it. Anything not listed here that
 * those schemas accept, the emulator accepts.
 *
 * docs/emulator-strictness.md mirrors this table, the contract test
 * (test/unit/emulator/contract/generated.test.ts) checks each refusal it
 * meets against it, and `GET /_emulator/strictness` serves it.
 */

export interface StrictnessRule {
  /** Stable id, used by the test and the documentation. */
  id: string
  /** Operation numbers of docs/spec/operations.md. */
  operations: number[]
  /**
   * The `errors` keys a refusal names (a key may continue below these, as in
   * `data_json.annotations.my-key`). Empty for a 413, which has no `errors`.
   */
  fields: string[]
  status: 400 | 413
  /** For a refusal without `errors`: its message. */
  message?: string
  /** What the service's schemas accept and the emulator refuses. */
  refuses: string
  /** Why: the interface rule, or the emulator's own limit. */
  because: string
  /** Where the rule is written. */
  source: string
}

export const STRICTNESS_RULES: readonly StrictnessRule[] = [
  {
    id: 'n1-names',
    operations: [1],
    fields: ['path.flow_name', 'path.trail_name'],
    status: 400,
    refuses: 'a flow or trail name outside ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$',
    because: 'flow and trail names follow the name pattern N1',
    source: 'docs/spec/resources.md, "Name pattern N1"'
  },
  {
    id: 'junit-results-not-empty',
    operations: [1],
    fields: ['data_json.junit_results'],
    status: 400,
    refuses: 'junit_results: []',
    because: 'junit_results holds at least 1 item',
    source: 'docs/spec/resources.md, "JUnit attestation input"'
  },
  {
    id: 'one-target-with-fingerprint',
    operations: [1],
    fields: ['data_json.target_artifacts'],
    status: 400,
    refuses: 'two or more target_artifacts together with artifact_fingerprint',
    because: 'cross-field rule 1: at most 1 target artifact then',
    source: 'docs/spec/resources.md, "JUnit attestation input", rule 1'
  },
  {
    id: 'targets-need-commit',
    operations: [1],
    fields: ['data_json.git_commit_info'],
    status: 400,
    refuses:
      'target_artifacts without artifact_fingerprint and without git_commit_info',
    because: 'cross-field rule 2: git_commit_info is required then',
    source: 'docs/spec/resources.md, "JUnit attestation input", rule 2'
  },
  {
    id: 'annotation-keys',
    operations: [1],
    fields: ['data_json.annotations'],
    status: 400,
    refuses:
      'an annotation key with "-" or outside ^[A-Za-z0-9_]+$, or a value that is not a string',
    because: 'annotation keys match ^[A-Za-z0-9_]+$ and values are strings',
    source: 'docs/spec/resources.md, "JUnit attestation input"'
  },
  {
    id: 'external-url-keys',
    operations: [1],
    fields: ['data_json.external_urls'],
    status: 400,
    refuses:
      'an external_urls key that is empty or holds "=", "." or NUL (the schema leaves such keys unchecked), or its value',
    because:
      'keys are non-empty and contain none of "=", "." and NUL; values are {href, fingerprint?}',
    source: 'docs/spec/resources.md, "JUnit attestation input"'
  },
  {
    id: 'account-patch-not-empty',
    operations: [2],
    fields: ['body'],
    status: 400,
    refuses: 'a body with neither description nor privilege, e.g. {}',
    because: 'the body carries description and/or privilege',
    source: 'docs/spec/operations.md, operation 2'
  },
  {
    id: 'privilege-not-null',
    operations: [2],
    fields: ['privilege'],
    status: 400,
    refuses: 'privilege: null',
    because: 'privilege is a string (description alone may be null)',
    source: 'docs/spec/operations.md, operation 2'
  },
  {
    id: 'snapshot-expression',
    operations: [10],
    fields: ['query.snappish1', 'query.snappish2'],
    status: 400,
    refuses:
      'a snapshot expression that is not an environment name with an optional #N, ~N or @{...}, e.g. ""',
    because: 'each expression contains an environment name',
    source: 'docs/spec/operations.md, operation 10; docs/spec/kosli-cli.md'
  },
  {
    id: 'env-name-filter',
    operations: [13],
    fields: ['query.env_name'],
    status: 400,
    refuses: 'an env_name filter outside ^[a-zA-Z0-9][a-zA-Z0-9._-]*$',
    because: 'the environment name filter follows that pattern',
    source: 'docs/spec/operations.md, operation 13'
  },
  {
    id: 'join-physical-only',
    operations: [8],
    fields: [],
    status: 400,
    message: 'Can only add physical environments to logical environments',
    refuses:
      'joining a logical environment into another, or anything into a physical one',
    because:
      "the interface's own error for operation 8 (the service refuses it too; the interface gives no status, the emulator answers 400)",
    source: 'docs/spec/operations.md, operation 8'
  },
  {
    id: 'attachment-size',
    operations: [1],
    fields: [],
    status: 413,
    refuses: 'an attachment_file over 10 MB (10000000 bytes)',
    because: 'the attachment is at most 10 MB',
    source: 'docs/spec/errors-and-limits.md, "Limits"'
  },
  {
    id: 'body-size',
    operations: [1, 2, 4, 6, 7, 8],
    fields: [],
    status: 413,
    refuses:
      'a JSON body or data_json part over 1 MB (1000000 bytes), a multipart body over 12 MB (12000000 bytes)',
    because: 'emulator limit: it keeps requests in memory',
    source: 'src/emulator/body.ts'
  },
  {
    id: 'json-depth',
    operations: [1, 2, 4, 6, 7, 8],
    fields: ['body', 'data_json'],
    status: 400,
    refuses: 'JSON nested more than 512 levels deep',
    because: 'emulator limit: deeper values could not be serialised back',
    source: 'src/emulator/json-depth.ts'
  }
]
