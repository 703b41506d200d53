// The ncc options of the shipped bundles; the benchmark builds with the same
// ones, so that it measures what users run.
export const NCC_FLAGS = ['--target', 'es2023', '-q']
