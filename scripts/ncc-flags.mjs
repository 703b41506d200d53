// The ncc options of the shipped bundles; the benchmark builds with the same
// ones, so that it measures what users run. Minified (-m), the action bundle
// is less than half the size and compiles faster at start-up; the source maps
// (-s) with ncc's small register script keep error stacks pointing at the
// lines of src/ (the maps are read only when a stack is printed).
export const NCC_FLAGS = ['--target', 'es2023', '-q', '-m', '-s']
