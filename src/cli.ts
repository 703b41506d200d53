import { parseArgs } from 'node:util'

const { positionals } = parseArgs({ allowPositionals: true, strict: false })
console.log(positionals.join(' '))
