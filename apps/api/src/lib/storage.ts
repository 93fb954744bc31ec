import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Where uploaded and generated files live. Local disk under DATA_DIR now; the interface is
 * what an S3-compatible store would implement later.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Absolute directory of public files, served by the web server. */
  publicRoot: string;
}

export function localStorage(dataDir: string): Storage {
  const root = join(dataDir, 'uploads');
  const pathOf = (key: string) => {
    const safe = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    return join(root, safe);
  };
  return {
    publicRoot: join(root, 'public'),
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    get: (key) => readFile(pathOf(key)),
  };
}
