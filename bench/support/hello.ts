/** bench/load.ts's yardstick: a bare Fastify hello-world on 127.0.0.1:PORT, no logger, no plugins. */
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(
  () => console.log('hello ready'),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
