/**
 * The pages' own stylesheet: system fonts, light and dark from the
 * reader's setting, one column that fits a phone, and colours that keep
 * WCAG AA contrast in both schemes (a status is always in words too).
 */
export const STYLESHEET = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1b1b1f; --muted: #545761; --line: #d5d8de;
  --head: #f3f4f6; --link: #0b57d0; --focus: #0b57d0;
  --ok-bg: #e3f4e8; --ok-fg: #0b5a27; --bad-bg: #fde7e6; --bad-fg: #9b1010;
  --warn-bg: #fdf3d7; --warn-fg: #6b4500; --code-bg: #f3f4f6;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #141518; --fg: #e6e7ea; --muted: #aeb2bb; --line: #3a3d45;
    --head: #1f2126; --link: #8ab4f8; --focus: #8ab4f8;
    --ok-bg: #12361f; --ok-fg: #a6e3b8; --bad-bg: #451414; --bad-fg: #ffb4ac;
    --warn-bg: #3b2c05; --warn-fg: #f8d77e; --code-bg: #1f2126;
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body {
  margin: 0 auto; max-width: 72rem; padding: 0 1rem 2rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
a { color: var(--link); }
a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 0.5rem; background: var(--bg); padding: 0.25rem 0.5rem; }
.top {
  display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline;
  border-bottom: 1px solid var(--line); padding: 0.75rem 0; margin-bottom: 1rem;
}
.brand { font-weight: 700; text-decoration: none; color: var(--fg); }
.crumbs { display: flex; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }
.crumbs li + li::before { content: "/"; padding: 0 0.4rem; color: var(--muted); }
h1 { font-size: 1.6rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.5rem; overflow-wrap: anywhere; }
h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; overflow-wrap: anywhere; }
p, dd { overflow-wrap: anywhere; }
.lead { color: var(--muted); margin-top: 0; }
.muted { color: var(--muted); }
.mono, code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
pre {
  background: var(--code-bg); border: 1px solid var(--line); border-radius: 4px;
  padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere;
}
.scroll { overflow-x: auto; margin: 0.5rem 0 1rem; }
.scroll:focus-visible { outline: 3px solid var(--focus); }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td {
  text-align: left; vertical-align: top; padding: 0.4rem 0.6rem;
  border-bottom: 1px solid var(--line); overflow-wrap: break-word;
}
th { min-width: 4rem; }
th[scope="row"] { overflow-wrap: anywhere; min-width: 8rem; }
td .mono, time, .badge { white-space: nowrap; }
dd.mono { overflow-wrap: anywhere; }
thead th { background: var(--head); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 1rem; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; }
.badge {
  display: inline-block; padding: 0 0.5rem; border-radius: 999px;
  font-size: 0.875rem; font-weight: 600; white-space: nowrap;
}
.badge.ok { background: var(--ok-bg); color: var(--ok-fg); }
.badge.bad { background: var(--bad-bg); color: var(--bad-fg); }
.badge.warn { background: var(--warn-bg); color: var(--warn-fg); }
.badge.muted { background: var(--head); color: var(--muted); }
section.attestation { border: 1px solid var(--line); border-radius: 6px; padding: 0 1rem 0.5rem; margin: 1rem 0; }
details { margin: 0.5rem 0; }
summary { cursor: pointer; font-weight: 600; }
form.diff { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; }
form.diff label { display: flex; flex-direction: column; font-weight: 600; }
select, button { font: inherit; padding: 0.25rem 0.5rem; }
footer { margin-top: 3rem; border-top: 1px solid var(--line); color: var(--muted); font-size: 0.875rem; }
@media (max-width: 40rem) {
  body { padding: 0 0.5rem 1rem; }
  dl.facts { grid-template-columns: 1fr; }
  dl.facts dd { margin-bottom: 0.5rem; }
  dl.facts.totals { grid-template-columns: max-content 1fr; }
  dl.facts.totals dd { margin-bottom: 0; }
  th, td { padding: 0.3rem 0.35rem; font-size: 0.9rem; }
}
`
