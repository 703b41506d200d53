/**
 * The decode layer: a report's bytes, in whatever encoding its BOM or XML
 * declaration names, read as a stream of UTF-8 chunks. The XML layer above
 * sees only UTF-8.
 */
export { EncodingError, illegalEncodingName } from './detect.js'
export type { Utf8Sink } from './output.js'
export { readAsUtf8, type ReadOptions, type ReadSummary } from './read.js'
export { incompleteTail, repairUtf8, type Repaired } from './utf8.js'
