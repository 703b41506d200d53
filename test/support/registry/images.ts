/**
 * The images every registry test pushes: one single-platform image and a
 * two-platform index (linux/amd64, linux/arm64/v8), from one OCI layout.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hexOf, LayoutBuilder, type Descriptor } from './oci-layout.js'
import { pushLayout, type Login } from './skopeo.js'

export interface TestImages {
  layout: string
  single: Descriptor
  multi: Descriptor
  /** Bare hex digests, as the fingerprint functions return them. */
  singleHex: string
  multiHex: string
}

export async function buildTestImages(label: string): Promise<TestImages> {
  const layout = await mkdtemp(join(tmpdir(), 'oci-layout-'))
  const builder = new LayoutBuilder()
  const single = builder.image(
    { os: 'linux', architecture: 'amd64' },
    `${label}-single`
  )
  const multi = builder.index([
    builder.image({ os: 'linux', architecture: 'amd64' }, `${label}-amd64`),
    builder.image(
      { os: 'linux', architecture: 'arm64', variant: 'v8' },
      `${label}-arm64`
    )
  ])
  await builder.write(layout, { single, multi })
  return {
    layout,
    single,
    multi,
    singleHex: hexOf(single.digest),
    multiHex: hexOf(multi.digest)
  }
}

/** Pushes both images as `<repository>:single` and `<repository>:multi`. */
export async function pushTestImages(
  images: TestImages,
  repository: string,
  login?: Login
): Promise<void> {
  for (const tag of ['single', 'multi']) {
    const layout = `${images.layout}:${tag}`
    await pushLayout(layout, `${repository}:${tag}`, login)
  }
}
