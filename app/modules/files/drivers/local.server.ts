// Local directory driver (the default): one file per key under the files directory.
import { randomBytes } from "node:crypto";
import { constants as fsConstants, createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { StorageDriver } from "./driver";

export function createLocalDriver(directory: string): StorageDriver {
  const root = path.resolve(directory);
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are generated and validated before they get here; this is a second lock on the door.
    if (!full.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    name: "local",
    async put(key, bytes) {
      await writeAtomically(pathOf(key), (temporary) => writeFile(temporary, bytes, { flag: "wx" }));
    },
    async putFile(key, filePath) {
      // The kernel copies (no bytes through this process); COPYFILE_EXCL like the "wx" above.
      await writeAtomically(pathOf(key), (temporary) => copyFile(filePath, temporary, fsConstants.COPYFILE_EXCL));
    },
    async get(key) {
      const target = pathOf(key);
      let size: number;
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const body = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
      return { body, size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Written beside the target and renamed, so a reader never sees half a file. */
async function writeAtomically(target: string, write: (temporary: string) => Promise<void>) {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
