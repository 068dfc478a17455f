/**
 * Writes dist/h5/chunk-manifest.json after an H5 build: the entrypoints' files and, for every
 * lazily loaded chunk group, its files keyed by the module request that loads it (Taro's H5
 * router imports each page by its path, and its chunks carry only numeric ids). scripts/size.ts
 * reads it to count the JS the entry route really loads, without building anything itself.
 */
import type { Compiler } from 'webpack'

export const CHUNK_MANIFEST_FILE = 'chunk-manifest.json'
/** webpack-bundle-analyzer's JSON report of the H5 build, written beside the output folder (config/index.ts). */
export const BUNDLE_REPORT_FILE = 'h5-bundle-report.json'

export class ChunkManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = (group: { getFiles(): string[] }) => group.getFiles()
        const entrypoints: Record<string, string[]> = {}
        for (const [name, ep] of compilation.entrypoints) entrypoints[name] = files(ep)
        const chunkGroups: Record<string, string[]> = {}
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (origin.request) chunkGroups[origin.request] = [...(chunkGroups[origin.request] ?? []), ...files(group)]
          }
        }
        const json = JSON.stringify({ entrypoints, chunkGroups }, null, 2)
        compilation.emitAsset(CHUNK_MANIFEST_FILE, new compiler.webpack.sources.RawSource(json))
      })
    })
  }
}
