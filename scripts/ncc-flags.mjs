// The ncc options of the shipped bundles; the benchmark builds with the same
// ones, so that it measures what users run. Minified (-m), the action bundle
// is a third of its size and compiles faster at start-up. The source maps
// (-s) sit beside the bundles without ncc's register script, which would add
// about 30 ms to every start: Node maps error stacks to the lines of src/
// when run with --enable-source-maps (NODE_OPTIONS), see docs/performance.md.
export const NCC_FLAGS = [
  '--target',
  'es2023',
  '-q',
  '-m',
  '-s',
  '--no-source-map-register'
]
