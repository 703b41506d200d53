/**
 * Report formats (docs/counting.md, Report formats): JUnit, TRX, NUnit 2
 * and 3, xUnit.net v1 to v3, each root read by its format's rules on one
 * streaming scanner.
 */
export {
  createDispatcher,
  type DispatchedFile,
  type DispatchOptions,
  type SkippedRoot
} from './dispatch.js'
export type { FileFormat } from './common/reader.js'
export { ROOT_NAMES, type ReportFamily } from './recognise.js'
export { skipNotes } from './notes.js'
