import { availableParallelism } from 'node:os';
import { Piscina, type TaskQueue } from 'piscina';

/**
 * The threads that clean and read receipt photos (photo-worker.mjs), one per core, and the queue
 * in front of them. A phone photo of 12 to 40 megapixels holds 50 to 160 MB of pixels while it is
 * worked on, and zxing-wasm would hold the event loop for seconds: here at most one photo per core
 * is worked on at a time, off the event loop, and the others wait their turn in the queue at the
 * cost of their bytes. Idle threads end after a while, giving their memory back.
 */

export interface PhotoCode {
  format: string;
  text: string;
}

export type CleanAnswer = { body: Uint8Array } | { unreadable: string };
export type ReadAnswer = { photoLongSide: number; longSide: number; codes: PhotoCode[] } | { unreadable: string };

/** Photos waiting beyond this are refused (`PhotoQueueFullError`): the pool is far behind. */
export const PHOTO_QUEUE_MAX = 200;
const IDLE_MS = 30_000;

export class PhotoQueueFullError extends Error {
  constructor() {
    super('the photo queue is full');
    this.name = 'PhotoQueueFullError';
  }
}

const THREADS = availableParallelism();
type Task = Parameters<TaskQueue['push']>[0];
const queueOptions = Piscina.queueOptionsSymbol;

/**
 * The queue in front of the threads: a photo being uploaded (cleaned before it is stored, the
 * customer waiting) goes before the readings, which the customer does not wait for.
 */
class UploadsFirst implements TaskQueue {
  private readonly cleaning: Task[] = [];
  private readonly reading: Task[] = [];

  get size(): number {
    return this.cleaning.length + this.reading.length;
  }

  push(task: Task): void {
    const options = task[queueOptions as keyof Task] as { first?: boolean } | null;
    (options?.first ? this.cleaning : this.reading).push(task);
  }

  shift(): Task | null {
    return this.cleaning.shift() ?? this.reading.shift() ?? null;
  }

  remove(task: Task): void {
    for (const list of [this.cleaning, this.reading]) {
      const at = list.indexOf(task);
      if (at >= 0) list.splice(at, 1);
    }
  }
}

let pool: Piscina | null = null;
/** Photos given to the pool and not done yet: being worked on or waiting. */
let inFlight = 0;

function photoPool(): Piscina {
  pool ??= new Piscina({
    // Beside this file in the sources, beside dist/server.js once built (build.mjs copies it).
    filename: new URL('./photo-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    taskQueue: new UploadsFirst(),
  });
  return pool;
}

/**
 * Runs a task on a copy of the photo's bytes, moved to the thread: a Buffer may be a view of a larger
 * memory (the request's), which a plain message would copy whole.
 */
async function run<T>(name: 'clean' | 'read', image: Uint8Array, task: object): Promise<T> {
  if (inFlight >= THREADS + PHOTO_QUEUE_MAX) throw new PhotoQueueFullError();
  inFlight++;
  try {
    const bytes = new Uint8Array(image);
    const payload = { ...task, image: bytes, [queueOptions]: { first: name === 'clean' } };
    return (await photoPool().run(payload, { name, transferList: [bytes.buffer] })) as T;
  } finally {
    inFlight--;
  }
}

/** A photo upright, without metadata, its long side at most `maxSide`, in its own format. */
export const cleanPhoto = (image: Uint8Array, mime: string, maxSide: number) =>
  run<CleanAnswer>('clean', image, { mime, maxSide });

/** The valid codes on a photo scaled to `longSide`. */
export const readPhotoCodes = (image: Uint8Array, longSide: number, options: object) =>
  run<ReadAnswer>('read', image, { longSide, options });

/** Whether a photo given now would start at once (a thread is free and nobody waits). */
export const photoPoolHasRoom = (): boolean => inFlight < THREADS;
