/**
 * The XML layer: a streaming, byte-level scanner that checks
 * well-formedness and reports the elements of a vocabulary with the
 * attribute values asked for. It knows nothing of JUnit: the rules layer
 * gives it the vocabulary and reads what it reports.
 */
export { DtdRefusedError, XmlSyntaxError } from './core.js'
export { positionAt, type Position } from './position.js'
export { MAX_DEPTH, XmlScanner } from './scanner.js'
export type { ScanHandler } from './tags.js'
export { MAX_VALUE_BYTES, type AttributeValues } from './values.js'
export { NameList, Vocabulary, type VocabularyEntry } from './vocabulary.js'
/** A growable byte buffer; AttributeValues.copyTo keeps values in one. */
export { Bytes } from './bytes.js'
