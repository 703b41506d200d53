// The xml-js peer as mikepenz/action-junit-report calls it: the whole file as
// a string, xml2json compact, then JSON.parse of that JSON.
import { readFileSync } from 'node:fs'
import { xml2json } from 'xml-js'

const data = readFileSync(/** @type {string} */ (process.argv[2]), 'utf8')
const report = JSON.parse(xml2json(data, { compact: true }))
const suites = report.testsuites?.testsuite ?? report.testsuite ?? []
process.stdout.write(`${Array.isArray(suites) ? suites.length : 1}\n`)
