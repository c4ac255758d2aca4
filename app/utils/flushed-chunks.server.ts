import { Transform, type TransformCallback } from "node:stream";

/**
 * React's destination: it writes each flush as many 2 KB pieces and then calls `flush()`. Each piece would travel
 * on its own through the web stream, the response's chunked encoding and the socket, and past 16 KB React would
 * stop and wait for 'drain' before writing the rest of a page it has already rendered. This keeps a flush's pieces
 * (write always has room: they are in memory already) and passes them on as one chunk, so a page goes out in one
 * chunk per flush: the document, then each piece of hydration data.
 */
export class FlushedChunks extends Transform {
  private pieces: Buffer[] = [];

  override _transform(piece: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pieces.push(piece);
    done();
  }

  /** Called by React after each flush of completed work. */
  flush() {
    if (this.pieces.length === 0) return;
    this.push(this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces));
    this.pieces = [];
  }

  /**
   * React ends its destination when the render is done, and again when the destination's 'close' event makes it
   * abort the finished render: Node's second end() builds an ERR_STREAM_ALREADY_FINISHED error (with a stack trace)
   * that nobody reads. Once ended, a bare end() does nothing.
   */
  override end(...args: unknown[]): this {
    if (this.writableEnded && args.length === 0) return this;
    return (super.end as (...endArgs: unknown[]) => this).apply(this, args);
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
