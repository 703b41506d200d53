/**
 * The zod schemas of docs/spec/resources.md, shared by the client and the
 * emulator: request schemas are strict, response schemas tolerant.
 */
export * from './schema-patterns.js'
export * from './schema-requests.js'
export * from './schema-responses.js'
export * from './schema-queries.js'
export * from './schema-flows.js'
