/**
 * The typed client of the 18 operations of docs/spec/operations.md, and of
 * create flow and begin trail (docs/spec/flows-and-trails.md).
 */
export { createClient, buildUrl } from './http.js'
export type { Client } from './http.js'
export type {
  ApiRequest,
  Method,
  Query,
  QueryValue,
  RequestBody
} from './request.js'
export { EU_HOST, US_HOST } from './client-options.js'
export type { AuthMethod, ClientOptions, Region } from './client-options.js'
export {
  attestJunit,
  listSystemAttestationTypes,
  sendJunitUpload
} from './operations/attestations.js'
export type {
  Attachment,
  AttestJunitParams,
  JunitUpload
} from './operations/attestations.js'
export {
  beginTrail,
  beginTrailRequest,
  createFlow,
  createFlowRequest,
  getFlow
} from './operations/flows.js'
export type {
  BeginTrailParams,
  CreateFlowParams,
  TemplateFile,
  TrailData,
  UpsertOutcome
} from './operations/flows.js'
export {
  deleteServiceAccount,
  getNotification,
  updateNotification,
  updateServiceAccount
} from './operations/accounts.js'
export type {
  NotificationRef,
  ServiceAccountRef
} from './operations/accounts.js'
export {
  allowArtifact,
  detachPolicies,
  envDiff,
  getDeploymentFrequency,
  iterateEnvironments,
  joinEnvironment,
  listEnvironments
} from './operations/environments.js'
export type { EnvRef } from './operations/environments.js'
export {
  archiveControl,
  getTrailMoment,
  iterateDeployments,
  listArtifacts,
  listDeployments,
  listPolicies,
  listRepoTagChoices
} from './operations/reads.js'
export * from './schemas/index.js'
