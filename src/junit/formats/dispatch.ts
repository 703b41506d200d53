/**
 * One scanner per file, one reader per root: each root element is read by
 * the reader of its format (F1, F5), switched in when the root opens, so
 * every format gets the same streaming, well-formedness checks, memory
 * bounds and depth limit as JUnit.
 */
import type { Note, SuiteReport } from '../model.js'
import {
  SuiteRules,
  type FailedCaseBudget,
  type TestCollector
} from '../rules/index.js'
import {
  Vocabulary,
  XmlScanner,
  type NameList,
  type AttributeValues,
  type ScanHandler
} from '../xml/index.js'
import type { FileFormat, ReaderContext, RootReader } from './common/reader.js'
import { JunitReader } from './junit.js'
import { NunitReader } from './nunit/reader.js'
import {
  ROOT_VOCABULARY,
  recognise,
  type Recognition,
  type ReportFamily
} from './recognise.js'
import { TrxReader } from './trx/reader.js'
import { XunitReader } from './xunit/reader.js'

const NOTHING = new Vocabulary([])

/** The vocabulary of the root being read: the scanner asks this one. */
class SwitchVocabulary extends Vocabulary {
  current: Vocabulary = ROOT_VOCABULARY

  constructor() {
    super([])
  }

  override classify(data: Uint8Array, start: number, end: number): number {
    return this.current.classify(data, start, end)
  }

  override wanted(kind: number): NameList {
    return this.current.wanted(kind)
  }
}

/** A root that was not read, and why. */
export interface SkippedRoot {
  name: string
  recognition: Recognition
}

export interface DispatchOptions {
  fileName: string
  note: (note: Note) => void
  budget: FailedCaseBudget
  families: ReadonlySet<ReportFamily>
  tests?: TestCollector | undefined
}

export interface DispatchedFile {
  /** Local names of every root element, in order. */
  roots: string[]
  /** The format of each root read, in order. */
  formats: FileFormat[]
  skipped: SkippedRoot[]
  suites: SuiteReport[]
  /** JUnit roots were read (their "no suite" notice is JUnit's). */
  junit?: SuiteRules
  junitSuites: number
}

class Dispatcher implements ScanHandler {
  readonly vocabulary = new SwitchVocabulary()
  readonly scanner = new XmlScanner(this.vocabulary, this)
  readonly file: DispatchedFile = {
    roots: [],
    formats: [],
    skipped: [],
    suites: [],
    junitSuites: 0
  }
  private reader: RootReader | undefined
  private readonly context: ReaderContext

  constructor(private readonly options: DispatchOptions) {
    this.context = {
      fileName: options.fileName,
      note: options.note,
      budget: options.budget,
      capture: this.scanner,
      tests: options.tests
    }
  }

  open(kind: number, values: AttributeValues, depth: number): void {
    if (depth > 0) this.reader?.open(kind, values, depth)
    else this.openRoot(kind, values)
  }

  close(kind: number, depth: number): void {
    if (depth > 0) {
      this.reader?.close(kind, depth)
      return
    }
    if (this.reader !== undefined) {
      const suites = this.reader.closeRoot()
      const format = this.reader.format()
      // One push per suite: a spread of 200,000 suites overflows the stack.
      for (const suite of suites) this.file.suites.push(suite)
      this.file.formats.push(format)
      if (format === 'junit') this.file.junitSuites += suites.length
    }
    this.reader = undefined
    this.vocabulary.current = ROOT_VOCABULARY
  }

  private openRoot(kind: number, values: AttributeValues): void {
    const name = this.scanner.roots.at(-1) ?? ''
    const recognition = recognise(kind, values, this.scanner.rootPrefix)
    this.reader =
      recognition !== undefined &&
      'family' in recognition &&
      this.options.families.has(recognition.family)
        ? this.readerFor(recognition, kind)
        : undefined
    if (this.reader === undefined) {
      this.file.skipped.push({ name, recognition })
      this.vocabulary.current = NOTHING
      return
    }
    this.vocabulary.current = this.reader.vocabulary
    this.reader.openRoot(values)
  }

  private readerFor(
    recognition: { family: ReportFamily; format: FileFormat },
    kind: number
  ): RootReader {
    switch (recognition.family) {
      case 'junit': {
        this.file.junit ??= new SuiteRules(
          {
            fileName: this.options.fileName,
            note: this.options.note,
            failedCaseBudget: this.options.budget,
            tests: this.options.tests
          },
          this.scanner
        )
        const reader = new JunitReader(this.file.junit)
        reader.startRoot(kind)
        return reader
      }
      case 'trx':
        return new TrxReader(this.context)
      case 'nunit':
        return new NunitReader(
          this.context,
          kind,
          recognition.format === 'nunit3' ? 3 : 2
        )
      default:
        return new XunitReader(this.context, kind)
    }
  }
}

/** A streaming reader of one file, whatever formats its roots are in. */
export function createDispatcher(options: DispatchOptions): {
  write(chunk: Uint8Array): void
  end(): DispatchedFile
} {
  const dispatcher = new Dispatcher(options)
  return {
    write: (chunk) => dispatcher.scanner.write(chunk),
    end: () => {
      dispatcher.scanner.end()
      dispatcher.file.roots = dispatcher.scanner.roots
      return dispatcher.file
    }
  }
}
