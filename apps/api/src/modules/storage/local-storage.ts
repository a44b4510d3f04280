import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { assertStorageKey, assertStoragePrefix, InvalidStorageKeyError, type FileStorage, type StoredObjectInfo } from './storage-ports.ts';

// The default driver: one folder (FILES_DIR) on this machine. Objects are files at <root>/<key>;
// a file is written aside and renamed into place, so a reader sees the old file or the new one,
// never half of one. Files and the folders made here are for this process's user only.
//
// A folder has no place for a content type: it is read from the key's extension (every key the
// API writes ends in one; documents, which have none, are typed by their rows).

const typesByExtension: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.heic': 'image/heic',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
};

const temporarySuffix = '.part';
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

export function createLocalStorage(options: { root: string }): FileStorage {
  const root = resolve(options.root);

  // Checked twice: the key's own rules, then that the path really is inside the root.
  const pathOf = (key: string) => {
    const path = resolve(root, assertStorageKey(key));
    if (!path.startsWith(root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  };
  const contentTypeOf = (key: string) => typesByExtension[extname(key).toLowerCase()] ?? 'application/octet-stream';

  async function info(key: string): Promise<StoredObjectInfo | null> {
    try {
      const found = await stat(pathOf(key));
      if (!found.isFile()) return null;
      return { key, sizeBytes: found.size, contentType: contentTypeOf(key), lastModified: found.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'local',

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomBytes(6).toString('hex')}${temporarySuffix}`;
      try {
        await writeFile(temporary, body, { mode: 0o600, flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const found = await info(key);
      if (!found) return null;
      try {
        const bytes = await readFile(pathOf(key));
        return { ...found, sizeBytes: bytes.length, body: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getStream(key) {
      const found = await info(key);
      if (!found) return null;
      return { ...found, stream: createReadStream(pathOf(key)) };
    },

    head: info,

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async list(prefix) {
      const folder = join(root, assertStoragePrefix(prefix));
      let entries: string[];
      try {
        entries = await readdir(folder, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        if (entry.endsWith(temporarySuffix)) continue;
        const key = relative(root, join(folder, entry)).split(sep).join('/');
        if ((await info(key).catch(() => null)) !== null) keys.push(key);
      }
      return keys;
    },
  };
}
