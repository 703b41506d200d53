/** NUnit 3 documents for the NUnit tests (docs/counting.md, NUnit). */

export const run3 = (
  body: string,
  attributes = 'result="Passed" start-time="2019-03-27 12:45:17Z"'
) =>
  `<?xml version="1.0" encoding="utf-8"?>
<test-run id="2" ${attributes}>
  <test-suite type="Assembly" name="Tests.dll" fullname="/build/Tests.dll" result="Passed">
    <test-suite type="TestSuite" name="NS" fullname="NS" result="Passed">
      ${body}
    </test-suite>
  </test-suite>
</test-run>`

export const fixture3 = (cases: string, attributes = 'result="Passed"') =>
  `<test-suite type="TestFixture" name="Fixture" fullname="NS.Fixture" ${attributes}>${cases}</test-suite>`

export const case3 = (attributes: string, body = '') =>
  `<test-case name="T" fullname="NS.Fixture.T" ${attributes}>${body}</test-case>`
