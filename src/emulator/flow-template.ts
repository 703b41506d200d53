import { parse } from 'yaml'
import { z } from 'zod'
import { fieldErrors, validationError } from './http-error.js'
import type { EmulatorState } from './state.js'

/**
 * A flow template as create flow and begin trail upload it
 * (docs/spec/flows-and-trails.md): `version: 1`, the trail's attestations
 * and its artifacts' attestations. The emulator keeps only their names, as
 * the template's slots.
 */

const SlotSchema = z.object({ name: z.string().min(1), type: z.string() })

const TemplateSchema = z.object({
  version: z.literal(1),
  trail: z
    .object({
      attestations: z.array(SlotSchema).nullish(),
      artifacts: z
        .array(
          z.object({
            name: z.string().min(1),
            attestations: z.array(SlotSchema).nullish()
          })
        )
        .nullish()
    })
    .nullish()
})

type Template = z.infer<typeof TemplateSchema>

const FIELD = 'template_file'

/**
 * A real template is a few KiB, in block style with a few `[]` or `{}` at
 * most. The YAML parser takes seconds and hundreds of MiB over `[` repeated
 * 100,000 times, so the size and the number of flow collections are
 * bounded before it runs. Counting every `[` and `{`, quoted or not,
 * bounds their nesting however quotes are placed (a depth count that
 * skipped quoted text could be fooled by a quote in a plain scalar).
 */
export const MAX_TEMPLATE_BYTES = 256 * 1024
export const MAX_TEMPLATE_COLLECTIONS = 1000

function checkBounds(text: string): void {
  const bytes = Buffer.byteLength(text)
  if (bytes > MAX_TEMPLATE_BYTES) {
    throw validationError({
      [FIELD]: `The template is ${bytes} bytes; the emulator takes at most ${MAX_TEMPLATE_BYTES}`
    })
  }
  const opened = text.match(/[[{]/g)?.length ?? 0
  if (opened > MAX_TEMPLATE_COLLECTIONS) {
    throw validationError({
      [FIELD]: `The template opens ${opened} flow collections ([ or {); the emulator takes at most ${MAX_TEMPLATE_COLLECTIONS}, which bounds how deep they nest`
    })
  }
}

function parsed(text: string): Template {
  checkBounds(text)
  let value: unknown
  try {
    value = parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw validationError({ [FIELD]: `Invalid YAML: ${reason}` })
  }
  const result = TemplateSchema.safeParse(value)
  if (!result.success) throw validationError(fieldErrors(result.error, FIELD))
  return result.data
}

/** Slot types: the system attestation types, or a custom type. */
function checkTypes(slots: [string, string][], state: EmulatorState): void {
  const known = new Set(state.system_attestation_types.map((t) => t.name))
  const errors: Record<string, string> = {}
  for (const [path, type] of slots) {
    if (!known.has(type) && !type.startsWith('custom:')) {
      errors[`${FIELD}.${path}.type`] =
        `'${type}' is not an attestation type: use ${[...known].join(', ')} or custom:NAME`
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

/** The template's slot names; throws the 400 answer for a bad template. */
export function templateSlots(text: string, state: EmulatorState): string[] {
  const template = parsed(text)
  const typed: [string, string][] = []
  const names: string[] = []
  for (const [i, slot] of (template.trail?.attestations ?? []).entries()) {
    typed.push([`trail.attestations.${i}`, slot.type])
    names.push(slot.name)
  }
  for (const [a, artifact] of (template.trail?.artifacts ?? []).entries()) {
    for (const [i, slot] of (artifact.attestations ?? []).entries()) {
      typed.push([`trail.artifacts.${a}.attestations.${i}`, slot.type])
      names.push(`${artifact.name}.${slot.name}`)
    }
  }
  checkTypes(typed, state)
  return names
}
