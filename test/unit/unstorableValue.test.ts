/**
 * server/lib/validator.ts unstorableValue: after validation, a value no column can store is a 400
 * (NUL, a lone surrogate, a number that is not finite), wherever it sits in parsed input; bytes and
 * streams are not looked into (an upload's stream leads to its socket and the whole server: walking
 * it hung the server after the first upload).
 */
import { PassThrough } from 'node:stream'
import { unstorableValue } from '../../server/lib/validator'

test('NUL, lone surrogates and non-finite numbers are found with their path', () => {
  expect(unstorableValue({ a: ['ok', 'x\u0000y'] })).toEqual({ path: '/a/1', keyword: 'text' })
  expect(unstorableValue({ note: 'a\ud800' })).toEqual({ path: '/note', keyword: 'text' })
  expect(unstorableValue({ page: Infinity })).toEqual({ path: '/page', keyword: 'finite' })
  expect(unstorableValue({ emoji: '😀', n: 1e308, nested: { deeper: [null, true] } })).toBeNull()
})

test('bytes and streams are not values: nothing in them is visited', () => {
  expect(unstorableValue(Buffer.from([0, 0xd8, 0]))).toBeNull()
  const stream = new PassThrough()
  // A getter that would be reached only by walking the stream's own fields.
  Object.defineProperty(stream, 'trap', { enumerable: true, get: () => '\u0000' })
  expect(unstorableValue(stream)).toBeNull()
  expect(unstorableValue({ body: stream })).toBeNull()
})
