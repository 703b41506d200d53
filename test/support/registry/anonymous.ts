/**
 * A registry on loopback without auth, holding the test images as
 * `<host>/team/app:single` and `<host>/team/app:multi`, in a temp directory
 * of its own (also a HOME without a Docker login).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildTestImages, pushTestImages, type TestImages } from './images.js'
import { startRegistry, type RunningRegistry } from './registry-process.js'

export interface AnonymousRegistry {
  dir: string
  registry: RunningRegistry
  images: TestImages
  close(): Promise<void>
}

export async function startAnonymousRegistry(
  label: string
): Promise<AnonymousRegistry> {
  const dir = await mkdtemp(join(tmpdir(), `registry-${label}-`))
  const registry = await startRegistry(dir, { kind: 'none' })
  const images = await buildTestImages(label)
  await pushTestImages(images, `${registry.host}/team/app`)
  return {
    dir,
    registry,
    images,
    close: async () => {
      await registry.stop()
      await rm(dir, { recursive: true, force: true })
      await rm(images.layout, { recursive: true, force: true })
    }
  }
}
