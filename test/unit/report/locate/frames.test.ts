import { describe, expect, it } from 'vitest'
import { framesOf } from '../../../../src/report/locate/frames.js'

describe('framesOf', () => {
  it('takes JVM frames of the test’s own class only, as a package path', () => {
    const trace = [
      'at org.junit.Assert.fail(Assert.java:89)',
      'at com.acme.shop.CartTest$Inner.lambda$0(CartTest.kt:12)',
      'at com.acme.shop.Other.x(Other.java:3)'
    ].join('\n')
    expect(framesOf(trace, 'com.acme.shop.CartTest')[0]).toEqual({
      packagePath: 'com/acme/shop/CartTest.kt',
      line: 12
    })
  })

  it.each([
    ['python', 'File "tests/x.py", line 20, in test_x', 'tests/x.py', 20],
    [
      'pytest',
      'tests/api/test_orders.py:46: AssertionError',
      'tests/api/test_orders.py',
      46
    ],
    [
      'jest',
      'at Object.<anonymous> (src/cart.test.ts:14:9)',
      'src/cart.test.ts',
      14
    ],
    ['go', '    cart_test.go:12: want 3, got 2', 'cart_test.go', 12],
    [
      'dotnet',
      'at Shop.Tests.CartTests.Adds() in /src/Shop.Tests/CartTests.cs:line 9',
      '/src/Shop.Tests/CartTests.cs',
      9
    ]
  ])('%s', (_, text, path, line) => {
    expect(framesOf(text)[0]).toEqual({ path, line })
  })
})
