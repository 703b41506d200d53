/**
 * The JUnit elements the rules read, and the attributes they want of each:
 * the scanner reports these and skips everything else.
 */
import {
  CASE_ATTRIBUTES,
  SLOT_ERROR,
  SLOT_FAILURE,
  SLOT_RERUN_ERROR,
  SLOT_RERUN_FAILURE
} from './case.js'
import { SUITE_ATTRIBUTES } from './suite.js'
import { Vocabulary } from '../xml/index.js'

export const K_SUITES = 1
export const K_SUITE = 2
export const K_CASE = 3
export const K_FAILURE = 4
export const K_ERROR = 5
export const K_SKIPPED = 6
export const K_DISABLED = 7
export const K_FLAKY_FAILURE = 8
export const K_FLAKY_ERROR = 9
export const K_RERUN_FAILURE = 10
export const K_RERUN_ERROR = 11
export const K_PROPERTIES = 12

const MESSAGE = ['message']
export const VOCABULARY = new Vocabulary([
  { name: 'testsuites', attributes: SUITE_ATTRIBUTES },
  { name: 'testsuite', attributes: SUITE_ATTRIBUTES },
  { name: 'testcase', attributes: CASE_ATTRIBUTES },
  { name: 'failure', attributes: MESSAGE },
  { name: 'error', attributes: MESSAGE },
  { name: 'skipped', attributes: [] },
  { name: 'disabled', attributes: [] },
  { name: 'flakyFailure', attributes: [] },
  { name: 'flakyError', attributes: [] },
  { name: 'rerunFailure', attributes: MESSAGE },
  { name: 'rerunError', attributes: MESSAGE },
  { name: 'properties', attributes: [] }
])

/** The detail slot of each result element. */
export const SLOT_OF: Record<number, number> = {
  [K_ERROR]: SLOT_ERROR,
  [K_FAILURE]: SLOT_FAILURE,
  [K_RERUN_ERROR]: SLOT_RERUN_ERROR,
  [K_RERUN_FAILURE]: SLOT_RERUN_FAILURE
}
