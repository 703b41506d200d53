/**
 * The zod schemas of docs/spec/resources.md, shared by the client and the
 * emulator: request schemas are strict, response schemas tolerant.
 */
export * from './patterns.js'
export * from './requests.js'
export * from './responses.js'
export * from './queries.js'
export * from './flows.js'
