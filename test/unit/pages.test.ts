import fs from 'node:fs'
import { expectedFiles } from '../../scripts/gen-pages'
import { ROUTES } from '../../src/routes'

describe('page files', () => {
  it('are exactly what scripts/gen-pages.ts writes (config for every route, placeholder for unbuilt)', () => {
    const files = expectedFiles()
    expect(files.size).toBe(ROUTES.length + ROUTES.filter((r) => !r.built).length)
    for (const [file, content] of files) expect({ file, content: fs.readFileSync(file, 'utf8') }).toEqual({ file, content })
  })

  it('exist for built routes too', () => {
    for (const r of ROUTES.filter((route) => route.built)) {
      expect(fs.existsSync(`${__dirname}/../../src/${r.page}.tsx`)).toBe(true)
    }
  })
})
