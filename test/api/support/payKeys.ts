/**
 * Locally made keys and certificates for the provider tests (nothing leaves the machine): RSA
 * key pairs from node's crypto, and a self-signed X.509 platform certificate made with the openssl
 * command line (node can read certificates but not make them), written to a temp folder the way
 * a merchant stores them (PEM files the env vars point at).
 */
import { execFileSync } from 'child_process'
import { generateKeyPairSync } from 'crypto'
import fs from 'fs'
import http from 'http'
import type { AddressInfo } from 'net'
import os from 'os'
import path from 'path'

export interface KeyPair {
  privateKey: string
  publicKey: string
}

export function rsaPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export function writeFile(dir: string, name: string, text: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

/** A self-signed certificate and its key, as WeChat Pay's platform certificate stands in the tests. */
export function selfSignedCert(dir: string, name: string): { keyFile: string; certFile: string; privateKey: string; cert: string } {
  const keyFile = path.join(dir, `${name}-key.pem`)
  const certFile = path.join(dir, `${name}-cert.pem`)
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', `/CN=${name}`], {
    stdio: 'pipe'
  })
  return { keyFile, certFile, privateKey: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') }
}

export interface Fixture {
  url: string
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[]
  close(): Promise<void>
}

/** An HTTP server on 127.0.0.1 answering with `handle`, recording every request. */
export async function fixtureServer(
  handle: (req: {
    method: string
    url: string
    headers: http.IncomingHttpHeaders
    body: string
  }) => { status: number; headers?: Record<string, string>; body: string } | Promise<{ status: number; headers?: Record<string, string>; body: string }>
): Promise<Fixture> {
  const requests: Fixture['requests'] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', async () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      requests.push(request)
      const answer = await handle(request)
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      res.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
