// The self-test's trail: adds the trail named $TRAIL to flow $FLOW of a
// running `kosli-attest serve` ($EMULATOR_URL, org $EMULATOR_ORG) through the
// emulator's control API (/_emulator/state), as `kosli begin trail` would
// make it in Kosli. Used by .github/workflows/ci.yml.
const {
  EMULATOR_URL: url,
  EMULATOR_ORG: org,
  FLOW: flow,
  TRAIL: trail
} = process.env
const stateUrl = `${url}/_emulator/state`
const state = await (await fetch(stateUrl)).json()
const found = state.orgs?.[org]?.flows?.find((f) => f.name === flow)
if (found === undefined) throw new Error(`no flow ${flow} in org ${org}`)
if (!found.trails.some((t) => t.name === trail))
  found.trails.push({
    name: trail,
    created_at: Math.floor(Date.now() / 1000),
    attestations: [],
    moments: []
  })
const put = await fetch(stateUrl, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(state)
})
if (!put.ok) throw new Error(`could not begin the trail: ${await put.text()}`)
console.log(`trail ${trail} begun in flow ${flow}`)
