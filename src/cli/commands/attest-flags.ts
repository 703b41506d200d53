/**
 * The flags of `attest junit`: the action's input names, plus the vendor
 * CLI's repository overrides and its flag names as hidden aliases.
 */
import { REPO_PROVIDERS } from '../../api/index.js'
import type { FlagSpec, Flags } from '../framework/help.js'

const list = (value: string, help: string): FlagSpec => ({
  type: 'string',
  multiple: true,
  value,
  help
})
const text = (value: string, help: string): FlagSpec => ({
  type: 'string',
  value,
  help
})

/** For --artifact-type oci and docker; the password is best a variable. */
export const REGISTRY_FLAGS: Flags = {
  'registry-username': text(
    'NAME',
    'oci and docker: the registry login, with --registry-password. Default: anonymous, ~/.docker/config.json, GITHUB_TOKEN for ghcr.io.'
  ),
  'registry-password': text(
    'PASS',
    'Prefer KOSLI_REGISTRY_PASSWORD: flags show up in process lists.'
  )
}

export const ATTEST_FLAGS: Flags = {
  flow: text('F', 'KOSLI_FLOW. The flow that holds the trail. Required.'),
  trail: text(
    'T',
    "KOSLI_TRAIL. Default: the attested commit (the CI's commit variable, or --commit)."
  ),
  'begin-trail': {
    type: 'boolean',
    help: 'Begin the trail first (as begin trail does), creating the flow if it does not exist.'
  },
  name: text(
    'N',
    'The attestation name, e.g. unit-tests; template-artifact.name binds it to that template artifact. Required.'
  ),
  'report-paths': list(
    'GLOB',
    'JUnit reports: a glob (**), directory or file; !GLOB excludes. Arguments count too. Required.'
  ),
  strict: {
    type: 'boolean',
    help: 'Default on: a malformed or unreadable report fails the run. --no-strict skips it with a warning.'
  },
  'report-formats': text(
    'LIST',
    'Report formats read: a comma list of junit, trx, nunit, xunit, or all (default junit). Others are skipped with a notice.'
  ),
  'legs-dir': text(
    'DIR',
    'One folder per matrix leg: one attestation for all, suites named [leg] suite; --report-paths apply inside each leg (default **/*.xml).'
  ),
  'expected-legs': text(
    'N',
    'How many legs the matrix has: fewer, or a leg with no test, fails the run.'
  ),
  'on-missing-legs': text(
    'fail|attest',
    'fail (default): with a leg missing nothing is sent and the payload is kept for resend; attest: send it anyway. Both fail the run.'
  ),
  'strip-test-names': text(
    'REGEX',
    'Removed (every match) from test names and classnames in the test inventory, e.g. parameters or seeds (docs/inventory.md).'
  ),
  'tests-file': text(
    'PATH',
    'Also write the test inventory (every test case read, with its status; docs/inventory.md) to PATH.'
  ),
  fingerprint: text(
    'SHA256',
    'The artifact fingerprint: 64 hex characters, or sha256:<64 hex>.'
  ),
  'artifact-path': text(
    'PATH',
    'A file, a directory or an image reference to fingerprint instead (with --artifact-type).'
  ),
  'artifact-type': text(
    'file|dir|oci|docker',
    "How --artifact-path is fingerprinted: oci asks the image's registry, docker the local daemon."
  ),
  exclude: list(
    'GLOB',
    'With --artifact-type dir: left out of the fingerprint.'
  ),
  ...REGISTRY_FLAGS,
  'target-artifacts': list(
    'NAME',
    'Template artifact names the attestation targets.'
  ),
  description: text('TEXT', 'Free text stored with the attestation.'),
  annotations: list(
    'K=V',
    'An annotation (repeat for more); keys: letters, digits, _.'
  ),
  'user-data': text(
    'FILE',
    "A JSON file stored as the attestation's user data."
  ),
  'external-urls': list(
    'LABEL=URL',
    'A link stored with the attestation (repeat for more).'
  ),
  'attach-results': {
    type: 'boolean',
    help: 'Default on: attach the parsed reports, in evidence.tgz with the test inventory kosli-tests.json (attached either way). --no-attach-results turns it off.'
  },
  attachments: list('PATH', 'Extra files or directories to attach.'),
  commit: text(
    'REV',
    "The commit to attest instead of the CI's (a sha, or a revision git resolves)."
  ),
  'fail-on-failure': {
    type: 'boolean',
    help: 'Exit 1 after recording when a test failed or errored.'
  },
  'require-tests': {
    type: 'boolean',
    help: 'Default on: exit 1 after recording when no test ran (none, or all skipped). --no-require-tests turns it off.'
  },
  'removed-tests': text(
    'fail|warn|off',
    'Tests that stopped running since the base (removed, or run there and skipped now): warn (default) says so on stderr, fail exits 1 after recording, off compares nothing.'
  ),
  'base-tests': text(
    'FILE',
    "The base commit's test inventory (the --tests-file of a run on the base, e.g. main). A FILE that does not exist counts as no base."
  ),
  'on-missing-base': text(
    'warn|fail',
    'Without a base inventory: warn (default; says not compared and why) or fail (exit 1 after recording).'
  ),
  'allow-removed-label': text(
    'LABEL',
    "A merge request label that allows tests to stop (default tests-removed), read from GitLab's CI_MERGE_REQUEST_LABELS or GitHub's event."
  ),
  'removed-allowed-by': text(
    'LABEL',
    'Allow tests to stop running in this run, recorded as kosli_attest_removed_allowed_by=LABEL (for a CI whose labels the CLI cannot read).'
  ),
  'quarantine-file': text(
    'FILE',
    'The list of known-flaky tests whose failures do not fail the run until their entry expires (default .kosli/quarantine.yml; no file: none). Kosli still records every failure.'
  ),
  'quarantine-max-days': text(
    'N',
    'The furthest ahead, in days, an entry may expire (default 30).'
  ),
  'quarantine-base': text(
    'REF',
    "Read the quarantine list from this commit (a merge request's base), so a change cannot excuse its own failures. Default: GitLab's CI_MERGE_REQUEST_DIFF_BASE_SHA, a GitHub pull_request's base; else the working tree."
  ),
  'max-annotations': text(
    'N',
    'KOSLI_MAX_ANNOTATIONS. List at most N failed tests on stderr (a FAILED line each, with file:line); 0 lists none. Default: the first 20, then how many more.'
  ),
  'keep-dir': text(
    'DIR',
    'Where a payload whose upload finally failed is kept, one folder each (default: .kosli-attest/kept).'
  ),
  output: text(
    'table|json',
    'table (default): the totals line. json: one object on stdout with verdict, compliant, counts, gate, quarantined_failures, tests_removed, tests_newly_skipped, tests_added, base_commit, base_source, recorded, dry_run, attestation_name, trail_url, kept_payload_dir and error (null when absent), for scripts.'
  ),
  dotenv: text(
    'FILE',
    "Also write the result as KOSLI_JUNIT_* variables (VERDICT, TESTS, FAILURES, TESTS_REMOVED, BASE_SOURCE, RECORDED, TRAIL_URL, ...) to FILE, for GitLab's artifacts:reports:dotenv; written whenever the reports were read, pass or fail."
  ),
  'origin-url': text(
    'URL',
    "The CI run's link (origin_url), where the CI gives none (TeamCity) or to override it."
  ),
  'redact-commit-info': list(
    'FIELD',
    'Send this commit field as **REDACTED**: author, message or branch (repeatable).'
  ),
  repository: text(
    'NAME',
    "repo_info name, e.g. acme/api (overrides the CI's)."
  ),
  'repo-id': text('ID', "repo_info id (overrides the CI's)."),
  'repo-url': text('URL', "repo_info url (overrides the CI's)."),
  'repo-provider': text(
    'P',
    `repo_info provider: ${REPO_PROVIDERS.join(', ')}.`
  ),
  'results-dir': { ...list('DIR', ''), hidden: true },
  annotate: { ...list('K=V', ''), hidden: true },
  'external-url': { ...list('LABEL=URL', ''), hidden: true }
}
