import type { EmulatorState, Org } from '../state.js'

/** Policies, controls, service accounts, notifications and repos of `demo`. */

const DAY = 86_400
const POLICY_SCHEMA_URL = 'https://docs.kosli.com/schemas/policy/v1'

type Catalog = Pick<
  Org,
  'policies' | 'controls' | 'service_accounts' | 'notifications' | 'repos'
>

export function policy(
  name: string,
  now: number,
  options: { required: boolean; archived?: boolean; versions?: number }
): Org['policies'][number] {
  const created = now - 30 * DAY
  const count = options.versions ?? 1
  const versions = Array.from({ length: count }, (_, i) => ({
    version: i + 1,
    comment: i === 0 ? 'initial version' : `revision ${i + 1}`,
    created_by: 'jane@example.com',
    timestamp: created + i * DAY,
    policy_yaml: `_schema: ${POLICY_SCHEMA_URL}\nartifacts:\n  provenance:\n    required: ${options.required}\n`
  }))
  return {
    name,
    description: `${name} policy`,
    archived: options.archived ?? false,
    created_at: created,
    last_modified_at: created + (count - 1) * DAY,
    created_by: 'jane@example.com',
    events: versions.map((v) => ({
      type: v.version === 1 ? 'policy_created' : 'policy_updated',
      timestamp: v.timestamp,
      user: 'jane@example.com',
      data: { version: v.version }
    })),
    versions
  }
}

function control(
  now: number,
  named: { identifier: string; name: string; archived?: boolean }
): Org['controls'][number] {
  const { identifier, name, archived = false } = named
  return {
    identifier,
    name,
    version: 1,
    created_by: 'jane@example.com',
    description: `${name} is performed for every change`,
    links: { docs: `https://wiki.example.com/controls/${identifier}` },
    created_at: now - 40 * DAY,
    tags: { framework: 'SOC2' },
    archived,
    policies_referencing: archived ? [] : ['prod-approval']
  }
}

function serviceAccount(
  now: number,
  named: { name: string; privilege: string; forWebhook?: boolean }
): Org['service_accounts'][number] {
  const { name, privilege, forWebhook = false } = named
  return {
    name,
    display_name: name.replace(/-/g, ' '),
    privilege,
    description: `${name} service account`,
    creating_user_id: 'user-0001',
    created_at: now - 50 * DAY,
    for_webhook: forWebhook
  }
}

function notifications(now: number): Org['notifications'] {
  const common = {
    type: 'env',
    created_at: now - 20 * DAY,
    created_by: 'jane@example.com',
    last_modified_at: now - 10 * DAY,
    last_success_timestamp: now - DAY,
    is_failing: false,
    is_created_from_slack_app: false
  }
  return [
    {
      ...common,
      number: 1,
      name: 'production-slack',
      environments: ['production'],
      triggers: ['ON_NON_COMPLIANT_ENV', 'ON_COMPLIANT_ENV'],
      targets: [
        {
          type: 'SLACK',
          webhook: 'https://hooks.slack.example.com/services/T000/B000/XXXX',
          last_success_at: now - DAY,
          last_failure_at: now - 15 * DAY,
          context: {
            channel_id: 'C0123456',
            channel_name: 'prod-alerts',
            team_id: 'T0123456'
          }
        }
      ]
    },
    {
      ...common,
      number: 2,
      name: 'staging-webhook',
      environments: ['staging', 'production'],
      triggers: ['ON_STARTED_ARTIFACT', 'ON_ALLOWED_ARTIFACT'],
      targets: [
        {
          type: 'WEBHOOK',
          webhook: 'https://hooks.example.com/kosli',
          payload_version: '1.0'
        }
      ]
    }
  ]
}

export function demoCatalog(now: number): Catalog {
  return {
    policies: [
      policy('provenance-required', now, { required: true, versions: 2 }),
      policy('prod-approval', now, { required: true }),
      policy('legacy-checks', now, { required: false, archived: true })
    ],
    controls: [
      control(now, { identifier: 'CTRL-001', name: 'Code review' }),
      control(now, { identifier: 'CTRL-002', name: 'Vulnerability scanning' }),
      control(now, {
        identifier: 'CTRL-003',
        name: 'Manual sign-off',
        archived: true
      })
    ],
    service_accounts: [
      serviceAccount(now, { name: 'ci-bot', privilege: 'member' }),
      serviceAccount(now, { name: 'reporter', privilege: 'reader' }),
      serviceAccount(now, {
        name: 'webhook-receiver',
        privilege: 'admin',
        forWebhook: true
      })
    ],
    notifications: notifications(now),
    repos: [
      { name: 'acme/demo-api', tags: { team: 'platform', lang: 'go' } },
      { name: 'acme/demo-web', tags: { team: 'web', lang: 'typescript' } },
      { name: 'acme/legacy', tags: { team: 'platform' } }
    ]
  }
}

type AttestationType = EmulatorState['system_attestation_types'][number]

/** A type whose version `n` has the data properties `versions[n - 1]`. */
function attestationType(
  name: string,
  description: string,
  versions: Record<string, unknown>[]
): AttestationType {
  return {
    name,
    description,
    versions: versions.map((properties, i) => ({
      version: i + 1,
      attestation_data_schema: { type: 'object', properties }
    }))
  }
}

export function systemAttestationTypes(): AttestationType[] {
  return [
    attestationType('junit', 'JUnit test results', [
      { junit_results: { type: 'array' } }
    ]),
    attestationType('snyk', 'Snyk security scan results', [
      { snyk_results: { type: 'object' } },
      { sarif: { type: 'object' } }
    ]),
    attestationType('pull_request', 'Pull requests of a commit', [
      { pull_requests: { type: 'array' } }
    ]),
    attestationType('generic', 'A generic attestation with a compliance flag', [
      { is_compliant: { type: 'boolean' } }
    ])
  ]
}
