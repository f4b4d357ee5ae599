/**
 * A client that speaks raw HTTP and raw WebSocket frames to the browser host, so tests can send what no
 * browser would: unparsable targets, bad percent-encodings, unmasked or reserved frames, invalid UTF-8.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Sends raw bytes and collects everything until the host closes the connection (or `ms` pass). */
export function rawExchange(port: number, bytes: string | Buffer, ms = 3000, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    const done = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, ms);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is all we wait for: a complete head with an empty or announced body.
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end >= 0) {
        const length = /content-length: (\d+)/i.exec(text.slice(0, end));
        if (!length || text.length >= end + 4 + Number(length[1])) done();
      }
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(bytes);
  });
}

/** The status code of a raw HTTP answer (0 when there was none). */
export function statusOf(answer: string): number {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
  return match ? Number(match[1]) : 0;
}

export interface Frame {
  readonly fin?: boolean;
  /** RSV1..3 as a 3-bit number. */
  readonly rsv?: number;
  readonly opcode: number;
  /** Clients must mask; false sends an unmasked frame. */
  readonly mask?: boolean;
  readonly payload?: Buffer | string;
  /** A declared length other than the payload's (an oversized claim). */
  readonly declaredLength?: bigint;
}

/** One WebSocket frame as bytes. */
export function encodeFrame(frame: Frame): Buffer {
  const payload = typeof frame.payload === 'string' ? Buffer.from(frame.payload) : (frame.payload ?? Buffer.alloc(0));
  const length = frame.declaredLength ?? BigInt(payload.length);
  const masked = frame.mask ?? true;
  const head: number[] = [((frame.fin ?? true) ? 0x80 : 0) | ((frame.rsv ?? 0) << 4) | (frame.opcode & 0x0f)];
  const maskBit = masked ? 0x80 : 0;
  let extended = Buffer.alloc(0);
  if (length < 126n) head.push(maskBit | Number(length));
  else if (length < 65536n) {
    head.push(maskBit | 126);
    extended = Buffer.alloc(2);
    extended.writeUInt16BE(Number(length));
  } else {
    head.push(maskBit | 127);
    extended = Buffer.alloc(8);
    extended.writeBigUInt64BE(length);
  }
  const key = masked ? randomBytes(4) : Buffer.alloc(0);
  const body = Buffer.from(payload);
  if (masked) for (let i = 0; i < body.length; i++) body[i]! ^= key[i % 4]!;
  return Buffer.concat([Buffer.from(head), extended, key, body]);
}

/** A WebSocket connection opened by hand: the socket after the host's 101, and what it sends back. */
export interface RawSocket {
  readonly socket: Socket;
  /** Everything received after the handshake. */
  received(): Buffer;
  /** Resolves when the host closes the connection (or after `ms`): true if it closed. */
  closed(ms?: number): Promise<boolean>;
}

export function openRawSocket(port: number, token: string): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    let isClosed = false;
    const closeWaiters: (() => void)[] = [];
    socket.on('close', () => {
      isClosed = true;
      for (const wake of closeWaiters) wake();
      if (!upgraded) reject(new Error(`no handshake: ${buffer.toString('latin1')}`));
    });
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (upgraded) return;
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString('latin1');
      if (!head.startsWith('HTTP/1.1 101')) {
        reject(new Error(`handshake refused: ${head}`));
        socket.destroy();
        return;
      }
      upgraded = true;
      buffer = buffer.subarray(end + 4);
      resolve({
        socket,
        received: () => buffer,
        closed: (ms = 3000) =>
          isClosed
            ? Promise.resolve(true)
            : new Promise((settle) => {
                const timer = setTimeout(() => settle(false), ms);
                closeWaiters.push(() => {
                  clearTimeout(timer);
                  settle(true);
                });
              }),
      });
    });
    socket.write(
      [
        `GET /ws?token=${token} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        `Origin: http://127.0.0.1:${port}`,
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** The close code in a close frame the host sent (null if it sent none). */
export function closeCodeOf(received: Buffer): number | null {
  let at = 0;
  while (at + 2 <= received.length) {
    const opcode = received[at]! & 0x0f;
    let length = received[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      length = received.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      length = Number(received.readBigUInt64BE(offset));
      offset += 8;
    }
    if (opcode === 0x8) return length >= 2 ? received.readUInt16BE(offset) : 1005;
    at = offset + length;
  }
  return null;
}

/** The text messages (opcode 1, unfragmented) the host sent. */
export function textMessagesOf(received: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  while (at + 2 <= received.length) {
    const opcode = received[at]! & 0x0f;
    let length = received[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      length = received.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      length = Number(received.readBigUInt64BE(offset));
      offset += 8;
    }
    if (offset + length > received.length) break;
    if (opcode === 0x1) out.push(received.subarray(offset, offset + length).toString('utf8'));
    at = offset + length;
  }
  return out;
}
