import type {
  EnvDiff,
  EnvDiffArtifact
} from '../../../../src/api/schemas/index.js'

/** A diff artifact with readable defaults; tests override what they check. */
export function artifact(
  name: string,
  extra: Partial<EnvDiffArtifact> = {}
): EnvDiffArtifact {
  return {
    fingerprint: `${name.length.toString(16)}`.padEnd(64, 'a'),
    name,
    flow: 'demo-flow',
    commit_url: 'https://github.com/acme/demo/commit/0123456789abcdef0123',
    most_recent_timestamp: 1_700_000_000,
    instance_count: 1,
    ...extra
  }
}

/** A diff with the given lists; each side defaults to empty. */
export function diffOf(lists: {
  only1?: EnvDiffArtifact[]
  only2?: EnvDiffArtifact[]
  changed?: EnvDiffArtifact[]
  same?: EnvDiffArtifact[]
}): EnvDiff {
  return {
    snappish1: { artifacts: lists.only1 ?? [], snapshot_id: 'staging#3' },
    snappish2: { artifacts: lists.only2 ?? [], snapshot_id: 'production#5' },
    changed: { artifacts: lists.changed ?? [], snapshot_id: '' },
    'not-changed': { artifacts: lists.same ?? [], snapshot_id: '' }
  }
}
