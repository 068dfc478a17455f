/**
 * The chat socket behind one function (docs/live.md "Client"): the browser's WebSocket on H5 (the
 * close code arrives as the server sent it), Taro.connectSocket in the mini-program. The caller
 * (useLiveChat) owns reconnecting; this only opens one socket and reports what happens to it.
 */
import Taro from '@tarojs/taro'

export interface SocketHandlers {
  onOpen: () => void
  onMessage: (text: string) => void
  /** Once per socket, whatever ended it (the server, the network, close()). */
  onClose: (code: number) => void
}

export interface ChatSocket {
  send: (text: string) => void
  close: () => void
}

/** Code used when the network dropped without a close frame. */
const ABNORMAL = 1006

function openBrowserSocket(url: string, h: SocketHandlers): ChatSocket {
  const ws = new WebSocket(url)
  ws.onopen = () => h.onOpen()
  ws.onmessage = (event) => typeof event.data === 'string' && h.onMessage(event.data)
  ws.onclose = (event) => h.onClose(event.code || ABNORMAL)
  return {
    send: (text) => ws.readyState === WebSocket.OPEN && ws.send(text),
    close: () => ws.close()
  }
}

function openWeappSocket(url: string, h: SocketHandlers): ChatSocket {
  let task: Taro.SocketTask | null = null
  let ended = false
  let closeWanted = false
  const end = (code: number) => {
    if (ended) return
    ended = true
    h.onClose(code)
  }
  Taro.connectSocket({ url, fail: () => end(ABNORMAL) })
    .then((t) => {
      task = t
      if (closeWanted) return t.close({})
      t.onOpen(() => h.onOpen())
      t.onMessage((m) => typeof m.data === 'string' && h.onMessage(m.data))
      t.onClose((r) => end(r.code || ABNORMAL))
      t.onError(() => end(ABNORMAL))
    })
    .catch(() => end(ABNORMAL))
  return {
    send: (text) => task?.send({ data: text }),
    close: () => {
      closeWanted = true
      task?.close({})
    }
  }
}

export const openChatSocket = (url: string, handlers: SocketHandlers): ChatSocket =>
  process.env.TARO_ENV === 'h5' ? openBrowserSocket(url, handlers) : openWeappSocket(url, handlers)
