/** The typed client of SPEC.md's 18 operations. */
export { createClient, buildUrl } from './http.js'
export type {
  ApiRequest,
  Client,
  Method,
  Query,
  QueryValue,
  RequestBody
} from './http.js'
export {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  EU_HOST,
  US_HOST,
  redact
} from './client-options.js'
export type { AuthMethod, ClientOptions, Region } from './client-options.js'
export {
  attestJunit,
  listSystemAttestationTypes
} from './operations-attestations.js'
export type {
  Attachment,
  AttestJunitParams
} from './operations-attestations.js'
export {
  deleteServiceAccount,
  getNotification,
  updateNotification,
  updateServiceAccount
} from './operations-accounts.js'
export type {
  NotificationRef,
  ServiceAccountRef
} from './operations-accounts.js'
export {
  allowArtifact,
  detachPolicies,
  envDiff,
  getDeploymentFrequency,
  iterateEnvironments,
  joinEnvironment,
  listEnvironments
} from './operations-environments.js'
export type { EnvRef } from './operations-environments.js'
export {
  archiveControl,
  getTrailMoment,
  iterateDeployments,
  listArtifacts,
  listDeployments,
  listPolicies,
  listRepoTagChoices
} from './operations-reads.js'
export * from './schemas.js'
