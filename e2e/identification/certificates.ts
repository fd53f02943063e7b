// The certificates inside a signed PDF, as a validator reads them: poppler's `pdfsig -dump`
// writes each signature's CMS, openssl prints its certificates with their policies.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of every signer certificate of `file` (its folder receives the dumped signatures). */
export async function signerCertificates(file: string): Promise<string[]> {
  const folder = path.dirname(file);
  await run('pdfsig', ['-dump', path.basename(file)], { cwd: folder });
  const dumps = readdirSync(folder).filter((name) => /\.sig\d+$/.test(name));
  if (dumps.length === 0) throw new Error('pdfsig -dump wrote no signature');
  const texts: string[] = [];
  for (const dump of dumps.sort()) {
    const { stdout } = await run('openssl', [
      'pkcs7',
      '-inform',
      'DER',
      '-in',
      path.join(folder, dump),
      '-print_certs',
      '-text',
      '-noout',
    ]);
    texts.push(stdout);
  }
  return texts;
}
