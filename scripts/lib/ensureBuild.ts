/**
 * Decides whether dist/<platform> is missing or stale, and builds it when it is.
 * The stamp is a hash of every build input's content plus the build-time environment,
 * so a fresh clone, an edited source file or another BRAND/SIGN_KEYS all trigger a rebuild.
 */
import { createHash } from 'node:crypto'
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, relative } from 'node:path'
import { resolveBrand, safeBrandDir } from '../../brands'

/** h5 and weapp are Taro builds (npm run build:<platform>); admin is the operator console (scripts/build-admin.ts, esbuild). */
export type Platform = 'h5' | 'weapp' | 'admin'

/** One build: a platform, and for the per-brand mini-programs the brand id (dist/brands/<id>/weapp). */
export interface Target {
  platform: Platform
  brand?: string
}

const ROOT = join(__dirname, '..', '..')
// core/ is compiled into the app as well (the @core alias).
const INPUT_DIRS = ['src', 'core', 'config', 'brands', 'types']
const INPUT_FILES = ['package.json', 'package-lock.json', 'babel.config.js', 'tsconfig.json', 'project.config.json']
const BUILD_ENV = ['BRAND', 'SIGN_KEYS', 'API_PREFIX', 'API_BASE_URL', 'MINIFY']
/**
 * The operator console's inputs: its own folder, what it imports (core/, types/) and its build
 * script. It has no brand, so BRAND does not rebuild it; the keys and the release prefix do.
 */
const ADMIN_INPUTS = ['admin', 'core', 'types', 'scripts/build-admin.ts', 'package.json', 'package-lock.json', 'tsconfig.json']
const ADMIN_ENV = ['SIGN_KEYS', 'API_PREFIX', 'MINIFY']
/** The file whose presence means a finished build of that platform. */
const MARKER: Record<Platform, string> = { h5: 'index.html', weapp: 'app.json', admin: 'index.html' }

export const distDir = ({ platform, brand }: Target): string =>
  brand === undefined ? join(ROOT, 'dist', platform) : join(ROOT, 'dist', 'brands', safeBrandDir(brand), platform)
const stampPath = (target: Target): string => join(distDir(target), '.build-stamp')
const label = ({ platform, brand }: Target): string => (brand === undefined ? platform : `${platform} (${brand})`)

function files(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]))
}

function buildEnv(target: Target): NodeJS.ProcessEnv {
  if (target.brand === undefined) return process.env
  return { ...process.env, BRAND: target.brand, OUTPUT_ROOT: relative(ROOT, distDir(target)) }
}

/**
 * A hash of the names and contents of every file under `paths` (folders or files, relative to the
 * repository) and of the `extra` strings: the stamp of whatever is derived from those inputs.
 */
export function contentHash(paths: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256')
  const all = paths.map((p) => join(ROOT, p)).flatMap((p) => (existsSync(p) && statSync(p).isDirectory() ? files(p) : [p]))
  for (const file of all.filter((f) => existsSync(f) && statSync(f).isFile()).sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  for (const value of extra) hash.update(value).update('\0')
  return hash.digest('hex')
}

export function inputsHash(env: NodeJS.ProcessEnv = process.env, platform: Platform = 'h5'): string {
  if (platform === 'admin')
    return contentHash(
      ADMIN_INPUTS,
      ADMIN_ENV.map((key) => `${key}=${env[key] ?? ''}`)
    )
  return contentHash(
    [...INPUT_DIRS, ...INPUT_FILES],
    BUILD_ENV.map((key) => `${key}=${env[key] ?? ''}`)
  )
}

export function isFresh(target: Target, env: NodeJS.ProcessEnv = buildEnv(target)): boolean {
  const stamp = stampPath(target)
  return existsSync(join(distDir(target), MARKER[target.platform])) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash(env, target.platform)
}

/**
 * How a target is built: npm's build script in production mode (the console: its esbuild script,
 * run by tsx), with the inputs hashed *before* building.
 */
function buildPlan(target: Target): { command: string; args: string[]; env: NodeJS.ProcessEnv; hash: string } {
  const env = buildEnv(target)
  // Hashed before building: a source edited while the build runs leaves the build stale.
  const hash = inputsHash(env, target.platform)
  if (target.platform === 'admin')
    return { command: join(ROOT, 'node_modules', '.bin', 'tsx'), args: ['scripts/build-admin.ts'], env: { ...env, NODE_ENV: 'production' }, hash }
  return { command: 'npm', args: ['run', `build:${target.platform}`], env: { ...env, NODE_ENV: 'production' }, hash }
}

/** Builds the target when missing or stale; returns whether it built. Throws when the build fails. */
export function ensureBuild(target: Target, log: (msg: string) => void = console.log): boolean {
  if (isFresh(target)) return false
  log(`${label(target)} 构建缺失或已过期，正在构建…`)
  const { command, args, env, hash } = buildPlan(target)
  const res = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env })
  if (res.status !== 0) throw new Error(`${label(target)} 构建失败`)
  writeFileSync(stampPath(target), hash)
  return true
}

/**
 * The mini-program of the brand the plain build was made for is that build: with the same inputs and
 * environment, webpack would write the same files again (about a minute of CI). Copies dist/weapp
 * into the brand's folder when it is fresh and of that brand; says whether it did.
 */
function copiedFromPlainBuild(target: Target, log: (msg: string) => void): boolean {
  const plain: Target = { platform: target.platform }
  // Minified or not (MINIFY), it is the same program.
  const { MINIFY: _minify, ...env } = process.env
  if (target.brand === undefined || resolveBrand(process.env.BRAND).id !== target.brand || !isFresh(plain, env)) return false
  rmSync(distDir(target), { recursive: true, force: true })
  cpSync(distDir(plain), distDir(target), { recursive: true })
  writeFileSync(stampPath(target), inputsHash(buildEnv(target), target.platform))
  log(`${label(target)} 与 ${label(plain)} 相同，已复制`)
  return true
}

/**
 * Makes `target`'s mini-program from `base`'s, another brand's fresh build of the same inputs. Two
 * brands' builds differ only where the brand is written: config/index.ts's `__BRAND__` constant
 * (webpack writes its JSON wherever src/env.ts reads it) and project.config.json's app id, so
 * writing the other brand there gives byte for byte what webpack would (checked against real builds
 * when this was written). Refuses, leaving a real build to do it, when the base brand's JSON is
 * missing or any trace of the base brand's app id is left.
 */
function stampedFromBrand(base: Target, target: Target, log: (msg: string) => void): boolean {
  if (base.brand === undefined || target.brand === undefined || !isFresh(base)) return false
  const from = resolveBrand(base.brand)
  const to = resolveBrand(target.brand)
  const [fromJson, toJson] = [JSON.stringify(from), JSON.stringify(to)]
  const out = distDir(target)
  rmSync(out, { recursive: true, force: true })
  cpSync(distDir(base), out, { recursive: true })
  let written = 0
  let leftover = false
  for (const file of files(out)) {
    const text = readFileSync(file, 'utf8')
    let next = text.split(fromJson).join(toJson)
    if (file.endsWith('project.config.json')) next = next.split(from.appId).join(to.appId)
    if (next !== text) {
      written += 1
      writeFileSync(file, next)
    }
    leftover ||= next.includes(from.appId)
  }
  // The brand constant's file and project.config.json at least.
  if (written < 2 || leftover) {
    rmSync(out, { recursive: true, force: true })
    return false
  }
  writeFileSync(stampPath(target), inputsHash(buildEnv(target), target.platform))
  log(`${label(target)} 由 ${label(base)} 写入品牌信息而成`)
  return true
}

/** Runs one real build of `target`, printing its output when it ends; says whether it succeeded. */
async function build(target: Target, log: (msg: string) => void): Promise<boolean> {
  log(`${label(target)} 构建缺失或已过期，正在构建…`)
  const { command, args, env, hash } = buildPlan(target)
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  log(`--- ${label(target)} ---\n${output}`)
  if (code === 0) writeFileSync(stampPath(target), hash)
  return code === 0
}

/**
 * Builds the stale ones of several targets, `parallel` at a time (one webpack run mostly keeps one
 * core busy). Of several brands' mini-programs one is built and the others are written from it
 * (stampedFromBrand), each built for real only if that refuses. Each build's output is printed when
 * it ends, so the logs do not interleave. Rejects with the labels of the builds that failed.
 */
export async function ensureBuilds(targets: readonly Target[], parallel = Math.max(1, cpus().length), log: (msg: string) => void = console.log): Promise<void> {
  const stale = targets.filter((t) => !isFresh(t) && !copiedFromPlainBuild(t, log))
  const brands = stale.filter((t) => t.brand !== undefined && t.platform === 'weapp')
  const base = brands.slice(0, 1)
  const queue = stale.filter((t) => !brands.includes(t) || base.includes(t))
  const failed: string[] = []
  const runQueue = async (): Promise<void> => {
    await Promise.all(
      Array.from({ length: Math.min(parallel, queue.length) }, async () => {
        for (let target = queue.shift(); target; target = queue.shift()) if (!(await build(target, log))) failed.push(label(target))
      })
    )
  }
  await runQueue()
  queue.push(...brands.slice(1).filter((t) => !stampedFromBrand(base[0], t, log)))
  await runQueue()
  if (failed.length) throw new Error(`${failed.join('、')} 构建失败`)
}
