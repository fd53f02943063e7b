// Files of the certificate authority under <dataDir>/ca/: written atomically and readable by the
// owner only, created under a lock file so two processes starting together make one CA.
import { constants } from 'node:fs';
import { access, link, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { WrongPassphraseError } from './keys.ts';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const LOCK = '.lock';

export async function exists(file: string): Promise<boolean> {
  try {
    await access(file, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

/** Writes a file atomically (temporary name, then rename), readable by the owner only. */
export async function writePrivate(file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}

/** Runs `work` holding <directory>/.lock (a lock older than 60 s is taken as abandoned). */
export async function withLock<T>(directory: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(directory, LOCK);
  const started = Date.now();
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > 60_000) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() - started > 120_000) throw new Error(`Timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

export async function resolvePassphrase(
  directory: string,
  given: string | undefined,
  caExists: boolean,
): Promise<string> {
  if (given) return given;
  const file = path.join(directory, 'passphrase');
  const read = async () => {
    const text = (await readFile(file, 'utf8')).trim();
    if (!text) throw new Error(`${file} is empty: put the CA key passphrase in it`);
    return text;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (caExists) {
    // Keys made with a configured passphrase, now unset: a new file would not open them.
    throw new WrongPassphraseError(
      path.join(directory, 'issuing-ca.key.pem'),
      'no CA key passphrase is configured and there is no passphrase file',
    );
  }
  // Written under a temporary name and linked into place, so a concurrent reader never sees a
  // partly written file, and only one of two racing creators wins.
  const generated = randomBytes(32).toString('base64url');
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${generated}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  } finally {
    await rm(temporary, { force: true });
  }
}
