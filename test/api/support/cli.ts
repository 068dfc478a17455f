/**
 * Runs one of the project's command-line scripts (scripts/<name>.ts) as a user does, in a child
 * process on the embedded database of `dataDir` (DATABASE_URL dropped), and answers its exit code
 * and output; a run past 90 s is killed and fails the test with what it printed.
 */
import { spawn } from 'child_process'
import path from 'path'

const ROOT = path.resolve(__dirname, '../../..')

export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

export function runScript(script: string, args: string[], dataDir: string, env: Record<string, string> = {}): Promise<CliRun> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script} did not finish:\n${stdout}\n${stderr}`))
    }, 90_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
