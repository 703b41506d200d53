import type { Command } from './types.js'

/** Every CLI command, in the order `kosli-attest --help` lists them. */
export const commands: Command[] = []
