/**
 * What a format's reader is to the dispatcher (../dispatch.ts): it gets the
 * root element's wanted attributes, then every element below it classified
 * by its own vocabulary, and hands its suites over when the root closes.
 */
import type { Note, SuiteReport } from '../../model.js'
import type {
  FailedCaseBudget,
  TestCollector,
  TextCapturer
} from '../../rules/index.js'
import type {
  AttributeValues,
  ScanHandler,
  Vocabulary
} from '../../xml/index.js'

export interface ReaderContext {
  /** The file as shown to users: the name fallback (F3) and notes use it. */
  fileName: string
  note: (note: Note) => void
  budget: FailedCaseBudget
  capture: TextCapturer
  /** The run's test inventory, when it is collected: every counted case. */
  tests?: TestCollector | undefined
}

/** The format label of a file, shown in the summary. */
export type FileFormat =
  'junit' | 'trx' | 'nunit2' | 'nunit3' | 'xunit1' | 'xunit2'

export interface RootReader extends ScanHandler {
  readonly vocabulary: Vocabulary
  /** The root's attributes, laid out as the root vocabulary asked. */
  openRoot(values: AttributeValues): void
  /** The root closed: its suites, in the order of the format's rules. */
  closeRoot(): SuiteReport[]
  /** The label, known once the root is read (xunit1 or xunit2). */
  format(): FileFormat
}
