/**
 * Jest transform for @electric-sql/pglite's CommonJS build.
 * That build loads Node built-ins with `import("fs")` etc.; jest runs modules in a vm without an
 * ESM loader (that needs --experimental-vm-modules), so those calls throw. Built-ins are plain
 * CommonJS modules, so `require` returns the same object. It is captured under its own name
 * because the Emscripten glue declares a local `var require` that would shadow it.
 */
const crypto = require('crypto')
const fs = require('fs')

const BUILTIN_IMPORT = /\bimport\("((?:node:)?(?:fs|fs\/promises|module|stream|stream\/promises|util|zlib|path|url|crypto))"\)/g
const SELF = fs.readFileSync(__filename)

module.exports = {
  process(source) {
    const code = source.replace(BUILTIN_IMPORT, 'Promise.resolve(__pgliteRequire("$1"))')
    return { code: `var __pgliteRequire = require;${code}` }
  },
  // Include this file in the key so editing the transform invalidates jest's cache.
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update(SELF).update(filename).update(source).digest('hex')
  }
}
