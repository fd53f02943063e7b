// A certificate authority of someone else, made with openssl: a root, a signer certificate it
// issues, CRLs before and after revoking the signer, and an OCSP response about it. Used to test
// what the verification reads from a file's DSS (revocation, long-term validation).
import { createPrivateKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRef } from '@cantoo/pdf-lib';
import { KeySigner } from '../../src/pades/index.ts';
import { run } from '../infra/pades/support.ts';

const P256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

export interface ForeignCa {
  root: Buffer;
  signer: KeySigner;
  /** CRL (DER) listing nothing, then one listing the signer's certificate. */
  goodCrl: Buffer;
  revokedCrl: Buffer;
  /** OCSP response (DER) saying the signer's certificate is revoked. */
  revokedOcsp: Buffer;
}

export async function foreignCa(dir: string): Promise<ForeignCa> {
  const file = (name: string) => path.join(dir, name);
  await run('openssl', [
    'req',
    '-x509',
    ...P256,
    '-keyout',
    file('root.key'),
    '-out',
    file('root.pem'),
    '-subj',
    '/CN=Elsewhere Root CA',
    '-days',
    '2',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', [
    'req',
    ...P256,
    '-keyout',
    file('leaf.key'),
    '-out',
    file('leaf.csr'),
    '-subj',
    '/CN=Other Signer/emailAddress=other@elsewhere.example',
  ]);
  writeFileSync(file('leaf.cnf'), 'keyUsage=critical,digitalSignature,nonRepudiation\n');
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    file('leaf.csr'),
    '-CA',
    file('root.pem'),
    '-CAkey',
    file('root.key'),
    '-set_serial',
    '4660',
    '-days',
    '2',
    '-extfile',
    file('leaf.cnf'),
    '-out',
    file('leaf.pem'),
  ]);
  writeFileSync(file('index.txt'), '');
  writeFileSync(file('crlnumber'), '01\n');
  writeFileSync(
    file('ca.cnf'),
    [
      '[ ca ]',
      'default_ca = own',
      '[ own ]',
      `database = ${file('index.txt')}`,
      `crlnumber = ${file('crlnumber')}`,
      'default_md = sha256',
      'default_crl_days = 2',
      `certificate = ${file('root.pem')}`,
      `private_key = ${file('root.key')}`,
      '',
    ].join('\n'),
  );
  const ca = ['-config', file('ca.cnf')];
  await run('openssl', ['ca', ...ca, '-gencrl', '-out', file('good.crl')]);
  // With a reason: the CRL entry and the OCSP answer carry it (RFC 5280 CRLReason).
  await run('openssl', ['ca', ...ca, '-revoke', file('leaf.pem'), '-crl_reason', 'keyCompromise']);
  await run('openssl', ['ca', ...ca, '-gencrl', '-out', file('revoked.crl')]);
  await run('openssl', [
    'ocsp',
    '-index',
    file('index.txt'),
    '-CA',
    file('root.pem'),
    '-rsigner',
    file('root.pem'),
    '-rkey',
    file('root.key'),
    '-issuer',
    file('root.pem'),
    '-cert',
    file('leaf.pem'),
    '-respout',
    file('ocsp.der'),
    '-ndays',
    '1',
  ]);
  // Any PEM (certificate or X509 CRL): the base64 between the armour lines.
  const der = (name: string) =>
    Buffer.from(readFileSync(file(name), 'utf8').replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const root = der('root.pem');
  return {
    root,
    signer: new KeySigner(createPrivateKey(readFileSync(file('leaf.key'))), [
      der('leaf.pem'),
      root,
    ]),
    goodCrl: der('good.crl'),
    revokedCrl: der('revoked.crl'),
    revokedOcsp: readFileSync(file('ocsp.der')),
  };
}

/** Appends a DSS (ISO 32000-2 §12.8.4.3) with these certificates, CRLs and OCSP responses. */
export async function withDss(
  pdf: Uint8Array,
  contents: { certificates: Buffer[]; crls?: Buffer[]; ocspResponses?: Buffer[] },
): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, {
    forIncrementalUpdate: true,
    updateMetadata: false,
  });
  const streams = (items: Buffer[] = []): PDFArray => {
    const array = document.context.obj([]) as PDFArray;
    for (const item of items)
      array.push(document.context.register(document.context.stream(item)) as PDFRef);
    return array;
  };
  const dss = document.context.obj({}) as PDFDict;
  dss.set(PDFName.of('Certs'), streams(contents.certificates));
  if (contents.crls) dss.set(PDFName.of('CRLs'), streams(contents.crls));
  if (contents.ocspResponses) dss.set(PDFName.of('OCSPs'), streams(contents.ocspResponses));
  document.catalog.set(PDFName.of('DSS'), document.context.register(dss));
  return Buffer.from(await document.save());
}
