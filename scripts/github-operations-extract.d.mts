// Types of github-operations-extract.mjs for the TypeScript that imports it
// (test/unit/github/operations-extract.test.ts).
export interface Description {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
}
export interface Wanted {
  operations: string[]
  schemas: string[]
  examples: string[]
}
export interface Extract {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
  index: Record<string, Record<string, string>>
}
export function operationIndex(
  description: Description
): Record<string, Record<string, string>>
export function extract(description: Description, wanted: Wanted): Extract
export function octokitCalls(
  source: string,
  index?: Record<string, Record<string, string>>
): string[]
