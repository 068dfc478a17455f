import { BUDGETS } from '../../scripts/lib/budgets'

test('the budgets are issue 18’s numbers', () => {
  expect(BUDGETS).toEqual({ weappMainBytes: 1_048_576, weappSubpackageBytes: 1_572_864, weappTotalBytes: 16_777_216, h5EntryJsGzipBytes: 122_880 })
})
