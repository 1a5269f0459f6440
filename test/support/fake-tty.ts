import { Writable } from 'node:stream';

/** A writable that says it is a terminal and keeps what is written, for checking progress bars drawn on a TTY. */
export function fakeTty(columns = 160): NodeJS.WriteStream & { readonly text: string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  }) as unknown as NodeJS.WriteStream & { text: string };
  Object.assign(stream, { isTTY: true, columns });
  Object.defineProperty(stream, 'text', { get: () => chunks.join('') });
  return stream;
}
